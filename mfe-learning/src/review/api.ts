// The spaced-review calls (api/src/routes/review.ts): the student's queue of cards due now
// (GET /review/queue) and grading one card (POST /review/cards/{cardId}/grade), through the
// remote's API client. Cards come from saved content (front: the title, back: the content) and
// from quiz questions saved for review or answered wrong (front: the question, back: the right
// answer and the explanation); the API schedules them with FSRS. The types are the generated
// contract's (shared-ui/src/api/schema.gen.ts).
import type { ApiClient, components } from '@nibras/shared-ui';

type Schemas = components['schemas'];

export type ReviewCard = Schemas['ReviewCard'];
/** `due`: cards to review now (learning + review + new within today's allowance); `total`: all cards. */
export type ReviewCounts = Schemas['ReviewCounts'];
/** The due cards in queue order, the counts, and when the next card not due now becomes due. */
export type ReviewQueue = Schemas['ReviewQueue'];
export type GradeResult = Schemas['ReviewGrade'];
export type Rating = Schemas['ReviewGradeInput']['rating'];
export type CardState = ReviewCard['state'];

/** In key order: 1 Again, 2 Hard, 3 Good, 4 Easy. */
export const RATINGS: readonly Rating[] = ['again', 'hard', 'good', 'easy'];

/** The cards to review now (at most `limit`), the counts and when the next card is due. */
export function getReviewQueue(api: ApiClient, signal?: AbortSignal, limit?: number): Promise<ReviewQueue> {
  return api.get('/review/queue', { query: { limit }, signal });
}

/** 404: the card is gone (its source was deleted); 409: it was graded meanwhile. */
export function gradeCard(api: ApiClient, cardId: string, rating: Rating): Promise<GradeResult> {
  return api.post('/review/cards/{cardId}/grade', { rating }, { params: { cardId } });
}

/** Reviews due today: every card the queue can serve now (the API caps new ones per day). */
export const dueToday = (queue: Pick<ReviewQueue, 'counts'>) => queue.counts.due;

// The review service over a real embedded store, real quiz attempts (the course banks) and the real
// scheduler: cards made from their sources, the queue and its daily cap on new cards, grading.
import { createLogger } from '../logger.ts';
import { createQuizService, type QuizService } from '../quiz/service.ts';
import { rightAnswer, wrongAnswer } from '../quiz/testing.ts';
import { openStore, type Store } from '../store/index.ts';
import type { LearningEventDoc } from '../store/learning-events.ts';
import type { QuizAttemptDoc } from '../store/quiz-attempts.ts';
import { defaultSettings } from '../store/settings.ts';
import { makeTempDir, manualClock, removeDir } from '../testing.ts';
import {
  addWrongAnswersForReview,
  createReviewService,
  NEW_CARDS_PER_DAY,
  type ReviewService,
} from './service.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LESSON = 'y1-physics-1.u1-l1';
// 11:00 in Riyadh; midnight in Riyadh is 21:00 UTC.
const START = '2025-03-01T08:00:00.000Z';
const NEXT_RIYADH_MIDNIGHT = '2025-03-01T21:00:00.000Z';

let dir: string;
let store: Store;
let time: ReturnType<typeof manualClock>;
let review: ReviewService;
let quiz: QuizService;
const logger = createLogger('silent');

beforeEach(async () => {
  dir = await makeTempDir();
  store = await openStore(
    { dataDir: dir, mongodbUri: undefined, mongodbDb: 'nibras' },
    { compactionIntervalMs: 0 },
  );
  time = manualClock(START);
  review = createReviewService({ store, clock: time.clock, logger });
  quiz = createQuizService({ store, clock: time.clock, logger });
});
afterEach(async () => {
  await store.close();
  await removeDir(dir);
});

const now = () => time.clock().toISOString();

function save(userId: string, title: string, content = `Notes about ${title}.`) {
  return store.savedContents.create({
    userId,
    title,
    tag: 'Physics',
    color: '#D2E4E2',
    content,
    createdAt: now(),
  });
}

/** A submitted bank quiz of the lesson, the first `wrong` questions answered wrong. */
async function submittedQuiz(userId: string, wrong: number, count = 4): Promise<QuizAttemptDoc> {
  const attempt = await quiz.create(userId, { source: { kind: 'lesson', lessonId: LESSON }, count });
  for (const [index, question] of attempt.questions.entries()) {
    await quiz.saveAnswer(
      userId,
      attempt._id,
      question.id,
      index < wrong ? wrongAnswer(question) : rightAnswer(question),
    );
  }
  return quiz.submit(userId, attempt._id);
}

async function setMainLanguage(userId: string, mainLanguage: 'en' | 'ar') {
  const { subscription: _subscription, ...editable } = defaultSettings();
  await store.settings.save(
    userId,
    { ...editable, accessibility: { ...editable.accessibility, mainLanguage } },
    now(),
  );
}

test('sync makes one card per saved content and review item, and drops the cards whose source is gone', async () => {
  const first = await save('sara', 'Newton’s first law');
  await save('sara', 'Newton’s second law');
  await save('omar', 'Someone else’s note');
  const attempt = await submittedQuiz('sara', 0);
  const question = attempt.questions[0];
  if (!question) throw new Error('no question');
  await quiz.saveForReview('sara', attempt._id, question.id);

  expect(await review.sync('sara')).toEqual({ created: 3, deleted: 0 });
  expect(await review.sync('sara')).toEqual({ created: 0, deleted: 0 });
  const cards = await store.reviewCards.listForUser('sara');
  expect(cards.map((card) => card.source.kind).sort()).toEqual(['quiz', 'saved', 'saved']);
  expect(cards.every((card) => card.fsrs.state === 0 && card.due === START)).toBe(true);

  await store.savedContents.delete(first._id, 'sara');
  expect(await review.sync('sara')).toEqual({ created: 0, deleted: 1 });
  expect((await store.reviewCards.listForUser('sara')).map((card) => card.source.id)).not.toContain(
    first._id,
  );
  expect(await store.reviewCards.listForUser('omar')).toEqual([]);
});

test('wrong answers of a submitted quiz become review items with their cards, once', async () => {
  const attempt = await submittedQuiz('sara', 2);
  expect(await addWrongAnswersForReview(store, attempt)).toBe(2);
  expect(await addWrongAnswersForReview(store, attempt)).toBe(0);
  const items = await store.reviewItems.listForUser('sara', 10);
  expect(items.map((item) => item.questionId).sort()).toEqual(['q1', 'q2']);
  expect(items.every((item) => !item.correct && item.answer !== undefined)).toBe(true);
  const cards = await store.reviewCards.listForUser('sara');
  expect(cards.map((card) => card.source.id).sort()).toEqual(items.map((item) => item._id).sort());
  // The cards exist before the student ever opens the review: sync finds nothing to do.
  expect(await review.sync('sara')).toEqual({ created: 0, deleted: 0 });

  // An attempt in progress adds nothing.
  const open = await quiz.create('sara', { source: { kind: 'lesson', lessonId: LESSON }, count: 2 });
  expect(await addWrongAnswersForReview(store, open)).toBe(0);
});

test('quiz cards are written in the student’s main language', async () => {
  await addWrongAnswersForReview(store, await submittedQuiz('sara', 1, 1));
  const [item] = await store.reviewItems.listForUser('sara', 1);
  const prompt = item?.question.prompt;
  if (!prompt || !('en' in prompt)) throw new Error('expected a bilingual bank question');

  const english = (await review.queue('sara')).cards[0];
  expect(english).toMatchObject({ lang: 'en', state: 'new', source: { kind: 'quiz' } });
  expect(english?.front.startsWith(prompt.en)).toBe(true);
  expect(english?.back).toContain('**Answer');

  await setMainLanguage('sara', 'ar');
  const arabic = (await review.queue('sara')).cards[0];
  expect(arabic?.lang).toBe('ar');
  expect(arabic?.front.startsWith(prompt.ar)).toBe(true);
  expect(arabic?.back).toContain('**الإجاب');
});

test('the queue serves at most 20 new cards a Riyadh day, counting the cards first graded that day', async () => {
  for (let i = 1; i <= NEW_CARDS_PER_DAY + 5; i += 1) {
    await save('sara', `Note ${String(i).padStart(2, '0')}`);
    time.advance(1000);
  }
  const first = await review.queue('sara', 100);
  expect(first.counts).toEqual({ due: 20, new: 20, learning: 0, review: 0, total: 25 });
  // Oldest saved content first.
  expect(first.cards.map((card) => card.front)).toEqual(
    Array.from({ length: 20 }, (_, i) => `Note ${String(i + 1).padStart(2, '0')}`),
  );
  // Five wait for tomorrow's allowance.
  expect(first.nextDue).toBe(NEXT_RIYADH_MIDNIGHT);
  expect((await review.queue('sara', 5)).cards).toHaveLength(5);

  for (const card of first.cards.slice(0, 15)) await review.grade('sara', card._id, 'good');
  const later = await review.queue('sara', 100);
  // 15 started today: 5 more new ones; the 15 learning cards are due in 10 minutes.
  expect(later.counts).toEqual({ due: 5, new: 5, learning: 0, review: 0, total: 25 });
  expect(later.cards.map((card) => card.front)).toEqual([
    'Note 16',
    'Note 17',
    'Note 18',
    'Note 19',
    'Note 20',
  ]);
  expect(new Date(later.nextDue ?? '').getTime()).toBeLessThanOrEqual(time.clock().getTime() + 10 * MINUTE);

  for (const card of later.cards) await review.grade('sara', card._id, 'again');
  time.advance(10 * MINUTE);
  const capped = await review.queue('sara', 100);
  // The allowance is used up: only the learning cards, the 5 "again" ones first (due earlier).
  expect(capped.counts).toEqual({ due: 20, new: 0, learning: 20, review: 0, total: 25 });
  expect(capped.cards.slice(0, 5).map((card) => card.front)).toEqual(later.cards.map((card) => card.front));
  expect(capped.cards.every((card) => card.state === 'learning')).toBe(true);
  expect(capped.nextDue).toBe(NEXT_RIYADH_MIDNIGHT);

  // After midnight in Riyadh: the last 5 new cards, after the learning ones.
  time.advance(new Date(NEXT_RIYADH_MIDNIGHT).getTime() - time.clock().getTime());
  const tomorrow = await review.queue('sara', 100);
  expect(tomorrow.counts).toEqual({ due: 25, new: 5, learning: 20, review: 0, total: 25 });
  expect(tomorrow.cards.slice(20).map((card) => card.state)).toEqual(Array(5).fill('new'));
  expect(tomorrow.nextDue).toBeNull();
});

test('grading schedules the card, records a review-done event and returns the new counts', async () => {
  const events: LearningEventDoc[] = [];
  store.learningEvents.setListener(async (event) => {
    events.push(event);
  });
  await save('sara', 'Inertia', 'An object keeps its state of motion unless a force acts on it.');
  await save('sara', 'Momentum');
  const [card] = (await review.queue('sara')).cards;
  if (!card) throw new Error('no card');
  expect(card.intervals).toEqual({
    again: MINUTE,
    hard: 6 * MINUTE,
    good: 10 * MINUTE,
    easy: expect.any(Number),
  });

  const graded = await review.grade('sara', card._id, 'good');
  expect(graded.card).toMatchObject({
    _id: card._id,
    front: 'Inertia',
    back: 'An object keeps its state of motion unless a force acts on it.',
    state: 'learning',
    due: new Date(time.clock().getTime() + 10 * MINUTE).toISOString(),
  });
  expect(graded.counts).toEqual({ due: 1, new: 1, learning: 0, review: 0, total: 2 });
  expect(events).toEqual([
    expect.objectContaining({
      userId: 'sara',
      type: 'review-done',
      at: START,
      cardId: card._id,
      rating: 'good',
    }),
  ]);
  expect(await store.learningEvents.listForUser('sara', { types: ['review-done'] })).toHaveLength(1);

  time.advance(10 * MINUTE);
  const second = await review.grade('sara', card._id, 'good');
  expect(second.card.state).toBe('review');
  expect(new Date(second.card.due).getTime()).toBeGreaterThan(time.clock().getTime() + 24 * HOUR - 1);
  expect(second.card.intervals.easy).toBeGreaterThan(second.card.intervals.good);

  time.advance(new Date(second.card.due).getTime() - time.clock().getTime());
  const lapsed = await review.grade('sara', card._id, 'again');
  expect(lapsed.card.state).toBe('relearning');
  expect((await store.reviewCards.findForUser(card._id, 'sara'))?.fsrs.lapses).toBe(1);
  expect(events.map((event) => event.rating)).toEqual(['good', 'good', 'again']);
});

test('another student’s card, a deleted source and a double grading are refused', async () => {
  const note = await save('sara', 'Friction');
  const [card] = (await review.queue('sara')).cards;
  if (!card) throw new Error('no card');
  await expect(review.grade('omar', card._id, 'good')).rejects.toMatchObject({
    status: 404,
    localized: { en: 'This review card was not found', ar: 'لم يُعثر على بطاقة المراجعة هذه' },
  });

  const outcomes = await Promise.allSettled([
    review.grade('sara', card._id, 'good'),
    review.grade('sara', card._id, 'easy'),
  ]);
  expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
    reason: { status: 409 },
  });
  expect(await store.learningEvents.listForUser('sara', { types: ['review-done'] })).toHaveLength(1);

  await store.savedContents.delete(note._id, 'sara');
  await expect(review.grade('sara', card._id, 'good')).rejects.toMatchObject({ status: 404 });
  expect(await store.reviewCards.listForUser('sara')).toEqual([]);
});

test('summary syncs; dueCounts reads the cards as they are', async () => {
  await save('sara', 'Work');
  expect(await review.dueCounts('sara')).toEqual({ due: 0, new: 0, learning: 0, review: 0, total: 0 });
  expect(await review.summary('sara')).toEqual({
    counts: { due: 1, new: 1, learning: 0, review: 0, total: 1 },
    nextDue: null,
  });
  expect(await review.dueCounts('sara')).toEqual({ due: 1, new: 1, learning: 0, review: 0, total: 1 });
});

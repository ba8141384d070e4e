/**
 * The spaced review behind routes/review.ts (issue 12): the student's cards, their queue and their
 * grading, scheduled by FSRS (scheduler.ts).
 *
 * Cards come from two sources: each saved content (front: its title, back: its content) and each quiz
 * question saved for review (front: the question, back: the right answer and the explanation; see
 * content.ts). `sync` makes the missing cards and drops the cards whose source is gone; it runs at the
 * start of `queue` and `summary`, so a card appears the first time the student looks. Wrong answers of
 * a submitted quiz become review items, with their cards, at once: `addWrongAnswersForReview`, called
 * by the quiz service's submit.
 *
 * The queue: due cards (`due <= now`) in this order: learning and relearning cards (the short steps),
 * then review cards, each by due date, then new cards, oldest first. New cards are capped per Riyadh
 * day: NEW_CARDS_PER_DAY minus the cards first graded since midnight Riyadh time.
 *
 * Grading stores the card's next schedule (only if nobody graded it meanwhile: a double click gets a
 * 409, never a second review) and records a 'review-done' learning event (streak, points, badges).
 */
import type { Logger } from 'pino';
import { conflict, notFound } from '../errors.ts';
import type { Store } from '../store/index.ts';
import { recordLearningEvent, type ReviewRating } from '../store/learning-events.ts';
import type { QuizAttemptDoc } from '../store/quiz-attempts.ts';
import type { ReviewCardDoc, ReviewCardRepository, ReviewCardSource } from '../store/review-cards.ts';
import type { ReviewItemDoc } from '../store/review-items.ts';
import type { SavedContentDoc } from '../store/saved-contents.ts';
import { nextRiyadhMidnight } from '../tutor/allowance.ts';
import type { Locale } from '../tutor/types.ts';
import { quizCardContent, savedCardContent, type CardContent } from './content.ts';
import { REVIEW_MESSAGES } from './messages.ts';
import { reviewScheduler, stateName, type CardState, type ReviewIntervals } from './scheduler.ts';

/** New cards a student may start per Riyadh day. */
export const NEW_CARDS_PER_DAY = 20;
export const DEFAULT_QUEUE_LIMIT = 20;
export const MAX_QUEUE_LIMIT = 100;
/**
 * Review items read per sync (their repository lists with a limit). A student with more keeps the
 * cards of the older ones: no quiz card is dropped as orphaned unless the list was complete.
 */
export const MAX_REVIEW_ITEMS = 5000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReviewCounts {
  /** Cards the queue can serve now: learning + review + new. */
  due: number;
  /** New cards the queue can serve now (within today's allowance). */
  new: number;
  /** Due cards in their learning or relearning steps. */
  learning: number;
  /** Due cards in review. */
  review: number;
  /** All the student's cards. */
  total: number;
}

/** A card as the API serves it (component `ReviewCard`). */
export interface ReviewCardView {
  _id: string;
  source: ReviewCardSource;
  /** Markdown. */
  front: string;
  /** Markdown. */
  back: string;
  /** The language of the front and back. */
  lang: Locale;
  state: CardState;
  /** ISO 8601 UTC. */
  due: string;
  /** Milliseconds from now to the due date each rating would give. */
  intervals: ReviewIntervals;
}

export interface ReviewSummary {
  counts: ReviewCounts;
  /**
   * ISO 8601 UTC: the earliest time a card that cannot be served now becomes due (a card scheduled
   * later, or the next Riyadh midnight when new cards wait for tomorrow's allowance); null when none.
   */
  nextDue: string | null;
}

export interface ReviewQueue extends ReviewSummary {
  cards: ReviewCardView[];
}

export interface GradeOutcome {
  card: ReviewCardView;
  counts: ReviewCounts;
}

export interface SyncOutcome {
  created: number;
  deleted: number;
}

export interface ReviewService {
  /** Makes the missing cards of the student's saved contents and review items; drops orphaned cards. */
  sync(userId: string): Promise<SyncOutcome>;
  /** Syncs, then the due cards in queue order (at most `limit`), the counts and the next due time. */
  queue(userId: string, limit?: number): Promise<ReviewQueue>;
  /** Grades one of the student's cards (404 when it is not theirs, 409 when it was graded meanwhile). */
  grade(userId: string, cardId: string, rating: ReviewRating): Promise<GradeOutcome>;
  /** The counts of the cards the student has now, without syncing (cheap: reminders, badges). */
  dueCounts(userId: string): Promise<ReviewCounts>;
  /** Syncs, then the counts and the next due time (home, dashboard). */
  summary(userId: string): Promise<ReviewSummary>;
}

export type ReviewStore = Pick<
  Store,
  'reviewCards' | 'reviewItems' | 'savedContents' | 'settings' | 'learningEvents'
>;

export interface ReviewServiceDeps {
  store: ReviewStore;
  clock: () => Date;
  logger: Logger;
}

// ---------------------------------------------------------------------------------------------------
// The plan of a student's cards at a time (pure)

export interface ReviewPlan extends ReviewSummary {
  /** Due learning and relearning cards, by due date. */
  learning: ReviewCardDoc[];
  /** Due review cards, by due date. */
  review: ReviewCardDoc[];
  /** The new cards within today's allowance, oldest first. */
  fresh: ReviewCardDoc[];
}

const byDue = (a: ReviewCardDoc, b: ReviewCardDoc) =>
  a.due < b.due ? -1 : a.due > b.due ? 1 : a._id < b._id ? -1 : 1;
const byCreation = (a: ReviewCardDoc, b: ReviewCardDoc) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a._id < b._id ? -1 : 1;

/** Midnight in Riyadh that began the Riyadh day of `at`. */
const riyadhDayStart = (at: Date) => new Date(nextRiyadhMidnight(at).getTime() - DAY_MS);

/** Which of the student's cards are due at `now`, in queue order, and their counts. */
export function planReview(cards: readonly ReviewCardDoc[], now: Date): ReviewPlan {
  const nowIso = now.toISOString();
  const dayStart = riyadhDayStart(now).toISOString();
  const startedToday = cards.filter(
    (card) => card.firstReviewedAt !== undefined && card.firstReviewedAt >= dayStart,
  ).length;
  const allowance = Math.max(0, NEW_CARDS_PER_DAY - startedToday);
  const dueNow = cards.filter((card) => card.due <= nowIso);
  const waitingNew = dueNow.filter((card) => card.fsrs.state === 0).sort(byCreation);
  const fresh = waitingNew.slice(0, allowance);
  const learning = dueNow.filter((card) => card.fsrs.state === 1 || card.fsrs.state === 3).sort(byDue);
  const review = dueNow.filter((card) => card.fsrs.state === 2).sort(byDue);

  let nextDue: string | null = null;
  for (const card of cards) {
    if (card.due > nowIso && (nextDue === null || card.due < nextDue)) nextDue = card.due;
  }
  if (waitingNew.length > fresh.length) {
    const midnight = nextRiyadhMidnight(now).toISOString();
    if (nextDue === null || midnight < nextDue) nextDue = midnight;
  }
  return {
    learning,
    review,
    fresh,
    counts: {
      due: learning.length + review.length + fresh.length,
      new: fresh.length,
      learning: learning.length,
      review: review.length,
      total: cards.length,
    },
    nextDue,
  };
}

/** The counts of the student's cards at `now` (reminders.ts). */
export async function countDueCards(
  cards: Pick<ReviewCardRepository, 'listForUser'>,
  userId: string,
  now: Date,
): Promise<ReviewCounts> {
  return planReview(await cards.listForUser(userId), now).counts;
}

// ---------------------------------------------------------------------------------------------------
// Wrong quiz answers become review items (and cards)

/**
 * Saves every question a submitted attempt got wrong (not fully right) as a review item and makes its
 * card, both idempotently (a question saved by hand, or a submit seen twice, adds nothing). Returns
 * how many review items were new. Does nothing for an attempt that is not submitted.
 */
export async function addWrongAnswersForReview(
  store: Pick<Store, 'reviewItems' | 'reviewCards'>,
  attempt: QuizAttemptDoc,
): Promise<number> {
  if (attempt.status !== 'submitted' || !attempt.result) return 0;
  const at = attempt.submittedAt ?? attempt.updatedAt;
  const wrong = new Set(attempt.result.questions.filter((graded) => !graded.correct).map((q) => q.id));
  let added = 0;
  for (const question of attempt.questions) {
    if (!wrong.has(question.id)) continue;
    const answer = attempt.answers[question.id];
    const { item, created } = await store.reviewItems.add({
      userId: attempt.userId,
      attemptId: attempt._id,
      questionId: question.id,
      question,
      ...(answer === undefined ? {} : { answer }),
      correct: false,
      createdAt: at,
    });
    await store.reviewCards.add({
      userId: attempt.userId,
      source: { kind: 'quiz', id: item._id },
      createdAt: at,
      ...reviewScheduler.newCard(new Date(at)),
    });
    if (created) added += 1;
  }
  return added;
}

// ---------------------------------------------------------------------------------------------------
// The service

interface Sources {
  saved: Map<string, SavedContentDoc>;
  items: Map<string, ReviewItemDoc>;
}

interface SyncedCards extends Sources, SyncOutcome {
  cards: ReviewCardDoc[];
}

export function createReviewService(deps: ReviewServiceDeps): ReviewService {
  const { store, clock, logger } = deps;

  async function mainLanguage(userId: string): Promise<Locale> {
    return (await store.settings.find(userId))?.settings.accessibility.mainLanguage ?? 'en';
  }

  async function syncCards(userId: string): Promise<SyncedCards> {
    // The cards first: a card made after this read (by a quiz submit) is neither seen nor dropped.
    const existing = await store.reviewCards.listForUser(userId);
    const [savedList, itemList] = await Promise.all([
      store.savedContents.listForUser(userId),
      store.reviewItems.listForUser(userId, MAX_REVIEW_ITEMS),
    ]);
    const saved = new Map(savedList.map((doc) => [doc._id, doc]));
    const items = new Map(itemList.map((doc) => [doc._id, doc]));
    const itemsComplete = itemList.length < MAX_REVIEW_ITEMS;

    const isOrphan = (card: ReviewCardDoc) =>
      card.source.kind === 'saved' ? !saved.has(card.source.id) : itemsComplete && !items.has(card.source.id);
    const orphans = existing.filter(isOrphan);
    const cards = existing.filter((card) => !isOrphan(card));
    const deleted = await store.reviewCards.deleteForUser(
      userId,
      orphans.map((card) => card._id),
    );

    const carded = new Set(cards.map((card) => `${card.source.kind}:${card.source.id}`));
    const missing: { source: ReviewCardSource; since: string }[] = [
      ...savedList.map((doc) => ({ source: { kind: 'saved' as const, id: doc._id }, since: doc.createdAt })),
      ...itemList.map((doc) => ({ source: { kind: 'quiz' as const, id: doc._id }, since: doc.createdAt })),
    ]
      .filter(({ source }) => !carded.has(`${source.kind}:${source.id}`))
      // Oldest source first: new cards are served in the order they are made.
      .sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : a.source.id < b.source.id ? -1 : 1));

    const now = clock();
    let created = 0;
    for (const { source } of missing) {
      const added = await store.reviewCards.add({
        userId,
        source,
        createdAt: now.toISOString(),
        ...reviewScheduler.newCard(now),
      });
      cards.push(added.card);
      if (added.created) created += 1;
    }
    if (created > 0 || deleted > 0) logger.debug({ userId, created, deleted }, 'Review cards synced');
    return { cards, saved, items, created, deleted };
  }

  function contentFrom(card: ReviewCardDoc, sources: Sources, lang: Locale): CardContent | null {
    if (card.source.kind === 'saved') {
      const saved = sources.saved.get(card.source.id);
      return saved ? savedCardContent(saved, lang) : null;
    }
    const item = sources.items.get(card.source.id);
    return item ? quizCardContent(item.question, lang) : null;
  }

  /** One card's source, read for a grading. */
  async function contentOf(userId: string, card: ReviewCardDoc, lang: Locale): Promise<CardContent | null> {
    if (card.source.kind === 'saved') {
      const saved = await store.savedContents.findForUser(card.source.id, userId);
      return saved ? savedCardContent(saved, lang) : null;
    }
    // The review items' repository has no lookup by id: its list (newest first) is read instead.
    const items = await store.reviewItems.listForUser(userId, MAX_REVIEW_ITEMS);
    const item = items.find((candidate) => candidate._id === card.source.id);
    return item ? quizCardContent(item.question, lang) : null;
  }

  const viewOf = (card: ReviewCardDoc, content: CardContent, now: Date): ReviewCardView => ({
    _id: card._id,
    source: { kind: card.source.kind, id: card.source.id },
    front: content.front,
    back: content.back,
    lang: content.lang,
    state: stateName(card.fsrs.state),
    due: card.due,
    intervals: reviewScheduler.preview(card, now),
  });

  return {
    async sync(userId) {
      const { created, deleted } = await syncCards(userId);
      return { created, deleted };
    },

    async queue(userId, limit = DEFAULT_QUEUE_LIMIT) {
      const [synced, lang] = await Promise.all([syncCards(userId), mainLanguage(userId)]);
      const now = clock();
      const plan = planReview(synced.cards, now);
      const cards: ReviewCardView[] = [];
      for (const card of [...plan.learning, ...plan.review, ...plan.fresh]) {
        if (cards.length >= limit) break;
        const content = contentFrom(card, synced, lang);
        if (content) cards.push(viewOf(card, content, now));
      }
      return { cards, counts: plan.counts, nextDue: plan.nextDue };
    },

    async grade(userId, cardId, rating) {
      const card = await store.reviewCards.findForUser(cardId, userId);
      if (!card) throw notFound(REVIEW_MESSAGES.cardNotFound);
      const content = await contentOf(userId, card, await mainLanguage(userId));
      if (!content) {
        // Its source was deleted since the queue was served.
        await store.reviewCards.deleteForUser(userId, [card._id]);
        throw notFound(REVIEW_MESSAGES.cardNotFound);
      }
      const now = clock();
      const at = now.toISOString();
      const next = reviewScheduler.grade(card, rating, now);
      const saved = await store.reviewCards.saveReview(card._id, userId, card.fsrs.reps, next, at);
      if (!saved) {
        if (await store.reviewCards.findForUser(cardId, userId))
          throw conflict(REVIEW_MESSAGES.alreadyGraded);
        throw notFound(REVIEW_MESSAGES.cardNotFound);
      }
      await recordLearningEvent(store, { userId, type: 'review-done', at, cardId: card._id, rating });
      const counts = planReview(await store.reviewCards.listForUser(userId), now).counts;
      return { card: viewOf(saved, content, now), counts };
    },

    dueCounts: (userId) => countDueCards(store.reviewCards, userId, clock()),

    async summary(userId) {
      const { cards } = await syncCards(userId);
      const { counts, nextDue } = planReview(cards, clock());
      return { counts, nextDue };
    },
  };
}

/**
 * The spaced-review scheduler: a thin wrapper over ts-fsrs (FSRS, default parameters: request
 * retention 0.9, learning steps 1 min and 10 min, relearning step 10 min) with fuzz turned off, so a
 * card graded the same way at the same time is always scheduled the same way (and tests are exact).
 *
 * It converts between ts-fsrs's `Card` (Date objects, the `State` enum) and the stored schedule of
 * store/review-cards.ts (ISO strings, the state's number), and speaks the API's ratings ('again',
 * 'hard', 'good', 'easy') instead of the library's `Rating` enum.
 *
 * Note: importing ts-fsrs (5.x) adds methods to `Date.prototype` (`scheduler`, `diff`, `format`,
 * `dueFormat`) process-wide. Nothing here relies on them; do not rely on them elsewhere either.
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type Grade } from 'ts-fsrs';
import type { ReviewRating } from '../store/learning-events.ts';
import type { ReviewCardSchedule, StoredFsrs, StoredFsrsState } from '../store/review-cards.ts';

/** A card's state as the API names it. */
export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type CardState = (typeof CARD_STATES)[number];

/** Milliseconds from now to the due date each rating would give. */
export interface ReviewIntervals {
  again: number;
  hard: number;
  good: number;
  easy: number;
}

const GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const STATE_NAMES: Record<StoredFsrsState, CardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

/** The API's name of a stored FSRS state. */
export const stateName = (state: StoredFsrsState): CardState => STATE_NAMES[state];

function storedState(state: State): StoredFsrsState {
  switch (state) {
    case State.New:
    case State.Learning:
    case State.Review:
    case State.Relearning:
      return state;
    default:
      throw new Error(`Unknown FSRS state ${String(state)}`);
  }
}

/** A stored schedule as a ts-fsrs card. */
export function toFsrsCard(schedule: ReviewCardSchedule): Card {
  const { fsrs: stored } = schedule;
  return {
    due: new Date(schedule.due),
    stability: stored.stability,
    difficulty: stored.difficulty,
    elapsed_days: stored.elapsed_days,
    scheduled_days: stored.scheduled_days,
    learning_steps: stored.learning_steps,
    reps: stored.reps,
    lapses: stored.lapses,
    state: stored.state as State,
    ...(stored.last_review === undefined ? {} : { last_review: new Date(stored.last_review) }),
  };
}

/** A ts-fsrs card as a stored schedule (ISO dates; no `last_review` before the first review). */
export function fromFsrsCard(card: Card): ReviewCardSchedule {
  const fsrsFields: StoredFsrs = {
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: storedState(card.state),
  };
  if (card.last_review) fsrsFields.last_review = card.last_review.toISOString();
  return { due: card.due.toISOString(), fsrs: fsrsFields };
}

export interface ReviewScheduler {
  /** A new card's schedule: state new, due at `now`. */
  newCard(now: Date): ReviewCardSchedule;
  /** What each rating would do: milliseconds from `now` to the due date it would give. */
  preview(card: ReviewCardSchedule, now: Date): ReviewIntervals;
  /** The card's schedule after the student rates it `rating` at `now`. */
  grade(card: ReviewCardSchedule, rating: ReviewRating, now: Date): ReviewCardSchedule;
}

export function createReviewScheduler(): ReviewScheduler {
  const engine = fsrs(generatorParameters({ enable_fuzz: false }));
  return {
    newCard: (now) => fromFsrsCard(createEmptyCard(now)),

    preview(card, now) {
      const outcomes = engine.repeat(toFsrsCard(card), now);
      const wait = (rating: ReviewRating) =>
        Math.max(0, outcomes[GRADES[rating]].card.due.getTime() - now.getTime());
      return { again: wait('again'), hard: wait('hard'), good: wait('good'), easy: wait('easy') };
    },

    grade: (card, rating, now) => fromFsrsCard(engine.next(toFsrsCard(card), now, GRADES[rating]).card),
  };
}

/** The app's one scheduler (stateless: the parameters never change at run time). */
export const reviewScheduler: ReviewScheduler = createReviewScheduler();

// The scheduler through the real ts-fsrs: default FSRS parameters, no fuzz.
import { fsrs, generatorParameters, Rating, State } from 'ts-fsrs';
import type { ReviewCardSchedule } from '../store/review-cards.ts';
import { createReviewScheduler, fromFsrsCard, reviewScheduler, stateName, toFsrsCard } from './scheduler.ts';

const START = new Date('2025-03-01T08:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (card: ReviewCardSchedule) => new Date(card.due);

/** A card taken to the review state: Good, then Good when due. */
function reviewedCard(): ReviewCardSchedule {
  const first = reviewScheduler.grade(reviewScheduler.newCard(START), 'good', START);
  return reviewScheduler.grade(first, 'good', at(first));
}

test('a new card is new and due at once', () => {
  const card = reviewScheduler.newCard(START);
  expect(card).toEqual({
    due: START.toISOString(),
    fsrs: {
      stability: 0,
      difficulty: 0,
      elapsed_days: 0,
      scheduled_days: 0,
      learning_steps: 0,
      reps: 0,
      lapses: 0,
      state: 0,
    },
  });
  expect(stateName(card.fsrs.state)).toBe('new');
});

test('Good then Good moves the due date later each time, from learning to review', () => {
  const card = reviewScheduler.newCard(START);
  const first = reviewScheduler.grade(card, 'good', START);
  expect(stateName(first.fsrs.state)).toBe('learning');
  expect(first.fsrs.reps).toBe(1);
  expect(first.fsrs.last_review).toBe(START.toISOString());
  // The second learning step (10 minutes).
  expect(at(first).getTime() - START.getTime()).toBe(10 * MINUTE);

  const second = reviewScheduler.grade(first, 'good', at(first));
  expect(stateName(second.fsrs.state)).toBe('review');
  expect(second.fsrs.reps).toBe(2);
  expect(at(second).getTime() - at(first).getTime()).toBeGreaterThanOrEqual(DAY);

  const third = reviewScheduler.grade(second, 'good', at(second));
  expect(at(third).getTime() - at(second).getTime()).toBeGreaterThan(
    at(second).getTime() - at(first).getTime(),
  );
  expect(third.fsrs.stability).toBeGreaterThan(second.fsrs.stability);
});

test('Again on a review card is a lapse: relearning, lapses + 1, due in the relearning step', () => {
  const card = reviewedCard();
  expect(card.fsrs.lapses).toBe(0);
  const lapsed = reviewScheduler.grade(card, 'again', at(card));
  expect(stateName(lapsed.fsrs.state)).toBe('relearning');
  expect(lapsed.fsrs.lapses).toBe(1);
  expect(at(lapsed).getTime() - at(card).getTime()).toBe(10 * MINUTE);
  expect(lapsed.fsrs.stability).toBeLessThan(card.fsrs.stability);
});

test('the previews order Again < Hard < Good < Easy and match what grading does', () => {
  for (const card of [reviewScheduler.newCard(START), reviewedCard()]) {
    const now = at(card);
    const intervals = reviewScheduler.preview(card, now);
    expect(intervals.again).toBeLessThan(intervals.hard);
    expect(intervals.hard).toBeLessThan(intervals.good);
    expect(intervals.good).toBeLessThan(intervals.easy);
    for (const rating of ['again', 'hard', 'good', 'easy'] as const) {
      expect(at(reviewScheduler.grade(card, rating, now)).getTime() - now.getTime()).toBe(intervals[rating]);
    }
  }
  // A new card: the learning steps 1 min (again), 6 min (hard), 10 min (good); easy goes to review.
  const fresh = reviewScheduler.preview(reviewScheduler.newCard(START), START);
  expect(fresh.again).toBe(MINUTE);
  expect(fresh.hard).toBe(6 * MINUTE);
  expect(fresh.good).toBe(10 * MINUTE);
  expect(fresh.easy).toBeGreaterThanOrEqual(DAY);
});

test('without fuzz, the same grading at the same time gives the same schedule', () => {
  const card = reviewedCard();
  const other = createReviewScheduler();
  const when = new Date(at(card).getTime() + 3 * DAY);
  expect(other.grade(card, 'good', when)).toEqual(reviewScheduler.grade(card, 'good', when));
});

test('a stored card round-trips through ts-fsrs and through JSON, and schedules as the original', () => {
  const library = fsrs(generatorParameters({ enable_fuzz: false }));
  let card = library.next(
    library.next(toFsrsCard(reviewScheduler.newCard(START)), START, Rating.Good).card,
    new Date(START.getTime() + 10 * MINUTE),
    Rating.Good,
  ).card;
  card = library.next(card, card.due, Rating.Again).card;
  expect(card.state).toBe(State.Relearning);

  const stored = fromFsrsCard(card);
  const restored = toFsrsCard(JSON.parse(JSON.stringify(stored)) as ReviewCardSchedule);
  expect(restored).toEqual(card);
  expect(fromFsrsCard(restored)).toEqual(stored);
  const later = new Date(card.due.getTime() + MINUTE);
  expect(fromFsrsCard(library.next(restored, later, Rating.Good).card)).toEqual(
    fromFsrsCard(library.next(card, later, Rating.Good).card),
  );
  // A never-reviewed card has no last_review, stored or restored.
  const fresh = reviewScheduler.newCard(START);
  expect('last_review' in fresh.fsrs).toBe(false);
  expect(toFsrsCard(fresh).last_review).toBeUndefined();
});

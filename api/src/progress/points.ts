/**
 * Points, earned on the server only (a client never sends a score), per learning event and Riyadh
 * day. Caps count per day, from the day's counters before the event (learnerStats.days):
 *
 * - lesson completed: +10;
 * - quiz submitted: +round(10 × score / maxScore), at least 1; only the first 10 quizzes of a day earn;
 * - review done: +1, at most 20 a day;
 * - active time: +1 for each full 10 minutes of a day (floor(daySeconds / 600), counted as it grows);
 * - streak day: +2, once, when the day first qualifies (added by the aggregate, aggregate.ts).
 */
import type { LearningEventDoc } from '../store/learning-events.ts';
import type { DayCounters } from '../store/learner-stats.ts';

export const POINTS = {
  lessonCompleted: 10,
  /** A quiz with every mark; less in proportion. */
  quizMax: 10,
  /** A submitted quiz earns at least this (within the day's cap). */
  quizMin: 1,
  /** Quizzes of a Riyadh day that earn points. */
  quizzesPerDay: 10,
  review: 1,
  /** Reviews of a Riyadh day that earn points. */
  reviewsPerDay: 20,
  /** One point per this many active seconds in a day. */
  activeSecondsPerPoint: 600,
  streakDay: 2,
} as const;

/** A quiz's score in percent: 0-100, one decimal (a negative certainty-based score is 0). */
export function quizPercent(score: number | undefined, maxScore: number | undefined): number {
  if (score === undefined || maxScore === undefined || !(maxScore > 0) || !Number.isFinite(score)) return 0;
  const share = Math.min(1, Math.max(0, score / maxScore));
  return Math.round(share * 1000) / 10;
}

/** Points of a submitted quiz, the day's earlier quizzes counted. */
export function quizPoints(
  score: number | undefined,
  maxScore: number | undefined,
  quizzesBefore: number,
): number {
  if (quizzesBefore >= POINTS.quizzesPerDay) return 0;
  const share = quizPercent(score, maxScore) / 100;
  return Math.max(POINTS.quizMin, Math.round(POINTS.quizMax * share));
}

/** Points of a review, the day's earlier reviews counted. */
export const reviewPoints = (reviewsBefore: number): number =>
  reviewsBefore < POINTS.reviewsPerDay ? POINTS.review : 0;

/** Points of active time that takes the day from `secondsBefore` to `secondsAfter`. */
export const activePoints = (secondsBefore: number, secondsAfter: number): number =>
  Math.floor(secondsAfter / POINTS.activeSecondsPerPoint) -
  Math.floor(secondsBefore / POINTS.activeSecondsPerPoint);

/** Active seconds an event adds (a whole, non-negative number). */
export const eventSeconds = (event: Pick<LearningEventDoc, 'type' | 'seconds'>): number =>
  event.type === 'active-time' && Number.isFinite(event.seconds)
    ? Math.max(0, Math.round(event.seconds ?? 0))
    : 0;

/**
 * The points of one event (the streak day's points aside), given its day's counters before it.
 * 'enrolled' and 'lesson-read' earn nothing.
 */
export function eventPoints(event: LearningEventDoc, before: DayCounters): number {
  switch (event.type) {
    case 'lesson-completed':
      return POINTS.lessonCompleted;
    case 'quiz-submitted':
      return quizPoints(event.score, event.maxScore, before.q ?? 0);
    case 'review-done':
      return reviewPoints(before.r ?? 0);
    case 'active-time': {
      const seconds = before.s ?? 0;
      return activePoints(seconds, seconds + eventSeconds(event));
    }
    case 'enrolled':
    case 'lesson-read':
      return 0;
  }
}

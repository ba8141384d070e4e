/**
 * The learner-stats reducer: a PURE function from a student's stats and one learning event to the new
 * stats, the badges the event earned and the milestones it reached. The progress service applies it
 * to each event as it is recorded; `rebuild` folds it over all of a student's events, and both give
 * the same document (aggregate.test.ts proves it over a generated year).
 *
 * Per event, on its Riyadh day (riyadhDay of `at`):
 * - the day's counters (learner-stats.ts DayCounters), the totals, and the stats of the calendar
 *   periods holding the day (semester and year; none outside the calendar);
 * - points (points.ts), with the day's caps;
 * - a streak day when the day first has a lesson completed, a quiz submitted, a review done, or
 *   STREAK_ACTIVE_SECONDS of active time: +2 points and the streak extended (streaks.ts). A streak day
 *   earlier than the last one (events out of order) rebuilds the streak from every streak day;
 * - the unit of a completed lesson (`units`), the last quizzes (`recentQuizzes`);
 * - badges reached and not yet held (badges.ts), stamped with the event's time;
 * - milestones: the streak reaching 3, 7, 14, 30, 50 or 100 days; a freeze earned; 5, 25 or 50
 *   lessons completed; 5, 25 or 50 learning hours.
 *
 * Input documents are never changed: the result shares what did not change with its input (so the
 * repository writes only the changed map entries).
 */
import type { Catalogue } from '../courses/catalogue.ts';
import type { LearningEventDoc } from '../store/learning-events.ts';
import {
  emptyLearnerStats,
  RECENT_QUIZZES,
  type DayCounters,
  type LearnerStatsDoc,
  type PeriodStats,
  type RecentQuiz,
} from '../store/learner-stats.ts';
import { riyadhDay } from '../tutor/allowance.ts';
import { newlyEarned, type BadgeId, type WrittenLessonCount } from './badges.ts';
import type { Calendar } from './calendar.ts';
import { eventPoints, eventSeconds, POINTS, quizPercent } from './points.ts';
import { extendStreak, STREAK_ACTIVE_SECONDS, streakOf } from './streaks.ts';

/** Streak lengths (days) that make a milestone. */
export const STREAK_MILESTONES = [3, 7, 14, 30, 50, 100] as const;
/** Lessons completed that make a milestone. */
export const LESSON_MILESTONES = [5, 25, 50] as const;
/** Learning hours that make a milestone. */
export const HOUR_MILESTONES = [5, 25, 50] as const;

/** A notable step (a 'progress' notification): not a badge, may happen again (a new streak). */
export type Milestone =
  | { kind: 'streak'; days: number }
  | { kind: 'freeze'; held: number }
  | { kind: 'lessons'; count: number }
  | { kind: 'hours'; hours: number };

export interface AggregateContext {
  calendar: Pick<Calendar, 'periodsOn'>;
  /** Written lessons of a unit of the catalogue (undefined: no such unit). */
  writtenLessons: WrittenLessonCount;
}

/** The context over a catalogue and a calendar (written lessons counted once). */
export function aggregateContext(
  catalogue: Pick<Catalogue, 'courses'>,
  calendar: Calendar,
): AggregateContext {
  const counts = new Map<string, number>();
  for (const course of catalogue.courses)
    for (const lesson of course.lessons)
      if (lesson.written) {
        const key = `${course.id}/${lesson.unit.id}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
  return { calendar, writtenLessons: (courseId, unitId) => counts.get(`${courseId}/${unitId}`) };
}

export interface Applied {
  doc: LearnerStatsDoc;
  /** Badges this event earned (each at most once over a student's life). */
  earned: BadgeId[];
  milestones: Milestone[];
}

/** An id usable as a stored map key (dot paths): no `.`, no leading `$`. */
const isKey = (id: string | undefined): id is string =>
  id !== undefined && id.length > 0 && !id.includes('.') && !id.startsWith('$');

/** `counters` with `n` added to `key` (a zero result stays out). */
function bump(counters: DayCounters, key: 'l' | 's' | 'q' | 'qp' | 'r' | 'p', n: number): DayCounters {
  if (n === 0) return counters;
  const value = key === 'qp' ? Math.round(((counters[key] ?? 0) + n) * 10) / 10 : (counters[key] ?? 0) + n;
  return { ...counters, [key]: value };
}

const qualifies = (day: DayCounters): boolean =>
  (day.l ?? 0) > 0 || (day.q ?? 0) > 0 || (day.r ?? 0) > 0 || (day.s ?? 0) >= STREAK_ACTIVE_SECONDS;

/** Milestones of `marks` passed going from `before` to `after`. */
const crossed = (marks: readonly number[], before: number, after: number): number[] =>
  marks.filter((mark) => before < mark && mark <= after);

/** Applies one learning event to a student's stats (null: none yet). Pure. */
export function applyEvent(
  stats: LearnerStatsDoc | null,
  event: LearningEventDoc,
  ctx: AggregateContext,
): Applied {
  const doc = stats ?? emptyLearnerStats(event.userId, event.at);
  const day = riyadhDay(new Date(event.at));
  const before = doc.days[day] ?? {};
  const seconds = eventSeconds(event);
  const lessonCompleted = event.type === 'lesson-completed';
  let points = eventPoints(event, before);
  let counters = before;
  let totals = doc.totals;
  let units = doc.units;
  let recentQuizzes = doc.recentQuizzes;

  switch (event.type) {
    case 'lesson-completed': {
      counters = bump(counters, 'l', 1);
      totals = { ...totals, lessonsCompleted: totals.lessonsCompleted + 1 };
      const { courseId, unitId, lessonId } = event;
      if (isKey(courseId) && isKey(unitId) && lessonId !== undefined) {
        const done = units[courseId]?.[unitId] ?? [];
        if (!done.includes(lessonId))
          units = { ...units, [courseId]: { ...units[courseId], [unitId]: [...done, lessonId] } };
      }
      break;
    }
    case 'quiz-submitted': {
      const percent = quizPercent(event.score, event.maxScore);
      const perfect =
        event.maxScore !== undefined && event.maxScore >= 5 && (event.score ?? 0) >= event.maxScore;
      counters = bump(bump(counters, 'q', 1), 'qp', percent);
      totals = {
        ...totals,
        quizzesSubmitted: totals.quizzesSubmitted + 1,
        quizPercentSum: Math.round((totals.quizPercentSum + percent) * 10) / 10,
        perfectQuizzes: totals.perfectQuizzes + (perfect ? 1 : 0),
      };
      const quiz: RecentQuiz = {
        at: event.at,
        attemptId: event.attemptId ?? event._id,
        percent,
        ...(event.courseId === undefined ? {} : { courseId: event.courseId }),
        ...(event.unitId === undefined ? {} : { unitId: event.unitId }),
        ...(event.lessonId === undefined ? {} : { lessonId: event.lessonId }),
      };
      const inOrder = recentQuizzes.length === 0 || (recentQuizzes.at(-1) as RecentQuiz).at <= event.at;
      const list = [...recentQuizzes, quiz];
      if (!inOrder) list.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
      recentQuizzes = list.slice(-RECENT_QUIZZES);
      break;
    }
    case 'review-done':
      counters = bump(counters, 'r', 1);
      totals = { ...totals, reviewsDone: totals.reviewsDone + 1 };
      break;
    case 'active-time':
      counters = bump(counters, 's', seconds);
      totals = { ...totals, activeSeconds: totals.activeSeconds + seconds };
      break;
    case 'enrolled':
    case 'lesson-read':
      break;
  }

  // A streak day, the first time the day qualifies.
  const milestones: Milestone[] = [];
  let streak = doc.streak;
  let periods = doc.periods;
  let streakLength = 0;
  let rebuiltLengths: Map<string, number> | undefined;
  if (!before.x && qualifies(counters)) {
    counters = { ...counters, x: 1 };
    points += POINTS.streakDay;
    if (streak.lastDay === undefined || day > streak.lastDay) {
      const step = extendStreak(streak, day);
      streak = step.state;
      streakLength = streak.current;
      if ((STREAK_MILESTONES as readonly number[]).includes(streak.current))
        milestones.push({ kind: 'streak', days: streak.current });
      if (step.freezeEarned) milestones.push({ kind: 'freeze', held: streak.freezes });
    } else {
      // An earlier day than the last streak day: the streak is rebuilt from every streak day.
      const streakDays = Object.keys(doc.days).filter((d) => doc.days[d]?.x === 1);
      const rebuilt = streakOf([...streakDays, day]);
      streak = rebuilt.state;
      rebuiltLengths = rebuilt.lengths;
    }
  }
  counters = bump(counters, 'p', points);
  totals = points === 0 ? totals : { ...totals, points: totals.points + points };
  const days = counters === before ? doc.days : { ...doc.days, [day]: counters };

  // The periods holding the day.
  const { semester, year } = ctx.calendar.periodsOn(day);
  for (const period of [semester, year]) {
    if (!period) continue;
    const current = periods[period.id];
    if (!current && points === 0 && seconds === 0 && !lessonCompleted && streakLength === 0) continue;
    const base: PeriodStats = current ?? {
      points: 0,
      lessonsCompleted: 0,
      activeSeconds: 0,
      bestStreak: 0,
      reachedAt: event.at,
    };
    const next: PeriodStats = {
      points: base.points + points,
      lessonsCompleted: base.lessonsCompleted + (lessonCompleted ? 1 : 0),
      activeSeconds: base.activeSeconds + seconds,
      bestStreak: Math.max(base.bestStreak, streakLength),
      reachedAt: points > 0 ? event.at : base.reachedAt,
    };
    if (current && JSON.stringify(next) === JSON.stringify(current)) continue;
    periods = { ...periods, [period.id]: next };
  }
  if (rebuiltLengths) periods = withBestStreaks(periods, rebuiltLengths, ctx);

  milestones.push(
    ...crossed(LESSON_MILESTONES, doc.totals.lessonsCompleted, totals.lessonsCompleted).map(
      (count): Milestone => ({ kind: 'lessons', count }),
    ),
    ...crossed(
      HOUR_MILESTONES,
      Math.floor(doc.totals.activeSeconds / 3600),
      Math.floor(totals.activeSeconds / 3600),
    ).map((hours): Milestone => ({ kind: 'hours', hours })),
  );

  const facts = { totals, streak, units };
  const earned = newlyEarned(facts, doc.badges, ctx.writtenLessons);
  const badges =
    earned.length === 0
      ? doc.badges
      : { ...doc.badges, ...Object.fromEntries(earned.map((id) => [id, event.at])) };
  const updatedAt = event.at > doc.updatedAt ? event.at : doc.updatedAt;

  const next: LearnerStatsDoc = {
    ...doc,
    updatedAt,
    totals,
    days,
    streak,
    periods,
    units,
    badges,
    recentQuizzes,
  };
  return { doc: next, earned, milestones };
}

/** Periods' best streaks recomputed from each streak day's length (after a streak rebuild). */
function withBestStreaks(
  periods: LearnerStatsDoc['periods'],
  lengths: ReadonlyMap<string, number>,
  ctx: AggregateContext,
): LearnerStatsDoc['periods'] {
  const best = new Map<string, number>();
  for (const [day, length] of lengths) {
    const { semester, year } = ctx.calendar.periodsOn(day);
    for (const period of [semester, year])
      if (period) best.set(period.id, Math.max(best.get(period.id) ?? 0, length));
  }
  let out = periods;
  for (const [id, stats] of Object.entries(periods)) {
    const bestStreak = best.get(id) ?? 0;
    if (bestStreak !== stats.bestStreak) out = { ...out, [id]: { ...stats, bestStreak } };
  }
  return out;
}

/** Orders events as they happened: by `at`, then by id (time-ordered). */
export const compareEvents = (a: LearningEventDoc, b: LearningEventDoc): number =>
  a.at < b.at ? -1 : a.at > b.at ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;

/**
 * A student's stats from all their events (any order; applied by time). `at` dates the document when
 * there are no events. Version 0: the repository numbers what it stores.
 */
export function rebuild(
  userId: string,
  events: readonly LearningEventDoc[],
  ctx: AggregateContext,
  at: string = new Date(0).toISOString(),
): LearnerStatsDoc {
  let doc: LearnerStatsDoc | null = null;
  for (const event of events.filter((e) => e.userId === userId).sort(compareEvents))
    doc = applyEvent(doc, event, ctx).doc;
  return doc ?? emptyLearnerStats(userId, at);
}

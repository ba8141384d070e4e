/**
 * The progress service: keeps each student's learner stats (store/learner-stats.ts) up to date from
 * their learning events, tells them of badges and milestones, and composes the dashboard.
 *
 * - `record(event)` is the learning-event listener (`store.learningEvents.setListener(progress.record)`):
 *   it applies the event with the pure reducer (aggregate.ts) and saves the result. Events of one
 *   student are taken one at a time in this process; a save that lost to another process (version
 *   clash) is retried over the fresh document. A student without stats (events from before this
 *   service, or a reminder placeholder) first gets them rebuilt from their earlier events. Badges
 *   earned become 'achievement' notifications and milestones 'progress' ones, through notify() (which
 *   stores them muted when the student switched the category off). It never throws: the event is
 *   stored either way, and failures are logged.
 * - `subscribe(listener)` hears every saved document (the leaderboard's feed).
 * - `dashboard(userId)` reads the stats once, with the student's lesson progress and enrolments.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Catalogue } from '../courses/catalogue.ts';
import type { LocalizedText } from '../errors.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { Store } from '../store/index.ts';
import type { LearningEventDoc } from '../store/learning-events.ts';
import type { LessonProgressDoc } from '../store/lesson-progress.ts';
import type { LearnerStatsDoc, LearnerStatsRepository, RecentQuiz } from '../store/learner-stats.ts';
import { riyadhDay } from '../tutor/allowance.ts';
import { aggregateContext, applyEvent, compareEvents, rebuild, type Applied } from './aggregate.ts';
import { BADGES, badgeById, badgeProgress, type BadgeId, type BadgeProgress } from './badges.ts';
import { addDays, loadCalendar, type Calendar } from './calendar.ts';
import { milestoneMessage, PROGRESS_TEXTS } from './messages.ts';
import { MAX_FREEZES, readStreak } from './streaks.ts';

/** Days of the dashboard's history (today included). */
export const DASHBOARD_DAYS = 365;
/** Saves tried per event before giving up (each after another process's save). */
const SAVE_ATTEMPTS = 8;

/** Before trying again after a lost save: a random pause growing with the attempts, so racers drift apart. */
const backOff = (attempt: number): Promise<void> => sleep(Math.random() * 10 * attempt);

export interface DashboardDay {
  /** Riyadh day `YYYY-MM-DD`. */
  day: string;
  lessonsCompleted: number;
  /** One decimal. */
  learningMinutes: number;
  quizzes: number;
  /** The day's average quiz percent (one decimal), null without a quiz. */
  quizPercent: number | null;
  reviews: number;
  points: number;
  streakDay: boolean;
}

export interface DashboardUnit {
  courseId: string;
  unitId: string;
  courseTitle: LocalizedText;
  unitTitle: LocalizedText;
  /** Written lessons of the unit. */
  lessons: number;
  completed: number;
  /** The average best check percent of its checked lessons (one decimal), null before any check. */
  averageCheckPercent: number | null;
  /** 0-100: the average best check percent over all its written lessons (unchecked ones count 0). */
  mastery: number;
}

export interface DashboardBadge {
  id: BadgeId;
  title: LocalizedText;
  description: LocalizedText;
  earnedAt: string | null;
  progress: BadgeProgress;
}

export interface Dashboard {
  today: string;
  streak: {
    current: number;
    longest: number;
    freezes: number;
    maxFreezes: typeof MAX_FREEZES;
    todayDone: boolean;
    frozenDays: string[];
    nextFreezeIn: number;
  };
  totals: {
    lessonsCompleted: number;
    quizzesSubmitted: number;
    learningHours: number;
    reviewsDone: number;
    points: number;
    averageQuizPercent: number | null;
  };
  days: DashboardDay[];
  quizScores: { at: string; percent: number; attemptId: string; title: LocalizedText | null }[];
  units: DashboardUnit[];
  badges: DashboardBadge[];
  period: { id: string; title: LocalizedText };
  place: number | null;
}

/** The store as the service needs it (learnerStats before the Store holds it). */
export type ProgressStore = Pick<Store, 'learningEvents' | 'lessonProgress' | 'enrolments'> & {
  learnerStats: LearnerStatsRepository;
};

export interface ProgressServiceDeps {
  store: ProgressStore;
  notifications: Pick<NotificationService, 'notify'>;
  catalogue: Catalogue;
  /** Default: loadCalendar() (api/content/calendar.json). */
  calendar?: Calendar;
  clock?: () => Date;
  logger: Logger;
}

export type StatsListener = (doc: LearnerStatsDoc) => void;

export interface ProgressService {
  /** The learning-event listener: never throws (logs). */
  record(event: LearningEventDoc): Promise<void>;
  /** The student's stats, null before their first counted event. */
  stats(userId: string): Promise<LearnerStatsDoc | null>;
  dashboard(userId: string): Promise<Dashboard>;
  /** Hears every saved stats document; returns the unsubscribe. */
  subscribe(listener: StatsListener): () => void;
  /** Rebuilds and stores the student's stats from all their events (no notifications). */
  rebuild(userId: string): Promise<LearnerStatsDoc>;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Per key: the task running (the next one waits for it), as in courses/activity.ts. */
function createQueue() {
  const queues = new Map<string, Promise<unknown>>();
  return function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return run;
  };
}

export function createProgressService(deps: ProgressServiceDeps): ProgressService {
  const { store, catalogue, logger } = deps;
  const clock = deps.clock ?? (() => new Date());
  const calendar = deps.calendar ?? loadCalendar();
  const ctx = aggregateContext(catalogue, calendar);
  const listeners = new Set<StatsListener>();
  const oneAtATime = createQueue();

  /** Real stats (a version-0 placeholder only holds reminders). */
  const built = (doc: LearnerStatsDoc | null): LearnerStatsDoc | null =>
    doc !== null && doc.version > 0 ? doc : null;

  function publish(doc: LearnerStatsDoc): void {
    for (const listener of listeners) {
      try {
        listener(doc);
      } catch (err) {
        logger.error({ err, userId: doc.userId }, 'A learner-stats listener failed');
      }
    }
  }

  /** The student's stats from their events before `event` (by time, then id). */
  async function history(userId: string, event?: LearningEventDoc): Promise<LearnerStatsDoc> {
    const events = await store.learningEvents.listForUser(userId);
    const before = event ? events.filter((e) => compareEvents(e, event) < 0) : events;
    return rebuild(userId, before, ctx, clock().toISOString());
  }

  async function tell(userId: string, applied: Applied): Promise<void> {
    const messages = [
      ...applied.earned.flatMap((id) => {
        const badge = badgeById(id);
        return badge ? [{ type: 'achievement' as const, message: PROGRESS_TEXTS.badgeEarned(badge) }] : [];
      }),
      ...applied.milestones.map((m) => ({ type: 'progress' as const, message: milestoneMessage(m) })),
    ];
    for (const input of messages) {
      try {
        await deps.notifications.notify(userId, input);
      } catch (err) {
        logger.error({ err, userId, type: input.type }, 'A progress notification failed');
      }
    }
  }

  async function apply(event: LearningEventDoc): Promise<void> {
    const { userId } = event;
    for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt += 1) {
      const stored = await store.learnerStats.get(userId);
      const base = built(stored) ?? {
        ...(await history(userId, event)),
        ...(stored?.reminders ? { reminders: stored.reminders } : {}),
      };
      const applied = applyEvent(base, event, ctx);
      const next = { ...applied.doc, updatedAt: clock().toISOString() };
      const saved = await store.learnerStats.save(next, stored?.version ?? null, stored ?? undefined);
      if (saved) {
        publish(saved);
        await tell(userId, applied);
        return;
      }
      await backOff(attempt);
    }
    throw new Error(`Learner stats of ${userId} kept changing: ${SAVE_ATTEMPTS} saves lost`);
  }

  async function rebuildStored(userId: string): Promise<LearnerStatsDoc> {
    for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt += 1) {
      const stored = await store.learnerStats.get(userId);
      const doc = { ...(await history(userId)), updatedAt: clock().toISOString() };
      const saved = await store.learnerStats.save(doc, stored?.version ?? null);
      if (saved) {
        const withReminders = stored?.reminders ? { ...saved, reminders: stored.reminders } : saved;
        publish(withReminders);
        return withReminders;
      }
      await backOff(attempt);
    }
    throw new Error(`Learner stats of ${userId} kept changing: ${SAVE_ATTEMPTS} saves lost`);
  }

  // -------------------------------------------------------------------------------------------------
  // The dashboard

  function quizTitle(quiz: RecentQuiz): LocalizedText | null {
    if (quiz.lessonId !== undefined) {
      const lesson = catalogue.lesson(quiz.lessonId);
      if (lesson) return lesson.lesson.title;
    }
    if (quiz.courseId !== undefined && quiz.unitId !== undefined) {
      const unit = catalogue.course(quiz.courseId)?.course.units.find((u) => u.id === quiz.unitId);
      if (unit) return unit.title;
    }
    return null;
  }

  function unitsOf(courseIds: readonly string[], progress: readonly LessonProgressDoc[]): DashboardUnit[] {
    const byLesson = new Map(progress.map((doc) => [doc.lessonId, doc]));
    const units: DashboardUnit[] = [];
    for (const courseId of courseIds) {
      const course = catalogue.course(courseId);
      if (!course) continue;
      for (const unit of course.course.units) {
        const lessons = course.lessons.filter((lesson) => lesson.unit.id === unit.id && lesson.written);
        if (lessons.length === 0) continue;
        const docs = lessons.map((lesson) => byLesson.get(lesson.id));
        const checked = docs.flatMap((doc) =>
          doc?.bestCheckPercent === undefined ? [] : [doc.bestCheckPercent],
        );
        const sum = checked.reduce((total, percent) => total + percent, 0);
        units.push({
          courseId,
          unitId: unit.id,
          courseTitle: course.course.title,
          unitTitle: unit.title,
          lessons: lessons.length,
          completed: docs.filter((doc) => doc?.completedAt !== undefined).length,
          averageCheckPercent: checked.length === 0 ? null : round1(sum / checked.length),
          mastery: Math.round(sum / lessons.length),
        });
      }
    }
    return units;
  }

  function badgesOf(doc: LearnerStatsDoc): DashboardBadge[] {
    const all = BADGES.map((badge, order) => ({
      order,
      view: {
        id: badge.id,
        title: badge.title,
        description: badge.description,
        earnedAt: doc.badges[badge.id] ?? null,
        progress: badgeProgress(badge, doc, ctx.writtenLessons),
      },
    }));
    const closeness = ({ progress }: DashboardBadge) => Math.min(1, progress.current / progress.target);
    return all
      .sort((a, b) => {
        const [x, y] = [a.view, b.view];
        if (x.earnedAt !== null || y.earnedAt !== null) {
          if (x.earnedAt === null) return 1;
          if (y.earnedAt === null) return -1;
          return x.earnedAt > y.earnedAt ? -1 : x.earnedAt < y.earnedAt ? 1 : a.order - b.order;
        }
        return closeness(y) - closeness(x) || a.order - b.order;
      })
      .map(({ view }) => view);
  }

  async function dashboard(userId: string): Promise<Dashboard> {
    const now = clock();
    const [stored, progress, enrolments] = await Promise.all([
      store.learnerStats.get(userId),
      store.lessonProgress.listForUser(userId),
      store.enrolments.listForUser(userId),
    ]);
    // Not built yet: from the events, for this answer only (the next event stores them).
    const doc = built(stored) ?? (await history(userId));
    const today = riyadhDay(now);
    const from = addDays(today, -(DASHBOARD_DAYS - 1));
    const streak = readStreak(doc.streak, today);
    const { totals } = doc;
    const period = calendar.current('semester', now);
    return {
      today,
      streak: {
        current: streak.current,
        longest: streak.longest,
        freezes: streak.freezes,
        maxFreezes: MAX_FREEZES,
        todayDone: streak.todayDone,
        frozenDays: streak.frozenDays.filter((day) => day >= from),
        nextFreezeIn: streak.nextFreezeIn,
      },
      totals: {
        lessonsCompleted: totals.lessonsCompleted,
        quizzesSubmitted: totals.quizzesSubmitted,
        learningHours: round1(totals.activeSeconds / 3600),
        reviewsDone: totals.reviewsDone,
        points: totals.points,
        averageQuizPercent:
          totals.quizzesSubmitted === 0 ? null : round1(totals.quizPercentSum / totals.quizzesSubmitted),
      },
      days: Object.keys(doc.days)
        .filter((day) => day >= from && day <= today)
        .sort()
        .map((day) => {
          const c = doc.days[day] ?? {};
          return {
            day,
            lessonsCompleted: c.l ?? 0,
            learningMinutes: round1((c.s ?? 0) / 60),
            quizzes: c.q ?? 0,
            quizPercent: c.q ? round1((c.qp ?? 0) / c.q) : null,
            reviews: c.r ?? 0,
            points: c.p ?? 0,
            streakDay: c.x === 1,
          };
        }),
      quizScores: doc.recentQuizzes.map((quiz) => ({
        at: quiz.at,
        percent: quiz.percent,
        attemptId: quiz.attemptId,
        title: quizTitle(quiz),
      })),
      units: unitsOf(
        enrolments.map((enrolment) => enrolment.courseId),
        progress,
      ),
      badges: badgesOf(doc),
      period: { id: period.id, title: period.title },
      place: null,
    };
  }

  return {
    record(event) {
      return oneAtATime(event.userId, async () => {
        try {
          await apply(event);
        } catch (err) {
          logger.error({ err, userId: event.userId, eventId: event._id }, 'Updating learner stats failed');
        }
      });
    },

    async stats(userId) {
      return built(await store.learnerStats.get(userId));
    },

    dashboard,

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    rebuild: (userId) => oneAtATime(userId, () => rebuildStored(userId)),
  };
}

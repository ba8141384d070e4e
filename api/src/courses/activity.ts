/**
 * Active study time reported by the pages (POST /learning/activity): a visible tab with input in the
 * last minute sends the seconds it counted, 1 to 60 at a time. The server trusts none of it blindly:
 * a student's 'active-time' events never add up to more than ACTIVITY_WINDOW.maxSeconds in any
 * ACTIVITY_WINDOW.ms of wall time (two tabs, a replayed request or a fast timer cannot inflate it).
 * A report is cut down to what the window still allows; nothing is recorded when it allows nothing.
 *
 * The window is read from the stored events (so it holds across restarts and processes); reports of
 * one student are taken one at a time in this process, so two at once cannot both see the same room.
 */
import type { Store } from '../store/index.ts';
import { recordLearningEvent, type ActivityKind } from '../store/learning-events.ts';

/** At most 60 s of active time per 55 s of wall time per student. */
export const ACTIVITY_WINDOW = { ms: 55_000, maxSeconds: 60 } as const;

export interface ActivityReport {
  userId: string;
  seconds: number;
  kind: ActivityKind;
  courseId?: string;
  unitId?: string;
  lessonId?: string;
  /** ISO 8601 UTC: when the server received it. */
  at: string;
}

type ActivityStore = Pick<Store, 'learningEvents'>;

/** Per student: the report being recorded (the next one waits for it). */
const queues = new Map<string, Promise<unknown>>();

function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}

/** Records what the window allows of a report; answers the seconds recorded (0 when none). */
export function recordActivity(store: ActivityStore, report: ActivityReport): Promise<number> {
  return oneAtATime(report.userId, async () => {
    const since = new Date(new Date(report.at).getTime() - ACTIVITY_WINDOW.ms + 1).toISOString();
    const recent = await store.learningEvents.listForUser(report.userId, {
      from: since,
      types: ['active-time'],
    });
    const used = recent
      .filter((event) => event.at <= report.at)
      .reduce((sum, event) => sum + (event.seconds ?? 0), 0);
    const wanted = Math.min(ACTIVITY_WINDOW.maxSeconds, Math.max(0, Math.round(report.seconds)));
    const seconds = Math.min(wanted, ACTIVITY_WINDOW.maxSeconds - used);
    if (seconds <= 0) return 0;
    await recordLearningEvent(store, {
      userId: report.userId,
      type: 'active-time',
      at: report.at,
      seconds,
      kind: report.kind,
      ...(report.courseId === undefined ? {} : { courseId: report.courseId }),
      ...(report.unitId === undefined ? {} : { unitId: report.unitId }),
      ...(report.lessonId === undefined ? {} : { lessonId: report.lessonId }),
    });
    return seconds;
  });
}

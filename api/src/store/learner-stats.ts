/**
 * Learner stats: one document per student (`_id` = userId) holding everything the dashboard, the
 * badges and the leaderboard read, kept up to date by the progress service (progress/service.ts) from
 * the learning events through the pure reducer in progress/aggregate.ts, and rebuildable from them.
 *
 * Writes are optimistic: `save(doc, expectedVersion)` only writes when the stored version is still
 * the one read (a conditional `updateOne` that also increments it) and inserts when there is no
 * document yet (two inserts at once: one DuplicateKeyError). A clash answers null and the caller
 * re-reads, re-applies and tries again. Given the document it read, `save` writes only the entries of
 * `days`, `periods`, `units` and `badges` that changed (dot paths), not the whole year of days.
 *
 * `days` is stored packed, one string per month (`packDays` / `unpackDays`): a year of days is about
 * 12 strings instead of up to 365 objects of counters. The embedded store keeps every document in
 * memory, and at 100,000 students the day objects were most of the heap (9 million objects, 1.5 GB)
 * and of the garbage collector's marking work on every request. Callers see the unpacked map.
 *
 * `reminders` is written only by `setReviewReminder` (never by `save`), so the two never undo each
 * other. A student without stats gets a placeholder (version 0, empty) that the progress service
 * fills from their events on its next write.
 */
import { DuplicateKeyError } from '../errors.ts';
import type { Collection, Database, Update } from './types.ts';

/** One Riyadh day's counters; a zero counter is left out. */
export interface DayCounters {
  /** Lessons completed. */
  l?: number;
  /** Active seconds. */
  s?: number;
  /** Quizzes submitted. */
  q?: number;
  /** Sum of the quizzes' percents (0-100 each). */
  qp?: number;
  /** Reviews done. */
  r?: number;
  /** Points earned. */
  p?: number;
  /** A streak day. */
  x?: 1;
}

/** A student's figures in one period (semester or year) of the calendar. */
export interface PeriodStats {
  points: number;
  lessonsCompleted: number;
  activeSeconds: number;
  /** The longest streak held on a day of the period. */
  bestStreak: number;
  /** ISO 8601 UTC: when `points` reached its value (ties on the leaderboard go to the first). */
  reachedAt: string;
}

/** A submitted quiz, for the dashboard's quiz scores. */
export interface RecentQuiz {
  /** ISO 8601 UTC. */
  at: string;
  attemptId: string;
  /** 0-100, one decimal. */
  percent: number;
  courseId?: string;
  unitId?: string;
  /** The full lesson id. */
  lessonId?: string;
}

export interface LearnerStatsTotals {
  lessonsCompleted: number;
  quizzesSubmitted: number;
  /** Sum of the quizzes' percents: the average is this / quizzesSubmitted. */
  quizPercentSum: number;
  /** Quizzes with every mark (maxScore ≥ 5). */
  perfectQuizzes: number;
  reviewsDone: number;
  activeSeconds: number;
  points: number;
}

export interface LearnerStreak {
  current: number;
  longest: number;
  /** The last streak day (Riyadh, `YYYY-MM-DD`). */
  lastDay?: string;
  freezes: number;
  frozenDays: string[];
}

export interface LearnerStatsDoc {
  /** The userId. */
  _id: string;
  userId: string;
  /** Incremented by every save; 0 for a placeholder that holds only `reminders`. */
  version: number;
  /** ISO 8601 UTC: the last save (the leaderboard re-reads what changed since). */
  updatedAt: string;
  totals: LearnerStatsTotals;
  /** By Riyadh day `YYYY-MM-DD`: only days with something. */
  days: Record<string, DayCounters>;
  streak: LearnerStreak;
  /** By period id (`2025-26-s1`, `2025-26`). */
  periods: Record<string, PeriodStats>;
  /** courseId → unitId → the full ids of the unit's completed lessons. */
  units: Record<string, Record<string, string[]>>;
  /** Badge id → when it was earned (ISO 8601 UTC). */
  badges: Record<string, string>;
  /** The last RECENT_QUIZZES submitted quizzes, oldest first. */
  recentQuizzes: RecentQuiz[];
  reminders?: {
    /** The Riyadh day of the last spaced-review reminder. */
    review?: string;
  };
}

/** Quizzes kept in `recentQuizzes`. */
export const RECENT_QUIZZES = 30;

/** A student's stats before any event. */
export function emptyLearnerStats(userId: string, at: string): LearnerStatsDoc {
  return {
    _id: userId,
    userId,
    version: 0,
    updatedAt: at,
    totals: {
      lessonsCompleted: 0,
      quizzesSubmitted: 0,
      quizPercentSum: 0,
      perfectQuizzes: 0,
      reviewsDone: 0,
      activeSeconds: 0,
      points: 0,
    },
    days: {},
    streak: { current: 0, longest: 0, freezes: 0, frozenDays: [] },
    periods: {},
    units: {},
    badges: {},
    recentQuizzes: [],
  };
}

// ---------------------------------------------------------------------------------------------------
// `days`, packed by month

/** The counters of a day, in their packed order. */
const DAY_FIELDS = ['l', 's', 'q', 'qp', 'r', 'p', 'x'] as const;
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_KEY = /^\d{4}-\d{2}$/;

/**
 * `days` as stored: month `YYYY-MM` → its days, `DD:l,s,q,qp,r,p,x` joined by `;` (an absent counter
 * is empty: `05:1,600,,,,12,1`). Keys that are not days are kept as they are (never written by the
 * reducer; kept so that nothing is lost).
 */
export function packDays(days: Record<string, DayCounters>): Record<string, string | DayCounters> {
  const months: Record<string, string[]> = {};
  const other: Record<string, DayCounters> = {};
  for (const day of Object.keys(days).sort()) {
    const counters = days[day] as DayCounters;
    if (!DAY_KEY.test(day)) {
      other[day] = counters;
      continue;
    }
    const values = DAY_FIELDS.map((field) => (counters[field] === undefined ? '' : String(counters[field])));
    (months[day.slice(0, 7)] ??= []).push(`${day.slice(8)}:${values.join(',')}`);
  }
  const packed: Record<string, string | DayCounters> = { ...other };
  for (const [month, entries] of Object.entries(months)) packed[month] = entries.join(';');
  return packed;
}

/** The day map of a stored `days`: packed months, and day entries as written before packing. */
export function unpackDays(stored: Record<string, unknown> | undefined): Record<string, DayCounters> {
  const days: Record<string, DayCounters> = {};
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (typeof value !== 'string' || !MONTH_KEY.test(key)) {
      days[key] = value as DayCounters; // a day entry written before packing
      continue;
    }
    for (const entry of value.split(';')) {
      const [dd, list = ''] = entry.split(':');
      const counters: Record<string, number> = {};
      list.split(',').forEach((text, i) => {
        if (text !== '') counters[DAY_FIELDS[i] as string] = Number(text);
      });
      days[`${key}-${dd}`] = counters as DayCounters;
    }
  }
  return days;
}

/** True when a stored `days` still holds day entries written before packing (rewritten whole). */
const hasUnpackedDays = (stored: Record<string, unknown> | undefined): boolean =>
  Object.entries(stored ?? {}).some(([key, value]) => typeof value !== 'string' || !MONTH_KEY.test(key));

/** A learnerStats document as stored (`days` packed): what the bench writes into a datafile too. */
export type StoredLearnerStatsDoc = Omit<LearnerStatsDoc, 'days'> & {
  days: Record<string, string | DayCounters>;
};

export function toStoredLearnerStats(doc: LearnerStatsDoc): StoredLearnerStatsDoc {
  return { ...doc, days: packDays(doc.days) };
}

/** A stored document (or the fields read of one) with `days` unpacked. */
function fromStored<T extends object>(stored: T): T {
  const days = (stored as { days?: Record<string, unknown> }).days;
  return days === undefined ? stored : ({ ...stored, days: unpackDays(days) } as T);
}

/** The fields `save` writes as a whole. */
const WHOLE_FIELDS = ['userId', 'updatedAt', 'totals', 'streak', 'recentQuizzes'] as const;
/** The maps `save` writes entry by entry when it knows what was stored. */
const MAP_FIELDS = ['days', 'periods', 'units', 'badges'] as const;

/** A map key is a safe field name on both engines (no `.`, no leading `$`). */
const isSafeKey = (key: string): boolean => key.length > 0 && !key.includes('.') && !key.startsWith('$');

export interface LearnerStatsRepository {
  /** The student's stats (a version-0 placeholder holds only reminders), or null. */
  get(userId: string): Promise<LearnerStatsDoc | null>;
  /**
   * Writes `doc` (version, reminders and `_id` aside) if the stored version is still `expectedVersion`
   * (null: no document yet, so insert). `previous` (the document as read) lets it write only the
   * changed map entries; without it every field is replaced. Answers the stored document (version
   * incremented) or null when another write came first (re-read and try again).
   */
  save(
    doc: LearnerStatsDoc,
    expectedVersion: number | null,
    previous?: LearnerStatsDoc,
  ): Promise<LearnerStatsDoc | null>;
  /** Every student's stats, only the given fields (the leaderboard's first load). */
  listAll<K extends keyof LearnerStatsDoc & string>(
    fields: readonly K[],
  ): Promise<Pick<LearnerStatsDoc, K | '_id'>[]>;
  /** Stats saved at or after `since` (ISO 8601 UTC), only the given fields (the leaderboard's refresh). */
  listUpdatedSince<K extends keyof LearnerStatsDoc & string>(
    since: string,
    fields: readonly K[],
  ): Promise<Pick<LearnerStatsDoc, K | '_id'>[]>;
  /**
   * Records the Riyadh day of the student's last spaced-review reminder; a student without stats gets
   * a placeholder (version 0) saved at `at` (ISO 8601 UTC; default now).
   */
  setReviewReminder(userId: string, day: string, at?: string): Promise<void>;
}

export const LEARNER_STATS_COLLECTION = 'learnerStats';

/** `$set` / `$unset` of one map: only the entries that differ from `previous`. */
function mapChanges(
  field: (typeof MAP_FIELDS)[number],
  next: Record<string, unknown>,
  previous: Record<string, unknown>,
  set: Record<string, unknown>,
  unset: Record<string, true>,
): void {
  const keys = Object.keys(next);
  if (!keys.every(isSafeKey)) {
    set[field] = next;
    return;
  }
  for (const key of keys) {
    const value = next[key];
    const before = previous[key];
    if (value !== before && JSON.stringify(value) !== JSON.stringify(before)) set[`${field}.${key}`] = value;
  }
  for (const key of Object.keys(previous)) {
    if (!Object.hasOwn(next, key) && isSafeKey(key)) unset[`${field}.${key}`] = true;
  }
}

export async function createLearnerStatsRepository(db: Database): Promise<LearnerStatsRepository> {
  const collection: Collection<StoredLearnerStatsDoc> =
    await db.collection<StoredLearnerStatsDoc>(LEARNER_STATS_COLLECTION);
  /** Documents read whose stored `days` still had unpacked day entries: their next save packs them all. */
  const readUnpacked = new WeakSet<LearnerStatsDoc>();
  await collection.ensureIndex({ fields: ['updatedAt'] });

  async function insert(doc: LearnerStatsDoc): Promise<LearnerStatsDoc | null> {
    try {
      await collection.insertOne(toStoredLearnerStats(doc));
      return doc;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return null;
      throw error;
    }
  }

  return {
    async get(userId) {
      const stored = await collection.findOne({ _id: userId });
      if (!stored) return null;
      const doc = fromStored(stored) as unknown as LearnerStatsDoc;
      if (hasUnpackedDays(stored.days)) readUnpacked.add(doc);
      return doc;
    },

    async save(doc, expectedVersion, previous) {
      const version = (expectedVersion ?? 0) + 1;
      if (expectedVersion === null) {
        const { reminders: _reminders, ...rest } = doc;
        return insert({ ...rest, _id: doc.userId, version });
      }
      const set: Record<string, unknown> = {};
      const unset: Record<string, true> = {};
      for (const field of WHOLE_FIELDS) set[field] = doc[field];
      for (const field of MAP_FIELDS) {
        const next = field === 'days' ? packDays(doc.days) : doc[field];
        if (previous && !(field === 'days' && readUnpacked.has(previous))) {
          const before = field === 'days' ? packDays(previous.days) : previous[field];
          mapChanges(field, next, before, set, unset);
        } else set[field] = next;
      }
      const update: Update<LearnerStatsDoc> = { $set: set, $inc: { version: 1 } };
      if (Object.keys(unset).length > 0) update.$unset = unset;
      const { matched } = await collection.updateOne({ _id: doc.userId, version: expectedVersion }, update);
      if (matched === 0) return null;
      const { reminders: _reminders, ...rest } = doc;
      const reminders = previous?.reminders;
      return { ...rest, _id: doc.userId, version, ...(reminders ? { reminders } : {}) };
    },

    listAll: async (fields) =>
      (await collection.find({}, { fields })).map((stored) => fromStored(stored)) as never,

    listUpdatedSince: async (since, fields) =>
      (await collection.find({ updatedAt: { $gte: since } }, { fields })).map((stored) =>
        fromStored(stored),
      ) as never,

    async setReviewReminder(userId, day, at = new Date().toISOString()) {
      const set = () => collection.updateOne({ _id: userId }, { $set: { 'reminders.review': day } });
      if ((await set()).matched > 0) return;
      const placeholder = { ...emptyLearnerStats(userId, at), reminders: { review: day } };
      if (!(await insert(placeholder))) await set(); // created meanwhile
    },
  };
}

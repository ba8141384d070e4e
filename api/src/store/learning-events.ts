/**
 * Learning events: one append-only collection of what each student did (enrolled, read a lesson,
 * completed it, submitted a quiz, studied for a while). Events are never updated or deleted; part 2
 * (dashboard, streaks, badges, leaderboard) reads them by student and time, through the index on
 * `{userId, at}`.
 *
 * Write them with `recordLearningEvent(store, event)`.
 */
import { createIdGenerator } from '../notifications/ids.ts';
import type { Store } from './index.ts';
import type { Collection, Database, Filter } from './types.ts';

export const LEARNING_EVENT_TYPES = [
  'enrolled',
  'lesson-read',
  'lesson-completed',
  'quiz-submitted',
  'active-time',
  'review-done',
] as const;
export type LearningEventType = (typeof LEARNING_EVENT_TYPES)[number];

/** Where active study time was spent (POST /learning/activity). */
export const ACTIVITY_KINDS = ['lesson', 'quiz', 'tutor', 'materials'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface LearningEventDoc {
  /** Time-ordered (notifications/ids.ts). */
  _id: string;
  userId: string;
  type: LearningEventType;
  /** ISO 8601 UTC: when it happened. */
  at: string;
  courseId?: string;
  unitId?: string;
  /** The full lesson id, `${courseId}.${lessonId}`. */
  lessonId?: string;
  /** 'quiz-submitted', and 'lesson-completed' when a check completed the lesson. */
  attemptId?: string;
  score?: number;
  maxScore?: number;
  /** 'active-time': seconds of active study. */
  seconds?: number;
  /** 'active-time': where. */
  kind?: ActivityKind;
  /** 'review-done': the review card and the student's rating of it. */
  cardId?: string;
  rating?: ReviewRating;
}

/** The four answers of a spaced review (FSRS ratings Again, Hard, Good, Easy). */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export type NewLearningEvent = Omit<LearningEventDoc, '_id'>;

export interface LearningEventQuery {
  /** Only events at or after this time (ISO). */
  from?: string;
  /** Only events before this time (ISO). */
  to?: string;
  /** Only events of these types. */
  types?: readonly LearningEventType[];
  limit?: number;
}

/** Told of every event this process records, after it is stored (the progress aggregates). */
export type LearningEventListener = (event: LearningEventDoc) => Promise<void>;

export interface LearningEventRepository {
  /** Stores the event, then awaits the listener (set by setListener) before resolving. */
  insert(event: NewLearningEvent): Promise<LearningEventDoc>;
  /**
   * The one listener told of each inserted event (the app's progress service: streaks, points,
   * badges, the leaderboard). A new call replaces the previous listener; undefined removes it. The
   * listener must not throw (it logs its own failures): the event is stored either way.
   */
  setListener(listener: LearningEventListener | undefined): void;
  /** The student's events, oldest first. */
  listForUser(userId: string, query?: LearningEventQuery): Promise<LearningEventDoc[]>;
}

export const LEARNING_EVENTS_COLLECTION = 'learningEvents';

export async function createLearningEventRepository(db: Database): Promise<LearningEventRepository> {
  const collection: Collection<LearningEventDoc> =
    await db.collection<LearningEventDoc>(LEARNING_EVENTS_COLLECTION);
  await collection.ensureIndex({ fields: ['userId', 'at'] });
  await collection.ensureIndex({ fields: ['userId'] });
  const nextId = createIdGenerator();
  let listener: LearningEventListener | undefined;

  return {
    async insert(event) {
      const doc = await collection.insertOne({ ...event, _id: nextId() });
      if (listener) await listener(doc);
      return doc;
    },

    setListener(next) {
      listener = next;
    },

    listForUser(userId, query = {}) {
      const filter: Filter<LearningEventDoc> = { userId };
      const at: { $gte?: string; $lt?: string } = {};
      if (query.from !== undefined) at.$gte = query.from;
      if (query.to !== undefined) at.$lt = query.to;
      if (Object.keys(at).length > 0) filter.at = at;
      if (query.types !== undefined) filter.type = { $in: query.types };
      return collection.find(filter, {
        sort: { at: 1, _id: 1 },
        ...(query.limit === undefined ? {} : { limit: query.limit }),
      });
    },
  };
}

/** Appends one learning event (never updated or deleted afterwards). */
export function recordLearningEvent(
  store: Pick<Store, 'learningEvents'>,
  event: NewLearningEvent,
): Promise<LearningEventDoc> {
  return store.learningEvents.insert(event);
}

/**
 * Each student's progress in each lesson: when they read it to the end, their best lesson-check
 * score, whether a check passed, and when the lesson was completed (read and passed). One document per
 * student and lesson, unique on `{userId, lessonId}`, created by the first read or check.
 *
 * The "first time" answers (`firstRead`, `markCompleted`) come from conditional updates (`readAt` or
 * `completedAt` not set yet), so two requests at once cannot both see a first time: the learning
 * events they record ('lesson-read', 'lesson-completed') happen once.
 */
import { DuplicateKeyError } from '../errors.ts';
import { createIdGenerator } from '../notifications/ids.ts';
import type { Collection, Database } from './types.ts';

export interface LessonProgressDoc {
  _id: string;
  userId: string;
  courseId: string;
  /** The full lesson id, `${courseId}.${lessonId}` (`y1-physics-1.u1-l1`). */
  lessonId: string;
  /** ISO 8601 UTC: the first time the student reached the end of the lesson. */
  readAt?: string;
  /** A lesson check scored at least the pass mark. */
  checkPassed: boolean;
  /** The best lesson-check percent (0-100), left out before the first check. */
  bestCheckPercent?: number;
  /** ISO 8601 UTC: when the lesson was first both read and passed. */
  completedAt?: string;
  /** ISO 8601 UTC: the last read or check (the "continue where you left off" order). */
  updatedAt: string;
}

/** Which lesson: its full id and its course. */
export interface LessonRef {
  courseId: string;
  lessonId: string;
}

export interface LessonProgressRepository {
  get(userId: string, lessonId: string): Promise<LessonProgressDoc | null>;
  /** The student's lessons with progress, of one course when given. */
  listForUser(userId: string, courseId?: string): Promise<LessonProgressDoc[]>;
  /** Marks the lesson read; `firstRead` is true for the first read only. */
  markRead(
    userId: string,
    lesson: LessonRef,
    at: string,
  ): Promise<{ progress: LessonProgressDoc; firstRead: boolean }>;
  /** Keeps the best percent of a lesson check, and `checkPassed` when `passed`. */
  recordCheck(
    userId: string,
    lesson: LessonRef,
    check: { percent: number; passed: boolean },
    at: string,
  ): Promise<LessonProgressDoc>;
  /**
   * Sets `completedAt` when the lesson is read and passed and was not completed yet: true for that
   * one call, false otherwise.
   */
  markCompleted(userId: string, lessonId: string, at: string): Promise<boolean>;
}

export const LESSON_PROGRESS_COLLECTION = 'lessonProgress';

export async function createLessonProgressRepository(db: Database): Promise<LessonProgressRepository> {
  const collection: Collection<LessonProgressDoc> =
    await db.collection<LessonProgressDoc>(LESSON_PROGRESS_COLLECTION);
  await collection.ensureIndex({ fields: ['userId', 'lessonId'], unique: true });
  await collection.ensureIndex({ fields: ['userId', 'courseId'] });
  await collection.ensureIndex({ fields: ['userId'] });
  const nextId = createIdGenerator();

  const get = (userId: string, lessonId: string) => collection.findOne({ userId, lessonId });

  /** The student's document for the lesson, created when missing. */
  async function ensure(userId: string, lesson: LessonRef, at: string): Promise<void> {
    if (await get(userId, lesson.lessonId)) return;
    try {
      await collection.insertOne({
        _id: nextId(),
        userId,
        courseId: lesson.courseId,
        lessonId: lesson.lessonId,
        checkPassed: false,
        updatedAt: at,
      });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error; // created meanwhile: fine
    }
  }

  async function current(userId: string, lessonId: string): Promise<LessonProgressDoc> {
    const doc = await get(userId, lessonId);
    if (!doc) throw new Error(`Lesson progress ${lessonId} of ${userId} vanished`);
    return doc;
  }

  return {
    get,

    listForUser: (userId, courseId) =>
      collection.find(courseId === undefined ? { userId } : { userId, courseId }, { sort: { _id: 1 } }),

    async markRead(userId, lesson, at) {
      await ensure(userId, lesson, at);
      const { matched } = await collection.updateOne(
        { userId, lessonId: lesson.lessonId, readAt: { $exists: false } },
        { $set: { readAt: at, updatedAt: at } },
      );
      if (matched === 0)
        await collection.updateOne({ userId, lessonId: lesson.lessonId }, { $set: { updatedAt: at } });
      return { progress: await current(userId, lesson.lessonId), firstRead: matched > 0 };
    },

    async recordCheck(userId, lesson, { percent, passed }, at) {
      await ensure(userId, lesson, at);
      const filter = { userId, lessonId: lesson.lessonId };
      await collection.updateOne(
        {
          ...filter,
          $or: [{ bestCheckPercent: { $exists: false } }, { bestCheckPercent: { $lt: percent } }],
        },
        { $set: { bestCheckPercent: percent } },
      );
      await collection.updateOne(filter, {
        $set: passed ? { checkPassed: true, updatedAt: at } : { updatedAt: at },
      });
      return current(userId, lesson.lessonId);
    },

    async markCompleted(userId, lessonId, at) {
      const { matched } = await collection.updateOne(
        { userId, lessonId, readAt: { $exists: true }, checkPassed: true, completedAt: { $exists: false } },
        { $set: { completedAt: at } },
      );
      return matched > 0;
    },
  };
}

/**
 * Lesson progress: reading a lesson, its check (a quiz attempt with source kind 'lesson-check',
 * submitted through the quiz engine), and completion, with their learning events.
 *
 * A lesson is completed when it is read AND a check scored at least CHECK_PASS_PERCENT, in either
 * order; the 'lesson-completed' event is recorded once, by whichever of the two came last.
 */
import { AppError, notFound } from '../errors.ts';
import type { Store } from '../store/index.ts';
import { recordLearningEvent } from '../store/learning-events.ts';
import type { LessonProgressDoc } from '../store/lesson-progress.ts';
import { loadCatalogue, type Catalogue, type CatalogueLesson } from './catalogue.ts';
import { COURSE_MESSAGES } from './messages.ts';

/** A lesson check passes at this percent or more. */
export const CHECK_PASS_PERCENT = 60;

type ProgressStore = Pick<Store, 'lessonProgress' | 'learningEvents'>;

/** A student's progress in one lesson, as the API shows it. */
export interface LessonProgressView {
  read: boolean;
  checkPassed: boolean;
  completed: boolean;
  /** 0-100, null before the first check. */
  bestCheckPercent: number | null;
}

export function progressView(doc: LessonProgressDoc | null | undefined): LessonProgressView {
  return {
    read: doc?.readAt !== undefined,
    checkPassed: doc?.checkPassed ?? false,
    completed: doc?.completedAt !== undefined,
    bestCheckPercent: doc?.bestCheckPercent ?? null,
  };
}

function lessonOrThrow(catalogue: Catalogue, lessonId: string): CatalogueLesson {
  const lesson = catalogue.lesson(lessonId);
  if (!lesson) throw notFound(COURSE_MESSAGES.lessonNotFound);
  return lesson;
}

/** Completes the lesson when it is read and passed (once), with its event. True when it did now. */
async function completeIfDone(
  store: ProgressStore,
  userId: string,
  lesson: CatalogueLesson,
  at: string,
  attemptId?: string,
): Promise<boolean> {
  if (!(await store.lessonProgress.markCompleted(userId, lesson.id, at))) return false;
  await recordLearningEvent(store, {
    userId,
    type: 'lesson-completed',
    at,
    courseId: lesson.courseId,
    unitId: lesson.unit.id,
    lessonId: lesson.id,
    ...(attemptId === undefined ? {} : { attemptId }),
  });
  return true;
}

export interface LessonProgressResult {
  progress: LessonProgressView;
  /** True when this call completed the lesson. */
  completedNow: boolean;
}

/**
 * The student reached the end of a written lesson (POST /lessons/{lessonId}/read). The first read
 * records 'lesson-read'; with a passed check it completes the lesson. 404 for an unknown lesson,
 * 422 for an outline lesson.
 */
export async function markLessonRead(
  store: ProgressStore,
  input: { userId: string; lessonId: string; at: string },
  catalogue: Catalogue = loadCatalogue(),
): Promise<LessonProgressResult> {
  const lesson = lessonOrThrow(catalogue, input.lessonId);
  if (!lesson.written) throw new AppError(422, COURSE_MESSAGES.lessonNotWritten);
  const { userId, at } = input;
  const { firstRead } = await store.lessonProgress.markRead(
    userId,
    { courseId: lesson.courseId, lessonId: lesson.id },
    at,
  );
  if (firstRead)
    await recordLearningEvent(store, {
      userId,
      type: 'lesson-read',
      at,
      courseId: lesson.courseId,
      unitId: lesson.unit.id,
      lessonId: lesson.id,
    });
  const completedNow = await completeIfDone(store, userId, lesson, at);
  return { progress: progressView(await store.lessonProgress.get(userId, lesson.id)), completedNow };
}

export interface LessonCheckInput {
  userId: string;
  /** The full lesson id, `${courseId}.${lessonId}`. */
  lessonId: string;
  /** The attempt's score in percent (0-100; clamped). */
  percent: number;
  /** The submitted 'lesson-check' attempt. */
  attemptId: string;
  /** ISO 8601 UTC: when it was submitted. */
  at: string;
}

/**
 * For the quiz engine: a 'lesson-check' attempt was submitted. Keeps the best percent, marks the check
 * passed at CHECK_PASS_PERCENT or more, and completes the lesson when it is also read (the
 * 'lesson-completed' event, once, carries `attemptId`). Throws a 404 AppError for an unknown lesson.
 * The quiz engine records its own 'quiz-submitted' event.
 */
export async function recordLessonCheck(
  store: ProgressStore,
  input: LessonCheckInput,
  catalogue: Catalogue = loadCatalogue(),
): Promise<LessonProgressResult> {
  const lesson = lessonOrThrow(catalogue, input.lessonId);
  const percent = Number.isFinite(input.percent) ? Math.min(100, Math.max(0, input.percent)) : 0;
  const passed = percent >= CHECK_PASS_PERCENT;
  const doc = await store.lessonProgress.recordCheck(
    input.userId,
    { courseId: lesson.courseId, lessonId: lesson.id },
    { percent, passed },
    input.at,
  );
  const completedNow =
    passed && (await completeIfDone(store, input.userId, lesson, input.at, input.attemptId));
  return {
    progress: progressView(completedNow ? await store.lessonProgress.get(input.userId, lesson.id) : doc),
    completedNow,
  };
}

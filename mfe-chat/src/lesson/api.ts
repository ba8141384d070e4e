// The lesson tutor's calls: the student's conversation about a lesson (GET /lesson/{lessonId}/
// conversation, created on first use) and the lesson itself for the pane beside the chat
// (GET /lessons/{lessonId}, the courses' contract: docs/learning-plan.md).
import type { ApiClient, components, Locale, ResponseBody } from '@nibras/shared-ui';

/** A lesson as GET /lessons/{lessonId} gives it (the pane shows its text in the student's language). */
export type TutorLesson = components['schemas']['Lesson'];
export type LessonSection = components['schemas']['LessonSection'];

export interface LessonApi {
  conversation(
    lessonId: string,
    signal?: AbortSignal,
  ): Promise<ResponseBody<'/lesson/{lessonId}/conversation', 'get'>>;
  lesson(lessonId: string, signal?: AbortSignal): Promise<TutorLesson>;
}

/** The section id of the key terms and of the worked example (the API's grounding cites them so). */
export const KEY_TERMS_SECTION = 'key-terms';
export const WORKED_EXAMPLE_SECTION = 'worked-example';

/** The course of a full lesson id (`y1-physics-1.u1-l1`: `y1-physics-1`). */
export function courseOfLesson(lessonId: string): string {
  const dot = lessonId.indexOf('.');
  return dot < 0 ? '' : lessonId.slice(0, dot);
}

/** The lesson page (mfe-learning): `/courses/y1-physics-1/lessons/u1-l1`, with `#section=` when given. */
export function lessonPagePath(lessonId: string, sectionId?: string): string {
  const courseId = courseOfLesson(lessonId);
  const local = lessonId.slice(courseId.length + 1);
  const hash = sectionId ? `#section=${encodeURIComponent(sectionId)}` : '';
  return `/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(local)}${hash}`;
}

/**
 * The calls through the remote's API client. `locale` goes as Accept-Language: a new conversation is
 * titled in the student's language when their settings do not say.
 */
export function lessonApi(api: ApiClient, locale?: Locale): LessonApi {
  const headers = locale ? { 'Accept-Language': locale } : undefined;
  return {
    conversation: (lessonId, signal) =>
      api.get('/lesson/{lessonId}/conversation', { params: { lessonId }, signal, headers }),
    lesson: async (lessonId, signal) =>
      (await api.get('/lessons/{lessonId}', { params: { lessonId }, signal })).lesson,
  };
}

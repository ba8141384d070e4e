// The learning calls of the API contract (docs/learning-plan.md): the catalogue (GET /courses), a
// course (GET /courses/{courseId}), enrolment (POST/DELETE /courses/{courseId}/enrol), a lesson
// (GET /lessons/{lessonId}, POST /lessons/{lessonId}/read), the start page (GET /home) and the
// active study time (POST /learning/activity), through the remote's API client. The calls and the
// types are the generated contract's (shared-ui/src/api/schema.gen.ts).
import type { ApiClient, components, paths } from '@nibras/shared-ui';

type Schemas = components['schemas'];

/** A course in the catalogue. `progress` is 0..1. */
export type CourseSummary = Schemas['CourseSummary'];
/** The filter the catalogue applied (the student's onboarding by default; nulls did not filter). */
export type CatalogueFilter = Schemas['CourseFilter'];
export type Catalogue = Schemas['CourseCatalogue'];
export type Stage = CourseSummary['stage'];
export type Track = CourseSummary['track'];
/** A course with its units and lessons (each with the student's status). */
export type Course = Schemas['CourseDetail'];
export type CourseUnit = Schemas['CourseUnit'];
/** A lesson of a course page: `id` is the full id (`y1-physics-1.u1-l1`); `written` false for an outline. */
export type CourseLesson = Schemas['CourseLesson'];
export type LessonStatus = CourseLesson['status'];
export type CoursePageData = Schemas['CoursePage'];
export type Lesson = Schemas['Lesson'];
export type LessonSection = Schemas['LessonSection'];
export type KeyTerm = Schemas['LessonKeyTerm'];
export type WorkedExample = NonNullable<Schemas['LessonWorkedExample']>;
export type LessonProgress = Schemas['LessonProgress'];
export type LessonPageData = Schemas['LessonPage'];
export type LessonLink = NonNullable<LessonPageData['next']>;
export type HomeData = Schemas['Home'];
export type HomeSuggestion = HomeData['suggestion'];
export type SuggestionKind = HomeSuggestion['kind'];
/** What a page reports active study time about (POST /learning/activity without `seconds`). */
export type Activity = Omit<Schemas['LearningActivity'], 'seconds'>;
export type ActivityKind = Activity['kind'];

type CatalogueParams = NonNullable<paths['/courses']['get']['parameters']['query']>;

export interface CatalogueQuery {
  grade?: CatalogueParams['grade'];
  track?: Track;
  stage?: Stage;
  q?: string;
  all?: boolean;
}

export function getCatalogue(
  api: ApiClient,
  query: CatalogueQuery = {},
  signal?: AbortSignal,
): Promise<Catalogue> {
  return api.get('/courses', {
    query: {
      grade: query.grade,
      track: query.track,
      stage: query.stage,
      q: query.q || undefined,
      all: query.all ? 'true' : undefined,
    },
    signal,
  });
}

export function getCourse(api: ApiClient, courseId: string, signal?: AbortSignal): Promise<CoursePageData> {
  return api.get('/courses/{courseId}', { params: { courseId }, signal });
}

export async function enrol(api: ApiClient, courseId: string): Promise<void> {
  await api.post('/courses/{courseId}/enrol', undefined, { params: { courseId } });
}

export async function unenrol(api: ApiClient, courseId: string): Promise<void> {
  await api.delete('/courses/{courseId}/enrol', { params: { courseId } });
}

export function getLesson(api: ApiClient, lessonId: string, signal?: AbortSignal): Promise<LessonPageData> {
  return api.get('/lessons/{lessonId}', { params: { lessonId }, signal });
}

export async function markLessonRead(api: ApiClient, lessonId: string): Promise<LessonProgress> {
  return (await api.post('/lessons/{lessonId}/read', undefined, { params: { lessonId } })).progress;
}

export function getHome(api: ApiClient, signal?: AbortSignal): Promise<HomeData> {
  return api.get('/home', { signal });
}

export async function reportActivity(api: ApiClient, seconds: number, activity: Activity): Promise<void> {
  await api.post('/learning/activity', { seconds, ...activity });
}

// ---------------------------------------------------------------------------------------------------
// Paths inside the remote (under the locale prefix)

export const cataloguePath = () => '/courses';
export const coursePath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}`;

/** A lesson's full id from the route's parameters (`u1-l1` or `y1-physics-1.u1-l1`). */
export function fullLessonId(courseId: string, lessonId: string): string {
  return lessonId.includes('.') ? lessonId : `${courseId}.${lessonId}`;
}

/** The course of a full lesson id (`y1-physics-1.u1-l1` -> `y1-physics-1`). */
export const courseOfLesson = (lessonId: string) => lessonId.slice(0, lessonId.indexOf('.'));

/**
 * The lesson page of a full lesson id: `/courses/y1-physics-1/lessons/u1-l1`, with `#section=s2`
 * when a section is given (the page scrolls to it). The route also takes the full id.
 */
export function lessonPath(lessonId: string, sectionId?: string): string {
  const courseId = courseOfLesson(lessonId);
  const local = lessonId.slice(courseId.length + 1);
  const hash = sectionId ? `#section=${encodeURIComponent(sectionId)}` : '';
  return `${coursePath(courseId)}/lessons/${encodeURIComponent(local)}${hash}`;
}

/** The lesson check (stream L6's /quiz). */
export const lessonCheckPath = (lessonId: string) => `/quiz?lesson-check=${encodeURIComponent(lessonId)}`;
/** The tutor inside a lesson (stream L5's /courses/ai). */
export const lessonTutorPath = (lessonId: string) => `/courses/ai?lesson=${encodeURIComponent(lessonId)}`;

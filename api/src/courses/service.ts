/**
 * What the courses routes answer, built from the catalogue and one student's enrolments and lesson
 * progress: course summaries, a course page with lesson statuses, a lesson page, "continue where
 * you left off", and the home page.
 *
 * Continue (a course): the written lesson the student touched last (read or checked) while it is
 * not completed; once it is, the next not-completed written lesson after it (else the first one in
 * the course); the first written lesson before any activity; null when every written lesson is
 * completed or the course is an outline. On /home the course is the one with the latest activity
 * (a read, a check or an enrolment).
 */
import type { LocalizedText } from '../errors.ts';
import type { Store } from '../store/index.ts';
import type { EnrolmentDoc } from '../store/enrolments.ts';
import type { LessonProgressDoc } from '../store/lesson-progress.ts';
import type { ExtractionStatus } from '../store/materials.ts';
import type { User } from '../store/users.ts';
import { defaultFilter, type Catalogue, type CatalogueCourse, type CatalogueLesson } from './catalogue.ts';
import { COURSE_MESSAGES } from './messages.ts';
import { progressView, type LessonProgressView } from './progress.ts';
import type { CourseStage, CourseTrack, Text } from './schema.ts';

export type LessonStatus = 'new' | 'read' | 'completed';

export interface CourseSummary {
  id: string;
  title: Text;
  description: Text;
  subject: string;
  stage: CourseStage;
  year: number;
  grade: number | null;
  track: CourseTrack;
  unitCount: number;
  lessonCount: number;
  writtenLessonCount: number;
  enrolled: boolean;
  /** Completed lessons / all lessons of the course, 0..1. */
  progress: number;
  completedLessons: number;
}

export interface CourseLessonRow {
  id: string;
  number: number;
  title: Text;
  written: boolean;
  minutes: number | null;
  status: LessonStatus;
}

export interface CourseDetail extends CourseSummary {
  units: {
    id: string;
    number: number;
    title: Text;
    semester: 1 | 2;
    lessons: CourseLessonRow[];
  }[];
}

export interface LessonPage {
  lesson: {
    id: string;
    courseId: string;
    courseTitle: Text;
    unitId: string;
    unitTitle: Text;
    number: number;
    title: Text;
    written: boolean;
    minutes: number | null;
    sections: { id: string; heading: Text; body: Text }[];
    keyTerms: { term: Text; definition: Text }[];
    workedExample: { problem: Text; steps: Text[]; answer: Text } | null;
    questionCount: number;
  };
  progress: LessonProgressView;
  previous: { id: string; title: Text } | null;
  next: { id: string; title: Text } | null;
}

export type SuggestionKind = 'lesson' | 'check' | 'quiz' | 'enrol';

export interface HomePage {
  continue: {
    courseId: string;
    courseTitle: Text;
    lessonId: string;
    lessonTitle: Text;
    progress: number;
  } | null;
  suggestion: { kind: SuggestionKind; courseId?: string; lessonId?: string; title: LocalizedText };
  enrolled: CourseSummary[];
  recentConversations: { _id: string; title: string; updatedAt: string }[];
  recentFiles: { _id: string; name: string; status: ExtractionStatus; updatedAt: string }[];
}

/** How many recent conversations and files /home shows. */
export const HOME_RECENT = 5;

/** A student's enrolments and lesson progress (all courses). */
export interface StudentState {
  enrolments: Map<string, EnrolmentDoc>;
  /** By full lesson id. */
  lessons: Map<string, LessonProgressDoc>;
}

export async function studentState(
  store: Pick<Store, 'enrolments' | 'lessonProgress'>,
  userId: string,
): Promise<StudentState> {
  const [enrolments, lessons] = await Promise.all([
    store.enrolments.listForUser(userId),
    store.lessonProgress.listForUser(userId),
  ]);
  return {
    enrolments: new Map(enrolments.map((doc) => [doc.courseId, doc])),
    lessons: new Map(lessons.map((doc) => [doc.lessonId, doc])),
  };
}

export function lessonStatus(doc: LessonProgressDoc | undefined): LessonStatus {
  if (doc?.completedAt !== undefined) return 'completed';
  if (doc?.readAt !== undefined) return 'read';
  return 'new';
}

const isCompleted = (state: StudentState, lesson: CatalogueLesson) =>
  state.lessons.get(lesson.id)?.completedAt !== undefined;

export function courseSummary(course: CatalogueCourse, state: StudentState): CourseSummary {
  const { course: file } = course;
  const completedLessons = course.lessons.filter((lesson) => isCompleted(state, lesson)).length;
  const lessonCount = course.lessons.length;
  return {
    id: course.id,
    title: file.title,
    description: file.description,
    subject: file.subject,
    stage: file.stage,
    year: file.year,
    grade: course.grade,
    track: file.track,
    unitCount: file.units.length,
    lessonCount,
    writtenLessonCount: course.writtenLessonCount,
    enrolled: state.enrolments.has(course.id),
    progress: lessonCount === 0 ? 0 : completedLessons / lessonCount,
    completedLessons,
  };
}

/** The student's latest lesson activity in the course (ISO), or undefined. */
function lastActivity(course: CatalogueCourse, state: StudentState): LessonProgressDoc | undefined {
  let latest: LessonProgressDoc | undefined;
  for (const lesson of course.lessons) {
    const doc = state.lessons.get(lesson.id);
    if (doc && (!latest || doc.updatedAt > latest.updatedAt)) latest = doc;
  }
  return latest;
}

/** Where to continue in a course (see the module comment). */
export function continueLesson(course: CatalogueCourse, state: StudentState): CatalogueLesson | null {
  const open = course.lessons.filter((lesson) => lesson.written && !isCompleted(state, lesson));
  const [first] = open;
  if (first === undefined) return null;
  const latest = lastActivity(course, state);
  const touched = latest === undefined ? undefined : course.lessons.find((l) => l.id === latest.lessonId);
  if (!touched) return first;
  if (touched.written && !isCompleted(state, touched)) return touched;
  return open.find((lesson) => lesson.index > touched.index) ?? first;
}

export function courseDetail(
  course: CatalogueCourse,
  state: StudentState,
): { course: CourseDetail; continueLessonId: string | null } {
  const rows = new Map(course.lessons.map((lesson) => [lesson.lesson, lesson]));
  return {
    course: {
      ...courseSummary(course, state),
      units: course.course.units.map((unit) => ({
        id: unit.id,
        number: unit.number,
        title: unit.title,
        semester: unit.semester,
        lessons: unit.lessons.map((lesson) => {
          const entry = rows.get(lesson) as CatalogueLesson;
          return {
            id: entry.id,
            number: lesson.number,
            title: lesson.title,
            written: entry.written !== undefined,
            minutes: lesson.minutes ?? null,
            status: lessonStatus(state.lessons.get(entry.id)),
          };
        }),
      })),
    },
    continueLessonId: continueLesson(course, state)?.id ?? null,
  };
}

const link = (lesson: CatalogueLesson | undefined) =>
  lesson ? { id: lesson.id, title: lesson.lesson.title } : null;

export function lessonPage(entry: CatalogueLesson, progress: LessonProgressDoc | null): LessonPage {
  const written = entry.written;
  return {
    lesson: {
      id: entry.id,
      courseId: entry.courseId,
      courseTitle: entry.course.title,
      unitId: entry.unit.id,
      unitTitle: entry.unit.title,
      number: entry.lesson.number,
      title: entry.lesson.title,
      written: written !== undefined,
      minutes: written?.minutes ?? null,
      sections: written?.sections ?? [],
      keyTerms: written?.keyTerms ?? [],
      workedExample: written?.workedExample ?? null,
      questionCount: written?.questions.length ?? 0,
    },
    progress: progressView(progress),
    previous: link(entry.previous),
    next: link(entry.next),
  };
}

/** Courses with activity (a lesson read or checked, an enrolment), latest first. */
function activeCourses(catalogue: Catalogue, state: StudentState): CatalogueCourse[] {
  const when = new Map<string, string>();
  const bump = (courseId: string, at: string) => {
    const current = when.get(courseId);
    if (current === undefined || at > current) when.set(courseId, at);
  };
  for (const doc of state.lessons.values()) bump(doc.courseId, doc.updatedAt);
  for (const doc of state.enrolments.values()) bump(doc.courseId, doc.enrolledAt);
  return [...when.entries()]
    .sort((a, b) => (a[1] === b[1] ? 0 : a[1] > b[1] ? -1 : 1))
    .map(([courseId]) => catalogue.course(courseId))
    .filter((course): course is CatalogueCourse => course !== undefined);
}

export interface HomeDeps {
  store: Pick<Store, 'enrolments' | 'lessonProgress' | 'conversations' | 'materials'>;
  catalogue: Catalogue;
}

export async function homePage(deps: HomeDeps, user: User): Promise<HomePage> {
  const { store, catalogue } = deps;
  const [state, conversations, nodes] = await Promise.all([
    studentState(store, user._id),
    store.conversations.listPage(user._id, { limit: HOME_RECENT }),
    store.materials.listForUser(user._id),
  ]);
  const active = activeCourses(catalogue, state);

  let resume: HomePage['continue'] = null;
  for (const course of active) {
    const lesson = continueLesson(course, state);
    if (!lesson) continue;
    resume = {
      courseId: course.id,
      courseTitle: course.course.title,
      lessonId: lesson.id,
      lessonTitle: lesson.lesson.title,
      progress: courseSummary(course, state).progress,
    };
    break;
  }

  const recentFiles = nodes
    .filter((node) => node.kind === 'file')
    .sort((a, b) => (a.updatedAt === b.updatedAt ? 0 : a.updatedAt > b.updatedAt ? -1 : 1))
    .slice(0, HOME_RECENT)
    .map((node) => ({
      _id: node._id,
      name: node.name,
      status: node.status ?? 'ready',
      updatedAt: node.updatedAt,
    }));

  return {
    continue: resume,
    suggestion: suggest(catalogue, state, user, active, resume),
    enrolled: active
      .filter((course) => state.enrolments.has(course.id))
      .map((course) => courseSummary(course, state)),
    recentConversations: conversations.conversations.map(({ _id, title, updatedAt }) => ({
      _id,
      title,
      updatedAt,
    })),
    recentFiles,
  };
}

/**
 * Today's step: a read lesson whose check is not passed yet (the latest), else the lesson to
 * continue, else a quiz on a course whose written lessons are all completed, else a course to enrol
 * in (the student's catalogue first), else a quiz from their own material.
 */
function suggest(
  catalogue: Catalogue,
  state: StudentState,
  user: User,
  active: CatalogueCourse[],
  resume: HomePage['continue'],
): HomePage['suggestion'] {
  let check: LessonProgressDoc | undefined;
  for (const doc of state.lessons.values())
    if (doc.readAt !== undefined && !doc.checkPassed && (!check || doc.updatedAt > check.updatedAt))
      check = doc;
  const checkLesson = check && catalogue.lesson(check.lessonId);
  if (checkLesson)
    return {
      kind: 'check',
      courseId: checkLesson.courseId,
      lessonId: checkLesson.id,
      title: checkLesson.lesson.title,
    };
  if (resume)
    return {
      kind: 'lesson',
      courseId: resume.courseId,
      lessonId: resume.lessonId,
      title: resume.lessonTitle,
    };
  const done = active.find((course) => course.writtenLessonCount > 0 && state.enrolments.has(course.id));
  if (done) return { kind: 'quiz', courseId: done.id, title: done.course.title };
  const candidates = [...catalogue.list(defaultFilter(user)), ...catalogue.courses].filter(
    (course) => !state.enrolments.has(course.id),
  );
  const enrol = candidates.find((course) => course.writtenLessonCount > 0) ?? candidates[0];
  if (enrol) return { kind: 'enrol', courseId: enrol.id, title: enrol.course.title };
  return { kind: 'quiz', title: COURSE_MESSAGES.quizFromMaterials };
}

/**
 * The course catalogue: every `api/content/courses/*.json`, read and validated once (a broken file
 * stops the API from starting, with the file and the path of each problem), indexed for the routes.
 *
 * - Lessons by full id, `${courseId}.${lessonId}` (`y1-physics-1.u1-l1`), with their unit, their
 *   place in the course and the lessons before and after them (across units).
 * - Search over course, unit and lesson titles in both languages (and the subject), through the one
 *   normalization of search-text.ts: every word of the query must start a word of the course's text,
 *   the Arabic article ال aside (الفيزياء finds فيزياء 2).
 * - Filters by grade, track and stage, and the default filter of a student from their onboarding
 *   (school grade 10: year 1 common; 11 and 12: General; university: the common first year).
 */
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, cacheKey, readCached, writeCached } from '../disk-cache.ts';
import { searchWords } from '../search-text.ts';
import type { Grade, User } from '../store/users.ts';
import {
  CourseFileSchema,
  isWritten,
  type CourseFile,
  type CourseStage,
  type CourseTrack,
  type Lesson,
  type Unit,
  type WrittenLesson,
} from './schema.ts';

/** Where the course files live: `api/content/courses`. */
export const COURSES_DIR = path.resolve(import.meta.dirname, '../../content/courses');

export interface CatalogueLesson {
  /** The full id, `${courseId}.${lessonId}`. */
  id: string;
  courseId: string;
  course: CourseFile;
  unit: Unit;
  lesson: Lesson;
  /** Its text when written; undefined for an outline lesson. */
  written: WrittenLesson | undefined;
  /** Position in the course (0-based, across units). */
  index: number;
  previous: CatalogueLesson | undefined;
  next: CatalogueLesson | undefined;
}

export interface CatalogueCourse {
  id: string;
  course: CourseFile;
  /** School grade (10-12) of a secondary course, null for a university course. */
  grade: number | null;
  /** Every lesson in order. */
  lessons: readonly CatalogueLesson[];
  writtenLessonCount: number;
}

/** Null fields do not filter. */
export interface CourseFilter {
  grade: Grade | null;
  track: CourseTrack | null;
  stage: CourseStage | null;
}

export const NO_FILTER: CourseFilter = { grade: null, track: null, stage: null };

export interface Catalogue {
  /** In catalogue order: stage, year, subject, title. */
  readonly courses: readonly CatalogueCourse[];
  course(courseId: string): CatalogueCourse | undefined;
  /** A lesson by full id. */
  lesson(lessonId: string): CatalogueLesson | undefined;
  /** The courses that pass the filter and, when `q` has words, match it; in catalogue order. */
  list(filter: CourseFilter, q?: string): CatalogueCourse[];
}

export const lessonFullId = (courseId: string, lessonId: string): string => `${courseId}.${lessonId}`;

/** The grade of a secondary year, null for university. */
export const gradeOf = (course: Pick<CourseFile, 'stage' | 'year'>): number | null =>
  course.stage === 'secondary' ? 9 + course.year : null;

/** A grade's track: grade 10 is the common first year, 11 and 12 the General track. */
export const trackOfGrade = (grade: Grade): CourseTrack => (grade === 10 ? 'common' : 'general');

/**
 * The catalogue a student sees first: their onboarding grade and its track, or the university's
 * common first year; everything when they have not onboarded.
 */
export function defaultFilter(user: Pick<User, 'educationLevel' | 'grade' | 'universityYear'>): CourseFilter {
  if (user.educationLevel === 'school' && user.grade !== undefined)
    return { grade: user.grade, track: trackOfGrade(user.grade), stage: 'secondary' };
  if (user.educationLevel === 'university') return { grade: null, track: 'university', stage: 'university' };
  return NO_FILTER;
}

/** Subjects in the order the catalogue shows them; others after, by name. */
const SUBJECT_ORDER = ['mathematics', 'physics', 'chemistry', 'biology', 'earth-space', 'english'];
const STAGE_ORDER: readonly CourseStage[] = ['secondary', 'university'];

function compareCourses(a: CourseFile, b: CourseFile): number {
  const rank = (subject: string) => {
    const i = SUBJECT_ORDER.indexOf(subject);
    return i === -1 ? SUBJECT_ORDER.length : i;
  };
  return (
    STAGE_ORDER.indexOf(a.stage) - STAGE_ORDER.indexOf(b.stage) ||
    a.year - b.year ||
    rank(a.subject) - rank(b.subject) ||
    a.subject.localeCompare(b.subject) ||
    a.title.en.localeCompare(b.title.en) ||
    a.id.localeCompare(b.id)
  );
}

/** A normalized word and, for an Arabic word with the article ال, the word without it. */
function wordForms(word: string): string[] {
  return word.startsWith('ال') && word.length >= 4 ? [word, word.slice(2)] : [word];
}

/**
 * ` word word ...` of the course's titles (course, units, lessons, both languages) and subject, and of
 * its written lessons' topics: section headings and key terms ("significant figures" finds Physics 1
 * by its lesson on measuring).
 */
function haystackOf(course: CourseFile): string {
  const texts = [course.subject.replace(/-/g, ' '), course.title.en, course.title.ar];
  for (const unit of course.units) {
    texts.push(unit.title.en, unit.title.ar);
    for (const lesson of unit.lessons) {
      texts.push(lesson.title.en, lesson.title.ar);
      for (const section of lesson.sections ?? []) texts.push(section.heading.en, section.heading.ar);
      for (const term of lesson.keyTerms ?? []) texts.push(term.term.en, term.term.ar);
    }
  }
  return ` ${texts.flatMap((text) => searchWords(text).flatMap(wordForms)).join(' ')}`;
}

/** Every query word (with or without the Arabic article) starts a word of the haystack. */
function matches(haystack: string, words: readonly string[]): boolean {
  return words.every((word) => wordForms(word).some((form) => haystack.includes(` ${form}`)));
}

function passes(course: CatalogueCourse, filter: CourseFilter): boolean {
  if (filter.grade !== null && course.grade !== filter.grade) return false;
  if (filter.track !== null && course.course.track !== filter.track) return false;
  if (filter.stage !== null && course.course.stage !== filter.stage) return false;
  return true;
}

/** A catalogue over validated course files. Throws on two files with one id. */
export function createCatalogue(files: readonly CourseFile[]): Catalogue {
  const courses: CatalogueCourse[] = [];
  const byId = new Map<string, CatalogueCourse>();
  const lessons = new Map<string, CatalogueLesson>();
  const haystacks = new Map<string, string>();

  for (const course of [...files].sort(compareCourses)) {
    if (byId.has(course.id)) throw new Error(`Two course files have the id "${course.id}"`);
    const list: CatalogueLesson[] = [];
    for (const unit of course.units) {
      for (const lesson of unit.lessons) {
        const entry: CatalogueLesson = {
          id: lessonFullId(course.id, lesson.id),
          courseId: course.id,
          course,
          unit,
          lesson,
          written: isWritten(lesson) ? lesson : undefined,
          index: list.length,
          previous: list.at(-1),
          next: undefined,
        };
        const previous = list.at(-1);
        if (previous) previous.next = entry;
        list.push(entry);
        lessons.set(entry.id, entry);
      }
    }
    const entry: CatalogueCourse = {
      id: course.id,
      course,
      grade: gradeOf(course),
      lessons: list,
      writtenLessonCount: list.filter((lesson) => lesson.written).length,
    };
    courses.push(entry);
    byId.set(course.id, entry);
    haystacks.set(course.id, haystackOf(course));
  }

  return {
    courses,
    course: (courseId) => byId.get(courseId),
    lesson: (lessonId) => lessons.get(lessonId),
    list(filter, q) {
      const words = q === undefined ? [] : searchWords(q);
      return courses.filter((course) => {
        if (!passes(course, filter)) return false;
        if (words.length === 0) return true;
        return matches(haystacks.get(course.id) ?? '', words);
      });
    },
  };
}

/**
 * Lessons as the lesson tutor reads them (tutor/knowledge/lessons.ts `LessonLookup`): the full id,
 * title, sections (none for an outline), key terms and worked example.
 */
export function tutorLessons(catalogue: Catalogue) {
  return (lessonId: string) => {
    const entry = catalogue.lesson(lessonId);
    if (!entry) return undefined;
    return {
      id: entry.id,
      title: entry.lesson.title,
      sections: entry.written?.sections ?? [],
      ...(entry.written
        ? { keyTerms: entry.written.keyTerms, workedExample: entry.written.workedExample }
        : {}),
    };
  };
}

// ---------------------------------------------------------------------------------------------------
// Loading

/** Where a problem is, as `units[0].lessons[2].questions[4].answer`. */
function pathText(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/** Where the written lessons live: `api/content/lessons/<courseId>/<lessonId>.json`. */
export const LESSONS_DIR = path.resolve(import.meta.dirname, '../../content/lessons');

/** The fields a lesson file holds besides its `id` (the outline has the number and title). */
const LESSON_FILE_FIELDS = new Set(['id', 'minutes', 'sections', 'keyTerms', 'workedExample', 'questions']);

/**
 * Merges the course's lesson files into its outline (a copy; `data` is left alone). Returns the merged
 * data, the problems of the files themselves (unknown lesson, written twice, unknown field) and, for
 * the schema's problems, which file each merged lesson came from (by its `units[u].lessons[l]` path).
 */
export function mergeLessonFiles(
  data: unknown,
  lessonsDir: string = LESSONS_DIR,
): { data: unknown; problems: string[]; sources: Map<string, string> } {
  const problems: string[] = [];
  const sources = new Map<string, string>();
  const course = structuredClone(data) as { id?: unknown; units?: unknown };
  if (typeof course?.id !== 'string' || !Array.isArray(course.units))
    return { data: course, problems, sources };
  const dir = path.join(lessonsDir, course.id);
  if (!fs.existsSync(dir)) return { data: course, problems, sources };
  const outline = new Map<string, { lesson: Record<string, unknown>; at: string }>();
  course.units.forEach((unit: { lessons?: unknown }, u: number) => {
    if (!Array.isArray(unit?.lessons)) return;
    unit.lessons.forEach((lesson: Record<string, unknown>, l: number) => {
      if (typeof lesson?.id === 'string') outline.set(lesson.id, { lesson, at: `units[${u}].lessons[${l}]` });
    });
  });
  for (const name of fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = path.join(dir, name);
    const shown = path.relative(path.dirname(lessonsDir), file);
    let lesson: unknown;
    try {
      lesson = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${shown}: could not be read: ${(error as Error).message}`);
      continue;
    }
    const id = path.basename(name, '.json');
    if (typeof lesson !== 'object' || lesson === null || (lesson as { id?: unknown }).id !== id) {
      problems.push(`${shown}: id: must be "${id}" (the file name without .json)`);
      continue;
    }
    const target = outline.get(id);
    if (!target) {
      problems.push(`${shown}: the course ${course.id} has no lesson "${id}" in its outline`);
      continue;
    }
    const unknown = Object.keys(lesson).filter((key) => !LESSON_FILE_FIELDS.has(key));
    if (unknown.length > 0) {
      problems.push(
        `${shown}: unknown fields ${unknown.join(', ')} (the outline holds the number and title)`,
      );
      continue;
    }
    if (Object.keys(target.lesson).some((key) => LESSON_FILE_FIELDS.has(key) && key !== 'id')) {
      problems.push(`${shown}: the lesson is written in the course file too; keep one`);
      continue;
    }
    Object.assign(target.lesson, lesson);
    sources.set(target.at, shown);
  }
  return { data: course, problems, sources };
}

/** `units[0].lessons[2].questions[4]` → `lessons/y1-x/u1-l3.json: questions[4]` when that lesson came from a file. */
function located(where: string, sources: ReadonlyMap<string, string>): string {
  const match = /^(units\[\d+\]\.lessons\[\d+\])(?:\.(.*))?$/.exec(where);
  const source = match?.[1] ? sources.get(match[1]) : undefined;
  return source ? `${source}: ${match?.[2] ?? '(lesson)'}` : where;
}

/** One course's data with its lesson files, checked: the valid course, or the problems (`path: message` lines). */
function checkCourse(
  data: unknown,
  fileName: string,
  lessonsDir: string,
): { course: CourseFile; problems: [] } | { course: undefined; problems: string[] } {
  const merged = mergeLessonFiles(data, lessonsDir);
  const parsed = CourseFileSchema.safeParse(merged.data);
  const problems = [...merged.problems];
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      problems.push(`${located(pathText(issue.path), merged.sources) || '(file)'}: ${issue.message}`);
  const expectedId = path.basename(fileName, '.json');
  if (parsed.success && parsed.data.id !== expectedId)
    problems.push(`id: must be "${expectedId}" (the file name without .json)`);
  return problems.length === 0 && parsed.success
    ? { course: parsed.data, problems: [] }
    : { course: undefined, problems };
}

/** The problems of one course's data with its lesson files (empty when valid): `path: message` lines. */
export function courseFileProblems(
  data: unknown,
  fileName: string,
  lessonsDir: string = LESSONS_DIR,
): string[] {
  return checkCourse(data, fileName, lessonsDir).problems;
}

/** One course file with its lesson files, validated; throws naming the file and each problem's path. */
export function readCourseFile(file: string, lessonsDir: string = LESSONS_DIR): CourseFile {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Course file ${file} could not be read: ${(error as Error).message}`, { cause: error });
  }
  const { course, problems } = checkCourse(data, file, lessonsDir);
  if (!course)
    throw new Error(`Course file ${file} is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return course;
}

/** The course files of a folder (`*.json`), by name. */
export function courseFiles(dir: string = COURSES_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Every course file of a folder, validated; throws naming every broken file. */
export function readCourses(dir: string = COURSES_DIR, lessonsDir: string = LESSONS_DIR): CourseFile[] {
  const courses: CourseFile[] = [];
  const failures: string[] = [];
  for (const file of courseFiles(dir)) {
    try {
      courses.push(readCourseFile(file, lessonsDir));
    } catch (error) {
      failures.push((error as Error).message);
    }
  }
  if (failures.length > 0) throw new Error(failures.join('\n'));
  return courses;
}

let loaded: Catalogue | undefined;

/** The catalogue's kind in the disk cache; bump CATALOGUE_FORMAT when CourseFile's JSON shape changes. */
const CATALOGUE_CACHE = 'catalogue';
const CATALOGUE_FORMAT = '1';

/**
 * The course files as readCourses gives them, from the disk cache (disk-cache.ts) when every course
 * and lesson file and the code that checks them (this file and schema.ts) are byte for byte those of
 * the cached entry: checking is the costly part, and the same bytes pass the same checks. A change to
 * any of them reads and checks the files again, and caches the result.
 */
export function readCoursesCached(dir: string = COURSES_DIR, lessonsDir: string = LESSONS_DIR): CourseFile[] {
  const cache = cacheDir();
  let key = '';
  if (cache !== null) {
    try {
      const parts: (string | Buffer)[] = [CATALOGUE_FORMAT];
      for (const code of ['catalogue.ts', 'schema.ts'])
        parts.push(fs.readFileSync(path.join(import.meta.dirname, code)));
      for (const file of courseFiles(dir)) {
        parts.push(path.basename(file), fs.readFileSync(file));
        const lessons = path.join(lessonsDir, path.basename(file, '.json'));
        if (!fs.existsSync(lessons)) continue;
        for (const name of fs.readdirSync(lessons).sort())
          parts.push(name, fs.readFileSync(path.join(lessons, name)));
      }
      key = cacheKey(parts);
    } catch {
      key = '';
    }
  }
  const cached = key === '' ? undefined : readCached<CourseFile[]>(cache, CATALOGUE_CACHE, key);
  if (Array.isArray(cached)) return cached;
  const courses = readCourses(dir, lessonsDir);
  if (key !== '') writeCached(cache, CATALOGUE_CACHE, key, courses);
  return courses;
}

/** The catalogue of `api/content/courses`, read and validated once (or taken from the disk cache), then kept. */
export function loadCatalogue(): Catalogue {
  loaded ??= createCatalogue(readCoursesCached());
  return loaded;
}

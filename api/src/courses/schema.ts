/**
 * The schema of a course file, `api/content/courses/<courseId>.json` (docs/learning-plan.md, "Course
 * content schema"). Content is data under version control: a teacher corrects a lesson in its file,
 * and this schema (run by the loader at start and by schema.test.ts over every file) refuses a file
 * that would break a page or a quiz, with the path of each problem.
 *
 * Beyond the shapes:
 * - every text has both languages, neither blank; English never holds Arabic letters; prose (titles,
 *   descriptions, headings, bodies, prompts, explanations, hints, key terms) has Arabic letters in
 *   `ar` (answers, options and items may be the same symbol or English word in both languages);
 * - ids are unique (units and lessons in the course, sections, key terms and questions in a lesson)
 *   and units and lessons are numbered 1, 2, 3... in their order;
 * - a lesson is either written (minutes, 3-5 sections, 4-8 key terms, a worked example and at least
 *   12 questions of at least 4 types) or an outline (none of these fields). A written lesson's text is
 *   in its own file, `api/content/lessons/<courseId>/<lessonId>.json`, merged into the course's
 *   outline when read (catalogue.ts). When one lesson of a first unit is written all are; secondary
 *   year 1 courses have their first unit written;
 * - a question's `section` names a section of its lesson, and its answer fits its options;
 * - stage, year and track agree: secondary year 1 is `common`, years 2-3 `general`, university
 *   courses `university`.
 */
import { z } from 'zod';

export const COURSE_STAGES = ['secondary', 'university'] as const;
export const COURSE_TRACKS = ['common', 'general', 'university'] as const;
export const QUESTION_TYPES = [
  'single',
  'multiple',
  'truefalse',
  'numeric',
  'short',
  'matching',
  'ordering',
] as const;

export type CourseStage = (typeof COURSE_STAGES)[number];
export type CourseTrack = (typeof COURSE_TRACKS)[number];
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Limits of a written lesson. */
export const WRITTEN_LESSON = {
  sections: { min: 3, max: 5 },
  keyTerms: { min: 4, max: 8 },
  questions: { min: 12 },
  /** Distinct question types in a lesson's bank ("several types"). */
  questionTypes: { min: 4 },
} as const;

const ARABIC_LETTER = /[\u0621-\u064A]/;
/** Ids: lower-case letters and digits in dash-separated words (never a dot: full ids use one). */
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const NonBlank = z.string().refine((text) => text.trim() !== '', 'must not be empty');

/** `{en, ar}`, both non-empty; English without Arabic letters. Used for answers, options, items. */
export const TextSchema = z.strictObject({
  en: NonBlank.refine((text) => !ARABIC_LETTER.test(text), 'English text must not contain Arabic letters'),
  ar: NonBlank,
});

/** Prose: as TextSchema, and the Arabic has Arabic letters (not the English copied over). */
export const ProseSchema = TextSchema.extend({
  ar: NonBlank.refine((text) => ARABIC_LETTER.test(text), 'Arabic text must contain Arabic letters'),
});

export type Text = z.infer<typeof TextSchema>;

const IdSchema = z.string().regex(ID, 'must be lower-case letters and digits in dash-separated words');
const NumberSchema = z.number().int().min(1);

const Options = z.array(TextSchema).min(2).max(5);

const questionBase = {
  id: IdSchema,
  prompt: ProseSchema,
  explanation: ProseSchema,
  section: z.string().min(1),
  hints: z.array(ProseSchema).min(1).optional(),
};

export const QuestionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    ...questionBase,
    type: z.literal('single'),
    options: Options,
    answer: z.number().int().min(0),
  }),
  z.strictObject({
    ...questionBase,
    type: z.literal('multiple'),
    options: Options,
    answer: z.array(z.number().int().min(0)).min(1),
  }),
  z.strictObject({ ...questionBase, type: z.literal('truefalse'), answer: z.boolean() }),
  z.strictObject({
    ...questionBase,
    type: z.literal('numeric'),
    answer: z.number(),
    tolerance: z.number().min(0),
    unit: TextSchema.optional(),
    /** The calculation behind the answer, as an expression the content check evaluates (lint.ts). */
    compute: z.string().trim().min(1).optional(),
  }),
  z.strictObject({ ...questionBase, type: z.literal('short'), answers: z.array(TextSchema).min(1) }),
  z.strictObject({
    ...questionBase,
    type: z.literal('matching'),
    pairs: z
      .array(z.strictObject({ left: TextSchema, right: TextSchema }))
      .min(3)
      .max(5),
  }),
  z.strictObject({
    ...questionBase,
    type: z.literal('ordering'),
    items: z.array(TextSchema).min(3).max(6),
  }),
]);

export type Question = z.infer<typeof QuestionSchema>;

export const SectionSchema = z.strictObject({ id: IdSchema, heading: ProseSchema, body: ProseSchema });
export const KeyTermSchema = z.strictObject({ term: ProseSchema, definition: ProseSchema });
/** A number the worked example states (`value`, as in its answer) and the calculation that gives it. */
export const ComputedCheckSchema = z.strictObject({ compute: z.string().trim().min(1), value: z.number() });
export const WorkedExampleSchema = z.strictObject({
  problem: ProseSchema,
  steps: z.array(TextSchema).min(1),
  answer: TextSchema,
  /** The numbers of the answer, each with its calculation (required when the answer states one: lint.ts). */
  checks: z.array(ComputedCheckSchema).min(1).optional(),
});

/** The fields only a written lesson has (an outline lesson has none of them). */
export const WRITTEN_FIELDS = ['minutes', 'sections', 'keyTerms', 'workedExample', 'questions'] as const;

export const LessonSchema = z.strictObject({
  id: IdSchema,
  number: NumberSchema,
  title: ProseSchema,
  minutes: z.number().int().min(1).max(120).optional(),
  sections: z
    .array(SectionSchema)
    .min(WRITTEN_LESSON.sections.min)
    .max(WRITTEN_LESSON.sections.max)
    .optional(),
  keyTerms: z
    .array(KeyTermSchema)
    .min(WRITTEN_LESSON.keyTerms.min)
    .max(WRITTEN_LESSON.keyTerms.max)
    .optional(),
  workedExample: WorkedExampleSchema.optional(),
  questions: z.array(QuestionSchema).min(WRITTEN_LESSON.questions.min).optional(),
});

export type Lesson = z.infer<typeof LessonSchema>;
/** A lesson with its text, key terms, worked example and question bank. */
export type WrittenLesson = Lesson & Required<Pick<Lesson, (typeof WRITTEN_FIELDS)[number]>>;

export const UnitSchema = z.strictObject({
  id: IdSchema,
  number: NumberSchema,
  title: ProseSchema,
  semester: z.union([z.literal(1), z.literal(2)]),
  lessons: z.array(LessonSchema).min(1),
});

export type Unit = z.infer<typeof UnitSchema>;

type Issue = { path: PropertyKey[]; message: string };

/** Each value seen twice, as an issue at the later one. */
function duplicates<T>(items: readonly T[], key: (item: T) => string, at: (index: number) => PropertyKey[]) {
  const seen = new Map<string, number>();
  const issues: Issue[] = [];
  items.forEach((item, index) => {
    const value = key(item);
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    else issues.push({ path: at(index), message: `duplicates "${value}" (item ${first})` });
  });
  return issues;
}

/** Numbers 1, 2, 3... in order. */
function numbering(items: readonly { number: number }[], at: (index: number) => PropertyKey[]): Issue[] {
  return items.flatMap((item, index) =>
    item.number === index + 1 ? [] : [{ path: at(index), message: `must be ${index + 1} (its position)` }],
  );
}

export function isWritten(lesson: Lesson): lesson is WrittenLesson {
  return WRITTEN_FIELDS.every((field) => lesson[field] !== undefined);
}

/** Problems of one question against its lesson's sections. */
function questionIssues(question: Question, sectionIds: ReadonlySet<string>): Issue[] {
  const issues: Issue[] = [];
  if (!sectionIds.has(question.section))
    issues.push({
      path: ['section'],
      message: `must be a section of the lesson (${[...sectionIds].join(', ')})`,
    });
  if (question.type === 'single' && question.answer >= question.options.length)
    issues.push({ path: ['answer'], message: `must be an option index below ${question.options.length}` });
  if (question.type === 'multiple') {
    question.answer.forEach((index, i) => {
      if (index >= question.options.length)
        issues.push({
          path: ['answer', i],
          message: `must be an option index below ${question.options.length}`,
        });
    });
    issues.push(...duplicates(question.answer, String, (i) => ['answer', i]));
  }
  return issues;
}

/** Problems of one lesson (the shape is already valid). */
function lessonIssues(lesson: Lesson): Issue[] {
  const issues: Issue[] = [];
  const present = WRITTEN_FIELDS.filter((field) => lesson[field] !== undefined);
  if (present.length > 0 && present.length < WRITTEN_FIELDS.length) {
    const missing = WRITTEN_FIELDS.filter((field) => lesson[field] === undefined);
    issues.push({
      path: [],
      message:
        `is partly written: a written lesson has ${WRITTEN_FIELDS.join(', ')}; an outline lesson ` +
        `none of them (missing: ${missing.join(', ')})`,
    });
  }
  if (lesson.sections)
    issues.push(
      ...duplicates(
        lesson.sections,
        (s) => s.id,
        (i) => ['sections', i, 'id'],
      ),
    );
  if (lesson.keyTerms)
    issues.push(
      ...duplicates(
        lesson.keyTerms,
        (k) => k.term.en.trim().toLowerCase(),
        (i) => ['keyTerms', i, 'term', 'en'],
      ),
    );
  if (lesson.questions) {
    const questions = lesson.questions;
    issues.push(
      ...duplicates(
        questions,
        (q) => q.id,
        (i) => ['questions', i, 'id'],
      ),
    );
    const types = new Set(questions.map((q) => q.type));
    if (types.size < WRITTEN_LESSON.questionTypes.min)
      issues.push({
        path: ['questions'],
        message: `must use at least ${WRITTEN_LESSON.questionTypes.min} question types (has ${[...types].join(', ')})`,
      });
    const sectionIds = new Set((lesson.sections ?? []).map((section) => section.id));
    questions.forEach((question, i) => {
      for (const issue of questionIssues(question, sectionIds))
        issues.push({ path: ['questions', i, ...issue.path], message: issue.message });
    });
  }
  return issues;
}

const TRACK_OF: Record<CourseStage, (year: number) => CourseTrack> = {
  secondary: (year) => (year === 1 ? 'common' : 'general'),
  university: () => 'university',
};

export const CourseFileSchema = z
  .strictObject({
    id: IdSchema,
    stage: z.enum(COURSE_STAGES),
    year: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    track: z.enum(COURSE_TRACKS),
    subject: IdSchema,
    title: ProseSchema,
    description: ProseSchema,
    units: z.array(UnitSchema).min(1),
  })
  .superRefine((course, ctx) => {
    const add = (issue: Issue) => ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    const expectedTrack = TRACK_OF[course.stage](course.year);
    if (course.track !== expectedTrack)
      add({ path: ['track'], message: `must be "${expectedTrack}" for ${course.stage} year ${course.year}` });

    duplicates(
      course.units,
      (u) => u.id,
      (i) => ['units', i, 'id'],
    ).forEach(add);
    numbering(course.units, (i) => ['units', i, 'number']).forEach(add);
    const lessons = course.units.flatMap((unit, u) =>
      unit.lessons.map((lesson, l) => ({ lesson, at: ['units', u, 'lessons', l] as PropertyKey[] })),
    );
    duplicates(
      lessons,
      (entry) => entry.lesson.id,
      (i) => [...(lessons[i]?.at ?? []), 'id'],
    ).forEach(add);

    course.units.forEach((unit, u) => {
      numbering(unit.lessons, (l) => ['units', u, 'lessons', l, 'number']).forEach(add);
      const written = unit.lessons.filter(isWritten).length;
      unit.lessons.forEach((lesson, l) => {
        const at = ['units', u, 'lessons', l];
        for (const issue of lessonIssues(lesson))
          add({ path: [...at, ...issue.path], message: issue.message });
        if (u === 0 && written > 0 && !isWritten(lesson) && lessonIssues(lesson).length === 0)
          add({ path: at, message: 'is an outline, but every lesson of a written first unit is written' });
      });
    });
    const firstUnitWritten = course.units[0]?.lessons.some(isWritten) ?? false;
    if (course.stage === 'secondary' && course.year === 1 && !firstUnitWritten)
      add({ path: ['units', 0], message: 'must be written in full (secondary year 1 courses)' });
  });

export type CourseFile = z.infer<typeof CourseFileSchema>;

/**
 * Questions from the courses' banks (courses/catalogue.ts): a lesson's bank, a 'lesson-check' (five of
 * its questions), or a unit's (its written lessons' banks together). Each question links to its
 * lesson and section; the draw is random for the attempt's seed, a unit's spread over its lessons.
 */
import type { Catalogue, CatalogueLesson } from '../courses/catalogue.ts';
import type { Question } from '../courses/schema.ts';
import { AppError, notFound, type LocalizedText } from '../errors.ts';
import { QUIZ_MESSAGES, QUIZ_TITLES } from './messages.ts';
import { shuffled } from './random.ts';
import type { DraftQuestion } from './types.ts';

/** Questions of a lesson check. */
export const LESSON_CHECK_COUNT = 5;

export interface BankDraw {
  title: LocalizedText;
  courseId: string;
  unitId: string;
  /** Lesson sources only (full id). */
  lessonId?: string;
  questions: DraftQuestion[];
}

/** One bank question as a draft: both languages, its lesson and section as its source. */
export function draftOf(question: Question, lesson: CatalogueLesson): DraftQuestion {
  const section = lesson.written?.sections.find((candidate) => candidate.id === question.section);
  const base = {
    prompt: question.prompt,
    explanation: question.explanation,
    hints: question.hints ?? [],
    source: {
      kind: 'lesson' as const,
      lessonId: lesson.id,
      sectionId: question.section,
      title: lesson.lesson.title,
      ...(section ? { sectionTitle: section.heading } : {}),
    },
    origin: `${lesson.id}#${question.id}`,
  };
  switch (question.type) {
    case 'single':
      return { ...base, type: 'single', options: question.options, answer: question.answer };
    case 'multiple':
      return { ...base, type: 'multiple', options: question.options, answer: [...question.answer] };
    case 'truefalse':
      return { ...base, type: 'truefalse', answer: question.answer };
    case 'numeric':
      return {
        ...base,
        type: 'numeric',
        answer: question.answer,
        tolerance: question.tolerance,
        ...(question.unit ? { unit: question.unit } : {}),
      };
    case 'short':
      return { ...base, type: 'short', answers: question.answers };
    case 'matching':
      return { ...base, type: 'matching', pairs: question.pairs };
    case 'ordering':
      return { ...base, type: 'ordering', items: question.items };
  }
}

function writtenLesson(catalogue: Catalogue, lessonId: string): CatalogueLesson {
  const lesson = catalogue.lesson(lessonId);
  if (!lesson) throw notFound(QUIZ_MESSAGES.lessonNotFound);
  if (!lesson.written) throw new AppError(422, QUIZ_MESSAGES.noBank);
  return lesson;
}

/** `count` questions of a lesson's bank (all when it has fewer), in a random order. */
export function drawLesson(
  catalogue: Catalogue,
  lessonId: string,
  count: number,
  random: () => number,
  check = false,
): BankDraw {
  const lesson = writtenLesson(catalogue, lessonId);
  const questions = (lesson.written?.questions ?? []).map((question) => draftOf(question, lesson));
  return {
    title: (check ? QUIZ_TITLES.lessonCheck : QUIZ_TITLES.lesson)(lesson.lesson.title),
    courseId: lesson.courseId,
    unitId: lesson.unit.id,
    lessonId: lesson.id,
    questions: shuffled(questions, random).slice(0, check ? LESSON_CHECK_COUNT : count),
  };
}

/** `count` questions of a unit's written lessons, taken in turn from each lesson, in a random order. */
export function drawUnit(
  catalogue: Catalogue,
  courseId: string,
  unitId: string,
  count: number,
  random: () => number,
): BankDraw {
  const course = catalogue.course(courseId);
  const unit = course?.course.units.find((candidate) => candidate.id === unitId);
  if (!course || !unit) throw notFound(QUIZ_MESSAGES.unitNotFound);
  const lessons = course.lessons.filter((lesson) => lesson.unit.id === unitId && lesson.written);
  if (lessons.length === 0) throw new AppError(422, QUIZ_MESSAGES.unitNoBank);
  const queues = shuffled(
    lessons.map((lesson) =>
      shuffled(
        (lesson.written?.questions ?? []).map((question) => draftOf(question, lesson)),
        random,
      ),
    ),
    random,
  );
  const picked: DraftQuestion[] = [];
  while (picked.length < count && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && picked.length < count) picked.push(next);
    }
  }
  return {
    title: QUIZ_TITLES.unit(unit.title),
    courseId,
    unitId,
    questions: shuffled(picked, random),
  };
}

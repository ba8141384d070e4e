// What counts as an answer for each question type (the submit rule: every question answered), and
// where a question's source is in the app (the review's "source" links).
import type { Answer, QuestionSource, QuizAttempt, QuizQuestion } from './api';

const isIndex = (value: unknown, size: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < size;

/**
 * Whether `answer` is a complete answer to `question` in the API's shapes (docs/learning-plan.md),
 * as the API decides it at submit: any text that is not blank (a numeric answer the API cannot read
 * is answered, and wrong), at least one option of a multiple choice, a match for every left item,
 * every item placed.
 */
export function isAnswered(question: QuizQuestion, answer: Answer | undefined): boolean {
  if (answer === undefined || answer === null) return false;
  switch (question.type) {
    case 'single':
      return isIndex(answer, question.options?.length ?? 0);
    case 'multiple':
      return Array.isArray(answer) && answer.length > 0;
    case 'truefalse':
      return typeof answer === 'boolean';
    case 'numeric':
    case 'short':
      return typeof answer === 'string' && answer.trim() !== '';
    case 'matching': {
      const size = question.right?.length ?? 0;
      return (
        Array.isArray(answer) &&
        answer.length === (question.left?.length ?? 0) &&
        answer.every((choice) => isIndex(choice, size))
      );
    }
    case 'ordering': {
      const size = question.items?.length ?? 0;
      return Array.isArray(answer) && answer.length === size && new Set(answer).size === size;
    }
    default:
      return false;
  }
}

/** The questions of an attempt with no complete answer, in order. */
export function unansweredIds(
  attempt: Pick<QuizAttempt, 'questions'>,
  answers: Record<string, Answer>,
): string[] {
  return attempt.questions.filter((q) => !isAnswered(q, answers[q.id])).map((q) => q.id);
}

/** The course a full lesson id belongs to (`y1-physics-1.u1-l1` -> `y1-physics-1`). */
export const courseOfLesson = (lessonId: string): string => lessonId.split('.')[0] ?? lessonId;

/** The in-app path (under the locale) where a question's source can be read. */
export function sourcePath(source: QuestionSource): string {
  switch (source.kind) {
    case 'lesson':
      return `/courses/${encodeURIComponent(courseOfLesson(source.lessonId))}/lessons/${encodeURIComponent(
        source.lessonId,
      )}${source.sectionId ? `#${encodeURIComponent(source.sectionId)}` : ''}`;
    case 'file':
      return `/ai-engine?file=${encodeURIComponent(source.fileId)}${
        source.page ? `&page=${encodeURIComponent(String(source.page))}` : ''
      }`;
    case 'saved':
      return '/saved';
    case 'conversation':
      return `/ai-engine/conversation/${encodeURIComponent(source.conversationId)}`;
  }
}

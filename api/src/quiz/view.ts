/**
 * What a student sees of an attempt. Before submit: the questions WITHOUT anything that gives their
 * answers away (no answer indexes, accepted answers, tolerances, explanations, nor the original order
 * of options, items or the right column: those are shown in the attempt's shuffled order), the
 * answers given so far and the state of interactive tries. After submit, `result` adds the right
 * answers, explanations and marks.
 */
import type { LocalizedText } from '../errors.ts';
import type { AttemptResult } from './grading.ts';
import type { QuizAttemptDoc, QuizAttemptStatus } from '../store/quiz-attempts.ts';
import type {
  Answer,
  Certainty,
  QuestionSource,
  QuizBehaviour,
  QuizGenerator,
  QuizQuestionType,
  QuizSource,
  QuizText,
  StoredQuestion,
} from './types.ts';

export interface PublicQuestion {
  id: string;
  type: QuizQuestionType;
  prompt: QuizText;
  /** single, multiple: in the shown order. */
  options?: QuizText[];
  /** ordering: shuffled. */
  items?: QuizText[];
  /** matching: the left column (in its order) and the right column (shuffled). */
  left?: QuizText[];
  right?: QuizText[];
  /** numeric: the unit the answer is in. */
  unit?: QuizText;
  hintCount: number;
  source: QuestionSource;
}

export interface PublicTries {
  tries: number;
  /** Tries a question has in all (hints + 1). */
  maxTries: number;
  hintsShown: number;
  /** The hints shown so far. */
  hints: QuizText[];
  correct: boolean | null;
}

export interface PublicAttempt {
  _id: string;
  source: QuizSource;
  title: LocalizedText;
  behaviour: QuizBehaviour;
  certainty: boolean;
  status: QuizAttemptStatus;
  generator: QuizGenerator;
  language: 'en' | 'ar' | null;
  questions: PublicQuestion[];
  answers: Record<string, Answer>;
  certainties: Record<string, Certainty>;
  tries: Record<string, PublicTries>;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  result: AttemptResult | null;
}

/** The order `order` applied to a list: `shown[i] = list[order[i]]`. */
const inOrder = <T>(list: readonly T[], order: readonly number[]): T[] => order.map((i) => list[i] as T);

export function publicQuestion(question: StoredQuestion): PublicQuestion {
  const base = {
    id: question.id,
    type: question.type,
    prompt: question.prompt,
    hintCount: question.hints.length,
    source: question.source,
  };
  switch (question.type) {
    case 'single':
    case 'multiple':
      return { ...base, options: inOrder(question.options, question.order) };
    case 'truefalse':
    case 'short':
      return base;
    case 'numeric':
      return question.unit ? { ...base, unit: question.unit } : base;
    case 'matching':
      return {
        ...base,
        left: question.pairs.map((pair) => pair.left),
        right: inOrder(
          question.pairs.map((pair) => pair.right),
          question.order,
        ),
      };
    case 'ordering':
      return { ...base, items: inOrder(question.items, question.order) };
  }
}

export function publicAttempt(doc: QuizAttemptDoc): PublicAttempt {
  const tries: Record<string, PublicTries> = {};
  for (const question of doc.questions) {
    const state = doc.tries[question.id];
    if (!state) continue;
    tries[question.id] = {
      tries: state.tries,
      maxTries: question.hints.length + 1,
      hintsShown: state.hintsShown,
      hints: question.hints.slice(0, state.hintsShown),
      correct: state.correct ?? null,
    };
  }
  return {
    _id: doc._id,
    source: doc.source,
    title: doc.title,
    behaviour: doc.behaviour,
    certainty: doc.certainty,
    status: doc.status,
    generator: doc.generator,
    language: doc.language ?? null,
    questions: doc.questions.map(publicQuestion),
    answers: doc.answers,
    certainties: doc.certainty ? doc.certainties : {},
    tries,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    submittedAt: doc.submittedAt ?? null,
    result: doc.result ?? null,
  };
}

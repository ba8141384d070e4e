/**
 * The quiz engine's types: questions as the server keeps them (with their answers and the order each
 * attempt shows their options in), the answers students give, and where a question comes from.
 *
 * A question's text is bilingual (`{en, ar}`) when it comes from a lesson's bank, or in the one
 * language of the student's material (`{text}`) when it was generated from it.
 */
import type { LocalizedText } from '../errors.ts';

export const QUIZ_QUESTION_TYPES = [
  'single',
  'multiple',
  'truefalse',
  'numeric',
  'short',
  'matching',
  'ordering',
] as const;
export type QuizQuestionType = (typeof QUIZ_QUESTION_TYPES)[number];

export const QUIZ_BEHAVIOURS = ['deferred', 'interactive'] as const;
export type QuizBehaviour = (typeof QUIZ_BEHAVIOURS)[number];

export const QUIZ_GENERATORS = ['bank', 'offline', 'ai'] as const;
export type QuizGenerator = (typeof QUIZ_GENERATORS)[number];

/** Certainty-based marking: 1 low, 2 medium, 3 high. */
export type Certainty = 1 | 2 | 3;

/** Bilingual text (a lesson's bank) or text in the material's one language (generated questions). */
export type QuizText = LocalizedText | { text: string };

/** Where a question comes from: the review links to it. */
export type QuestionSource =
  | {
      kind: 'lesson';
      /** Full lesson id, `courseId.lessonId`. */
      lessonId: string;
      sectionId: string;
      /** The lesson's title. */
      title: LocalizedText;
      /** The section's heading, when the lesson has it. */
      sectionTitle?: LocalizedText;
    }
  | { kind: 'file'; fileId: string; page: number; name: string }
  | { kind: 'saved'; savedId: string; title: string }
  | { kind: 'conversation'; conversationId: string; title: string; messageId?: string };

interface QuestionCommon {
  /** Id inside the attempt: `q1`, `q2`... in the order shown. */
  id: string;
  prompt: QuizText;
  explanation: QuizText;
  /** Shown one per incorrect try in interactive mode; tries = hints + 1. */
  hints: QuizText[];
  source: QuestionSource;
  /** The bank question it was made from (`courseId.lessonId#questionId`), for bank questions. */
  origin?: string;
}

/**
 * `order` is the attempt's presentation: `order[shown] = original index`. Single and multiple choice
 * shuffle their options, ordering its items, matching its right column (the left column keeps its
 * order). Answers always refer to the shown order.
 */
export type StoredQuestion = QuestionCommon &
  (
    | { type: 'single'; options: QuizText[]; answer: number; order: number[] }
    | { type: 'multiple'; options: QuizText[]; answer: number[]; order: number[] }
    | { type: 'truefalse'; answer: boolean }
    | { type: 'numeric'; answer: number; tolerance: number; unit?: QuizText }
    | { type: 'short'; answers: QuizText[] }
    | { type: 'matching'; pairs: { left: QuizText; right: QuizText }[]; order: number[] }
    | { type: 'ordering'; items: QuizText[]; order: number[] }
  );

/** A question before an attempt gives it an id and a presentation order. */
export type DraftQuestion = StoredQuestion extends infer Q
  ? Q extends StoredQuestion
    ? Omit<Q, 'id' | 'order'>
    : never
  : never;

/**
 * What a student answers, in the shown order: single `number`; multiple `number[]`; truefalse
 * `boolean`; numeric `string` (as typed); short `string`; matching `number[]` (for each left item, the
 * shown index of its right item); ordering `number[]` (shown indexes in the chosen order).
 */
export type Answer = number | number[] | boolean | string;

/** What a quiz is made from (POST /quizzes `source`). */
export type QuizSource =
  | { kind: 'lesson'; lessonId: string }
  | { kind: 'lesson-check'; lessonId: string }
  | { kind: 'unit'; courseId: string; unitId: string }
  | { kind: 'file'; fileId: string }
  | { kind: 'folder'; folderId: string }
  | { kind: 'saved'; tag?: string }
  | { kind: 'conversation'; conversationId: string };
export type QuizSourceKind = QuizSource['kind'];

/**
 * The quiz engine behind routes/quiz.ts: makes attempts (from a lesson's bank, a unit, a lesson check,
 * or generated from the student's own material), keeps answers as they are given, checks answers in
 * interactive mode, grades at submit, and saves questions for review.
 *
 * Generated quizzes: the AI provider writes them when it can (`generateQuestions`, validated, one
 * retry), else, or when it fails, the offline generator (`generator: 'offline'`). Fewer than
 * min(count, 3) questions: 422 "not enough material".
 *
 * On submit: a 'quiz-submitted' learning event (score, maxScore, and the course, unit and lesson of
 * bank quizzes); a 'lesson-check' also goes to the lesson's progress (recordLessonCheck) with the
 * attempt's accuracy (the share of right answers: certainty-based marks do not decide a pass).
 */
import type { Logger } from 'pino';
import { loadCatalogue, type Catalogue } from '../courses/catalogue.ts';
import { recordLessonCheck } from '../courses/progress.ts';
import { AppError, conflict, invalidField, notFound, type ErrorBody } from '../errors.ts';
import type { Store } from '../store/index.ts';
import { recordLearningEvent } from '../store/learning-events.ts';
import type { QuizAttemptDoc, QuizAttemptStatus } from '../store/quiz-attempts.ts';
import type { ReviewItemDoc } from '../store/review-items.ts';
import { loadGlossary, type Glossary } from '../tutor/glossary.ts';
import { drawLesson, drawUnit, type BankDraw } from './bank.ts';
import { canGenerateQuestions, generateWithAi } from './generate/ai.ts';
import { materialLanguage } from './generate/material.ts';
import { generateOffline } from './generate/offline.ts';
import {
  answerProblem,
  checkTry,
  gradeAnswer,
  gradeAttempt,
  isAnswered,
  isFinished,
  rightAnswerOf,
  type CheckOutcome,
} from './grading.ts';
import { QUIZ_MESSAGES } from './messages.ts';
import { newSeed, presentationOrder, seededRandom } from './random.ts';
import { loadMaterial } from './sources.ts';
import type {
  Answer,
  Certainty,
  DraftQuestion,
  QuizBehaviour,
  QuizGenerator,
  QuizSource,
  QuizText,
  StoredQuestion,
} from './types.ts';

export const DEFAULT_QUESTION_COUNT = 10;
export const MAX_QUESTION_COUNT = 20;
/** A generated quiz has at least min(count, this) questions, else 422. */
export const MIN_GENERATED_QUESTIONS = 3;

/** The 400 of a submit with unanswered questions: the spec's message and the questions' ids. */
export class UnansweredError extends AppError {
  readonly unanswered: readonly string[];

  constructor(unanswered: readonly string[]) {
    super(400, QUIZ_MESSAGES.unanswered);
    this.name = 'UnansweredError';
    this.unanswered = unanswered;
  }

  override toBody(): ErrorBody & { unanswered: string[] } {
    return { ...super.toBody(), unanswered: [...this.unanswered] };
  }
}

export interface NewQuiz {
  source: QuizSource;
  count?: number;
  behaviour?: QuizBehaviour;
  certainty?: boolean;
}

export interface CheckAnswer extends CheckOutcome {
  /** When the question is finished: its right answer and explanation. */
  rightAnswer?: ReturnType<typeof rightAnswerOf>;
  explanation?: QuizText;
}

export interface QuizService {
  create(userId: string, input: NewQuiz, signal?: AbortSignal): Promise<QuizAttemptDoc>;
  get(userId: string, id: string): Promise<QuizAttemptDoc>;
  list(userId: string, options: { limit: number; status?: QuizAttemptStatus }): Promise<QuizAttemptDoc[]>;
  /** Saves (`answer` null: clears) one answer of an attempt in progress. */
  saveAnswer(
    userId: string,
    id: string,
    questionId: string,
    answer: Answer | null,
    certainty?: Certainty,
  ): Promise<QuizAttemptDoc>;
  check(userId: string, id: string, questionId: string): Promise<CheckAnswer>;
  submit(userId: string, id: string): Promise<QuizAttemptDoc>;
  saveForReview(
    userId: string,
    attemptId: string,
    questionId: string,
  ): Promise<{ item: ReviewItemDoc; created: boolean }>;
}

export interface QuizServiceDeps {
  store: Store;
  clock: () => Date;
  logger: Logger;
  /** The tutor's provider: when it can write questions (the OpenAI-compatible one), it does. */
  provider?: unknown;
  /** Default: the course catalogue and the curriculum glossary, loaded on first use. */
  catalogue?: () => Catalogue;
  glossary?: () => Glossary;
}

/** Gives drafts their ids and this attempt's presentation order. */
function present(drafts: readonly DraftQuestion[], seed: string): StoredQuestion[] {
  return drafts.map((draft, index): StoredQuestion => {
    const id = `q${index + 1}`;
    const random = seededRandom(seed, id, 'presentation');
    switch (draft.type) {
      case 'single':
      case 'multiple':
        return { ...draft, id, order: presentationOrder(draft.options.length, random) };
      case 'matching':
        return { ...draft, id, order: presentationOrder(draft.pairs.length, random, true) };
      case 'ordering':
        return { ...draft, id, order: presentationOrder(draft.items.length, random, true) };
      default:
        return { ...draft, id };
    }
  });
}

export function createQuizService(deps: QuizServiceDeps): QuizService {
  const { store, clock, logger } = deps;
  const catalogue = deps.catalogue ?? loadCatalogue;
  const glossary = deps.glossary ?? loadGlossary;
  const now = () => clock().toISOString();

  async function attemptOf(userId: string, id: string): Promise<QuizAttemptDoc> {
    const attempt = await store.quizAttempts.findForUser(id, userId);
    if (!attempt) throw notFound(QUIZ_MESSAGES.attemptNotFound);
    return attempt;
  }

  function questionOf(attempt: QuizAttemptDoc, questionId: string): StoredQuestion {
    const question = attempt.questions.find((candidate) => candidate.id === questionId);
    if (!question) throw notFound(QUIZ_MESSAGES.questionNotFound);
    return question;
  }

  async function generate(
    userId: string,
    source: Extract<QuizSource, { kind: 'file' | 'folder' | 'saved' | 'conversation' }>,
    count: number,
    seed: string,
    signal: AbortSignal | undefined,
  ) {
    const material = await loadMaterial(store, userId, source);
    const minimum = Math.min(count, MIN_GENERATED_QUESTIONS);
    if (material.passages.every((passage) => passage.text.trim() === ''))
      throw new AppError(422, QUIZ_MESSAGES.notEnoughMaterial);
    const language = materialLanguage(material.passages);
    let generator: QuizGenerator = 'offline';
    let questions: DraftQuestion[] | null = null;
    if (canGenerateQuestions(deps.provider)) {
      questions = await generateWithAi({
        provider: deps.provider,
        passages: material.passages,
        count,
        minimum,
        language,
        logger,
        ...(signal ? { signal } : {}),
      });
      if (questions) generator = 'ai';
    }
    questions ??= generateOffline({
      passages: material.passages,
      count,
      seed,
      glossary: glossary(),
      language,
    }).questions;
    if (questions.length < minimum) throw new AppError(422, QUIZ_MESSAGES.notEnoughMaterial);
    return { title: material.title, questions, generator, language };
  }

  return {
    async create(userId, input, signal) {
      const count = Math.min(MAX_QUESTION_COUNT, Math.max(1, input.count ?? DEFAULT_QUESTION_COUNT));
      const seed = newSeed();
      const { source } = input;
      let draw: {
        title: BankDraw['title'];
        questions: DraftQuestion[];
        generator: QuizGenerator;
        language?: 'en' | 'ar';
      };
      const random = seededRandom(seed, 'draw');
      switch (source.kind) {
        case 'lesson':
          draw = { ...drawLesson(catalogue(), source.lessonId, count, random), generator: 'bank' };
          break;
        case 'lesson-check':
          draw = { ...drawLesson(catalogue(), source.lessonId, count, random, true), generator: 'bank' };
          break;
        case 'unit':
          draw = {
            ...drawUnit(catalogue(), source.courseId, source.unitId, count, random),
            generator: 'bank',
          };
          break;
        default:
          draw = await generate(userId, source, count, seed, signal);
      }
      return store.quizAttempts.create({
        userId,
        source,
        title: draw.title,
        behaviour: input.behaviour ?? 'deferred',
        certainty: input.certainty ?? false,
        status: 'in-progress',
        generator: draw.generator,
        ...(draw.language ? { language: draw.language } : {}),
        seed,
        questions: present(draw.questions, seed),
        answers: {},
        certainties: {},
        tries: {},
        createdAt: now(),
      });
    },

    get: attemptOf,

    list: (userId, options) => store.quizAttempts.listForUser(userId, options),

    async saveAnswer(userId, id, questionId, answer, certainty) {
      const attempt = await attemptOf(userId, id);
      const question = questionOf(attempt, questionId);
      if (attempt.status === 'submitted') throw conflict(QUIZ_MESSAGES.alreadySubmitted);
      if (attempt.behaviour === 'interactive' && isFinished(question, attempt.tries[questionId]))
        throw conflict(QUIZ_MESSAGES.questionFinished);
      let value: Answer | undefined;
      if (answer !== null) {
        const problem = answerProblem(question, answer);
        if (problem) throw invalidField('json', 'answer', problem);
        value = isAnswered(question, answer) ? answer : undefined;
      }
      const saved = await store.quizAttempts.saveAnswer(
        id,
        userId,
        questionId,
        value,
        attempt.certainty && value !== undefined ? certainty : undefined,
        now(),
      );
      if (!saved) throw conflict(QUIZ_MESSAGES.alreadySubmitted);
      return attemptOf(userId, id);
    },

    async check(userId, id, questionId) {
      const attempt = await attemptOf(userId, id);
      const question = questionOf(attempt, questionId);
      if (attempt.status === 'submitted') throw conflict(QUIZ_MESSAGES.alreadySubmitted);
      if (attempt.behaviour !== 'interactive') throw conflict(QUIZ_MESSAGES.notInteractive);
      const state = attempt.tries[questionId];
      if (isFinished(question, state)) throw conflict(QUIZ_MESSAGES.questionFinished);
      const answer = attempt.answers[questionId];
      if (!isAnswered(question, answer)) throw new AppError(400, QUIZ_MESSAGES.answerFirst);
      const outcome = checkTry(question, state, answer as Answer);
      if (!(await store.quizAttempts.saveTry(id, userId, questionId, outcome.state, now())))
        throw conflict(QUIZ_MESSAGES.alreadySubmitted);
      return outcome.finished
        ? { ...outcome, rightAnswer: rightAnswerOf(question), explanation: question.explanation }
        : outcome;
    },

    async submit(userId, id) {
      const attempt = await attemptOf(userId, id);
      if (attempt.status === 'submitted') return attempt;
      const unanswered = attempt.questions
        .filter((question) => !isAnswered(question, attempt.answers[question.id]))
        .map((question) => question.id);
      if (unanswered.length > 0) throw new UnansweredError(unanswered);
      const result = gradeAttempt(attempt);
      const at = now();
      if (!(await store.quizAttempts.submit(id, userId, result, at))) return attemptOf(userId, id);

      const { source } = attempt;
      const lesson =
        source.kind === 'lesson' || source.kind === 'lesson-check'
          ? catalogue().lesson(source.lessonId)
          : undefined;
      await recordLearningEvent(store, {
        userId,
        type: 'quiz-submitted',
        at,
        attemptId: id,
        score: result.score,
        maxScore: result.maxScore,
        ...(lesson ? { courseId: lesson.courseId, unitId: lesson.unit.id, lessonId: lesson.id } : {}),
        ...(source.kind === 'unit' ? { courseId: source.courseId, unitId: source.unitId } : {}),
      });
      if (source.kind === 'lesson-check') {
        try {
          await recordLessonCheck(
            store,
            { userId, lessonId: source.lessonId, percent: result.accuracy, attemptId: id, at },
            catalogue(),
          );
        } catch (error) {
          logger.error({ err: error, attemptId: id }, 'Recording a lesson check failed');
        }
      }
      return attemptOf(userId, id);
    },

    async saveForReview(userId, attemptId, questionId) {
      const attempt = await attemptOf(userId, attemptId);
      const question = questionOf(attempt, questionId);
      if (attempt.status !== 'submitted') throw conflict(QUIZ_MESSAGES.reviewNeedsSubmit);
      const answer = attempt.answers[questionId];
      const graded = attempt.result?.questions.find((candidate) => candidate.id === questionId);
      return store.reviewItems.add({
        userId,
        attemptId,
        questionId,
        question,
        ...(answer === undefined ? {} : { answer }),
        correct: graded?.correct ?? gradeAnswer(question, answer).correct,
        createdAt: now(),
      });
    },
  };
}

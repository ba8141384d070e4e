/**
 * Quiz attempts (issue 11): one document per attempt, holding its questions WITH their answers (the
 * routes never serve those before submit), the order each question shows its options in, the
 * student's answers as they are given (a reload resumes), the tries of interactive mode and, once
 * submitted, the result. `_id` is time-ordered (notifications/ids.ts): newest first is `_id`
 * descending on both engines.
 */
import type { LocalizedText } from '../errors.ts';
import { createIdGenerator } from '../notifications/ids.ts';
import type { AttemptResult, TryState } from '../quiz/grading.ts';
import type {
  Answer,
  Certainty,
  QuizBehaviour,
  QuizGenerator,
  QuizSource,
  StoredQuestion,
} from '../quiz/types.ts';
import type { BaseDoc, Collection, Database, Filter, Update } from './types.ts';

export const QUIZ_ATTEMPT_STATUSES = ['in-progress', 'submitted'] as const;
export type QuizAttemptStatus = (typeof QUIZ_ATTEMPT_STATUSES)[number];

export interface QuizAttemptDoc extends BaseDoc {
  userId: string;
  source: QuizSource;
  title: LocalizedText;
  behaviour: QuizBehaviour;
  certainty: boolean;
  status: QuizAttemptStatus;
  generator: QuizGenerator;
  /** Generated questions: the material's language. */
  language?: 'en' | 'ar';
  /** Everything drawn for the attempt comes from it (quiz/random.ts). */
  seed: string;
  questions: StoredQuestion[];
  /** By question id. */
  answers: Record<string, Answer>;
  /** Certainty-based marking: by question id. */
  certainties: Record<string, Certainty>;
  /** Interactive mode: by question id. */
  tries: Record<string, TryState>;
  /** ISO 8601 UTC. */
  createdAt: string;
  updatedAt: string;
  submittedAt?: string;
  result?: AttemptResult;
}

export type NewQuizAttempt = Omit<QuizAttemptDoc, '_id' | 'updatedAt' | 'submittedAt' | 'result'>;

export interface QuizAttemptRepository {
  create(input: NewQuizAttempt): Promise<QuizAttemptDoc>;
  /** The student's attempt, or null when it does not exist or is another student's. */
  findForUser(id: string, userId: string): Promise<QuizAttemptDoc | null>;
  /** The student's attempts, newest first. */
  listForUser(
    userId: string,
    options: { limit: number; status?: QuizAttemptStatus },
  ): Promise<QuizAttemptDoc[]>;
  /**
   * Saves (or with `answer` undefined, clears) the answer of an attempt in progress, with its
   * certainty when given. False when the attempt is not the student's or not in progress.
   */
  saveAnswer(
    id: string,
    userId: string,
    questionId: string,
    answer: Answer | undefined,
    certainty: Certainty | undefined,
    at: string,
  ): Promise<boolean>;
  /** Saves a question's interactive state; false when the attempt is not in progress. */
  saveTry(id: string, userId: string, questionId: string, state: TryState, at: string): Promise<boolean>;
  /** Marks the attempt submitted with its result; false when it was not in progress (already submitted). */
  submit(id: string, userId: string, result: AttemptResult, at: string): Promise<boolean>;
}

export const QUIZ_ATTEMPTS_COLLECTION = 'quizAttempts';

export async function createQuizAttemptRepository(db: Database): Promise<QuizAttemptRepository> {
  const collection: Collection<QuizAttemptDoc> =
    await db.collection<QuizAttemptDoc>(QUIZ_ATTEMPTS_COLLECTION);
  await collection.ensureIndex({ fields: ['userId', '_id'] });
  const nextId = createIdGenerator();
  const inProgress = (id: string, userId: string): Filter<QuizAttemptDoc> => ({
    _id: id,
    userId,
    status: 'in-progress',
  });

  return {
    create: (input) => collection.insertOne({ ...input, _id: nextId(), updatedAt: input.createdAt }),

    findForUser: (id, userId) => collection.findOne({ _id: id, userId }),

    listForUser(userId, { limit, status }) {
      const filter: Filter<QuizAttemptDoc> = { userId };
      if (status !== undefined) filter.status = status;
      return collection.find(filter, { sort: { _id: -1 }, limit });
    },

    async saveAnswer(id, userId, questionId, answer, certainty, at) {
      const update: Update<QuizAttemptDoc> = { $set: { updatedAt: at } };
      const answerPath = `answers.${questionId}` as const;
      const certaintyPath = `certainties.${questionId}` as const;
      if (answer === undefined) {
        update.$unset = { [answerPath]: true, [certaintyPath]: true };
      } else {
        update.$set = { ...update.$set, [answerPath]: answer };
        if (certainty !== undefined) update.$set[certaintyPath] = certainty;
      }
      const { matched } = await collection.updateOne(inProgress(id, userId), update);
      return matched > 0;
    },

    async saveTry(id, userId, questionId, state, at) {
      const { matched } = await collection.updateOne(inProgress(id, userId), {
        $set: { [`tries.${questionId}`]: state, updatedAt: at },
      });
      return matched > 0;
    },

    async submit(id, userId, result, at) {
      const { matched } = await collection.updateOne(inProgress(id, userId), {
        $set: { status: 'submitted', result, submittedAt: at, updatedAt: at },
      });
      return matched > 0;
    },
  };
}

/**
 * Questions a student saved for review after a quiz (POST /review-items), usually ones answered
 * wrong. Each item keeps a copy of the question as the attempt had it (answers, explanation, source),
 * so it survives whatever happens to the attempt; part 2 schedules the reviews (ts-fsrs) from here.
 * One item per student, attempt and question (a unique index).
 */
import { DuplicateKeyError } from '../errors.ts';
import { createIdGenerator } from '../notifications/ids.ts';
import type { Answer, StoredQuestion } from '../quiz/types.ts';
import type { BaseDoc, Collection, Database } from './types.ts';

export interface ReviewItemDoc extends BaseDoc {
  userId: string;
  attemptId: string;
  questionId: string;
  question: StoredQuestion;
  /** The student's answer in the attempt (left out when none). */
  answer?: Answer;
  /** Whether that answer was right. */
  correct: boolean;
  /** ISO 8601 UTC. */
  createdAt: string;
}

export interface ReviewItemRepository {
  /** Adds the item; `created` is false when the student had already saved that question of that attempt. */
  add(input: Omit<ReviewItemDoc, '_id'>): Promise<{ item: ReviewItemDoc; created: boolean }>;
  /** The student's items, newest first. */
  listForUser(userId: string, limit: number): Promise<ReviewItemDoc[]>;
}

export const REVIEW_ITEMS_COLLECTION = 'reviewItems';

export async function createReviewItemRepository(db: Database): Promise<ReviewItemRepository> {
  const collection: Collection<ReviewItemDoc> = await db.collection<ReviewItemDoc>(REVIEW_ITEMS_COLLECTION);
  await collection.ensureIndex({ fields: ['userId', 'attemptId', 'questionId'], unique: true });
  await collection.ensureIndex({ fields: ['userId', '_id'] });
  const nextId = createIdGenerator();
  const existing = (input: Pick<ReviewItemDoc, 'userId' | 'attemptId' | 'questionId'>) =>
    collection.findOne({ userId: input.userId, attemptId: input.attemptId, questionId: input.questionId });

  return {
    async add(input) {
      const found = await existing(input);
      if (found) return { item: found, created: false };
      try {
        return { item: await collection.insertOne({ ...input, _id: nextId() }), created: true };
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        const raced = await existing(input);
        if (!raced) throw error;
        return { item: raced, created: false };
      }
    },

    listForUser: (userId, limit) => collection.find({ userId }, { sort: { _id: -1 }, limit }),
  };
}

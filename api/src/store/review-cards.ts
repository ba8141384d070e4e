/**
 * Spaced-review cards (issue 12): one document per student and source (a saved content, or a quiz
 * question saved for review), holding its FSRS schedule. The schedule is computed by review/scheduler.ts
 * (ts-fsrs); this file only stores it: dates as ISO strings, the FSRS state as its number (0 new,
 * 1 learning, 2 review, 3 relearning, as ts-fsrs's `State`). What a card shows (front, back) is built
 * from its source when it is served (review/content.ts), so an edited saved content shows its edit.
 *
 * A unique index on (userId, source.kind, source.id) makes `add` idempotent and race-safe (no upserts
 * in the storage contract); an index on (userId, due) serves the queue and the reminders.
 *
 * The reminders' ledger lives here too (collection `reviewReminders`, `{_id: userId, day}`): the Riyadh
 * day a student was last reminded, claimed atomically so that several API processes remind once.
 */
import { DuplicateKeyError } from '../errors.ts';
import { createIdGenerator } from '../notifications/ids.ts';
import type { BaseDoc, Collection, Database, Filter } from './types.ts';

export const REVIEW_SOURCE_KINDS = ['saved', 'quiz'] as const;
export type ReviewSourceKind = (typeof REVIEW_SOURCE_KINDS)[number];

/** Where a card comes from: a saved content (`saved`, its id) or a review item (`quiz`, its id). */
export interface ReviewCardSource {
  kind: ReviewSourceKind;
  id: string;
}

/** ts-fsrs's `State` as stored: 0 new, 1 learning, 2 review, 3 relearning. */
export type StoredFsrsState = 0 | 1 | 2 | 3;

/** A ts-fsrs `Card` without its due date (kept at the top level, indexed), dates as ISO strings. */
export interface StoredFsrs {
  stability: number;
  difficulty: number;
  /** Deprecated by ts-fsrs (removed in 6.0), kept while the library still reads it. */
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: StoredFsrsState;
  /** ISO 8601 UTC; left out before the first review. */
  last_review?: string;
}

export interface ReviewCardDoc extends BaseDoc {
  userId: string;
  source: ReviewCardSource;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC: the card is due when `due <= now`. */
  due: string;
  fsrs: StoredFsrs;
  /** ISO 8601 UTC of the first grading: counts the new cards a student started on a day. */
  firstReviewedAt?: string;
  /** ISO 8601 UTC of the last change (creation or grading). */
  updatedAt: string;
}

export type NewReviewCard = Omit<ReviewCardDoc, '_id' | 'firstReviewedAt' | 'updatedAt'>;

/** A grading's outcome, as review/scheduler.ts computes it. */
export interface ReviewCardSchedule {
  due: string;
  fsrs: StoredFsrs;
}

export interface ReviewCardRepository {
  /** Adds the card; `created` is false when the student already had a card for that source. */
  add(input: NewReviewCard): Promise<{ card: ReviewCardDoc; created: boolean }>;
  /** The student's card, or null when it does not exist or is another student's. */
  findForUser(id: string, userId: string): Promise<ReviewCardDoc | null>;
  /** Every card of the student (a few hundred at most in practice), in no particular order. */
  listForUser(userId: string): Promise<ReviewCardDoc[]>;
  /**
   * Stores a grading made from the card as it was with `expectedReps` reviews, at `at` (ISO). Null when
   * the card is gone or was graded meanwhile (another request came first): nothing is written then.
   */
  saveReview(
    id: string,
    userId: string,
    expectedReps: number,
    schedule: ReviewCardSchedule,
    at: string,
  ): Promise<ReviewCardDoc | null>;
  /** Deletes these cards of the student; returns how many were deleted. */
  deleteForUser(userId: string, ids: readonly string[]): Promise<number>;
  /** The first student, in id order after `afterUserId`, with a card due at `now` (ISO); null when none. */
  nextUserWithDueCard(now: string, afterUserId?: string): Promise<string | null>;
  /** The Riyadh day (`YYYY-MM-DD`) the student was last reminded of due cards, or null. */
  remindedOn(userId: string): Promise<string | null>;
  /**
   * Marks the student reminded on `day`; false when they already were (by this or another process):
   * only the caller that gets true sends the reminder.
   */
  claimReminder(userId: string, day: string): Promise<boolean>;
  /** Undoes a claim whose reminder could not be sent (the next round tries again). */
  releaseReminder(userId: string, day: string): Promise<void>;
}

export const REVIEW_CARDS_COLLECTION = 'reviewCards';
export const REVIEW_REMINDERS_COLLECTION = 'reviewReminders';

/** `_id` is the student's id. */
interface ReviewReminderDoc extends BaseDoc {
  /** The Riyadh day of the last reminder, `YYYY-MM-DD`. */
  day: string;
}

export async function createReviewCardRepository(db: Database): Promise<ReviewCardRepository> {
  const collection: Collection<ReviewCardDoc> = await db.collection<ReviewCardDoc>(REVIEW_CARDS_COLLECTION);
  await collection.ensureIndex({ fields: ['userId', 'source.kind', 'source.id'], unique: true });
  await collection.ensureIndex({ fields: ['userId', 'due'] });
  const reminders: Collection<ReviewReminderDoc> =
    await db.collection<ReviewReminderDoc>(REVIEW_REMINDERS_COLLECTION);
  const nextId = createIdGenerator();
  const existing = (input: Pick<ReviewCardDoc, 'userId' | 'source'>) =>
    collection.findOne({
      userId: input.userId,
      'source.kind': input.source.kind,
      'source.id': input.source.id,
    });

  return {
    async add(input) {
      const found = await existing(input);
      if (found) return { card: found, created: false };
      try {
        const card = await collection.insertOne({ ...input, _id: nextId(), updatedAt: input.createdAt });
        return { card, created: true };
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        const raced = await existing(input);
        if (!raced) throw error;
        return { card: raced, created: false };
      }
    },

    findForUser: (id, userId) => collection.findOne({ _id: id, userId }),

    listForUser: (userId) => collection.find({ userId }),

    async saveReview(id, userId, expectedReps, schedule, at) {
      const { matched } = await collection.updateOne(
        { _id: id, userId, 'fsrs.reps': expectedReps },
        {
          $set: {
            due: schedule.due,
            fsrs: schedule.fsrs,
            updatedAt: at,
            ...(expectedReps === 0 ? { firstReviewedAt: at } : {}),
          },
        },
      );
      return matched === 0 ? null : collection.findOne({ _id: id, userId });
    },

    async deleteForUser(userId, ids) {
      if (ids.length === 0) return 0;
      return collection.deleteMany({ userId, _id: { $in: ids } });
    },

    async nextUserWithDueCard(now, afterUserId) {
      const filter: Filter<ReviewCardDoc> = { due: { $lte: now } };
      if (afterUserId !== undefined) filter.userId = { $gt: afterUserId };
      const card = await collection.findOne(filter, { sort: { userId: 1 } });
      return card?.userId ?? null;
    },

    async remindedOn(userId) {
      return (await reminders.findOne({ _id: userId }))?.day ?? null;
    },

    async claimReminder(userId, day) {
      // No upserts: move an older day forward, else insert; a concurrent insert loses on `_id`.
      const { matched } = await reminders.updateOne({ _id: userId, day: { $ne: day } }, { $set: { day } });
      if (matched > 0) return true;
      try {
        await reminders.insertOne({ _id: userId, day });
        return true;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
    },

    async releaseReminder(userId, day) {
      await reminders.deleteOne({ _id: userId, day });
    },
  };
}

/**
 * How many tutor messages each student asked for on each day (the daily allowance, tutor/allowance.ts).
 * One document per student and day, `_id` `${userId}:${day}`: created on the day's first message
 * (insert; a concurrent first insert loses on `_id` and just counts), then counted with a conditional
 * `$inc`, which also enforces the limit on both engines without a read-modify-write race.
 */
import { DuplicateKeyError } from '../errors.ts';
import type { Collection, Database } from './types.ts';

export interface TutorUsageDoc {
  /** `${userId}:${day}`. */
  _id: string;
  userId: string;
  /** The calendar day it counts, `YYYY-MM-DD` (Asia/Riyadh). */
  day: string;
  count: number;
}

export interface TutorUsageRepository {
  /** Messages used by the student on `day`. */
  used(userId: string, day: string): Promise<number>;
  /** Counts one message if fewer than `limit` were used on `day`; false when the allowance is used up. */
  take(userId: string, day: string, limit: number): Promise<boolean>;
  /** Gives one message back (a reply that failed at the provider). */
  giveBack(userId: string, day: string): Promise<void>;
  /** Deletes the counts of days before `day` (old days matter to nobody). */
  deleteBefore(day: string): Promise<number>;
}

export const TUTOR_USAGE_COLLECTION = 'tutorUsage';

export async function createTutorUsageRepository(db: Database): Promise<TutorUsageRepository> {
  const collection: Collection<TutorUsageDoc> = await db.collection<TutorUsageDoc>(TUTOR_USAGE_COLLECTION);
  await collection.ensureIndex({ fields: ['day'] });
  const idOf = (userId: string, day: string) => `${userId}:${day}`;

  async function increment(_id: string, limit: number): Promise<boolean> {
    const { matched } = await collection.updateOne({ _id, count: { $lt: limit } }, { $inc: { count: 1 } });
    return matched > 0;
  }

  return {
    async used(userId, day) {
      return (await collection.findOne({ _id: idOf(userId, day) }))?.count ?? 0;
    },

    async take(userId, day, limit) {
      const _id = idOf(userId, day);
      if (await increment(_id, limit)) return true;
      try {
        await collection.insertOne({ _id, userId, day, count: 0 });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
      return increment(_id, limit);
    },

    async giveBack(userId, day) {
      await collection.updateOne({ _id: idOf(userId, day), count: { $gt: 0 } }, { $inc: { count: -1 } });
    },

    deleteBefore: (day) => collection.deleteMany({ day: { $lt: day } }),
  };
}

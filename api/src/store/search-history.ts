/**
 * Each student's recent searches (the navbar search's "recent" list): at most MAX_RECENT_SEARCHES,
 * newest first, one entry per query.
 *
 * One document per student and query, `_id` = `${userId}:${key}` where `key` hashes the normalized
 * query (search-text.ts), so "الكيمياء" and "الكِيمياء" are one entry and a repeated search moves to the
 * top instead of appearing twice. A search is written with a conditional update, else an insert (a
 * concurrent insert of the same query loses on `_id` and updates), then entries beyond the newest
 * MAX_RECENT_SEARCHES are deleted. `order` is a time-ordered id (notifications/ids.ts), so entries
 * written in the same millisecond still keep their order.
 */
import { createHash } from 'node:crypto';
import { DuplicateKeyError } from '../errors.ts';
import { createIdGenerator } from '../notifications/ids.ts';
import { normalizeForSearch } from '../search-text.ts';
import type { Collection, Database } from './types.ts';

export const MAX_RECENT_SEARCHES = 8;

export interface SearchHistoryDoc {
  /** `${userId}:${key}`. */
  _id: string;
  userId: string;
  /** The query as the student last typed it. */
  query: string;
  /** ISO 8601 UTC: when it was last searched. */
  at: string;
  /** Time-ordered id of the last search: newest first is `order` descending. */
  order: string;
}

export interface RecentSearch {
  query: string;
  at: string;
}

export interface SearchHistoryRepository {
  /** The student's recent searches, newest first (at most MAX_RECENT_SEARCHES). */
  list(userId: string): Promise<RecentSearch[]>;
  /** Records a search: a query searched before moves to the top; only the newest are kept. */
  add(userId: string, query: string, at: string): Promise<void>;
  /** Forgets all of the student's recent searches. */
  clear(userId: string): Promise<void>;
}

export const SEARCH_HISTORY_COLLECTION = 'searchHistory';

/** The same key for queries that differ only by case, Arabic letter forms, diacritics or spacing. */
function keyOf(query: string): string {
  const normalized = normalizeForSearch(query).replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(normalized).digest('base64url').slice(0, 22);
}

export async function createSearchHistoryRepository(db: Database): Promise<SearchHistoryRepository> {
  const collection: Collection<SearchHistoryDoc> =
    await db.collection<SearchHistoryDoc>(SEARCH_HISTORY_COLLECTION);
  await collection.ensureIndex({ fields: ['userId'] });
  const nextOrder = createIdGenerator();

  return {
    async list(userId) {
      const docs = await collection.find(
        { userId },
        { sort: { order: -1 }, limit: MAX_RECENT_SEARCHES, fields: ['query', 'at'] },
      );
      return docs.map((doc) => ({ query: doc.query, at: doc.at }));
    },

    async add(userId, query, at) {
      const _id = `${userId}:${keyOf(query)}`;
      const fields = { query, at, order: nextOrder() };
      const { matched } = await collection.updateOne({ _id }, { $set: fields });
      if (matched === 0) {
        try {
          await collection.insertOne({ _id, userId, ...fields });
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
          await collection.updateOne({ _id }, { $set: fields });
        }
      }
      const older = await collection.find(
        { userId },
        { sort: { order: -1 }, skip: MAX_RECENT_SEARCHES, fields: ['order'] },
      );
      if (older.length > 0) await collection.deleteMany({ _id: { $in: older.map((doc) => doc._id) } });
    },

    async clear(userId) {
      await collection.deleteMany({ userId });
    },
  };
}

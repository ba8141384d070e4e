import { createIdGenerator } from '../notifications/ids.ts';
import type { Collection, Database, Filter } from './types.ts';

/** The five swatches of the spec (section 3); a saved item has one of them. */
export const SAVED_COLORS = ['#D2E4E2', '#FFD5EA', '#FFFFFF', '#FEE7A6', '#D8CAE8'] as const;
export type SavedColor = (typeof SAVED_COLORS)[number];

/**
 * One piece of content a student saved (usually a tutor reply), with the title, tag and colour they
 * gave it. `_id` is time-ordered (notifications/ids.ts): string order is creation order on both
 * engines, so "newest first" is `_id` descending and a page's cursor is the last `_id` it holds.
 */
export interface SavedContentDoc {
  _id: string;
  userId: string;
  title: string;
  tag: string;
  color: SavedColor;
  content: string;
  /** The conversation it was saved from (left out when none). */
  conversationId?: string;
  /** The message it was saved from (left out when none). */
  messageId?: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC. */
  updatedAt: string;
}

export type NewSavedContent = Omit<SavedContentDoc, '_id' | 'updatedAt'>;

/** What an edit may change. */
export type SavedContentChanges = Partial<Pick<SavedContentDoc, 'title' | 'tag' | 'color' | 'content'>>;

export interface SavedContentQuery {
  limit: number;
  /** Only this tag (exact match). */
  tag?: string;
  /** Only this colour. */
  color?: SavedColor;
  /** The `nextCursor` of the previous page: only items older than it. */
  cursor?: string;
}

export interface SavedContentPage {
  /** Newest first. */
  savedContents: SavedContentDoc[];
  /** The cursor of the next (older) page, when there is one. */
  nextCursor?: string;
}

export interface SavedContentRepository {
  create(input: NewSavedContent): Promise<SavedContentDoc>;
  /** The student's item, or null when it does not exist or belongs to another student. */
  findForUser(id: string, userId: string): Promise<SavedContentDoc | null>;
  /** A page of the student's items, newest first, filtered by tag and colour when given. */
  listPage(userId: string, query: SavedContentQuery): Promise<SavedContentPage>;
  /** Every item of the student, newest first (the offline tutor's retrieval reads them). */
  listForUser(userId: string): Promise<SavedContentDoc[]>;
  /** The student's distinct tags, in alphabetical order. */
  tagsForUser(userId: string): Promise<string[]>;
  /** Applies the changes; null when the item does not exist or belongs to another student. */
  update(
    id: string,
    userId: string,
    changes: SavedContentChanges,
    updatedAt: string,
  ): Promise<SavedContentDoc | null>;
  /** False when the item does not exist or belongs to another student. */
  delete(id: string, userId: string): Promise<boolean>;
  /**
   * A conversation was deleted: its saved items stay (the student saved the text) but forget where
   * they came from. Returns how many changed.
   */
  detachConversation(conversationId: string, userId: string): Promise<number>;
}

export const SAVED_CONTENTS_COLLECTION = 'savedContents';

/** A cursor is the `_id` of the last item of a page. */
export const SAVED_CONTENT_CURSOR = /^[0-9a-f]{28}$/;

// A fixed collation (not the server's locale): Latin script before Arabic, case and accents folded.
const tagOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export async function createSavedContentRepository(db: Database): Promise<SavedContentRepository> {
  const collection: Collection<SavedContentDoc> =
    await db.collection<SavedContentDoc>(SAVED_CONTENTS_COLLECTION);
  await collection.ensureIndex({ fields: ['userId', '_id'] });
  await collection.ensureIndex({ fields: ['userId', 'tag'] });
  const nextId = createIdGenerator();

  return {
    create: (input) => collection.insertOne({ ...input, _id: nextId(), updatedAt: input.createdAt }),

    findForUser: (id, userId) => collection.findOne({ _id: id, userId }),

    async listPage(userId, { limit, tag, color, cursor }) {
      const filter: Filter<SavedContentDoc> = { userId };
      if (tag !== undefined) filter.tag = tag;
      if (color !== undefined) filter.color = color;
      if (cursor !== undefined) filter._id = { $lt: cursor };
      const docs = await collection.find(filter, { sort: { _id: -1 }, limit: limit + 1 });
      const page = docs.slice(0, limit);
      const last = page.at(-1);
      return docs.length > limit && last
        ? { savedContents: page, nextCursor: last._id }
        : { savedContents: page };
    },

    listForUser: (userId) => collection.find({ userId }, { sort: { _id: -1 } }),

    async tagsForUser(userId) {
      const docs = await collection.find({ userId }, { fields: ['tag'] });
      return [...new Set(docs.map((doc) => doc.tag))].sort(
        (a, b) => tagOrder.compare(a, b) || (a < b ? -1 : 1),
      );
    },

    async update(id, userId, changes, updatedAt) {
      const { matched } = await collection.updateOne(
        { _id: id, userId },
        { $set: { ...changes, updatedAt } },
      );
      return matched === 0 ? null : collection.findOne({ _id: id, userId });
    },

    async delete(id, userId) {
      return (await collection.deleteOne({ _id: id, userId })) > 0;
    },

    async detachConversation(conversationId, userId) {
      const { matched } = await collection.updateMany(
        { userId, conversationId },
        { $unset: { conversationId: true, messageId: true } },
      );
      return matched;
    },
  };
}

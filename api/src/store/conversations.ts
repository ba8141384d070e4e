/**
 * The tutor's conversations and their messages (two collections), for one student each.
 *
 * Listing ("newest activity first", cursor-paged) must stay fast for a student with thousands of
 * conversations. The two engines get there differently:
 * - MongoDB: a compound index `{userId: 1, updatedAt: 1, _id: 1}` serves the range query of each page
 *   (`updatedAt` then `_id` below the cursor, sorted descending, `limit + 1`), without a sort in memory.
 * - Embedded (nedb has no range index for that): the repository keeps, per student, the summaries of
 *   their conversations in memory, ordered by (updatedAt, _id) descending. A page is a binary search
 *   for the cursor and a slice. The list is loaded from the collection on first use and kept up to
 *   date by every write of this repository; that is sound because the embedded store belongs to one
 *   process (its lock file) and every write to these collections goes through here. At most
 *   MAX_CACHED_STUDENTS lists are kept (least recently used dropped).
 *
 * Search (`q`) matches titles and message text through the one normalization (search-text.ts): each
 * message keeps its normalized words (`searchText`) so a search never normalizes stored text again.
 */
import { createIdGenerator } from '../notifications/ids.ts';
import { searchWords } from '../search-text.ts';
import type { TutorAction } from '../tutor/types.ts';
import type { Collection, Database, Filter } from './types.ts';

export interface ConversationDoc {
  /** Time-ordered (notifications/ids.ts): breaks ties of `updatedAt` in a stable order. */
  _id: string;
  userId: string;
  title: string;
  /** False while the title is the default one: the first exchange then gives it its title. */
  titled: boolean;
  /** The uploaded file the conversation is about (materials issue); left out for a plain one. */
  userFileId?: string;
  /** The course lesson the conversation is about (full id `courseId.lessonId`); left out for a plain one. */
  lessonId?: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC: the last activity (a message, a rename). */
  updatedAt: string;
}

export type MessageSender = 'user' | 'model';
export type MessageProvider = 'openai' | 'offline';

export interface MessageDoc {
  /** Time-ordered: string order is the order of the conversation. */
  _id: string;
  conversationId: string;
  userId: string;
  sender: MessageSender;
  content: string;
  /** Upload id of the attached image (`<random>.<ext>` in store.uploads); left out without one. */
  imageId?: string;
  /** A reply action: this (user) message asks about the model message `replyTo`; the reply repeats it. */
  action?: TutorAction;
  replyTo?: string;
  /** A model reply stopped before its end (the text so far). */
  stopped?: true;
  /** Which provider wrote a model reply. */
  provider?: MessageProvider;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** The words of `content` normalized for search, ` word word...` (see matchesWords). */
  searchText: string;
}

export type NewMessage = Omit<MessageDoc, '_id' | 'searchText'>;

/** One row of the list. */
export interface ConversationSummary {
  _id: string;
  title: string;
  userFileId?: string;
  lessonId?: string;
  updatedAt: string;
}

/** Where a page ends: the last row it holds. */
export interface ConversationCursor {
  updatedAt: string;
  _id: string;
}

export interface ConversationPage {
  /** Newest activity first. */
  conversations: ConversationSummary[];
  /** Present when older conversations exist. */
  next?: ConversationCursor;
}

export interface NewConversation {
  userId: string;
  title: string;
  titled: boolean;
  userFileId?: string;
  lessonId?: string;
  at: string;
}

export interface ConversationRepository {
  create(input: NewConversation): Promise<ConversationDoc>;
  /** The student's conversation, or null when it does not exist or belongs to another student. */
  findForUser(id: string, userId: string): Promise<ConversationDoc | null>;
  /** The student's conversations about a lesson, oldest first (one, unless two were created at once). */
  listForLesson(userId: string, lessonId: string): Promise<ConversationDoc[]>;
  /** A page of the student's conversations, newest activity first; `q` keeps those whose title or messages match. */
  listPage(
    userId: string,
    options: { limit: number; after?: ConversationCursor; q?: string },
  ): Promise<ConversationPage>;
  /** Sets the title the student chose (then never replaced by an automatic one). */
  rename(id: string, userId: string, title: string, at: string): Promise<ConversationDoc | null>;
  /** Sets the title from the first exchange, unless the conversation already has one. */
  setAutoTitle(id: string, title: string): Promise<boolean>;
  /** Marks activity: the conversation moves to the top of the list. */
  touch(id: string, at: string): Promise<void>;
  /** Deletes the conversation and its messages; answers the upload ids of their images (to delete), or null. */
  delete(id: string, userId: string): Promise<{ imageIds: string[] } | null>;

  addMessage(input: NewMessage): Promise<MessageDoc>;
  /** The conversation's messages, oldest first. */
  listMessages(conversationId: string): Promise<MessageDoc[]>;
  /** A message of one of the student's conversations, or null. */
  findMessageForUser(id: string, userId: string): Promise<MessageDoc | null>;
  deleteMessage(id: string): Promise<void>;
}

export const CONVERSATIONS_COLLECTION = 'conversations';
export const MESSAGES_COLLECTION = 'conversationMessages';

/** Lists of summaries kept in memory by the embedded engine (students, least recently used dropped). */
export const MAX_CACHED_STUDENTS = 2000;

/** ` word word ...`: the haystack form of matchesQuery (search-text.ts), stored once per text. */
export function searchTextOf(text: string): string {
  return ` ${searchWords(text).join(' ')}`;
}

/** matchesQuery against a stored `searchTextOf` haystack: every query word is a word prefix. */
export function matchesWords(haystack: string, words: readonly string[]): boolean {
  return words.length > 0 && words.every((word) => haystack.includes(` ${word}`));
}

/** Newer first: negative when (aUpdated, aId) comes before (bUpdated, bId) in the list. */
function compareDesc(aUpdated: string, aId: string, bUpdated: string, bId: string): number {
  if (aUpdated !== bUpdated) return aUpdated > bUpdated ? -1 : 1;
  if (aId !== bId) return aId > bId ? -1 : 1;
  return 0;
}

const toSummary = (doc: ConversationSummary): ConversationSummary => ({
  _id: doc._id,
  title: doc.title,
  ...(doc.userFileId === undefined ? {} : { userFileId: doc.userFileId }),
  ...(doc.lessonId === undefined ? {} : { lessonId: doc.lessonId }),
  updatedAt: doc.updatedAt,
});

// ---------------------------------------------------------------------------------------------------
// The embedded engine's ordered lists

interface Entry extends ConversationSummary {
  /** searchTextOf(title), computed when the title changes. */
  titleSearch: string;
}

interface StudentList {
  /** Newest activity first. */
  items: Entry[];
  byId: Map<string, Entry>;
}

/** Index of the first entry that comes after (updatedAt, _id) in the list (binary search). */
function firstAfter(items: readonly Entry[], updatedAt: string, id: string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const item = items[mid] as Entry;
    if (compareDesc(item.updatedAt, item._id, updatedAt, id) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

function entryOf(doc: ConversationDoc): Entry {
  return { ...toSummary(doc), titleSearch: searchTextOf(doc.title) };
}

function removeEntry(list: StudentList, id: string): void {
  const old = list.byId.get(id);
  if (!old) return;
  const index = firstAfter(list.items, old.updatedAt, old._id) - 1;
  if (list.items[index]?._id === id) list.items.splice(index, 1);
  else list.items.splice(list.items.indexOf(old), 1); // not reached: the list is always ordered
  list.byId.delete(id);
}

/** Idempotent: replaces the entry of the same id, wherever its new time puts it. */
function putEntry(list: StudentList, entry: Entry): void {
  removeEntry(list, entry._id);
  list.items.splice(firstAfter(list.items, entry.updatedAt, entry._id), 0, entry);
  list.byId.set(entry._id, entry);
}

function createListCache(collection: Collection<ConversationDoc>) {
  const lists = new Map<string, Promise<StudentList>>();

  async function load(userId: string): Promise<StudentList> {
    const docs = await collection.find({ userId });
    const items = docs.map(entryOf).sort((a, b) => compareDesc(a.updatedAt, a._id, b.updatedAt, b._id));
    return { items, byId: new Map(items.map((item) => [item._id, item])) };
  }

  return {
    /** The student's list, loaded on first use; most recently used last in the map. */
    get(userId: string): Promise<StudentList> {
      let list = lists.get(userId);
      if (list) {
        lists.delete(userId);
      } else {
        list = load(userId);
        list.catch(() => lists.delete(userId));
      }
      lists.set(userId, list);
      if (lists.size > MAX_CACHED_STUDENTS) {
        const oldest = lists.keys().next().value;
        if (oldest !== undefined) lists.delete(oldest);
      }
      return list;
    },
    /**
     * Applies a write (already done in the collection) to a loaded or loading list. A list loading
     * meanwhile may already hold it: the changes are idempotent. Lists not in memory load it later.
     */
    async update(userId: string, change: (list: StudentList) => void): Promise<void> {
      const list = lists.get(userId);
      if (!list) return;
      try {
        change(await list);
      } catch {
        lists.delete(userId); // a failed load: the next read loads again
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Cursor pages on MongoDB (and the search path of both engines)

function afterFilter(userId: string, after: ConversationCursor | undefined): Filter<ConversationDoc> {
  if (!after) return { userId };
  return {
    userId,
    $or: [{ updatedAt: { $lt: after.updatedAt } }, { updatedAt: after.updatedAt, _id: { $lt: after._id } }],
  };
}

function pageOf(rows: ConversationSummary[], limit: number): ConversationPage {
  const conversations = rows.slice(0, limit);
  const last = conversations.at(-1);
  return rows.length > limit && last
    ? { conversations, next: { updatedAt: last.updatedAt, _id: last._id } }
    : { conversations };
}

export interface ConversationRepositoryOptions {
  /**
   * Keep the ordered lists in memory (default: with the embedded engine only). Off, pages are range
   * queries, as on MongoDB; tests run both paths on the embedded engine.
   */
  memoryLists?: boolean;
}

export async function createConversationRepository(
  db: Database,
  options: ConversationRepositoryOptions = {},
): Promise<ConversationRepository> {
  const conversations = await db.collection<ConversationDoc>(CONVERSATIONS_COLLECTION);
  const messages = await db.collection<MessageDoc>(MESSAGES_COLLECTION);
  if (db.kind === 'mongodb') {
    // Serves each page of GET /conversations (equality on userId, range and sort on updatedAt, _id).
    await conversations.ensureIndex({ fields: ['userId', 'updatedAt', '_id'] });
  } else {
    await conversations.ensureIndex({ fields: ['userId'] });
  }
  await messages.ensureIndex({ fields: ['conversationId'] });
  await messages.ensureIndex({ fields: ['userId'] });

  const cache = (options.memoryLists ?? db.kind === 'embedded') ? createListCache(conversations) : undefined;
  const conversationId = createIdGenerator();
  const messageId = createIdGenerator();

  /** Ids of the student's conversations whose messages match every word (search). */
  async function conversationsWithMatchingMessages(userId: string, words: string[]): Promise<Set<string>> {
    const rows = await messages.find({ userId }, { fields: ['conversationId', 'searchText'] });
    const ids = new Set<string>();
    for (const row of rows) {
      if (!ids.has(row.conversationId) && matchesWords(row.searchText, words)) ids.add(row.conversationId);
    }
    return ids;
  }

  async function search(
    userId: string,
    words: string[],
    limit: number,
    after: ConversationCursor | undefined,
  ): Promise<ConversationPage> {
    const inMessages = await conversationsWithMatchingMessages(userId, words);
    const matches = (row: ConversationSummary, titleSearch: string) =>
      inMessages.has(row._id) || matchesWords(titleSearch, words);
    const rows: ConversationSummary[] = [];
    if (cache) {
      const list = await cache.get(userId);
      const start = after ? firstAfter(list.items, after.updatedAt, after._id) : 0;
      for (let i = start; i < list.items.length && rows.length <= limit; i += 1) {
        const entry = list.items[i] as Entry;
        if (matches(entry, entry.titleSearch)) rows.push(toSummary(entry));
      }
    } else {
      const docs = await conversations.find(afterFilter(userId, after), {
        sort: { updatedAt: -1, _id: -1 },
      });
      for (const doc of docs) {
        if (rows.length > limit) break;
        if (matches(doc, searchTextOf(doc.title))) rows.push(toSummary(doc));
      }
    }
    return pageOf(rows, limit);
  }

  return {
    async create(input) {
      const doc = await conversations.insertOne({
        _id: conversationId(),
        userId: input.userId,
        title: input.title,
        titled: input.titled,
        ...(input.userFileId === undefined ? {} : { userFileId: input.userFileId }),
        ...(input.lessonId === undefined ? {} : { lessonId: input.lessonId }),
        createdAt: input.at,
        updatedAt: input.at,
      });
      await cache?.update(input.userId, (list) => putEntry(list, entryOf(doc)));
      return doc;
    },

    findForUser: (id, userId) => conversations.findOne({ _id: id, userId }),

    listForLesson: (userId, lessonId) => conversations.find({ userId, lessonId }, { sort: { _id: 1 } }),

    async listPage(userId, { limit, after, q }) {
      const words = q === undefined ? [] : searchWords(q);
      if (q !== undefined && q.trim() !== '') {
        // A query of only punctuation matches nothing (as matchesQuery says).
        if (words.length === 0) return { conversations: [] };
        return search(userId, words, limit, after);
      }
      if (cache) {
        const list = await cache.get(userId);
        const start = after ? firstAfter(list.items, after.updatedAt, after._id) : 0;
        return pageOf(list.items.slice(start, start + limit + 1).map(toSummary), limit);
      }
      const docs = await conversations.find(afterFilter(userId, after), {
        sort: { updatedAt: -1, _id: -1 },
        limit: limit + 1,
        fields: ['title', 'userFileId', 'lessonId', 'updatedAt'],
      });
      return pageOf(docs.map(toSummary), limit);
    },

    async rename(id, userId, title, at) {
      const { matched } = await conversations.updateOne(
        { _id: id, userId },
        { $set: { title, titled: true, updatedAt: at } },
      );
      if (matched === 0) return null;
      const doc = await conversations.findOne({ _id: id, userId });
      if (doc) await cache?.update(userId, (list) => putEntry(list, entryOf(doc)));
      return doc;
    },

    async setAutoTitle(id, title) {
      const { matched } = await conversations.updateOne(
        { _id: id, titled: false },
        { $set: { title, titled: true } },
      );
      if (matched === 0) return false;
      const doc = await conversations.findOne({ _id: id });
      if (doc) await cache?.update(doc.userId, (list) => putEntry(list, entryOf(doc)));
      return true;
    },

    async touch(id, at) {
      // Never back in time (a slower write finishing after a newer one).
      await conversations.updateOne({ _id: id, updatedAt: { $lt: at } }, { $set: { updatedAt: at } });
      const doc = await conversations.findOne({ _id: id });
      if (doc) await cache?.update(doc.userId, (list) => putEntry(list, entryOf(doc)));
    },

    async delete(id, userId) {
      const deleted = await conversations.deleteOne({ _id: id, userId });
      if (deleted === 0) return null;
      await cache?.update(userId, (list) => removeEntry(list, id));
      const withImages = await messages.find(
        { conversationId: id, imageId: { $exists: true } },
        { fields: ['imageId'] },
      );
      await messages.deleteMany({ conversationId: id });
      return { imageIds: withImages.flatMap((m) => (m.imageId === undefined ? [] : [m.imageId])) };
    },

    addMessage: (input) =>
      messages.insertOne({ ...input, _id: messageId(), searchText: searchTextOf(input.content) }),

    listMessages: (id) => messages.find({ conversationId: id }, { sort: { _id: 1 } }),

    findMessageForUser: (id, userId) => messages.findOne({ _id: id, userId }),

    async deleteMessage(id) {
      await messages.deleteOne({ _id: id });
    },
  };
}

/**
 * The student's saved content as a knowledge base for the offline tutor: a full-text index (MiniSearch,
 * BM25) over passages of each saved item, fields title, tag and content.
 *
 * Terms: the text is normalized once per field (normalizeForSearch: Arabic letter forms, diacritics,
 * case), then each word loses stop words of both languages and is lightly stemmed (../offline/terms.ts:
 * the Arabic article, an attached و/ف/ب/ل/ك, an English plural s). Long items are cut into passages
 * of about 800 characters at paragraph and sentence ends, so a quote stays on the point.
 *
 * One index per student, kept in memory (the most recent 100 students) and rebuilt when the student's
 * items change: every search compares the items' ids and update times with the index's; invalidate()
 * drops a student's index at once. Only passages that match enough of the question's words come back
 * (one word of a one- or two-word question, two of a longer one), at most two per item.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { searchWords } from '../../search-text.ts';
import { isNothingFoundReply } from '../offline/messages.ts';
import { splitLine } from '../offline/sentences.ts';
import { QUERY_WORDS } from '../offline/stopwords.ts';
import { wordTerms } from '../offline/terms.ts';
import type { KnowledgeBase, Passage } from '../types.ts';

/** A saved item as the saved-content repository lists it. */
export interface SavedItem {
  _id: string;
  title: string;
  tag: string;
  content: string;
  conversationId?: string | null;
  messageId?: string | null;
  updatedAt: string | Date;
}

export interface SavedContentRepository {
  /** All of a student's saved items. */
  listForUser(userId: string): Promise<SavedItem[]>;
}

export interface SavedContentKnowledge extends KnowledgeBase {
  /** Forget a student's index (call after the student's items change; searches also notice). */
  invalidate(userId: string): void;
}

const PASSAGE_CHARS = 800;
const LONG_PARAGRAPH = 1200;
const MAX_STUDENTS = 100;
const MAX_QUERY_WORDS = 16;
const PER_ITEM = 2;

interface IndexedPassage {
  id: number;
  title: string;
  tag: string;
  content: string;
}

interface StudentIndex {
  signature: string;
  index: MiniSearch<IndexedPassage>;
  passages: Passage[];
}

/** Cuts a text into passages of about PASSAGE_CHARS characters at paragraph, then sentence, ends. */
export function splitPassages(content: string): string[] {
  const units: string[] = [];
  for (const paragraph of content.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const trimmed = paragraph.trim();
    if (trimmed === '') continue;
    if (trimmed.length <= LONG_PARAGRAPH) {
      units.push(trimmed);
      continue;
    }
    for (const line of trimmed.split('\n')) {
      for (const sentence of splitLine(line)) {
        for (let start = 0; start < sentence.length; start += LONG_PARAGRAPH) {
          units.push(sentence.slice(start, start + LONG_PARAGRAPH));
        }
      }
    }
  }
  const passages: string[] = [];
  let current = '';
  for (const unit of units) {
    if (current !== '' && current.length + unit.length > PASSAGE_CHARS) {
      passages.push(current);
      current = '';
    }
    current = current === '' ? unit : `${current}\n\n${unit}`;
  }
  if (current !== '') passages.push(current);
  return passages;
}

/** A cheap fingerprint of the items' ids and update times (FNV-1a over the joined text). */
function signatureOf(items: readonly SavedItem[]): string {
  let hash = 0x811c9dc5;
  for (const item of items) {
    const updatedAt = item.updatedAt instanceof Date ? item.updatedAt.toISOString() : item.updatedAt;
    const key = `${item._id}|${updatedAt};`;
    for (let i = 0; i < key.length; i++) {
      hash ^= key.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return `${items.length}:${(hash >>> 0).toString(36)}`;
}

function buildIndex(items: readonly SavedItem[], signature: string): StudentIndex {
  const index = new MiniSearch<IndexedPassage>({
    fields: ['title', 'tag', 'content'],
    tokenize: (text) => searchWords(text),
    processTerm: (term) => {
      const terms = wordTerms(term);
      return terms.length > 0 ? terms.slice() : null;
    },
  });
  const passages: Passage[] = [];
  const documents: IndexedPassage[] = [];
  for (const item of items) {
    // A saved "nothing found" reply says nothing about the topic: not material to quote.
    if (isNothingFoundReply(item.content)) continue;
    for (const text of splitPassages(item.content)) {
      const id = passages.length;
      passages.push({
        source: {
          kind: 'saved',
          id: item._id,
          title: item.title,
          ...(item.conversationId ? { conversationId: item.conversationId } : {}),
          ...(item.messageId ? { messageId: item.messageId } : {}),
        },
        text,
      });
      documents.push({ id, title: item.title, tag: item.tag, content: text });
    }
  }
  index.addAll(documents);
  return { signature, index, passages };
}

/** The question's words for search: grammar and asking words out, the most frequent kept if long. */
export function queryWords(query: string): string[] {
  const counts = new Map<string, number>();
  for (const word of searchWords(query)) {
    if (QUERY_WORDS.has(word) || wordTerms(word).length === 0) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const words = [...counts.keys()];
  if (words.length <= MAX_QUERY_WORDS) return words;
  return words
    .map((word, order) => ({ word, order, count: counts.get(word) ?? 0 }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, MAX_QUERY_WORDS)
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.word);
}

function wordsMatched(result: SearchResult, words: readonly (readonly string[])[]): number {
  const matched = new Set(result.queryTerms);
  return words.filter((terms) => terms.some((term) => matched.has(term))).length;
}

/** The saved-content knowledge base: see the module comment. */
export function createSavedContentKnowledge(repo: SavedContentRepository): SavedContentKnowledge {
  const students = new Map<string, StudentIndex>();
  const building = new Map<string, { signature: string; ready: Promise<StudentIndex> }>();

  async function indexFor(userId: string): Promise<StudentIndex> {
    const items = await repo.listForUser(userId);
    const signature = signatureOf(items);
    const cached = students.get(userId);
    if (cached && cached.signature === signature) {
      students.delete(userId);
      students.set(userId, cached);
      return cached;
    }
    const pending = building.get(userId);
    if (pending && pending.signature === signature) return pending.ready;
    const ready = Promise.resolve().then(() => buildIndex(items, signature));
    building.set(userId, { signature, ready });
    try {
      const built = await ready;
      students.delete(userId);
      students.set(userId, built);
      while (students.size > MAX_STUDENTS) {
        const oldest = students.keys().next().value;
        if (oldest === undefined) break;
        students.delete(oldest);
      }
      return built;
    } finally {
      if (building.get(userId)?.ready === ready) building.delete(userId);
    }
  }

  async function search(
    userId: string,
    query: string,
    options: { limit: number; signal?: AbortSignal },
  ): Promise<Passage[]> {
    const words = queryWords(query);
    if (words.length === 0 || options.limit <= 0) return [];
    options.signal?.throwIfAborted();
    const student = await indexFor(userId);
    options.signal?.throwIfAborted();
    const wordGroups = words.map((word) => wordTerms(word));
    const required = words.length <= 2 ? 1 : Math.max(2, Math.ceil(words.length / 4));
    const results = student.index.search(words.join(' '), {
      boost: { title: 2, tag: 1.5 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
      combineWith: 'OR',
    });
    const top = results[0]?.score ?? 0;
    const perItem = new Map<string, number>();
    const passages: Passage[] = [];
    for (const result of results) {
      if (passages.length >= options.limit) break;
      if (result.score < top * 0.2) break;
      if (wordsMatched(result, wordGroups) < Math.min(required, words.length)) continue;
      const passage = student.passages[result.id as number];
      if (!passage) continue;
      const taken = perItem.get(passage.source.id) ?? 0;
      if (taken >= PER_ITEM) continue;
      perItem.set(passage.source.id, taken + 1);
      passages.push({ ...passage, score: result.score });
    }
    return passages;
  }

  return {
    search,
    invalidate(userId: string) {
      students.delete(userId);
      building.delete(userId);
    },
  };
}

/**
 * The search index over the text extracted from a student's uploaded files: the navbar search
 * (GET /search), the tutor's grounding in a file conversation, and the offline engine's retrieval.
 *
 * Engine: MiniSearch (BM25+, prefix and fuzzy matching) with our own normalizer and Orama's stemmers.
 * - MiniSearch is already the offline tutor's engine (saved content), small, dependency-free and
 *   well kept; its `tokenize` and `processTerm` hooks take any term pipeline, so documents and queries
 *   go through exactly the same code, and a query can be a tree (one sub-query per word, each word's
 *   forms OR-ed) so we can tell which of the student's words a passage matched.
 * - The normalizer is the app's one normalization (search-text.ts: hamza and alif forms, ta marbuta,
 *   alif maqsura, diacritics, tatweel, Arabic-Indic digits, Latin case and accents), shared with the
 *   conversation search and saved content: every search in the app folds Arabic the same way.
 * - Stemming uses `@orama/stemmers` (the Snowball stemmers: `arabic` for Arabic-script words, `english`
 *   for Latin ones), standalone functions with no engine attached, so "المعلمون" finds "معلم" and
 *   "teachers" finds "teacher". The whole Orama engine was not taken: it would bring a second
 *   normalization (its own tokenizer) beside ours, and the saved-content index already runs on
 *   MiniSearch. Before the stemmer, the offline engine's light stemming (../tutor/offline/terms.ts)
 *   drops stop words and strips the article and attached و/ف/ب/ل/ك, which Snowball leaves on
 *   ("والفيزياء") or strips inconsistently. Each word is indexed under its light form and its stem:
 *   the stem gives recall, the exact form ranks exact matches first.
 *
 * Passages: each page is cut into passages of about 500 to 800 characters at line and sentence ends;
 * each passage keeps its file id, file name and page, so a hit names them.
 *
 * One index per student, built lazily on their first search from the store (`pagesOfUser`), kept in
 * memory for the most recent `maxStudents` students (least recently used dropped). Every search first
 * reads `version(userId)` from the store, which changes whenever the student's files or pages change,
 * and rebuilds when it differs from the version the index was built at. With MongoDB, several API
 * processes each keep their own cache and each rebuilds from the shared store when the version moves,
 * so none answers from stale pages (nothing of the index is stored: the store is the truth).
 * `invalidate(userId)` drops a student's index at once (a deletion in this process).
 */
import { stemmer as arabicStemmer } from '@orama/stemmers/arabic';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { searchWords } from '../search-text.ts';
import { pageUnitOf, type PageUnit } from '../uploads/kinds.ts';
import { splitLine } from '../tutor/offline/sentences.ts';
import { QUERY_WORDS } from '../tutor/offline/stopwords.ts';
import { wordTerms } from '../tutor/offline/terms.ts';

/** What the index reads from the store (store.materials satisfies it). */
export interface MaterialTextSource {
  /** Every node of the student (the files give their names). */
  listForUser(
    userId: string,
  ): Promise<readonly { _id: string; kind: string; name: string; mime?: string | undefined }[]>;
  /** Every extracted page of the student's files. */
  pagesOfUser(userId: string): Promise<readonly { fileId: string; page: number; text: string }[]>;
  /** Changes whenever the student's files or pages change. */
  version(userId: string): Promise<string>;
}

/** A passage of a page that matched, best first. */
export interface MaterialHit {
  fileId: string;
  /** The file's display name. */
  name: string;
  /** 1-based page. */
  page: number;
  /** What the file's pages are: slides of a presentation, the one page of a photo, or pages. */
  unit: PageUnit;
  /** The whole passage (about 500-800 characters). */
  text: string;
  /** About SNIPPET_CHARS characters of it around the first matched word, "…" where cut. */
  snippet: string;
  /** BM25+ relevance (0 for passages that were not searched for). */
  score: number;
}

export interface MaterialSearchOptions {
  limit: number;
  /** Only passages of this file. */
  fileId?: string;
  /**
   * `all` (default, the search box): every word of the query must match. `some` (the tutor's
   * questions): asking words are left out and a passage may match part of the question (one word of
   * a question of up to three words, a quarter of a longer one, at least two), weak hits dropped.
   */
  match?: 'all' | 'some';
  signal?: AbortSignal;
}

export interface MaterialSearchIndex {
  search(userId: string, query: string, options: MaterialSearchOptions): Promise<MaterialHit[]>;
  /** The first passages of a file in page order (grounding when nothing in the file matches). */
  firstPassages(userId: string, fileId: string, limit: number): Promise<MaterialHit[]>;
  /** Forget a student's index (searches also notice changes through the store's version). */
  invalidate(userId: string): void;
}

export interface MaterialSearchIndexOptions {
  /** Students whose index stays in memory (default 50). */
  maxStudents?: number;
}

export const PASSAGE_MIN_CHARS = 500;
export const PASSAGE_MAX_CHARS = 800;
export const SNIPPET_CHARS = 160;
const DEFAULT_MAX_STUDENTS = 50;
const MAX_QUERY_WORDS = 16;
const BUILD_CHUNK = 400;

// ---------------------------------------------------------------------------------------------------
// Terms

const ARABIC_LETTER = /[\u0621-\u064A\u066E-\u06D3]/;
const LATIN_LETTER = /[a-z]/;

function stem(term: string): string {
  if (ARABIC_LETTER.test(term)) return arabicStemmer(term);
  if (LATIN_LETTER.test(term) && !/\d/.test(term)) return englishStemmer(term);
  return term;
}

const TERM_MEMO_SIZE = 100_000;
const termMemo = new Map<string, readonly string[]>();

const FEMININE_DUAL = /[\u0621-\u064A]{3,}ت(?:ين|ان)$/u;

/**
 * The index terms of one word (already normalized): its light forms (stop words dropped, article and
 * attached letter stripped) and their stems. Empty for a stop word.
 */
export function materialTerms(word: string): readonly string[] {
  let terms = termMemo.get(word);
  if (terms === undefined) {
    const light = wordTerms(word);
    const all = new Set(light);
    // The feminine dual (مصفوفتين, معادلتان) is the singular's word (مصفوفة, معادلة: normalized ه).
    for (const form of light)
      if (FEMININE_DUAL.test(form) && form.length >= 6) all.add(`${form.slice(0, -3)}\u0647`);
    for (const form of [...all]) {
      const stemmed = stem(form);
      if (stemmed.length >= 2) all.add(stemmed);
    }
    terms = [...all];
    if (termMemo.size >= TERM_MEMO_SIZE) termMemo.clear();
    termMemo.set(word, terms);
  }
  return terms;
}

/** The words of a query worth searching for (normalized), in order, without repeats. */
export function queryWordsOf(query: string, match: 'all' | 'some'): string[] {
  const words: string[] = [];
  for (const word of searchWords(query)) {
    if (match === 'some' && QUERY_WORDS.has(word)) continue;
    if (materialTerms(word).length === 0 || words.includes(word)) continue;
    words.push(word);
    if (words.length >= MAX_QUERY_WORDS) break;
  }
  return words;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * About SNIPPET_CHARS characters of `text` around the first word whose terms are in `terms` (or
 * start with one of `prefixes`), cut at spaces, with "…" where text was left out. The start of the
 * text when no word matches.
 */
export function snippetOf(
  text: string,
  terms: ReadonlySet<string>,
  prefixes: readonly string[] = [],
): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  let at = -1;
  for (const match of flat.matchAll(WORD)) {
    const wordTermList = searchWords(match[0]).flatMap((word) => materialTerms(word));
    if (
      wordTermList.some(
        (term) => terms.has(term) || prefixes.some((prefix) => prefix.length >= 3 && term.startsWith(prefix)),
      )
    ) {
      at = match.index;
      break;
    }
  }
  if (flat.length <= SNIPPET_CHARS) return flat;
  let start = at <= SNIPPET_CHARS / 3 ? 0 : at - Math.floor(SNIPPET_CHARS / 3);
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space === -1 || space > at ? start : space + 1;
  }
  let end = Math.min(flat.length, start + SNIPPET_CHARS);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start + SNIPPET_CHARS / 2) end = space;
  }
  return `${start > 0 ? '… ' : ''}${flat.slice(start, end).trim()}${end < flat.length ? ' …' : ''}`;
}

// ---------------------------------------------------------------------------------------------------
// Passages

/** Cuts a long piece at the last space before `max` characters (or at `max` when there is none). */
function hardCut(piece: string, max: number): string[] {
  const parts: string[] = [];
  let rest = piece;
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max);
    const cut = space > max / 2 ? space : max;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== '') parts.push(rest);
  return parts;
}

/**
 * A page's text as passages of PASSAGE_MIN_CHARS to PASSAGE_MAX_CHARS characters, cut at line and
 * sentence ends (a single sentence longer than the maximum is cut at a space). Lines stay lines.
 */
export function pagePassages(text: string): string[] {
  const units: { text: string; newLine: boolean }[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const trimmed = line.replace(/[ \t\f\v]+/g, ' ').trim();
    if (trimmed === '') continue;
    let first = true;
    for (const sentence of splitLine(trimmed)) {
      for (const piece of hardCut(sentence, PASSAGE_MAX_CHARS)) {
        units.push({ text: piece, newLine: first });
        first = false;
      }
    }
  }
  const passages: string[] = [];
  let current = '';
  for (const unit of units) {
    if (current !== '' && current.length + 1 + unit.text.length > PASSAGE_MAX_CHARS) {
      passages.push(current);
      current = '';
    }
    current = current === '' ? unit.text : `${current}${unit.newLine ? '\n' : ' '}${unit.text}`;
    if (current.length >= PASSAGE_MIN_CHARS) {
      passages.push(current);
      current = '';
    }
  }
  if (current !== '') {
    // A short tail joins the passage before it when both fit.
    const last = passages.at(-1);
    if (last !== undefined && last.length + 1 + current.length <= PASSAGE_MAX_CHARS) {
      passages[passages.length - 1] = `${last}\n${current}`;
    } else {
      passages.push(current);
    }
  }
  return passages;
}

// ---------------------------------------------------------------------------------------------------
// The index

interface StoredPassage {
  fileId: string;
  name: string;
  page: number;
  unit: PageUnit;
  text: string;
}

interface StudentIndex {
  version: string;
  index: MiniSearch<{ id: number; text: string }>;
  /** By id; files in name order, pages and passages in order. */
  passages: StoredPassage[];
}

async function buildIndex(
  source: MaterialTextSource,
  userId: string,
  version: string,
): Promise<StudentIndex> {
  // The version is read before the data: data newer than it only means one more rebuild later.
  const [nodes, pages] = await Promise.all([source.listForUser(userId), source.pagesOfUser(userId)]);
  const files = new Map(nodes.filter((node) => node.kind === 'file').map((node) => [node._id, node]));
  const sorted = pages
    .filter((page) => files.has(page.fileId))
    .slice()
    .sort((a, b) => (a.fileId === b.fileId ? a.page - b.page : a.fileId < b.fileId ? -1 : 1));
  const passages: StoredPassage[] = [];
  for (const page of sorted) {
    const file = files.get(page.fileId);
    const name = file?.name ?? '';
    const unit = pageUnitOf(file?.mime);
    for (const text of pagePassages(page.text)) {
      passages.push({ fileId: page.fileId, name, page: page.page, unit, text });
    }
  }
  const index = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    tokenize: (text) => searchWords(text),
    processTerm: (term) => {
      const terms = materialTerms(term);
      return terms.length > 0 ? terms.slice() : null;
    },
  });
  // In chunks, letting other requests run between them (a student with 2,000 pages).
  await index.addAllAsync(
    passages.map((passage, id) => ({ id, text: passage.text })),
    { chunkSize: BUILD_CHUNK },
  );
  return { version, index, passages };
}

function hitOf(passage: StoredPassage, score: number, snippet: string): MaterialHit {
  return { ...passage, score, snippet };
}

/** How many of the query's words a result matched (a word matches through any of its terms). */
function wordsMatched(result: SearchResult, groups: readonly (readonly string[])[]): number {
  const matched = new Set(result.queryTerms);
  return groups.filter((terms) => terms.some((term) => matched.has(term))).length;
}

/** The material search index: see the module comment. */
export function createMaterialSearchIndex(
  source: MaterialTextSource,
  options: MaterialSearchIndexOptions = {},
): MaterialSearchIndex {
  const maxStudents = options.maxStudents ?? DEFAULT_MAX_STUDENTS;
  const students = new Map<string, StudentIndex>();
  const building = new Map<string, { version: string; ready: Promise<StudentIndex> }>();

  async function indexFor(userId: string): Promise<StudentIndex> {
    const version = await source.version(userId);
    const cached = students.get(userId);
    if (cached && cached.version === version) {
      students.delete(userId);
      students.set(userId, cached);
      return cached;
    }
    const pending = building.get(userId);
    if (pending && pending.version === version) return pending.ready;
    const ready = buildIndex(source, userId, version);
    building.set(userId, { version, ready });
    try {
      const built = await ready;
      // A newer build may have finished first: keep whichever is current in the cache.
      if (building.get(userId)?.ready === ready || !students.has(userId)) {
        students.delete(userId);
        students.set(userId, built);
        while (students.size > maxStudents) {
          const oldest = students.keys().next().value;
          if (oldest === undefined) break;
          students.delete(oldest);
        }
      }
      return built;
    } finally {
      if (building.get(userId)?.ready === ready) building.delete(userId);
    }
  }

  async function search(
    userId: string,
    query: string,
    options: MaterialSearchOptions,
  ): Promise<MaterialHit[]> {
    const match = options.match ?? 'all';
    const words = queryWordsOf(query, match);
    if (words.length === 0 || options.limit <= 0) return [];
    options.signal?.throwIfAborted();
    const student = await indexFor(userId);
    options.signal?.throwIfAborted();
    const groups = words.map((word) => materialTerms(word));
    const last = words.length - 1;
    const tree: Query = {
      combineWith: 'OR',
      queries: words.map((word, i) => ({
        queries: [word],
        combineWith: 'OR',
        // The word being typed (the last one) matches as a prefix from 3 letters, the others from 4.
        prefix: (term: string) => term.length >= (i === last && match === 'all' ? 3 : 4),
        fuzzy: (term: string) => (term.length >= 6 && !/\d/.test(term) ? 0.15 : false),
      })),
    };
    const { fileId } = options;
    const results = student.index.search(tree, {
      ...(fileId === undefined
        ? {}
        : { filter: (result: SearchResult) => student.passages[result.id as number]?.fileId === fileId }),
    });
    const required =
      match === 'all' ? words.length : words.length <= 3 ? 1 : Math.max(2, Math.ceil(words.length / 4));
    const top = results[0]?.score ?? 0;
    const hits: MaterialHit[] = [];
    for (const result of results) {
      if (hits.length >= options.limit) break;
      if (match === 'some' && result.score < top * 0.2) break;
      if (wordsMatched(result, groups) < Math.min(required, words.length)) continue;
      const passage = student.passages[result.id as number];
      if (!passage) continue;
      hits.push(hitOf(passage, result.score, snippetOf(passage.text, new Set(result.terms))));
    }
    return hits;
  }

  return {
    search,
    async firstPassages(userId, fileId, limit) {
      const student = await indexFor(userId);
      return student.passages
        .filter((passage) => passage.fileId === fileId)
        .slice(0, limit)
        .map((passage) => hitOf(passage, 0, snippetOf(passage.text, new Set())));
    },
    invalidate(userId) {
      students.delete(userId);
      building.delete(userId);
    },
  };
}

const shared = new WeakMap<MaterialTextSource, MaterialSearchIndex>();

/**
 * The one index of a store's materials repository, shared by everything in the process that searches
 * it (GET /search, the tutor's grounding and the offline engine's retrieval) so a student's index is
 * built and kept once.
 */
export function materialSearchFor(source: MaterialTextSource): MaterialSearchIndex {
  let index = shared.get(source);
  if (!index) {
    index = createMaterialSearchIndex(source);
    shared.set(source, index);
  }
  return index;
}

/** True when every word of `query` matches `text` (stemmed, the last word as a prefix): saved content. */
export function textMatches(text: string, query: string): boolean {
  const words = queryWordsOf(query, 'all');
  if (words.length === 0) return false;
  return termsMatch(new Set(searchWords(text).flatMap((word) => materialTerms(word))), words);
}

/**
 * True when every query word (queryWordsOf) is among a text's terms (materialTerms of its words); the
 * last word may be the start of a term of 3+ letters (search as you type).
 */
export function termsMatch(terms: ReadonlySet<string>, words: readonly string[]): boolean {
  return words.every((word, i) => {
    const group = materialTerms(word);
    if (group.some((term) => terms.has(term))) return true;
    if (i !== words.length - 1) return false;
    return group.some((prefix) => prefix.length >= 3 && [...terms].some((term) => term.startsWith(prefix)));
  });
}

/** The terms of a query (for snippets of texts matched elsewhere). */
export function queryTermsOf(query: string): { terms: Set<string>; prefixes: string[] } {
  const words = queryWordsOf(query, 'all');
  const terms = new Set(words.flatMap((word) => materialTerms(word)));
  const last = words.at(-1);
  return { terms, prefixes: last === undefined ? [] : [...materialTerms(last)] };
}

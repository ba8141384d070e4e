/**
 * Retrieval for the offline engine: the passages that bear on a question, and the part of each worth
 * quoting.
 *
 * Passages come from the request's own sources first (the pages of the file or the lesson the
 * conversation is about, ranked by the question's words they hold; those the materials index scored
 * are kept even when only a stemmed form matched), then from every knowledge base (the student's saved
 * content and files; lessons later), merged by score. Quoting picks the
 * sentences of a passage that hold most of the question's words, with their neighbours for context.
 */
import type { Logger } from '../../logger.ts';
import { normalizeForSearch } from '../../search-text.ts';
import type { KnowledgeBase, Passage } from '../types.ts';
import { splitSentences, type Sentence } from './sentences.ts';
import { QUERY_WORDS } from './stopwords.ts';
import { searchTerms, wordTerms } from './terms.ts';

export interface RetrieveOptions {
  userId: string;
  query: string;
  sources: readonly Passage[];
  knowledge: readonly KnowledgeBase[];
  signal: AbortSignal;
  logger: Logger;
  /** At most this many passages (default 3). */
  limit?: number;
}

const EXCERPT_CHARS = 480;
const EXAMPLE_CUE =
  /\b(?:for example|for instance|e\.g\.|such as|examples?|consider)\b|على سبيل المثال|مثال|مثلا|مثلًا|مثلاً|كأن/iu;

/** The question's search terms: grammar and asking words left out. */
export function questionTerms(question: string): Set<string> {
  const words = normalizeForSearch(question).match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((word) => !QUERY_WORDS.has(word)).flatMap(wordTerms));
}

/** How many of `terms` occur in `text`. */
export function overlap(text: string, terms: ReadonlySet<string>): number {
  if (terms.size === 0) return 0;
  let count = 0;
  for (const term of searchTerms(text)) if (terms.has(term)) count++;
  return count;
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'AbortError');
}

/** The passages for a question: see the module comment. */
export async function retrieve(options: RetrieveOptions): Promise<Passage[]> {
  const limit = options.limit ?? 3;
  const terms = questionTerms(options.query);
  const own = options.sources
    .map((passage, order) => ({ passage, order, hits: overlap(passage.text, terms) }))
    // A passage the index ranked (a stemmed or prefix match the light terms miss) counts too.
    .filter((entry) => entry.hits > 0 || (entry.passage.score ?? 0) > 0 || terms.size === 0)
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .map((entry) => entry.passage);
  const found = await Promise.all(
    options.knowledge.map(async (base) => {
      try {
        return await base.search(options.userId, options.query, { limit: limit + 1, signal: options.signal });
      } catch (error) {
        if (isAbort(error, options.signal)) throw error;
        options.logger.warn({ err: error }, 'offline tutor: a knowledge base failed');
        return [];
      }
    }),
  );
  const merged = found.flat().sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  const seen = new Set<string>();
  const passages: Passage[] = [];
  for (const passage of [...own, ...merged]) {
    const key = `${passage.source.kind}:${passage.source.id}:${passage.text.slice(0, 80)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    passages.push(passage);
    if (passages.length >= limit) break;
  }
  return passages;
}

function render(sentences: readonly Sentence[]): string {
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let paragraphIndex = -1;
  const flush = () => {
    if (paragraph.length > 0) blocks.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const sentence of sentences) {
    if (sentence.kind === 'item') {
      flush();
      blocks.push(`- ${sentence.text}`);
    } else if (sentence.kind === 'heading') {
      flush();
      blocks.push(`**${sentence.text}**`);
    } else {
      if (sentence.paragraph !== paragraphIndex) flush();
      paragraph.push(sentence.text);
    }
    paragraphIndex = sentence.paragraph;
  }
  flush();
  // Items of one list stay together; other blocks are separate paragraphs.
  return blocks.reduce(
    (text, block, i) => (i === 0 ? block : `${text}${block.startsWith('- ') ? '\n' : '\n\n'}${block}`),
    '',
  );
}

export interface Excerpt {
  /** Markdown of the quoted part (without quote markers). */
  text: string;
  /** The sentence that holds most of the question's words. */
  best: Sentence | null;
}

/** The part of a passage worth quoting for `terms`: see the module comment. */
export function excerpt(passage: Passage, terms: ReadonlySet<string>): Excerpt {
  return excerptOf(passage.text, terms);
}

function excerptOf(source: string, terms: ReadonlySet<string>): Excerpt {
  const sentences = splitSentences(source);
  if (sentences.length === 0) {
    const text = source.trim();
    return { text: text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text, best: null };
  }
  const scores = sentences.map((sentence) => overlap(sentence.text, terms));
  let best = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[best]!) best = i;
  let start = best;
  let end = best + 1;
  let length = sentences[best]!.text.length;
  if (start > 0 && scores[start - 1]! > 0 && length + sentences[start - 1]!.text.length <= EXCERPT_CHARS) {
    start--;
    length += sentences[start]!.text.length;
  }
  while (end < sentences.length && sentences[end]!.kind !== 'heading') {
    const next = sentences[end]!.text.length;
    if (length + next > EXCERPT_CHARS) break;
    length += next;
    end++;
  }
  // A heading just above the quote says what it is about.
  if (start > 0 && sentences[start - 1]!.kind === 'heading') start--;
  let text = render(sentences.slice(start, end));
  if (start > 0 && !text.startsWith('- ') && !text.startsWith('**')) text = `… ${text}`;
  if (end < sentences.length) text = `${text} …`;
  return { text, best: sentences[best]! };
}

/** A sentence that defines or states: "X is …", "X means …", "يُسمّى …", "هو …". */
const STATES =
  /\b(?:is|are|means?|refers? to|called|is known as)\b|(?:^|\s)(?:هو|هي|يسمي|تسمي|يعني|تعني|نعني|يعرف|تعرف)(?:\s|$)/u;
/** A bold phrase: a lesson writes the term it teaches in bold. */
const BOLD = /\*\*([^*]+)\*\*/g;

/** How well a run of paragraphs answers: see answerExcerpt. */
function answerScore(text: string, terms: ReadonlySet<string>): number {
  const found = new Set<string>();
  let hits = 0;
  for (const term of searchTerms(text)) {
    if (!terms.has(term)) continue;
    found.add(term);
    hits++;
  }
  if (found.size === 0) return 0;
  let taught = 0;
  for (const sentence of splitSentences(text)) {
    const bold = [...sentence.text.matchAll(BOLD)].some(([, phrase]) => overlap(phrase ?? '', terms) > 0);
    if (bold && STATES.test(normalizeForSearch(sentence.text))) taught++;
  }
  return 2 * found.size + 0.25 * Math.min(hits, 8) + Math.min(taught, 2);
}

/**
 * The part of a lesson section that answers a question, for quoting: the whole section when it is
 * up to `maxChars`, else the run of whole paragraphs of at most `maxChars` that answers best: the
 * most of the question's terms (so "the difference between A and B" quotes what it says of both),
 * then a sentence that teaches one of them (a term in bold that the sentence defines: "**Mass** is
 * …"), then how often they occur; the earliest run on a tie. A paragraph longer than `maxChars` is
 * cut to its best sentences (excerpt). Text left out before or after is marked "…".
 */
export function answerExcerpt(text: string, terms: ReadonlySet<string>, maxChars: number): string {
  const whole = text.trim();
  if (whole.length <= maxChars) return whole;
  const paragraphs = whole
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  let best = { start: 0, end: 1, score: -1 };
  for (let start = 0; start < paragraphs.length; start++) {
    let end = start + 1;
    let length = paragraphs[start]!.length;
    while (end < paragraphs.length && length + paragraphs[end]!.length + 2 <= maxChars) {
      length += paragraphs[end]!.length + 2;
      end++;
    }
    const score = answerScore(paragraphs.slice(start, end).join('\n\n'), terms);
    if (score > best.score) best = { start, end, score };
  }
  let quoted = paragraphs.slice(best.start, best.end).join('\n\n');
  if (quoted.length > maxChars) quoted = excerptOf(quoted, terms).text;
  if (best.start > 0 && !/^(?:[-*+]\s|\||#|\d+[.)]\s)/.test(quoted) && !quoted.startsWith('…'))
    quoted = `… ${quoted}`;
  if (best.end < paragraphs.length && !quoted.endsWith('…')) quoted = `${quoted} …`;
  return quoted;
}

/** Sentences of the passage that give an example (for the "examples" action), best first. */
export function exampleSentences(passage: Passage, terms: ReadonlySet<string>, max = 3): Sentence[] {
  return splitSentences(passage.text)
    .filter((sentence) => sentence.kind !== 'heading' && EXAMPLE_CUE.test(sentence.text))
    .map((sentence) => ({ sentence, hits: overlap(sentence.text, terms) }))
    .sort((a, b) => b.hits - a.hits || a.sentence.index - b.sentence.index)
    .slice(0, max)
    .map((entry) => entry.sentence)
    .sort((a, b) => a.index - b.index);
}

/** A Markdown block quote of `text`. */
export function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '>' : `> ${line}`))
    .join('\n');
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * A fill-in-the-blank version of a sentence, for hints: the longest meaningful word that is not one of
 * the question's becomes "____" (the student recalls it). Null when no word qualifies.
 */
export function cloze(sentence: string, terms: ReadonlySet<string>): { text: string; answer: string } | null {
  let chosen: { index: number; word: string; length: number } | null = null;
  for (const match of sentence.matchAll(WORD)) {
    const normalized = normalizeForSearch(match[0]);
    const wordTermList = wordTerms(normalized);
    if (wordTermList.length === 0 || /^\d+$/.test(normalized) || normalized.length < 4) continue;
    if (wordTermList.some((term) => terms.has(term))) continue;
    if (!chosen || normalized.length > chosen.length) {
      chosen = { index: match.index, word: match[0], length: normalized.length };
    }
  }
  if (!chosen) return null;
  const text = `${sentence.slice(0, chosen.index)}____${sentence.slice(chosen.index + chosen.word.length)}`;
  return { text, answer: chosen.word };
}

/** The words of `question` (as written) whose terms occur in `text`, at most `max`, in order. */
export function sharedWords(question: string, text: string, max = 3): string[] {
  const inText = new Set(searchTerms(text));
  const words: string[] = [];
  for (const match of question.matchAll(WORD)) {
    const normalized = normalizeForSearch(match[0]);
    if (QUERY_WORDS.has(normalized)) continue;
    if (!wordTerms(normalized).some((term) => inText.has(term))) continue;
    if (words.some((word) => normalizeForSearch(word) === normalized)) continue;
    words.push(match[0]);
    if (words.length >= max) break;
  }
  return words;
}

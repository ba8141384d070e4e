/**
 * The student's own material as the generators read it: passages of text, each with the source a
 * question made from it links to (a file and page, a saved item, a conversation message), and their
 * informative sentences.
 *
 * Pages extracted from PDFs hold the PDF's lines, not its paragraphs: `reflow` joins the lines of a
 * paragraph (and words hyphenated across lines) before the sentences are cut, and keeps short lines
 * without final punctuation (headings) apart. Markdown (saved items, tutor replies) is cut as it is.
 */
import { splitSentences } from '../../tutor/offline/sentences.ts';
import { detectLanguage } from '../../tutor/offline/language.ts';
import type { Locale } from '../../tutor/types.ts';
import type { QuestionSource } from '../types.ts';

export interface MaterialPassage {
  text: string;
  source: QuestionSource;
  /** Text extracted from a page (lines of a PDF) rather than Markdown written as paragraphs. */
  extracted: boolean;
}

export interface MaterialSentence {
  text: string;
  source: QuestionSource;
  /** Index of its passage. */
  passage: number;
  /** Order in the material. */
  index: number;
}

const TERMINAL = /[.!?؟؛:…۔]["'”’»)\]]*$/;
const LIST_ITEM = /^(?:[-*+•▪◦]|\d{1,3}[.)])\s+/;

/**
 * A line that stands alone (a heading or a caption): short, without final punctuation, and not
 * continued by the next line (which would start with a lower-case Latin letter).
 */
function isHeadingLike(line: string, next: string | undefined): boolean {
  const words = line.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length > 6 || TERMINAL.test(line) || /^\p{Ll}/u.test(line)) return false;
  return next === undefined || !/^\p{Ll}/u.test(next);
}

/** Joins the lines of each paragraph of an extracted page (see the module comment). */
export function reflow(text: string): string {
  const blocks: string[] = [];
  let current = '';
  const flush = () => {
    if (current !== '') blocks.push(current);
    current = '';
  };
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((raw) => raw.trim().replace(/\s+/g, ' '));
  lines.forEach((line, index) => {
    if (line === '') {
      flush();
      return;
    }
    const next = lines[index + 1];
    const startsParagraph = current === '' || TERMINAL.test(current);
    if (LIST_ITEM.test(line) || (startsParagraph && isHeadingLike(line, next === '' ? undefined : next))) {
      flush();
      blocks.push(line);
      return;
    }
    if (current === '') current = line;
    else if (/\p{L}-$/u.test(current) && /^\p{Ll}/u.test(line)) current = current.slice(0, -1) + line;
    else current = `${current} ${line}`;
  });
  flush();
  return blocks.join('\n\n');
}

/** Markdown reduced to its words: links keep their text, citations and emphasis marks go. */
export function plainText(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\(#[^)]*\)/g, '') // citations: [p. 3](#page=3), [§ 1](#section=s1)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const MIN_WORDS = 6;
const MAX_WORDS = 40;
const MAX_CHARS = 280;
/** Math, code, tables, addresses: not prose to ask about. */
const NOT_PROSE = /[$|=<>{}\\]|https?:|www\./;

/** Whether a sentence is worth a question: a statement of ordinary length, mostly words, in `language`. */
export function isInformative(text: string, language: Locale): boolean {
  if (text.length > MAX_CHARS || NOT_PROSE.test(text)) return false;
  if (/[?؟]["'”’»)]*$/.test(text)) return false;
  if (/^\p{Ll}/u.test(text)) return false; // a fragment (a sentence cut by a page break)
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < MIN_WORDS || words.length > MAX_WORDS) return false;
  const visible = text.replace(/\s/g, '').length;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters / visible < 0.7) return false;
  return detectLanguage(text, language) === language;
}

/** The language most of the material is written in (from its first 20,000 characters). */
export function materialLanguage(passages: readonly MaterialPassage[], fallback: Locale = 'en'): Locale {
  let sample = '';
  for (const passage of passages) {
    if (sample.length >= 20_000) break;
    sample += `${passage.text.slice(0, 20_000 - sample.length)}\n`;
  }
  return detectLanguage(sample, fallback);
}

/** The informative sentences of the material, in order (see isInformative). */
export function informativeSentences(
  passages: readonly MaterialPassage[],
  language: Locale,
): MaterialSentence[] {
  const sentences: MaterialSentence[] = [];
  passages.forEach((passage, index) => {
    const text = passage.extracted ? reflow(passage.text) : passage.text;
    for (const sentence of splitSentences(text)) {
      if (sentence.kind === 'heading') continue;
      const clean = plainText(sentence.text);
      if (!isInformative(clean, language)) continue;
      sentences.push({ text: clean, source: passage.source, passage: index, index: sentences.length });
    }
  });
  return sentences;
}

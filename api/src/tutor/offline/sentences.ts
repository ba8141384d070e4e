/**
 * Sentence splitting for English and Arabic Markdown (a tutor reply, a saved item, a lesson).
 *
 * Boundaries: a full stop (. or the Arabic ۔), ! ? ؟, the Arabic semicolon ؛, and every line break. A
 * stop is only a boundary when whitespace or the end follows it, so decimals (3.14), versions and
 * addresses stay whole; known abbreviations (e.g., Dr., Fig. 2, a.m.) and initials (J. K.) do not end a
 * sentence, nor does a full stop followed by a lower-case Latin letter. Inline code and \(...\) math
 * are never split. Markdown list items stay one unit each (without their marker); headings are kept
 * apart; code blocks, display math blocks, tables and rules are not prose and are left out.
 */

export interface Sentence {
  /** The sentence as written (trimmed; a list item without its marker). */
  text: string;
  kind: 'sentence' | 'item' | 'heading';
  /** Which block of the text (blocks are separated by blank lines, headings, code, lists). */
  paragraph: number;
  /** Order in the text, from 0. */
  index: number;
}

const TERMINATORS = new Set(['.', '!', '?', '؟', '؛', '۔', '…']);
const CLOSERS = new Set(['"', "'", '”', '’', ')', ']', '»', '*', '_']);
/** Abbreviations a full stop follows without ending the sentence (lower case, inner dots kept). */
const ABBREVIATIONS = new Set(
  [
    'mr mrs ms dr prof sr jr st vs e.g i.e fig figs no nos vol approx eq eqs ch sec p pp cf al inc ltd co',
    'dept est ca ed eds min max avg mt op cit ph.d b.sc m.sc a.m p.m u.s u.k',
    'jan feb mar apr jun jul aug sep sept oct nov dec',
  ]
    .join(' ')
    .split(' '),
);
/** Abbreviations that may also end a sentence: a boundary when a capital letter follows. */
const SOMETIMES_FINAL = new Set(['etc', 'a.m', 'p.m', 'u.s', 'u.k', 'al']);

const LIST_ITEM = /^\s{0,3}(?:[-*+]|\d{1,3}[.)])\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s{0,3}(```|~~~)/;
const RULE = /^\s{0,3}(?:[-*_]\s*){3,}$/;
const TABLE_ROW = /^\s*\|/;
const QUOTE = /^\s{0,3}>\s?/;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** The word just before position `end` (from the last whitespace), without leading brackets or quotes. */
function wordBefore(text: string, end: number): string {
  let start = end;
  while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
  return text.slice(start, end).replace(/^[("'“‘«[]+/, '');
}

function isBoundaryStop(line: string, stopAt: number, next: string | undefined): boolean {
  const word = wordBefore(line, stopAt);
  const lower = word.toLowerCase();
  const nextIsCapital = next !== undefined && /[A-Z]/.test(next);
  if (next !== undefined && /[a-z]/.test(next)) return false;
  if (ABBREVIATIONS.has(lower)) return SOMETIMES_FINAL.has(lower) && nextIsCapital;
  if (SOMETIMES_FINAL.has(lower)) return nextIsCapital || next === undefined;
  // Initials (J. K. Rowling) and single Arabic letters used as abbreviations (د. for doctor, ص. for page).
  if (/^[A-Z]$/.test(word) || /^[\u0621-\u064A]$/.test(word)) return false;
  // Dotted abbreviations written with inner dots (U.S.A., e.g): a letter, a dot, a letter...
  if (/^(?:\p{L}\.)+\p{L}$/u.test(word) && word.length <= 7) return nextIsCapital || next === undefined;
  return true;
}

/** Splits one line of prose into sentences (the line has no line breaks). */
export function splitLine(line: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  let i = 0;
  while (i < line.length) {
    const char = line[i]!;
    if (char === '`') {
      const close = line.indexOf('`', i + 1);
      i = close === -1 ? i + 1 : close + 1;
      continue;
    }
    if (char === '\\' && line[i + 1] === '(') {
      const close = line.indexOf('\\)', i + 2);
      i = close === -1 ? i + 2 : close + 2;
      continue;
    }
    if (!TERMINATORS.has(char)) {
      i++;
      continue;
    }
    let end = i;
    while (end < line.length && TERMINATORS.has(line[end]!)) end++;
    while (end < line.length && CLOSERS.has(line[end]!)) end++;
    const after = line[end];
    if (after !== undefined && !/\s/.test(after)) {
      i = end;
      continue;
    }
    let nextIndex = end;
    while (nextIndex < line.length && /\s/.test(line[nextIndex]!)) nextIndex++;
    const next = line[nextIndex];
    const onlyFullStop = line.slice(i, end).replace(/[^.!?؟؛۔…]/g, '') === '.';
    if (!onlyFullStop || isBoundaryStop(line, i, next)) {
      pieces.push(line.slice(start, end));
      start = end;
    }
    i = end;
  }
  pieces.push(line.slice(start));
  return pieces.map((piece) => piece.trim()).filter((piece) => HAS_WORD.test(piece));
}

/** The sentences of a Markdown text, in order: see the module comment. */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let paragraph = 0;
  let inParagraph = false;
  let fence: string | null = null;
  let inDisplayMath = false;

  const push = (piece: string, kind: Sentence['kind']) => {
    sentences.push({ text: piece, kind, paragraph, index: sentences.length });
  };
  const endParagraph = () => {
    if (inParagraph) paragraph++;
    inParagraph = false;
  };

  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMatch = FENCE.exec(rawLine);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1] === fence) fence = null;
      continue;
    }
    if (fenceMatch) {
      endParagraph();
      fence = fenceMatch[1]!;
      continue;
    }
    const trimmed = rawLine.trim();
    if (inDisplayMath) {
      if (trimmed.endsWith('$$') || trimmed.endsWith('\\]')) inDisplayMath = false;
      continue;
    }
    if (trimmed.startsWith('$$') || trimmed.startsWith('\\[')) {
      const rest = trimmed.slice(2);
      if (!rest.endsWith('$$') && !rest.endsWith('\\]')) inDisplayMath = true;
      endParagraph();
      continue;
    }
    if (trimmed === '' || RULE.test(trimmed) || TABLE_ROW.test(trimmed)) {
      endParagraph();
      continue;
    }
    const line = rawLine.replace(QUOTE, '');
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      if (HAS_WORD.test(heading[1]!)) push(heading[1]!.trim(), 'heading');
      paragraph++;
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const itemText = item[1]!.trim();
      if (HAS_WORD.test(itemText)) push(itemText, 'item');
      inParagraph = true;
      continue;
    }
    for (const piece of splitLine(line)) push(piece, 'sentence');
    inParagraph = true;
  }
  return sentences;
}

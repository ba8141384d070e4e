/**
 * Turns pdfjs text items into lines of text in reading (logical) order, English and Arabic.
 *
 * pdfjs returns what the PDF draws: for Arabic often one glyph per item, in visual order (left to
 * right on the page), as presentation forms (ﻛﺘﺐ); some producers give whole runs that pdfjs already
 * put in logical order. So: items are grouped into lines by their baseline (y), ordered left to right
 * by x, cut into runs of one direction (Arabic letters right to left; Latin letters and digits left
 * to right; spaces and punctuation take the direction around them), and the runs are read in the
 * line's direction (the direction of most of its letters): a right-to-left line reads its runs from
 * right to left and the glyphs of an Arabic run by x descending, while a number or an English word in
 * it keeps its left-to-right order. Finally `normalize('NFKC')` maps presentation forms to the
 * letters (ﻛﺘﺐ -> كتب, ﻻ -> لا), which gave the exact text in practice.
 */

/** The fields of a pdfjs TextItem that matter here. */
export interface PositionedText {
  str: string;
  /** pdfjs's guess for the item (`ltr`, `rtl` or `ttb`); a multi-glyph `rtl` item is in logical order. */
  dir?: string;
  /** [a, b, c, d, x, y]: x, y is where the item starts (its left end), in PDF units, y upwards. */
  transform: number[];
  width: number;
  height?: number;
}

type Direction = 'L' | 'R' | 'N';

const ARABIC_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const LTR_LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;
const ARABIC_LETTERS = /[\p{Script=Arabic}\p{Script=Hebrew}]/gu;
const OTHER_LETTERS = /[\p{L}]/gu;
/** Bidi controls and zero-width marks that PDFs and OCR add around runs. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
/** A gap between items wider than this share of the font size is a space. */
const SPACE_GAP = 0.2;

function classify(text: string): Direction {
  if (ARABIC_LETTER.test(text)) return 'R';
  // Digits (also Arabic-Indic ones, which are \p{Nd}) read left to right inside Arabic text.
  if (LTR_LETTER_OR_DIGIT.test(text)) return 'L';
  return 'N';
}

function sizeOf(item: PositionedText): number {
  const [, , c = 0, d = 0] = item.transform;
  return Math.hypot(c, d) || item.height || 1;
}

interface Placed {
  text: string;
  x: number;
  y: number;
  right: number;
  size: number;
}

/**
 * Text after NFKC, without bidi controls and tatweel (kashida, a stretching stroke), diacritics kept
 * on their letters (NFKC turns an isolated-form diacritic into a space and the mark).
 */
export function normalizeExtracted(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/\u0640/g, '')
    .replace(/ +([\u064B-\u065F\u0670])/g, '$1');
}

// eslint-disable-next-line no-control-regex -- NUL is what pdfjs gives for a glyph without Unicode
const UNMAPPED_PAIR = /\u0000\s?\u0000/g;
// eslint-disable-next-line no-control-regex -- control characters are dropped from the text
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F\uFFFD]/g;

/**
 * Glyphs the PDF maps to U+0000: Skia (Chrome's "Save as PDF", Google Docs) writes no Unicode for
 * the two glyphs of a lam-alef ligature (لا, لأ, لإ, لآ), so pdfjs reads them as two NULs (sometimes
 * with a space between). In a line with Arabic such a pair is read as لا (the hamza is lost: الأرض ->
 * الارض, which search normalizes anyway); every other control character is dropped.
 */
export function repairUnmapped(line: string): string {
  const repaired = ARABIC_LETTER.test(line) ? line.replace(UNMAPPED_PAIR, 'لا') : line;
  return repaired.replace(CONTROL, '');
}

/** One line's items (any order) as text in reading order, before normalization. */
export function readLine(items: readonly Placed[]): string {
  const visual = [...items].sort((a, b) => a.x - b.x);
  if (visual.length === 0) return '';
  // Between visual neighbours i and i+1: does a gap stand for a space?
  const space = visual.slice(0, -1).map((item, i) => {
    const next = visual[i + 1]!;
    const gap = next.x - item.right;
    return (
      gap > SPACE_GAP * Math.max(item.size, next.size) && !/\s$/.test(item.text) && !/^\s/.test(next.text)
    );
  });
  const all = visual.map((item) => item.text).join('');
  const arabic = all.match(ARABIC_LETTERS)?.length ?? 0;
  const others = (all.match(OTHER_LETTERS)?.length ?? 0) - arabic;
  const base: Direction = arabic > others ? 'R' : 'L';

  // Resolve neutrals: between two runs of one direction they take it; elsewhere the line's direction.
  const dirs = visual.map((item) => classify(item.text));
  for (let i = 0; i < dirs.length; i++) {
    if (dirs[i] !== 'N') continue;
    let end = i;
    while (end < dirs.length && dirs[end] === 'N') end++;
    const before = i > 0 ? dirs[i - 1] : base;
    const after = end < dirs.length ? dirs[end] : base;
    const resolved = before === after ? before! : base;
    for (let k = i; k < end; k++) dirs[k] = resolved;
    i = end - 1;
  }

  // Runs of one direction, left to right on the page.
  const runs: { start: number; end: number; dir: Direction }[] = [];
  for (let i = 0; i < visual.length; i++) {
    const last = runs.at(-1);
    if (last && last.dir === dirs[i]) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, dir: dirs[i]! });
  }
  const readRun = (run: { start: number; end: number; dir: Direction }): string => {
    const order = Array.from({ length: run.end - run.start }, (_, k) => run.start + k);
    if (run.dir === 'R') order.reverse();
    let text = '';
    order.forEach((index, k) => {
      if (k > 0 && space[Math.min(index, order[k - 1]!)]) text += ' ';
      text += visual[index]!.text;
    });
    return text;
  };
  const ordered = base === 'R' ? [...runs].reverse() : runs;
  let line = '';
  ordered.forEach((run, k) => {
    if (k > 0) {
      // The two runs are visual neighbours: the gap between them is before the right one's start.
      const right = base === 'R' ? ordered[k - 1]! : run;
      if (space[right.start - 1]) line += ' ';
    }
    line += readRun(run);
  });
  return line;
}

/**
 * The text of a page from its pdfjs items (in content-stream order): one line per baseline, lines in
 * the order the page draws them, normalized; blank lines dropped.
 */
export function pageText(items: readonly PositionedText[]): string {
  const lines: Placed[][] = [];
  let current: Placed[] | null = null;
  let currentY = 0;
  let currentSize = 0;
  for (const item of items) {
    if (item.str.length === 0) continue;
    const size = sizeOf(item);
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const placed = { text: item.str, x, y, right: x + item.width, size };
    if (current && Math.abs(y - currentY) <= 0.5 * Math.max(size, currentSize)) {
      current.push(placed);
      currentSize = Math.max(currentSize, size);
    } else {
      current = [placed];
      lines.push(current);
      currentY = y;
      currentSize = size;
    }
  }
  return lines
    .map((line) =>
      normalizeExtracted(repairUnmapped(readLine(line)))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line.length > 0)
    .join('\n');
}

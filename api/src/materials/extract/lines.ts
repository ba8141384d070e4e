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

const ARABIC_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
/** Letters only (Arabic-Indic digits are of the Arabic script too, but do not decide a direction). */
const ARABIC_LETTERS = /(?!\p{Nd})[\p{Script=Arabic}\p{Script=Hebrew}]/gu;
/**
 * Characters drawn mirrored in right-to-left text (Unicode's Bidi_Mirroring_Glyph pairs that occur in
 * study material). A PDF draws the mirrored shape and names it by that shape: the opening bracket of
 * "مادة (12)" is drawn as ")" at the right. Read right to left, the shape is mirrored back.
 */
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
  '‹': '›',
  '›': '‹',
  '﴾': '﴿',
  '﴿': '﴾',
};
const mirror = (text: string) => text.replace(/[()[\]{}<>«»‹›﴾﴿]/g, (c) => MIRRORED[c] ?? c);
const OTHER_LETTERS = /[\p{L}]/gu;
/** Bidi controls and zero-width marks that PDFs and OCR add around runs. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
/** A gap between items wider than this share of the font size is a space. */
const SPACE_GAP = 0.2;

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

type BidiType = 'L' | 'R' | 'EN' | 'AN' | 'N';

const EUROPEAN_NUMBER = /^[\p{Nd}.,:/-]*[0-9][\p{Nd}.,:/-]*$/u;
const NUMBER = /^[\p{Nd}.,:/-]*\p{Nd}[\p{Nd}.,:/-]*$/u;

/** A visual item's bidi class: its first letter's direction, or a number, or neutral. */
function bidiType(text: string): BidiType {
  if (EUROPEAN_NUMBER.test(text)) return 'EN';
  // Arabic-Indic digits (of the Arabic script, yet a number reads left to right).
  if (NUMBER.test(text)) return 'AN';
  const strong = text.match(/(?!\p{Nd})[\p{L}]/u)?.[0];
  if (!strong) return 'N';
  return ARABIC_LETTER.test(strong) ? 'R' : 'L';
}

const ONLY_MARKS = /^\p{M}+$/u;
const ONE_LETTER = /^\p{L}\p{M}*$/u;

/**
 * A mark drawn as its own glyph (a tanween, a shadda, a vowel sign) sits anywhere over its letter's
 * box, so by position alone it can fall after the letter and read one letter early (أيًضا for
 * أيضًا, a Word document). Such a mark joins the single letter whose box holds it, and is read with it.
 */
function attachMarks(sorted: Placed[]): Placed[] {
  const out: Placed[] = [];
  const joined = new Set<Placed>();
  for (const item of sorted) {
    if (!ONLY_MARKS.test(item.text)) continue;
    const centre = (item.x + Math.max(item.x, item.right)) / 2;
    const base = sorted.find(
      (other) => other !== item && ONE_LETTER.test(other.text) && other.x <= centre && centre <= other.right,
    );
    if (!base) continue;
    base.text += item.text;
    joined.add(item);
  }
  for (const item of sorted) if (!joined.has(item)) out.push(item);
  return out;
}

/**
 * One line's items (any order) as text in reading order, before normalization.
 *
 * The Unicode bidirectional algorithm run backwards. A page shows a line in visual order (left to
 * right); the levels the algorithm gives each character are found from the characters' classes
 * (Arabic letters right to left, Latin letters left to right, numbers left to right inside either,
 * neutrals such as spaces and brackets taking the direction around them), and the reordering it
 * applies (reversing every run at or above each level, highest first) is its own inverse: applied to
 * the visual order it gives the logical order. Items stay whole, so a glyph whose text has several
 * characters (a ligature) keeps their order, and a bracket read right to left is mirrored back.
 */
export function readLine(items: readonly Placed[]): string {
  const sorted = attachMarks(items.map((item) => ({ ...item })).sort((a, b) => a.x - b.x));
  if (sorted.length === 0) return '';
  // Gaps wide enough are spaces: explicit items, so they are reordered like any neutral.
  const visual: string[] = [];
  sorted.forEach((item, i) => {
    const previous = sorted[i - 1];
    if (
      previous &&
      item.x - previous.right > SPACE_GAP * Math.max(item.size, previous.size) &&
      !/\s$/.test(previous.text) &&
      !/^\s/.test(item.text)
    )
      visual.push(' ');
    visual.push(item.text);
  });

  const all = visual.join('');
  const arabic = all.match(ARABIC_LETTERS)?.length ?? 0;
  const others = (all.match(OTHER_LETTERS)?.length ?? 0) - arabic;
  const base: 'L' | 'R' = arabic > others ? 'R' : 'L';
  const types = visual.map(bidiType);

  // The nearest strong class (L or R) on each side of position i; the line's direction past its ends.
  const strongLeft = (i: number): 'L' | 'R' => {
    for (let k = i - 1; k >= 0; k--) if (types[k] === 'L' || types[k] === 'R') return types[k] as 'L' | 'R';
    return base;
  };
  const strongRight = (i: number): 'L' | 'R' => {
    for (let k = i + 1; k < types.length; k++)
      if (types[k] === 'L' || types[k] === 'R') return types[k] as 'L' | 'R';
    return base;
  };
  // A European number next to Latin text belongs to it (rule W7); among Arabic it is a number there.
  const resolved = types.map((type, i) => {
    if (type === 'EN') return strongLeft(i) === 'L' || strongRight(i) === 'L' ? 'L' : 'AN';
    return type;
  });
  // Neutrals between two sides of one direction take it (numbers count as right to left, rule N1);
  // otherwise the line's direction (N2).
  const asStrong = (type: BidiType | undefined): 'L' | 'R' => (type === 'L' ? 'L' : 'R');
  for (let i = 0; i < resolved.length; i++) {
    if (resolved[i] !== 'N') continue;
    let end = i;
    while (end < resolved.length && resolved[end] === 'N') end++;
    const before = i > 0 ? asStrong(resolved[i - 1]) : base;
    const after = end < resolved.length ? asStrong(resolved[end]) : base;
    const direction = before === after ? before : base;
    for (let k = i; k < end; k++) resolved[k] = direction;
    i = end - 1;
  }
  // Levels (rules I1, I2): on a left-to-right line L 0, R 1, numbers 2; on a right-to-left line R 1,
  // L and numbers 2.
  const levels = resolved.map((type) => {
    if (base === 'L') return type === 'L' ? 0 : type === 'R' ? 1 : 2;
    return type === 'R' ? 1 : 2;
  });
  const text = visual.map((piece, i) => (levels[i]! % 2 === 1 ? mirror(piece) : piece));
  // Rule L2: from the highest level down to the lowest odd one, reverse every run at that level or above.
  const order = text.map((_, i) => i);
  const highest = Math.max(...levels);
  const lowestOdd = levels.reduce((low, level) => (level % 2 === 1 ? Math.min(low, level) : low), Infinity);
  for (let level = highest; level >= Math.min(lowestOdd, highest); level--) {
    if (level === 0) break;
    for (let i = 0; i < order.length; i++) {
      if (levels[order[i]!]! < level) continue;
      let end = i;
      while (end < order.length && levels[order[end]!]! >= level) end++;
      order.splice(i, end - i, ...order.slice(i, end).reverse());
      i = end - 1;
    }
  }
  return order.map((i) => text[i]).join('');
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

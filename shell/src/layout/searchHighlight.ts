// Which words of a search hit's snippet the student's query matched, to mark them. The API finds
// hits through Arabic normalization and stemming; this is the same idea, light, on the client: a
// snippet word is marked when, with diacritics and tatweel removed, the hamza and alef forms, taa
// marbuta and alef maqsura folded, case ignored and a few common affixes set aside, it starts with
// a query word (or is the start of one).

export interface Segment {
  text: string;
  match: boolean;
}

// Harakat, tanween, shadda, sukun, superscript alef, Quranic marks, tatweel.
const IGNORED = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/;
const FOLD: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ي',
  ى: 'ي',
  ة: 'ه',
};

/** One character, normalized: '' when it is ignored (presentation forms go through NFKC). */
function foldChar(ch: string): string {
  let out = '';
  for (const c of ch.normalize('NFKC').toLowerCase()) {
    if (IGNORED.test(c)) continue;
    out += FOLD[c] ?? c;
  }
  return out;
}

/** The normalized text (as above). */
export const normalizeForSearch = (text: string): string => [...text].map(foldChar).join('');

const AR_PREFIXES = ['وال', 'فال', 'بال', 'كال', 'لل', 'ال'];
const AR_SUFFIXES = ['ات', 'ون', 'ين', 'ان', 'ها', 'هم', 'يه', 'ه', 'ي'];
const EN_SUFFIXES = ['ing', 'es', 'ed', 's'];

/** A normalized word with one common prefix and one common suffix set aside (never below 2 letters). */
export function lightStem(word: string): string {
  let w = word;
  const prefix = AR_PREFIXES.find((p) => w.startsWith(p) && w.length - p.length >= 2);
  if (prefix) w = w.slice(prefix.length);
  const suffixes = /[a-z]/.test(w) ? EN_SUFFIXES : AR_SUFFIXES;
  const suffix = suffixes.find((s) => w.endsWith(s) && w.length - s.length >= 3);
  if (suffix) w = w.slice(0, -suffix.length);
  return w;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The query's words, normalized and stemmed (one-letter words left out). */
export function queryStems(query: string): string[] {
  const words = normalizeForSearch(query).match(WORD) ?? [];
  return [...new Set(words.map(lightStem).filter((w) => w.length >= 2))];
}

const matches = (stem: string, terms: string[]) =>
  terms.some((t) => stem.startsWith(t) || (stem.length >= 3 && t.startsWith(stem)));

/** The snippet cut into segments, the words the query matched marked. */
export function highlight(snippet: string, query: string): Segment[] {
  const terms = queryStems(query);
  if (terms.length === 0 || snippet === '') return snippet ? [{ text: snippet, match: false }] : [];
  // The normalized text, and for each of its characters the index of the snippet character it came from.
  const chars = [...snippet];
  const starts: number[] = [];
  let offset = 0;
  let normalized = '';
  const from: number[] = [];
  chars.forEach((ch, i) => {
    starts.push(offset);
    offset += ch.length;
    for (const c of foldChar(ch)) {
      normalized += c;
      from.push(i);
    }
  });
  starts.push(offset);

  const ranges: Array<[number, number]> = [];
  for (const m of normalized.matchAll(WORD)) {
    if (!matches(lightStem(m[0]), terms)) continue;
    const first = from[m.index]!;
    const last = from[m.index + m[0].length - 1]!;
    // Diacritics right after the word's last letter belong to it.
    let end = last + 1;
    while (end < chars.length && foldChar(chars[end]!) === '') end++;
    ranges.push([starts[first]!, starts[end]!]);
  }

  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) segments.push({ text: snippet.slice(at, start), match: false });
    segments.push({ text: snippet.slice(start, end), match: true });
    at = end;
  }
  if (at < snippet.length) segments.push({ text: snippet.slice(at), match: false });
  return segments;
}

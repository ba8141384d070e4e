/**
 * Comparing extracted text with the corpus's ground truth (api/corpus/manifest.json): used by the
 * corpus tests and bench/documents.mjs.
 */

/** Lines joined (a word hyphenated across a line break joined again), diacritics and tatweel removed, spaces collapsed. */
export function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How many times the passage occurs in the text (both made comparable). */
export function occurrences(text: string, passage: string): number {
  const haystack = comparable(text);
  const needle = comparable(passage);
  if (!needle) return 0;
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length))
    count++;
  return count;
}

/**
 * The character error rate of the passage in the text: the fewest edits (insertions, deletions,
 * substitutions of characters) that turn some stretch of the text into the passage, divided by the
 * passage's length (Sellers' approximate matching). 0 when the passage is there as it is.
 */
export function characterErrorRate(text: string, passage: string): number {
  const t = [...comparable(text)];
  const p = [...comparable(passage)];
  if (p.length === 0) return 0;
  // previous[j]: edits to match p[0..i) ending at t[j] (a match may start anywhere: row 0 is all 0).
  let previous = new Array<number>(t.length + 1).fill(0);
  for (let i = 1; i <= p.length; i++) {
    const current = new Array<number>(t.length + 1);
    current[0] = i;
    for (let j = 1; j <= t.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (p[i - 1] === t[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return Math.min(...previous) / p.length;
}

/** Levenshtein distance: the fewest insertions, deletions and substitutions turning `a` into `b`. */
export function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The character error rate of a whole reading against a whole truth (edits over the truth's length). */
export function wholeErrorRate(read: string, truth: string): number {
  const t = [...comparable(truth)];
  const r = [...comparable(read)];
  if (t.length === 0) return r.length === 0 ? 0 : 1;
  return editDistance(t, r) / t.length;
}

export interface TruthPassage {
  page: number;
  text: string;
  count?: number;
  from: string;
}

export interface CorpusDocument {
  id: string;
  file: string;
  source: string;
  licence: string;
  producer: string;
  language: string;
  route: string;
  why: string;
  truth: TruthPassage[];
}

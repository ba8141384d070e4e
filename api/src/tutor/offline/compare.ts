/**
 * Questions that compare two things: "What is the difference between skimming and scanning?",
 * "excited vs exciting", "When do we use for and when since?", "ما الفرق بين معراة البذور ومغطاة
 * البذور؟", "متى نستعمل for ومتى نستعمل since؟". The answer should say what the lessons teach of both
 * sides: often one section treats the two together (a table of wave types), sometimes each has its
 * own (gymnosperms, then angiosperms). `comparedSides` finds the two sides; `sideWords` the words
 * that name one side and not the other, as they are written (without stems: "excited" and
 * "exciting" share a stem, and "طولية" shares one with "الطول الموجي"), which `mentions` looks for.
 */
import { normalizeForSearch } from '../../search-text.ts';
import { QUERY_WORDS } from './stopwords.ts';

const TRAILING = /[\s?؟.!:]+$/u;
const QUOTES = /["'“”‘’«»]/gu;

/** The two things a question compares, as written, or null when it compares nothing. */
export function comparedSides(question: string): [string, string] | null {
  const text = question.replace(QUOTES, ' ').replace(/\s+/g, ' ').replace(TRAILING, '').trim();
  const patterns: RegExp[] = [
    /\bdiffer(?:ence|ences|ent)?\s+between\s+(.+?)\s+and\s+(.+)$/iu,
    /\b(?:compare|contrast)\s+(.+?)\s+(?:and|with|to)\s+(.+)$/iu,
    /\bwhen\s+(?:do|should|can|would)\s+(?:we|i|you)\s+use\s+(.+?),?\s+and\s+when\s+(?:do\s+(?:we|i|you)\s+use\s+)?(.+)$/iu,
    /^(?:what\s+is\s+|what's\s+)?(.+?)\s+(?:vs\.?|versus)\s+(.+)$/iu,
    /(?<!\p{L})(?:الفرق|الفروق|فرق|الاختلاف)\s+(?:\p{L}+\s+)?بين\s+(.+?)\s+و\s*(.+)$/u,
    /(?<!\p{L})(?:قارن|المقارنة)\s+بين\s+(.+?)\s+و\s*(.+)$/u,
    /(?<!\p{L})متى\s+(?:\p{L}+\s+)?(.+?)\s+ومتى\s+(?:\p{L}+\s+)?(.+)$/u,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const first = (match[1] ?? '').trim();
    // "with the present perfect" after the second side says where, not what.
    const second = (match[2] ?? '').replace(/\s+(?:with|in|for|when|مع|في|عند)\s+.*$/iu, '').trim();
    if (first !== '' && second !== '' && first.toLowerCase() !== second.toLowerCase()) return [first, second];
  }
  return null;
}

/** A word as compared: normalized, without a leading "و" or "ال" (a word of the side, not a stem). */
function surface(word: string): string {
  let form = word;
  if (/^و\p{L}{3,}$/u.test(form)) form = form.slice(1);
  if (/^ال\p{L}{2,}$/u.test(form)) form = form.slice(2);
  return form;
}

function surfaceWords(text: string): Set<string> {
  const words = normalizeForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.map(surface));
}

/** The words of each side that the other side lacks (asking words left out). */
export function sideWords([first, second]: readonly [string, string]): [Set<string>, Set<string>] {
  // Asking words left out, unless the side is only such words ("for" and "since").
  const meaningful = (side: string) => {
    const all = [...surfaceWords(side)];
    const kept = all.filter((word) => !QUERY_WORDS.has(word) && !QUERY_WORDS.has(`ال${word}`));
    return new Set(kept.length > 0 ? kept : all);
  };
  const a = meaningful(first);
  const b = meaningful(second);
  return [new Set([...a].filter((word) => !b.has(word))), new Set([...b].filter((word) => !a.has(word)))];
}

/** How many times `text` names the side whose words are `words`. */
export function mentions(text: string, words: ReadonlySet<string>): number {
  if (words.size === 0) return 0;
  let count = 0;
  for (const word of normalizeForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? [])
    if (words.has(surface(word))) count++;
  return count;
}

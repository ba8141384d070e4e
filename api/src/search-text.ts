/**
 * The one normalization for matching what a student types against stored text (conversation search,
 * the offline tutor's retrieval, saved content, later the materials index). Both sides go through it.
 *
 * Arabic: diacritics (harakat, tanween, shadda, sukun, dagger alif) and tatweel are removed; alif with
 * hamza or madda and alif wasla become a bare alif; ta marbuta becomes ha; alif maqsura becomes ya;
 * hamza on waw or ya becomes the bare letter. Presentation forms and Arabic-Indic digits are folded by
 * NFKC and a digit map. Latin: case-folded, accents removed.
 */

const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ALIF_FORMS = /[\u0622\u0623\u0625\u0671\u0672\u0673]/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Normalized text for search: see the module comment. Keeps spaces and punctuation as they are. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(ALIF_FORMS, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0624/g, '\u0648')
    .replace(/\u0626/g, '\u064A')
    .replace(ARABIC_INDIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .normalize('NFD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .toLowerCase();
}

/** Words of a text after normalization (letters and digits of any script). */
export function searchWords(text: string): string[] {
  return normalizeForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** True when every word of `query` occurs in `text` (both normalized), as a word prefix. */
export function matchesQuery(text: string, query: string): boolean {
  const words = searchWords(query);
  if (words.length === 0) return false;
  const haystack = ` ${searchWords(text).join(' ')}`;
  return words.every((word) => haystack.includes(` ${word}`));
}

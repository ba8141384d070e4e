/**
 * Which language a text is written in, English or Arabic, from its letters: the share of Arabic letters
 * among Arabic and Latin ones. A student writing Arabic often keeps English terms ("اشرح Newton's
 * second law", "متى أستعمل be able to بدلًا من can؟"), so a mixed text begun with an Arabic word is Arabic;
 * otherwise it is decided by its grammar words (stop words of either language), then it is English; a
 * text without letters (an equation) takes the fallback (the UI's).
 */
import type { Locale } from '../types.ts';
import { normalizeForSearch } from '../../search-text.ts';
import { ARABIC_STOP_WORDS, ENGLISH_STOP_WORDS } from './stopwords.ts';

const ARABIC_LETTERS = /[\u0621-\u064A\u0671-\u06D3\u06FA-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const LATIN_LETTERS = /[A-Za-z\u00C0-\u024F]/gu;

/** Share of Arabic letters among the Arabic and Latin letters of `text`'s words (NaN when none). */
export function arabicRatio(text: string): number {
  // Single letters are left out: in "2x + 3 = 7" the x is a variable, not English.
  const words = (text.match(/\p{L}{2,}/gu) ?? []).join(' ');
  const arabic = words.match(ARABIC_LETTERS)?.length ?? 0;
  const latin = words.match(LATIN_LETTERS)?.length ?? 0;
  return arabic + latin === 0 ? Number.NaN : arabic / (arabic + latin);
}

/** The language `text` is written in; `fallback` when it has no letters or is evenly mixed. */
export function detectLanguage(text: string, fallback: Locale): Locale {
  const ratio = arabicRatio(text);
  if (Number.isNaN(ratio)) return fallback;
  if (ratio >= 0.6) return 'ar';
  if (ratio <= 0.15) return 'en';
  const words = normalizeForSearch(text).match(/[\p{L}\p{N}']+/gu) ?? [];
  const first = words.find((word) => /\p{L}/u.test(word));
  // A question begun in Arabic about English words ("متى أستعمل be able to بدلًا من can؟") is Arabic,
  // however many English grammar words it quotes.
  if (first !== undefined && /[\u0600-\u06FF]/.test(first)) return 'ar';
  const arabicGrammar = words.filter((word) => ARABIC_STOP_WORDS.has(word)).length;
  const englishGrammar = words.filter((word) => ENGLISH_STOP_WORDS.has(word)).length;
  if (arabicGrammar !== englishGrammar) return arabicGrammar > englishGrammar ? 'ar' : 'en';
  return first !== undefined ? 'en' : fallback;
}

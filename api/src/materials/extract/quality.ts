/**
 * How much of a page's text is real words: the score that decides whether a PDF's text layer is kept
 * or the page is read again by OCR, and which of two readings is better.
 *
 * A broken text layer (a font whose codes map to the wrong characters, or to none) comes out as
 * "glyph soup": `!"# !"$ % & %`, runs of symbols, letters without vowels, or words glued into one
 * long token. A page of real text, in English or Arabic, is mostly words. So the text is cut at
 * spaces and each piece is judged: an Arabic word (2 to 20 Arabic letters and marks), an English
 * word (up to 20 letters with a vowel, apostrophes and hyphens inside), a number, or a short symbol
 * between them (+, =, -, a bullet), which a formula has and glyph soup has many of. The score is the
 * share of the page's visible characters that are in words or numbers: about 0.9 on a page of prose,
 * 0.6 to 0.8 on a page of formulas or a table, and near 0 on glyph soup.
 */

/**
 * Dotless letter skeletons (ٮ ٯ ڡ ں, and Africa's dotless feh and qaf): Quranic and old manuscripts
 * use them, modern text does not, and a font whose glyphs map to the wrong characters yields them (a
 * LaTeX document's "ٮ" for every beh, teh, theh, noon and yeh, the dots as separate Latin letters).
 */
const DOTLESS = /[\u066E\u066F\u06A1\u06BA\u08BB-\u08BD]/u;
const ARABIC_WORD = /^(?:(?=[\p{L}\p{M}])\p{Script=Arabic}){2,20}$/u;
const LATIN_WORD = /^(?=.*[aeiouyAEIOUY])[A-Za-z\u00C0-\u024F]+(?:['’-][A-Za-z\u00C0-\u024F]+)*$/u;
const SHORT_LATIN = /^(?:a|A|I|[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]{1,2})$/u;
const NUMBER = /^[+-]?\p{Nd}+(?:[.,:/]\p{Nd}+)*%?$/u;
/** A term of algebra: 2x, x2, mc^2, 3ab. */
const TERM = /^\p{Nd}*[A-Za-z]{1,3}(?:\^?\p{Nd}+)?$/u;
/** Punctuation a word may carry: stripped before the word is judged. */
const EDGE = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

export interface TextQuality {
  /** Share (0..1) of the visible characters that are in words or numbers. */
  score: number;
  /** Visible characters (all but whitespace). */
  chars: number;
}

function isWord(piece: string): boolean {
  if (piece.length > 20) return false;
  return (
    (ARABIC_WORD.test(piece) && !DOTLESS.test(piece)) ||
    LATIN_WORD.test(piece) ||
    SHORT_LATIN.test(piece) ||
    NUMBER.test(piece) ||
    TERM.test(piece)
  );
}

export function textQuality(text: string): TextQuality {
  let chars = 0;
  let good = 0;
  for (const token of text.split(/\s+/)) {
    if (!token) continue;
    chars += token.length;
    const core = token.replace(EDGE, '');
    if (core && isWord(core)) good += token.length;
  }
  return { score: chars === 0 ? 0 : good / chars, chars };
}

/** Below this score a page's text layer is taken for glyph soup and the page is read by OCR. */
export const MIN_TEXT_LAYER_QUALITY = 0.5;
/** A page with fewer visible characters than this is judged by its length, not its words. */
export const MIN_QUALITY_CHARS = 40;

const HAS_ARABIC_LETTER = /(?!\p{Nd})\p{Script=Arabic}/u;
const HAS_LATIN_LETTER = /\p{Script=Latin}/u;

/**
 * The share of a page's Arabic words that have Latin letters glued inside them (هĚ, المحاĚ): a font
 * whose glyphs map to the wrong characters gives its dots as Latin letters with accents. Real text
 * glues a Latin word to a one-letter prefix now and then (وPython); 0 when the page has fewer than
 * 10 Arabic words.
 */
export function mixedScriptShare(text: string): number {
  const arabic = text.split(/\s+/).filter((token) => HAS_ARABIC_LETTER.test(token));
  if (arabic.length < 10) return 0;
  return arabic.filter((token) => HAS_LATIN_LETTER.test(token)).length / arabic.length;
}

/** Above this share of Arabic words with Latin letters inside, a text layer is taken for glyph soup. */
export const MAX_MIXED_SCRIPT_SHARE = 0.15;

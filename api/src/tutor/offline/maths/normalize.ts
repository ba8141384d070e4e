/**
 * The student's question brought to one notation before it is read: Western digits and decimal
 * points (thousands separators dropped), ASCII operators and relations, exponents with `^`, and Arabic
 * variable letters mapped to Latin ones: س, ص, ع to x, y, z, and the letters of physics formulas
 * (ف, ز, ت, ق, ك…) to Latin letters the question does not use. The mapping is kept, so the reply
 * writes the variables back as the student did.
 */

export interface Normalized {
  /** The question in the notation above. */
  text: string;
  /** Latin letter → the Arabic letter the student wrote (empty when they wrote none). */
  arabic: Record<string, string>;
}

/** Arabic variable letters solved as fixed Latin letters. */
export const ARABIC_VARIABLES: Readonly<Record<string, string>> = { س: 'x', ص: 'y', ع: 'z' };

/**
 * Other Arabic letters taken as variables when they stand alone. و (and) and the unit symbols م, ث,
 * د, ن (metre, second, minute, newton) are not among them.
 */
const OTHER_VARIABLES = 'فزتقكلطرهحجبأ';
/** Latin letters for them, in order of preference. */
const SPARE_LATIN = 'abcdfghkmnpqrstuvw';

const ARABIC_LETTER = '\\u0621-\\u064A\\u0671-\\u06D3';
const SUPERSCRIPTS: Readonly<Record<string, string>> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};

/** Digits, separators and symbols in one notation; letters untouched (units such as كم/س stay). */
export function normalizeSymbols(question: string): string {
  return (
    question
      .normalize('NFC')
      // Arabic-Indic and Persian digits, the Arabic decimal and thousands separators.
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
      .replace(/(\d)\u066B(?=\d)/g, '$1.')
      .replace(/(\d)\u066C(?=\d{3})/g, '$1')
      // Thousands separators: 93,000,000 → 93000000 (only whole groups of three digits).
      .replace(/\b\d{1,3}(?:,\d{3})+(?![\d,])/g, (number) => number.replace(/,/g, ''))
      // Tashkeel and tatweel: "بسّط" reads as "بسط".
      .replace(/[\u064B-\u0652\u0640]/g, '')
      .replace(/\u060C/g, ',')
      .replace(/\u061B/g, ';')
      .replace(/\u061F/g, '?')
      .replace(/[\u00D7\u00B7\u22C5\u2219\u2715]/g, '*')
      .replace(/\u00F7|\u2215/g, '/')
      .replace(/[\u2212\u2012\u2013\uFE63\uFF0D]/g, '-')
      .replace(/\uFF1D/g, '=')
      .replace(/[\u2264\u2A7D]/g, '<=')
      .replace(/[\u2265\u2A7E]/g, '>=')
      .replace(/\u221A/g, 'sqrt')
      .replace(/\u00B5|\u03BC/g, 'µ')
      .replace(/[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (run) => `^${[...run].map((c) => SUPERSCRIPTS[c]).join('')}`)
      .replace(/\^-(\d+)/g, '^(-$1)')
  );
}

/** The question with digits, symbols and variables in one notation: see the module comment. */
export function normalizeQuestion(question: string): Normalized {
  let text = normalizeSymbols(question);
  // "و" (and) written against the next equation: "و2س + ص = 7", "وس - ص = 2".
  text = text.replace(
    new RegExp(`(^|[^${ARABIC_LETTER}])و(?=\\d|[سصع](?![${ARABIC_LETTER}]))`, 'gu'),
    '$1و ',
  );
  const arabic: Record<string, string> = {};
  const used = new Set(text.match(/(?<![A-Za-z])[A-Za-z](?![A-Za-z])/g) ?? []);
  const spare = [...SPARE_LATIN].filter((letter) => !used.has(letter));
  const letters = `[${Object.keys(ARABIC_VARIABLES).join('')}${OTHER_VARIABLES}]`;
  text = text.replace(
    new RegExp(`(?<![${ARABIC_LETTER}])${letters}(?![${ARABIC_LETTER}])`, 'gu'),
    (letter) => {
      let latin = ARABIC_VARIABLES[letter] ?? Object.keys(arabic).find((key) => arabic[key] === letter);
      latin ??= spare.shift();
      if (latin === undefined) return letter;
      arabic[latin] = letter;
      return latin;
    },
  );
  return { text, arabic };
}

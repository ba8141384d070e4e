// Numbers as students type them and as the page shows them. A numeric answer may be typed with
// Western digits, Arabic-Indic digits (٠-٩) or Eastern Arabic-Indic ones (۰-۹, Persian/Urdu
// keyboards), with `.`, `,` or the Arabic decimal separator `٫`; the API accepts all of these
// (docs/learning-plan.md), so the page sends what was typed and only checks it looks like a number.
import type { Locale } from '@nibras/shared-ui';

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/** The same text with every Arabic-Indic digit as its Western digit (other characters untouched). */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** A unit as compared: lower case, without spaces or a final full stop. */
const unitKey = (text: string) => text.toLowerCase().replace(/\s+/g, '').replace(/\.$/, '');

/**
 * The number a typed numeric answer stands for, or null when it is not one: digits of any of the
 * three kinds, an optional sign (`-`, `−`, `+`), one decimal separator (`.`, `,` or `٫`), thousands
 * separators `٬` and thin spaces ignored, an optional exponent (`2.5e3`), and optionally one of
 * `units` after it (`3500 m`, `٣٥٠٠ م`), as the API reads it. Used to warn while typing; the API
 * grades what was typed.
 */
export function parseNumericAnswer(text: string, units: readonly string[] = []): number | null {
  const plain = westernDigits(text)
    .trim()
    .replace(/(\d)[\u066C\u2009\u202F\u00A0](?=\d)/g, '$1')
    .replace(/^[\u2212\u2013]/, '-')
    .replace(/\u066B/, '.');
  const match = /^([-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][-+]?\d+)?)\s*(.*)$/s.exec(plain);
  if (!match) return null;
  const [, number = '', rest = ''] = match;
  if (rest !== '' && !units.some((unit) => unitKey(unit) === unitKey(rest))) return null;
  const value = Number(number.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-GB', ar: 'ar-SA-u-nu-arab' };
const integerFormats = new Map<Locale, Intl.NumberFormat>();
const decimalFormats = new Map<Locale, Intl.NumberFormat>();
const percentFormats = new Map<Locale, Intl.NumberFormat>();

function cached(cache: Map<Locale, Intl.NumberFormat>, locale: Locale, make: () => Intl.NumberFormat) {
  let format = cache.get(locale);
  if (!format) {
    format = make();
    cache.set(locale, format);
  }
  return format;
}

/** A whole number in the language's digits (Arabic-Indic in Arabic). */
export function formatInteger(value: number, locale: Locale): string {
  return cached(
    integerFormats,
    locale,
    () => new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: 0, useGrouping: false }),
  ).format(value);
}

/** A mark or a score (up to two decimals: penalties make thirds) in the language's digits. */
export function formatNumber(value: number, locale: Locale): string {
  return cached(
    decimalFormats,
    locale,
    () => new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: 2, useGrouping: false }),
  ).format(value);
}

/** A percentage given as 0-100, rounded, in the language's digits and sign (`٧٠٪`). */
export function formatPercent(percent: number, locale: Locale): string {
  return cached(
    percentFormats,
    locale,
    () => new Intl.NumberFormat(NUMBER_LOCALE[locale], { style: 'percent', maximumFractionDigits: 0 }),
  ).format(percent / 100);
}

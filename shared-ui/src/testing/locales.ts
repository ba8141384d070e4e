// Checks on a namespace's translation files: the same keys in both languages, and
// Arabic that is really Arabic (not an English string copied across).
import type { Locale } from '../types';

type Messages = Record<string, unknown>;

/** Every leaf of a messages object as [dotted key, value]; array items are `key.0`, `key.1`... */
export function flattenMessages(messages: unknown, prefix = ''): Array<[string, unknown]> {
  if (messages === null || typeof messages !== 'object') return [[prefix, messages]];
  return Object.entries(messages as Messages).flatMap(([key, value]) =>
    flattenMessages(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** Keys present in one language only (both lists empty when the files match). */
export function localeKeyDiff(en: Messages, ar: Messages): { onlyInEn: string[]; onlyInAr: string[] } {
  const enKeys = new Set(flattenMessages(en).map(([k]) => k));
  const arKeys = new Set(flattenMessages(ar).map(([k]) => k));
  return {
    onlyInEn: [...enKeys].filter((k) => !arKeys.has(k)).sort(),
    onlyInAr: [...arKeys].filter((k) => !enKeys.has(k)).sort(),
  };
}

const ARABIC_LETTER = /[\u0621-\u064A]/;

/** True when the text contains Arabic letters. */
export const hasArabic = (text: string): boolean => ARABIC_LETTER.test(text);

/**
 * Leaves that are not a usable translation: not a non-empty string in either language,
 * an Arabic text with no Arabic letters, or one identical to the English.
 */
export function untranslatedKeys(en: Messages, ar: Messages): string[] {
  const enMap = new Map(flattenMessages(en));
  return flattenMessages(ar)
    .filter(([key, value]) => {
      const english = enMap.get(key);
      if (typeof value !== 'string' || value.trim() === '') return true;
      if (typeof english !== 'string' || english.trim() === '') return true;
      return !hasArabic(value) || value === english;
    })
    .map(([key]) => key)
    .sort();
}

/** The string at a dotted key (`home.title`) of one language's messages. */
export function messageAt(messages: Record<Locale, Messages>, locale: Locale, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages[locale]);
  if (typeof value !== 'string') throw new Error(`no ${locale} message at "${key}"`);
  return value;
}

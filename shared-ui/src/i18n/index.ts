// The i18n service: one i18next instance for the whole app (shared-ui is a shared
// singleton). The shell initialises it; each remote adds its own namespace on mount.
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../types';
import { LOCALES } from '../types';
import en from './common.en.json';
import ar from './common.ar.json';
import { SETTINGS_STORAGE_KEY } from '../stores/settings';

export const i18n = i18next.createInstance();

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export const dirOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** Initialises the shared instance once; later calls only switch the language. */
export async function initI18n(locale: Locale): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    const resources: Resource = { en: { common: en }, ar: { common: ar } };
    await i18n.use(initReactI18next).init({
      lng: locale,
      fallbackLng: 'en',
      supportedLngs: ['en', 'ar'],
      ns: ['common'],
      defaultNS: 'common',
      resources,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else if (i18n.language !== locale) {
    await i18n.changeLanguage(locale);
  }
  return i18n;
}

/** Adds (or replaces) a namespace in both languages. Idempotent. */
export function addNamespace(ns: string, bundles: Record<Locale, Record<string, unknown>>): void {
  for (const lng of LOCALES) i18n.addResourceBundle(lng, ns, bundles[lng], true, true);
}

/** Sets <html lang dir> to follow the locale. */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = dirOf(locale);
}

/** The locale at the start of a path (`/ar/pricing` -> 'ar'), or null. */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/** The same path in another locale: only the locale part changes. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  const current = localeFromPath(pathname);
  const rest = current ? pathname.slice(current.length + 1) : pathname;
  return `/${locale}${rest === '/' ? '' : rest}`;
}

/** Preferred locale: the saved setting, else the browser's language, else English. */
export function preferredLocale(): Locale {
  try {
    const raw = localStorage.getItem(SETTINGS_STORAGE_KEY);
    if (raw) {
      const saved = JSON.parse(raw) as {
        state?: { saved?: boolean; settings?: { accessibility?: { mainLanguage?: unknown } } };
      };
      const lang = saved.state?.settings?.accessibility?.mainLanguage;
      if (saved.state?.saved && isLocale(lang)) return lang;
    }
  } catch {
    // Unreadable storage: fall through to the browser's language.
  }
  const languages = typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : [];
  for (const lang of languages) {
    const base = lang?.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

/** A localized text object in the given locale. */
export function pick(text: { en: string; ar: string }, locale: Locale): string {
  return text[locale];
}

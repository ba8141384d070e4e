// Per-page document metadata: title, description and hreflang alternates, per locale.
// Pages call it with already-translated texts; it restores nothing on unmount because
// the next page sets its own.
import { useEffect } from 'react';
import type { Locale } from '../types';
import { switchLocalePath } from '../i18n';

export interface PageMeta {
  title: string;
  description: string;
  /** The current path including the locale prefix, e.g. `/ar/pricing`. */
  path: string;
  locale: Locale;
}

function upsert(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  apply(el);
}

/** Applies title, meta description, og tags, canonical and hreflang alternates. */
export function applyPageMeta({ title, description, path, locale }: PageMeta): void {
  document.title = title;
  const origin = window.location.origin;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    upsert(
      `meta[${attr}="${key}"]`,
      () => {
        const m = document.createElement('meta');
        m.setAttribute(attr, key);
        return m;
      },
      (m) => m.setAttribute('content', content),
    );
  meta('name', 'description', description);
  meta('property', 'og:title', title);
  meta('property', 'og:description', description);
  meta('property', 'og:locale', locale === 'ar' ? 'ar_SA' : 'en_US');
  const link = (rel: string, hreflang: string | null, href: string) =>
    upsert(
      hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`,
      () => {
        const l = document.createElement('link');
        l.setAttribute('rel', rel);
        if (hreflang) l.setAttribute('hreflang', hreflang);
        return l;
      },
      (l) => l.setAttribute('href', href),
    );
  link('canonical', null, origin + path);
  link('alternate', 'en', origin + switchLocalePath(path, 'en'));
  link('alternate', 'ar', origin + switchLocalePath(path, 'ar'));
  link('alternate', 'x-default', origin + switchLocalePath(path, 'en'));
}

export function usePageMeta(meta: PageMeta): void {
  const { title, description, path, locale } = meta;
  useEffect(() => {
    applyPageMeta({ title, description, path, locale });
  }, [title, description, path, locale]);
}

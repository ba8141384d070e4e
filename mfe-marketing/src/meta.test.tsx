// Every page sets its own title, description, canonical and hreflang alternates, per language.
import { waitFor } from '@testing-library/dom';
import { LOCALES } from '@nibras/shared-ui';
import { msg, useMarketingRemote, visible } from './test-helpers';

const PAGES = [
  { path: '/', id: 'home', titleKey: 'home.hero.title' },
  { path: '/pricing', id: 'pricing', titleKey: 'pricing.title' },
  { path: '/about', id: 'about', titleKey: 'about.title' },
  { path: '/faqs', id: 'faqs', titleKey: 'faqs.title' },
  { path: '/privacy-policy', id: 'privacy', titleKey: 'privacy.title' },
  { path: '/terms-of-services', id: 'terms', titleKey: 'terms.title' },
] as const;

const head = (selector: string, attr: string) => document.head.querySelector(selector)?.getAttribute(attr);
const origin = window.location.origin;
const at = (locale: string, path: string) => `${origin}/${locale}${path === '/' ? '' : path}`;

describe('page metadata', () => {
  const open = useMarketingRemote();

  describe.each(LOCALES)('in %s', (locale) => {
    it.each(PAGES.map((p) => [p.path, p] as const))(
      '%s has its own title, description and alternates',
      async (path, p) => {
        await open(locale, path, p.id, p.titleKey);
        // usePageMeta writes the head in an effect, after the page is on screen.
        await waitFor(() => expect(head('link[rel="canonical"]', 'href')).toBe(at(locale, path)));
        if (p.id === 'pricing') {
          // The description carries the prices, formatted for the language.
          expect(document.title).toBe(locale === 'en' ? 'Pricing · Nibras' : 'الأسعار · نبراس');
          const description = visible(head('meta[name="description"]', 'content'));
          expect(description).toContain(locale === 'en' ? 'SAR\u00a029' : '٢٩\u00a0ر.س.');
          expect(description).not.toContain('{{');
        } else {
          expect(document.title).toBe(msg(locale, `${p.id}.meta.title`));
          expect(head('meta[name="description"]', 'content')).toBe(msg(locale, `${p.id}.meta.description`));
        }
        expect(head('meta[property="og:title"]', 'content')).toBe(document.title);
        expect(head('meta[property="og:locale"]', 'content')).toBe(locale === 'ar' ? 'ar_SA' : 'en_US');
        expect(head('link[rel="canonical"]', 'href')).toBe(at(locale, path));
        expect(head('link[rel="alternate"][hreflang="en"]', 'href')).toBe(at('en', path));
        expect(head('link[rel="alternate"][hreflang="ar"]', 'href')).toBe(at('ar', path));
        expect(head('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(at('en', path));
      },
    );
  });

  it('gives every page a different title and description in each language', () => {
    for (const locale of LOCALES) {
      const titles = PAGES.map((p) => msg(locale, `${p.id}.meta.title`));
      const descriptions = PAGES.map((p) => msg(locale, `${p.id}.meta.description`));
      expect(new Set(titles).size).toBe(PAGES.length);
      expect(new Set(descriptions).size).toBe(PAGES.length);
      for (const title of titles) expect(title).toMatch(locale === 'en' ? /Nibras/ : /نبراس/);
    }
  });

  it('updates the metadata when the shell moves to another page or language', async () => {
    const { remote } = await open('en', '/about', 'about', 'about.title');
    await waitFor(() => expect(document.title).toBe('About · Nibras'));
    await remote.navigate('/en/faqs');
    await waitFor(() => expect(document.title).toBe('FAQs · Nibras'));
    await remote.switchLocale('ar');
    await waitFor(() => expect(head('link[rel="canonical"]', 'href')).toBe(at('ar', '/faqs')));
    expect(document.title).toBe('الأسئلة الشائعة · نبراس');
    expect(head('link[rel="alternate"][hreflang="en"]', 'href')).toBe(at('en', '/faqs'));
  });
});

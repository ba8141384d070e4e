import { within } from '@testing-library/dom';
import { LOCALES, type Locale } from '@nibras/shared-ui';
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from '../content';
import { msg, useMarketingRemote } from '../test-helpers';

/** What the spec requires the legal copy to state (section 1), in each language's words. */
const STATEMENTS: Record<Locale, Record<string, string>> = {
  en: {
    kingdom: 'inside the Kingdom of Saudi Arabia',
    ministry: 'belong to the Ministry of Education',
    suspension: 'without notice',
    email: 'support@nibras.sa',
  },
  ar: {
    kingdom: 'داخل المملكة العربية السعودية',
    ministry: 'لوزارة التعليم',
    suspension: 'دون إشعار مسبق',
    email: 'support@nibras.sa',
  },
};

const PAGES = [
  { id: 'privacy', path: '/privacy-policy', sections: PRIVACY_SECTIONS },
  { id: 'terms', path: '/terms-of-services', sections: TERMS_SECTIONS },
] as const;

describe('legal pages', () => {
  const open = useMarketingRemote();

  describe.each(LOCALES)('in %s', (locale) => {
    it.each(PAGES.map((p) => [p.path, p] as const))(
      '%s states where data is stored, who owns the curricula, suspension without notice and the support address',
      async (_path, legal) => {
        const { page } = await open(locale, legal.path, legal.id, `${legal.id}.title`);
        const text = page.textContent ?? '';
        for (const [what, words] of Object.entries(STATEMENTS[locale])) {
          expect({ what, found: text.includes(words) }).toEqual({ what, found: true });
        }
        const mail = within(page).getAllByRole('link', { name: 'support@nibras.sa' });
        expect(mail[0]?.getAttribute('href')).toBe('mailto:support@nibras.sa');
        expect(text).toContain(msg(locale, `${legal.id}.effective`));
      },
    );

    it.each(PAGES.map((p) => [p.path, p] as const))(
      '%s has a numbered table of contents linking to every section heading',
      async (_path, legal) => {
        const { page } = await open(locale, legal.path, legal.id, `${legal.id}.title`);
        const toc = within(page).getByRole('navigation', { name: msg(locale, 'legal.toc') });
        const links = within(toc).getAllByRole('link');
        expect(links).toHaveLength(legal.sections.length);
        for (const [i, key] of legal.sections.entries()) {
          const link = links[i];
          const title = msg(locale, `${legal.id}.sections.${key}.title`);
          expect(link?.textContent).toBe(title);
          const target = page.querySelector(link?.getAttribute('href') ?? '#none');
          expect(target?.querySelector('h2')?.textContent).toBe(title);
        }
      },
    );
  });

  it('covers the privacy and terms topics the product needs', () => {
    expect(PRIVACY_SECTIONS).toEqual(
      expect.arrayContaining([
        'collect',
        'use',
        'ai',
        'storage',
        'retention',
        'sharing',
        'minors',
        'security',
        'rights',
        'contact',
      ]),
    );
    expect(TERMS_SECTIONS).toEqual(
      expect.arrayContaining([
        'acceptance',
        'accounts',
        'acceptableUse',
        'integrity',
        'ai',
        'ownership',
        'suspension',
        'plans',
        'liability',
        'law',
        'changes',
        'contact',
      ]),
    );
  });
});

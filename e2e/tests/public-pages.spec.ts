// Every public page, in English and Arabic: it renders its own content (its h1 and the
// piece the spec asks of it), and axe-core finds no serious or critical WCAG 2.1 A/AA
// violation on it (light mode, as a first-time visitor sees it).
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { ARABIC, ShellPage, type Locale } from '../pages/ShellPage';
import { ROOT } from '../support/env';

type Messages = Record<string, unknown>;
const messages: Record<Locale, Messages> = {
  en: JSON.parse(fs.readFileSync(path.join(ROOT, 'mfe-marketing/src/locales/en.json'), 'utf8')) as Messages,
  ar: JSON.parse(fs.readFileSync(path.join(ROOT, 'mfe-marketing/src/locales/ar.json'), 'utf8')) as Messages,
};
/** A text of the marketing remote's messages (`pricing.title`). */
function msg(locale: Locale, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages[locale]);
  if (typeof value !== 'string') throw new Error(`no message ${key} in ${locale}`);
  return value;
}

/** What the legal pages must state (spec section 1), in each language's words. */
const LEGAL_STATEMENTS: Record<Locale, string[]> = {
  en: [
    'inside the Kingdom of Saudi Arabia',
    'belong to the Ministry of Education',
    'without notice',
    'support@nibras.sa',
  ],
  ar: ['داخل المملكة العربية السعودية', 'لوزارة التعليم', 'دون إشعار مسبق', 'support@nibras.sa'],
};

const PRICES: Record<Locale, Record<'free' | 'individual' | 'business', string[]>> = {
  en: { free: ['SAR', '0'], individual: ['SAR', '29'], business: ['SAR', '2,490'] },
  ar: { free: ['ر.س', '٠'], individual: ['ر.س', '٢٩'], business: ['ر.س', '٢٬٤٩٠'] },
};

interface PublicPage {
  path: string;
  testId: string;
  title: string;
  /** The page's own content, beyond its h1. */
  check(shell: ShellPage, locale: Locale): Promise<void>;
}

const PAGES: PublicPage[] = [
  {
    path: '/',
    testId: 'page-marketing-home',
    title: 'home.hero.title',
    async check(shell, locale) {
      const cta = shell.page.getByTestId('home-get-started');
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute('href', `/${locale}/auth`);
    },
  },
  {
    path: '/pricing',
    testId: 'page-marketing-pricing',
    title: 'pricing.title',
    async check(shell, locale) {
      for (const [plan, parts] of Object.entries(PRICES[locale])) {
        const price = shell.page.getByTestId(`plan-${plan}-price`);
        for (const part of parts) await expect(price).toContainText(part);
      }
      await expect(shell.page.getByTestId('beta-notice')).toContainText(msg(locale, 'pricing.beta.title'));
    },
  },
  {
    path: '/about',
    testId: 'page-marketing-about',
    title: 'about.title',
    async check(shell, locale) {
      await expect(shell.main).toContainText(locale === 'en' ? 'Ministry of Education' : 'وزارة التعليم');
    },
  },
  {
    path: '/faqs',
    testId: 'page-marketing-faqs',
    title: 'faqs.title',
    async check(shell) {
      const questions = shell.page.locator('[data-testid^="faq-"] h3 button[aria-expanded]');
      expect(await questions.count()).toBeGreaterThanOrEqual(10);
      const first = questions.first();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      const answer = shell.page.locator(`#${await first.getAttribute('aria-controls')}`);
      await expect(answer).toBeVisible();
    },
  },
  {
    path: '/privacy-policy',
    testId: 'page-marketing-privacy',
    title: 'privacy.title',
    async check(shell, locale) {
      for (const words of LEGAL_STATEMENTS[locale]) await expect(shell.main).toContainText(words);
      await expect(shell.main.locator('a[href="mailto:support@nibras.sa"]').first()).toBeVisible();
    },
  },
  {
    path: '/terms-of-services',
    testId: 'page-marketing-terms',
    title: 'terms.title',
    async check(shell, locale) {
      for (const words of LEGAL_STATEMENTS[locale]) await expect(shell.main).toContainText(words);
      await expect(shell.main.locator('a[href="mailto:support@nibras.sa"]').first()).toBeVisible();
    },
  },
];

/** axe-core on the page as it is: WCAG 2.0/2.1 A and AA; serious and critical violations only. */
async function seriousViolations(shell: ShellPage) {
  const results = await new AxeBuilder({ page: shell.page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`public pages (${locale})`, () => {
    for (const pg of PAGES) {
      // One visit per page: axe on the page as it loads, then its content (checks may open parts of it).
      test(`${pg.path} renders its content, with no serious or critical axe-core violation`, async ({
        page,
      }) => {
        const shell = new ShellPage(page);
        await shell.goto(locale, pg.path);
        await expect(page.getByTestId(pg.testId)).toBeVisible();
        await expect(page.locator('html')).not.toHaveClass(/nibras-dark/);
        expect(await seriousViolations(shell)).toEqual([]);
        const root = shell.remotePage('mfe_marketing');
        await expect(root).toHaveAttribute('data-testid', pg.testId);
        const h1 = page.locator('h1');
        await expect(h1).toHaveCount(1);
        await expect(h1).toHaveText(msg(locale, pg.title));
        if (locale === 'ar') await expect(h1).toContainText(ARABIC);
        await shell.expectDirection(locale);
        await pg.check(shell, locale);
      });
    }

    test('/auth (sign-in and sign-up): no serious or critical axe-core violation', async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto(locale, '/auth');
      await expect(page.getByTestId('page-shell-auth')).toBeVisible();
      expect(await seriousViolations(shell)).toEqual([]);
      await shell.goto(locale, '/auth?mode=sign-up');
      await expect(page.getByTestId('sign-up-form')).toBeVisible();
      expect(await seriousViolations(shell)).toEqual([]);
    });

    test('the not-found page: no serious or critical axe-core violation', async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto(locale, '/no-such-page');
      await expect(page.getByTestId('not-found')).toBeVisible();
      expect(await seriousViolations(shell)).toEqual([]);
    });
  });
}

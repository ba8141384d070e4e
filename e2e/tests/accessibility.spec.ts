// The accessibility settings, applied app-wide through classes on <html> (spec sections 3 and 4):
// text size, high contrast, reduce motion and display mode each change the page as described.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ShellPage, type Locale } from '../pages/ShellPage';
import { broadcastSettings, seedSettings } from '../support/settings';

const html = (page: Page) => page.locator('html');

/** Relative luminance of a computed `rgb(...)` / `rgba(...)` colour (0 black, 1 white). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => Number(v) / 255);
  const lin = (c = 0) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

const css = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);

type Rgba = [number, number, number, number];

/**
 * The contrast of each element's text with what is behind it, computed from the page's styles
 * (backgrounds with alpha are laid over the ones below them). axe-core leaves text over
 * translucent cards undecided, so the shell's own texts are checked this way too.
 */
async function textContrasts(
  page: Page,
  selectors: string[],
): Promise<{ selector: string; ratio: number }[]> {
  const samples = await page.evaluate((list) => {
    const parse = (c: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (c.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, c.startsWith('rgba') ? a : 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
    };
    return list.flatMap((selector) => {
      const el = document.querySelector(selector);
      if (!el) return [];
      const layers: Rgba[] = [];
      for (let n: Element | null = el; n; n = n.parentElement) {
        const bg = parse(getComputedStyle(n).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      let bg: Rgba = [255, 255, 255, 1];
      for (const layer of layers.reverse()) bg = over(layer, bg);
      return [{ selector, fg: over(parse(getComputedStyle(el).color), bg), bg }];
    });
  }, selectors);
  const lum = ([r, g, b]: Rgba) =>
    [r, g, b]
      .map((v) => v / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  return samples.map(({ selector, fg, bg }) => {
    const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
    return { selector, ratio: Math.round(((hi! + 0.05) / (lo! + 0.05)) * 100) / 100 };
  });
}

const SHELL_TEXTS = {
  '/pricing': [
    '[data-testid="navbar"] .nibras-brand',
    '[data-testid="navbar"] .nibras-nav__link',
    '[data-testid="navbar"] .nibras-nav__link[aria-current="page"]',
    '[data-testid="language-toggle"]',
    '[data-testid="nav-get-started"]',
    '[data-testid="footer"] p',
    '[data-testid="footer"] h2',
    '[data-testid="footer"] nav a',
    '.nibras-footer__copy',
  ],
  '/auth': [
    '.nibras-auth-card__title',
    '.nibras-auth-card__subtitle',
    '.ant-tabs-tab-active .ant-tabs-tab-btn',
    '.ant-tabs-tab:not(.ant-tabs-tab-active) .ant-tabs-tab-btn',
    '.nibras-field__label',
    '.ant-btn-primary',
    '.nibras-auth-card__switch',
    '.nibras-link-button',
  ],
} as const;

/** axe-core with only the given rules; the ids and targets of what fails. */
async function violations(page: Page, rules: string[]) {
  const results = await new AxeBuilder({ page }).withRules(rules).analyze();
  return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`accessibility settings (${locale})`, () => {
    test('text size: small and large add a class and scale type (rem and antd); medium adds none', async ({
      browser,
    }) => {
      const sizes = [
        ['small', 'nibras-text-small', 14, 13],
        ['medium', null, 16, 15],
        ['large', 'nibras-text-large', 19, 18],
      ] as const;
      for (const [textSize, className, rootPx, antdPx] of sizes) {
        const context = await browser.newContext();
        await seedSettings(context, { textSize, mainLanguage: locale });
        const page = await context.newPage();
        const shell = new ShellPage(page);
        await shell.goto(locale, '/pricing');
        await expect(page.getByTestId('page-marketing-pricing')).toBeVisible();
        const classes = (await html(page).getAttribute('class')) ?? '';
        expect(classes.match(/nibras-text-\w+/g) ?? []).toEqual(className ? [className] : []);
        expect(await css(page, 'html', 'font-size')).toBe(`${rootPx}px`);
        // The brand name is 1.25rem; the remote's text follows antd's fontSize token (the plan's card).
        expect(await css(page, '[data-testid="navbar"] .nibras-brand', 'font-size')).toBe(
          `${rootPx * 1.25}px`,
        );
        expect(await css(page, '[data-testid="plan-individual"] .mk-card', 'font-size')).toBe(`${antdPx}px`);
        await context.close();
      }
    });

    test('high contrast: a class, black on white text with AAA contrast, underlined links, strong focus ring', async ({
      page,
    }) => {
      await seedSettings(page, { highContrast: true, displayMode: 'light', mainLanguage: locale });
      const shell = new ShellPage(page);
      await shell.goto(locale, '/pricing');
      await expect(page.getByTestId('page-marketing-pricing')).toBeVisible();
      await expect(html(page)).toHaveClass(/\bnibras-high-contrast\b/);
      expect(await css(page, 'body', 'color')).toBe('rgb(0, 0, 0)');
      expect(await css(page, '[data-testid="navbar"] .nibras-nav__link', 'color')).toBe('rgb(0, 0, 0)');
      expect(await css(page, '[data-testid="footer"] nav a', 'text-decoration-line')).toBe('underline');
      expect(await violations(page, ['color-contrast-enhanced'])).toEqual([]);

      await page.keyboard.press('Tab'); // the skip link
      await page.keyboard.press('Tab'); // the logo
      const focused = page.locator(':focus');
      await expect(focused).toHaveClass(/nibras-brand/);
      expect(await focused.evaluate((el) => getComputedStyle(el).outlineWidth)).toBe('3px');
      expect(await focused.evaluate((el) => getComputedStyle(el).outlineColor)).toBe('rgb(0, 0, 0)');

      for (const path of ['/', '/faqs', '/auth']) {
        await shell.goto(locale, path);
        await expect(page.locator('[data-testid^="page-"] h1')).toBeVisible();
        expect({ path, violations: await violations(page, ['color-contrast-enhanced']) }).toEqual({
          path,
          violations: [],
        });
      }
    });

    test('high contrast in dark mode: white on black text with AAA contrast', async ({ page }) => {
      await seedSettings(page, { highContrast: true, displayMode: 'dark', mainLanguage: locale });
      const shell = new ShellPage(page);
      for (const path of ['/pricing', '/', '/auth']) {
        await shell.goto(locale, path);
        await expect(page.locator('[data-testid^="page-"] h1')).toBeVisible();
        await expect(html(page)).toHaveClass(/\bnibras-high-contrast\b/);
        await expect(html(page)).toHaveClass(/\bnibras-dark\b/);
        expect(await css(page, 'body', 'color')).toBe('rgb(255, 255, 255)');
        expect({ path, violations: await violations(page, ['color-contrast-enhanced']) }).toEqual({
          path,
          violations: [],
        });
      }
    });

    test('reduce motion: a class, and nothing moves (the floating shapes included)', async ({ page }) => {
      await seedSettings(page, { reduceMotion: true, mainLanguage: locale });
      const shell = new ShellPage(page);
      await shell.goto(locale, '/auth');
      await expect(page.getByTestId('page-shell-auth')).toBeVisible();
      await expect(html(page)).toHaveClass(/\bnibras-reduce-motion\b/);
      expect(await css(page, '.nibras-shapes--centred .nibras-shape', 'animation-name')).toBe('none');
      await page.getByTestId('tab-sign-up').click();
      await expect(page.getByTestId('sign-up-form')).toBeVisible();
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
      expect(await css(page, '.ant-btn', 'transition-duration')).toBe('0s');
    });

    test.describe('when the system asks for reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });
      test('reduce motion is on by default, and a saved choice wins', async ({ page, browser }) => {
        const shell = new ShellPage(page);
        await shell.goto(locale, '/auth');
        await expect(page.getByTestId('page-shell-auth')).toBeVisible();
        await expect(html(page)).toHaveClass(/\bnibras-reduce-motion\b/);
        expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);

        const context = await browser.newContext({ reducedMotion: 'reduce' });
        await seedSettings(context, { reduceMotion: false, mainLanguage: locale });
        const other = await context.newPage();
        await new ShellPage(other).goto(locale, '/auth');
        await expect(other.getByTestId('page-shell-auth')).toBeVisible();
        await expect(html(other)).not.toHaveClass(/\bnibras-reduce-motion\b/);
        expect(await css(other, '.nibras-shapes--centred .nibras-shape', 'animation-name')).toBe(
          'nibras-float',
        );
        await context.close();
      });
    });

    test('without reduce motion the shapes float', async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto(locale, '/auth');
      await expect(page.getByTestId('page-shell-auth')).toBeVisible();
      await expect(html(page)).not.toHaveClass(/\bnibras-reduce-motion\b/);
      expect(await page.evaluate(() => document.getAnimations().length)).toBeGreaterThanOrEqual(5);
    });

    test('display mode dark: a class, dark page, navbar, footer and antd components, AA contrast', async ({
      page,
    }) => {
      await seedSettings(page, { displayMode: 'dark', mainLanguage: locale });
      const shell = new ShellPage(page);
      for (const path of ['/pricing', '/', '/faqs', '/privacy-policy', '/auth']) {
        await shell.goto(locale, path);
        await expect(page.locator('[data-testid^="page-"] h1')).toBeVisible();
        await expect(html(page)).toHaveClass(/\bnibras-dark\b/);
        expect(await css(page, 'html', 'color-scheme')).toBe('dark');
        expect(luminance(await css(page, 'body', 'background-color'))).toBeLessThan(0.05);
        expect(luminance(await css(page, '[data-testid="layout"]', 'background-color'))).toBeLessThan(0.05);
        expect(luminance(await css(page, '[data-testid="navbar"]', 'background-color'))).toBeLessThan(0.05);
        expect(luminance(await css(page, 'body', 'color'))).toBeGreaterThan(0.6);
        const seriousContrast = (
          await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()
        ).violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => v.nodes.map((n) => n.target.join(' ')));
        expect({ path, violations: seriousContrast }).toEqual({ path, violations: [] });
      }
      // On /pricing: the plan's card takes antd's container colour (a token), and an antd component
      // follows antd's dark algorithm (the disabled Subscribe button's border: #d9d9d9 in light).
      await shell.goto(locale, '/pricing');
      expect(
        luminance(await css(page, '[data-testid="plan-individual"] .mk-card', 'background-color')),
      ).toBeLessThan(0.05);
      expect(
        luminance(await css(page, '[data-testid="plan-individual"] .ant-btn', 'border-top-color')),
      ).toBeLessThan(0.1);
    });

    test('display mode light, and "system" following the system', async ({ browser }) => {
      for (const [displayMode, colorScheme, dark] of [
        ['light', 'dark', false],
        ['system', 'dark', true],
        ['system', 'light', false],
      ] as const) {
        const context = await browser.newContext({ colorScheme });
        await seedSettings(context, { displayMode, mainLanguage: locale });
        const page = await context.newPage();
        await new ShellPage(page).goto(locale, '/pricing');
        await expect(page.getByTestId('page-marketing-pricing')).toBeVisible();
        if (dark) await expect(html(page)).toHaveClass(/\bnibras-dark\b/);
        else await expect(html(page)).not.toHaveClass(/\bnibras-dark\b/);
        expect(luminance(await css(page, 'body', 'background-color')) < 0.05).toBe(dark);
        await context.close();
      }
    });

    for (const [mode, settings, minimum] of [
      ['light', { displayMode: 'light' }, 4.5],
      ['dark', { displayMode: 'dark' }, 4.5],
      ['high contrast', { displayMode: 'light', highContrast: true }, 7],
      ['high contrast, dark', { displayMode: 'dark', highContrast: true }, 7],
    ] as const) {
      test(`the shell's texts in ${mode}: contrast at least ${minimum}:1 (computed)`, async ({ page }) => {
        await seedSettings(page, { ...settings, mainLanguage: locale });
        const shell = new ShellPage(page);
        for (const [path, selectors] of Object.entries(SHELL_TEXTS)) {
          await shell.goto(locale, path);
          await expect(page.locator('[data-testid^="page-"] h1')).toBeVisible();
          const ratios = await textContrasts(page, [...selectors]);
          expect(ratios.map((r) => r.selector)).toEqual([...selectors]);
          expect(ratios.filter((r) => r.ratio < minimum)).toEqual([]);
        }
      });
    }

    test('a settings change in another tab reaches this one', async ({ context }) => {
      const page = await context.newPage();
      const other = await context.newPage();
      await new ShellPage(page).goto(locale, '/faqs');
      await new ShellPage(other).goto(locale, '/pricing');
      await expect(page.getByTestId('page-marketing-faqs')).toBeVisible();
      await expect(other.getByTestId('page-marketing-pricing')).toBeVisible();
      await expect(html(page)).not.toHaveClass(/nibras-(dark|high-contrast|text-large|reduce-motion)/);

      await broadcastSettings(other, {
        mainLanguage: locale,
        displayMode: 'dark',
        highContrast: true,
        textSize: 'large',
        reduceMotion: true,
      });
      await expect(html(page)).toHaveClass(/\bnibras-dark\b/);
      await expect(html(page)).toHaveClass(/\bnibras-high-contrast\b/);
      await expect(html(page)).toHaveClass(/\bnibras-text-large\b/);
      await expect(html(page)).toHaveClass(/\bnibras-reduce-motion\b/);
      expect(await css(page, 'html', 'font-size')).toBe('19px');

      await broadcastSettings(other, { mainLanguage: locale, displayMode: 'light' });
      await expect(html(page)).not.toHaveClass(/nibras-(dark|high-contrast|text-large|reduce-motion)/);
    });
  });
}

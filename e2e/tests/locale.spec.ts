import { expect, test, type SessionOption } from '../support/fixtures';
import { ARABIC, ShellPage } from '../pages/ShellPage';

/**
 * The language toggle on a page whose address has a query to keep. On every other page with a
 * navbar, the toggle is tried at the end of its visit in layout.spec.ts.
 */
const TOGGLE_PAGES: { path: string; session: SessionOption; search?: string; movesTo?: RegExp }[] = [
  { path: '/auth', session: 'none', search: '?mode=sign-up' },
];

test.describe('locale prefix and direction', () => {
  test('/ar pages are right-to-left and /en pages left-to-right', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('ar', '/pricing');
    await shell.expectDirection('ar');
    await shell.goto('en', '/pricing');
    await shell.expectDirection('en');
  });

  for (const { path, session, search = '', movesTo } of TOGGLE_PAGES) {
    test.describe(session === 'none' ? 'visitor' : `student (${session})`, () => {
      test.use({ session });
      test(`the language toggle keeps the path ${path}${search}`, async ({ page }) => {
        const shell = new ShellPage(page);
        let rest = `${path === '/' ? '' : path}${search}`;
        await page.goto(`/en${rest}`);
        if (movesTo) {
          // The page moved on by itself (/ai-engine opens a new conversation): toggle from there.
          await expect(page).toHaveURL(movesTo);
          rest = new URL(page.url()).pathname.replace(/^\/en/, '');
        }
        await expect(page.locator('[data-testid^="page-"] h1')).toBeVisible();
        await expect(page.locator('[data-testid^="page-"] h1')).not.toContainText(ARABIC);
        await shell.languageToggle.click();
        await expect(page).toHaveURL(`/ar${rest}`);
        await shell.expectDirection('ar');
        await expect(page.locator('[data-testid^="page-"] h1')).toContainText(ARABIC);
        await shell.languageToggle.click();
        await expect(page).toHaveURL(`/en${rest}`);
        await shell.expectDirection('en');
        await expect(page.locator('[data-testid^="page-"] h1')).not.toContainText(ARABIC);
      });
    });
  }

  test('a path without a locale goes to the browser language (English)', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page).toHaveURL('/en/pricing');
  });

  test.describe('with an Arabic browser', () => {
    test.use({ locale: 'ar-SA' });
    test('a path without a locale goes to Arabic', async ({ page }) => {
      await page.goto('/about');
      await expect(page).toHaveURL('/ar/about');
      await new ShellPage(page).expectDirection('ar');
    });
    test('a saved language setting wins over the browser language', async ({ page }) => {
      await page.goto('/en');
      await page.evaluate(() =>
        localStorage.setItem(
          'nibras.settings',
          JSON.stringify({
            state: { saved: true, settings: { accessibility: { mainLanguage: 'en' } } },
            version: 0,
          }),
        ),
      );
      await page.goto('/faqs');
      await expect(page).toHaveURL('/en/faqs');
    });
  });
});

for (const [path, remoteName] of [
  ['/home', 'mfe_learning'],
  ['/settings', 'mfe_settings'],
  ['/pricing', 'mfe_marketing'],
] as const) {
  test.describe(`${remoteName} store`, () => {
    test.use({ session: path === '/pricing' ? 'none' : 'onboarded' });
    test(`shell and ${remoteName} share one store instance (shared singleton)`, async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto('en', path);
      const remote = shell.remote(remoteName);
      await expect(remote).toBeVisible();
      const shellId = await page.locator('.nibras-shell').getAttribute('data-store-instance');
      expect(shellId).toMatch(/^[a-z0-9]{4,}$/);
      await expect(remote).toHaveAttribute('data-store-instance', shellId!);
    });
  });
}

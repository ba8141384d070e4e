import { expect, test } from '../support/fixtures';
import { ShellPage } from '../pages/ShellPage';

const SIGNED_IN_PATHS = ['/home', '/courses/ai', '/ai-engine/conversation/demo-1', '/settings/accessibility'];

test.describe('locale prefix and direction', () => {
  test('/ar pages are right-to-left and /en pages left-to-right', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('ar', '/pricing');
    await shell.expectDirection('ar');
    await shell.goto('en', '/pricing');
    await shell.expectDirection('en');
  });

  for (const path of [
    '/',
    '/pricing',
    '/faqs',
    '/home',
    '/courses/ai',
    '/ai-engine/conversation/demo-1',
    '/settings/accessibility',
  ]) {
    test.describe(SIGNED_IN_PATHS.includes(path) ? 'signed in' : 'visitor', () => {
      test.use({ session: SIGNED_IN_PATHS.includes(path) ? 'onboarded' : 'none' });
      test(`the language toggle keeps the path ${path}`, async ({ page }) => {
        const shell = new ShellPage(page);
        await shell.goto('en', path);
        await expect(page.locator('[data-testid^="page-"]')).toBeVisible();
        await shell.languageToggle.click();
        await expect(page).toHaveURL(`/ar${path === '/' ? '' : path}`);
        await shell.expectDirection('ar');
        await expect(page.locator('[data-testid^="page-"] h1')).toContainText(/[\u0600-\u06FF]/);
        await shell.languageToggle.click();
        await expect(page).toHaveURL(`/en${path === '/' ? '' : path}`);
        await shell.expectDirection('en');
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

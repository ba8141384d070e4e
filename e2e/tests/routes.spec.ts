import { expect, test } from '../support/fixtures';
import { ShellPage, type Locale } from '../pages/ShellPage';
import { PORTS } from '../support/env';

const NOT_FOUND = {
  en: 'OOPS!! Looks like something wrong happened',
  ar: 'عذرًا! يبدو أن خطأً ما قد حدث',
} as const;
const HOME = { en: 'Back to home', ar: 'العودة إلى الرئيسية' } as const;

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`every route through the shell (${locale})`, () => {
    // That each remote draws each of its routes (its page, heading, direction, navbar variant) is
    // checked in layout.spec.ts, on the same visit as the layout rules.
    test('a visitor who opens a signed-in route is sent to /auth', async ({ page }) => {
      const shell = new ShellPage(page);
      for (const path of ['/home', '/settings/accessibility', '/ai-engine', '/onboarding']) {
        await shell.goto(locale, path);
        await expect(page).toHaveURL(`/${locale}/auth`);
        await expect(page.getByTestId('page-shell-auth')).toBeVisible();
      }
    });

    test.describe('signed in', () => {
      test.use({ session: 'onboarded' });
      // Each remote that owns a path prefix answers an unknown path under it with the not-found page.
      for (const [remote, path] of [
        ['mfe_learning', '/courses/y1-physics-1/no-such-page'],
        ['mfe_chat', '/ai-engine/no-such-page'],
        ['mfe_materials', '/uploaded-materials/no-such-folder/x'],
        ['mfe_settings', '/settings/no-such-page'],
      ] as const) {
        test(`an unknown path of ${remote} (${path}) shows the not-found page with a link home`, async ({
          page,
        }) => {
          const shell = new ShellPage(page);
          await shell.goto(locale, path);
          const notFound = shell.remote(remote).getByTestId('not-found');
          await expect(notFound).toBeVisible();
          await expect(notFound.locator('h1')).toHaveText(NOT_FOUND[locale]);
          await expect(shell.navbar).toBeVisible();
          await notFound.getByRole('link', { name: HOME[locale] }).click();
          await expect(page).toHaveURL(new RegExp(`/${locale}$`));
          await expect(shell.remotePage('mfe_marketing')).toBeVisible();
        });
      }
    });

    // mfe-marketing owns exact paths only, so the shell answers unknown ones; alone, in its
    // harness, the remote has its own not-found page.
    test('an unknown path of mfe_marketing, standalone, shows its not-found page', async ({ page }) => {
      await page.goto(`http://localhost:${PORTS.mfe_marketing}/${locale}/no-such-page`);
      const notFound = page.locator('[data-remote="mfe_marketing"]').getByTestId('not-found');
      await expect(notFound.locator('h1')).toHaveText(NOT_FOUND[locale]);
      await expect(notFound.getByRole('link', { name: HOME[locale] })).toHaveAttribute('href', `/${locale}`);
    });

    test('an unknown path of the shell shows the not-found page with a link home', async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto(locale, '/no-such-area');
      const notFound = page.getByTestId('not-found');
      await expect(notFound.locator('h1')).toHaveText(NOT_FOUND[locale]);
      await expect(shell.navbar).toBeVisible();
      await notFound.getByRole('link', { name: HOME[locale] }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
      await expect(shell.remotePage('mfe_marketing')).toBeVisible();
    });
  });
}

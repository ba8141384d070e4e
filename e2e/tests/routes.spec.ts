import { expect, test } from '../support/fixtures';
import { ARABIC, ShellPage, type Locale } from '../pages/ShellPage';
import { REMOTE_ROUTES } from '../support/routes';

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`every route through the shell (${locale})`, () => {
    for (const route of REMOTE_ROUTES) {
      test.describe(route.auth ? 'signed in' : 'signed out', () => {
        // Auth routes are visited by an onboarded student; public ones by a visitor.
        test.use({ session: route.auth ? 'onboarded' : 'none' });
        test(`${route.path} renders ${route.remote}`, async ({ page }) => {
          const shell = new ShellPage(page);
          await shell.goto(locale, route.path);
          const remotePage = shell.remotePage(route.remote);
          await expect(remotePage).toBeVisible();
          await expect(remotePage).toHaveAttribute('data-testid', route.page);
          const title = remotePage.locator('h1');
          await expect(title).toBeVisible();
          const text = (await title.innerText()).trim();
          expect(text.length).toBeGreaterThan(3);
          if (locale === 'ar') expect(text).toMatch(ARABIC);
          else expect(text).not.toMatch(ARABIC);
          await shell.expectDirection(locale);
          await expect(shell.navbar).toBeVisible();
          await expect(shell.navbar).toHaveAttribute('data-variant', route.auth ? 'app' : 'public');
          await expect(shell.footer).toHaveCount(route.footer ? 1 : 0);
        });
      });
    }

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
      test('an unknown path of a remote shows the not-found page', async ({ page }) => {
        const shell = new ShellPage(page);
        await shell.goto(locale, '/settings/no-such-page');
        const notFound = shell.remote('mfe_settings').getByTestId('not-found');
        await expect(notFound).toBeVisible();
        await expect(notFound).toContainText(
          locale === 'en' ? 'OOPS!! Looks like something wrong happened' : 'عذرًا! يبدو أن خطأً ما قد حدث',
        );
      });
    });

    test('an unknown path of the shell shows the not-found page with a link home', async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto(locale, '/no-such-area');
      const notFound = page.getByTestId('not-found');
      await expect(notFound).toContainText(
        locale === 'en' ? 'OOPS!! Looks like something wrong happened' : 'عذرًا! يبدو أن خطأً ما قد حدث',
      );
      await notFound.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
      await expect(shell.remotePage('mfe_marketing')).toBeVisible();
    });
  });
}

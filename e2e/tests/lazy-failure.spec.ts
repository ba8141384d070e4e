// The shell's own pages load on demand. When their code cannot be fetched (the network drops, or a
// new deployment replaced the chunk), only the page area says so; the navbar, the footer and the
// rest of the app keep working, and "Retry" (a reload) brings the page once the network is back.
import { expect, test } from '../support/fixtures';
import { ShellPage, type Locale } from '../pages/ShellPage';

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`a shell page whose code cannot be fetched degrades its own area only (${locale})`, async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.goto(locale, '/pricing');
    await expect(page.getByTestId('page-marketing-pricing')).toBeVisible();

    // From now on every script not fetched yet fails, as if the network had dropped.
    let offline = true;
    const blocked: string[] = [];
    await page.route(/\.js(\?|$)/, async (route) => {
      if (!offline) return route.continue();
      blocked.push(route.request().url());
      return route.abort('internetdisconnected');
    });

    // The sign-in page's code (a lazy chunk of the shell) cannot arrive.
    await shell.navbar.getByRole('link', { name: locale === 'en' ? 'Get started' : 'ابدأ الآن' }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth`));
    await expect(shell.unavailable).toBeVisible();
    await expect(shell.unavailable).toContainText(
      locale === 'en' ? 'This section is unavailable' : 'هذا القسم غير متاح حاليًا',
    );
    expect(blocked.length).toBeGreaterThan(0);
    await expect(shell.navbar).toBeVisible();

    // The rest of the app still works: a public page is there in one click.
    await shell.navbar.getByRole('link', { name: locale === 'en' ? 'Pricing' : 'الأسعار' }).click();
    await expect(page.getByTestId('page-marketing-pricing')).toBeVisible();
    await page.goBack();
    await expect(shell.unavailable).toBeVisible();

    // Back online, "Retry" brings the page.
    offline = false;
    await shell.retry.click();
    await expect(page.getByTestId('page-shell-auth')).toBeVisible();
    await expect(shell.unavailable).toHaveCount(0);
  });
}

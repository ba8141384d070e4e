// A 390 px phone, in both directions: the notifications panel stays on the screen (aligned to
// the bell it ran off the start edge: the left in English, the right in Arabic), and a long
// e-mail in the settings header wraps instead of being cut.
import { expect, test } from '../support/fixtures';
import { ShellPage, type Locale } from '../pages/ShellPage';
import { SettingsPage } from '../pages/SettingsPage';
import { onboard, seedSession, signUp, uniqueEmail } from '../support/accounts';

const PHONE = { width: 390, height: 844 };

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`phone layout (${locale})`, () => {
    test('the notifications panel lies within the screen', async ({ page }) => {
      await seedSession(page, await onboard(await signUp()));
      await page.setViewportSize(PHONE);
      await new ShellPage(page).goto(locale, '/settings/accessibility');
      await page.getByTestId('notifications-trigger').click();
      const panel = page.getByTestId('notifications-panel');
      await expect(panel).toBeVisible();
      // Measured once the opening animation has settled.
      await expect
        .poll(async () => {
          const box = await panel.boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
        })
        .toBe(true);
      const box = (await panel.boundingBox())!;
      expect(box.width).toBeGreaterThan(PHONE.width / 2);
    });

    test('a long e-mail in the settings header wraps and is shown whole', async ({ page }) => {
      const account = await onboard(
        await signUp({ email: uniqueEmail('a-student-with-a-rather-long-address') }),
      );
      await seedSession(page, account);
      await page.setViewportSize(PHONE);
      const settings = new SettingsPage(page, locale);
      await settings.goto('/settings/accessibility');
      const email = settings.header.locator('.st-header__email');
      await expect(email).toHaveText(account.email);
      const fit = await email.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return {
          scrollWidth: el.scrollWidth,
          clientWidth: el.clientWidth,
          left: box.left,
          right: box.right,
          viewport: document.documentElement.clientWidth,
        };
      });
      expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
      expect(fit.left).toBeGreaterThanOrEqual(0);
      expect(fit.right).toBeLessThanOrEqual(fit.viewport);
    });
  });
}

// Settings are kept on the device, reach every open tab at once, move to the other locale when
// the language changes, and follow the student to another device through the API.
import { expect, test } from '../support/fixtures';
import { SettingsPage } from '../pages/SettingsPage';
import { ShellPage, type Locale } from '../pages/ShellPage';
import { API_URL, seedSession, signIn } from '../support/accounts';

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`settings persistence (${locale})`, () => {
    test.use({ session: 'onboarded' });

    test('accessibility changes apply at once, survive a reload and reach another tab', async ({
      context,
      page,
    }) => {
      const tabA = new SettingsPage(page, locale);
      const tabB = new SettingsPage(await context.newPage(), locale);
      await tabA.goto('/settings/accessibility');
      await tabB.goto('/settings/accessibility');

      await tabA.choice('textSize', 'large').click();
      await expect(tabA.toast).toContainText(tabA.text.updated);
      await tabA.choice('displayMode', 'dark').click();
      await tabA.switchOf('highContrast').click();
      await tabA.switchOf('reduceMotion').click();
      await expect(tabA.switchOf('reduceMotion')).toHaveAttribute('aria-checked', 'true');

      // The other tab follows without a reload.
      await expect(tabB.radioInput('textSize', 'large')).toBeChecked();
      await expect(tabB.radioInput('displayMode', 'dark')).toBeChecked();
      await expect(tabB.switchOf('highContrast')).toHaveAttribute('aria-checked', 'true');
      await expect(tabB.switchOf('reduceMotion')).toHaveAttribute('aria-checked', 'true');

      await page.reload();
      await expect(tabA.radioInput('textSize', 'large')).toBeChecked();
      await expect(tabA.radioInput('displayMode', 'dark')).toBeChecked();
      await expect(tabA.switchOf('highContrast')).toHaveAttribute('aria-checked', 'true');
      expect((await tabA.stored()).settings.accessibility).toMatchObject({
        textSize: 'large',
        displayMode: 'dark',
        highContrast: true,
        reduceMotion: true,
      });
    });

    test('notification switches: all on by default, kept after a reload and in another tab', async ({
      context,
      page,
    }) => {
      const tabA = new SettingsPage(page, locale);
      const tabB = new SettingsPage(await context.newPage(), locale);
      await tabA.goto('/settings/notifications');
      await tabB.goto('/settings/notifications');
      const names = ['email', 'sound', 'updates', 'quizzes', 'lessons', 'progress', 'achievements'];
      for (const name of names) await expect(tabA.switchOf(name)).toHaveAttribute('aria-checked', 'true');

      await tabA.switchOf('quizzes').click();
      await tabA.switchOf('email').press('Space'); // keyboard works too
      await expect(tabA.switchOf('email')).toHaveAttribute('aria-checked', 'false');
      await expect(tabB.switchOf('quizzes')).toHaveAttribute('aria-checked', 'false');
      await expect(tabB.switchOf('email')).toHaveAttribute('aria-checked', 'false');
      await expect(tabB.switchOf('sound')).toHaveAttribute('aria-checked', 'true');

      await tabB.page.reload();
      await expect(tabB.switchOf('quizzes')).toHaveAttribute('aria-checked', 'false');
      await expect(tabB.switchOf('lessons')).toHaveAttribute('aria-checked', 'true');
    });

    test('changing the main language moves to the same page in the other locale', async ({ page }) => {
      const other: Locale = locale === 'en' ? 'ar' : 'en';
      const settings = new SettingsPage(page, locale);
      await settings.goto('/settings/accessibility');
      await expect(settings.radioInput('mainLanguage', locale)).toBeChecked();

      await settings.choice('mainLanguage', other).click();
      await expect(page).toHaveURL(`/${other}/settings/accessibility`);
      await new ShellPage(page).expectDirection(other);
      await expect(settings.radioInput('mainLanguage', other)).toBeChecked();
      await expect(settings.toast).toContainText(other === 'en' ? 'Settings updated' : 'تم تحديث الإعدادات');
      expect((await settings.stored()).settings.accessibility).toMatchObject({ mainLanguage: other });

      // A path without a locale now opens in the chosen language.
      await page.goto('/settings/notifications');
      await expect(page).toHaveURL(`/${other}/settings/notifications`);
    });

    test('settings follow the student to another device (saved to the API, loaded at sign-in)', async ({
      browser,
      page,
      student,
    }) => {
      const settings = new SettingsPage(page, locale);
      await settings.goto('/settings/notifications');
      const saved = page.waitForResponse(
        (r) => r.url() === `${API_URL}/settings` && r.request().method() === 'PUT',
      );
      await settings.switchOf('progress').click();
      expect((await saved).status()).toBe(200);

      await page.goto(`/${locale}/settings/accessibility`);
      // The save of this change: the page may also save at start-up (a reload right after a save whose
      // answer the app had not yet read still holds the device's "unsaved" mark, so it saves again).
      const savedAgain = page.waitForResponse(
        (r) =>
          r.url() === `${API_URL}/settings` &&
          r.request().method() === 'PUT' &&
          (r.request().postDataJSON() as { accessibility?: { textSize?: string } }).accessibility
            ?.textSize === 'small',
      );
      await settings.choice('textSize', 'small').click();
      const body = (await savedAgain).request().postDataJSON() as Record<string, Record<string, unknown>>;
      expect(body.accessibility).toMatchObject({ textSize: 'small' });
      expect(body.notifications).toMatchObject({ progress: false });
      expect(body.subscription).toEqual({ plan: 'free', paid: false, price: 0 });

      // Another device: a new browser with nothing stored, signed in with a new session.
      const device = await browser.newContext({ locale: 'en-US' });
      try {
        const again = await signIn(student!.email, student!.password);
        await seedSession(device, again);
        const phone = new SettingsPage(await device.newPage(), locale);
        const loaded = phone.page.waitForResponse(
          (r) => r.url() === `${API_URL}/settings` && r.request().method() === 'GET',
        );
        await phone.goto('/settings/notifications');
        expect((await loaded).status()).toBe(200);
        await expect(phone.switchOf('progress')).toHaveAttribute('aria-checked', 'false');
        await phone.page.goto(`/${locale}/settings/accessibility`);
        await expect(phone.radioInput('textSize', 'small')).toBeChecked();
      } finally {
        await device.close();
      }
    });
  });
}

// The settings area, page by page, in English and Arabic: the layout (header, menu, logout item),
// the account details, learning preferences, help and support, and subscriptions.
import { expect, test } from '../support/fixtures';
import { SETTINGS_PAGES, SettingsPage } from '../pages/SettingsPage';
import { ShellPage, type Locale } from '../pages/ShellPage';

const TITLES: Record<Locale, Record<string, string>> = {
  en: {
    general: 'General settings',
    accessibility: 'Accessibility',
    notifications: 'Notifications',
    'learning-preferences': 'Learning preferences',
    'help-support': 'Help and support',
    subscriptions: 'Subscriptions',
  },
  ar: {
    general: 'الإعدادات العامة',
    accessibility: 'تسهيلات الاستخدام',
    notifications: 'الإشعارات',
    'learning-preferences': 'تفضيلات التعلّم',
    'help-support': 'المساعدة والدعم',
    subscriptions: 'الاشتراكات',
  },
};

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`settings pages (${locale})`, () => {
    test.use({ session: 'onboarded' });

    test('one layout for the six pages: header, menu that follows the route, logout item', async ({
      page,
      student,
    }) => {
      const settings = new SettingsPage(page, locale);
      const shell = new ShellPage(page);
      await settings.goto('/settings');
      await shell.expectDirection(locale);
      // The first two words of the username (the fixture's student is "Sara Alqahtani").
      expect(student!.user.username.split(' ').length).toBeGreaterThanOrEqual(2);
      await expect(settings.displayName).toHaveText(student!.user.username.split(' ').slice(0, 2).join(' '));
      await expect(settings.avatar.locator('img')).toHaveCount(0);
      await expect(settings.nav.getByTestId('settings-logout').getByRole('button')).toHaveText(
        settings.text.logout,
      );

      for (const { path, id } of [...SETTINGS_PAGES.slice(1), SETTINGS_PAGES[0]]) {
        await settings.menuItem(id).click();
        await expect(page).toHaveURL(`/${locale}${path}`);
        await expect(settings.root(id).locator('h1')).toHaveText(TITLES[locale][id]!);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(settings.menuItem(id)).toHaveAttribute('aria-current', 'page');
        await expect(page).toHaveTitle(new RegExp(TITLES[locale][id]!));
      }

      // Keyboard: the menu takes focus, Home goes to its first item (the item's link), an arrow key
      // moves on, Enter opens the page. One key at a time, each waited for: the menu moves focus a
      // frame after the key, so pressing on before it lands would skip items. The mouse is moved away
      // first so hovering cannot make another item active.
      await page.mouse.move(0, 0);
      await settings.nav.getByRole('menu').focus();
      await page.keyboard.press('Home');
      await expect(settings.menuItem('general')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(settings.menuItem('accessibility')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/${locale}/settings/accessibility`);
    });

    test('on a phone the menu is a drawer', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const settings = new SettingsPage(page, locale);
      await settings.goto('/settings/subscriptions');
      await expect(settings.nav).toHaveCount(0);
      await page.getByTestId('settings-menu-button').click();
      const drawer = page.locator('.st-drawer');
      await expect(drawer).toBeVisible();
      await drawer.locator('[data-menu="notifications"]').click();
      await expect(page).toHaveURL(`/${locale}/settings/notifications`);
      await expect(drawer).toBeHidden();
      await expect(settings.root('notifications')).toBeVisible();
    });

    test('account details: name and phone are saved and kept after a reload; the e-mail cannot change', async ({
      page,
      student,
    }) => {
      const settings = new SettingsPage(page, locale);
      await settings.goto('/settings');
      await expect(page.getByTestId('email-readonly')).toHaveValue(student!.email);
      await expect(page.getByTestId('email-readonly')).toHaveAttribute('readonly', '');

      await settings.field('username').fill('S');
      await settings.field('phone').fill('12ab');
      await page.getByTestId('details-save').click();
      await expect(settings.error('username')).toHaveText(
        locale === 'en' ? 'Enter at least 2 characters' : 'أدخل حرفين على الأقل',
      );
      await expect(settings.error('phone')).toBeVisible();

      await settings.field('username').fill('Noura Khalid Alharbi');
      await settings.field('phone').fill('050 123 4567');
      const saved = page.waitForResponse((r) => r.url().endsWith('/me') && r.request().method() === 'PATCH');
      await page.getByTestId('details-save').click();
      expect((await saved).status()).toBe(200);
      await expect(settings.displayName).toHaveText('Noura Khalid');
      await expect(settings.toast).toContainText(settings.text.updated);

      await page.reload();
      await expect(settings.field('username')).toHaveValue('Noura Khalid Alharbi');
      await expect(settings.field('phone')).toHaveValue('0501234567');
      await expect(settings.displayName).toHaveText('Noura Khalid');
    });

    test('learning preferences: the onboarding answers change and stay changed', async ({ page }) => {
      const settings = new SettingsPage(page, locale);
      await settings.goto('/settings/learning-preferences');
      // The fixture onboarded the student in grade 11 with a female voice.
      await expect(settings.radioInput('grade', 11)).toBeChecked();
      await expect(settings.radioInput('voice', 'female')).toBeChecked();
      await settings.choice('educationLevel', 'university').click();
      await settings.choice('universityYear', 3).click();
      await settings.choice('voice', 'male').click();
      await page.getByRole('slider').focus();
      await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight'); // one step faster
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/onboarding') && r.request().method() === 'PUT',
      );
      await page.getByTestId('learning-save').click();
      const response = await saved;
      expect(response.request().postDataJSON()).toEqual({
        educationLevel: 'university',
        universityYear: 3,
        voice: 'male',
        ttsSpeed: 1.25,
      });
      await expect(settings.toast).toContainText(settings.text.updated);
      expect((await settings.stored()).settings.learningPreferences).toEqual({
        gradeLevel: null,
        hintFirst: false,
        leaderboard: 'visible',
      });

      await page.reload();
      await expect(settings.radioInput('universityYear', 3)).toBeChecked();
      await expect(settings.radioInput('voice', 'male')).toBeChecked();
    });

    test('help and support: answers, the support address, and a validated request with a confirmation', async ({
      page,
    }) => {
      const settings = new SettingsPage(page, locale);
      await settings.goto('/settings/help-support');
      const faq = page.locator('details').first();
      await faq.locator('summary').click();
      await expect(faq).toHaveAttribute('open', '');
      await expect(page.getByTestId('support-email')).toHaveAttribute('href', 'mailto:support@nibras.sa');

      await page.getByTestId('support-send').click();
      const required = locale === 'en' ? 'This field is required' : 'هذا الحقل مطلوب';
      await expect(settings.error('subject')).toHaveText(required);
      await expect(settings.error('message')).toHaveText(required);
      await expect(settings.field('subject')).toBeFocused();

      await settings.field('subject').fill(locale === 'en' ? 'Quiz score missing' : 'درجة الاختبار لا تظهر');
      await settings
        .field('message')
        .fill(
          locale === 'en'
            ? 'The quiz I took yesterday shows no score on my dashboard.'
            : 'الاختبار الذي أديته أمس لا تظهر درجته في لوحة المتابعة.',
        );
      const sent = page.waitForResponse((r) => r.url().endsWith('/support-requests'));
      await page.getByTestId('support-send').click();
      expect((await sent).status()).toBe(201);
      const confirmation = page.getByTestId('support-confirmation');
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toContainText(
        locale === 'en' ? "Thank you, we've received your request" : 'شكرًا لك، وصلنا طلبك',
      );
      await expect(confirmation).toBeFocused();
    });

    test('subscriptions: the current plan, three plans in SAR and the beta notice', async ({ page }) => {
      const settings = new SettingsPage(page, locale);
      await settings.goto('/settings/subscriptions');
      const notice = page.getByTestId('beta-notice');
      await expect(notice).toHaveAttribute('role', 'note');
      await expect(notice).toContainText(
        locale === 'en' ? 'Subscriptions open after the beta' : 'تُتاح الاشتراكات بعد المرحلة التجريبية',
      );
      const plans = page.getByTestId('plan');
      await expect(plans).toHaveCount(3);
      const prices = (await page.getByTestId('plan-price').allTextContents()).map((t) =>
        t.replace(/[\u200e\u200f]/g, '').replace(/\s/g, ' '),
      );
      expect(prices).toEqual(
        locale === 'en' ? ['SAR 0', 'SAR 29', 'SAR 2,490'] : ['٠ ر.س.', '٢٩ ر.س.', '٢٬٤٩٠ ر.س.'],
      );
      for (const button of await page.getByTestId('plan-subscribe').all()) {
        await expect(button).toBeDisabled();
        await expect(button).toHaveAttribute('aria-describedby', 'st-beta-notice');
      }
      await expect(page.locator('[data-plan="free"]')).toHaveClass(/st-plan--current/);
    });
  });
}

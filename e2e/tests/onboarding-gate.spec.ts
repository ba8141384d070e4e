// A signed-in student who has not onboarded: guarded pages send them to /onboarding with
// a toast, and the signed-in navbar is blocked behind the "complete onboarding" dialog.
import { expect, test } from '../support/fixtures';
import { OnboardingPage } from '../pages/OnboardingPage';
import { ShellPage, type Locale } from '../pages/ShellPage';

const TEXT = {
  en: {
    toast: 'Onboarding must be completed to proceed',
    title: 'Complete onboarding',
    description: 'Complete your onboarding before accessing this feature.',
    begin: "Let's begin",
  },
  ar: {
    toast: 'يجب إكمال الإعداد الأولي للمتابعة',
    title: 'أكمِل الإعداد الأولي',
    description: 'أكمِل الإعداد الأولي قبل استخدام هذه الميزة.',
    begin: 'لنبدأ',
  },
} as const;

test.use({ session: 'new' });

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`un-onboarded student (${locale})`, () => {
    test('visiting /home shows the onboarding-required toast and goes to /onboarding', async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.goto(locale, '/home');
      await expect(page).toHaveURL(`/${locale}/onboarding`);
      await expect(shell.toast).toContainText(TEXT[locale].toast);
      await expect(new OnboardingPage(page, locale).root).toBeVisible();
      // Public pages stay open.
      await shell.goto(locale, '/pricing');
      await expect(shell.remotePage('mfe_marketing')).toBeVisible();
    });

    test('navbar links, logo, search, notifications and settings are blocked by the dialog', async ({
      page,
    }) => {
      const shell = new ShellPage(page);
      const onboarding = new OnboardingPage(page, locale);
      await onboarding.goto();
      await shell.expectSignedInNavbar();

      const blocked = [
        shell.navItem('courses'),
        shell.navItem('home'),
        shell.navItem('ai'),
        shell.navbar.getByRole('link', { name: locale === 'en' ? 'Nibras home' : 'نبراس، الصفحة الرئيسية' }),
        shell.navItem('search'),
        shell.navItem('notifications'),
        shell.navItem('settings'),
      ];
      for (const control of blocked) {
        await control.click();
        const dialog = shell.gateDialog;
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(TEXT[locale].title, { exact: true })).toBeVisible();
        await expect(dialog).toContainText(TEXT[locale].description);
        await expect(page).toHaveURL(`/${locale}/onboarding`);
        await dialog.getByRole('button', { name: TEXT[locale].begin }).click();
        await expect(dialog).toBeHidden();
      }
      await expect(page.getByTestId('search-input')).toHaveCount(0);
      await expect(page.getByTestId('notifications-panel')).toHaveCount(0);

      // The language toggle is not blocked.
      await shell.languageToggle.click();
      await expect(page).toHaveURL(`/${locale === 'en' ? 'ar' : 'en'}/onboarding`);
    });
  });
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('links in the drawer are blocked too', async ({ page }) => {
    const shell = new ShellPage(page);
    await new OnboardingPage(page, 'en').goto();
    await shell.navbar.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('link', { name: 'Leaderboard' }).click();
    await expect(shell.gateDialog).toBeVisible();
    await shell.gateDialog.getByRole('button', { name: "Let's begin" }).click();
    await expect(page).toHaveURL('/en/onboarding');
  });
});

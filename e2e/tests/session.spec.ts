// The session's end, every way it happens: another role, logout from settings (reaching
// every tab), login reaching a tab on /auth, a revoked, expired or garbage token.
import { expect, test } from '../support/fixtures';
import { AuthPage } from '../pages/AuthPage';
import { ShellPage, type Locale } from '../pages/ShellPage';
import {
  ADMIN,
  expiredCopy,
  me,
  newStudent,
  revoke,
  seedSession,
  signIn,
  storedSession,
} from '../support/accounts';

const ROLE_REFUSED = {
  en: "This account can't use the student app. Sign in with a student account.",
  ar: 'لا يمكن استخدام هذا الحساب في تطبيق الطلاب. سجّل الدخول بحساب طالب.',
} as const;

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`accounts with another role (${locale})`, () => {
    test('an admin who signs in is logged out at once and stays on /auth', async ({ page }) => {
      const auth = new AuthPage(page, locale);
      const shell = new ShellPage(page);
      await auth.goto();
      await auth.signIn(ADMIN.email, ADMIN.password);
      await expect(shell.toast).toContainText(ROLE_REFUSED[locale]);
      await expect(page).toHaveURL(`/${locale}/auth`);
      await expect(auth.root).toBeVisible();
      expect(await storedSession(page)).toMatchObject({ token: null, isAuthenticated: false });
      await shell.expectPublicNavbar();
    });

    test('a stored admin session is logged out on a signed-in page and sent to /auth', async ({ page }) => {
      const admin = await signIn(ADMIN.email, ADMIN.password);
      expect(admin.user.roles).toEqual(['admin']);
      await seedSession(page, admin);
      await page.goto(`/${locale}/home`);
      await expect(page).toHaveURL(`/${locale}/auth`);
      expect(await storedSession(page)).toMatchObject({ token: null, isAuthenticated: false });
      // Settings were reset as well (nothing saved on this device any more).
      const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('nibras.settings') ?? '{}'));
      expect(settings.state?.saved).toBe(false);
    });
  });

  test.describe(`logout (${locale})`, () => {
    test.use({ session: 'onboarded' });

    test('logout from settings in one tab logs every tab out; login in one reaches the other', async ({
      context,
      page,
      student,
    }) => {
      const tabA = page;
      const tabB = await context.newPage();
      await tabA.goto(`/${locale}/settings`);
      await tabB.goto(`/${locale}/dashboard`);
      await expect(new ShellPage(tabB).remotePage('mfe_learning')).toBeVisible();

      // Tab A: the settings menu's logout item, with its confirm dialog.
      const logout = tabA.getByTestId('settings-logout');
      await logout.getByRole('button').click();
      const dialog = tabA.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const name = locale === 'en' ? 'Log out' : 'تسجيل الخروج';
      const signedOut = tabA.waitForResponse((r) => r.url().endsWith('/auth/sign-out'));
      await dialog.getByRole('button', { name }).click();
      expect((await signedOut).status()).toBe(204);

      await expect(tabA).toHaveURL(`/${locale}/auth`);
      await expect(tabB).toHaveURL(`/${locale}/auth`);
      await new ShellPage(tabB).expectPublicNavbar();
      expect(await storedSession(tabB)).toMatchObject({ token: null, isAuthenticated: false });
      // The token was revoked on the server.
      expect(await me(student!.token)).toBe(401);

      // Signing in again in tab A moves tab B on from /auth.
      const auth = new AuthPage(tabA, locale);
      await auth.signIn(student!.email, student!.password);
      await expect(tabA).toHaveURL(`/${locale}/home`);
      await expect(tabB).toHaveURL(`/${locale}/home`);
      await new ShellPage(tabB).expectSignedInNavbar();
    });

    test('cancelling the confirm dialog keeps the student signed in', async ({ page }) => {
      await page.goto(`/${locale}/settings/notifications`);
      await page.getByTestId('settings-logout').getByRole('button').click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: locale === 'en' ? 'Cancel' : 'إلغاء' })
        .click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page).toHaveURL(`/${locale}/settings/notifications`);
      expect(await storedSession(page)).toMatchObject({ isAuthenticated: true });
    });
  });

  test.describe(`tokens the server refuses (${locale})`, () => {
    test('a revoked token logs the student out on the next load', async ({ page }) => {
      const student = await newStudent();
      await seedSession(page, student);
      const shell = new ShellPage(page);
      await shell.goto(locale, '/leaderboard');
      await expect(shell.remotePage('mfe_learning')).toBeVisible();
      expect(await revoke(student.token)).toBe(204);
      await page.reload();
      await expect(page).toHaveURL(`/${locale}/auth`);
      expect(await storedSession(page)).toMatchObject({ token: null, isAuthenticated: false });
      await expect(shell.toast).toContainText(
        locale === 'en'
          ? 'Your session has ended. Please sign in again.'
          : 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
      );
    });

    test('an expired token logs the student out', async ({ page }) => {
      const student = await newStudent();
      const expired = expiredCopy(student.token);
      expect(await me(expired)).toBe(401);
      await seedSession(page, { user: student.user, token: expired });
      await page.goto(`/${locale}/settings`);
      await expect(page).toHaveURL(`/${locale}/auth`);
      expect(await storedSession(page)).toMatchObject({ token: null, isAuthenticated: false });
    });

    test('a garbage token logs the student out', async ({ page }) => {
      const student = await newStudent();
      await seedSession(page, { user: student.user, token: 'not.a.token' });
      await page.goto(`/${locale}/ai-engine`);
      await expect(page).toHaveURL(`/${locale}/auth`);
      expect(await storedSession(page)).toMatchObject({ token: null, isAuthenticated: false });
    });
  });
}

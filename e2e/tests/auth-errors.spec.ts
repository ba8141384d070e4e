// What the student sees when the server says no: wrong credentials, a taken e-mail.
import { expect, test } from '../support/fixtures';
import { AuthPage } from '../pages/AuthPage';
import { type Locale } from '../pages/ShellPage';
import { PASSWORD, newStudent, storedSession } from '../support/accounts';

const TEXT = {
  en: {
    wrong: 'The e-mail or password is incorrect',
    taken: 'An account with this e-mail already exists',
    invalidEmail: 'Enter a valid email address, like name@example.com',
  },
  ar: {
    wrong: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    taken: 'يوجد حساب مسجّل بهذا البريد الإلكتروني بالفعل',
    invalidEmail: 'أدخل بريدًا إلكترونيًا صحيحًا، مثل name@example.com',
  },
} as const;

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`auth errors (${locale})`, () => {
    test('a wrong password shows the localized error and keeps the student signed out', async ({ page }) => {
      const account = await newStudent();
      const auth = new AuthPage(page, locale);
      await auth.goto();
      await expect(auth.field(auth.signInForm, 'email')).toBeFocused();

      await auth.field(auth.signInForm, 'email').fill('not-an-email');
      await auth.field(auth.signInForm, 'password').fill('x');
      await auth.submit(auth.signInForm).click();
      await expect(auth.error(auth.signInForm, 'email')).toHaveText(TEXT[locale].invalidEmail);

      await auth.signIn(account.email, 'Wrong!pass1');
      await expect(auth.formError).toContainText(TEXT[locale].wrong);
      await expect(auth.formError).toHaveAttribute('role', 'alert');
      await expect(page).toHaveURL(`/${locale}/auth`);
      expect((await storedSession(page))?.token ?? null).toBeNull();

      // Editing a field clears the message; the right password signs in.
      await auth.field(auth.signInForm, 'password').fill(PASSWORD);
      await expect(auth.formError).toHaveCount(0);
      await auth.submit(auth.signInForm).click();
      await expect(auth.success).toBeVisible();
      await expect(page).toHaveURL(`/${locale}/home`);
    });

    test('an e-mail that already has an account is said under the e-mail field', async ({ page }) => {
      const account = await newStudent();
      const auth = new AuthPage(page, locale);
      await auth.goto('sign-up');
      await auth.signUp({ username: 'Someone Else', email: account.email.toUpperCase(), password: PASSWORD });
      await expect(auth.error(auth.signUpForm, 'email')).toHaveText(TEXT[locale].taken);
      await expect(auth.field(auth.signUpForm, 'email')).toBeFocused();
      await expect(page).toHaveURL(`/${locale}/auth?mode=sign-up`);
    });
  });
}

import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from './ShellPage';

const TEXT = {
  en: { signIn: 'Sign in', signUp: 'Create account', required: 'This field is required' },
  ar: { signIn: 'تسجيل الدخول', signUp: 'إنشاء حساب', required: 'هذا الحقل مطلوب' },
} as const;

/** /auth: the sign-in and sign-up tabs, their fields, errors and the password checklist. */
export class AuthPage {
  readonly root: Locator;
  readonly signInForm: Locator;
  readonly signUpForm: Locator;
  readonly formError: Locator;
  readonly checklist: Locator;
  readonly success: Locator;

  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {
    this.root = page.getByTestId('page-shell-auth');
    this.signInForm = page.getByTestId('sign-in-form');
    this.signUpForm = page.getByTestId('sign-up-form');
    this.formError = page.getByTestId('auth-form-error');
    this.checklist = this.signUpForm.getByTestId('password-checklist');
    this.success = page.getByTestId('page-shell-auth-success');
  }

  get text() {
    return TEXT[this.locale];
  }

  async goto(mode: 'sign-in' | 'sign-up' = 'sign-in') {
    await this.page.goto(`/${this.locale}/auth${mode === 'sign-up' ? '?mode=sign-up' : ''}`);
    await expect(this.root).toBeVisible();
  }

  async openSignUp() {
    await this.page.getByRole('tab', { name: this.text.signUp }).click();
    await expect(this.signUpForm).toBeVisible();
  }

  field(form: Locator, name: string): Locator {
    return form.locator(`input[name="${name}"]`);
  }

  error(form: Locator, name: string): Locator {
    return form.getByTestId(`field-error-${name}`);
  }

  /** The submit button of a form. */
  submit(form: Locator): Locator {
    return form.locator('button[type="submit"]');
  }

  /** The checklist's rules that are met, in order (`length`, `lowercase`, ...). */
  async metRules(): Promise<string[]> {
    return this.checklist
      .locator('li[data-met="true"]')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-rule') ?? ''));
  }

  async signIn(email: string, password: string) {
    await this.field(this.signInForm, 'email').fill(email);
    await this.field(this.signInForm, 'password').fill(password);
    await this.submit(this.signInForm).click();
  }

  async signUp(values: { username: string; email: string; password: string; phone?: string }) {
    const form = this.signUpForm;
    await this.field(form, 'username').fill(values.username);
    await this.field(form, 'email').fill(values.email);
    if (values.phone) await this.field(form, 'phone').fill(values.phone);
    await this.field(form, 'password').fill(values.password);
    await this.submit(form).click();
  }
}

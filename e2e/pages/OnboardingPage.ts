import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from './ShellPage';

/** /onboarding: the three-step wizard. */
export class OnboardingPage {
  readonly root: Locator;
  readonly form: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly finish: Locator;
  readonly listen: Locator;
  readonly speedMessage: Locator;

  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {
    this.root = page.getByTestId('page-shell-onboarding');
    this.form = page.getByTestId('onboarding-form');
    this.next = page.getByTestId('onboarding-next');
    this.back = page.getByTestId('onboarding-back');
    this.finish = page.getByTestId('onboarding-finish');
    this.listen = page.getByTestId('speed-listen');
    this.speedMessage = page.getByTestId('speed-message');
  }

  async goto() {
    await this.page.goto(`/${this.locale}/onboarding`);
    await expect(this.root).toBeVisible();
  }

  /** The radio of a choice card (`educationLevel`, `school`); its accessible name is the card's text. */
  choice(field: string, value: string | number): Locator {
    return this.form.locator(`[data-field="${field}"] [data-value="${value}"]`);
  }

  error(field: string): Locator {
    return this.form.getByTestId(`field-error-${field}`);
  }

  async expectStep(step: 'level' | 'voice' | 'speed') {
    await expect(this.form).toHaveAttribute('data-step', step);
  }
}

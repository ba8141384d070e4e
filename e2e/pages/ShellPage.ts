import { expect, type Locator, type Page } from '@playwright/test';

export type Locale = 'en' | 'ar';

/** The composed app as a student sees it: navbar, main area (one remote or a shell page), footer. */
export class ShellPage {
  readonly navbar: Locator;
  readonly footer: Locator;
  readonly main: Locator;
  readonly unavailable: Locator;
  readonly retry: Locator;
  readonly languageToggle: Locator;
  /** The "Complete onboarding" dialog. */
  readonly gateDialog: Locator;
  /** The current toast. */
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.navbar = page.getByTestId('navbar');
    this.footer = page.getByTestId('footer');
    this.main = page.getByTestId('main');
    this.unavailable = page.getByTestId('remote-unavailable');
    this.retry = page.getByTestId('remote-retry');
    this.languageToggle = page.getByTestId('language-toggle');
    this.gateDialog = page.getByRole('dialog').filter({ has: page.getByTestId('onboarding-dialog') });
    this.toast = page.locator('.ant-message-notice');
  }

  /** A control of the signed-in navbar: home, courses, dashboard, materials, leaderboard, ai, search, notifications, settings. */
  navItem(key: string): Locator {
    return this.navbar.locator(`[data-nav="${key}"]`).first();
  }

  async expectSignedInNavbar() {
    await expect(this.navbar).toHaveAttribute('data-variant', 'app');
  }

  async expectPublicNavbar() {
    await expect(this.navbar).toHaveAttribute('data-variant', 'public');
  }

  async goto(locale: Locale, path: string) {
    await this.page.goto(`/${locale}${path === '/' ? '' : path}`);
  }

  remote(name: string): Locator {
    return this.page.locator(`[data-remote="${name}"]`);
  }

  /** The page a remote rendered: `[data-testid=page-<id>]`. */
  remotePage(name: string): Locator {
    return this.remote(name).locator('[data-testid^="page-"]');
  }

  async expectDirection(locale: Locale) {
    await expect(this.page.locator('html')).toHaveAttribute('lang', locale);
    await expect(this.page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  }
}

export const ARABIC = /[\u0600-\u06FF]/;

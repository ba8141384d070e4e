import { expect, type Locator, type Page } from '@playwright/test';

export type Locale = 'en' | 'ar';

export interface LayoutFacts {
  path: string;
  /** The frame's data attributes, set from the layout table. */
  data: { navbar?: string; footer?: string; contained?: string; layout?: string; shapes?: string };
  navbars: number;
  footers: number;
  mainMaxWidth: string;
  mainPaddingInline: string[];
  mainPaddingBlock: string[];
  shapeCount: number;
  shapeAnimations: string[];
}

/** Runs in the page (self-contained: it is also sent as an init script). */
export function readLayoutFacts(): LayoutFacts {
  const layout = document.querySelector<HTMLElement>('[data-testid="layout"]');
  const main = document.querySelector<HTMLElement>('[data-testid="main"]');
  const shapesBox = document.querySelector<HTMLElement>('[data-testid="shapes"]');
  if (!layout || !main || !shapesBox) throw new Error('the shell layout is not on the page');
  const shapes = [...shapesBox.querySelectorAll<HTMLElement>('.nibras-shape')];
  const style = getComputedStyle(main);
  return {
    path: location.pathname,
    data: { ...layout.dataset, shapes: shapesBox.dataset.shapes },
    navbars: document.querySelectorAll('[data-testid="navbar"]').length,
    footers: document.querySelectorAll('[data-testid="footer"]').length,
    mainMaxWidth: style.maxWidth,
    mainPaddingInline: [style.paddingLeft, style.paddingRight],
    mainPaddingBlock: [style.paddingTop, style.paddingBottom],
    shapeCount: shapes.length,
    shapeAnimations: shapes.map((s) => getComputedStyle(s).animationName),
  };
}

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
  /** The page frame: data attributes say what the layout table decided. */
  readonly layout: Locator;
  /** The decorative shapes behind the page. */
  readonly shapes: Locator;

  constructor(readonly page: Page) {
    this.navbar = page.getByTestId('navbar');
    this.footer = page.getByTestId('footer');
    this.main = page.getByTestId('main');
    this.unavailable = page.getByTestId('remote-unavailable');
    this.retry = page.getByTestId('remote-retry');
    this.languageToggle = page.getByTestId('language-toggle');
    this.gateDialog = page.getByRole('dialog').filter({ has: page.getByTestId('onboarding-dialog') });
    this.toast = page.locator('.ant-message-notice');
    this.layout = page.getByTestId('layout');
    this.shapes = page.getByTestId('shapes');
  }

  /** What the layout table decided and what the page really looks like, right now. */
  async layoutFacts(): Promise<LayoutFacts> {
    return this.page.evaluate(readLayoutFacts);
  }

  /**
   * Records the layout facts at the moment the element with this test id first appears (for a
   * page that moves on by itself, like /auth/success). Call before navigating; read with
   * `recordedLayoutFacts()`.
   */
  async recordLayoutFactsWhenShown(testId: string): Promise<void> {
    await this.page.addInitScript(
      ({ id, read }) => {
        const w = window as unknown as { __nibrasLayoutFacts?: unknown };
        const take = () => {
          if (w.__nibrasLayoutFacts || !document.querySelector(`[data-testid="${id}"]`)) return;
          w.__nibrasLayoutFacts = (new Function(`return (${read})()`) as () => unknown)();
        };
        new MutationObserver(take).observe(document, { childList: true, subtree: true });
      },
      { id: testId, read: readLayoutFacts.toString() },
    );
  }

  async recordedLayoutFacts(): Promise<LayoutFacts> {
    const handle = await this.page.waitForFunction(
      () => (window as unknown as { __nibrasLayoutFacts?: LayoutFacts }).__nibrasLayoutFacts,
    );
    return (await handle.jsonValue()) as LayoutFacts;
  }

  /** A control of the signed-in navbar: home, courses, dashboard, materials, leaderboard, ai, search, notifications, settings. */
  navItem(key: string): Locator {
    return this.navbar.locator(`[data-nav="${key}"]`).first();
  }

  /**
   * Searches from the navbar, checks the first hit names `expected`, and opens it with the keyboard
   * (the first hit is the one ArrowDown selects); `beforeOpen` runs with the hits shown (a screenshot).
   */
  async openFirstSearchHit(words: string, expected: string, beforeOpen?: () => Promise<unknown>) {
    await this.navItem('search').click();
    const input = this.page.getByTestId('search-input');
    await input.fill(words);
    await expect(this.page.getByTestId('search-option').first()).toContainText(expected);
    await beforeOpen?.();
    await input.press('ArrowDown');
    await input.press('Enter');
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

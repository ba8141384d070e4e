// Every listed path through the shell, in English and Arabic, one visit each: the remote that owns
// it draws its page (its test id, a heading in the page's language, the direction, the navbar's
// variant), and the layout rules of spec section 2 hold: footer and navbar shown or hidden, the main
// area padded and contained or full-bleed (the data attribute the layout table sets, and the computed
// style), and which shapes layout is behind the page.
import { expect, test, type SessionOption } from '../support/fixtures';
import { ARABIC, ShellPage, type Locale } from '../pages/ShellPage';
import { REMOTE_ROUTES } from '../support/routes';

interface Expected {
  navbar: boolean;
  footer: boolean;
  contained: boolean;
  shapes: 'centred' | 'background';
}

// Written from the spec, path by path (shell/src/layoutRules.ts holds the table itself):
// footer hidden on /auth*, /onboarding*, /ai-engine*, /courses/ai*, /quiz*; navbar hidden on
// /auth/success (and in fullscreen mode: unit-tested, no page turns it on yet); main area
// contained except on /, /home, /auth*, /onboarding*, /ai-engine*, /courses/ai*; centred
// layout with floating shapes on /auth* and /onboarding*, background shapes elsewhere.
const bg = (footer: boolean, contained: boolean): Expected => ({
  navbar: true,
  footer,
  contained,
  shapes: 'background',
});
const EXPECTED: Record<string, Expected> = {
  '/': bg(true, false),
  '/pricing': bg(true, true),
  '/about': bg(true, true),
  '/faqs': bg(true, true),
  '/privacy-policy': bg(true, true),
  '/terms-of-services': bg(true, true),
  '/home': bg(true, false),
  '/courses': bg(true, true),
  '/courses/y1-physics-1': bg(true, true),
  '/courses/y1-physics-1/lessons/u1-l1': bg(true, true),
  '/courses/ai': bg(false, false),
  '/quiz': bg(false, true),
  '/leaderboard': bg(true, true),
  '/dashboard': bg(true, true),
  '/ai-engine': bg(false, false),
  '/ai-engine/conversation/demo-1': bg(false, false),
  '/saved': bg(true, true),
  '/uploaded-materials': bg(true, true),
  '/settings': bg(true, true),
  '/settings/accessibility': bg(true, true),
  '/settings/notifications': bg(true, true),
  '/settings/learning-preferences': bg(true, true),
  '/settings/help-support': bg(true, true),
  '/settings/subscriptions': bg(true, true),
  '/auth': { navbar: true, footer: false, contained: false, shapes: 'centred' },
  '/auth/success': { navbar: false, footer: false, contained: false, shapes: 'centred' },
  '/onboarding': { navbar: true, footer: false, contained: false, shapes: 'centred' },
};

interface Visit {
  path: string;
  session: SessionOption;
  /** The page's own test id, visible once it has drawn. */
  page: string;
  /** Where the route moves on by itself (see support/routes.ts). */
  movesTo?: RegExp;
  /** The remote that owns the path (the shell's own pages have none). */
  remote?: string;
}

const VISITS: Visit[] = [
  ...REMOTE_ROUTES.map((r) => ({
    path: r.path,
    session: (r.auth ? 'onboarded' : 'none') as SessionOption,
    page: r.page,
    movesTo: r.movesTo,
    remote: r.remote,
  })),
  { path: '/auth', session: 'none', page: 'page-shell-auth' },
  { path: '/auth/success', session: 'onboarded', page: 'page-shell-auth-success' },
  { path: '/onboarding', session: 'new', page: 'page-shell-onboarding' },
];

test('the table above covers every route the e2e suite knows', () => {
  expect(Object.keys(EXPECTED).sort()).toEqual(VISITS.map((v) => v.path).sort());
});

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`layout rules (${locale})`, () => {
    for (const visit of VISITS) {
      const expected = EXPECTED[visit.path];
      if (!expected) throw new Error(`no expected layout for ${visit.path}`);
      test.describe(visit.session === 'none' ? 'visitor' : `student (${visit.session})`, () => {
        test.use({ session: visit.session });
        const owner = visit.remote ? `${visit.remote} draws its page; ` : '';
        // In English, the visit ends with the language toggle there and back (locale.spec.ts has the rest).
        const toggles = locale === 'en' && expected.navbar && visit.path !== '/auth/success';
        test(`${visit.path}: ${owner}navbar ${expected.navbar}, footer ${expected.footer}, contained ${expected.contained}, ${expected.shapes} shapes${toggles ? '; the language toggle keeps the path' : ''}`, async ({
          page,
        }) => {
          const shell = new ShellPage(page);
          const path = `/${locale}${visit.path === '/' ? '' : visit.path}`;
          let facts;
          if (visit.path === '/auth/success') {
            // It moves on after 1.2 s: the facts are taken the moment it shows.
            await shell.recordLayoutFactsWhenShown(visit.page);
            await shell.goto(locale, visit.path);
            facts = await shell.recordedLayoutFacts();
            await expect(page).toHaveURL(`/${locale}/home`);
          } else {
            await shell.goto(locale, visit.path);
            await expect(page.getByTestId(visit.page)).toBeVisible();
            await expect(page).toHaveURL(visit.movesTo ?? path);
            // The live page: navbar and footer there or not.
            await expect(shell.navbar).toHaveCount(expected.navbar ? 1 : 0);
            await expect(shell.footer).toHaveCount(expected.footer ? 1 : 0);
            if (expected.navbar) await expect(shell.navbar).toBeVisible();
            if (expected.footer) await expect(shell.footer).toBeAttached();
            if (visit.remote) {
              // The remote that owns the path drew its page, in the page's language and direction.
              const remotePage = shell.remotePage(visit.remote);
              await expect(remotePage).toBeVisible();
              await expect(remotePage).toHaveAttribute('data-testid', visit.page);
              const title = remotePage.locator('h1');
              await expect(title).toBeVisible();
              const text = (await title.innerText()).trim();
              expect(text.length).toBeGreaterThan(3);
              if (locale === 'ar') expect(text).toMatch(ARABIC);
              else expect(text).not.toMatch(ARABIC);
              await shell.expectDirection(locale);
              await expect(shell.navbar).toHaveAttribute(
                'data-variant',
                visit.session === 'none' ? 'public' : 'app',
              );
            }
            facts = await shell.layoutFacts();
          }
          if (visit.movesTo) expect(facts.path).toMatch(visit.movesTo);
          else expect(facts.path).toBe(path);
          // What the table decided (data attributes on the frame)...
          expect(facts.data).toMatchObject({
            navbar: String(expected.navbar),
            footer: String(expected.footer),
            contained: String(expected.contained),
            layout: expected.shapes,
            shapes: expected.shapes,
          });
          // ...and what is on the page.
          expect(facts.navbars).toBe(expected.navbar ? 1 : 0);
          expect(facts.footers).toBe(expected.footer ? 1 : 0);
          if (expected.contained) {
            expect(facts.mainMaxWidth).toBe('1200px');
            expect(facts.mainPaddingInline).toEqual(['16px', '16px']);
            expect(facts.mainPaddingBlock).toEqual(['32px', '32px']);
          } else {
            expect(facts.mainMaxWidth).toBe('none');
            expect(facts.mainPaddingInline).toEqual(['0px', '0px']);
            expect(facts.mainPaddingBlock).toEqual(['0px', '0px']);
          }
          // A placeholder page (a feature still being built) keeps the same room above it and
          // beside it on a full-bleed route (/home) as on a contained one.
          const placeholder = page.locator('.nibras-main .nibras-placeholder');
          if (visit.path !== '/auth/success' && (await placeholder.count()) > 0) {
            const room = await placeholder.evaluate((el) => {
              const main = el.closest('.nibras-main')!.getBoundingClientRect();
              const card = el.firstElementChild!.getBoundingClientRect();
              return {
                above: Math.round(card.top - main.top),
                beside: Math.round(Math.min(card.left - main.left, main.right - card.right)),
              };
            });
            expect(room.above).toBe(32);
            expect(room.beside).toBeGreaterThanOrEqual(16);
          }
          if (expected.shapes === 'centred') {
            // Floating decorative shapes: five, each animated.
            expect(facts.shapeCount).toBe(5);
            expect(facts.shapeAnimations.every((name) => name === 'nibras-float')).toBe(true);
          } else {
            expect(facts.shapeCount).toBe(3);
            expect(facts.shapeAnimations.every((name) => name === 'none')).toBe(true);
          }
          if (toggles) {
            const heading = page.locator('[data-testid^="page-"] h1');
            const rest = new URL(page.url()).pathname.replace(/^\/en/, '');
            await shell.languageToggle.click();
            await expect(page).toHaveURL(`/ar${rest}`);
            await shell.expectDirection('ar');
            await expect(heading).toContainText(ARABIC);
            await shell.languageToggle.click();
            await expect(page).toHaveURL(`/en${rest}`);
            await shell.expectDirection('en');
            await expect(heading).not.toContainText(ARABIC);
          }
        });
      });
    }
  });
}

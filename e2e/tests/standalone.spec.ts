// Each remote runs alone in its harness on its own port, as QA uses it: signed in to the real API
// (a new test student made from the harness bar), a page of the remote with the student's data, the
// locale switch, and a sign-out that signs out. The harness also signs in with an e-mail and password,
// and says so when the API is not where it looks.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ARABIC } from '../pages/ShellPage';
import { PORTS } from '../support/env';
import { me, newStudent, PASSWORD } from '../support/accounts';

/** Makes a new test student from the harness bar; returns its token (the page's session). */
async function seedFromBar(page: Page): Promise<string> {
  const bar = page.getByTestId('harness-bar');
  await expect(bar.getByTestId('harness-session')).toContainText('Not signed in');
  await bar.getByTestId('harness-seed').click();
  await expect(bar.getByTestId('harness-signed-in')).toContainText(/Signed in as QA Student \w{4}/);
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('nibras.session') ?? '{}') as { state?: { token?: string } }).state
        ?.token ?? '',
  );
}

const REMOTES = [
  {
    name: 'mfe_learning',
    port: PORTS.mfe_learning,
    path: '/courses',
    // The catalogue, from the API.
    data: async (page: Page) => {
      await expect(page.getByTestId('catalogue-list')).toContainText('Physics 1');
    },
  },
  {
    name: 'mfe_chat',
    port: PORTS.mfe_chat,
    path: '/ai-engine',
    // A new conversation, created through the API, opened in its place.
    data: async (page: Page) => {
      await page.waitForURL(/\/ai-engine\/conversation\/[^/?]+/);
      await expect(page.getByTestId('composer-input')).toBeVisible();
    },
  },
  {
    name: 'mfe_materials',
    port: PORTS.mfe_materials,
    path: '/uploaded-materials',
    // The student's (empty) materials, from the API: the empty state that teaches, no error.
    data: async (page: Page) => {
      await expect(page.getByTestId('materials-empty')).toBeVisible();
      await expect(page.getByTestId('materials-error')).toHaveCount(0);
    },
  },
  {
    name: 'mfe_settings',
    port: PORTS.mfe_settings,
    path: '/settings',
    // The student's own details.
    data: async (page: Page) => {
      await expect(page.getByTestId('email-readonly')).toHaveValue(/qa-\w+@nibras\.test/);
    },
  },
] as const;

for (const remote of REMOTES) {
  test(`${remote.name} alone in its harness: a test student signed in, a page with data, both languages, sign-out`, async ({
    page,
  }) => {
    await page.goto(`http://localhost:${remote.port}/en${remote.path}`);
    const bar = page.getByTestId('harness-bar');
    await expect(bar).toContainText(remote.name);
    const token = await seedFromBar(page);
    await remote.data(page);
    const title = page.locator(`[data-remote="${remote.name}"] [data-testid^="page-"] h1`).first();
    await expect(title).not.toContainText(ARABIC);
    await expect(page.getByTestId('navbar')).toHaveCount(0); // the shell is not loaded
    await page.screenshot({ path: test.info().outputPath(`${remote.name}-en.png`) });

    await bar.getByText('العربية').click();
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${remote.port}/ar/`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(title).toContainText(ARABIC);
    await expect(bar.getByTestId('harness-signed-in')).toContainText('تم تسجيل الدخول باسم');

    // Sign-out signs out: the session is gone from the page and the token from the server.
    await bar.getByTestId('harness-sign-out').click();
    await expect(bar.getByTestId('harness-session')).toContainText('لم يُسجَّل الدخول');
    expect(await me(token)).toBe(401);
  });
}

test('mfe_marketing runs alone in its harness, in English and Arabic', async ({ page }) => {
  await page.goto(`http://localhost:${PORTS.mfe_marketing}/en/pricing`);
  const bar = page.getByTestId('harness-bar');
  await expect(bar).toContainText('mfe_marketing');
  const title = page.locator('[data-remote="mfe_marketing"] [data-testid^="page-"] h1');
  await expect(title).toBeVisible();
  await expect(title).not.toContainText(ARABIC);
  await bar.getByText('العربية').click();
  await expect(page).toHaveURL(`http://localhost:${PORTS.mfe_marketing}/ar/pricing`);
  await expect(title).toContainText(ARABIC);
});

test.describe('signing in with an account', () => {
  test.use({ session: 'none' });

  test('the harness signs in with an e-mail and password, says why it cannot, and names an API it cannot reach', async ({
    page,
  }) => {
    const student = await newStudent();
    await page.goto(`http://localhost:${PORTS.mfe_settings}/en/settings`);
    const bar = page.getByTestId('harness-bar');
    await bar.getByTestId('harness-email').fill(student.email);
    await bar.getByTestId('harness-password').fill('Wrong-passw0rd!');
    await bar.getByTestId('harness-sign-in').click();
    await expect(bar.getByTestId('harness-error')).toContainText('The e-mail or password is incorrect');
    await bar.getByTestId('harness-password').fill(PASSWORD);
    await bar.getByTestId('harness-sign-in').click();
    await expect(bar.getByTestId('harness-signed-in')).toContainText(student.user.username);
    await expect(page.getByTestId('email-readonly')).toHaveValue(student.email);

    // Another API, by the address: remembered for the tab; this one is not running.
    await page.goto(`http://localhost:${PORTS.mfe_settings}/en/settings?api=http://localhost:9`);
    await bar.getByTestId('harness-sign-out').click();
    await bar.getByTestId('harness-email').fill(student.email);
    await bar.getByTestId('harness-password').fill(PASSWORD);
    await bar.getByTestId('harness-sign-in').click();
    await expect(bar.getByTestId('harness-error')).toContainText(
      'The API at http://localhost:9 cannot be reached',
    );
  });
});

// A second shell on its own port whose remote URLs (run-time config) point at
// servers this test starts, stops, breaks and redeploys. The main suite's
// servers are left alone.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../pages/ShellPage';
import { ROOT, TMP, PORTS } from '../support/env';
import { run, serveApp, type RunningServer } from '../support/servers';

test.describe.configure({ mode: 'serial' });
// The remotes here serve signed-in routes: an onboarded student visits them.
test.use({ session: 'onboarded' });

const SHELL_PORT = 4000;
const LEARNING_PORT = 4102;
const CHAT_PORT = 4103;
const shellEnv = {
  MFE_LEARNING_URL: `http://localhost:${LEARNING_PORT}`,
  MFE_CHAT_URL: `http://localhost:${CHAT_PORT}`,
  MFE_MARKETING_URL: `http://localhost:${PORTS.mfe_marketing}`,
  MFE_SETTINGS_URL: `http://localhost:${PORTS.mfe_settings}`,
};

let shell: RunningServer;
const started: RunningServer[] = [];

test.beforeAll(async () => {
  shell = await serveApp('shell', SHELL_PORT, { env: shellEnv });
});
test.afterAll(async () => {
  await Promise.all(started.map((s) => s.stop().catch(() => undefined)));
  await shell.stop();
});

const url = (p: string) => `http://localhost:${SHELL_PORT}${p}`;

test('a stopped remote degrades only its own area, and retry works once it is back', async ({ page }) => {
  const app = new ShellPage(page);
  await page.goto(url('/en/home'));
  await expect(app.unavailable).toBeVisible();
  await expect(app.unavailable).toContainText('This section is unavailable');
  await expect(app.navbar).toBeVisible();
  await expect(app.footer).toBeVisible();

  // Other remotes keep working in the same tab.
  await app.footer.getByRole('link', { name: 'About' }).click();
  await expect(app.remotePage('mfe_marketing')).toBeVisible();

  // The same in Arabic.
  await page.goto(url('/ar/home'));
  await expect(app.unavailable).toContainText('هذا القسم غير متاح حاليًا');
  await app.expectDirection('ar');

  // Bring the remote back: retry mounts it without reloading the page.
  const learning = await serveApp('mfe_learning', LEARNING_PORT);
  started.push(learning);
  await app.retry.click();
  await expect(app.remotePage('mfe_learning')).toBeVisible();
  await expect(app.unavailable).toHaveCount(0);
});

test('a remote whose script throws shows the fallback; the shell stays up', async ({ page }) => {
  // A "deployment" whose entry throws while evaluating.
  const broken = path.join(TMP, 'broken-chat');
  fs.rmSync(broken, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'mfe-chat', 'dist'), broken, { recursive: true });
  fs.writeFileSync(path.join(broken, 'remoteEntry.js'), 'throw new Error("broken deployment");\n');
  for (const precompressed of ['remoteEntry.js.br', 'remoteEntry.js.gz'])
    fs.rmSync(path.join(broken, precompressed), { force: true });
  const chat = await serveApp('mfe_chat', CHAT_PORT, { dir: broken });
  try {
    const app = new ShellPage(page);
    await page.goto(url('/en/ai-engine'));
    await expect(app.unavailable).toBeVisible();
    await expect(app.navbar).toBeVisible();
    await page.goto(url('/en/settings'));
    await expect(app.remotePage('mfe_settings')).toBeVisible();
  } finally {
    await chat.stop();
  }
});

test('a remote rebuilt with a changed text shows it on reload; the shell server is untouched', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = new ShellPage(page);
  let learning =
    started.find((s) => s.port === LEARNING_PORT) ?? (await serveApp('mfe_learning', LEARNING_PORT));
  await page.goto(url('/en/leaderboard'));
  const title = app.remotePage('mfe_learning').locator('h1');
  await expect(title).toBeVisible();
  const before = (await title.innerText()).trim();

  // Rebuild the remote from a copy of its source with one text changed, as a team would deploy it.
  const copy = path.join(TMP, 'mfe-learning-redeploy');
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.mjs', 'tsconfig.json']) {
    fs.cpSync(path.join(ROOT, 'mfe-learning', entry), path.join(copy, entry), { recursive: true });
  }
  const enFile = path.join(copy, 'src', 'locales', 'en', 'leaderboard.json');
  const after = `${before} (redeployed)`;
  fs.writeFileSync(
    enFile,
    fs.readFileSync(enFile, 'utf8').replace(JSON.stringify(before), JSON.stringify(after)),
  );
  await run(
    process.execPath,
    [path.join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
    copy,
  );

  await learning.stop();
  learning = await serveApp('mfe_learning', LEARNING_PORT, { dir: path.join(copy, 'dist') });
  started.splice(0, started.length, learning);

  const shellPid = shell.pid;
  await page.reload();
  await expect(app.remotePage('mfe_learning').locator('h1')).toHaveText(after);
  expect(shell.pid).toBe(shellPid);
  expect(process.kill(shell.pid, 0)).toBe(true);
});

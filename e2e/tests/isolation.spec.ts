// A second shell on its own port whose remote URLs (run-time config) point at
// servers this test starts, stops, breaks and redeploys. The main suite's
// servers are left alone.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../pages/ShellPage';
import { ROOT, TMP, PORTS, port } from '../support/env';
import { run, serveApp, type RunningServer } from '../support/servers';

test.describe.configure({ mode: 'serial' });
// The remotes here serve signed-in routes: an onboarded student visits them.
test.use({ session: 'onboarded' });

const SHELL_PORT = port(4000);
const LEARNING_PORT = port(4102);
const CHAT_PORT = port(4103);
const SETTINGS_PORT = port(4105);
const shellEnv = {
  MFE_LEARNING_URL: `http://localhost:${LEARNING_PORT}`,
  MFE_CHAT_URL: `http://localhost:${CHAT_PORT}`,
  MFE_MARKETING_URL: `http://localhost:${PORTS.mfe_marketing}`,
  MFE_SETTINGS_URL: `http://localhost:${SETTINGS_PORT}`,
};

let shell: RunningServer;
const started: RunningServer[] = [];

let settings: RunningServer;

test.beforeAll(async () => {
  shell = await serveApp('shell', SHELL_PORT, { env: shellEnv });
  settings = await serveApp('mfe_settings', SETTINGS_PORT);
});
test.afterAll(async () => {
  await Promise.all(started.map((s) => s.stop().catch(() => undefined)));
  await settings.stop().catch(() => undefined);
  await shell.stop();
});

/** Builds a copy of a remote's source, changed by `change`, as a team would deploy it; returns its dist. */
async function buildCopy(folder: string, name: string, change: (copy: string) => void): Promise<string> {
  const copy = path.join(TMP, name);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.mjs', 'tsconfig.json']) {
    fs.cpSync(path.join(ROOT, folder, entry), path.join(copy, entry), { recursive: true });
  }
  change(copy);
  await run(
    process.execPath,
    [path.join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
    copy,
  );
  return path.join(copy, 'dist');
}

const url = (p: string) => `http://localhost:${SHELL_PORT}${p}`;

test('a stopped remote degrades only its own area, and retry works once it is back', async ({ page }) => {
  // The shell handles the failed load: nothing reaches the page as an uncaught error.
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
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
  expect(uncaught).toEqual([]);
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
  const after = `${before} (redeployed)`;
  const dist = await buildCopy('mfe-learning', 'mfe-learning-redeploy', (copy) => {
    const enFile = path.join(copy, 'src', 'locales', 'en', 'leaderboard.json');
    fs.writeFileSync(
      enFile,
      fs.readFileSync(enFile, 'utf8').replace(JSON.stringify(before), JSON.stringify(after)),
    );
  });

  await learning.stop();
  learning = await serveApp('mfe_learning', LEARNING_PORT, { dir: dist });
  started.splice(0, started.length, learning);

  const shellPid = shell.pid;
  await page.reload();
  await expect(app.remotePage('mfe_learning').locator('h1')).toHaveText(after);
  expect(shell.pid).toBe(shellPid);
  expect(process.kill(shell.pid, 0)).toBe(true);
});

test('a remote whose broken deployment is fixed recovers on Retry, without reloading the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A deployment whose root throws while rendering: its code has the same chunk ids as the fixed
  // one, which a page that loaded it must not take for the new build's.
  const broken = await buildCopy('mfe-settings', 'mfe-settings-broken', (copy) => {
    const file = path.join(copy, 'src', 'lifecycles.tsx');
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace(
          "loadRoot: () => import('./root'),",
          "loadRoot: async () => ({ default: () => { throw new Error('broken deployment'); } }),",
        ),
    );
  });
  await settings.stop();
  settings = await serveApp('mfe_settings', SETTINGS_PORT, { dir: broken });

  // A failure the shell handles is not an uncaught error of the page.
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const app = new ShellPage(page);
  await page.goto(url('/en/settings'));
  const crashed = page.getByTestId('remote-crashed');
  await expect(crashed).toContainText('Something went wrong in this section');
  await expect(app.navbar).toBeVisible();
  // The same page, from here on: a reload would drop this mark.
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  // The team deploys the fix; the student presses Retry on the panel.
  await settings.stop();
  settings = await serveApp('mfe_settings', SETTINGS_PORT);
  await crashed.getByTestId('remote-crashed-retry').click();
  await expect(app.remotePage('mfe_settings')).toBeVisible();
  await expect(crashed).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(uncaught).toEqual([]);
});

test('a remote built for a newer shared-ui or another React is refused with the unavailable panel, naming both versions', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Two deployments of mfe-settings the running shell cannot serve: one built against shared-ui 2.0.0
  // (its own copy of shared-ui, one major ahead), one declaring React ^20.
  const [newerSharedUi, newerReact] = await Promise.all([
    buildCopy('mfe-settings', 'mfe-settings-shared-ui-2', (copy) => {
      // Beside the remote, linked from its node_modules as npm links a workspace (webpack compiles it
      // from its real path, outside node_modules).
      const sharedUi = path.join(copy, 'shared-ui');
      for (const entry of ['src', 'build', 'package.json', 'tsconfig.json'])
        fs.cpSync(path.join(ROOT, 'shared-ui', entry), path.join(sharedUi, entry), { recursive: true });
      // Its own dependencies npm installed under it (those not hoisted to the root).
      if (fs.existsSync(path.join(ROOT, 'shared-ui', 'node_modules')))
        fs.symlinkSync(path.join(ROOT, 'shared-ui', 'node_modules'), path.join(sharedUi, 'node_modules'));
      fs.mkdirSync(path.join(copy, 'node_modules', '@nibras'), { recursive: true });
      fs.symlinkSync('../../shared-ui', path.join(copy, 'node_modules', '@nibras', 'shared-ui'));
      const pkgFile = path.join(sharedUi, 'package.json');
      fs.writeFileSync(
        pkgFile,
        JSON.stringify({ ...JSON.parse(fs.readFileSync(pkgFile, 'utf8')), version: '2.0.0' }, null, 2),
      );
    }),
    buildCopy('mfe-settings', 'mfe-settings-react-20', (copy) => {
      const pkgFile = path.join(copy, 'package.json');
      const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { dependencies: Record<string, string> };
      pkg.dependencies.react = '^20.0.0';
      fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
    }),
  ]);
  const app = new ShellPage(page);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  // Which module the runtime names first: shared-ui, or React's JSX runtime (react's own entry point).
  for (const [dist, module, needs] of [
    [newerSharedUi, '@nibras/shared-ui', '^2.0.0'],
    [newerReact, 'react(/jsx-runtime)?', '^20.0.0'],
  ] as const) {
    await settings.stop();
    settings = await serveApp('mfe_settings', SETTINGS_PORT, { dir: dist });
    logged.length = 0;
    await page.goto(url('/en/settings'));
    await expect(app.unavailable).toContainText('This section is unavailable');
    await expect(app.navbar).toBeVisible();
    // The console says which module, which version runs and which one the remote needs.
    const refusal = new RegExp(
      `Version \\d+\\.\\d+\\.\\d+ from shell of shared singleton module ${module} ` +
        `does not satisfy the requirement of mfe_settings which needs \\${needs}`,
    );
    await expect.poll(() => logged.some((line) => refusal.test(line))).toBe(true);
  }
  // Back to a deployment built with the shell's versions: it loads.
  await settings.stop();
  settings = await serveApp('mfe_settings', SETTINGS_PORT);
  await app.retry.click();
  await expect(app.remotePage('mfe_settings')).toBeVisible();
});

test('QA points one remote of the running shell at another build, in this browser only; the page says so until reset', async ({
  page,
}) => {
  const OTHER_PORT = port(4112);
  const other = await serveApp('mfe_learning', OTHER_PORT);
  started.push(other);
  const fromOther: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${OTHER_PORT}/`)) fromOther.push(request.url());
  });
  const app = new ShellPage(page);
  await page.goto(url('/en/leaderboard?devtools=1'));
  const panel = page.getByTestId('remote-overrides');
  await panel.getByTestId('remote-overrides-toggle').click();
  await panel
    .getByTestId('remote-override-mfe_learning')
    .fill(`http://localhost:${OTHER_PORT}/mf-manifest.json`);
  await panel.getByTestId('remote-overrides-save').click();

  // After the reload: mfe-learning comes from the other build, and the page says so.
  await expect(app.remotePage('mfe_learning')).toBeVisible();
  await expect(page.getByTestId('remote-overrides-active')).toContainText(
    `mfe_learning → http://localhost:${OTHER_PORT}/mf-manifest.json`,
  );
  expect(fromOther.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);

  // Back to the deployed remotes: nothing is loaded from the other build any more.
  await page.getByTestId('remote-overrides-reset').click();
  await expect(page.getByTestId('remote-overrides-active')).toHaveCount(0);
  fromOther.length = 0;
  await page.reload();
  await expect(page.getByTestId('remote-overrides-active')).toHaveCount(0);
  expect(fromOther).toEqual([]);
});

// End-to-end tests in Debian's Chromium against the production builds, each app on
// its own port like an independent deployment (`npm test` builds them first).
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, PORT_ENV, PORTS, ROOT, TMP, port } from './support/env';
import { ADMIN, E2E_JWT_SECRET } from './support/accounts';

const reportDir = process.env.NIBRAS_REPORT_DIR;
const apiData = path.join(TMP, 'api-data');
// The shells the suite runs (3000, and the isolation test's 4000) may call the API.
const corsOrigins = [...Object.values(PORTS), port(4000)].map((p) => `http://localhost:${p}`).join(',');
const serve = (dir: string, appPort: number) => ({
  command: `node ${path.join(ROOT, 'shared-ui/build/serve.mjs')}`,
  cwd: path.join(ROOT, dir),
  port: appPort,
  env: PORT_ENV,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(TMP, 'test-results'),
  fullyParallel: true,
  // One browser per core (`npm test` says how many it plans for: .ci/test.mjs). A browser alone leaves
  // part of the machine idle while its test waits (a reply streaming, a toast, a debounce): measured on
  // 2 cores with chat, progress and settings-sync, one worker kept the cores 74% busy and took 3.9 min,
  // two kept them 95% busy and took 3.0 min; pure page loads (routes.spec.ts) take the same time either
  // way. NIBRAS_E2E_WORKERS overrides it.
  workers:
    Number(process.env.NIBRAS_E2E_WORKERS) ||
    Math.max(1, Number(process.env.NIBRAS_TEST_CONCURRENCY) || os.availableParallelism()),
  retries: 0,
  // Limits for a 2-core machine whose cores are also busy with other work (a second process, or
  // the rest of a CI run): up to 3 times an idle run's times were seen. A test waits on conditions,
  // so a generous limit only bounds a hang; a passing test takes no longer for it.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: reportDir
    ? [['list'], ['json', { outputFile: path.join(reportDir, 'playwright.json') }]]
    : [['list']],
  use: {
    baseURL: `http://localhost:${PORTS.shell}`,
    locale: 'en-US',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // A trace records every action's DOM and screen of every test, failing or not: 15% of the
    // suite's time (routes.spec.ts: 165 s without, 194 s with). A failure keeps its screenshot and
    // error context; NIBRAS_E2E_TRACE=1 records traces again to replay one.
    trace: process.env.NIBRAS_E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // A fresh store for every run (deleted here, not in this module: workers load it again),
      // with the admin account the role tests sign in with.
      command:
        `rm -rf '${apiData}' && node src/cli/account.ts --role admin --email ${ADMIN.email} ` +
        `--password '${ADMIN.password}' --username '${ADMIN.username}' --onboarded --if-missing && exec node src/index.ts`,
      cwd: path.join(ROOT, 'api'),
      url: `http://localhost:${PORTS.api}/health`,
      env: {
        ...PORT_ENV,
        DATA_DIR: apiData,
        LOG_LEVEL: 'warn',
        // Fixture accounts each come from their own address (X-Forwarded-For): see support/accounts.ts.
        TRUST_PROXY: 'true',
        // Known here, so a test can make an expired token.
        JWT_SECRET: E2E_JWT_SECRET,
        // Cheap argon2id: every test signs a student up (api/src/auth/password.ts TEST_ARGON2_OPTIONS).
        NIBRAS_PASSWORD_HASHING: 'test',
        CORS_ORIGINS: corsOrigins,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    serve('shell', PORTS.shell),
    serve('mfe-marketing', PORTS.mfe_marketing),
    serve('mfe-learning', PORTS.mfe_learning),
    serve('mfe-chat', PORTS.mfe_chat),
    serve('mfe-materials', PORTS.mfe_materials),
    serve('mfe-settings', PORTS.mfe_settings),
  ],
});

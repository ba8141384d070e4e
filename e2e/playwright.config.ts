// End-to-end tests in Debian's Chromium against the production builds, each app on
// its own port like an independent deployment (`npm test` builds them first).
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, PORTS, ROOT, TMP } from './support/env';

const reportDir = process.env.NIBRAS_REPORT_DIR;
const serve = (dir: string, port: number) => ({
  command: `node ${path.join(ROOT, 'shared-ui/build/serve.mjs')}`,
  cwd: path.join(ROOT, dir),
  port,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(TMP, 'test-results'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: reportDir
    ? [['list'], ['json', { outputFile: path.join(reportDir, 'playwright.json') }]]
    : [['list']],
  use: {
    baseURL: `http://localhost:${PORTS.shell}`,
    locale: 'en-US',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node src/index.ts',
      cwd: path.join(ROOT, 'api'),
      url: `http://localhost:${PORTS.api}/health`,
      env: { DATA_DIR: path.join(TMP, 'api-data'), LOG_LEVEL: 'warn' },
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

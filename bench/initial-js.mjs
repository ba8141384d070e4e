#!/usr/bin/env node
// Initial JavaScript of a first visit to /en (shell + the marketing remote), gzipped.
// Starts the shell and mfe-marketing production servers on spare ports (build first:
// `npm run build`), opens /en in Debian's Chromium and sums every script it downloads.
// Usage: node bench/initial-js.mjs [path]   (default /en)
import { spawn } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium } from './support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const target = process.argv[2] ?? '/en';
const SHELL_PORT = 4900;
const MARKETING_PORT = 4901;

function serve(dir, port, env = {}) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'shared-ui/build/serve.mjs'), '--port', String(port)],
    {
      cwd: path.join(root, dir),
      env: { ...process.env, ...env },
      stdio: 'ignore',
    },
  );
  return child;
}

const servers = [
  serve('shell', SHELL_PORT, { MFE_MARKETING_URL: `http://localhost:${MARKETING_PORT}` }),
  serve('mfe-marketing', MARKETING_PORT),
];
await new Promise((r) => setTimeout(r, 800));

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.push({ url: response.url(), raw: body.length, gzip: zlib.gzipSync(body, { level: 6 }).length });
    } catch {
      // A response without a body (redirect) is not counted.
    }
  });
  await page.goto(`http://localhost:${SHELL_PORT}${target}`, { waitUntil: 'networkidle' });
  await page.locator('[data-remote="mfe_marketing"]').waitFor();
  await page.waitForTimeout(500);
  scripts.sort((a, b) => b.gzip - a.gzip);
  for (const s of scripts) {
    console.log(
      `${(s.gzip / 1024).toFixed(1).padStart(7)} KB gz ${(s.raw / 1024).toFixed(1).padStart(8)} KB  ${s.url.replace(/^http:\/\/localhost:/, ':')}`,
    );
  }
  const total = scripts.reduce((n, s) => n + s.gzip, 0);
  const raw = scripts.reduce((n, s) => n + s.raw, 0);
  console.log(
    `initial JavaScript of ${target}: ${scripts.length} files, ${(total / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw); aim <= 250 KB`,
  );
} finally {
  await browser.close();
  for (const s of servers) s.kill('SIGTERM');
}

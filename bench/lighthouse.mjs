#!/usr/bin/env node
// Lighthouse (mobile profile, the default) on the public pages, with Debian's Chromium.
// Starts the shell and mfe-marketing production servers on spare ports (run `npm run build` first).
// Usage: node bench/lighthouse.mjs [path ...]   (default: /en /ar)
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/en', '/ar'];
const SHELL_PORT = 4910;
const MARKETING_PORT = 4911;

const serve = (dir, port, env = {}) =>
  spawn(process.execPath, [path.join(root, 'shared-ui/build/serve.mjs'), '--port', String(port)], {
    cwd: path.join(root, dir),
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });

const servers = [
  serve('shell', SHELL_PORT, { MFE_MARKETING_URL: `http://localhost:${MARKETING_PORT}` }),
  serve('mfe-marketing', MARKETING_PORT),
];
await new Promise((r) => setTimeout(r, 800));

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'nibras-lh-'));
const rows = [];
try {
  for (const p of paths) {
    const report = path.join(out, `${p.replace(/\W+/g, '_')}.json`);
    await promisify(execFile)(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        `http://localhost:${SHELL_PORT}${p}`,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 2 ** 20,
      },
    );
    const lhr = JSON.parse(fs.readFileSync(report, 'utf8'));
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    rows.push({
      path: p,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint']?.displayValue,
      tbt: lhr.audits['total-blocking-time']?.displayValue,
    });
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    if (failing.length) console.log(`${p}: failing audits: ${failing.join(', ')}`);
  }
} finally {
  for (const s of servers) s.kill('SIGTERM');
}
console.log('path  performance  accessibility  best-practices  seo  LCP  TBT');
for (const r of rows)
  console.log(
    `${r.path}  ${r.performance}  ${r.accessibility}  ${r.bestPractices}  ${r.seo}  ${r.lcp}  ${r.tbt}`,
  );
console.log(`reports in ${out}; aim: performance >= 90, accessibility, best practices and SEO 100`);

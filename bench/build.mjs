#!/usr/bin/env node
// Build benchmark: a cold production build of every package (turbo cache and dist
// folders removed), then a second build with nothing changed (turbo cache hit).
// Usage: node bench/build.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const turbo = path.join(root, 'node_modules', '.bin', 'turbo');
const packages = ['shell', 'mfe-marketing', 'mfe-learning', 'mfe-chat', 'mfe-materials', 'mfe-settings'];

for (const dir of [path.join(root, '.turbo'), path.join(root, 'node_modules', '.cache', 'turbo')]) {
  fs.rmSync(dir, { recursive: true, force: true });
}
for (const p of packages) {
  fs.rmSync(path.join(root, p, 'dist'), { recursive: true, force: true });
  fs.rmSync(path.join(root, p, '.turbo'), { recursive: true, force: true });
}

function timed(label, args) {
  const start = process.hrtime.bigint();
  execFileSync(turbo, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`${label.padEnd(34)} ${seconds.toFixed(1)} s`);
  return seconds;
}

console.log(
  `machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`,
);
const cold = timed('cold build (all packages)', ['run', 'build', '--force']);
const warm = timed('second build, nothing changed', ['run', 'build']);
console.log(
  `targets: cold <= 120 s (${cold <= 120 ? 'met' : 'MISSED'}), cached <= 10 s (${warm <= 10 ? 'met' : 'MISSED'})`,
);

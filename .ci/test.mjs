// `npm test`: every check and every suite, in an order that fits the machine, each one reporting
// whatever happened before it.
//
// 1. format (prettier, .ci/format-check.mjs: one process per core) and the lint of e2e/ and bench/;
// 2. typecheck, lint and build of every package (turbo, as many tasks at once as the machine has cores);
// 3. the unit suites (jest), one package at a time with as many jest workers as cores, so a suite
//    never competes with builds, typechecks or another package's suite;
// 4. the end-to-end suite (Playwright), which needs the builds of step 2.
// A failing step does not stop the later ones (turbo runs with --continue): every suite runs and
// writes its totals (NIBRAS_REPORT_DIR), and the command exits non-zero if anything failed.
//
// NIBRAS_TEST_CONCURRENCY sets the number of cores to plan for (default: os.availableParallelism()).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const requested = Number.parseInt(process.env.NIBRAS_TEST_CONCURRENCY ?? '', 10);
const cores = Number.isInteger(requested) && requested > 0 ? requested : os.availableParallelism();
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  // Read by the jest presets (maxWorkers) and the Playwright configuration (workers).
  NIBRAS_TEST_CONCURRENCY: String(cores),
  // The builds' brotli copies at quality 5, not 11: 2 s of CPU instead of 160 for files 10% larger,
  // which the end-to-end suite does not look at (shared-ui/build/webpack.mjs `brotliQuality`).
  NIBRAS_BROTLI_QUALITY: process.env.NIBRAS_BROTLI_QUALITY ?? '5',
};

const steps = [
  { name: 'format', command: process.execPath, args: [path.join(root, '.ci', 'format-check.mjs')] },
  { name: 'lint e2e and bench', command: bin('eslint'), args: ['e2e', 'bench'] },
  {
    name: 'typecheck, lint and build',
    command: bin('turbo'),
    args: [
      'run',
      'typecheck',
      'lint',
      'build',
      `--concurrency=${cores}`,
      '--continue',
      '--output-logs=new-only',
    ],
  },
  {
    name: 'unit suites (jest)',
    command: bin('turbo'),
    args: ['run', 'test', '--concurrency=1', '--continue', '--output-logs=new-only'],
  },
  { name: 'typecheck e2e', command: bin('tsc'), args: ['-p', 'e2e'] },
  {
    name: 'end-to-end suite (Playwright)',
    command: bin('playwright'),
    args: ['test', '-c', 'e2e/playwright.config.ts'],
  },
];

function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`test: ${step.name} could not start: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

console.log(`test: planning for ${cores} core(s) (NIBRAS_TEST_CONCURRENCY to change)`);
const results = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\ntest: ${step.name}: ${[path.basename(step.command), ...step.args].join(' ')}`);
  const code = await run(step);
  results.push({ name: step.name, code, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\ntest: summary');
for (const { name, code, seconds } of results)
  console.log(`  ${code === 0 ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);

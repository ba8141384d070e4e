// Shared jest presets: `node` for the API, `jsdom` for UI packages. Each package's
// jest.config.cjs is one line: module.exports = require('@nibras/shared-ui/build/jest-preset.cjs')('jsdom', __dirname)
const path = require('node:path');

/**
 * Jest workers: the cores `npm test` plans for (NIBRAS_TEST_CONCURRENCY, set by .ci/test.mjs, which
 * runs one package's suite at a time), else jest's own default (cores - 1).
 */
function maxWorkers() {
  const cores = Number.parseInt(process.env.NIBRAS_TEST_CONCURRENCY ?? '', 10);
  return Number.isInteger(cores) && cores > 0 ? cores : undefined;
}

/**
 * Per-test limit. The real-API jsdom tests (a real API in the test process, antd pages rendered in
 * jsdom) take up to ~10 s on an idle 2-core machine and ~2-5 times that when both cores are kept busy
 * by other work (a second process, or helpers' test runs: 50 s was seen at a load average of 16). A
 * test waits on conditions, so a generous limit costs nothing when it passes and only bounds a hang.
 */
const TEST_TIMEOUT_MS = 60_000;

function preset(environment, rootDir) {
  const reportDir = process.env.NIBRAS_REPORT_DIR;
  // Cheap argon2id in the real APIs the UI suites start (api/src/auth/password.ts TEST_ARGON2_OPTIONS).
  process.env.NIBRAS_PASSWORD_HASHING ??= 'test';
  const name = path.basename(rootDir);
  return {
    rootDir,
    displayName: name,
    testEnvironment: environment === 'jsdom' ? 'jsdom' : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/build/**/*.test.?(m)[jt]s'],
    transform: {
      '^.+\\.m?[tj]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest-style-stub.cjs'),
      // shared-ui imports antd's ES build per component; jest (CommonJS) loads the same files from lib/.
      '^antd/es/(.*)$': 'antd/lib/$1',
    },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
    testTimeout: TEST_TIMEOUT_MS,
    // Only when set: jest refuses `maxWorkers: undefined` (a plain `npx jest` in a package).
    ...(maxWorkers() === undefined ? {} : { maxWorkers: maxWorkers() }),
    reporters: reportDir
      ? [
          'default',
          [
            path.join(__dirname, 'jest-json-reporter.cjs'),
            { outputFile: path.join(reportDir, `jest-${name}.json`) },
          ],
        ]
      : ['default'],
  };
}

module.exports = preset;
module.exports.maxWorkers = maxWorkers;
module.exports.TEST_TIMEOUT_MS = TEST_TIMEOUT_MS;

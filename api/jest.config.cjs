// Jest runs the API's TypeScript through @swc/jest (CommonJS output), so test code and the code it
// loads must not use `import.meta`. Set NIBRAS_REPORT_DIR to also write a JSON results file there;
// `npx jest --json --outputFile=$NIBRAS_REPORT_DIR/jest-api.json` works too.
const path = require('node:path');
const { maxWorkers, TEST_TIMEOUT_MS } = require('@nibras/shared-ui/build/jest-preset.cjs');

const reportDir = process.env.NIBRAS_REPORT_DIR;
// Cheap argon2id for test runs (src/auth/password.ts TEST_ARGON2_OPTIONS); workers and the API
// processes tests start inherit it. The standard parameters have their own tests.
process.env.NIBRAS_PASSWORD_HASHING ??= 'test';
const ESM_ONLY = [
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer',
  '@borewit',
  // archiver 8 (folder downloads as zip) and its ES-module dependencies
  'archiver',
  'zip-stream',
  'compress-commons',
  'crc32-stream',
  'is-stream',
];

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'mjs', 'json'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2023' },
        module: { type: 'commonjs' },
      },
    ],
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: [
      '@swc/jest',
      { jsc: { target: 'es2023' }, module: { type: 'commonjs' } },
    ],
  },
  // file-type and the packages it loads are published as ES modules only: compiled to CommonJS too.
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  testTimeout: TEST_TIMEOUT_MS,
  ...(maxWorkers() === undefined ? {} : { maxWorkers: maxWorkers() }),
  reporters: reportDir
    ? [
        'default',
        ['<rootDir>/jest-json-reporter.cjs', { outputFile: path.resolve(reportDir, 'jest-api.json') }],
      ]
    : ['default'],
};

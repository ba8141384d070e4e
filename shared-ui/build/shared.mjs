// What the shell and every remote share at run time, and on which terms: one module for both the
// webpack factory (webpack.mjs) and its tests.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The shared singletons: one explicit list, versions read from package.json. */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  'i18next',
  'react-i18next',
  'zustand',
];

/** The shared-ui entries (package.json `exports`) that are shared singletons. */
export const SHARED_UI_ENTRIES = ['@nibras/shared-ui', '@nibras/shared-ui/extra'];
/** Shared modules a first page does not need: not preloaded by the shell's index.html. */
export const LAZY_SHARED = ['@nibras/shared-ui/extra'];

/**
 * The share scope's rules, the same for the shell and every remote (docs/decisions.md, "Version
 * skew"). Every shared module is a singleton, so the one the shell loaded first serves everyone, and
 * strict: a remote whose required range the running copy does not satisfy is refused when it loads
 * (the Module Federation runtime throws, naming both versions; the shell shows the area's
 * "unavailable" panel). No remote falls back to its own copy: two Reacts, routers or antd
 * configurations in one page break hooks and context in ways no test of the remote alone can see.
 *
 * - react, react-dom, react-router-dom, antd, i18next, react-i18next, zustand: the range the app's
 *   package.json declares.
 * - @nibras/shared-ui (semver: a new export is a minor version, a change that breaks a remote a major
 *   one): at least the version the app was built with, within its major (`^1.4.0`), so a remote that
 *   uses an export the running shell's copy lacks is refused instead of failing with "is not a
 *   function" later.
 */
export function sharedConfig(pkg, sharedUiPkg = require('../package.json')) {
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    if (!deps[name]) throw new Error(`${pkg.name} must depend on ${name} (a shared singleton)`);
    shared[name] = { singleton: true, strictVersion: true, requiredVersion: deps[name] };
  }
  // react-dom/client is a separate entry point; share it with the same range.
  shared['react-dom/client'] = { singleton: true, strictVersion: true, requiredVersion: deps['react-dom'] };
  shared['react/jsx-runtime'] = { singleton: true, strictVersion: true, requiredVersion: deps.react };
  // Two entries, both singletons provided by the shell: what a first visit needs, and the rest
  // (`./extra`), downloaded only when code that imports it runs.
  for (const entry of SHARED_UI_ENTRIES) {
    shared[entry] = {
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${sharedUiPkg.version}`,
      version: sharedUiPkg.version,
    };
  }
  return shared;
}

// The suite's `test`: Playwright's, with a `session` option. `test.use({ session: 'onboarded' })`
// (or 'new' for a student who has not onboarded) signs a fresh student up through the real
// API and seeds the page's session before the first navigation; `student` is that account.
//
// One browser profile per worker, kept warm. Loading a page of the app costs its renderer about
// 2.7 s of CPU on this machine, most of it compiling 1.8 MB of JavaScript; a fresh (incognito)
// context per test compiles it all again every time. Each worker therefore runs its tests in one
// persistent context, whose disk cache keeps the scripts and V8's compiled code between tests
// (bench: 4.5 s of machine CPU per signed-in page load in a fresh context, 2.4 s in the warm one).
// Nothing else is carried over. After each test its pages are stopped; every origin's cookies,
// local storage, IndexedDB, cache storage and service workers are deleted; permissions are
// withdrawn; and the pages are closed. Only the HTTP cache stays, which holds the same build files
// (hashed ones immutable, the rest revalidated). Each test gets new pages, so a new sessionStorage.
// The context refuses the calls whose effect would outlive the test (context-wide init scripts,
// routes, bindings, headers, offline mode): those go on the page, or the test asks for a context of
// its own with `test.use({ freshContext: true })`. A test that sets another locale, viewport, colour
// scheme or motion preference gets a fresh context too.
import { chromium, test as base, type BrowserContext } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { newStudent, seedSession, type Account } from './accounts';
import { OPENING_OVERLAYS, watchOpeningOverlays } from './motion';
import { CHROMIUM_ARGS, PORTS, TMP, port } from './env';

export type SessionOption = 'none' | 'onboarded' | 'new';

/** The context options of playwright.config.ts; a test that changes one gets a fresh context. */
const DEFAULT_LOCALE = 'en-US';
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** Every origin a test's pages may write storage for. */
const ORIGINS = [...Object.values(PORTS), ...[4000, 4001, 4002, 4003, 4004, 4005, 4010].map(port)].map(
  (p) => `http://localhost:${p}`,
);

/** Calls whose effect on a context would reach the next test. */
const CONTEXT_WIDE = [
  'addInitScript',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setOffline',
  'setHTTPCredentials',
] as const;

function guard(context: BrowserContext): void {
  for (const name of CONTEXT_WIDE) {
    Object.defineProperty(context, name, {
      configurable: true,
      value: () => {
        throw new Error(
          `context.${name}() would outlive this test in the worker's shared context: ` +
            `call it on the page, or use test.use({ freshContext: true })`,
        );
      },
    });
  }
}

/**
 * After a test: stops its pages (so none writes again), deletes everything they stored except the
 * HTTP cache (and V8's code cache), and closes them.
 */
async function wipe(context: BrowserContext): Promise<void> {
  const pages = context.pages();
  await Promise.all(pages.map((page) => page.goto('about:blank').catch(() => page.close())));
  const open = context.pages();
  const page = open[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await Promise.all(
    ORIGINS.map((origin) =>
      cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'cookies,local_storage,indexeddb,file_systems,websql,service_workers,cache_storage',
      }),
    ),
  );
  await cdp.detach();
  await context.clearCookies();
  await context.clearPermissions();
  await Promise.all(context.pages().map((each) => each.close()));
}

export const test = base.extend<
  { session: SessionOption; student: Account | null; freshContext: boolean },
  { warmContext: BrowserContext }
>({
  session: ['none', { option: true }],
  freshContext: [false, { option: true }],

  warmContext: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide, workerInfo) => {
      const profile = path.join(TMP, `profile-${workerInfo.workerIndex}-${process.pid}`);
      fs.rmSync(profile, { recursive: true, force: true });
      fs.mkdirSync(profile, { recursive: true });
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
        headless: true,
        locale: DEFAULT_LOCALE,
        viewport: DEFAULT_VIEWPORT,
        baseURL: `http://localhost:${PORTS.shell}`,
      });
      // Clicks wait for an opening overlay to be drawn (support/motion.ts): in every test's pages.
      await context.addInitScript(watchOpeningOverlays, OPENING_OVERLAYS);
      guard(context);
      await provide(context);
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],

  context: async (
    { warmContext, freshContext, browser, locale, viewport, colorScheme, reducedMotion, baseURL },
    provide,
  ) => {
    const shared =
      !freshContext &&
      (locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE &&
      (viewport === undefined ||
        (viewport !== null &&
          viewport.width === DEFAULT_VIEWPORT.width &&
          viewport.height === DEFAULT_VIEWPORT.height)) &&
      (colorScheme == null || colorScheme === 'light') &&
      (reducedMotion == null || reducedMotion === 'no-preference');
    if (shared) {
      await provide(warmContext);
      await wipe(warmContext);
      return;
    }
    const context = await browser.newContext({
      locale,
      viewport,
      baseURL,
      colorScheme,
      reducedMotion,
    });
    await context.addInitScript(watchOpeningOverlays, OPENING_OVERLAYS);
    await provide(context);
    await context.close();
  },

  student: async ({ session }, provide) => {
    if (session === 'none') {
      await provide(null);
      return;
    }
    await provide(await newStudent({ onboarded: session === 'onboarded' }));
  },
  // Every test that asks for a session gets it seeded in its page before the first navigation
  // (another tab of the same context reads it from local storage once this page has loaded).
  page: async ({ context, student }, provide) => {
    const page = await context.newPage();
    if (student) await seedSession(page, student);
    await provide(page);
  },
});

export { expect } from '@playwright/test';

#!/usr/bin/env node
// The leaderboard figures (issue 12), measured with the product's own code: --students students with
// a year of skewed activity in an embedded store, the real API as a child process (`node
// api/src/index.ts`, a temp DATA_DIR, a free port never the e2e suite's 3000-3005 or 8787).
//
//   node bench/leaderboard.mjs [--students=100000] [--duration=10] [--warmup=3] [--calls=200]
//        [--tokens=8] [--raw=5000] [--no-page] [--keep]
//
// 1. seeding: the API is started on an empty DATA_DIR and --tokens students sign up and onboard
//    through it (real sessions), then it is stopped. Every student (those, plus synthetic ones with a
//    users doc each) gets a generated year of learning events ending today (skewed: the share of
//    active days is u³ for u uniform in 0..1, so most students do little and a few study daily; an
//    active day has active time, and maybe a lesson completed, a quiz, reviews), folded into their
//    `learnerStats` doc by the REAL reducer (api/src/progress/aggregate.ts `applyEvent`, with the
//    real catalogue and calendar), on every core (worker threads). The docs are appended to the
//    embedded store's datafiles (`learnerStats.db`, `users.db`: nedb's one JSON document per line).
//    The first --raw students (default 5000, the first token's student among them: the dashboard's)
//    also get their raw events in `learningEvents.db`, so the memory figures include raw events;
//    all 100,000 students' raw events (~21 million) do not fit the embedded store (nedb keeps every
//    document in memory), which is MongoDB's job. The second token's student's today ends at 590
//    active seconds (the event figure below).
// 2. start: the API restarted on that DATA_DIR (it loads and compacts the datafiles); VmRSS at rest.
// 3. GET /leaderboard: the first call (the board's lazy load from every doc), VmRSS at rest after it,
//    then autocannon (as bench/learning.mjs), 100 connections, --duration s after a --warmup s run,
//    the --tokens students' bearer tokens in turn: p50, p99, requests per second; every answer 2xx.
// 4. GET /dashboard of the first student (a full year): median and p99 of --calls sequential calls.
//    Then the page (--no-page to leave it out), as in bench/materials.mjs's tree figure: the
//    production builds (`npm run build`; skipped when a dist folder is missing, or when a port is in
//    use) served by shared-ui/build/serve.mjs on ports 3100-3105, their run-time config pointing at
//    this API (its port as API_PORT; the API allows those origins), the first student signed in
//    (their session in localStorage) in Debian's Chromium. For /en/dashboard and /ar/dashboard, in
//    the page (performance.now(): from the start of navigation), until the three charts are drawn
//    (three recharts drawings in the page, or two and the quiz chart's empty state): cold (first
//    load in a new browser context) and warm (median of 3 reloads). Aim: under a second.
// 5. one event to the board: POST /learning/activity (60 s, taking the second student over 600 s
//    today: +1 point), then GET /leaderboard until their score changed: the time from sending the
//    event to the board showing it.
import autocannon from 'autocannon';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  APP_ORIGINS,
  SHELL_PORT,
  appsUnavailable,
  figureTable,
  freePorts,
  json,
  launchChromium,
  log,
  median,
  pct,
  rssKb,
  sec,
  seedSession,
  serveApps,
  sleep,
  student,
  spawnApi,
} from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = (file) => path.join(ROOT, 'api/src', file);
const DAY_MS = 24 * 60 * 60 * 1000;
const RIYADH_MS = 3 * 60 * 60 * 1000;
/** Active seconds of the event student's today before the event (the event takes it over 600). */
const EVENT_STUDENT_SECONDS = 590;

// ---------------------------------------------------------------------------------------------------
// Generating a student's year (worker threads and the main thread share this part)

/** A small seeded PRNG (mulberry32): the same students on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The reducer, its context and the catalogue's written lessons (imported from the API's .ts files). */
async function reducer() {
  const { applyEvent, aggregateContext } = await import(api('progress/aggregate.ts'));
  const { loadCalendar } = await import(api('progress/calendar.ts'));
  const { loadCatalogue } = await import(api('courses/catalogue.ts'));
  const { toStoredLearnerStats } = await import(api('store/learner-stats.ts'));
  const catalogue = loadCatalogue();
  const lessons = catalogue.courses.flatMap((course) =>
    course.lessons
      .filter((lesson) => lesson.written)
      .map((lesson) => ({ courseId: course.id, unitId: lesson.unit.id, lessonId: lesson.id })),
  );
  return { applyEvent, ctx: aggregateContext(catalogue, loadCalendar()), lessons, toStoredLearnerStats };
}

/**
 * One student's events over the 365 Riyadh days ending on `todayMs` (a Riyadh midnight, as UTC ms),
 * in time order. `nowMs` bounds today's events; `eventStudent` ends today at EVENT_STUDENT_SECONDS.
 */
function yearOfEvents(userId, index, lessons, todayMs, nowMs, eventStudent) {
  const rand = random(index * 7919 + 17);
  const share = rand() ** 3; // skewed: the median student is active on 1 day in 8
  const events = [];
  let n = 0;
  const add = (at, fields) =>
    events.push({ _id: `${at}-${String(n++).padStart(5, '0')}`, userId, at, ...fields });
  for (let d = 364; d >= 0; d -= 1) {
    const dayStart = todayMs - d * DAY_MS - RIYADH_MS; // Riyadh midnight in UTC
    if (d === 0 && eventStudent) {
      add(new Date(Math.max(dayStart, nowMs - 60 * 60 * 1000)).toISOString(), {
        type: 'active-time',
        seconds: EVENT_STUDENT_SECONDS,
        kind: 'lesson',
      });
      continue;
    }
    if (rand() >= share) continue;
    // Evening study, 16:00 to 22:00 Riyadh; today only until now.
    let t = dayStart + (16 + rand() * 4) * 60 * 60 * 1000;
    if (t > nowMs) continue;
    const at = () => new Date((t += 60_000 + rand() * 600_000)).toISOString();
    add(at(), { type: 'active-time', seconds: Math.round(300 + rand() * 2400), kind: 'lesson' });
    if (rand() < 0.35) {
      const lesson = lessons[Math.floor(rand() * lessons.length)];
      add(at(), { type: 'lesson-completed', ...lesson });
    }
    if (rand() < 0.25) {
      const maxScore = 10;
      add(at(), {
        type: 'quiz-submitted',
        attemptId: `a-${index}-${d}`,
        score: Math.floor(rand() * 11),
        maxScore,
      });
    }
    if (rand() < 0.2) {
      for (let r = Math.floor(1 + rand() * 5); r > 0; r -= 1) {
        add(at(), { type: 'review-done', cardId: `c-${index}-${r}`, rating: 'good' });
      }
    }
  }
  return events.filter((event) => event.at <= new Date(nowMs).toISOString());
}

/** The learnerStats doc lines (and users lines for synthetic students) of students [from, to). */
async function seedRange({ from, to, known, todayMs, nowMs, createdAt, raw }) {
  const { applyEvent, ctx, lessons, toStoredLearnerStats } = await reducer();
  const stats = [];
  const users = [];
  const rawEvents = [];
  let eventCount = 0;
  for (let i = from; i < to; i += 1) {
    const userId = known[i] ?? `bench-${String(i).padStart(7, '0')}`;
    const events = yearOfEvents(userId, i, lessons, todayMs, nowMs, i === 1);
    eventCount += events.length;
    let doc = null;
    for (const event of events) doc = applyEvent(doc, event, ctx).doc;
    // As the store writes it (`days` packed by month: store/learner-stats.ts).
    if (doc) stats.push(JSON.stringify(toStoredLearnerStats({ ...doc, _id: userId, version: 1 })));
    if (i < raw) rawEvents.push(...events.map((event) => JSON.stringify(event)));
    if (known[i] === undefined) {
      users.push(
        JSON.stringify({
          _id: userId,
          username: `Student ${i}`,
          email: `bench-${i}@example.com`,
          passwordHash: 'not-a-hash: never signs in',
          roles: ['user'],
          hasOnBoarded: true,
          educationLevel: 'school',
          grade: 10,
          createdAt,
        }),
      );
    }
  }
  return { stats, users, rawEvents, eventCount };
}

if (!isMainThread) {
  parentPort.postMessage(await seedRange(workerData));
} else {
  await main();
}

// ---------------------------------------------------------------------------------------------------
// The main thread

async function main() {
  const args = Object.fromEntries(
    process.argv.slice(2).map((a) => {
      const [k, v] = a.replace(/^--/, '').split('=');
      return [k, v === undefined ? true : /^\d+$/.test(v) ? Number(v) : v];
    }),
  );
  const STUDENTS = args.students ?? 100_000;
  const DURATION = args.duration ?? 10;
  const WARMUP = args.warmup ?? 3;
  const CALLS = args.calls ?? 200;
  const TOKENS = Math.max(2, args.tokens ?? 8);
  const RAW = Math.max(1, Math.min(args.raw ?? 5000, args.students ?? 100_000));
  if (STUDENTS < TOKENS) throw new Error(`--students must be at least --tokens (${TOKENS})`);
  /** The figures, logged as they come and printed as a table at the end. */
  const { figure, print: printFigures } = figureTable();
  const ms = (v) => `${v.toFixed(v < 10 ? 2 : 0)} ms`;
  const mb = (bytes) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

  console.info(
    `Nibras leaderboard benchmark: Node ${process.version}, ${os.availableParallelism()} cores, ` +
      `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB; ${STUDENTS} students`,
  );
  const begun = performance.now();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nibras-bench-leaderboard-'));
  const [port] = await freePorts(1);
  let server;
  try {
    // 1. Real students with sessions, then the seeded year.
    console.info('seeding:');
    server = await startApi(port, dataDir);
    const students = [];
    for (let i = 0; i < TOKENS; i += 1) students.push(await student(server.base, `leaderboard-${i}`));
    await server.stop();
    server = undefined;

    const now = new Date();
    const todayMs = Date.parse(new Date(now.getTime() + RIYADH_MS).toISOString().slice(0, 10));
    const known = students.map((s) => s.user._id);
    const started = performance.now();
    const workers = Math.max(1, Math.min(os.availableParallelism(), 8));
    const chunk = Math.ceil(STUDENTS / (workers * 8));
    const ranges = [];
    for (let from = 0; from < STUDENTS; from += chunk) ranges.push([from, Math.min(STUDENTS, from + chunk)]);
    const files = {
      stats: await fs.open(path.join(dataDir, 'learnerStats.db'), 'a'),
      users: await fs.open(path.join(dataDir, 'users.db'), 'a'),
      events: await fs.open(path.join(dataDir, 'learningEvents.db'), 'a'),
    };
    let events = 0;
    let rawEvents = 0;
    let docs = 0;
    let bytes = 0;
    const queue = [...ranges];
    const runWorker = async () => {
      for (let range = queue.shift(); range; range = queue.shift()) {
        const result = await new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), {
            workerData: {
              from: range[0],
              to: range[1],
              known,
              todayMs,
              nowMs: now.getTime(),
              createdAt: now.toISOString(),
              raw: RAW,
            },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        });
        const write = async (file, lines) => {
          if (lines.length === 0) return;
          const text = `${lines.join('\n')}\n`;
          bytes += file === files.stats ? Buffer.byteLength(text) : 0;
          await file.write(text);
        };
        await write(files.stats, result.stats);
        await write(files.users, result.users);
        await write(files.events, result.rawEvents);
        rawEvents += result.rawEvents.length;
        events += result.eventCount;
        docs += result.stats.length;
      }
    };
    await Promise.all(Array.from({ length: workers }, runWorker));
    await Promise.all(Object.values(files).map((file) => file.close()));
    figure(
      'seeding',
      `${STUDENTS} students, a year of skewed activity through applyEvent (${workers} worker threads)`,
      `${sec(performance.now() - started)}: ${events.toLocaleString('en')} events, ${docs} learnerStats docs ` +
        `(${mb(bytes)} datafile); the first ${RAW} students' ${rawEvents.toLocaleString('en')} raw events ` +
        `in learningEvents`,
    );

    // 2. The API over the seeded store.
    console.info('start:');
    const startStarted = performance.now();
    // The apps' origins allowed: the dashboard page below calls this API from the browser.
    server = await startApi(port, dataDir, { CORS_ORIGINS: APP_ORIGINS });
    figure(
      'start',
      'API start over the seeded store (datafiles loaded and compacted)',
      sec(performance.now() - startStarted),
    );
    await sleep(1000);
    const rssBefore = (await rssKb(server.child.pid)) * 1024;
    figure('memory', 'VmRSS at rest, board not loaded yet', mb(rssBefore));

    // 3. GET /leaderboard.
    console.info('leaderboard:');
    const [first, second] = students;
    // An invalid view is refused before the board loads: tells "not mounted" (404) from mounted (400).
    const probeBoard = await fetch(`${server.base}/leaderboard?view=nope`, {
      headers: { authorization: `Bearer ${first.token}` },
    });
    if (probeBoard.status === 404) {
      throw new Error('GET /leaderboard is not mounted yet (app.ts): nothing more to measure');
    }
    const loadStarted = performance.now();
    const board = await json(server.base, 'GET', '/leaderboard', first.token);
    figure(
      'leaderboard',
      `first GET /leaderboard (lazy load of every doc)`,
      `${ms(performance.now() - loadStarted)}; ${board.period.id}: ${board.participants} participants`,
    );
    const year = await json(server.base, 'GET', '/leaderboard?view=year', first.token);
    log(`${year.period.id}: ${year.participants} participants; top score ${year.top[0]?.score ?? 0}`);
    await sleep(2000);
    const rssAfter = (await rssKb(server.child.pid)) * 1024;
    figure('memory', 'VmRSS at rest, board loaded', `${mb(rssAfter)} (+${mb(rssAfter - rssBefore)})`);

    let turn = 0;
    const cannon = (duration, route = '/leaderboard') =>
      new Promise((resolve, reject) =>
        autocannon(
          {
            url: `${server.base}${route}`,
            connections: 100,
            duration,
            requests: [
              {
                setupRequest: (request) => ({
                  ...request,
                  headers: {
                    ...request.headers,
                    authorization: `Bearer ${students[turn++ % students.length].token}`,
                  },
                }),
              },
            ],
          },
          (err, result) => (err ? reject(err) : resolve(result)),
        ),
      );
    await cannon(WARMUP);
    const result = await cannon(DURATION);
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`GET /leaderboard: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
    }
    figure(
      'leaderboard',
      `GET /leaderboard, 100 connections, ${DURATION} s, ${students.length} students' tokens`,
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s`,
      'p99 <= 20 ms',
    );
    // The floor of this process with this heap: the same load on a route with no work (GET /health)
    // and on the cheapest signed-in one (GET /me: the same session check as the board's).
    for (const route of ['/health', '/me']) {
      const floor = await cannon(DURATION, route);
      figure(
        'leaderboard',
        `GET ${route} in the same process, same load (the floor)`,
        `p50 ${floor.latency.p50} ms, p99 ${floor.latency.p99} ms, ${Math.round(floor.requests.average)} req/s`,
      );
    }

    // The board's own work, in this process: createLeaderboard over the same number of students
    // (generated figures, names from a map), view() of a student in the top, the middle and last.
    {
      const { createLeaderboard } = await import(api('progress/leaderboard.ts'));
      const { loadCalendar } = await import(api('progress/calendar.ts'));
      const calendar = loadCalendar();
      const semester = calendar.periodsOf('semester', new Date())[0].id;
      const rand = random(42);
      const docs = Array.from({ length: STUDENTS }, (_, i) => {
        const figures = {
          points: 1 + Math.floor(rand() * 1000),
          lessonsCompleted: 3,
          activeSeconds: 5000,
          bestStreak: 4,
          reachedAt: new Date(Date.now() - rand() * 60 * DAY_MS).toISOString(),
        };
        return {
          _id: `s${i}`,
          userId: `s${i}`,
          version: 1,
          updatedAt: new Date().toISOString(),
          periods: { [semester]: figures },
        };
      });
      const quiet = { info() {}, warn() {}, error() {}, debug() {} };
      const inProcess = createLeaderboard({
        store: {
          kind: 'embedded',
          learnerStats: { listAll: async () => docs, listUpdatedSince: async () => [] },
          settings: { listLeaderboardChoices: async () => new Map() },
          users: { findUsernames: async (ids) => new Map(ids.map((id) => [id, `Student ${id}`])) },
        },
        clock: () => new Date(),
        logger: quiet,
        calendar,
      });
      await inProcess.view('s0', 'semester');
      const perView = [];
      for (const who of ['s0', `s${Math.floor(STUDENTS / 2)}`, `s${STUDENTS - 1}`]) {
        const rounds = 20_000;
        const started = performance.now();
        for (let i = 0; i < rounds; i += 1) await inProcess.view(who, 'semester');
        perView.push(((performance.now() - started) / rounds) * 1000);
      }
      inProcess.close();
      figure(
        'leaderboard',
        `the board's own work per view, in process (${STUDENTS} students; top, middle, last)`,
        perView.map((us) => `${us.toFixed(1)} µs`).join(', '),
      );
    }

    // 4. GET /dashboard of the student with a full year.
    console.info('dashboard:');
    const probe = await fetch(`${server.base}/dashboard`, {
      headers: { authorization: `Bearer ${first.token}` },
    });
    if (probe.status === 404) {
      figure('dashboard', 'GET /dashboard', 'skipped: GET /dashboard is not mounted yet (app.ts)');
    } else {
      const dashboard = await probe.json();
      log(`${dashboard.days?.length ?? '?'} days with activity, ${dashboard.totals?.points ?? '?'} points`);
      const times = [];
      for (let i = 0; i < 10 + CALLS; i += 1) {
        const callStarted = performance.now();
        await json(server.base, 'GET', '/dashboard', first.token);
        if (i >= 10) times.push(performance.now() - callStarted);
      }
      figure(
        'dashboard',
        `GET /dashboard, a student with a year of events (${CALLS} sequential calls)`,
        `median ${ms(median(times))}, p99 ${ms(pct(times, 99))}`,
        '<= 50 ms',
      );
      if (!args['no-page']) await dashboardPage(server, first, figure);
    }

    // 5. One event to the board.
    console.info('event:');
    const scoreOf = async () => (await json(server.base, 'GET', '/leaderboard', second.token)).me?.score ?? 0;
    const before = await scoreOf();
    const eventStarted = performance.now();
    await json(server.base, 'POST', '/learning/activity', second.token, { seconds: 60, kind: 'tutor' });
    const posted = performance.now() - eventStarted;
    let after = before;
    while (after === before && performance.now() - eventStarted < 10_000) after = await scoreOf();
    figure(
      'event',
      'POST /learning/activity (+1 point) until GET /leaderboard shows it',
      after === before
        ? `not shown within 10 s (score ${before}): is the progress listener wired to the board?`
        : `${ms(performance.now() - eventStarted)} (the POST itself ${ms(posted)}; score ${before} → ${after})`,
    );
  } catch (error) {
    figure('failed', 'error', error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await server?.stop();
    if (!args.keep) await fs.rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
    else log(`kept ${dataDir}`);
  }

  printFigures(performance.now() - begun);
}

// ---------------------------------------------------------------------------------------------------
// The API in a child process, its memory

/** The API on `dataDir` (kept on stop: the caller removes it); loading 100,000 students takes minutes. */
function startApi(port, dataDir, env = {}) {
  return spawnApi({ port, dataDir, env, startMs: 600_000, stopMs: 30_000 });
}

// ---------------------------------------------------------------------------------------------------
// The dashboard page in the browser

// watchCharts runs in the page (Playwright sends its source), with the browser's globals:
/* global window, document, MutationObserver */

/**
 * Records in the page when the dashboard's three charts are drawn (performance.now(): since
 * navigation start): three recharts drawings with a size in the page, or two and the quiz chart's
 * empty state (no quiz in the range).
 */
function watchCharts() {
  const seen = () => {
    if (window.__benchChartsAt !== undefined) return;
    const page = document.querySelector('[data-testid="page-learning-dashboard"]');
    if (!page) return;
    const drawn = [...page.querySelectorAll('svg.recharts-surface')].filter(
      (svg) => svg.getBoundingClientRect().width > 0,
    ).length;
    const quizzesEmpty = page.querySelector('[data-testid="dashboard-quizzes-empty"]') !== null;
    if (drawn >= 3 || (drawn >= 2 && quizzesEmpty)) {
      window.__benchChartsAt = performance.now();
      window.__benchCharts = { drawn, quizzesEmpty };
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(seen);
  observer.observe(document, { childList: true, subtree: true });
}

/** The dashboard page figures: /en/dashboard and /ar/dashboard of `who`, cold and warm. */
async function dashboardPage(server, who, figure) {
  const name = 'dashboard page (/en and /ar) until its three charts are drawn';
  const unavailable = await appsUnavailable();
  if (unavailable) {
    figure('dashboard', name, unavailable);
    return;
  }
  let stopApps = async () => undefined;
  let browser;
  try {
    stopApps = await serveApps({ apiPort: server.port });
    browser = await launchChromium();
    for (const locale of ['en', 'ar']) {
      const context = await browser.newContext({
        locale: locale === 'ar' ? 'ar-SA' : 'en-US',
        viewport: { width: 1280, height: 900 },
      });
      try {
        await seedSession(context, who);
        await context.addInitScript(watchCharts);
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const url = `http://localhost:${SHELL_PORT}/${locale}/dashboard`;
        const load = async () => {
          await page.goto(url, { waitUntil: 'commit' });
          try {
            await page.waitForFunction(() => window.__benchChartsAt !== undefined, undefined, {
              timeout: 60_000,
            });
          } catch (error) {
            const seen = await page
              .evaluate(
                () => (document.querySelector('main') ?? document.body)?.innerText.slice(0, 200) ?? '',
              )
              .catch(() => '');
            throw new Error(
              `/${locale}/dashboard: the charts were not drawn within 60 s (${errors[0] ?? 'no page error'}; ` +
                `the page shows: ${JSON.stringify(seen)})`,
              { cause: error },
            );
          }
          return page.evaluate(() => ({ at: window.__benchChartsAt, ...window.__benchCharts }));
        };
        const cold = await load();
        const warm = [];
        for (let i = 0; i < 3; i += 1) warm.push((await load()).at);
        figure(
          'dashboard',
          `/${locale}/dashboard, a year of events, until its three charts are drawn` +
            (cold.quizzesEmpty ? ' (two, and no quizzes)' : ''),
          `cold ${sec(cold.at)}, warm ${sec(median(warm))} (median of 3 reloads), from navigation start`,
          '< 1 s',
        );
      } finally {
        await context.close();
      }
    }
  } catch (error) {
    figure('dashboard', name, `failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await browser?.close();
    await stopApps();
  }
}

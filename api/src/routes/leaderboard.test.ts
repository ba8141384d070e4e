// GET /leaderboard through the real app (createApp over a real embedded store on disk, students signed
// up through the API, stats saved by the learnerStats repository and told to the board as the progress
// service's feed does). The app mounts the board the test drives (AppDeps.leaderboard).
import { createApp } from '../app.ts';
import { resolveJwtSecret } from '../auth/secret.ts';
import { createLogger } from '../logger.ts';
import { loadCalendar } from '../progress/calendar.ts';
import { createLeaderboard, type Leaderboard, type LeaderboardService } from '../progress/leaderboard.ts';
import { openEmbeddedDatabase } from '../store/embedded.ts';
import { createStore, type Store } from '../store/index.ts';
import { emptyLearnerStats, type LearnerStatsRepository, type PeriodStats } from '../store/learner-stats.ts';
import { makeTempDir, manualClock, removeDir, requestJson, signUpUser } from '../testing.ts';

const NOW = '2026-03-01T08:00:00.000Z'; // semester 2 of 2025-26
const S1 = '2025-26-s1';
const S2 = '2025-26-s2';
const YEAR = '2025-26';

interface ErrorBody {
  message: { en: string; ar: string };
  issues?: { field: string; message: { en: string; ar: string } }[];
}

let dir: string;
let store: Store;
let learnerStats: LearnerStatsRepository;
let board: LeaderboardService;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  dir = await makeTempDir();
  const db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  store = await createStore(db);
  learnerStats = store.learnerStats;
  const clock = manualClock(NOW).clock;
  const logger = createLogger('silent');
  const jwtSecret = await resolveJwtSecret({ jwtSecret: undefined, mongodbUri: undefined, dataDir: dir });
  board = createLeaderboard({ store, clock, logger, calendar: loadCalendar() });
  app = createApp({
    config: { corsOrigins: [], trustProxy: false },
    store,
    logger,
    jwtSecret,
    clock,
    leaderboard: board,
  });
});
afterEach(async () => {
  board.close();
  await store.close();
  await removeDir(dir);
});

interface Student {
  token: string;
  userId: string;
  email: string;
}

async function student(username: string): Promise<Student> {
  const { accessToken, user } = await signUpUser(app, { username });
  return { token: accessToken, userId: user._id, email: user.email };
}

const figures = (points: number): PeriodStats => ({
  points,
  lessonsCompleted: Math.floor(points / 10),
  activeSeconds: points * 90,
  bestStreak: 3,
  reachedAt: '2026-02-01T08:00:00.000Z',
});

/** Saves the student's stats as the progress service does, and tells the board (its feed). */
async function score(who: Student, periods: Record<string, PeriodStats>) {
  const stored = await learnerStats.get(who.userId);
  const saved = await learnerStats.save(
    { ...(stored ?? emptyLearnerStats(who.userId, NOW)), periods, updatedAt: NOW },
    stored ? stored.version : null,
  );
  if (!saved) throw new Error('version clash');
  board.update(saved);
}

/**
 * The student saves their visibility through PUT /settings; the board is told as the settings route's
 * `onLeaderboardVisibility` hook tells it (app.ts wires the hook to `setVisibility`).
 */
async function choose(who: Student, visibility: 'visible' | 'anonymous' | 'hidden') {
  const settings = (await (await requestJson(app, 'GET', '/settings', { token: who.token })).json()) as {
    learningPreferences: Record<string, unknown>;
  };
  settings.learningPreferences.leaderboard = visibility;
  const saved = await requestJson(app, 'PUT', '/settings', { token: who.token, body: settings });
  expect(saved.status).toBe(200);
  board.setVisibility(who.userId, visibility);
}

const get = (who: Student, query = '') =>
  requestJson(app, 'GET', `/leaderboard${query}`, { token: who.token });

async function leaderboard(who: Student, query = ''): Promise<Leaderboard> {
  const response = await get(who, query);
  expect(response.status).toBe(200);
  return (await response.json()) as Leaderboard;
}

describe('GET /leaderboard', () => {
  test('the current semester by default: top, me, participants, no-store', async () => {
    const amal = await student('Amal');
    const badr = await student('Badr');
    await score(amal, { [S2]: figures(40), [YEAR]: figures(90) });
    await score(badr, { [S2]: figures(40), [YEAR]: figures(40) });

    const response = await get(badr);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as Leaderboard;
    expect(answer).toEqual({
      view: 'semester',
      period: {
        id: S2,
        kind: 'semester',
        title: { en: 'Semester 2 · 2025–26', ar: 'الفصل الدراسي الثاني · 2025–26' },
        from: '2026-01-18',
        to: '2026-06-25',
        current: true,
      },
      periods: [expect.objectContaining({ id: S2 }), expect.objectContaining({ id: S1, current: false })],
      participants: 2,
      visibility: 'visible',
      top: [
        expect.objectContaining({ place: 1, name: expect.any(String), you: expect.any(Boolean), score: 40 }),
        expect.objectContaining({ place: 1, score: 40 }),
      ],
      me: {
        place: 1,
        name: 'Badr',
        you: true,
        streak: 3,
        lessonsCompleted: 4,
        learningHours: 1,
        score: 40,
      },
      neighbours: [],
      neighboursAbove: 0,
    });
  });

  test('view=year and an earlier period by id', async () => {
    const amal = await student('Amal');
    await score(amal, { [S1]: figures(70), [S2]: figures(20), [YEAR]: figures(90) });
    const year = await leaderboard(amal, '?view=year');
    expect(year).toMatchObject({ view: 'year', period: { id: YEAR, kind: 'year', current: true } });
    expect(year.me?.score).toBe(90);
    const first = await leaderboard(amal, `?view=semester&period=${S1}`);
    expect(first.period.id).toBe(S1);
    expect(first.me?.score).toBe(70);
  });

  test('an unknown view or period: 400 in both languages', async () => {
    const amal = await student('Amal');
    const view = await get(amal, '?view=month');
    expect(view.status).toBe(400);
    expect(((await view.json()) as ErrorBody).message).toEqual({
      en: 'Invalid query parameters: view must be one of: semester, year',
      ar: 'معاملات الاستعلام غير صالحة: الحقل view يجب أن تكون قيمته إحدى القيم: semester، year',
    });
    for (const query of ['?period=nope', `?view=year&period=${S1}`, '?period=2026-27-s1']) {
      const response = await get(amal, query);
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.issues?.map((issue) => issue.field)).toEqual(['period']);
      expect(body.message.en).toMatch(/^Invalid query parameters: period must be one of: /);
      expect(body.message.ar).toMatch(/^معاملات الاستعلام غير صالحة: الحقل period يجب/);
    }
  });

  test('needs a bearer token', async () => {
    expect((await requestJson(app, 'GET', '/leaderboard')).status).toBe(401);
  });

  test('a client cannot post or put a score: no write route, the board is unchanged', async () => {
    const amal = await student('Amal');
    await score(amal, { [S2]: figures(10) });
    for (const method of ['POST', 'PUT', 'PATCH']) {
      for (const url of ['/leaderboard', '/leaderboard/me', `/leaderboard?period=${S2}`]) {
        const response = await requestJson(app, method, url, {
          token: amal.token,
          body: { score: 100_000, points: 100_000, period: S2 },
        });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
    }
    const after = await leaderboard(amal);
    expect(after.me?.score).toBe(10);
    expect(after.top.map((row) => row.score)).toEqual([10]);
  });

  test('anonymous and hidden students; a change shows at once', async () => {
    const amal = await student('Amal');
    const badr = await student('Badr');
    const dana = await student('Dana');
    await score(amal, { [S2]: figures(30) });
    await score(badr, { [S2]: figures(20) });
    await score(dana, { [S2]: figures(10) });

    // Chosen before the board was loaded: read from the settings by the load.
    await choose(amal, 'anonymous');
    await choose(badr, 'hidden');
    expect((await leaderboard(dana)).top.map((row) => [row.place, row.name])).toEqual([
      [1, null],
      [2, 'Dana'],
    ]);
    const hidden = await leaderboard(badr);
    expect(hidden).toMatchObject({ visibility: 'hidden', me: null, participants: 2 });
    // Changed once loaded: shown at once.
    await choose(badr, 'visible');
    expect((await leaderboard(badr)).me).toMatchObject({ place: 2, name: 'Badr' });
    await choose(dana, 'hidden');
    expect((await leaderboard(badr)).top.map((row) => [row.place, row.name])).toEqual([
      [1, null],
      [2, 'Badr'],
    ]);
  });

  test('never answers an e-mail or a userId, for any student and view', async () => {
    const students: Student[] = [];
    for (let i = 0; i < 14; i += 1) {
      const one = await student(`Student ${i + 1}`);
      await score(one, { [S2]: figures(200 - i * 10), [YEAR]: figures(300 - i * 10) });
      students.push(one);
    }
    await choose(students[2] as Student, 'anonymous');
    for (const who of [students[0], students[2], students[13]] as Student[]) {
      for (const query of ['', '?view=year', `?period=${S1}`]) {
        const text = await (await get(who, query)).text();
        expect(text).not.toContain('@');
        for (const other of students) {
          expect(text).not.toContain(other.userId);
          expect(text).not.toContain(other.email);
        }
        expect(text).not.toMatch(/"(userId|_id|email)"/);
      }
    }
  });
});

// The leaderboard over a real embedded store (users, settings, learnerStats docs on disk) and the real
// calendar (api/content/calendar.json): ranking, views, visibility, neighbours, updates, names, privacy.
import { createLogger } from '../logger.ts';
import { openEmbeddedDatabase } from '../store/embedded.ts';
import { createStore, type Store } from '../store/index.ts';
import { defaultSettings, type LeaderboardVisibility } from '../store/settings.ts';
import {
  createLearnerStatsRepository,
  emptyLearnerStats,
  type LearnerStatsRepository,
} from '../store/learner-stats.ts';
import type { Database } from '../store/types.ts';
import { makeTempDir, manualClock, removeDir } from '../testing.ts';
import { loadCalendar } from './calendar.ts';
import {
  createLeaderboard,
  type Leaderboard,
  type LeaderboardService,
  type LeaderboardStatsDoc,
  type LeaderboardStatsSource,
  type LeaderboardStore,
  type PeriodFigures,
} from './leaderboard.ts';

// Semester 2 of 2025-26 is current (it started on 2026-01-18).
const NOW = '2026-03-01T08:00:00.000Z';
const S1 = '2025-26-s1';
const S2 = '2025-26-s2';
const YEAR = '2025-26';

let dir: string;
let db: Database;
let store: Store;
let time: ReturnType<typeof manualClock>;
let learnerStats: LearnerStatsRepository;
let source: LeaderboardStatsSource & { listAllCalls: number };
let board: LeaderboardService;
let usernameReads: string[][];

/** The learnerStats repository (what the progress service writes), counting the board's full loads. */
function statsSource(stats: LearnerStatsRepository): LeaderboardStatsSource & { listAllCalls: number } {
  const counted = {
    listAllCalls: 0,
    listAll: ((fields) => {
      counted.listAllCalls += 1;
      return stats.listAll(fields);
    }) as LearnerStatsRepository['listAll'],
    listUpdatedSince: stats.listUpdatedSince,
  };
  return counted;
}

function leaderboardStore(kind: Store['kind'] = 'embedded'): LeaderboardStore {
  return {
    kind,
    learnerStats: source,
    settings: store.settings,
    users: {
      async findUsernames(ids) {
        usernameReads.push([...ids]);
        return store.users.findUsernames(ids);
      },
    },
  };
}

beforeEach(async () => {
  dir = await makeTempDir();
  db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  store = await createStore(db);
  time = manualClock(NOW);
  learnerStats = await createLearnerStatsRepository(db);
  source = statsSource(learnerStats);
  usernameReads = [];
  board = createLeaderboard({
    store: leaderboardStore(),
    clock: time.clock,
    logger: createLogger('silent'),
    calendar: loadCalendar(),
  });
});
afterEach(async () => {
  board.close();
  await store.close();
  await removeDir(dir);
});

// ---------------------------------------------------------------------------------------------------
// Students and their stats

let seq = 0;
/** A student account; the userId is made to sort like `order` so ties by userId are predictable. */
async function student(username: string, order = seq++): Promise<string> {
  const user = await store.users.create({
    _id: `u${String(order).padStart(4, '0')}-${crypto.randomUUID()}`,
    username,
    email: `${username.toLowerCase().replace(/\W+/g, '.')}-${order}@example.com`,
    passwordHash: 'not-a-hash',
    roles: ['user'],
    hasOnBoarded: true,
    createdAt: NOW,
  });
  return user._id;
}

const figures = (points: number, more: Partial<PeriodFigures> = {}): PeriodFigures => ({
  points,
  lessonsCompleted: Math.floor(points / 10),
  activeSeconds: points * 60,
  bestStreak: 1,
  reachedAt: '2026-02-01T08:00:00.000Z',
  ...more,
});

function statsDoc(
  userId: string,
  periods: Record<string, PeriodFigures>,
  version = 1,
  updatedAt = NOW,
): LeaderboardStatsDoc {
  return { userId, version, updatedAt, periods };
}

/** Saves a student's stats as the progress service does (the repository's optimistic save). */
async function saveStats(doc: LeaderboardStatsDoc): Promise<void> {
  const stored = await learnerStats.get(doc.userId);
  const next = { ...(stored ?? emptyLearnerStats(doc.userId, doc.updatedAt)) };
  const saved = await learnerStats.save(
    { ...next, periods: doc.periods, updatedAt: doc.updatedAt },
    stored ? stored.version : null,
  );
  if (!saved) throw new Error('version clash');
}

async function choose(userId: string, leaderboard: LeaderboardVisibility) {
  const { subscription: _subscription, ...editable } = defaultSettings();
  await store.settings.save(
    userId,
    { ...editable, learningPreferences: { ...editable.learningPreferences, leaderboard } },
    NOW,
  );
}

async function view(userId: string, kind: 'semester' | 'year' = 'semester', period?: string) {
  const answer = await board.view(userId, kind, period);
  if (!answer) throw new Error(`no board for ${kind} ${String(period)}`);
  return answer;
}

const table = (rows: Leaderboard['top']) => rows.map((row) => [row.place, row.name, row.score]);

// ---------------------------------------------------------------------------------------------------

describe('ranking', () => {
  test('by points; equal points share a place (1, 2, 2, 4), the first to reach them first, then by id', async () => {
    const amal = await student('Amal');
    const badr = await student('Badr');
    const dana = await student('Dana');
    const fahd = await student('Fahd');
    const hala = await student('Hala');
    await saveStats(statsDoc(amal, { [S2]: figures(50) }));
    await saveStats(statsDoc(badr, { [S2]: figures(30, { reachedAt: '2026-02-10T08:00:00.000Z' }) }));
    await saveStats(statsDoc(dana, { [S2]: figures(30, { reachedAt: '2026-02-05T08:00:00.000Z' }) }));
    // Same points at the same time as Badr: after him (a later userId).
    await saveStats(statsDoc(fahd, { [S2]: figures(30, { reachedAt: '2026-02-10T08:00:00.000Z' }) }));
    await saveStats(statsDoc(hala, { [S2]: figures(20) }));

    const answer = await view(badr);
    expect(table(answer.top)).toEqual([
      [1, 'Amal', 50],
      [2, 'Dana', 30],
      [2, 'Badr', 30],
      [2, 'Fahd', 30],
      [5, 'Hala', 20],
    ]);
    expect(answer.participants).toBe(5);
    expect(answer.top.map((row) => row.you)).toEqual([false, false, true, false, false]);
    expect(answer.me).toEqual({
      place: 2,
      name: 'Badr',
      you: true,
      streak: 1,
      lessonsCompleted: 3,
      learningHours: 0.5,
      score: 30,
    });
    expect(answer.neighbours).toEqual([]);
    expect(answer.visibility).toBe('visible');
  });

  test('only students with points in the period are on its board', async () => {
    const amal = await student('Amal');
    const badr = await student('Badr');
    const nobody = await student('Nobody');
    await saveStats(statsDoc(amal, { [S2]: figures(10) }));
    await saveStats(statsDoc(badr, { [S1]: figures(40), [S2]: figures(0) }));
    const answer = await view(nobody);
    expect(table(answer.top)).toEqual([[1, 'Amal', 10]]);
    expect(answer.participants).toBe(1);
    expect(answer.me).toBeNull();
    expect((await view(badr)).me).toBeNull();
  });

  test('the row shows the period’s best streak, lessons, hours (1 decimal) and score', async () => {
    const amal = await student('Amal');
    await saveStats(
      statsDoc(amal, {
        [S2]: figures(137, { bestStreak: 12, lessonsCompleted: 9, activeSeconds: 5 * 3600 + 1234 }),
      }),
    );
    expect((await view(amal)).me).toEqual({
      place: 1,
      name: 'Amal',
      you: true,
      streak: 12,
      lessonsCompleted: 9,
      learningHours: 5.3,
      score: 137,
    });
  });
});

describe('views and periods', () => {
  let amal: string;
  let badr: string;
  beforeEach(async () => {
    amal = await student('Amal');
    badr = await student('Badr');
    await saveStats(statsDoc(amal, { [S1]: figures(100), [S2]: figures(10), [YEAR]: figures(110) }));
    await saveStats(statsDoc(badr, { [S1]: figures(20), [S2]: figures(40), [YEAR]: figures(60) }));
  });

  test('the default semester is the current one; an earlier one by its id', async () => {
    const current = await view(amal);
    expect(current.view).toBe('semester');
    expect(current.period).toEqual({
      id: S2,
      kind: 'semester',
      title: { en: 'Semester 2 · 2025–26', ar: 'الفصل الدراسي الثاني · 2025–26' },
      from: '2026-01-18',
      to: '2026-06-25',
      current: true,
    });
    expect(current.periods.map((period) => [period.id, period.current])).toEqual([
      [S2, true],
      [S1, false],
    ]);
    expect(table(current.top)).toEqual([
      [1, 'Badr', 40],
      [2, 'Amal', 10],
    ]);

    const first = await view(amal, 'semester', S1);
    expect(first.period).toMatchObject({ id: S1, from: '2025-08-24', to: '2026-01-17', current: false });
    expect(table(first.top)).toEqual([
      [1, 'Amal', 100],
      [2, 'Badr', 20],
    ]);
  });

  test('the year view ranks the year’s points', async () => {
    const year = await view(badr, 'year');
    expect(year.period).toMatchObject({ id: YEAR, kind: 'year', from: '2025-08-24', current: true });
    expect(year.periods.map((period) => period.id)).toEqual([YEAR]);
    expect(table(year.top)).toEqual([
      [1, 'Amal', 110],
      [2, 'Badr', 60],
    ]);
    expect(await board.view(badr, 'year', YEAR)).toEqual(year);
  });

  test('a period of the other view, one not started yet or an unknown one: no board', async () => {
    expect(await board.view(amal, 'semester', YEAR)).toBeNull();
    expect(await board.view(amal, 'year', S1)).toBeNull();
    expect(await board.view(amal, 'semester', '2026-27-s1')).toBeNull(); // not started
    expect(await board.view(amal, 'semester', 'nope')).toBeNull();
    expect(board.periods('semester').map((period) => period.id)).toEqual([S2, S1]);
  });

  test('in the summer the default semester is the one that just ended; the year goes on', async () => {
    time.advance(Date.parse('2026-07-10T08:00:00.000Z') - Date.parse(NOW));
    const summer = await view(amal);
    expect(summer.period).toMatchObject({ id: S2, current: false });
    expect((await view(amal, 'year')).period).toMatchObject({ id: YEAR, current: true });
  });
});

describe('visibility', () => {
  test('anonymous: ranked without a name; hidden: not ranked, takes no place', async () => {
    const amal = await student('Amal');
    const badr = await student('Badr');
    const dana = await student('Dana');
    const fahd = await student('Fahd');
    await saveStats(statsDoc(amal, { [S2]: figures(50) }));
    await saveStats(statsDoc(badr, { [S2]: figures(40) }));
    await saveStats(statsDoc(dana, { [S2]: figures(30) }));
    await saveStats(statsDoc(fahd, { [S2]: figures(20) }));
    await choose(badr, 'anonymous');
    await choose(dana, 'hidden');

    const seen = await view(fahd);
    expect(table(seen.top)).toEqual([
      [1, 'Amal', 50],
      [2, null, 40],
      [3, 'Fahd', 20],
    ]);
    expect(seen.participants).toBe(3);

    // The anonymous student sees their own row as "you", still without a name.
    const anonymous = await view(badr);
    expect(anonymous.visibility).toBe('anonymous');
    expect(anonymous.me).toMatchObject({ place: 2, name: null, you: true, score: 40 });

    // The hidden student sees the board but has no row.
    const hidden = await view(dana);
    expect(hidden.visibility).toBe('hidden');
    expect(hidden.me).toBeNull();
    expect(hidden.neighbours).toEqual([]);
    expect(hidden.top.some((row) => row.you)).toBe(false);
  });

  test('a change is shown at once, and undone at once', async () => {
    const amal = await student('Amal');
    const badr = await student('Badr');
    await saveStats(statsDoc(amal, { [S2]: figures(50), [YEAR]: figures(50) }));
    await saveStats(statsDoc(badr, { [S2]: figures(40), [YEAR]: figures(40) }));
    expect(table((await view(badr)).top)).toEqual([
      [1, 'Amal', 50],
      [2, 'Badr', 40],
    ]);

    board.setVisibility(amal, 'hidden');
    expect(table((await view(badr)).top)).toEqual([[1, 'Badr', 40]]);
    expect(table((await view(badr, 'year')).top)).toEqual([[1, 'Badr', 40]]);
    board.setVisibility(amal, 'anonymous');
    expect(table((await view(badr)).top)).toEqual([
      [1, null, 50],
      [2, 'Badr', 40],
    ]);
    board.setVisibility(amal, 'visible');
    expect(table((await view(badr)).top)).toEqual([
      [1, 'Amal', 50],
      [2, 'Badr', 40],
    ]);
    // A hidden student's new points wait until they come back.
    board.setVisibility(badr, 'hidden');
    board.update(statsDoc(badr, { [S2]: figures(90) }, 2));
    expect(table((await view(amal)).top)).toEqual([[1, 'Amal', 50]]);
    board.setVisibility(badr, 'visible');
    expect(table((await view(amal)).top)).toEqual([
      [1, 'Badr', 90],
      [2, 'Amal', 50],
    ]);
  });
});

describe('the student’s place and neighbours', () => {
  /** 20 students with 200, 190, … 10 points. */
  async function twenty(): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const id = await student(`Student ${String(i + 1).padStart(2, '0')}`);
      await saveStats(statsDoc(id, { [S2]: figures(200 - i * 10) }));
      ids.push(id);
    }
    return ids;
  }

  test('outside the top 10: the 2 rows above and the 2 below', async () => {
    const ids = await twenty();
    const answer = await view(ids[14] as string);
    expect(answer.top.map((row) => row.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(answer.me).toMatchObject({ place: 15, name: 'Student 15', you: true, score: 60 });
    expect(answer.neighbours.map((row) => [row.place, row.name, row.you])).toEqual([
      [13, 'Student 13', false],
      [14, 'Student 14', false],
      [16, 'Student 16', false],
      [17, 'Student 17', false],
    ]);
    expect(answer.neighboursAbove).toBe(2);
    expect(answer.participants).toBe(20);
  });

  test('tied with neighbours: neighboursAbove says which of them the board lists first', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      const id = await student(`Student ${String(i + 1).padStart(2, '0')}`);
      // Places 1-11 by points; then three students tied at 50, who reached it in turn.
      const points = i < 11 ? 200 - i * 10 : 50;
      const reachedAt = `2026-02-0${i < 11 ? 1 : i - 9}T08:00:00.000Z`;
      await saveStats(statsDoc(id, { [S2]: figures(points, { reachedAt }) }));
      ids.push(id);
    }
    const middle = await view(ids[12] as string);
    expect(middle.me).toMatchObject({ place: 12, name: 'Student 13' });
    expect(middle.neighbours.map((row) => [row.place, row.name])).toEqual([
      [11, 'Student 11'],
      [12, 'Student 12'],
      [12, 'Student 14'],
    ]);
    expect(middle.neighboursAbove).toBe(2);
  });

  test('just below the top 10: no row of the top repeated; last: only rows above', async () => {
    const ids = await twenty();
    expect((await view(ids[11] as string)).neighbours.map((row) => row.place)).toEqual([11, 13, 14]);
    expect((await view(ids[10] as string)).neighbours.map((row) => row.place)).toEqual([12, 13]);
    expect((await view(ids[19] as string)).neighbours.map((row) => row.place)).toEqual([18, 19]);
    expect((await view(ids[19] as string)).neighboursAbove).toBe(2);
    expect((await view(ids[10] as string)).neighboursAbove).toBe(0);
  });

  test('in the top 10: no neighbours', async () => {
    const ids = await twenty();
    const answer = await view(ids[9] as string);
    expect(answer.me).toMatchObject({ place: 10, you: true });
    expect(answer.top[9]).toEqual(answer.me);
    expect(answer.neighbours).toEqual([]);
  });
});

describe('updates', () => {
  test('a student moves up as their points grow; an older version never replaces a newer one', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 15; i += 1) {
      const id = await student(`Student ${String(i + 1).padStart(2, '0')}`);
      await saveStats(statsDoc(id, { [S2]: figures(150 - i * 10), [YEAR]: figures(150 - i * 10) }));
      ids.push(id);
    }
    const climber = ids[14] as string;
    expect((await view(climber)).me).toMatchObject({ place: 15, score: 10 });

    board.update(statsDoc(climber, { [S2]: figures(95), [YEAR]: figures(95) }, 2));
    let answer = await view(climber);
    expect(answer.me).toMatchObject({ place: 7, score: 95 });
    expect(answer.neighbours).toEqual([]);
    expect(answer.top.map((row) => row.score)).toEqual([150, 140, 130, 120, 110, 100, 95, 90, 80, 70]);

    // Equal to the leader, reached later: second at the shared first place.
    board.update(statsDoc(climber, { [S2]: figures(150, { reachedAt: NOW }), [YEAR]: figures(150) }, 3));
    answer = await view(climber);
    expect(answer.top.slice(0, 3).map((row) => [row.place, row.name])).toEqual([
      [1, 'Student 01'],
      [1, 'Student 15'],
      [3, 'Student 02'],
    ]);

    board.update(statsDoc(climber, { [S2]: figures(10) }, 2)); // stale: ignored
    expect((await view(climber)).me).toMatchObject({ place: 1, score: 150 });
    const year = await view(climber, 'year');
    expect(year.top.slice(0, 3).map((row) => [row.place, row.name])).toEqual([
      [1, 'Student 01'],
      [1, 'Student 15'], // the same points at the same time: by id
      [3, 'Student 02'],
    ]);
    expect(year.participants).toBe(15);
  });

  test('loaded lazily once, by concurrent first requests together; updates before it come from the store', async () => {
    const amal = await student('Amal');
    const badr = await student('Badr');
    await saveStats(statsDoc(amal, { [S2]: figures(10) }));
    board.update(statsDoc(amal, { [S2]: figures(999) }, 7)); // not loaded: the load reads the store
    expect(source.listAllCalls).toBe(0);
    await saveStats(statsDoc(badr, { [S2]: figures(20) }));

    const answers = await Promise.all([view(amal), view(badr), view(amal, 'year')]);
    expect(source.listAllCalls).toBe(1);
    expect(table(answers[0].top)).toEqual([
      [1, 'Badr', 20],
      [2, 'Amal', 10],
    ]);
    await board.load();
    expect(source.listAllCalls).toBe(1);
  });

  test('what changed while the board was loading is not lost', async () => {
    const amal = await student('Amal');
    const badr = await student('Badr');
    await saveStats(statsDoc(amal, { [S2]: figures(10) }));
    await saveStats(statsDoc(badr, { [S2]: figures(20) }));
    const loading = board.load();
    board.update(statsDoc(amal, { [S2]: figures(30) }, 2));
    board.setVisibility(badr, 'anonymous');
    await loading;
    expect(table((await view(amal)).top)).toEqual([
      [1, 'Amal', 30],
      [2, null, 20],
    ]);
  });

  test('refresh() reads the docs other processes saved since the last read (MongoDB)', async () => {
    board.close();
    board = createLeaderboard({
      store: leaderboardStore('mongodb'),
      clock: time.clock,
      logger: createLogger('silent'),
      calendar: loadCalendar(),
      refreshMs: 60_000,
    });
    const amal = await student('Amal');
    const badr = await student('Badr');
    await saveStats(statsDoc(amal, { [S2]: figures(10) }));
    expect(table((await view(amal)).top)).toEqual([[1, 'Amal', 10]]);

    // Another API process saves Badr's points and Amal's choice to stay anonymous.
    await saveStats(statsDoc(badr, { [S2]: figures(20) }, 1, '2026-03-01T08:00:05.000Z'));
    await choose(amal, 'anonymous');
    await board.refresh();
    expect(table((await view(amal)).top)).toEqual([
      [1, 'Badr', 20],
      [2, null, 10],
    ]);
    await choose(amal, 'visible');
    await board.refresh();
    expect((await view(amal)).top[1]).toMatchObject({ name: 'Amal' });
  });
});

describe('names and privacy', () => {
  test('names: one lookup for the top rows (shared by everyone), one for the asker’s rows, cached for 60 s', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const id = await student(`Student ${String(i + 1).padStart(2, '0')}`);
      await saveStats(statsDoc(id, { [S2]: figures(300 - i * 10) }));
      ids.push(id);
    }
    const me = ids[20] as string;
    await view(me);
    expect(usernameReads.map((read) => new Set(read))).toEqual([
      new Set(ids.slice(0, 10)), // the top 10
      new Set(ids.slice(18, 23)), // 2 above, me, 2 below
    ]);
    await view(me);
    expect(usernameReads).toHaveLength(2);
    // Another student below the top: the top rows are not read again, only their own rows' missing names.
    await view(ids[25] as string);
    expect(usernameReads).toHaveLength(3);
    expect(new Set(usernameReads[2])).toEqual(new Set(ids.slice(23, 28)));

    await store.users.updateProfile(ids[0] as string, { username: 'Renamed' }, NOW);
    time.advance(30_000);
    expect((await view(me)).top[0]?.name).toBe('Student 01');
    time.advance(31_000);
    expect((await view(me)).top[0]?.name).toBe('Renamed');
  });

  test('the answer never holds an e-mail or a userId', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 16; i += 1) {
      const id = await student(`Student ${i + 1}`);
      await saveStats(statsDoc(id, { [S2]: figures(200 - i * 10), [YEAR]: figures(200 - i * 10) }));
      ids.push(id);
    }
    await choose(ids[3] as string, 'anonymous');
    for (const id of [ids[0], ids[3], ids[14]] as string[]) {
      for (const kind of ['semester', 'year'] as const) {
        const json = JSON.stringify(await view(id, kind));
        expect(json).not.toContain('@');
        expect(json).not.toContain('example.com');
        for (const userId of ids) expect(json).not.toContain(userId);
        expect(json).not.toMatch(/"(userId|_id|email)"/);
      }
    }
  });
});

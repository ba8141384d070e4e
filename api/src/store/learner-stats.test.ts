// Learner stats over the real embedded store: optimistic saves, partial writes, reminders, listings.
import { makeTempDir, removeDir } from '../testing.ts';
import { openEmbeddedDatabase } from './embedded.ts';
import {
  createLearnerStatsRepository,
  emptyLearnerStats,
  packDays,
  unpackDays,
  type LearnerStatsDoc,
  type LearnerStatsRepository,
} from './learner-stats.ts';
import type { Database } from './types.ts';

let dir: string;
let db: Database;
let stats: LearnerStatsRepository;

beforeEach(async () => {
  dir = await makeTempDir();
  db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  stats = await createLearnerStatsRepository(db);
});
afterEach(async () => {
  await db.close();
  await removeDir(dir);
});

const T0 = '2025-10-01T08:00:00.000Z';

function sample(userId = 'sara', at = T0): LearnerStatsDoc {
  const doc = emptyLearnerStats(userId, at);
  return {
    ...doc,
    totals: { ...doc.totals, lessonsCompleted: 1, points: 12 },
    days: { '2025-10-01': { l: 1, p: 12, x: 1 } },
    streak: { current: 1, longest: 1, lastDay: '2025-10-01', freezes: 0, frozenDays: [] },
    periods: {
      '2025-26-s1': { points: 12, lessonsCompleted: 1, activeSeconds: 0, bestStreak: 1, reachedAt: at },
    },
  };
}

/** The stored document, read back. */
async function stored(userId = 'sara'): Promise<LearnerStatsDoc> {
  const doc = await stats.get(userId);
  if (!doc) throw new Error(`no stats for ${userId}`);
  return doc;
}

test('inserts once, then saves only over the version it read', async () => {
  expect(await stats.get('sara')).toBeNull();
  const first = await stats.save(sample(), null);
  expect(first).toMatchObject({ _id: 'sara', userId: 'sara', version: 1 });
  expect(await stored()).toEqual(first);
  expect(await stats.save(sample(), null)).toBeNull(); // created meanwhile

  const read = await stored();
  const next = { ...read, updatedAt: '2025-10-01T09:00:00.000Z', totals: { ...read.totals, points: 20 } };
  const saved = await stats.save(next, read.version, read);
  expect(saved).toEqual({ ...next, version: 2 });
  expect(await stored()).toEqual(saved);
  expect(
    await stats.save({ ...next, totals: { ...next.totals, points: 99 } }, read.version, read),
  ).toBeNull();
  expect((await stored()).totals.points).toBe(20);
});

test('of two saves over one version, one wins', async () => {
  const read = await stats.save(sample(), null);
  if (!read) throw new Error('not inserted');
  const results = await Promise.all(
    [1, 2, 3].map((n) => stats.save({ ...read, totals: { ...read.totals, points: n } }, read.version, read)),
  );
  expect(results.filter((result) => result !== null)).toHaveLength(1);
  expect((await stored()).version).toBe(2);
});

test('writes the changed map entries only, and removes entries gone from the document', async () => {
  const read = await stats.save(sample(), null);
  if (!read) throw new Error('not inserted');
  const next: LearnerStatsDoc = {
    ...read,
    days: { ...read.days, '2025-10-02': { s: 60 } },
    units: { c1: { u1: ['c1.u1-l1'] } },
    badges: { 'first-lesson': T0 },
  };
  expect(await stats.save(next, 1, read)).toEqual({ ...next, version: 2 });
  expect(await stored()).toEqual({ ...next, version: 2 });

  const { '2025-10-01': _dropped, ...days } = next.days;
  const rebuilt = { ...next, days, periods: {} };
  await stats.save(rebuilt, 2, { ...next, version: 2 });
  expect(await stored()).toEqual({ ...rebuilt, version: 3 });
  // Without the previous document every field is replaced.
  await stats.save(sample(), 3);
  expect(await stored()).toEqual({ ...sample(), version: 4 });
});

test('review reminders: a placeholder before any stats, kept by later saves', async () => {
  await stats.setReviewReminder('omar', '2025-10-01', T0);
  const placeholder = await stored('omar');
  expect(placeholder).toEqual({ ...emptyLearnerStats('omar', T0), reminders: { review: '2025-10-01' } });

  const filled = await stats.save({ ...sample('omar'), reminders: { review: 'ignored' } }, 0, placeholder);
  expect(filled).toMatchObject({ version: 1, reminders: { review: '2025-10-01' } });
  expect(await stored('omar')).toEqual(filled);

  await stats.setReviewReminder('omar', '2025-10-02');
  const read = await stored('omar');
  expect(read).toMatchObject({ version: 1, reminders: { review: '2025-10-02' } });
  await stats.save({ ...read, totals: { ...read.totals, points: 50 } }, 1, read);
  expect(await stored('omar')).toMatchObject({
    version: 2,
    totals: { points: 50 },
    reminders: { review: '2025-10-02' },
  });
});

test('lists every student, or those saved since a time, with the fields asked for', async () => {
  await stats.save(sample('sara', '2025-10-01T08:00:00.000Z'), null);
  await stats.save(sample('omar', '2025-10-01T09:00:00.000Z'), null);
  await stats.save(sample('huda', '2025-10-01T10:00:00.000Z'), null);
  const all = await stats.listAll(['userId', 'periods']);
  expect(all.map((doc) => doc.userId).sort()).toEqual(['huda', 'omar', 'sara']);
  expect(Object.keys(all[0] ?? {}).sort()).toEqual(['_id', 'periods', 'userId']);
  const since = await stats.listUpdatedSince('2025-10-01T09:00:00.000Z', ['userId', 'updatedAt']);
  expect(since.map((doc) => doc.userId).sort()).toEqual(['huda', 'omar']);
});

test('survives a reopen', async () => {
  const saved = await stats.save(sample(), null);
  await db.close();
  db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  stats = await createLearnerStatsRepository(db);
  expect(await stats.get('sara')).toEqual(saved);
});

describe('days, stored packed by month', () => {
  const raw = async (userId = 'sara') =>
    (await (
      await db.collection<{ _id: string } & Record<string, unknown>>('learnerStats')
    ).findOne({ _id: userId })) as unknown as {
      days: Record<string, unknown>;
    };

  test('packDays and unpackDays give the same days back, absent counters staying absent', () => {
    const days = {
      '2025-09-30': { s: 300, p: 0 },
      '2025-10-01': { l: 1, s: 600, q: 2, qp: 175.5, r: 3, p: 30, x: 1 as const },
      '2025-10-31': { r: 20, p: 20, x: 1 as const },
    };
    const packed = packDays(days);
    expect(packed).toEqual({
      '2025-09': '30:,300,,,,0,',
      '2025-10': '01:1,600,2,175.5,3,30,1;31:,,,,20,20,1',
    });
    expect(unpackDays(packed)).toEqual(days);
    expect(unpackDays(packDays({}))).toEqual({});
  });

  test('the store holds one string per month; get answers the day map; a save rewrites only the month changed', async () => {
    const doc = sample();
    doc.days = { '2025-09-30': { s: 120 }, '2025-10-01': { l: 1, p: 12, x: 1 } };
    await stats.save(doc, null);
    expect((await raw()).days).toEqual({ '2025-09': '30:,120,,,,,', '2025-10': '01:1,,,,,12,1' });
    const read = await stored();
    expect(read.days).toEqual(doc.days);

    const next = { ...read, days: { ...read.days, '2025-10-02': { s: 300, p: 0 } } };
    const updates: unknown[] = [];
    const collection = await db.collection('learnerStats');
    const updateOne = collection.updateOne.bind(collection);
    jest.spyOn(collection, 'updateOne').mockImplementation((filter, update) => {
      updates.push(update);
      return updateOne(filter, update);
    });
    await stats.save(next, read.version, read);
    expect(updates).toHaveLength(1);
    const { $set } = updates[0] as { $set: Record<string, unknown> };
    expect(Object.keys($set).filter((key) => key.startsWith('days'))).toEqual(['days.2025-10']);
    expect((await stored()).days).toEqual(next.days);
  });

  test('a document written before packing is read whole, and packed whole at its next save', async () => {
    const collection = await db.collection<{ _id: string } & Record<string, unknown>>('learnerStats');
    const legacy = {
      ...sample(),
      version: 1,
      days: { '2025-09-30': { s: 120 }, '2025-10-01': { l: 1, p: 12, x: 1 } },
    };
    await collection.insertOne(legacy);
    const read = await stored();
    expect(read.days).toEqual(legacy.days);
    const next = { ...read, days: { ...read.days, '2025-10-02': { s: 60 } } };
    await stats.save(next, read.version, read);
    expect((await raw()).days).toEqual({ '2025-09': '30:,120,,,,,', '2025-10': '01:1,,,,,12,1;02:,60,,,,,' });
    expect((await stored()).days).toEqual(next.days);
  });

  test('the leaderboard listings unpack days when asked for them', async () => {
    const doc = sample();
    await stats.save(doc, null);
    const [all] = await stats.listAll(['days', 'periods']);
    expect(all?.days).toEqual(doc.days);
    const [since] = await stats.listUpdatedSince(T0, ['days']);
    expect(since?.days).toEqual(doc.days);
    const [periodsOnly] = await stats.listAll(['periods']);
    expect(periodsOnly).not.toHaveProperty('days');
  });
});

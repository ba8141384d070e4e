// The settings repository over the real embedded store: docs written by an older version (before a
// setting existed) are completed with today's defaults, and what is saved survives a reopen.
import { makeTempDir, removeDir } from '../testing.ts';
import { openEmbeddedDatabase } from './embedded.ts';
import {
  createSettingsRepository,
  defaultSettings,
  SETTINGS_COLLECTION,
  type SettingsDoc,
  type SettingsRepository,
} from './settings.ts';
import type { Database } from './types.ts';

const AT = '2025-03-01T08:00:00.000Z';

let dir: string;
let db: Database;
let settings: SettingsRepository;

const open = async () => {
  db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  settings = await createSettingsRepository(db);
};

beforeEach(async () => {
  dir = await makeTempDir();
  await open();
});
afterEach(async () => {
  await db.close();
  await removeDir(dir);
});

/** A doc as saved before hint-first tutoring existed (no `learningPreferences.hintFirst`). */
function olderDoc(userId: string, learningPreferences: SettingsDoc['learningPreferences']): SettingsDoc {
  const { accessibility, notifications, subscription } = defaultSettings();
  return {
    _id: userId,
    accessibility: { ...accessibility, mainLanguage: 'ar' },
    notifications: { ...notifications, email: false },
    learningPreferences,
    subscription,
    updatedAt: AT,
  };
}

describe('learningPreferences.hintFirst', () => {
  test('is off by default', () => {
    expect(defaultSettings().learningPreferences).toEqual({
      gradeLevel: null,
      hintFirst: false,
      leaderboard: 'visible',
    });
  });

  test('a doc saved before the setting existed reads it as off, and keeps its other values', async () => {
    const collection = await db.collection<SettingsDoc>(SETTINGS_COLLECTION);
    await collection.insertOne(olderDoc('with-grade', { gradeLevel: 11 }));
    await collection.insertOne(olderDoc('no-grade', {}));

    const withGrade = await settings.find('with-grade');
    expect(withGrade?.settings.learningPreferences).toEqual({
      gradeLevel: 11,
      hintFirst: false,
      leaderboard: 'visible',
    });
    expect(withGrade?.settings.accessibility.mainLanguage).toBe('ar');
    expect(withGrade?.settings.notifications.email).toBe(false);
    expect(withGrade?.updatedAt).toBe(AT);
    expect((await settings.find('no-grade'))?.settings.learningPreferences).toEqual({
      gradeLevel: null,
      hintFirst: false,
      leaderboard: 'visible',
    });
  });

  test('is saved, replaced, and survives a reopen', async () => {
    const { subscription: _subscription, ...editable } = defaultSettings();
    const on = {
      ...editable,
      learningPreferences: { gradeLevel: 12 as const, hintFirst: true, leaderboard: 'visible' as const },
    };
    expect((await settings.save('u1', on, AT)).settings.learningPreferences).toEqual({
      gradeLevel: 12,
      hintFirst: true,
      leaderboard: 'visible',
    });

    await db.close();
    await open();
    expect((await settings.find('u1'))?.settings.learningPreferences).toEqual({
      gradeLevel: 12,
      hintFirst: true,
      leaderboard: 'visible',
    });

    const off = {
      ...editable,
      learningPreferences: { gradeLevel: null, hintFirst: false, leaderboard: 'visible' as const },
    };
    await settings.save('u1', off, '2025-03-02T08:00:00.000Z');
    expect((await settings.find('u1'))?.settings.learningPreferences).toEqual({
      gradeLevel: null,
      hintFirst: false,
      leaderboard: 'visible',
    });
  });

  test('a first save of an older doc adds the setting', async () => {
    const collection = await db.collection<SettingsDoc>(SETTINGS_COLLECTION);
    await collection.insertOne(olderDoc('u2', { gradeLevel: 10 }));
    const { subscription: _subscription, ...editable } = defaultSettings();
    await settings.save(
      'u2',
      { ...editable, learningPreferences: { gradeLevel: 10, hintFirst: true, leaderboard: 'visible' } },
      AT,
    );
    expect((await collection.findOne({ _id: 'u2' }))?.learningPreferences).toEqual({
      gradeLevel: 10,
      hintFirst: true,
      leaderboard: 'visible',
    });
  });
});

describe('learningPreferences.leaderboard', () => {
  const { subscription: _subscription, ...editable } = defaultSettings();
  const choosing = (leaderboard: 'visible' | 'anonymous' | 'hidden') => ({
    ...editable,
    learningPreferences: { gradeLevel: null, hintFirst: false, leaderboard },
  });

  test('is visible by default, and for a doc saved before the setting existed', async () => {
    expect(defaultSettings().learningPreferences.leaderboard).toBe('visible');
    const collection = await db.collection<SettingsDoc>(SETTINGS_COLLECTION);
    await collection.insertOne(olderDoc('older', { gradeLevel: 11, hintFirst: true }));
    expect((await settings.find('older'))?.settings.learningPreferences).toEqual({
      gradeLevel: 11,
      hintFirst: true,
      leaderboard: 'visible',
    });
  });

  test('each choice is saved, survives a reopen and can be changed back', async () => {
    for (const choice of ['anonymous', 'hidden', 'visible'] as const) {
      await settings.save('u1', choosing(choice), AT);
      await db.close();
      await open();
      expect((await settings.find('u1'))?.settings.learningPreferences.leaderboard).toBe(choice);
    }
  });

  test('listLeaderboardChoices names only the students who are not visible', async () => {
    expect(await settings.listLeaderboardChoices()).toEqual(new Map());
    await settings.save('a', choosing('anonymous'), AT);
    await settings.save('h', choosing('hidden'), AT);
    await settings.save('v', choosing('visible'), AT);
    const collection = await db.collection<SettingsDoc>(SETTINGS_COLLECTION);
    await collection.insertOne(olderDoc('older', { gradeLevel: 10 }));
    expect(await settings.listLeaderboardChoices()).toEqual(
      new Map([
        ['a', 'anonymous'],
        ['h', 'hidden'],
      ]),
    );
    // Back to visible: off the list.
    await settings.save('h', choosing('visible'), AT);
    expect(await settings.listLeaderboardChoices()).toEqual(new Map([['a', 'anonymous']]));
  });
});

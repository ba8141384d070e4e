import { createAuthService } from '../auth/sessions.ts';
import { createLogger } from '../logger.ts';
import { openEmbeddedDatabase } from '../store/embedded.ts';
import {
  defaultSettings,
  SETTINGS_COLLECTION,
  type LeaderboardVisibility,
  type SettingsDoc,
} from '../store/settings.ts';
import { createTestApp, makeTempDir, removeDir, requestJson, signUpUser, type TestApp } from '../testing.ts';
import { settingsRoutes } from './settings.ts';

interface ErrorBody {
  message: { en: string; ar: string };
  issues: { field: string; message: { en: string; ar: string } }[];
}

// The spec's defaults, defined once (store/settings.ts) and shared with the front ends' contract.
const DEFAULTS = defaultSettings();

const CHANGED = {
  accessibility: {
    mainLanguage: 'ar',
    textSize: 'large',
    displayMode: 'dark',
    highContrast: true,
    reduceMotion: true,
  },
  notifications: {
    email: false,
    sound: false,
    updates: true,
    quizzes: false,
    lessons: true,
    progress: false,
    achievements: true,
  },
  learningPreferences: { gradeLevel: 12, hintFirst: true, leaderboard: 'anonymous' },
  subscription: { plan: 'free', paid: false, price: 0 },
};

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp({ clock: () => new Date('2025-03-01T08:00:00.000Z') });
  token = (await signUpUser(t.app)).accessToken;
});
afterEach(async () => {
  await t.close();
});

const get = (as = token) => requestJson(t.app, 'GET', '/settings', { token: as });
const put = (body: unknown, as = token) => requestJson(t.app, 'PUT', '/settings', { token: as, body });

describe('GET /settings', () => {
  test('gives the spec’s defaults when never saved', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(DEFAULTS);
  });

  test('Last-Modified tells "saved" from "never saved" (a signing-in client keeps its local settings then)', async () => {
    expect((await get()).headers.get('last-modified')).toBeNull();
    const saved = await put(CHANGED);
    expect(saved.headers.get('last-modified')).toBe('Sat, 01 Mar 2025 08:00:00 GMT');
    expect((await get()).headers.get('last-modified')).toBe('Sat, 01 Mar 2025 08:00:00 GMT');
  });

  test('needs a bearer token', async () => {
    expect((await requestJson(t.app, 'GET', '/settings')).status).toBe(401);
    expect((await requestJson(t.app, 'PUT', '/settings', { body: DEFAULTS })).status).toBe(401);
  });
});

describe('PUT /settings', () => {
  test('saves the whole object and answers it; GET gives it back, on any device', async () => {
    const response = await put(CHANGED);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(CHANGED);
    expect(await (await get()).json()).toEqual(CHANGED);

    // Saving again replaces; a null grade level round-trips.
    const again = {
      ...CHANGED,
      learningPreferences: { gradeLevel: null, hintFirst: false, leaderboard: 'hidden' },
    };
    expect(await (await put(again)).json()).toEqual(again);
    expect(await (await get()).json()).toEqual(again);
  });

  test('each student has their own settings', async () => {
    const other = await signUpUser(t.app);
    await put(CHANGED);
    expect(await (await get(other.accessToken)).json()).toEqual(DEFAULTS);
  });

  test('the subscription cannot be changed here: validated, then ignored; the answer shows the stored one', async () => {
    const response = await put({ ...CHANGED, subscription: { plan: 'business', paid: true, price: 999 } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as typeof CHANGED).subscription).toEqual(DEFAULTS.subscription);
    expect(((await (await get()).json()) as typeof CHANGED).subscription).toEqual(DEFAULTS.subscription);
    expect((await put({ ...CHANGED, subscription: { plan: 'gold', paid: true, price: 1 } })).status).toBe(
      400,
    );
  });

  type Case = [label: string, body: unknown, field: string, en: string, ar: string];
  const cases: Case[] = [
    [
      'a wrong enum value',
      { ...CHANGED, accessibility: { ...CHANGED.accessibility, textSize: 'huge' } },
      'accessibility.textSize',
      'accessibility.textSize must be one of: small, medium, large',
      'الحقل accessibility.textSize يجب أن تكون قيمته إحدى القيم: small، medium، large',
    ],
    [
      'a language other than en and ar',
      { ...CHANGED, accessibility: { ...CHANGED.accessibility, mainLanguage: 'fr' } },
      'accessibility.mainLanguage',
      'accessibility.mainLanguage must be one of: en, ar',
      'الحقل accessibility.mainLanguage يجب أن تكون قيمته إحدى القيم: en، ar',
    ],
    [
      'an unknown top-level key',
      { ...CHANGED, theme: 'pink' },
      'theme',
      'theme is not an allowed field',
      'الحقل theme غير مسموح به',
    ],
    [
      'an unknown nested key',
      { ...CHANGED, notifications: { ...CHANGED.notifications, marketing: true } },
      'notifications.marketing',
      'notifications.marketing is not an allowed field',
      'الحقل notifications.marketing غير مسموح به',
    ],
    [
      'a string instead of a boolean',
      { ...CHANGED, notifications: { ...CHANGED.notifications, email: 'yes' } },
      'notifications.email',
      'notifications.email must be true or false',
      'الحقل notifications.email يجب أن تكون قيمته true أو false',
    ],
    [
      'a grade level outside 10-12',
      { ...CHANGED, learningPreferences: { ...CHANGED.learningPreferences, gradeLevel: 9 } },
      'learningPreferences.gradeLevel',
      'learningPreferences.gradeLevel must be one of: 10, 11, 12',
      'الحقل learningPreferences.gradeLevel يجب أن تكون قيمته إحدى القيم: 10، 11، 12',
    ],
    [
      'a hint-first value that is not a boolean',
      { ...CHANGED, learningPreferences: { ...CHANGED.learningPreferences, hintFirst: 'yes' } },
      'learningPreferences.hintFirst',
      'learningPreferences.hintFirst must be true or false',
      'الحقل learningPreferences.hintFirst يجب أن تكون قيمته true أو false',
    ],
    [
      'a missing hint-first value',
      { ...CHANGED, learningPreferences: { gradeLevel: 12, leaderboard: 'visible' } },
      'learningPreferences.hintFirst',
      'learningPreferences.hintFirst is required',
      'الحقل learningPreferences.hintFirst مطلوب',
    ],
    [
      'an unknown leaderboard visibility',
      { ...CHANGED, learningPreferences: { ...CHANGED.learningPreferences, leaderboard: 'friends' } },
      'learningPreferences.leaderboard',
      'learningPreferences.leaderboard must be one of: visible, anonymous, hidden',
      'الحقل learningPreferences.leaderboard يجب أن تكون قيمته إحدى القيم: visible، anonymous، hidden',
    ],
    [
      'a missing leaderboard visibility',
      { ...CHANGED, learningPreferences: { gradeLevel: 12, hintFirst: true } },
      'learningPreferences.leaderboard',
      'learningPreferences.leaderboard is required',
      'الحقل learningPreferences.leaderboard مطلوب',
    ],
    [
      'a missing section',
      {
        accessibility: CHANGED.accessibility,
        notifications: CHANGED.notifications,
        subscription: CHANGED.subscription,
      },
      'learningPreferences',
      'learningPreferences is required',
      'الحقل learningPreferences مطلوب',
    ],
    [
      'a missing toggle',
      { ...CHANGED, notifications: { ...CHANGED.notifications, lessons: undefined } },
      'notifications.lessons',
      'notifications.lessons is required',
      'الحقل notifications.lessons مطلوب',
    ],
  ];

  test.each(cases)(
    'refuses %s with a 400 naming the field in both languages',
    async (_label, body, field, en, ar) => {
      const response = await put(body);
      expect(response.status).toBe(400);
      const error = (await response.json()) as ErrorBody;
      expect(error.issues).toEqual([{ field, message: { en, ar } }]);
      expect(error.message.en).toBe(`Invalid request data: ${en}`);
      expect(await (await get()).json()).toEqual(DEFAULTS); // nothing saved
    },
  );

  test('refuses a body that is not an object', async () => {
    expect((await put([1, 2])).status).toBe(400);
    expect((await put('dark')).status).toBe(400);
  });
});

describe('learningPreferences.hintFirst (hint-first tutoring)', () => {
  const hintFirst = async (as = token) =>
    ((await (await get(as)).json()) as typeof CHANGED).learningPreferences.hintFirst;

  test('is off for a new student', async () => {
    expect(DEFAULTS.learningPreferences.hintFirst).toBe(false);
    expect(await hintFirst()).toBe(false);
  });

  test('switched on, it is answered and read back; switched off again, too', async () => {
    const on = {
      ...DEFAULTS,
      learningPreferences: { gradeLevel: null, hintFirst: true, leaderboard: 'visible' },
    };
    const response = await put(on);
    expect(response.status).toBe(200);
    expect(((await response.json()) as typeof CHANGED).learningPreferences).toEqual({
      gradeLevel: null,
      hintFirst: true,
      leaderboard: 'visible',
    });
    expect(await hintFirst()).toBe(true);
    // Another student's stays off.
    expect(await hintFirst((await signUpUser(t.app)).accessToken)).toBe(false);

    await put({ ...on, learningPreferences: { gradeLevel: 11, hintFirst: false, leaderboard: 'visible' } });
    expect(await hintFirst()).toBe(false);
  });

  test('settings saved before the setting existed read it as off and keep the rest', async () => {
    const dataDir = await makeTempDir();
    try {
      const before = await createTestApp({ dataDir });
      const student = await signUpUser(before.app);
      expect(
        (await requestJson(before.app, 'PUT', '/settings', { token: student.accessToken, body: CHANGED }))
          .status,
      ).toBe(200);
      await before.close();

      // Rewrite the stored doc as an older version saved it: no hintFirst, no leaderboard.
      const db = await openEmbeddedDatabase({ dataDir, compactionIntervalMs: 0 });
      const collection = await db.collection<SettingsDoc>(SETTINGS_COLLECTION);
      const { matched } = await collection.updateOne(
        { _id: student.user._id },
        { $set: { learningPreferences: { gradeLevel: 12 } } },
      );
      expect(matched).toBe(1);
      await db.close();

      const after = await createTestApp({ dataDir });
      try {
        const response = await requestJson(after.app, 'GET', '/settings', { token: student.accessToken });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          ...CHANGED,
          learningPreferences: { gradeLevel: 12, hintFirst: false, leaderboard: 'visible' },
        });
      } finally {
        await after.close();
      }
    } finally {
      await removeDir(dataDir);
    }
  });
});

describe('learningPreferences.leaderboard (how the student appears on the leaderboard)', () => {
  const leaderboard = async (as = token) =>
    ((await (await get(as)).json()) as typeof CHANGED).learningPreferences.leaderboard;
  const choosing = (choice: string) => ({
    ...DEFAULTS,
    learningPreferences: { ...DEFAULTS.learningPreferences, leaderboard: choice },
  });

  test('is visible for a new student', async () => {
    expect(DEFAULTS.learningPreferences.leaderboard).toBe('visible');
    expect(await leaderboard()).toBe('visible');
  });

  test('each choice is answered and read back; another student’s stays visible', async () => {
    for (const choice of ['anonymous', 'hidden', 'visible']) {
      const response = await put(choosing(choice));
      expect(response.status).toBe(200);
      expect(((await response.json()) as typeof CHANGED).learningPreferences.leaderboard).toBe(choice);
      expect(await leaderboard()).toBe(choice);
    }
    await put(choosing('hidden'));
    expect(await leaderboard((await signUpUser(t.app)).accessToken)).toBe('visible');
  });
});

describe('the onLeaderboardVisibility hook (the leaderboard learns of a change at once)', () => {
  test('is told the saved choice after each save, and not after a refused one', async () => {
    const told: [string, LeaderboardVisibility][] = [];
    const clock = () => new Date('2025-03-01T08:00:00.000Z');
    const hooked = await createTestApp({ clock });
    try {
      const auth = createAuthService({
        store: hooked.store,
        secret: hooked.jwtSecret,
        clock,
        logger: createLogger('silent'),
      });
      // The settings routes as app.ts mounts them with the hook, on the real app under their own
      // prefix (routes are added before the app's first request).
      hooked.app.route(
        '/hooked-settings',
        settingsRoutes({
          store: hooked.store,
          auth,
          clock,
          onLeaderboardVisibility: (userId, visibility) => told.push([userId, visibility]),
        }),
      );
      const student = await signUpUser(hooked.app);
      const save = (body: unknown) =>
        requestJson(hooked.app, 'PUT', '/hooked-settings', { token: student.accessToken, body });
      const choosing = (leaderboard: string) => ({
        ...DEFAULTS,
        learningPreferences: { ...DEFAULTS.learningPreferences, leaderboard },
      });

      expect((await save(choosing('hidden'))).status).toBe(200);
      expect((await save(choosing('anonymous'))).status).toBe(200);
      expect((await save(choosing('friends'))).status).toBe(400);
      expect(told).toEqual([
        [student.user._id, 'hidden'],
        [student.user._id, 'anonymous'],
      ]);
      // The same store: the app's own GET /settings reads the saved choice.
      const settings = await requestJson(hooked.app, 'GET', '/settings', { token: student.accessToken });
      expect(((await settings.json()) as typeof CHANGED).learningPreferences.leaderboard).toBe('anonymous');
    } finally {
      await hooked.close();
    }
  });
});

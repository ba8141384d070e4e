import fs from 'node:fs/promises';
import path from 'node:path';
import {
  createMemoryLogger,
  createTestApp,
  parseEml,
  requestJson,
  signUpUser,
  type TestApp,
  type TestAppOptions,
} from '../testing.ts';
import type { Mailer } from '../notifications/mailer.ts';

interface Page {
  notifications: {
    _id: string;
    type: string;
    message: { en: string; ar: string };
    timestamp: number;
    read: boolean;
    seen: boolean;
  }[];
  unseen: number;
  unread: number;
  nextBefore?: string;
}

let t: TestApp;
async function setUp(options: TestAppOptions = {}) {
  t = await createTestApp(options);
}
afterEach(async () => {
  await t.close();
});

const list = async (token: string, query = '') => {
  const response = await requestJson(t.app, 'GET', `/notifications/list${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
};

const outbox = async () => {
  await t.notifications.settled();
  return (await fs.readdir(t.outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
};

async function saveSettings(token: string, change: (s: Record<string, Record<string, unknown>>) => void) {
  const current = (await (await requestJson(t.app, 'GET', '/settings', { token })).json()) as Record<
    string,
    Record<string, unknown>
  >;
  change(current);
  const response = await requestJson(t.app, 'PUT', '/settings', { token, body: current });
  expect(response.status).toBe(200);
}

const text = (n: number | string) => ({ en: `Note ${n}`, ar: `إشعار ${n}` });

describe('notifications the API creates', () => {
  test('sign-up creates a welcome notification (and, e-mail being on by default, an e-mail)', async () => {
    await setUp({ clock: () => new Date('2025-03-01T08:00:00.000Z') });
    const { accessToken } = await signUpUser(t.app, { username: 'Sara' });
    const page = await list(accessToken);
    expect(page).toEqual({
      notifications: [
        {
          _id: expect.stringMatching(/^[0-9a-f]{28}$/),
          type: 'notification',
          message: {
            en: 'Welcome to Nibras, Sara! Complete your onboarding so Nibras can tailor your studies to you.',
            ar: 'أهلًا بك في نبراس يا Sara! أكمل الإعداد الأولي ليُكيّف نبراس دراستك بما يناسبك.',
          },
          timestamp: Date.parse('2025-03-01T08:00:00.000Z') / 1000,
          read: false,
          seen: false,
        },
      ],
      unseen: 1,
      unread: 1,
    });
    expect(await outbox()).toHaveLength(1);
  });

  test('completing onboarding creates one "progress" notification, not one per later change', async () => {
    await setUp();
    const { accessToken } = await signUpUser(t.app);
    const answers = { educationLevel: 'school', grade: 11, voice: 'female', ttsSpeed: 1 };
    expect(
      (await requestJson(t.app, 'PUT', '/onboarding', { token: accessToken, body: answers })).status,
    ).toBe(200);
    expect(
      (await requestJson(t.app, 'PUT', '/onboarding', { token: accessToken, body: answers })).status,
    ).toBe(200);
    const page = await list(accessToken);
    expect(page.notifications.map((n) => n.type)).toEqual(['progress', 'notification']);
    expect(page.notifications[0]?.message.en).toBe(
      'Your onboarding is complete. Your studies are now tailored to you.',
    );
  });
});

describe('GET /notifications/list', () => {
  test('pages newest first with nextBefore; counts cover all of the student’s notifications', async () => {
    await setUp();
    const { user, accessToken } = await signUpUser(t.app); // + the welcome notification
    const created = [];
    for (let i = 1; i <= 24; i += 1)
      created.push(await t.notifications.notify(user._id, { type: 'progress', message: text(i) }));

    const first = await list(accessToken);
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0]?._id).toBe(created[23]?._id);
    expect(first.notifications.map((n) => n._id)).toEqual(
      created
        .slice(4)
        .reverse()
        .map((n) => n._id),
    );
    expect(first.unseen).toBe(25);
    expect(first.unread).toBe(25);
    expect(first.nextBefore).toBe(created[4]?._id);

    const second = await list(accessToken, `?before=${first.nextBefore ?? ''}`);
    expect(second.notifications.map((n) => n.message.en)).toEqual([
      'Note 4',
      'Note 3',
      'Note 2',
      'Note 1',
      expect.stringContaining('Welcome'),
    ]);
    expect(second).not.toHaveProperty('nextBefore');

    expect((await list(accessToken, '?limit=5')).notifications).toHaveLength(5);
    expect((await list(accessToken, '?limit=50')).notifications).toHaveLength(25);
  });

  test.each(['?limit=0', '?limit=51', '?limit=two', '?before=not-an-id'])(
    'refuses %s with a 400',
    async (query) => {
      await setUp();
      const { accessToken } = await signUpUser(t.app);
      const response = await requestJson(t.app, 'GET', `/notifications/list${query}`, { token: accessToken });
      expect(response.status).toBe(400);
    },
  );

  test('needs a bearer token; never shows userId or bookkeeping fields', async () => {
    await setUp();
    expect((await requestJson(t.app, 'GET', '/notifications/list')).status).toBe(401);
    const { accessToken } = await signUpUser(t.app);
    const [first] = (await list(accessToken)).notifications;
    expect(Object.keys(first ?? {}).sort()).toEqual(['_id', 'message', 'read', 'seen', 'timestamp', 'type']);
  });
});

describe('POST /mark-all-as-seen and POST /mark-all-as-read', () => {
  test('touch only the caller’s notifications', async () => {
    await setUp();
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    for (let i = 0; i < 3; i += 1) {
      await t.notifications.notify(a.user._id, { type: 'progress', message: text(i) });
      await t.notifications.notify(b.user._id, { type: 'progress', message: text(i) });
    }

    const seen = await requestJson(t.app, 'POST', '/mark-all-as-seen', { token: a.accessToken });
    expect(seen.status).toBe(200);
    expect(await seen.json()).toEqual({ updated: 4 });
    expect(await list(a.accessToken)).toMatchObject({ unseen: 0, unread: 4 });
    expect(await list(b.accessToken)).toMatchObject({ unseen: 4, unread: 4 });
    expect(
      await (await requestJson(t.app, 'POST', '/mark-all-as-seen', { token: a.accessToken })).json(),
    ).toEqual({
      updated: 0,
    });

    const read = await requestJson(t.app, 'POST', '/mark-all-as-read', { token: b.accessToken });
    expect(await read.json()).toEqual({ updated: 4 });
    const pageB = await list(b.accessToken);
    expect(pageB).toMatchObject({ unseen: 0, unread: 0 });
    expect(pageB.notifications.every((n) => n.read && n.seen)).toBe(true);
    expect(await list(a.accessToken)).toMatchObject({ unseen: 0, unread: 4 });

    expect((await requestJson(t.app, 'POST', '/mark-all-as-read')).status).toBe(401);
    expect((await requestJson(t.app, 'POST', '/mark-all-as-seen')).status).toBe(401);
  });
});

describe('toggles', () => {
  test('a category switched off: stored seen and read, so the unseen count does not change; not e-mailed', async () => {
    await setUp();
    const { user, accessToken } = await signUpUser(t.app);
    await saveSettings(accessToken, (s) => {
      s.notifications = { ...s.notifications, updates: false, quizzes: false };
    });
    const before = await list(accessToken);
    const mailsBefore = (await outbox()).length;

    const muted = await t.notifications.notify(user._id, { type: 'notification', message: text('news') });
    const quiz = await t.notifications.notify(user._id, {
      type: 'progress',
      category: 'quizzes',
      message: text('quiz'),
    });
    expect(muted).toMatchObject({ read: true, seen: true });
    expect(quiz).toMatchObject({ read: true, seen: true });

    const after = await list(accessToken);
    expect(after.unseen).toBe(before.unseen);
    expect(after.unread).toBe(before.unread);
    expect(after.notifications.slice(0, 2).map((n) => [n._id, n.read, n.seen])).toEqual([
      [quiz._id, true, true],
      [muted._id, true, true],
    ]);
    expect(await outbox()).toHaveLength(mailsBefore);

    const progress = await t.notifications.notify(user._id, { type: 'progress', message: text('on') });
    expect(progress).toMatchObject({ read: false, seen: false });
    expect((await list(accessToken)).unseen).toBe(before.unseen + 1);
    expect(await outbox()).toHaveLength(mailsBefore + 1);
  });

  test('the e-mail toggle: off -> stored and streamed but no e-mail', async () => {
    await setUp();
    const { user, accessToken } = await signUpUser(t.app);
    await saveSettings(accessToken, (s) => {
      s.notifications = { ...s.notifications, email: false };
    });
    const mails = (await outbox()).length;
    const created = await t.notifications.notify(user._id, { type: 'achievement', message: text('badge') });
    expect(created).toMatchObject({ seen: false, read: false });
    expect(await outbox()).toHaveLength(mails);
  });

  test('the e-mail is in the main language, with the other language below', async () => {
    await setUp();
    const { user, accessToken } = await signUpUser(t.app, { username: 'Sara', email: 'sara@example.com' });
    await saveSettings(accessToken, (s) => {
      s.accessibility = { ...s.accessibility, mainLanguage: 'ar' };
    });
    for (const name of await outbox()) await fs.rm(path.join(t.outboxDir, name));
    await t.notifications.notify(user._id, {
      type: 'achievement',
      message: { en: 'You earned the 7-day streak badge', ar: 'حصلت على شارة المواظبة لسبعة أيام' },
    });
    const [file] = await outbox();
    const raw = await fs.readFile(path.join(t.outboxDir, file ?? ''), 'utf8');
    const mail = parseEml(raw);
    expect(mail.headers.to).toBe('sara@example.com');
    expect(mail.headers.from).toBe('Nibras <no-reply@nibras.invalid>');
    expect(mail.subject).toBe('نبراس: حصلت على شارة المواظبة لسبعة أيام');
    expect(mail.headers['content-type']).toBe('text/plain; charset=utf-8');
    const arabic = mail.body.indexOf('حصلت على شارة المواظبة لسبعة أيام');
    const english = mail.body.indexOf('You earned the 7-day streak badge');
    expect(arabic).toBeGreaterThan(-1);
    expect(english).toBeGreaterThan(arabic);
    expect(mail.body).toContain('مرحبًا Sara،');
    expect(mail.body).toContain('Settings > Notifications');
  });

  test('an e-mail failure is logged and never fails the notification', async () => {
    const memory = createMemoryLogger();
    const failing: Mailer = {
      kind: 'smtp',
      send: () => Promise.reject(new Error('SMTP is down')),
      close: () => undefined,
    };
    await setUp({ mailer: failing, logger: memory.logger });
    const { user, accessToken } = await signUpUser(t.app); // the welcome e-mail fails too
    const created = await t.notifications.notify(user._id, { type: 'progress', message: text('x') });
    await t.notifications.settled();
    expect((await list(accessToken)).notifications[0]?._id).toBe(created._id);
    const errors = memory.lines().filter((line) => line.msg === 'Sending a notification e-mail failed');
    expect(errors).toHaveLength(2);
  });
});

describe('GET /openapi.json', () => {
  test('documents the new routes: the stream as text/event-stream, bearer auth where needed', async () => {
    await setUp();
    const doc = (await (await t.app.request('/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { security?: unknown[]; responses: Record<string, { content?: object }> }>
      >;
      components: { schemas: Record<string, unknown> };
    };
    const bearer = [{ bearerAuth: [] }];
    expect(Object.keys(doc.paths['/notifications']?.get?.responses['200']?.content ?? {})).toEqual([
      'text/event-stream',
    ]);
    expect(doc.paths['/notifications']?.get?.security).toBeUndefined(); // the ticket is the credential
    for (const [p, method] of [
      ['/notifications/ticket', 'post'],
      ['/notifications/list', 'get'],
      ['/mark-all-as-seen', 'post'],
      ['/mark-all-as-read', 'post'],
      ['/settings', 'get'],
      ['/settings', 'put'],
      ['/me', 'patch'],
      ['/profile-picture', 'put'],
      ['/profile-cover', 'put'],
    ] as const) {
      expect([p, method, doc.paths[p]?.[method]?.security]).toEqual([p, method, bearer]);
    }
    expect(Object.keys(doc.paths['/profile-picture']?.put?.responses ?? {}).sort()).toEqual(
      ['200', '400', '401', '413', '415', '422', '500'].sort(),
    );
    expect(doc.components.schemas).toHaveProperty('Notification');
    expect(doc.components.schemas).toHaveProperty('Settings');
  });
});

/** GET /notifications (server-sent events) and its tickets, over a real listening server. */
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import fs from 'node:fs/promises';
import path from 'node:path';
import { defaultSettings } from '../store/settings.ts';
import { hashTicket } from '../store/tickets.ts';
import {
  createMemoryLogger,
  createTestApp,
  listen,
  manualClock,
  openEventStream,
  requestJson,
  signUpUser,
  TEST_PASSWORD,
  type EventStreamClient,
  type Listening,
  type SignedInUser,
  type TestApp,
  type TestAppOptions,
} from '../testing.ts';
import { NOTIFICATION_ID } from './ids.ts';

const TICKET_REQUIRED = {
  en: 'The notifications stream needs a ticket',
  ar: 'يتطلب الاتصال ببث الإشعارات تذكرة دخول',
};
const TICKET_INVALID = {
  en: 'This notifications ticket is invalid, used or expired',
  ar: 'تذكرة الإشعارات هذه غير صالحة أو مستخدمة أو منتهية الصلاحية',
};
const SESSION_ENDED = {
  en: 'Your session has ended. Please sign in again.',
  ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
};

let t: TestApp;
let server: Listening;
const clients: EventStreamClient[] = [];

async function setUp(options: TestAppOptions = {}) {
  t = await createTestApp(options);
  server = await listen(t.app);
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await server.close();
  await t.close();
});

async function ticketFor(token: string): Promise<string> {
  const response = await requestJson(t.app, 'POST', '/notifications/ticket', { token });
  expect(response.status).toBe(201);
  return ((await response.json()) as { ticket: string }).ticket;
}

async function connect(query: string, headers?: Record<string, string>): Promise<EventStreamClient> {
  const client = await openEventStream(`${server.url}/notifications${query}`, headers);
  clients.push(client);
  return client;
}

const streamFor = async (student: SignedInUser, headers?: Record<string, string>, extra = '') =>
  connect(`?token=${await ticketFor(student.accessToken)}${extra}`, headers);

const message = (text: string) => ({ en: text, ar: `${text} (ar)` });
const ids = (client: EventStreamClient) => client.messages().map((m) => m.data._id);

describe('POST /notifications/ticket', () => {
  test('gives a single-use ticket that expires in 60 s; needs a bearer token', async () => {
    await setUp({ clock: () => new Date('2025-03-01T08:00:00.000Z') });
    const student = await signUpUser(t.app);
    const response = await requestJson(t.app, 'POST', '/notifications/ticket', {
      token: student.accessToken,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { ticket: string; expiresAt: string };
    expect(body).toEqual({
      ticket: expect.stringMatching(/^[\w-]{43}$/),
      expiresAt: '2025-03-01T08:01:00.000Z',
    });
    // Only its hash is stored: a copy of the database holds no usable ticket.
    const datafile = await fs.readFile(path.join(t.dataDir, 'streamTickets.db'), 'utf8');
    expect(datafile).toContain(hashTicket(body.ticket));
    expect(datafile).not.toContain(body.ticket);

    const anonymous = await requestJson(t.app, 'POST', '/notifications/ticket');
    expect(anonymous.status).toBe(401);
  });
});

describe('ticket rules', () => {
  test('no ticket, an unknown ticket and a reused ticket are localized 401s in JSON, not streams', async () => {
    await setUp();
    const student = await signUpUser(t.app);

    for (const query of ['', '?token=']) {
      const missing = await connect(query);
      expect(missing.status).toBe(401);
      expect(missing.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(missing.body)).toEqual({ message: TICKET_REQUIRED });
    }

    const unknown = await connect('?token=mBfH3r2c8Gq0S1vXz4eK6aJt9wLpYdU5nQiR7oTlC0E');
    expect(unknown.status).toBe(401);
    expect(JSON.parse(unknown.body)).toEqual({ message: TICKET_INVALID });

    const ticket = await ticketFor(student.accessToken);
    const first = await connect(`?token=${ticket}`);
    expect(first.status).toBe(200);
    const reused = await connect(`?token=${ticket}`);
    expect(reused.status).toBe(401);
    expect(JSON.parse(reused.body)).toEqual({ message: TICKET_INVALID });
    // The access token itself is not a ticket.
    const accessToken = await connect(`?token=${student.accessToken}`);
    expect(accessToken.status).toBe(401);
  });

  test('a ticket expires 60 s after it was issued (by the app clock)', async () => {
    const time = manualClock();
    await setUp({ clock: time.clock });
    const student = await signUpUser(t.app);

    const fresh = await ticketFor(student.accessToken);
    time.advance(59_999);
    expect((await connect(`?token=${fresh}`)).status).toBe(200);

    const stale = await ticketFor(student.accessToken);
    time.advance(60_000);
    const expired = await connect(`?token=${stale}`);
    expect(expired.status).toBe(401);
    expect(JSON.parse(expired.body)).toEqual({ message: TICKET_INVALID });
  });

  test('a ticket whose session signed out before it was used is refused', async () => {
    await setUp();
    const student = await signUpUser(t.app);
    const ticket = await ticketFor(student.accessToken);
    await requestJson(t.app, 'POST', '/auth/sign-out', { token: student.accessToken });
    const refused = await connect(`?token=${ticket}`);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toEqual({ message: SESSION_ENDED });
  });

  test("a ticket streams its owner's notifications only: A's ticket never shows B's", async () => {
    await setUp();
    const a = await signUpUser(t.app, { username: 'Amal' });
    const b = await signUpUser(t.app, { username: 'Badr' });
    const streamA = await streamFor(a);
    const streamB = await streamFor(b);

    const forB = await t.notifications.notify(b.user._id, {
      type: 'notification',
      message: message('for B'),
    });
    const forA = await t.notifications.notify(a.user._id, { type: 'achievement', message: message('for A') });
    await streamA.waitFor(() => ids(streamA).includes(forA._id));
    await streamB.waitFor(() => ids(streamB).includes(forB._id));
    // B's was published first: had it been sent to A's stream, it would be there by now.
    expect(ids(streamA)).toEqual([forA._id]);
    expect(ids(streamB)).toEqual([forB._id]);
  });

  test('the ticket never reaches the request log', async () => {
    const memory = createMemoryLogger();
    await setUp({ logger: memory.logger });
    const student = await signUpUser(t.app);
    const ticket = await ticketFor(student.accessToken);
    await connect(`?token=${ticket}`);
    const lines = memory.lines();
    expect(lines.some((line) => line.path === '/notifications')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain(ticket);
  });
});

describe('delivery', () => {
  test('sends retry once, then each new notification live as {type, data} with its id', async () => {
    await setUp();
    const student = await signUpUser(t.app);
    const stream = await streamFor(student, { origin: 'http://localhost:3000' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    await stream.waitFor((frames) => frames.length >= 1);
    expect(stream.frames[0]).toEqual({ retry: 3000 });

    const created = await t.notifications.notify(student.user._id, {
      type: 'progress',
      message: { en: 'Lesson 3 done', ar: 'أنهيت الدرس الثالث' },
    });
    await stream.waitFor(() => stream.messages().length === 1);
    const frame = stream.frames[1];
    expect(frame?.id).toBe(created._id);
    expect(frame?.id).toMatch(NOTIFICATION_ID);
    expect(frame?.event).toBe('message');
    expect(JSON.parse(frame?.data ?? '')).toEqual({
      type: 'progress',
      data: {
        _id: created._id,
        type: 'progress',
        message: { en: 'Lesson 3 done', ar: 'أنهيت الدرس الثالث' },
        timestamp: expect.any(Number),
        read: false,
        seen: false,
      },
    });
  });

  test('the shared RESPONSE_ALREADY_SENT marker is never handed to the middleware (its headers would pile up)', async () => {
    await setUp();
    const student = await signUpUser(t.app);
    for (let i = 0; i < 3; i += 1)
      expect((await streamFor(student, { origin: 'http://localhost:3000' })).status).toBe(200);
    expect([...RESPONSE_ALREADY_SENT.headers.keys()]).toEqual(['x-hono-already-sent']);
  });

  test('no CORS header for an origin that is not allowed', async () => {
    await setUp();
    const student = await signUpUser(t.app);
    const stream = await streamFor(student, { origin: 'https://evil.example' });
    expect(stream.status).toBe(200);
    expect(stream.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('a category switched off is not streamed; the others still are', async () => {
    await setUp();
    const student = await signUpUser(t.app);
    const settings = (await (
      await requestJson(t.app, 'GET', '/settings', { token: student.accessToken })
    ).json()) as {
      notifications: Record<string, boolean>;
    };
    const off = { ...settings, notifications: { ...settings.notifications, updates: false } };
    expect(
      (await requestJson(t.app, 'PUT', '/settings', { token: student.accessToken, body: off })).status,
    ).toBe(200);

    const stream = await streamFor(student);
    const muted = await t.notifications.notify(student.user._id, {
      type: 'notification',
      message: message('news'),
    });
    const shown = await t.notifications.notify(student.user._id, {
      type: 'progress',
      message: message('progress'),
    });
    await stream.waitFor(() => ids(stream).includes(shown._id));
    expect(ids(stream)).toEqual([shown._id]);
    expect(muted).toMatchObject({ read: true, seen: true });
  });

  test('a heartbeat comment keeps the connection alive', async () => {
    await setUp({ streamTimings: { heartbeatMs: 30 } });
    const student = await signUpUser(t.app);
    const stream = await streamFor(student);
    await stream.waitFor((frames) => frames.some((f) => f.comment === ''));
  });
});

describe('resume with Last-Event-ID', () => {
  test('replays exactly the missed deliverable notifications, in order, then goes on live', async () => {
    await setUp();
    const student = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const notify = (text: string, type: 'notification' | 'progress' = 'progress') =>
      t.notifications.notify(student.user._id, { type, message: message(text) });

    const first = await notify('1');
    const second = await notify('2');
    // Switched off before the third: it is stored muted and never replayed.
    await t.store.settings.save(
      student.user._id,
      {
        ...defaultSettings(),
        notifications: { ...defaultSettings().notifications, email: false, updates: false },
      },
      new Date().toISOString(),
    );
    await notify('muted', 'notification');
    await t.notifications.notify(other.user._id, { type: 'progress', message: message('not mine') });
    const third = await notify('3');

    const stream = await streamFor(student, { 'last-event-id': first._id });
    await stream.waitFor(() => ids(stream).length === 2);
    expect(ids(stream)).toEqual([second._id, third._id]);
    expect(stream.frames.map((f) => f.id).filter(Boolean)).toEqual([second._id, third._id]);

    const live = await notify('4');
    await stream.waitFor(() => ids(stream).length === 3);
    expect(ids(stream)).toEqual([second._id, third._id, live._id]);
  });

  test('the lastEventId query parameter does the same for clients that reconnect by hand', async () => {
    await setUp();
    const student = await signUpUser(t.app);
    const before = await t.notifications.notify(student.user._id, {
      type: 'progress',
      message: message('a'),
    });
    const missed = await t.notifications.notify(student.user._id, {
      type: 'achievement',
      message: message('b'),
    });
    const stream = await streamFor(student, {}, `&lastEventId=${before._id}`);
    await stream.waitFor(() => ids(stream).length === 1);
    expect(ids(stream)).toEqual([missed._id]);
    expect(stream.messages()[0]?.type).toBe('achievement');
  });

  test('without Last-Event-ID nothing is replayed (the list call gives the past)', async () => {
    await setUp();
    const student = await signUpUser(t.app); // has its welcome notification
    const stream = await streamFor(student);
    const live = await t.notifications.notify(student.user._id, {
      type: 'progress',
      message: message('now'),
    });
    await stream.waitFor(() => ids(stream).length === 1);
    expect(ids(stream)).toEqual([live._id]);
  });

  test('an invalid lastEventId query parameter is a 400', async () => {
    await setUp();
    const student = await signUpUser(t.app);
    const stream = await streamFor(student, {}, '&lastEventId=zzz');
    expect(stream.status).toBe(400);
  });
});

describe('sessions', () => {
  test('sign-out ends that session’s open streams at once; other sessions keep theirs', async () => {
    await setUp();
    const student = await signUpUser(t.app, { email: 'sara@example.com' });
    const signIn = await requestJson(t.app, 'POST', '/auth/sign-in', {
      body: { email: 'sara@example.com', password: TEST_PASSWORD },
    });
    const otherToken = ((await signIn.json()) as { accessToken: string }).accessToken;

    const stream = await streamFor(student);
    const otherDevice = await connect(`?token=${await ticketFor(otherToken)}`);
    expect((await requestJson(t.app, 'POST', '/auth/sign-out', { token: student.accessToken })).status).toBe(
      204,
    );
    await stream.ended;

    const later = await t.notifications.notify(student.user._id, { type: 'progress', message: message('x') });
    await otherDevice.waitFor(() => ids(otherDevice).includes(later._id));
    expect(ids(stream)).toEqual([]);
  });

  test('a session revoked elsewhere (another process) is found by the periodic re-check', async () => {
    await setUp({ streamTimings: { sessionCheckMs: 30 } });
    const student = await signUpUser(t.app);
    const stream = await streamFor(student);
    const { sid } = JSON.parse(
      Buffer.from(student.accessToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as {
      sid: string;
    };
    // Straight in the store, as another API process's sign-out would do.
    await t.store.sessions.revoke(sid, new Date().toISOString());
    await stream.ended;
  });

  test('shutting the app down ends the open streams', async () => {
    await setUp();
    const student = await signUpUser(t.app);
    const stream = await streamFor(student);
    await t.notifications.settled();
    const closing = t.close();
    await stream.ended;
    await closing;
    t = await createTestApp(); // for afterEach
  });
});

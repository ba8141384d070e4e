import { serve } from '@hono/node-server';
import type * as Argon2 from '@node-rs/argon2';
import { decode, sign } from 'hono/jwt';
import type { AddressInfo } from 'node:net';
import { PASSWORD_HASHING, hashPassword } from '../auth/password.ts';
import {
  createTestApp,
  makeTempDir,
  removeDir,
  requestJson,
  signUpUser,
  TEST_PASSWORD,
  type TestApp,
  type TestAppOptions,
} from '../testing.ts';
import { AttemptLimiter, takeAttempt } from '../auth/rate-limit.ts';
import { DEFAULT_AUTH_RATE_LIMITS } from './auth.ts';

interface ErrorBody {
  message: { en: string; ar: string };
  issues?: { field: string; message: { en: string; ar: string } }[];
}

const SESSION_ENDED = {
  en: 'Your session has ended. Please sign in again.',
  ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
};
const SIGN_IN_REQUIRED = { en: 'Please sign in to continue', ar: 'يرجى تسجيل الدخول للمتابعة' };
const INVALID_CREDENTIALS = {
  en: 'The e-mail or password is incorrect',
  ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
};

/** A clock the test moves by hand. */
function manualClock(start = '2025-03-01T08:00:00.000Z') {
  let now = new Date(start).getTime();
  return {
    clock: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

let t: TestApp;
async function setUp(options: TestAppOptions = {}) {
  t = await createTestApp(options);
  return t;
}
afterEach(async () => {
  await t.close();
});

const signUp = (body: unknown, headers?: Record<string, string>) =>
  requestJson(t.app, 'POST', '/auth/sign-up', { body, headers });
const signIn = (email: string, password: string, headers?: Record<string, string>) =>
  requestJson(t.app, 'POST', '/auth/sign-in', { body: { email, password }, headers });
const getMe = (token?: string) => requestJson(t.app, 'GET', '/me', { token });

const VALID = { username: 'Sara Alqahtani', email: 'sara@example.com', password: TEST_PASSWORD };

describe('POST /auth/sign-up', () => {
  beforeEach(async () => {
    await setUp();
  });

  test('creates a student, answers 201 {user, accessToken}, never shows the password hash', async () => {
    const response = await signUp({
      username: '  Sara Alqahtani ',
      email: '  Sara@Example.COM ',
      password: TEST_PASSWORD,
      phone: ' +966 50 123 4567 ',
      roles: ['admin'], // not an input: ignored
      hasOnBoarded: true,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { user: Record<string, unknown>; accessToken: string };
    expect(body.user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'Sara Alqahtani',
      email: 'sara@example.com',
      phone: '+966501234567',
      roles: ['user'],
      hasOnBoarded: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const stored = await t.store.users.findByEmail('sara@example.com');
    expect(stored?.passwordHash).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${PASSWORD_HASHING.memoryCost},t=${PASSWORD_HASHING.timeCost},p=1\\$`,
      ),
    );
    expect(stored?.passwordHash).not.toContain(TEST_PASSWORD);
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  test('the phone is optional; an empty phone counts as none', async () => {
    for (const [email, extra] of [
      ['a@example.com', {}],
      ['b@example.com', { phone: '' }],
      ['c@example.com', { phone: '   ' }],
    ] as const) {
      const response = await signUp({ ...VALID, email, ...extra });
      expect(response.status).toBe(201);
      expect(((await response.json()) as { user: object }).user).not.toHaveProperty('phone');
    }
  });

  type Case = [label: string, body: Record<string, unknown>, field: string, en: string, ar: string];
  const cases: Case[] = [
    [
      'a password shorter than 8 characters',
      { password: 'Sh0rt!a' },
      'password',
      'password must be at least 8 characters long',
      'الحقل password يجب ألا يقل عدد أحرفه عن 8',
    ],
    [
      'a password longer than 128 characters',
      { password: `Aa1!${'x'.repeat(125)}` },
      'password',
      'password must be at most 128 characters long',
      'الحقل password يجب ألا يزيد عدد أحرفه على 128',
    ],
    [
      'a password without a lowercase letter',
      { password: 'STR0NG!PASS' },
      'password',
      'password must contain at least one lowercase letter (a-z)',
      'الحقل password يجب أن يحتوي على حرف إنجليزي صغير واحد على الأقل (a-z)',
    ],
    [
      'a password without an uppercase letter',
      { password: 'str0ng!pass' },
      'password',
      'password must contain at least one uppercase letter (A-Z)',
      'الحقل password يجب أن يحتوي على حرف إنجليزي كبير واحد على الأقل (A-Z)',
    ],
    [
      'a password without a digit',
      { password: 'Strong!pass' },
      'password',
      'password must contain at least one digit (0-9)',
      'الحقل password يجب أن يحتوي على رقم واحد على الأقل (0-9)',
    ],
    [
      'a password without a special character from !@#$%^&*',
      { password: 'Str0ng_pass' },
      'password',
      'password must contain at least one special character from !@#$%^&*',
      'الحقل password يجب أن يحتوي على رمز خاص واحد على الأقل من !@#$%^&*',
    ],
    [
      'a missing password',
      { password: undefined },
      'password',
      'password is required',
      'الحقل password مطلوب',
    ],
    [
      'a bad e-mail',
      { email: 'sara@' },
      'email',
      'email must be a valid email address',
      'الحقل email يجب أن يكون عنوان بريد إلكتروني صالحًا',
    ],
    ['a missing e-mail', { email: undefined }, 'email', 'email is required', 'الحقل email مطلوب'],
    [
      'a one-letter username',
      { username: ' S ' },
      'username',
      'username must be at least 2 characters long',
      'الحقل username يجب ألا يقل عدد أحرفه عن 2',
    ],
    [
      'a username over 50 characters',
      { username: 'x'.repeat(51) },
      'username',
      'username must be at most 50 characters long',
      'الحقل username يجب ألا يزيد عدد أحرفه على 50',
    ],
    [
      'a username with a control character',
      { username: 'Sara\u0007' },
      'username',
      'username must not contain control characters',
      'الحقل username يجب ألا يحتوي على محارف تحكم',
    ],
    [
      'a username with an unpaired surrogate (half an emoji)',
      { username: 'Sara \ud83d' },
      'username',
      'username must not contain broken characters (unpaired UTF-16 surrogates)',
      'الحقل username يجب ألا يحتوي على محارف تالفة (أنصاف أزواج بديلة في UTF-16)',
    ],
    ...(['12345', '+966-50-123-4567', 'call me', '+96650123456789012', '++966501234567'].map(
      (phone): Case => [
        `the phone ${JSON.stringify(phone)}`,
        { phone },
        'phone',
        'phone must be a phone number of 8 to 15 digits, optionally starting with + (for example +966 50 123 4567)',
        'الحقل phone يجب أن يكون رقم هاتف من 8 إلى 15 رقمًا',
      ],
    ) satisfies Case[]),
  ];

  test.each(cases)(
    'refuses %s with a 400 naming the field in both languages',
    async (_label, change, field, en, ar) => {
      const response = await signUp({ ...VALID, ...change });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.issues).toHaveLength(1);
      expect(body.issues?.[0]?.field).toBe(field);
      expect(body.issues?.[0]?.message.en).toBe(en);
      expect(body.issues?.[0]?.message.ar).toContain(ar);
      expect(body.message.en).toBe(`Invalid request data: ${en}`);
      expect(body.message.ar).toContain(`الحقل ${field}`);
      expect(await t.store.users.findByEmail(VALID.email)).toBeNull();
    },
  );

  test('reports every unmet password rule at once', async () => {
    const response = await signUp({ ...VALID, password: 'abc' });
    const body = (await response.json()) as ErrorBody;
    expect(body.issues?.map((issue) => issue.message.en)).toEqual([
      'password must be at least 8 characters long',
      'password must contain at least one uppercase letter (A-Z)',
      'password must contain at least one digit (0-9)',
      'password must contain at least one special character from !@#$%^&*',
    ]);
  });

  test.each(['+966501234567', '0501234567', '+966 50 123 4567', '966501234567'])(
    'accepts the phone %s',
    async (phone) => {
      const response = await signUp({ ...VALID, phone });
      expect(response.status).toBe(201);
      expect(((await response.json()) as { user: { phone: string } }).user.phone).toBe(
        phone.replace(/ /g, ''),
      );
    },
  );

  test('a second account with the same e-mail (any case, any spaces) is a localized 409', async () => {
    expect((await signUp(VALID)).status).toBe(201);
    const response = await signUp({ ...VALID, username: 'Someone Else', email: ' SARA@example.com' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: {
        en: 'An account with this e-mail already exists',
        ar: 'يوجد حساب مسجّل بهذا البريد الإلكتروني بالفعل',
      },
      issues: [
        { field: 'email', message: { en: 'email is already registered', ar: 'الحقل email مسجّل لحساب آخر' } },
      ],
    });
    expect(await t.store.users.findByEmail('sara@example.com')).toMatchObject({ username: 'Sara Alqahtani' });
  });

  test('two simultaneous sign-ups with one e-mail: one 201, one 409', async () => {
    const statuses = await Promise.all([signUp(VALID), signUp({ ...VALID, username: 'Twin' })]);
    expect(statuses.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  test('the token of a new account reaches GET /me', async () => {
    const { user, accessToken } = await signUpUser(t.app, { email: 'new@example.com' });
    const me = await getMe(accessToken);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(user);
  });
});

describe('POST /auth/sign-in', () => {
  test('signs in with the sign-up password; the e-mail is matched trimmed and case-insensitively', async () => {
    await setUp();
    const { user } = await signUpUser(t.app, { email: 'sara@example.com' });
    const response = await signIn('  SARA@Example.com ', TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { user: unknown; accessToken: string };
    expect(body.user).toEqual(user);
    const me = await getMe(body.accessToken);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(user);
  });

  test('each sign-in starts its own session; tokens carry sub, sid, iat and a 7-day exp', async () => {
    const time = manualClock();
    await setUp({ clock: time.clock });
    const { user, accessToken: first } = await signUpUser(t.app);
    const second = ((await (await signIn(user.email, TEST_PASSWORD)).json()) as { accessToken: string })
      .accessToken;
    const a = decode(first);
    const b = decode(second);
    expect(a.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(a.payload).toEqual({
      sub: user._id,
      sid: expect.any(String),
      iat: Date.parse('2025-03-01T08:00:00.000Z') / 1000,
      exp: Date.parse('2025-03-08T08:00:00.000Z') / 1000,
    });
    expect(b.payload.sid).not.toBe(a.payload.sid);
    expect(await t.store.sessions.findById(String(a.payload.sid))).toEqual({
      _id: a.payload.sid,
      userId: user._id,
      createdAt: '2025-03-01T08:00:00.000Z',
      expiresAt: '2025-03-08T08:00:00.000Z',
    });
  });

  test('wrong password and unknown e-mail get the same 401, and both do an argon2 verify', async () => {
    // The same work for both: one verify of the real argon2 (spied on, not replaced) against a hash
    // made with the same parameters, so the answer's time does not tell whether the account exists.
    // bench/argon2.mjs prints the two times side by side.
    await setUp();
    await signUpUser(t.app, { email: 'known@example.com' });
    // The module object auth/password.ts calls (an `import * as` would be a copy of it).
    const argon2 = jest.requireActual<typeof Argon2>('@node-rs/argon2');
    const verify = jest.spyOn(argon2, 'verify');
    try {
      const wrong = await signIn('known@example.com', 'Wr0ng!password');
      const wrongHashes = verify.mock.calls.map(([hash]) => hash);
      verify.mockClear();
      const unknown = await signIn('nobody@example.com', 'Wr0ng!password');
      const unknownHashes = verify.mock.calls.map(([hash]) => hash);

      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(await wrong.json()).toEqual({ message: INVALID_CREDENTIALS });
      expect(await unknown.json()).toEqual({ message: INVALID_CREDENTIALS });
      const headers = (r: Response) =>
        [...r.headers.entries()].filter(([name]) => name !== 'x-request-id' && name !== 'date');
      expect(headers(unknown)).toEqual(headers(wrong));

      const stored = (await t.store.users.findByEmail('known@example.com'))?.passwordHash;
      expect(wrongHashes).toEqual([stored]);
      expect(unknownHashes).toHaveLength(1);
      expect(unknownHashes[0]).not.toBe(stored);
      const cost = (hash: unknown) => argon2.parseOptions(String(hash));
      expect(cost(unknownHashes[0])).toEqual(cost(stored));
      expect(cost(stored)).toMatchObject(PASSWORD_HASHING);
      // Each verify ran to its end (the spy calls the real one): a wrong password, not an error.
      for (const result of verify.mock.results) await expect(result.value).resolves.toBe(false);
    } finally {
      verify.mockRestore();
    }
  });

  test('an invalid body is a 400, not a 401', async () => {
    await setUp();
    const response = await requestJson(t.app, 'POST', '/auth/sign-in', { body: { email: 'x' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.issues?.map((i) => i.field).sort()).toEqual(['email', 'password']);
  });

  test('any role may sign in (the student app itself refuses roles other than user)', async () => {
    await setUp();
    // What the account CLI does: staff roles are set in the store, never through sign-up.
    await t.store.users.create({
      username: 'Owner',
      email: 'owner@example.com',
      passwordHash: await hashPassword(TEST_PASSWORD),
      roles: ['platform_owner', 'moderator'],
      hasOnBoarded: false,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    const response = await signIn('owner@example.com', TEST_PASSWORD);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { roles: string[] }; accessToken: string };
    expect(body.user.roles).toEqual(['platform_owner', 'moderator']);
    expect(await (await getMe(body.accessToken)).json()).toMatchObject({
      roles: ['platform_owner', 'moderator'],
    });
  });
});

describe('sign-in rate limits', () => {
  test('per account: 5 free failures, then slower and slower, then 429 with Retry-After', async () => {
    const time = manualClock();
    const delays: number[] = [];
    await setUp({ clock: time.clock, sleep: async (ms) => void delays.push(ms) });
    await signUpUser(t.app, { email: 'sara@example.com' });

    for (let i = 0; i < 10; i += 1) {
      expect((await signIn('sara@example.com', 'Wr0ng!password')).status).toBe(401);
    }
    expect(delays).toEqual([250, 500, 1000, 2000, 2000]);

    // The 11th attempt is refused, even with the right password, for the rest of the 15-minute window.
    const refused = await signIn('sara@example.com', TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toEqual({
      message: {
        en: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
        ar: 'محاولات تسجيل دخول فاشلة كثيرة. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
      },
    });
    expect(delays).toHaveLength(5); // refused attempts are not slowed, and not counted

    time.advance(899_000);
    const still = await signIn('sara@example.com', TEST_PASSWORD);
    expect(still.status).toBe(429);
    expect(still.headers.get('retry-after')).toBe('1');

    // Other accounts are not affected.
    expect((await signIn('other@example.com', 'Wr0ng!password')).status).toBe(401);

    time.advance(1000);
    const ok = await signIn('  Sara@example.com', TEST_PASSWORD);
    expect(ok.status).toBe(200);

    // A success clears the account's counter: the next failure is neither slowed nor refused.
    delays.length = 0;
    expect((await signIn('sara@example.com', 'Wr0ng!password')).status).toBe(401);
    expect(delays).toEqual([]);
  });

  test('per account: an unknown e-mail is limited exactly like a known one', async () => {
    const delays: number[] = [];
    await setUp({ clock: manualClock().clock, sleep: async (ms) => void delays.push(ms) });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await signIn('ghost@example.com', 'Wr0ng!password')).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    expect(delays).toEqual([250, 500, 1000, 2000, 2000]);
  });

  test('the window slides: failures older than 15 minutes stop counting', async () => {
    const time = manualClock();
    const delays: number[] = [];
    await setUp({ clock: time.clock, sleep: async (ms) => void delays.push(ms) });
    for (let i = 0; i < 10; i += 1) {
      await signIn('slide@example.com', 'Wr0ng!password');
      time.advance(60_000); // one failure a minute
    }
    // Now 10 minutes after the first failure: all 10 count.
    const refused = await signIn('slide@example.com', 'Wr0ng!password');
    expect(refused.status).toBe(429);
    // The first failure (at 0) leaves the window at 15 min; it is now 10 min.
    expect(refused.headers.get('retry-after')).toBe('300');
    time.advance(300_000);
    expect((await signIn('slide@example.com', 'Wr0ng!password')).status).toBe(401);
  });

  test('the default limits: tight per account, sized for a school per address', () => {
    const minutes15 = 15 * 60 * 1000;
    const hour = 60 * 60 * 1000;
    expect(DEFAULT_AUTH_RATE_LIMITS).toEqual({
      signInPerAccount: {
        windowMs: minutes15,
        slowAfter: 5,
        blockAfter: 10,
        baseDelayMs: 250,
        maxDelayMs: 2000,
      },
      signInPerAddress: {
        windowMs: hour,
        slowAfter: 200,
        blockAfter: 1000,
        baseDelayMs: 250,
        maxDelayMs: 2000,
      },
      signUpPerAddress: {
        windowMs: hour,
        slowAfter: Number.POSITIVE_INFINITY,
        blockAfter: 500,
        baseDelayMs: 0,
        maxDelayMs: 0,
      },
    });
  });

  test('the address ceilings still hold: the 1,001st failure of an hour and the 501st sign-up are refused', () => {
    let now = 0;
    const clock = () => now;
    const account = new AttemptLimiter(DEFAULT_AUTH_RATE_LIMITS.signInPerAccount, clock);
    const address = new AttemptLimiter(DEFAULT_AUTH_RATE_LIMITS.signInPerAddress, clock);
    // A spray from one address: one guess each at many accounts, one every 3 seconds (20 a minute).
    const verdicts = [];
    for (let i = 0; i <= 1000; i += 1) {
      verdicts.push(
        takeAttempt([
          { limiter: account, key: `victim-${i}@example.com` },
          { limiter: address, key: '203.0.113.9' },
        ]),
      );
      now += 3000;
    }
    expect(verdicts.slice(0, 200).every((v) => v.allowed && v.delayMs === 0)).toBe(true);
    expect(verdicts[200]).toMatchObject({ allowed: true, delayMs: 250 });
    expect(verdicts.slice(0, 1000).every((v) => v.allowed)).toBe(true);
    // 1,000 failures in 50 minutes: refused until the first leaves the hour, 10 minutes later.
    expect(verdicts[1000]).toEqual({ allowed: false, retryAfterSeconds: 600 });

    const signUps = new AttemptLimiter(DEFAULT_AUTH_RATE_LIMITS.signUpPerAddress, clock);
    const allowed = Array.from(
      { length: 501 },
      () => takeAttempt([{ limiter: signUps, key: 'school' }]).allowed,
    );
    expect(allowed.indexOf(false)).toBe(500);
  });

  test('per address (X-Forwarded-For behind a trusted proxy): slowed, then refused, whatever the e-mail', async () => {
    const time = manualClock();
    const delays: number[] = [];
    // Smaller numbers than the defaults (200 and 1,000) to keep the test fast; the mechanism is the same.
    const perAddress = { ...DEFAULT_AUTH_RATE_LIMITS.signInPerAddress, slowAfter: 4, blockAfter: 8 };
    await setUp({
      clock: time.clock,
      trustProxy: true,
      rateLimits: { signInPerAddress: perAddress },
      sleep: async (ms) => void delays.push(ms),
    });
    // The client may send its own X-Forwarded-For; the proxy appends the real address last.
    const from = (address: string) => ({ 'x-forwarded-for': `198.51.100.1, ${address}` });

    for (let i = 0; i < 8; i += 1) {
      const response = await signIn(`user-${i}@example.com`, 'Wr0ng!password', from('203.0.113.7'));
      expect(response.status).toBe(401);
    }
    expect(delays).toEqual([250, 500, 1000, 2000]);

    const refused = await signIn('fresh@example.com', 'Wr0ng!password', from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600'); // the address window is an hour
    // Forging the first entry does not help.
    const forged = await signIn('fresh@example.com', 'Wr0ng!password', { 'x-forwarded-for': '203.0.113.7' });
    expect(forged.status).toBe(429);

    // Another address is not affected.
    delays.length = 0;
    expect((await signIn('fresh@example.com', 'Wr0ng!password', from('203.0.113.8'))).status).toBe(401);
    expect(delays).toEqual([]);
  });

  test('a successful sign-in does not count against the address', async () => {
    const perAddress = { ...DEFAULT_AUTH_RATE_LIMITS.signInPerAddress, slowAfter: 100, blockAfter: 3 };
    await setUp({ rateLimits: { signInPerAddress: perAddress } });
    const { user } = await signUpUser(t.app);
    for (let i = 0; i < 4; i += 1) expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
    expect((await signIn(user.email, 'Wr0ng!password')).status).toBe(401);
    expect((await signIn(user.email, 'Wr0ng!password')).status).toBe(401);
    expect((await signIn(user.email, 'Wr0ng!password')).status).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(429);
  });

  test('per address, over a real socket: the peer address counts and X-Forwarded-For is ignored by default', async () => {
    const tight = { ...DEFAULT_AUTH_RATE_LIMITS.signInPerAddress, slowAfter: 100, blockAfter: 3 };
    await setUp({ rateLimits: { signInPerAddress: tight } });
    const server = await new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          close: () => new Promise<void>((done) => s.close(() => done())),
        }),
      );
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await fetch(`${server.url}/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${i}` },
          body: JSON.stringify({ email: `user-${i}@example.com`, password: 'Wr0ng!password' }),
        });
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await server.close();
    }
  });
});

describe('sign-up rate limit', () => {
  test('per address per hour, then 429 with Retry-After; invalid input does not count', async () => {
    const time = manualClock();
    // The default is 500 an hour; 3 keeps the test fast.
    const signUps = { ...DEFAULT_AUTH_RATE_LIMITS.signUpPerAddress, blockAfter: 3 };
    await setUp({ clock: time.clock, rateLimits: { signUpPerAddress: signUps } });
    for (let i = 0; i < 5; i += 1) expect((await signUp({ ...VALID, password: 'weak' })).status).toBe(400);
    expect((await signUp({ ...VALID, email: 'kid-0@example.com' })).status).toBe(201);
    expect((await signUp({ ...VALID, email: 'kid-0@example.com' })).status).toBe(409); // counts too
    time.advance(10 * 60_000);
    expect((await signUp({ ...VALID, email: 'kid-1@example.com' })).status).toBe(201);
    const refused = await signUp({ ...VALID, email: 'kid-2@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3000'); // the first attempt leaves the hour in 50 min
    expect(((await refused.json()) as ErrorBody).message).toEqual({
      en: 'Too many sign-up attempts from this network. Please try again later.',
      ar: 'محاولات إنشاء حساب كثيرة من هذه الشبكة. يرجى المحاولة لاحقًا.',
    });
    time.advance(3000_000);
    expect((await signUp({ ...VALID, email: 'kid-2@example.com' })).status).toBe(201);
  });
});

describe('a class on one school network', () => {
  test('40 students behind one address all sign up and sign in, a few mistyping; a hammered account is locked', async () => {
    const time = manualClock();
    const delays: number[] = [];
    // The default limits; the school's proxy address is the last X-Forwarded-For entry.
    await setUp({ clock: time.clock, trustProxy: true, sleep: async (ms) => void delays.push(ms) });
    const school = { 'x-forwarded-for': '203.0.113.50' };
    const emails = Array.from({ length: 40 }, (_, i) => `student-${i}@school.example`);

    for (const email of emails) {
      const response = await signUp({ ...VALID, email }, school);
      expect(response.status).toBe(201);
      time.advance(30_000); // the whole class within 20 minutes
    }

    // Every fourth student mistypes twice before getting it right; nobody is slowed or refused.
    for (const [i, email] of emails.entries()) {
      if (i % 4 === 0) {
        expect((await signIn(email, 'Wr0ng!password', school)).status).toBe(401);
        expect((await signIn(email, 'wr0ng!Password', school)).status).toBe(401);
      }
      expect((await signIn(email, TEST_PASSWORD, school)).status).toBe(200);
      time.advance(5_000);
    }
    expect(delays).toEqual([]);

    // One classmate hammers another's account: it is slowed, then locked; the class carries on.
    const victim = emails[7] ?? '';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await signIn(victim, `Guess!${i}a`, school)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    expect(delays).toEqual([250, 500, 1000, 2000, 2000]);
    expect((await signIn(victim, TEST_PASSWORD, school)).status).toBe(429);
    expect((await signIn(emails[8] ?? '', TEST_PASSWORD, school)).status).toBe(200);
    expect((await signUp({ ...VALID, email: 'late-comer@school.example' }, school)).status).toBe(201);
    // About 100 argon2id hashes and checks: seconds alone, longer while CI runs every suite at once.
  }, 120_000);
});

describe('tokens and sign-out', () => {
  test('sign-out answers 204; the same token then gets 401 on /me, PUT /onboarding and sign-out', async () => {
    await setUp();
    const { user, accessToken } = await signUpUser(t.app, { email: 'sara@example.com' });
    const other = (
      (await (await signIn('sara@example.com', TEST_PASSWORD)).json()) as { accessToken: string }
    ).accessToken;

    const out = await requestJson(t.app, 'POST', '/auth/sign-out', { token: accessToken });
    expect(out.status).toBe(204);
    expect(await out.text()).toBe('');

    const { sid } = decode(accessToken).payload;
    expect(await t.store.sessions.findById(String(sid))).toMatchObject({ revokedAt: expect.any(String) });

    for (const response of [
      await getMe(accessToken),
      await requestJson(t.app, 'PUT', '/onboarding', {
        token: accessToken,
        body: { educationLevel: 'school', grade: 11, voice: 'male', ttsSpeed: 1 },
      }),
      await requestJson(t.app, 'POST', '/auth/sign-out', { token: accessToken }),
    ]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.json()).toEqual({ message: SESSION_ENDED });
    }
    expect((await t.store.users.findById(user._id))?.hasOnBoarded).toBe(false);

    // The user's other session is untouched.
    expect((await getMe(other)).status).toBe(200);
  });

  test('no token: 401 "please sign in"; a token that does not authenticate: 401 "session ended"', async () => {
    const time = manualClock();
    await setUp({ clock: time.clock });
    const { accessToken } = await signUpUser(t.app);
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const claims = decode(accessToken).payload;
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

    const missing = await getMe();
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: SIGN_IN_REQUIRED });
    const basic = await t.app.request('/me', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.status).toBe(401);
    expect(await basic.json()).toEqual({ message: SIGN_IN_REQUIRED });

    const otherSecret = await sign(claims, 'another-secret-that-is-at-least-32-chars', 'HS256');
    const unknownSession = await sign({ ...claims, sid: crypto.randomUUID() }, t.jwtSecret, 'HS256');
    const otherUser = await sign({ ...claims, sub: crypto.randomUUID() }, t.jwtSecret, 'HS256');
    const bad = {
      garbage: 'not-a-token',
      'tampered payload': `${header}.${encode({ ...claims, sub: 'someone-else' })}.${signature}`,
      'tampered signature': `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'other secret': otherSecret,
      'unknown session': unknownSession,
      'session of another user': otherUser,
    };
    for (const [label, token] of Object.entries(bad)) {
      const response = await getMe(token);
      expect([label, response.status]).toEqual([label, 401]);
      expect(await response.json()).toEqual({ message: SESSION_ENDED });
    }

    // Valid until 7 days after issue, by the app's clock.
    time.advance(7 * 24 * 3600_000 - 1000);
    expect((await getMe(accessToken)).status).toBe(200);
    time.advance(1000);
    const expired = await getMe(accessToken);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ message: SESSION_ENDED });
  });

  test('the generated secret is kept in the data folder: tokens survive an app restart', async () => {
    const dataDir = await makeTempDir();
    try {
      t = await createTestApp({ dataDir });
      const { user, accessToken } = await signUpUser(t.app);
      const secret = t.jwtSecret;
      await t.close();

      t = await createTestApp({ dataDir });
      expect(t.jwtSecret).toBe(secret);
      const me = await getMe(accessToken);
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual(user);
      await t.close();

      // A configured JWT_SECRET wins over the file: the old tokens no longer verify.
      t = await createTestApp({ dataDir, jwtSecret: 'configured-secret-of-at-least-32-chars!!' });
      expect((await getMe(accessToken)).status).toBe(401);
    } finally {
      await t.close();
      await removeDir(dataDir);
    }
  });
});

describe('POST /support-requests with optional auth', () => {
  const request = { subject: 'Quiz does not start', message: 'The quiz page stays blank.' };

  test('links the request to the signed-in user; anonymous stays anonymous; a revoked token is a 401', async () => {
    await setUp();
    const { user, accessToken } = await signUpUser(t.app);
    const signedIn = await requestJson(t.app, 'POST', '/support-requests', {
      body: request,
      token: accessToken,
    });
    expect(signedIn.status).toBe(201);
    expect(await signedIn.json()).toMatchObject({ userId: user._id });

    const anonymous = await requestJson(t.app, 'POST', '/support-requests', { body: request });
    expect(anonymous.status).toBe(201);
    expect(await anonymous.json()).not.toHaveProperty('userId');

    await requestJson(t.app, 'POST', '/auth/sign-out', { token: accessToken });
    const revoked = await requestJson(t.app, 'POST', '/support-requests', {
      body: request,
      token: accessToken,
    });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({ message: SESSION_ENDED });
  });
});

describe('GET /openapi.json', () => {
  test('declares the bearer scheme and marks the protected routes', async () => {
    await setUp();
    const doc = (await (await t.app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
    };
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const bearer = [{ bearerAuth: [] }];
    expect(doc.paths['/me']?.get?.security).toEqual(bearer);
    expect(doc.paths['/onboarding']?.put?.security).toEqual(bearer);
    expect(doc.paths['/auth/sign-out']?.post?.security).toEqual(bearer);
    expect(doc.paths['/support-requests']?.post?.security).toEqual([{}, ...bearer]);
    expect(doc.paths['/auth/sign-up']?.post?.security).toBeUndefined();
    expect(doc.paths['/auth/sign-in']?.post?.security).toBeUndefined();
    expect(doc.components.schemas).toHaveProperty('User');
    expect(JSON.stringify(doc.components.schemas.User)).not.toContain('passwordHash');
  });
});

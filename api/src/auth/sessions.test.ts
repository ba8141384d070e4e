import { Hono } from 'hono';
import { createErrorHandler } from '../errors.ts';
import { createLogger } from '../logger.ts';
import type { AppEnv } from '../router.ts';
import { openStore, type Store } from '../store/index.ts';
import type { User } from '../store/users.ts';
import { makeTempDir, removeDir } from '../testing.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  bearerToken,
  createAuthService,
  getAuth,
  getOptionalAuth,
  optionalAuth,
  requireAuth,
  type AuthService,
} from './sessions.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-chars';

let dir: string;
let store: Store;
let now: number;
let auth: AuthService;
let user: User;
beforeEach(async () => {
  dir = await makeTempDir('nibras-sessions-');
  store = await openStore(
    { dataDir: dir, mongodbUri: undefined, mongodbDb: 'nibras' },
    { compactionIntervalMs: 0 },
  );
  now = Date.parse('2025-03-01T08:00:00.000Z');
  auth = createAuthService({ store, secret: SECRET, clock: () => new Date(now) });
  user = await store.users.create({
    username: 'Sara',
    email: 'sara@example.com',
    passwordHash: 'x',
    roles: ['user'],
    hasOnBoarded: false,
    createdAt: '2025-01-01T00:00:00.000Z',
  });
});
afterEach(async () => {
  await store.close();
  await removeDir(dir);
});

describe('AuthService', () => {
  test('issue -> authenticate -> revoke; isSessionActive follows (what a stream re-checks)', async () => {
    const { accessToken, session } = await auth.issue(user);
    expect(session.expiresAt).toBe(new Date(now + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString());
    expect(await auth.authenticate(accessToken)).toEqual({ user, session });
    expect(await auth.isSessionActive(session._id)).toBe(true);

    await auth.revoke(session._id);
    expect(await auth.isSessionActive(session._id)).toBe(false);
    await expect(auth.authenticate(accessToken)).rejects.toMatchObject({
      status: 401,
      localized: { en: 'Your session has ended. Please sign in again.' },
    });
    // Revoking twice keeps the first time.
    const revokedAt = (await store.sessions.findById(session._id))?.revokedAt;
    now += 5000;
    await auth.revoke(session._id);
    expect((await store.sessions.findById(session._id))?.revokedAt).toBe(revokedAt);
  });

  test('a session stops being active when it expires; unknown ids are not active', async () => {
    const { session } = await auth.issue(user);
    now += ACCESS_TOKEN_TTL_SECONDS * 1000 - 1;
    expect(await auth.isSessionActive(session._id)).toBe(true);
    now += 1;
    expect(await auth.isSessionActive(session._id)).toBe(false);
    expect(await auth.isSessionActive('no-such-session')).toBe(false);
  });

  test('issuing deletes sessions that expired more than a day ago (at most hourly)', async () => {
    // The sweep runs in the background: the test keeps each sweep's promise, to wait for it.
    const sweeps: Promise<number>[] = [];
    const sessions = store.sessions;
    auth = createAuthService({
      store: {
        users: store.users,
        sessions: {
          ...sessions,
          deleteExpired(before) {
            const sweep = sessions.deleteExpired(before);
            sweeps.push(sweep);
            return sweep;
          },
        },
      },
      secret: SECRET,
      clock: () => new Date(now),
    });
    const { session: old } = await auth.issue(user);
    expect(sweeps).toHaveLength(1); // the first issue sweeps: nothing to delete yet
    expect(await sweeps[0]).toBe(0);

    now += ACCESS_TOKEN_TTL_SECONDS * 1000 + 2 * 24 * 3600_000;
    const { session: current } = await auth.issue(user);
    expect(sweeps).toHaveLength(2);
    expect(await sweeps[1]).toBe(1);
    expect(await store.sessions.findById(old._id)).toBeNull();
    expect(await store.sessions.findById(current._id)).not.toBeNull();

    // At most hourly: not again within the hour, then again.
    now += 3600_000 - 1;
    await auth.issue(user);
    expect(sweeps).toHaveLength(2);
    now += 1;
    await auth.issue(user);
    expect(sweeps).toHaveLength(3);
    await sweeps[2];
  });
});

describe('middleware', () => {
  function app() {
    const a = new Hono<AppEnv>();
    a.onError(createErrorHandler(createLogger('silent')));
    a.get('/private', requireAuth(auth), (c) => c.json({ id: getAuth(c).user._id }));
    a.get('/public', optionalAuth(auth), (c) => c.json({ id: getOptionalAuth(c)?.user._id ?? null }));
    a.get('/unguarded', (c) => c.json({ id: getAuth(c).user._id }));
    return a;
  }

  test('requireAuth and optionalAuth set the caller; getAuth refuses when no middleware ran', async () => {
    const { accessToken } = await auth.issue(user);
    const bearer = { authorization: `Bearer ${accessToken}` };
    const a = app();
    expect(await (await a.request('/private', { headers: bearer })).json()).toEqual({ id: user._id });
    expect((await a.request('/private')).status).toBe(401);
    expect(await (await a.request('/public', { headers: bearer })).json()).toEqual({ id: user._id });
    expect(await (await a.request('/public')).json()).toEqual({ id: null });
    expect((await a.request('/public', { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await a.request('/public', { headers: { authorization: 'Basic eDp5' } })).status).toBe(401);
    expect((await a.request('/unguarded', { headers: bearer })).status).toBe(401);
  });

  test.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc.def.ghi', 'abc.def.ghi'],
    ['Bearer   abc.def.ghi  ', 'abc.def.ghi'],
    ['Bearer', undefined],
    ['Bearer a b', undefined],
    ['Basic abc', undefined],
    ['abc.def.ghi', undefined],
  ])('bearerToken(%j) is %j', async (header, token) => {
    const a = new Hono();
    a.get('/', (c) => c.json({ token: bearerToken(c) ?? null }));
    const response = await a.request('/', { headers: { authorization: header } });
    expect(await response.json()).toEqual({ token: token ?? null });
  });
});

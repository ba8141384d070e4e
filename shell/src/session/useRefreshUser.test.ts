import { bus, useSessionStore, type User } from '@nibras/shared-ui';
import { refreshUser } from './useRefreshUser';

const user: User = {
  _id: 'u1',
  username: 'Sara',
  email: 's@example.com',
  roles: ['user'],
  hasOnBoarded: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** What the API client reads of a fetch Response (jsdom has no Response). */
const response = (status: number, body: unknown) => ({
  status,
  ok: status >= 200 && status < 300,
  headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
  json: async () => body,
});

function answer(status: number, body: unknown) {
  return jest.fn(async () => response(status, body));
}

afterAll(() => bus.close());
afterEach(() => useSessionStore.getState().logout('remote-tab'));

describe('refreshUser (GET /me on start-up)', () => {
  it('does nothing without a token', async () => {
    const fetchMock = answer(200, user);
    global.fetch = fetchMock as unknown as typeof fetch;
    await refreshUser();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the fresh user', async () => {
    useSessionStore.getState().login(user, 'tok', { broadcast: false });
    global.fetch = answer(200, { ...user, hasOnBoarded: true, roles: ['admin'] }) as unknown as typeof fetch;
    await refreshUser();
    expect(useSessionStore.getState().user).toMatchObject({ hasOnBoarded: true, roles: ['admin'] });
  });

  it('logs out when the token is refused (401)', async () => {
    useSessionStore.getState().login(user, 'revoked', { broadcast: false });
    global.fetch = answer(401, { message: { en: 'Ended', ar: 'انتهت' } }) as unknown as typeof fetch;
    await refreshUser();
    expect(useSessionStore.getState()).toMatchObject({ token: null, isAuthenticated: false, user: null });
  });

  it('keeps the saved user when the network fails, and ignores an answer for an older session', async () => {
    useSessionStore.getState().login(user, 'tok', { broadcast: false });
    global.fetch = jest.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    await refreshUser();
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok', user });

    global.fetch = jest.fn(async () => {
      useSessionStore.getState().login({ ...user, _id: 'u2' }, 'other', { broadcast: false });
      return response(200, { ...user, username: 'Stale' });
    }) as unknown as typeof fetch;
    await refreshUser();
    expect(useSessionStore.getState().user).toMatchObject({ _id: 'u2', username: 'Sara' });
  });
});

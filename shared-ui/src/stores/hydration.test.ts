// Each test file gets fresh module instances: this one checks the stores' first load.
import { SESSION_STORAGE_KEY } from './session';

const user = { _id: 'u1', username: 'Sara', email: 's@example.com', roles: ['user'], hasOnBoarded: true };

describe('first hydration (the page loads with a saved session)', () => {
  it('reads localStorage synchronously and marks both stores hydrated', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { user, token: 'saved', isAuthenticated: true }, version: 0 }),
    );
    jest.resetModules();
    const { useSessionStore } = await import('./session');
    const { useSettingsStore } = await import('./settings');
    const { bus } = await import('../bus');
    expect(useSessionStore.getState()).toMatchObject({
      token: 'saved',
      isAuthenticated: true,
      hydrated: true,
    });
    expect(useSettingsStore.getState().hydrated).toBe(true);
    bus.close();
  });
});

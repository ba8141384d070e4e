import { waitFor } from '@testing-library/dom';
import { bus } from '../bus';
import { SESSION_STORAGE_KEY, syncSessionAcrossTabs, useSessionStore } from './session';
import { SETTINGS_STORAGE_KEY, defaultSettings, syncSettingsAcrossTabs, useSettingsStore } from './settings';
import type { User } from '../types';

const user: User = {
  _id: 'u1',
  username: 'Sara Ali',
  email: 's@example.com',
  roles: ['user'],
  hasOnBoarded: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

beforeEach(() => {
  useSessionStore.getState().logout('remote-tab');
  useSettingsStore.getState().reset({ broadcast: false });
  localStorage.clear();
});

describe('session store', () => {
  it('login stores user and token, persists them, and logout clears them', () => {
    useSessionStore.getState().login(user, 'tok');
    expect(useSessionStore.getState()).toMatchObject({ user, token: 'tok', isAuthenticated: true });
    const saved = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { state: unknown };
    expect(saved.state).toEqual({ user, token: 'tok', isAuthenticated: true });
    useSessionStore.getState().logout();
    expect(useSessionStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
  });

  it('is marked hydrated after reading storage', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { user, token: 't2', isAuthenticated: true }, version: 0 }),
    );
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState()).toMatchObject({ token: 't2', isAuthenticated: true, hydrated: true });
  });

  it('announces login and logout on the bus, and follows another tab', () => {
    const events: string[] = [];
    const offA = bus.on('session:login', () => events.push('login'));
    const offB = bus.on('session:logout', (p) => events.push(`logout:${p.reason}`));
    useSessionStore.getState().login(user, 'tok');
    useSessionStore.getState().logout('unauthorized');
    expect(events).toEqual(['login', 'logout:unauthorized']);
    offA();
    offB();
  });

  it('follows login and logout made in another tab', async () => {
    const stop = syncSessionAcrossTabs();
    const { createBus } = await import('../bus');
    const otherTab = createBus('nibras');
    otherTab.emit('session:login', { user, token: 'from-other-tab' }, { crossTab: true });
    await waitFor(() =>
      expect(useSessionStore.getState()).toMatchObject({ token: 'from-other-tab', isAuthenticated: true }),
    );
    otherTab.emit('session:logout', { reason: 'user' }, { crossTab: true });
    await waitFor(() =>
      expect(useSessionStore.getState()).toMatchObject({ token: null, isAuthenticated: false }),
    );
    otherTab.close();
    stop();
  });
});

describe('settings store', () => {
  it('has the spec defaults', () => {
    const s = defaultSettings();
    expect(s.accessibility).toMatchObject({
      mainLanguage: 'en',
      textSize: 'medium',
      highContrast: false,
      reduceMotion: false,
    });
    expect(Object.values(s.notifications).every(Boolean)).toBe(true);
    expect(Object.keys(s.notifications).sort()).toEqual(
      ['achievements', 'email', 'lessons', 'progress', 'quizzes', 'sound', 'updates'].sort(),
    );
    expect(s.subscription).toEqual({ plan: 'free', paid: false, price: 0 });
    expect(s.learningPreferences).toEqual({ gradeLevel: null, hintFirst: false, leaderboard: 'visible' });
  });

  it('update merges one section, persists, and broadcasts', () => {
    const seen: unknown[] = [];
    const off = bus.on('settings:changed', ({ settings }) => seen.push(settings.accessibility.textSize));
    useSettingsStore.getState().update('accessibility', { textSize: 'large' });
    expect(useSettingsStore.getState().settings.accessibility).toMatchObject({
      textSize: 'large',
      mainLanguage: 'en',
    });
    const saved = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}') as {
      state: { saved: boolean; settings: { accessibility: { textSize: string } } };
    };
    expect(saved.state.saved).toBe(true);
    expect(saved.state.settings.accessibility.textSize).toBe('large');
    expect(seen).toEqual(['large']);
    off();
  });

  it('reset returns to defaults', () => {
    useSettingsStore.getState().update('accessibility', { highContrast: true });
    useSettingsStore.getState().reset();
    expect(useSettingsStore.getState().settings).toEqual(defaultSettings());
    expect(useSettingsStore.getState().saved).toBe(false);
  });

  it('rehydrating older saved settings keeps values and fills new defaults', async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({
        state: { saved: true, settings: { accessibility: { mainLanguage: 'ar' } } },
        version: 0,
      }),
    );
    await useSettingsStore.persist.rehydrate();
    const s = useSettingsStore.getState().settings;
    expect(s.accessibility.mainLanguage).toBe('ar');
    expect(s.accessibility.textSize).toBe('medium');
    expect(s.notifications.email).toBe(true);
  });

  it('rehydrating a copy saved before hint-first tutoring keeps the grade, hint-first off and the board visible', async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({
        state: { saved: true, settings: { learningPreferences: { gradeLevel: 11 } } },
        version: 0,
      }),
    );
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState().settings.learningPreferences).toEqual({
      gradeLevel: 11,
      hintFirst: false,
      leaderboard: 'visible',
    });
  });

  it('applies settings changed in another tab', async () => {
    const stop = syncSettingsAcrossTabs();
    const { createBus } = await import('../bus');
    const otherTab = createBus('nibras');
    const changed = {
      ...defaultSettings(),
      accessibility: { ...defaultSettings().accessibility, highContrast: true },
    };
    otherTab.emit('settings:changed', { settings: changed }, { crossTab: true });
    await waitFor(() => expect(useSettingsStore.getState().settings.accessibility.highContrast).toBe(true));
    otherTab.close();
    stop();
  });
});

import { waitFor } from '@testing-library/dom';
import type { ApiClient } from '../api-client';
import { ApiError } from '../api-client';
import { bus, createBus } from '../bus';
import { useSessionStore } from '../stores/session';
import { defaultSettings, syncSettingsAcrossTabs, useSettingsStore } from '../stores/settings';
import type { Settings, User } from '../types';
import { watchTimeouts } from '../testing/timers';
import { isPristine, sameSettings } from './compare';
import { startSettingsSync, UNSYNCED_SETTINGS_KEY } from './settingsSync';

const student: User = {
  _id: 'u1',
  username: 'Sara Ali',
  email: 'sara@example.com',
  roles: ['user'],
  hasOnBoarded: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** The API's defaults (reduceMotion false whatever the browser prefers). */
function serverDefaults(): Settings {
  const s = defaultSettings();
  return { ...s, accessibility: { ...s.accessibility, reduceMotion: false } };
}

function withLanguage(settings: Settings, mainLanguage: 'en' | 'ar'): Settings {
  return { ...settings, accessibility: { ...settings.accessibility, mainLanguage } };
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

interface FakeApi extends ApiClient {
  get: jest.Mock;
  put: jest.Mock;
  /** What the API holds. */
  stored: Settings;
  puts: Settings[];
}

/** An ApiClient whose GET/PUT /settings answer from memory (or fail, when told). */
function fakeApi(initial: Settings = serverDefaults()): FakeApi {
  const api: { stored: Settings; puts: Settings[]; [key: string]: unknown } = {
    stored: initial,
    puts: [] as Settings[],
    request: jest.fn(),
    post: jest.fn(),
    delete: jest.fn(),
    url: (path: string) => `http://api.test${path}`,
    get: jest.fn(async (path: string): Promise<Settings> => {
      if (path !== '/settings') throw new Error(`unexpected GET ${path}`);
      return clone(api.stored);
    }),
    put: jest.fn(async (path: string, body: Settings): Promise<Settings> => {
      if (path !== '/settings') throw new Error(`unexpected PUT ${path}`);
      api.puts.push(clone(body));
      api.stored = clone(body);
      return clone(api.stored);
    }),
  };
  return api as unknown as FakeApi;
}

const signIn = (options?: { broadcast?: boolean }) =>
  useSessionStore.getState().login(student, 'token-1', options);
const settings = () => useSettingsStore.getState().settings;
const change = (textSize: Settings['accessibility']['textSize']) =>
  useSettingsStore.getState().update('accessibility', { textSize });

let stops: Array<() => void> = [];
const start = (api: ApiClient, debounceMs = 20) => {
  const stop = startSettingsSync(api, { debounceMs });
  stops.push(stop);
  return stop;
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user: null, token: null, isAuthenticated: false });
  useSettingsStore.getState().reset({ broadcast: false });
});
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  jest.useRealTimers();
});
afterAll(() => bus.close());

describe('startSettingsSync', () => {
  it('loads the settings once at start-up with a session, replacing the local ones without saving them back', async () => {
    jest.useFakeTimers();
    signIn({ broadcast: false });
    const api = fakeApi(withLanguage(serverDefaults(), 'ar'));
    const seen: Settings[] = [];
    const off = bus.on('settings:changed', ({ settings: s }) => seen.push(s));
    start(api);
    await jest.advanceTimersByTimeAsync(0);
    expect(settings().accessibility.mainLanguage).toBe('ar');
    // Well past the save's debounce (on jest's clock): nothing was saved back.
    await jest.advanceTimersByTimeAsync(1000);
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.put).not.toHaveBeenCalled();
    expect(useSettingsStore.getState().saved).toBe(true);
    // Announced on the bus (crossTab), so the other open tabs take them too.
    expect(seen.map((s) => s.accessibility.mainLanguage)).toEqual(['ar']);
    off();
  });

  it('does nothing without a session, and loads after a sign-in in this tab', async () => {
    const api = fakeApi(withLanguage(serverDefaults(), 'ar'));
    start(api);
    await flush();
    expect(api.get).not.toHaveBeenCalled();
    signIn();
    await waitFor(() => expect(settings().accessibility.mainLanguage).toBe('ar'));
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('does not load after a sign-in that happened in another tab (that tab loads and broadcasts)', async () => {
    const api = fakeApi();
    start(api);
    const otherTab = createBus();
    try {
      const offSession = bus.on('session:login', ({ user, token }, { fromOtherTab }) => {
        if (fromOtherTab) useSessionStore.getState().login(user, token, { broadcast: false });
      });
      otherTab.emit('session:login', { user: student, token: 'token-1' }, { crossTab: true });
      await waitFor(() => expect(useSessionStore.getState().token).toBe('token-1'));
      // A load asks at once (load() calls GET before its first await): had the sign-in started one,
      // the GET would have been made by now. flush() lets any callback already queued run first.
      await flush();
      expect(api.get).not.toHaveBeenCalled();
      offSession();
    } finally {
      otherTab.close();
    }
  });

  it('saves a change made in this tab once, debounced, with the whole settings object', async () => {
    jest.useFakeTimers();
    signIn({ broadcast: false });
    const api = fakeApi();
    start(api, 500);
    await jest.advanceTimersByTimeAsync(0);
    change('large');
    useSettingsStore.getState().update('notifications', { sound: false });
    await jest.advanceTimersByTimeAsync(499);
    expect(api.put).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(api.put).toHaveBeenCalledTimes(1);
    expect(api.puts[0]).toEqual({
      ...serverDefaults(),
      accessibility: { ...settings().accessibility, textSize: 'large' },
      notifications: { ...serverDefaults().notifications, sound: false },
    });
    expect(localStorage.getItem(UNSYNCED_SETTINGS_KEY)).toBeNull();
  });

  it('never sends a subscription other than the one the API answered', async () => {
    signIn({ broadcast: false });
    const paid: Settings = {
      ...serverDefaults(),
      subscription: { plan: 'individual', paid: true, price: 29 },
    };
    const api = fakeApi(paid);
    start(api);
    await waitFor(() => expect(settings().subscription.plan).toBe('individual'));
    // Even if something changed it locally.
    useSettingsStore.getState().update('subscription', { plan: 'business', price: 0 });
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(api.puts[0]!.subscription).toEqual({ plan: 'individual', paid: true, price: 29 });
  });

  it('does not save changes that arrive from another tab', async () => {
    signIn({ broadcast: false });
    const api = fakeApi();
    start(api);
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(1));
    const offTabs = syncSettingsAcrossTabs();
    const otherTab = createBus();
    // A save is made when the debounce's timer (20 ms here) fires: none may be set.
    const debounce = watchTimeouts(20);
    try {
      otherTab.emit(
        'settings:changed',
        { settings: withLanguage(serverDefaults(), 'ar') },
        { crossTab: true },
      );
      await waitFor(() => expect(settings().accessibility.mainLanguage).toBe('ar'));
      expect(debounce.set).toBe(0);
      expect(api.put).not.toHaveBeenCalled();
    } finally {
      debounce.restore();
      otherTab.close();
      offTabs();
    }
  });

  it('keeps the unsaved mark while a change made during a save still waits for its own save', async () => {
    jest.useFakeTimers();
    signIn({ broadcast: false });
    const api = fakeApi();
    let answer!: () => void;
    api.put.mockImplementationOnce(async (_path: string, body: Settings) => {
      await new Promise<void>((resolve) => (answer = resolve));
      api.puts.push(clone(body));
      api.stored = clone(body);
      return clone(api.stored);
    });
    start(api, 500);
    await jest.advanceTimersByTimeAsync(0);
    change('large');
    await jest.advanceTimersByTimeAsync(500); // the first save is on its way
    expect(api.put).toHaveBeenCalledTimes(1);
    change('small'); // its save waits 500 ms
    answer(); // the first save (textSize large) succeeds meanwhile
    await jest.advanceTimersByTimeAsync(0);
    // A reload now must not take the API's "large" over the device's "small".
    expect(localStorage.getItem(UNSYNCED_SETTINGS_KEY)).toBe('u1');
    await jest.advanceTimersByTimeAsync(500);
    expect(api.stored.accessibility.textSize).toBe('small');
    expect(localStorage.getItem(UNSYNCED_SETTINGS_KEY)).toBeNull();
  });

  it('keeps the local settings when a save fails, and saves them on the next change', async () => {
    signIn({ broadcast: false });
    const api = fakeApi();
    start(api);
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(1));
    api.put.mockRejectedValueOnce(new ApiError(0, { en: 'offline', ar: 'غير متصل' }));
    change('large');
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    await flush();
    expect(settings().accessibility.textSize).toBe('large');
    expect(localStorage.getItem(UNSYNCED_SETTINGS_KEY)).toBe('u1');

    change('small');
    await waitFor(() => expect(api.stored.accessibility.textSize).toBe('small'));
    expect(localStorage.getItem(UNSYNCED_SETTINGS_KEY)).toBeNull();
  });

  it('saves (instead of loading) at the next start-up when the last save never happened', async () => {
    signIn({ broadcast: false });
    useSettingsStore.getState().update('accessibility', { textSize: 'large' }, { broadcast: false });
    localStorage.setItem(UNSYNCED_SETTINGS_KEY, 'u1');
    const api = fakeApi(withLanguage(serverDefaults(), 'ar'));
    start(api);
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(api.get).not.toHaveBeenCalled();
    expect(api.stored.accessibility).toMatchObject({ textSize: 'large', mainLanguage: 'en' });
    expect(localStorage.getItem(UNSYNCED_SETTINGS_KEY)).toBeNull();
  });

  it('keeps settings set on this device when the account has never saved any', async () => {
    signIn({ broadcast: false });
    useSettingsStore.getState().update('accessibility', { highContrast: true }, { broadcast: false });
    const api = fakeApi(serverDefaults());
    start(api);
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(api.stored.accessibility.highContrast).toBe(true);
    expect(settings().accessibility.highContrast).toBe(true);
  });

  it('completes an answer that lacks newer settings with their defaults', async () => {
    signIn({ broadcast: false });
    const api = fakeApi();
    const { reduceMotion: _missing, ...olderAccessibility } = withLanguage(
      serverDefaults(),
      'ar',
    ).accessibility;
    api.get.mockResolvedValueOnce({ ...serverDefaults(), accessibility: olderAccessibility });
    start(api);
    await waitFor(() => expect(settings().accessibility.mainLanguage).toBe('ar'));
    expect(settings().accessibility.reduceMotion).toBe(defaultSettings().accessibility.reduceMotion);
    expect(api.put).not.toHaveBeenCalled();
  });

  it('lets a change made while loading win over the answer', async () => {
    signIn({ broadcast: false });
    const api = fakeApi(withLanguage(serverDefaults(), 'ar'));
    let answer!: (value: Settings) => void;
    api.get.mockImplementationOnce(() => new Promise<Settings>((resolve) => (answer = resolve)));
    start(api);
    change('large');
    answer(withLanguage(serverDefaults(), 'ar'));
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(settings().accessibility).toMatchObject({ textSize: 'large', mainLanguage: 'en' });
  });

  it('drops a pending save on sign-out, and does not save the reset', async () => {
    jest.useFakeTimers();
    signIn({ broadcast: false });
    const api = fakeApi();
    start(api, 500);
    await jest.advanceTimersByTimeAsync(0);
    change('large');
    useSessionStore.getState().logout('user');
    useSettingsStore.getState().reset();
    await jest.advanceTimersByTimeAsync(2000);
    expect(api.put).not.toHaveBeenCalled();
    expect(localStorage.getItem(UNSYNCED_SETTINGS_KEY)).toBeNull();
  });

  it('does not retry a save the API refused (4xx) at the next start-up', async () => {
    signIn({ broadcast: false });
    const api = fakeApi();
    start(api);
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(1));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.put.mockRejectedValueOnce(new ApiError(400, { en: 'Invalid', ar: 'غير صالح' }));
    change('large');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
    expect(localStorage.getItem(UNSYNCED_SETTINGS_KEY)).toBeNull();
  });

  it('stops listening when unsubscribed', async () => {
    jest.useFakeTimers();
    signIn({ broadcast: false });
    const api = fakeApi();
    const stop = start(api);
    await jest.advanceTimersByTimeAsync(0);
    expect(api.get).toHaveBeenCalledTimes(1);
    stop();
    change('large');
    // Well past the save's debounce (on jest's clock): nothing was saved.
    await jest.advanceTimersByTimeAsync(1000);
    expect(api.put).not.toHaveBeenCalled();
  });
});

describe('sameSettings and isPristine', () => {
  it('compare setting by setting, whatever the key order or extra keys', () => {
    const { subscription, ...rest } = serverDefaults();
    const reordered = { subscription, ...rest, extra: 1 };
    expect(sameSettings(reordered, serverDefaults())).toBe(true);
    expect(sameSettings(withLanguage(serverDefaults(), 'ar'), serverDefaults())).toBe(false);
    expect(isPristine(serverDefaults())).toBe(true);
    expect(isPristine(withLanguage(serverDefaults(), 'ar'))).toBe(false);
    const learning = serverDefaults().learningPreferences;
    expect(isPristine({ ...serverDefaults(), learningPreferences: { ...learning, gradeLevel: 11 } })).toBe(
      false,
    );
    expect(isPristine({ ...serverDefaults(), learningPreferences: { ...learning, hintFirst: true } })).toBe(
      false,
    );
  });
});

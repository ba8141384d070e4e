// Settings follow the student to another device: the settings store (persisted on this device,
// shared with the other tabs through the bus) is also kept on the API.
//
// - After a sign-in in this tab, and at start-up with a session, GET /settings replaces the local
//   settings (without saving them back). The bus carries them to the other tabs.
// - A change made in this tab is saved with PUT /settings, debounced. Changes that arrive from
//   another tab are not saved again: the tab where they were made saves them.
// - A save that fails keeps the local settings; the next change (or the browser coming back
//   online) saves them again. Until a save succeeds the device remembers that it holds unsaved
//   settings, so the next start-up saves them instead of replacing them with the API's.
import type { ApiClient } from '../api-client';
import { ApiError } from '../api-client';
import { bus } from '../bus';
import { useSessionStore } from '../stores/session';
import { useSettingsStore, withDefaults } from '../stores/settings';
import type { Settings } from '../types';
import { isPristine, sameSettings } from './compare';

export const SETTINGS_SAVE_DEBOUNCE_MS = 500;

/** Set (to the user id) while this device holds settings the API has not saved yet. */
export const UNSYNCED_SETTINGS_KEY = 'nibras.settings.unsynced';

export interface SettingsSyncOptions {
  /** Wait after the last change before saving (default 500 ms). */
  debounceMs?: number;
}

function readUnsynced(): string | null {
  try {
    return localStorage.getItem(UNSYNCED_SETTINGS_KEY);
  } catch {
    return null;
  }
}

function writeUnsynced(userId: string | null): void {
  try {
    if (userId) localStorage.setItem(UNSYNCED_SETTINGS_KEY, userId);
    else localStorage.removeItem(UNSYNCED_SETTINGS_KEY);
  } catch {
    // Storage full or blocked: the settings are still saved on the next change.
  }
}

/** Worth trying again later: offline, timeouts, rate limits, server errors. A 4xx answer is final. */
const isTransient = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

/**
 * Starts keeping the settings in sync with the API for as long as a student is signed in (it
 * follows sign-in and sign-out by itself). Returns the function that stops it.
 */
export function startSettingsSync(api: ApiClient, options: SettingsSyncOptions = {}): () => void {
  const debounceMs = options.debounceMs ?? SETTINGS_SAVE_DEBOUNCE_MS;
  const session = () => useSessionStore.getState();
  const settingsStore = () => useSettingsStore.getState();

  let stopped = false;
  /** True while this module writes the store itself (its change must not be saved back). */
  let applying = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let loading: AbortController | null = null;
  let changedWhileLoading = false;
  let saving: Promise<void> | null = null;
  let saveAgain = false;
  /** The subscription the API last answered: the client never changes it. */
  let serverSubscription: Settings['subscription'] | null = null;

  const cancelTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  function apply(settings: Settings) {
    applying = true;
    try {
      settingsStore().replace(settings);
    } finally {
      applying = false;
    }
  }

  function save(): Promise<void> {
    if (saving) {
      saveAgain = true;
      return saving;
    }
    const { token, user } = session();
    if (!token || !user || stopped) return Promise.resolve();
    const run = async () => {
      do {
        saveAgain = false;
        const local = settingsStore().settings;
        const body: Settings = { ...local, subscription: serverSubscription ?? local.subscription };
        try {
          const saved = await api.put('/settings', body);
          if (session().token !== token) return;
          serverSubscription = saved.subscription;
          // Saved only if nothing changed since `body` was taken: a change still waiting for its
          // debounced save (timer) keeps the mark, or a reload right now would load the API's older
          // settings over it.
          if (!saveAgain && timer === null) writeUnsynced(null);
        } catch (error) {
          if (session().token !== token) return;
          if (isTransient(error)) {
            writeUnsynced(user._id);
          } else {
            // Refused for good (a 4xx): trying again would fail the same way. The local settings stay.
            console.warn('settings: the API refused to save them', error);
            writeUnsynced(null);
          }
          return;
        }
      } while (saveAgain && !stopped && session().token === token);
    };
    saving = run().finally(() => {
      saving = null;
    });
    return saving;
  }

  async function load() {
    const { token, user } = session();
    if (!token || !user || stopped) return;
    if (readUnsynced() === user._id) {
      // This device holds changes the API never saved (closed or offline before the save): they win.
      await save();
      return;
    }
    loading?.abort();
    const controller = new AbortController();
    loading = controller;
    changedWhileLoading = false;
    try {
      // Typed by the contract; an API older than this app may lack newer settings: they take defaults.
      const remote = withDefaults(await api.get('/settings', { signal: controller.signal }));
      if (stopped || controller.signal.aborted || session().token !== token) return;
      serverSubscription = remote.subscription;
      const local = settingsStore();
      // The student changed something while the answer was on its way: that change is being saved.
      if (changedWhileLoading) return;
      // An account that never saved settings, on a device where the student set some: keep and save them.
      if (isPristine(remote) && local.saved && !isPristine(local.settings)) {
        await save();
        return;
      }
      if (!local.saved || !sameSettings(remote, local.settings)) apply(remote);
    } catch {
      // Offline or the API is down: the local settings stay; the next sign-in or start-up tries again.
    } finally {
      if (loading === controller) loading = null;
    }
  }

  const offChanged = bus.on('settings:changed', (_payload, { fromOtherTab }) => {
    if (fromOtherTab || applying || stopped) return;
    const { token, user } = session();
    if (!token || !user) return;
    if (loading) changedWhileLoading = true;
    // Remembered at once: if the tab closes before the save, the next start-up still saves it.
    writeUnsynced(user._id);
    cancelTimer();
    timer = setTimeout(() => {
      timer = null;
      void save();
    }, debounceMs);
  });

  const offLogin = bus.on('session:login', (_payload, { fromOtherTab }) => {
    // The tab that signed in loads the settings; the bus brings them to the other tabs.
    if (!fromOtherTab) void load();
  });

  const offSession = useSessionStore.subscribe((state, previous) => {
    if (previous.token && state.token !== previous.token) {
      // Signed out (or another account): nothing pending belongs to the new session.
      cancelTimer();
      loading?.abort();
      loading = null;
      serverSubscription = null;
      if (!state.token) writeUnsynced(null);
    }
  });

  const onOnline = () => {
    const { user } = session();
    if (user && readUnsynced() === user._id && timer === null) void save();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  if (session().token) void load();

  return () => {
    stopped = true;
    cancelTimer();
    loading?.abort();
    offChanged();
    offLogin();
    offSession();
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
  };
}

// Settings store: the shape of spec section 3, persisted in localStorage,
// changes broadcast to the app's other tabs.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_SETTINGS, type Settings } from '../types';
import { bus } from '../bus';

export const SETTINGS_STORAGE_KEY = 'nibras.settings';

/**
 * The settings of a student who never saved any: the API's defaults (one definition, carried by the
 * generated contract), with reduce motion following the device's own preference.
 */
export function defaultSettings(): Settings {
  const settings = JSON.parse(JSON.stringify(DEFAULT_SETTINGS)) as Settings;
  settings.accessibility.reduceMotion =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
      : false;
  return settings;
}

type Section = keyof Settings;

/**
 * Settings from elsewhere (this device's storage written by an older version, an API older than this
 * app) completed with today's defaults: a setting they lack takes its default value.
 */
export function withDefaults(settings: { [S in Section]?: Partial<Settings[S]> } | undefined): Settings {
  const base = defaultSettings();
  for (const key of Object.keys(base) as Section[]) {
    base[key] = { ...base[key], ...(settings?.[key] ?? {}) } as never;
  }
  return base;
}

export interface SettingsState {
  settings: Settings;
  /** True once the user (or a sign-in) has saved settings on this device. */
  saved: boolean;
  hydrated: boolean;
  update<S extends Section>(section: S, patch: Partial<Settings[S]>, options?: { broadcast?: boolean }): void;
  replace(settings: Settings, options?: { broadcast?: boolean }): void;
  reset(options?: { broadcast?: boolean }): void;
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set, get) => {
      const broadcast = (options?: { broadcast?: boolean }) => {
        if (options?.broadcast !== false) {
          bus.emit('settings:changed', { settings: get().settings }, { crossTab: true });
        }
      };
      return {
        settings: defaultSettings(),
        saved: false,
        hydrated: false,
        update(section, patch, options) {
          set((s) => ({
            saved: true,
            settings: { ...s.settings, [section]: { ...s.settings[section], ...patch } },
          }));
          broadcast(options);
        },
        replace(settings, options) {
          set({ settings, saved: true });
          broadcast(options);
        },
        reset(options) {
          set({ settings: defaultSettings(), saved: false });
          broadcast(options);
        },
      };
    },
    {
      name: SETTINGS_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ settings: s.settings, saved: s.saved }),
      // Settings saved by an older version keep their values and gain new defaults.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<Pick<SettingsState, 'settings' | 'saved'>>;
        // Never saved: the stored values are old defaults; take today's (reduce motion follows the system).
        if (!p.saved) return { ...current, settings: defaultSettings(), saved: false };
        const settings = withDefaults(p.settings);
        return { ...current, settings, saved: p.saved ?? false };
      },
    },
  ),
);

// As for the session: the first (synchronous) hydration ends inside create().
const markSettingsHydrated = () => useSettingsStore.setState({ hydrated: true });
useSettingsStore.persist.onFinishHydration(markSettingsHydrated);
if (useSettingsStore.persist.hasHydrated()) markSettingsHydrated();

/** Applies settings changed in another tab. Returns the unsubscribe function. */
export function syncSettingsAcrossTabs(): () => void {
  return bus.on('settings:changed', ({ settings }, { fromOtherTab }) => {
    if (fromOtherTab) useSettingsStore.getState().replace(settings, { broadcast: false });
  });
}

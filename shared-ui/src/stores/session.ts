// Session store: user, token, isAuthenticated and the hydration flag (spec section 3),
// persisted in localStorage. Login and logout reach the app's other tabs through the bus.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '../types';
import { bus } from '../bus';

export interface SessionState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  /** True once the persisted state has been read (guards wait for it). */
  hydrated: boolean;
  login(user: User, token: string, options?: { broadcast?: boolean }): void;
  logout(reason?: 'user' | 'unauthorized' | 'guard' | 'remote-tab'): void;
  setUser(user: User): void;
}

export const SESSION_STORAGE_KEY = 'nibras.session';

/** A random id per module instance: shell and remotes must print the same one. */
export const SESSION_STORE_INSTANCE_ID = Math.random().toString(36).slice(2, 10);

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      user: null,
      token: null,
      isAuthenticated: false,
      hydrated: false,
      login(user, token, options) {
        set({ user, token, isAuthenticated: true });
        if (options?.broadcast !== false) bus.emit('session:login', { user, token }, { crossTab: true });
      },
      logout(reason = 'user') {
        const wasSignedIn = get().isAuthenticated || get().token !== null;
        set({ user: null, token: null, isAuthenticated: false });
        if (wasSignedIn && reason !== 'remote-tab')
          bus.emit('session:logout', { reason }, { crossTab: true });
      },
      setUser(user) {
        set({ user });
        bus.emit('session:user-updated', { user }, { crossTab: true });
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ user: s.user, token: s.token, isAuthenticated: s.isAuthenticated }),
    },
  ),
);

// localStorage is synchronous, so the first hydration ends inside create(), before
// `useSessionStore` exists; the flag is set here, and again after any later rehydrate().
const markSessionHydrated = () => useSessionStore.setState({ hydrated: true });
useSessionStore.persist.onFinishHydration(markSessionHydrated);
if (useSessionStore.persist.hasHydrated()) markSessionHydrated();

/** Follows login/logout made in another tab. Returns the unsubscribe function. */
export function syncSessionAcrossTabs(): () => void {
  const offLogin = bus.on('session:login', ({ user, token }, { fromOtherTab }) => {
    if (fromOtherTab) useSessionStore.getState().login(user, token, { broadcast: false });
  });
  const offLogout = bus.on('session:logout', (_payload, { fromOtherTab }) => {
    if (fromOtherTab) useSessionStore.getState().logout('remote-tab');
  });
  const offUser = bus.on('session:user-updated', ({ user }, { fromOtherTab }) => {
    if (fromOtherTab) useSessionStore.setState({ user });
  });
  return () => {
    offLogin();
    offLogout();
    offUser();
  };
}

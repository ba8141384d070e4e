// The shell's instances of the shared services, passed to every remote.
import { bus, createApiClient, toast, useSessionStore } from '@nibras/shared-ui';
import { runtimeConfig } from './runtime-config';

export const api = createApiClient({
  baseUrl: () => runtimeConfig().apiUrl,
  getToken: () => useSessionStore.getState().token,
  // A 401 from any call ends the session (spec section 4); the guard then sends the student to /auth.
  onUnauthorized: () => {
    const session = useSessionStore.getState();
    if (!session.token) return; // several calls failed at once: say it once
    session.logout('unauthorized');
    toast.info('shell:auth.sessionEnded');
  },
});

export { bus };

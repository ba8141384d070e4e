// The shell's instances of the shared services, passed to every remote.
import { bus, createApiClient, useSessionStore } from '@nibras/shared-ui';
import { runtimeConfig } from './runtime-config';

export const api = createApiClient({
  baseUrl: () => runtimeConfig().apiUrl,
  getToken: () => useSessionStore.getState().token,
  onUnauthorized: () => useSessionStore.getState().logout('unauthorized'),
});

export { bus };

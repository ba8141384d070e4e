// Standalone: the settings remote alone on its own port, in the shared harness. With a real
// session (a token from the API in localStorage, not the harness's fake one) it also runs what
// the shell will run around it: the settings sync and the live notifications, with the bell in
// a corner, so QA can try the whole area without the shell. `?api=<url>` picks the API
// (default http://localhost:8787); it is remembered for the tab.
import { createRoot } from 'react-dom/client';
import {
  AppProviders,
  createApiClient,
  i18n,
  localeFromPath,
  startNotifications,
  startSettingsSync,
  useSessionStore,
} from '@nibras/shared-ui';
import { NotificationsDropdown, mountStandalone } from '@nibras/shared-ui/extra';
import { lifecycles } from './lifecycles';
import { SETTINGS_PAGES } from './pages';

const API_KEY = 'nibras.standalone.api';
const fromQuery = new URLSearchParams(window.location.search).get('api');
if (fromQuery) sessionStorage.setItem(API_KEY, fromQuery);
const apiUrl = sessionStorage.getItem(API_KEY) ?? 'http://localhost:8787';

const realSession = () => {
  const token = useSessionStore.getState().token;
  return token !== null && token !== 'standalone-fake-token';
};

const hadRealSession = realSession();
await mountStandalone({ name: 'mfe_settings', lifecycles, routes: SETTINGS_PAGES, apiUrl });

if (hadRealSession) {
  const api = createApiClient({
    baseUrl: apiUrl,
    getToken: () => useSessionStore.getState().token,
    onUnauthorized: () => useSessionStore.getState().logout('unauthorized'),
  });
  startSettingsSync(api);
  startNotifications(api);

  const corner = document.createElement('div');
  corner.style.cssText = 'position:fixed;inset-block-start:8px;inset-inline-end:260px;z-index:1000';
  document.body.appendChild(corner);
  const root = createRoot(corner);
  const render = () =>
    root.render(
      <AppProviders locale={localeFromPath(window.location.pathname) ?? 'en'}>
        <NotificationsDropdown />
      </AppProviders>,
    );
  render();
  // The harness's language switch changes the shared i18n instance: follow it.
  i18n.on('languageChanged', render);
}

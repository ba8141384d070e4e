// Standalone: the settings remote alone on its own port, in the shared harness, signed in to the real
// API (shared-ui/src/harness). While a student is signed in it also runs what the shell runs around
// it: the settings sync and the live notifications, with the bell in a corner, so QA can try the
// whole area without the shell.
import { createRoot } from 'react-dom/client';
import { AppProviders, i18n, localeFromPath, startNotifications, startSettingsSync } from '@nibras/shared-ui';
import { NotificationsDropdown, mountStandalone } from '@nibras/shared-ui/extra';
import { lifecycles } from './lifecycles';
import { SETTINGS_PAGES } from './pages';

await mountStandalone({
  name: 'mfe_settings',
  lifecycles,
  routes: SETTINGS_PAGES,
  whileSignedIn(api) {
    const stopSync = startSettingsSync(api);
    const stopNotifications = startNotifications(api);
    const corner = document.createElement('div');
    corner.style.cssText = 'position:fixed;inset-block-end:16px;inset-inline-end:16px;z-index:1000';
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
    return () => {
      i18n.off('languageChanged', render);
      root.unmount();
      corner.remove();
      stopNotifications();
      stopSync();
    };
  },
});

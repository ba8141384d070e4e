import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  addNamespace,
  applyDocumentLocale,
  initI18n,
  localeFromPath,
  preferredLocale,
  startNotifications,
  startSettingsSync,
  syncSessionAcrossTabs,
  syncSettingsAcrossTabs,
  useSessionStore,
} from '@nibras/shared-ui';
import { api } from './services';
import { App } from './App';
import en from './locales/en.json';
import ar from './locales/ar.json';

const locale = localeFromPath(window.location.pathname) ?? preferredLocale();
await initI18n(locale);
addNamespace('shell', { en, ar });
applyDocumentLocale(locale);
syncSessionAcrossTabs();
syncSettingsAcrossTabs();
// Both follow sign-in and sign-out by themselves: settings saved to the API, live notifications.
startSettingsSync(api);
startNotifications(api);

// A signed-in student's pages and navbar use shared-ui's `extra` (forms, menus, dropdowns): it
// downloads now, beside the first page's own code, instead of after it. Visitors never load it.
if (useSessionStore.getState().token) void import('@nibras/shared-ui/extra').catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
const root = createRoot(container);
// A transition: the first render is done in slices, not as one long task.
startTransition(() => root.render(<App />));

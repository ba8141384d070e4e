import { SETTINGS_PAGES } from './pages';

/** The routes this remote owns, under the locale prefix. */
export const SETTINGS_ROUTES: string[] = SETTINGS_PAGES.map((p) => p.path);

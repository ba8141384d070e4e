// Which remote the first page needs, decided before the app starts (kept small: it is in main.js).
import type { RemoteName } from '@nibras/shared-ui';
import { matchRoute } from './routes';

/** Does this device hold a session (the session store's persisted shape)? */
function hasStoredSession(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    const raw = storage.getItem('nibras.session');
    const state = raw ? (JSON.parse(raw) as { state?: { token?: unknown } }).state : undefined;
    return typeof state?.token === 'string' && state.token.length > 0;
  } catch {
    return false;
  }
}

/**
 * The remote that will draw the page at this URL, or null (a shell page, an unknown path, a
 * path without a locale, or a signed-in page for a visitor, who is sent to /auth instead).
 */
export function firstRemote(pathname: string, storage: Pick<Storage, 'getItem'>): RemoteName | null {
  const match = /^\/(en|ar)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const entry = matchRoute(match[2] ?? '/');
  if (!entry || entry.owner === 'shell') return null;
  if (entry.access !== 'public' && !hasStoredSession(storage)) return null;
  return entry.owner;
}

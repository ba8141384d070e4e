// The standalone harness's session: a real one, against a real API, so QA can use a remote alone
// with data. Where the API is (first found wins):
//   1. `?api=<url>` in the address (kept for the tab, so the remote's own links keep it);
//   2. the remote's server's `/config.json` (API_URL, as the shell's server reads it);
//   3. the harness's option, else http://localhost:8787 (a loopback host follows the page's).
import type { ApiClient } from '../api-client';
import type { User } from '../types';
import { isHttpUrl, onPageHost } from '../urls';

export const DEFAULT_API_URL = 'http://localhost:8787';
/** Where a `?api=` URL is kept for the tab. */
export const API_URL_KEY = 'nibras.harness.apiUrl';

/** The API URL for this page (see the top of this file); `/config.json` is read with `fetchJson`. */
export async function resolveApiUrl(
  fallback: string | undefined,
  fetchJson: (path: string) => Promise<unknown> = async (path) => {
    const response = await fetch(path, { cache: 'no-store' });
    return response.ok ? response.json() : null;
  },
  page: Pick<Location, 'search' | 'hostname'> = window.location,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
): Promise<string> {
  const asked = new URLSearchParams(page.search).get('api');
  if (isHttpUrl(asked)) {
    storage.setItem(API_URL_KEY, asked);
    return asked.replace(/\/+$/, '');
  }
  const kept = storage.getItem(API_URL_KEY);
  if (isHttpUrl(kept)) return kept.replace(/\/+$/, '');
  const served = await fetchJson('/config.json').catch(() => null);
  const apiUrl = (served as { apiUrl?: unknown } | null)?.apiUrl;
  const url = isHttpUrl(apiUrl) ? apiUrl : (fallback ?? DEFAULT_API_URL);
  return onPageHost(url.replace(/\/+$/, ''), page.hostname);
}

export interface SignedIn {
  user: User;
  token: string;
}

const randomPart = () => Math.random().toString(36).slice(2, 10);

export const harnessAuth = {
  async signIn(api: ApiClient, email: string, password: string): Promise<SignedIn> {
    const answer = await api.post('/auth/sign-in', { email, password });
    return { user: answer.user as User, token: answer.accessToken };
  },

  async signUp(api: ApiClient, username: string, email: string, password: string): Promise<SignedIn> {
    const answer = await api.post('/auth/sign-up', { username, email, password });
    return { user: answer.user as User, token: answer.accessToken };
  },

  /**
   * A new test student, onboarded (secondary school, first year), signed in: what QA needs to try a
   * remote with data. Its e-mail and password come back, to sign in with again later.
   */
  async seedStudent(api: ApiClient): Promise<SignedIn & { email: string; password: string }> {
    const id = randomPart();
    const email = `qa-${id}@nibras.test`;
    const password = `Qa-${randomPart()}-${randomPart()}9!`;
    const { token } = await harnessAuth.signUp(api, `QA Student ${id.slice(0, 4)}`, email, password);
    const user = await api.put(
      '/onboarding',
      { educationLevel: 'school', grade: 10, voice: 'female', ttsSpeed: 1 },
      { headers: { authorization: `Bearer ${token}` } },
    );
    return { user: user as User, token, email, password };
  },

  /** Ends the session on the server; the page forgets it whatever the answer. */
  async signOut(api: ApiClient): Promise<void> {
    await api.post('/auth/sign-out').catch(() => undefined);
  },
};

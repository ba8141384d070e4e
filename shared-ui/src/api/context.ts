// What every kind of call shares (JSON, upload, stream): the URL, the headers with the bearer
// token, the body encoding, the network failure, and the one rule for failed answers: a 401 to
// a call made with a token ends the session (onUnauthorized), and the answer's {en, ar} message
// becomes the ApiError.
import { ApiError, NETWORK_ERROR, answerError } from './errors';

export interface ApiClientOptions {
  baseUrl: string | (() => string);
  getToken: () => string | null;
  /** Called once for every 401 answer (the session is over). */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface ApiContext {
  /** The absolute URL of an API path. */
  url(path: string, query?: Query): string;
  /** `Accept`, the bearer token when there is one, then `extra`; and the token they carry. */
  headers(
    accept: string,
    extra?: Record<string, string>,
  ): { headers: Record<string, string>; token: string | null };
  /** A JSON body (objects, with its Content-Type added to `headers`) or a FormData as it is. */
  body(value: unknown, headers: Record<string, string>): BodyInit | undefined;
  /** fetch, failing with ApiError(0, NETWORK_ERROR) when the API cannot be reached (aborts pass through). */
  fetch(url: string, init: RequestInit): Promise<Response>;
  /** The ApiError for a failed answer; a 401 to a call sent with a token calls onUnauthorized first. */
  fail(status: number, data: unknown, token: string | null): ApiError;
}

export const isAbortError = (error: unknown): boolean => (error as Error | null)?.name === 'AbortError';

export function createApiContext(options: ApiClientOptions): ApiContext {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const base = () =>
    (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '');

  return {
    url(path, query) {
      const u = new URL(base() + (path.startsWith('/') ? path : `/${path}`));
      for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) u.searchParams.set(k, String(v));
      return u.toString();
    },
    headers(accept, extra) {
      const headers: Record<string, string> = { Accept: accept, ...extra };
      const token = options.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      return { headers, token };
    },
    body(value, headers) {
      if (value === undefined || value instanceof FormData) return value;
      headers['Content-Type'] = 'application/json';
      return JSON.stringify(value);
    },
    async fetch(url, init) {
      try {
        return await doFetch(url, init);
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw new ApiError(0, NETWORK_ERROR);
      }
    },
    fail(status, data, token) {
      if (status === 401 && token) options.onUnauthorized();
      return answerError(status, data);
    },
  };
}

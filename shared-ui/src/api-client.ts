// The API client: one base URL, the bearer token attached when there is one,
// a 401 from any call forces logout, every failure is an ApiError with {en, ar}.
import type { LocalizedText } from './types';

export class ApiError extends Error {
  readonly status: number;
  readonly text: LocalizedText;
  readonly body: unknown;
  constructor(status: number, text: LocalizedText, body?: unknown) {
    super(text.en);
    this.name = 'ApiError';
    this.status = status;
    this.text = text;
    this.body = body;
  }
}

export const NETWORK_ERROR: LocalizedText = {
  en: 'Cannot reach the server. Check your connection and try again.',
  ar: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
};
export const GENERIC_ERROR: LocalizedText = { en: 'Something went wrong', ar: 'حدث خطأ ما' };

export interface ApiClientOptions {
  baseUrl: string | (() => string);
  getToken: () => string | null;
  /** Called once for every 401 answer (the session is over). */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  /** A JSON body (objects) or a FormData (multipart). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** The absolute URL of an API path (for EventSource, links). */
  url(path: string, query?: RequestOptions['query']): string;
}

function isLocalizedText(value: unknown): value is LocalizedText {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LocalizedText).en === 'string' &&
    typeof (value as LocalizedText).ar === 'string'
  );
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const base = () =>
    (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '');

  const url: ApiClient['url'] = (path, query) => {
    const u = new URL(base() + (path.startsWith('/') ? path : `/${path}`));
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) u.searchParams.set(k, String(v));
    return u.toString();
  };

  const request: ApiClient['request'] = async <T>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }

    let response: Response;
    try {
      response = await doFetch(url(path, opts.query), { method, headers, body, signal: opts.signal });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, NETWORK_ERROR);
    }

    const type = response.headers.get('content-type') ?? '';
    const data: unknown = type.includes('application/json') ? await response.json().catch(() => null) : null;

    if (response.status === 401 && token) options.onUnauthorized();
    if (!response.ok) {
      const message = (data as { message?: unknown } | null)?.message;
      throw new ApiError(response.status, isLocalizedText(message) ? message : GENERIC_ERROR, data);
    }
    return data as T;
  };

  return {
    request,
    url,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}

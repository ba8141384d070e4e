// The API client: one base URL, the bearer token attached when there is one, a 401 from any
// call forces logout, every failure is an ApiError with {en, ar}. Three kinds of call share
// those rules (src/api/context.ts): JSON calls (here), multipart uploads with progress
// (src/api/upload.ts) and server-sent-events answers (src/api/stream.ts).
import { createApiContext, type ApiClientOptions, type Query } from './api/context';
import { readJson } from './api/errors';
import type { UploadOptions } from './api/upload';
import type { StreamEvent, StreamOptions } from './api/stream';
import {
  fillPath,
  type Method,
  type PathParams,
  type PathsWith,
  type RequestBody,
  type ResponseBody,
} from './api/contract-types';
import type { paths } from './api/schema.gen';

type PathParamValues = Record<string, string | number> | undefined;

export { ApiError, GENERIC_ERROR, NETWORK_ERROR } from './api/errors';
export type { ApiClientOptions } from './api/context';
export type { UploadOptions, UploadProgress } from './api/upload';
export type { StreamEvent, StreamOptions } from './api/stream';
export type { Method, PathsWith, RequestBody, ResponseBody } from './api/contract-types';

export interface RequestOptions {
  /** A JSON body (objects) or a FormData (multipart). */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The path parameters of a path template (`{ params: { id } }` for `/uploads/{id}`), when it has any. */
export type ParamsOption<P extends keyof paths, M extends Method> = [PathParams<P, M>] extends [never]
  ? { params?: never }
  : { params: PathParams<P, M> };

/** The options of a typed call to path P with method M. */
export type CallOptions<P extends keyof paths, M extends Method> = Omit<RequestOptions, 'body'> &
  ParamsOption<P, M>;

/**
 * The API client. Every call is typed by the generated contract (api/schema.gen.ts): the path is a
 * path template the API has for that method, the body is that route's body type, the answer is its
 * 2xx JSON type. Path parameters go in `params` (`get('/uploads/{id}', { params: { id } })`).
 */
export interface ApiClient {
  get<P extends PathsWith<'get'>>(path: P, options?: CallOptions<P, 'get'>): Promise<ResponseBody<P, 'get'>>;
  post<P extends PathsWith<'post'>>(
    path: P,
    body?: RequestBody<P, 'post'>,
    options?: CallOptions<P, 'post'>,
  ): Promise<ResponseBody<P, 'post'>>;
  put<P extends PathsWith<'put'>>(
    path: P,
    body: RequestBody<P, 'put'>,
    options?: CallOptions<P, 'put'>,
  ): Promise<ResponseBody<P, 'put'>>;
  patch<P extends PathsWith<'patch'>>(
    path: P,
    body: RequestBody<P, 'patch'>,
    options?: CallOptions<P, 'patch'>,
  ): Promise<ResponseBody<P, 'patch'>>;
  delete<P extends PathsWith<'delete'>>(
    path: P,
    options?: CallOptions<P, 'delete'>,
  ): Promise<ResponseBody<P, 'delete'>>;
  /** A multipart upload (POST, or PUT when told) with progress events; resolves with the JSON answer. */
  upload<P extends PathsWith<'post'>>(
    path: P,
    formData: FormData,
    options?: UploadOptions & { method?: 'POST' } & ParamsOption<P, 'post'>,
  ): Promise<ResponseBody<P, 'post'>>;
  upload<P extends PathsWith<'put'>>(
    path: P,
    formData: FormData,
    options: UploadOptions & { method: 'PUT' } & ParamsOption<P, 'put'>,
  ): Promise<ResponseBody<P, 'put'>>;
  /** The events of a server-sent-events answer to a POST, as they arrive (see api/stream.ts). */
  stream<P extends PathsWith<'post'>>(
    path: P,
    options?: StreamOptions & ParamsOption<P, 'post'>,
  ): AsyncGenerator<StreamEvent, void, undefined>;
  /** The absolute URL of an API path (for EventSource, links). */
  url(path: string, query?: Query): string;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const ctx = createApiContext(options);

  /** One JSON call: the answer's JSON, or an ApiError (the 401 rule applies). */
  async function request<T>(method: string, path: string, opts: RequestOptions & { params?: object } = {}) {
    const { headers, token } = ctx.headers('application/json', opts.headers);
    const body = ctx.body(opts.body, headers);
    const url = ctx.url(fillPath(path, opts.params as PathParamValues), opts.query);
    const response = await ctx.fetch(url, { method, headers, body, signal: opts.signal });
    const data = await readJson(response);
    if (!response.ok) throw ctx.fail(response.status, data, token);
    return data as T;
  }

  // The typed signatures are the interface's; inside, a call is a method, a path and options.
  return {
    url: ctx.url,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
    // Uploads and streams load their code (and eventsource-parser) on first use: a first visit to a
    // public page makes neither, and the client is part of the core entry every visitor downloads.
    upload: async (path: string, formData: FormData, opts?: UploadOptions & { params?: object }) => {
      const { upload } = await import('./api/upload');
      return upload(ctx, fillPath(path, opts?.params as PathParamValues), formData, opts);
    },
    async *stream(path: string, opts?: StreamOptions & { params?: object }) {
      const { stream } = await import('./api/stream');
      yield* stream(ctx, fillPath(path, opts?.params as PathParamValues), opts);
    },
  } as ApiClient;
}

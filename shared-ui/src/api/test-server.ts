// A real HTTP server on an ephemeral loopback port for the client kit's tests (never imported
// by app code). It answers CORS as the API does, since jsdom applies CORS to XHR from its origin.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type ApiClientOptions, type RequestOptions } from '../api-client';
import type { StreamEvent, StreamOptions } from './stream';
import type { UploadOptions } from './upload';

/**
 * The client with the contract's path typing loosened: these tests talk to a stand-in server whose
 * paths are not the API's (the typing itself is checked by the type checker on every real call).
 */
export interface LooseApiClient {
  get(path: string, options?: RequestOptions): Promise<unknown>;
  post(path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
  put(path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
  patch(path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
  delete(path: string, options?: RequestOptions): Promise<unknown>;
  upload(path: string, formData: FormData, options?: UploadOptions): Promise<unknown>;
  stream(path: string, options?: StreamOptions): AsyncGenerator<StreamEvent, void, undefined>;
  url(path: string, query?: RequestOptions['query']): string;
}

export const looseClient = (options: ApiClientOptions): LooseApiClient =>
  createApiClient(options) as unknown as LooseApiClient;

export interface TestServer {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startTestServer(handler: http.RequestListener): Promise<TestServer> {
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
      });
      res.end();
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Resolves with the request's body once it has all arrived. */
export function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function sendJson(res: http.ServerResponse, status: number, data: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(data));
}

/**
 * Call at the top of a test file: one server for the file, answering with the last `serve`d
 * handler, and API clients for it whose onUnauthorized is a fresh mock in each test.
 */
export function testServerForFile() {
  let server: TestServer;
  let handler: http.RequestListener = (_req, res) => sendJson(res, 404, {});
  beforeAll(async () => {
    server = await startTestServer((req, res) => handler(req, res));
  });
  afterAll(() => server.close());
  const onUnauthorized = jest.fn();
  beforeEach(() => onUnauthorized.mockClear());
  return {
    onUnauthorized,
    baseUrl: () => server.baseUrl,
    serve(next: http.RequestListener) {
      handler = next;
    },
    client: (token: string | null = 'tok', baseUrl = server.baseUrl) =>
      looseClient({ baseUrl, getToken: () => token, onUnauthorized }),
  };
}

/** What a promise rejects with (null when it resolves). */
export const failure = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

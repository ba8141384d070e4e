// Reading a file's bytes for the viewer over real HTTP: progress as they arrive, the kind from the
// answer's type, and the API client's rules for failures (its {en, ar} message; a 401 ends the session).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, NETWORK_ERROR, createApiClient, useSessionStore } from '@nibras/shared-ui';
import { captureToasts, nodeFetch } from '@nibras/shared-ui/testing';
import { STUDENT } from '../chat/test-helpers';
import { contentPath, fetchFileContent, kindOf, type ContentProgress } from './content';

const toasts = captureToasts();
let server: http.Server;
let baseUrl = '';
let handler: (req: http.IncomingMessage, res: http.ServerResponse) => void = () => undefined;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  globalThis.fetch = nodeFetch();
  useSessionStore.getState().login(STUDENT, 'token-1', { broadcast: false });
});
afterEach(() => {
  globalThis.fetch = realFetch;
  useSessionStore.getState().logout('remote-tab');
});

const api = () =>
  createApiClient({
    baseUrl,
    getToken: () => useSessionStore.getState().token,
    onUnauthorized: () => undefined,
  });
const read = (fileId: string, onProgress?: (progress: ContentProgress) => void) =>
  fetchFileContent({ api: api(), session: useSessionStore, fileId, onProgress });

it('reads the bytes with the bearer token, reporting progress as they arrive', async () => {
  const seen: http.IncomingHttpHeaders[] = [];
  const paths: string[] = [];
  // Each piece is sent once the one before it has been reported: three pieces, three reports, in
  // order (pieces sent on a timer could arrive as one on a busy machine).
  const progress: ContentProgress[] = [];
  const waiting = new Map<number, () => void>();
  const onProgress = (p: ContentProgress) => {
    progress.push(p);
    waiting.get(p.loaded)?.();
  };
  const reported = (loaded: number) =>
    progress.some((p) => p.loaded === loaded)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiting.set(loaded, resolve));
  handler = (req, res) => {
    seen.push(req.headers);
    paths.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': 9 });
    res.write('%PD');
    void reported(3)
      .then(() => res.write('F-1'))
      .then(() => reported(6))
      .then(() => res.end('.7\n'));
  };
  const content = await read('file 1/é', onProgress);
  expect(paths).toEqual(['/files/file%201%2F%C3%A9/content']);
  expect(contentPath('a/b')).toBe('/files/a%2Fb/content');
  expect(seen[0]?.authorization).toBe('Bearer token-1');
  expect(content.kind).toBe('pdf');
  expect(content.type).toBe('application/pdf');
  expect(Buffer.from(content.bytes).toString('latin1')).toBe('%PDF-1.7\n');
  expect(progress[0]).toEqual({ loaded: 0, total: 9 });
  expect(progress.at(-1)).toEqual({ loaded: 9, total: 9 });
  expect(progress.length).toBeGreaterThanOrEqual(3);
  const loaded = progress.map((p) => p.loaded);
  expect([...loaded].sort((a, b) => a - b)).toEqual(loaded);
});

it('tells the kinds apart by the answer’s type', async () => {
  expect(kindOf('image/png')).toBe('image');
  expect(kindOf('image/jpeg')).toBe('image');
  expect(kindOf('image/webp')).toBe('image');
  expect(kindOf('text/plain')).toBe('text');
  expect(kindOf('application/pdf')).toBe('pdf');
  expect(kindOf('image/svg+xml')).toBeNull();
  expect(kindOf('text/html')).toBeNull();
  handler = (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('مرحبا');
  };
  const content = await read('t');
  expect(content).toMatchObject({ kind: 'text', type: 'text/plain' });
  expect(new TextDecoder().decode(content.bytes)).toBe('مرحبا');
});

it('fails with the API’s message: 404 for a file that is gone', async () => {
  handler = (_req, res) => {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: { en: 'Not found', ar: 'غير موجود' } }));
  };
  const error = await read('gone').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 404, text: { en: 'Not found', ar: 'غير موجود' } });
  expect(useSessionStore.getState().token).toBe('token-1');
});

it('ends the session on a 401, as every call does', async () => {
  handler = (_req, res) => {
    res.writeHead(401, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: { en: 'Sign in again', ar: 'سجّل الدخول مرة أخرى' } }));
  };
  const error = await read('x').catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 401 });
  expect(useSessionStore.getState().token).toBeNull();
  expect(toasts).toEqual([{ kind: 'info', text: 'Sign in again' }]);
});

it('says the server cannot be reached when it cannot', async () => {
  const error = await fetchFileContent({
    api: createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      getToken: () => null,
      onUnauthorized: () => undefined,
    }),
    session: useSessionStore,
    fileId: 'x',
  }).catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 0, text: NETWORK_ERROR });
});

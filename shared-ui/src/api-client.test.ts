/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, NETWORK_ERROR } from './api-client';
import { looseClient as createApiClient } from './api/test-server';

// A real HTTP server stands in for the API.
let server: http.Server;
let baseUrl: string;
const seen: { auth?: string; body?: string; contentType?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ auth: req.headers.authorization, body, contentType: req.headers['content-type'] });
      const json = (status: number, data: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      if (req.url === '/ok') return json(200, { hello: 'world' });
      if (req.url === '/echo') return json(201, JSON.parse(body || 'null'));
      if (req.url === '/unauthorized')
        return json(401, { message: { en: 'Please sign in', ar: 'يرجى تسجيل الدخول' } });
      if (req.url === '/conflict') return json(409, { message: { en: 'Email taken', ar: 'البريد مستخدم' } });
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('boom');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => (seen.length = 0));

describe('api client', () => {
  it('attaches the bearer token when there is one and sends JSON', async () => {
    const api = createApiClient({ baseUrl, getToken: () => 'tok123', onUnauthorized: jest.fn() });
    await expect(api.post('/echo', { a: 1 })).resolves.toEqual({ a: 1 });
    expect(seen[0]).toMatchObject({
      auth: 'Bearer tok123',
      body: '{"a":1}',
      contentType: 'application/json',
    });
  });

  it('sends no Authorization header without a token', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null, onUnauthorized: jest.fn() });
    await api.get('/ok');
    expect(seen[0]?.auth).toBeUndefined();
  });

  it('a 401 forces logout (once) and rejects with the localized message', async () => {
    const onUnauthorized = jest.fn();
    const api = createApiClient({ baseUrl, getToken: () => 'expired', onUnauthorized });
    const error = await api.get('/unauthorized').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).text).toEqual({ en: 'Please sign in', ar: 'يرجى تسجيل الدخول' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('other errors carry {en, ar} and do not log out', async () => {
    const onUnauthorized = jest.fn();
    const api = createApiClient({ baseUrl, getToken: () => 't', onUnauthorized });
    const error = (await api.get('/conflict').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.text.ar).toBe('البريد مستخدم');
    const plain = (await api.get('/plain-500').catch((e: unknown) => e)) as ApiError;
    expect(plain.status).toBe(500);
    expect(plain.text).toEqual({ en: 'Something went wrong', ar: 'حدث خطأ ما' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('an unreachable server gives status 0 with a localized network message', async () => {
    const api = createApiClient({
      baseUrl: 'http://127.0.0.1:1',
      getToken: () => null,
      onUnauthorized: jest.fn(),
    });
    const error = (await api.get('/ok').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.text).toEqual(NETWORK_ERROR);
  });

  it('builds absolute URLs with query parameters', () => {
    const api = createApiClient({
      baseUrl: 'http://api.test/',
      getToken: () => null,
      onUnauthorized: jest.fn(),
    });
    expect(api.url('/notifications', { token: 'a b', skip: undefined })).toBe(
      'http://api.test/notifications?token=a+b',
    );
  });
});

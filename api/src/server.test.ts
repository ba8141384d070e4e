import { serve } from '@hono/node-server';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './testing.ts';

/** The same checks as app.test.ts, over a real socket: @hono/node-server on a free port, and fetch. */

interface Listening {
  url: string;
  close(): Promise<void>;
}

function listen(t: TestApp): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}

describe('the app on a real listening server', () => {
  let t: TestApp;
  let server: Listening;
  beforeEach(async () => {
    t = await createTestApp();
    server = await listen(t);
  });
  afterEach(async () => {
    await server.close();
    await t.close();
  });

  test('GET /health', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', store: 'embedded' });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  test('GET /openapi.json lists the support-requests path and its schema', async () => {
    const response = await fetch(`${server.url}/openapi.json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      info: { title: string };
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.info.title).toBe('Nibras API');
    expect(doc.paths).toHaveProperty(['/support-requests', 'post']);
    expect(doc.components.schemas).toHaveProperty('NewSupportRequest');
  });

  test('GET /docs and its assets', async () => {
    const page = await fetch(`${server.url}/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/docs/assets/swagger-ui-bundle.js', '/docs/assets/init.js']);
    for (const src of scripts) {
      const asset = await fetch(`${server.url}${src}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect((await asset.text()).length).toBeGreaterThan(100);
    }
  });

  test('POST /support-requests stores the request; invalid JSON is a localized 400', async () => {
    const created = await fetch(`${server.url}/support-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        subject: 'لا يعمل الاختبار',
        message: 'تبقى صفحة الاختبار فارغة بعد الضغط على ابدأ.',
      }),
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { _id: string; subject: string };
    expect(body.subject).toBe('لا يعمل الاختبار');
    expect(await t.store.supportRequests.findById(body._id)).toMatchObject({ subject: 'لا يعمل الاختبار' });

    const broken = await fetch(`${server.url}/support-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"subject":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      message: { en: 'The request body is not valid JSON', ar: 'البيانات المرسلة ليست بصيغة JSON صحيحة' },
    });
  });

  test('CORS preflight: allowed from http://localhost:3000, not from a foreign origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/support-requests`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/i);

    const foreign = await preflight('https://attacker.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('every answer, an error too, carries the CORS and security headers (corsHeaders in app.ts)', async () => {
    for (const path of ['/health', '/no-such-resource/1']) {
      const response = await fetch(`${server.url}${path}`, { headers: { Origin: 'http://localhost:3002' } });
      expect(response.headers.get('content-length')).toMatch(/^\d+$/);
      expect(response.headers.get('transfer-encoding')).toBeNull();
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
      expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
      expect(response.headers.get('vary')).toContain('Origin');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('x-request-id')).toBeTruthy();
      await response.arrayBuffer();
    }
  });

  test('an unknown route is a localized 404', async () => {
    const response = await fetch(`${server.url}/no-such-resource/123`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: { en: 'Not found', ar: 'غير موجود' } });
  });

  test.each([
    ['with a Content-Length', false],
    ['chunked', true],
  ])(
    'a JSON body over 1 MiB (%s) is a 413 that closes the connection; the next request is answered',
    async (_name, chunked) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const send = (method: string, path: string, body?: string) =>
        new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (body !== undefined && !chunked) headers['content-length'] = String(Buffer.byteLength(body));
          const request = http.request(`${server.url}${path}`, { method, agent, headers }, (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                connection: response.headers.connection,
                body: text,
              }),
            );
          });
          request.on('error', reject);
          request.end(body);
        });
      try {
        const big = JSON.stringify({ subject: 'Large', message: 'x'.repeat(2 * 1024 * 1024) });
        const refused = await send('POST', '/support-requests', big);
        expect(refused.status).toBe(413);
        expect(refused.connection).toBe('close');
        expect(JSON.parse(refused.body)).toEqual({
          message: {
            en: 'The request body is too large',
            ar: 'حجم البيانات المرسلة أكبر من الحد المسموح به',
          },
        });
        // The same client (one keep-alive socket at most) goes on: nothing is dropped.
        for (let i = 0; i < 3; i += 1) expect((await send('GET', '/health')).status).toBe(200);
        const small = await send(
          'POST',
          '/support-requests',
          JSON.stringify({
            subject: 'Quiz page',
            message: 'The quiz page stays empty after pressing start.',
          }),
        );
        expect(small.status).toBe(201);
      } finally {
        agent.destroy();
      }
    },
  );
});

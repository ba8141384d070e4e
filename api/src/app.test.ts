import { createMemoryLogger, createTestApp, type TestApp } from './testing.ts';

const FIXED_NOW = new Date('2025-03-01T08:00:00.000Z');

interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
  components: {
    schemas: Record<string, { properties: Record<string, Record<string, unknown>>; required?: string[] }>;
  };
}

describe('app (through app.request)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ clock: () => FIXED_NOW });
  });
  afterEach(async () => {
    await t.close();
  });

  describe('GET /health', () => {
    test('answers ok with the store kind and the uptime', async () => {
      const response = await t.app.request('/health');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as { status: string; store: string; uptime: number };
      expect(body).toEqual({ status: 'ok', store: 'embedded', uptime: expect.any(Number) });
      expect(body.uptime).toBeGreaterThan(0);
    });

    test('answers 503 when the store does not', async () => {
      await t.store.close();
      const response = await t.app.request('/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'unavailable', store: 'embedded' });
    });
  });

  describe('POST /support-requests', () => {
    const post = (body: unknown) =>
      t.app.request('/support-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    test('stores a valid request and answers 201 with it', async () => {
      const response = await post({
        subject: '  Quiz does not start ',
        message: 'The quiz page stays blank after I press start.',
        email: 'student@example.com',
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        subject: 'Quiz does not start',
        message: 'The quiz page stays blank after I press start.',
        email: 'student@example.com',
        status: 'open',
        createdAt: '2025-03-01T08:00:00.000Z',
      });
      expect(await t.store.supportRequests.findById(String(body._id))).toEqual(body);
    });

    test('leaves out the email when none was given', async () => {
      const response = await post({ subject: 'Hello team', message: 'Just saying the app is great.' });
      expect(response.status).toBe(201);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).not.toHaveProperty('email');
      expect(await t.store.supportRequests.findById(String(body._id))).not.toHaveProperty('email');
    });

    test.each([
      ['subject too short', { subject: 'Hi', message: 'A long enough message.' }, 'subject'],
      ['subject too long', { subject: 'x'.repeat(121), message: 'A long enough message.' }, 'subject'],
      ['message too short', { subject: 'Hello', message: 'too short' }, 'message'],
      ['message too long', { subject: 'Hello', message: 'x'.repeat(5001) }, 'message'],
      ['blank after trimming', { subject: '      ', message: 'A long enough message.' }, 'subject'],
      ['bad email', { subject: 'Hello', message: 'A long enough message.', email: 'me@' }, 'email'],
      ['wrong type', { subject: 42, message: 'A long enough message.' }, 'subject'],
    ])('rejects %s with a 400 naming %s', async (_label, body, field) => {
      const response = await post(body);
      expect(response.status).toBe(400);
      const error = (await response.json()) as {
        message: { en: string; ar: string };
        issues: { field: string }[];
      };
      expect(error.issues.map((i) => i.field)).toEqual([field]);
      expect(error.message.en).toContain(field);
      expect(error.message.ar).toContain(`الحقل ${field}`);
      expect(await t.store.supportRequests.listRecent(10)).toEqual([]);
    });
  });

  describe('GET /openapi.json', () => {
    test('is an OpenAPI 3.1 document generated from the route schemas', async () => {
      const response = await t.app.request('/openapi.json');
      expect(response.status).toBe(200);
      const doc = (await response.json()) as OpenApiDoc;
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.info.title).toBe('Nibras API');
      expect(Object.keys(doc.paths).sort()).toEqual([
        '/ai-conversations/{id}/messages',
        '/ai-conversations/{id}/regenerate',
        '/ai-conversations/{id}/stop',
        '/auth/sign-in',
        '/auth/sign-out',
        '/auth/sign-up',
        '/conversations',
        '/conversations/{id}',
        '/courses',
        '/courses/{courseId}',
        '/courses/{courseId}/enrol',
        '/dashboard',
        '/file/{fileId}/conversation',
        '/files',
        '/files/folders',
        '/files/sections',
        '/files/{id}',
        '/files/{id}/content',
        '/files/{id}/download',
        '/files/{id}/pages',
        '/files/{id}/retry',
        '/files/{parentId}/upload',
        '/health',
        '/home',
        '/leaderboard',
        '/learning/activity',
        '/lesson/{lessonId}/conversation',
        '/lessons/{lessonId}',
        '/lessons/{lessonId}/read',
        '/mark-all-as-read',
        '/mark-all-as-seen',
        '/me',
        '/notifications',
        '/notifications/list',
        '/notifications/ticket',
        '/onboarding',
        '/profile-cover',
        '/profile-picture',
        '/quiz-attempts',
        '/quiz-attempts/{id}',
        '/quiz-attempts/{id}/answers/{qid}',
        '/quiz-attempts/{id}/questions/{qid}/check',
        '/quiz-attempts/{id}/submit',
        '/quizzes',
        '/review-items',
        '/review/cards/{cardId}/grade',
        '/review/queue',
        '/saved-contents',
        '/saved-contents/{id}',
        '/search',
        '/search/recent',
        '/settings',
        '/support-requests',
        '/tutor',
        '/uploads/{id}',
      ]);

      const post = doc.paths['/support-requests']?.post;
      expect(post?.requestBody).toEqual({
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/NewSupportRequest' } } },
      });
      expect(Object.keys(post?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '413']));

      const schema = doc.components.schemas.NewSupportRequest;
      expect(schema?.required?.sort()).toEqual(['message', 'subject']);
      expect(schema?.properties.subject).toMatchObject({ type: 'string', minLength: 3, maxLength: 120 });
      expect(schema?.properties.message).toMatchObject({ type: 'string', minLength: 10, maxLength: 5000 });
      expect(schema?.properties.email).toMatchObject({ type: 'string', format: 'email' });
      expect(doc.components.schemas.Error?.properties.message).toEqual({
        $ref: '#/components/schemas/LocalizedText',
      });
    });
  });

  describe('GET /docs', () => {
    test('is an HTML page that loads Swagger UI from this origin only', async () => {
      const response = await t.app.request('/docs');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('<div id="swagger-ui"></div>');
      expect(html).toContain('src="/docs/assets/swagger-ui-bundle.js"');
      expect(html).toContain('href="/docs/assets/swagger-ui.css"');
      expect(html).toContain('src="/docs/assets/init.js"');
      expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
      expect(html).not.toMatch(/<script>/); // no inline script: the CSP forbids it

      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
    });

    test.each([
      ['swagger-ui-bundle.js', /^text\/javascript/, 'SwaggerUIBundle'],
      ['swagger-ui.css', /^text\/css/, '.swagger-ui'],
      ['init.js', /^text\/javascript/, "url: '/openapi.json'"],
    ])('serves the asset %s', async (file, type, content) => {
      const response = await t.app.request(`/docs/assets/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(type);
      expect(await response.text()).toContain(content);
    });

    test('serves a favicon as bytes', async () => {
      const response = await t.app.request('/docs/assets/favicon-32x32.png');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
    });

    test.each(['index.html', 'package.json', '..%2Fpackage.json', 'swagger-initializer.js'])(
      'does not serve other files (%s)',
      async (file) => {
        const response = await t.app.request(`/docs/assets/${file}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: { en: 'Not found', ar: 'غير موجود' } });
      },
    );
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      t.app.request('/support-requests', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      });

    test('allows a preflight from the shell and from every remote', async () => {
      for (const port of [3000, 3001, 3002, 3003, 3004, 3005]) {
        const origin = `http://localhost:${port}`;
        const response = await preflight(origin);
        expect(response.status).toBe(204);
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
        expect(response.headers.get('access-control-allow-methods')).toContain('POST');
        expect(response.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toEqual(
          expect.arrayContaining(['authorization', 'content-type']),
        );
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      }
    });

    test('does not allow a foreign origin', async () => {
      const response = await preflight('http://evil.example');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const simple = await t.app.request('/health', { headers: { Origin: 'http://evil.example' } });
      expect(simple.status).toBe(200);
      expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    });

    test('answers simple requests with the origin and exposes X-Request-Id', async () => {
      const response = await t.app.request('/health', { headers: { Origin: 'http://localhost:3004' } });
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3004');
      expect(response.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
      expect(response.headers.get('vary')).toContain('Origin');
    });

    test('follows the configured origins', async () => {
      const other = await createTestApp({ corsOrigins: ['https://nibras.example'] });
      try {
        const ok = await other.app.request('/health', { headers: { Origin: 'https://nibras.example' } });
        expect(ok.headers.get('access-control-allow-origin')).toBe('https://nibras.example');
        const no = await other.app.request('/health', { headers: { Origin: 'http://localhost:3000' } });
        expect(no.headers.get('access-control-allow-origin')).toBeNull();
      } finally {
        await other.close();
      }
    });
  });

  describe('headers on every response', () => {
    test('secure headers are present, X-Powered-By is not', async () => {
      for (const path of ['/health', '/no-such-route']) {
        const response = await t.app.request(path);
        const h = response.headers;
        expect(h.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(h.get('x-content-type-options')).toBe('nosniff');
        expect(h.get('x-frame-options')).toBe('DENY');
        expect(h.get('referrer-policy')).toBe('no-referrer');
        expect(h.get('strict-transport-security')).toMatch(/^max-age=/);
        expect(h.get('cross-origin-resource-policy')).toBe('cross-origin');
        expect(h.get('x-powered-by')).toBeNull();
      }
    });

    test('X-Request-Id is generated per request, or echoed when the client sends a valid one', async () => {
      const a = (await t.app.request('/health')).headers.get('x-request-id');
      const b = (await t.app.request('/health')).headers.get('x-request-id');
      expect(a).toMatch(/^[0-9a-f-]{36}$/);
      expect(b).toMatch(/^[0-9a-f-]{36}$/);
      expect(a).not.toBe(b);
      const echoed = await t.app.request('/health', { headers: { 'X-Request-Id': 'client-trace-42' } });
      expect(echoed.headers.get('x-request-id')).toBe('client-trace-42');
      const rejected = await t.app.request('/health', { headers: { 'X-Request-Id': 'bad id <script>' } });
      expect(rejected.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});

describe('request logging', () => {
  test('writes one JSON line per request with method, path, status, duration and request id', async () => {
    const { logger, lines } = createMemoryLogger();
    const t = await createTestApp({ logger });
    try {
      const ok = await t.app.request('/health?token=secret-token');
      const missing = await t.app.request('/missing', { method: 'POST' });
      const requests = lines().filter((line) => line.msg === 'request');
      expect(requests).toEqual([
        expect.objectContaining({
          level: 'info',
          method: 'GET',
          path: '/health',
          status: 200,
          durationMs: expect.any(Number),
          requestId: ok.headers.get('x-request-id'),
        }),
        expect.objectContaining({
          method: 'POST',
          path: '/missing',
          status: 404,
          requestId: missing.headers.get('x-request-id'),
        }),
      ]);
      expect(JSON.stringify(lines())).not.toContain('secret-token');
    } finally {
      await t.close();
    }
  });
});

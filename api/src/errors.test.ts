import { OpenAPIHono, z } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import {
  AppError,
  DuplicateKeyError,
  MESSAGES,
  badRequest,
  conflict,
  createErrorHandler,
  forbidden,
  notFound,
  notFoundHandler,
  payloadTooLarge,
  tooManyRequests,
  unauthorized,
  unsupportedMediaType,
  validationError,
  type ErrorBody,
} from './errors.ts';
import { createLogger } from './logger.ts';
import type { AppEnv } from './router.ts';
import { createMemoryLogger, createTestApp, type TestApp } from './testing.ts';

/** A minimal app wired like createApp (request id + the one error handler) with routes that throw. */
function throwingApp(throwIt: () => never, logger = createLogger('silent')) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(requestId());
  app.onError(createErrorHandler(logger));
  app.notFound(notFoundHandler);
  app.get('/boom', () => throwIt());
  return app;
}

async function errorOf(response: Response): Promise<ErrorBody> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as ErrorBody;
}

describe('AppError and its helpers', () => {
  test.each([
    ['badRequest', badRequest(), 400, MESSAGES.badRequest],
    ['unauthorized', unauthorized(), 401, MESSAGES.unauthorized],
    ['forbidden', forbidden(), 403, MESSAGES.forbidden],
    ['notFound', notFound(), 404, MESSAGES.notFound],
    ['conflict', conflict(), 409, MESSAGES.conflict],
    ['DuplicateKeyError', new DuplicateKeyError('users'), 409, MESSAGES.duplicate],
    ['payloadTooLarge', payloadTooLarge(), 413, MESSAGES.payloadTooLarge],
    ['unsupportedMediaType', unsupportedMediaType(), 415, MESSAGES.unsupportedMediaType],
    ['tooManyRequests', tooManyRequests(), 429, MESSAGES.tooManyRequests],
  ])('%s renders status %i and a bilingual message', async (_name, error, status, message) => {
    const response = await throwingApp(() => {
      throw error;
    }).request('/boom');
    expect(response.status).toBe(status);
    expect(await errorOf(response)).toEqual({ message });
    expect(message.en).not.toBe('');
    expect(message.ar).toMatch(/[\u0600-\u06FF]/);
  });

  test('carries a custom localized message and keeps English in Error.message', async () => {
    const error = notFound({ en: 'Conversation not found', ar: 'المحادثة غير موجودة' });
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Conversation not found');
    const response = await throwingApp(() => {
      throw error;
    }).request('/boom');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({
      message: { en: 'Conversation not found', ar: 'المحادثة غير موجودة' },
    });
  });

  test('sets its headers: Retry-After on 429, WWW-Authenticate on 401', async () => {
    const limited = await throwingApp(() => {
      throw tooManyRequests(12.2);
    }).request('/boom');
    expect(limited.headers.get('retry-after')).toBe('13');
    const unauth = await throwingApp(() => {
      throw unauthorized();
    }).request('/boom');
    expect(unauth.headers.get('www-authenticate')).toBe('Bearer');
  });

  test('DuplicateKeyError is an AppError with status 409', () => {
    const error = new DuplicateKeyError('users', new Error('E11000'));
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(409);
    expect(error.collection).toBe('users');
  });
});

describe('unexpected errors', () => {
  test('become a 500 with a generic message, no stack and no internal message', async () => {
    const response = await throwingApp(() => {
      throw new Error('connect ECONNREFUSED mongodb://admin:hunter2@10.0.0.5');
    }).request('/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: { en: 'Something went wrong', ar: 'حدث خطأ ما' } });
    expect(text).not.toMatch(/hunter2|ECONNREFUSED|at .*\.ts|Error:/);
  });

  test('are logged with the request id, the path and the stack', async () => {
    const { logger, lines } = createMemoryLogger();
    const response = await throwingApp(() => {
      throw new TypeError('cannot read properties of undefined');
    }, logger).request('/boom');
    const id = response.headers.get('x-request-id');
    expect(id).toBeTruthy();
    const entry = lines().find((line) => line.msg === 'Unhandled error');
    expect(entry).toMatchObject({ level: 'error', requestId: id, method: 'GET', path: '/boom' });
    expect(entry?.err).toMatchObject({ type: 'TypeError', message: 'cannot read properties of undefined' });
    expect(String((entry?.err as { stack?: unknown }).stack)).toContain('TypeError');
  });

  test('hono HTTPExceptions map to localized errors', async () => {
    const cases: [HTTPException, number, ErrorBody['message']][] = [
      [new HTTPException(400, { message: 'Malformed JSON in request body' }), 400, MESSAGES.malformedJson],
      [new HTTPException(400, { message: 'Malformed FormData request. x' }), 400, MESSAGES.malformedForm],
      [new HTTPException(401, { message: 'Unauthorized' }), 401, MESSAGES.unauthorized],
      [new HTTPException(413), 413, MESSAGES.payloadTooLarge],
      [new HTTPException(415, { message: 'Unsupported Media Type' }), 415, MESSAGES.unsupportedMediaType],
      [new HTTPException(418, { message: 'teapot internals' }), 418, MESSAGES.badRequest],
      [new HTTPException(503, { message: 'upstream down' }), 500, MESSAGES.internal],
    ];
    for (const [exception, status, message] of cases) {
      const response = await throwingApp(() => {
        throw exception;
      }).request('/boom');
      expect(response.status).toBe(status);
      expect(await errorOf(response)).toEqual({ message });
    }
  });
});

describe('validationError', () => {
  function fail(schema: z.ZodType, input: unknown, target = 'json') {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected the input to be invalid');
    return validationError(result.error, target, input);
  }

  test('names each field in both languages, telling missing from invalid', () => {
    const error = fail(
      z.object({ title: z.string(), tag: z.string().min(1), age: z.number().int().max(99) }),
      {
        tag: '',
        age: 120,
      },
    );
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([
      { field: 'title', message: { en: 'title is required', ar: 'الحقل title مطلوب' } },
      { field: 'tag', message: { en: 'tag must not be empty', ar: 'الحقل tag يجب ألا يكون فارغًا' } },
      { field: 'age', message: { en: 'age must be at most 99', ar: 'الحقل age يجب ألا تزيد قيمته على 99' } },
    ]);
    expect(error.localized.en).toBe(
      'Invalid request data: title is required; tag must not be empty; age must be at most 99',
    );
    expect(error.localized.ar).toBe(
      'البيانات المرسلة غير صالحة: الحقل title مطلوب؛ الحقل tag يجب ألا يكون فارغًا؛ الحقل age يجب ألا تزيد قيمته على 99',
    );
  });

  test('covers types, formats, enums, nested paths, arrays and unknown keys', () => {
    const schema = z
      .object({
        color: z.enum(['#FFFFFF', '#D2E4E2']),
        email: z.email(),
        profile: z.object({ grade: z.number() }),
        tags: z.array(z.string()).max(1),
      })
      .strict();
    const error = fail(schema, {
      color: 'red',
      email: 'nope',
      profile: { grade: 'eleven' },
      tags: ['a', 'b'],
      extra: 1,
    });
    expect(error.issues?.map((i) => [i.field, i.message.en, i.message.ar])).toEqual([
      [
        'color',
        'color must be one of: #FFFFFF, #D2E4E2',
        'الحقل color يجب أن تكون قيمته إحدى القيم: #FFFFFF، #D2E4E2',
      ],
      ['email', 'email must be a valid email address', 'الحقل email يجب أن يكون عنوان بريد إلكتروني صالحًا'],
      ['profile.grade', 'profile.grade must be a number', 'الحقل profile.grade يجب أن تكون قيمته رقمًا'],
      ['tags', 'tags must contain at most 1 item', 'الحقل tags يجب ألا يزيد عدد عناصره على 1'],
      ['extra', 'extra is not an allowed field', 'الحقل extra غير مسموح به'],
    ]);
  });

  test('describes the whole part when the input is not an object', () => {
    const error = fail(z.object({ a: z.string() }), [1, 2]);
    expect(error.issues).toEqual([
      {
        field: '',
        message: { en: 'The request body must be an object', ar: 'محتوى الطلب يجب أن تكون قيمته كائنًا' },
      },
    ]);
    const query = fail(z.object({ limit: z.coerce.number().min(1) }), { limit: '0' }, 'query');
    expect(query.localized).toEqual({
      en: 'Invalid query parameters: limit must be at least 1',
      ar: 'معاملات الاستعلام غير صالحة: الحقل limit يجب ألا تقل قيمته عن 1',
    });
  });
});

describe('the error handler inside the app', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    t.app.request('/support-requests', { method: 'POST', body, headers });

  test('a zod failure is a 400 naming the field in English and Arabic', async () => {
    const response = await post(JSON.stringify({ message: 'The quiz page stays blank.' }));
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.message.en).toBe('Invalid request data: subject is required');
    expect(body.message.ar).toBe('البيانات المرسلة غير صالحة: الحقل subject مطلوب');
    expect(body.issues).toEqual([
      { field: 'subject', message: { en: 'subject is required', ar: 'الحقل subject مطلوب' } },
    ]);
  });

  test('several invalid fields are all named', async () => {
    const response = await post(JSON.stringify({ subject: 'Hi', message: 'short', email: 'not-an-email' }));
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    for (const field of ['subject', 'message', 'email']) {
      expect(body.message.en).toContain(field);
      expect(body.message.ar).toContain(`الحقل ${field}`);
    }
    expect(await t.store.supportRequests.listRecent(10)).toEqual([]);
  });

  test('malformed JSON is a localized 400', async () => {
    const response = await post('{"subject": "Quiz", ');
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ message: MESSAGES.malformedJson });
  });

  test('a body that is not JSON is a localized 415', async () => {
    const response = await post('subject=Quiz', { 'content-type': 'text/plain' });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toEqual({ message: MESSAGES.unsupportedMediaType });
  });

  test('a body over the limit is a localized 413', async () => {
    const big = JSON.stringify({ subject: 'Large', message: 'x'.repeat(1024 * 1024) });
    const response = await post(big);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toEqual({ message: MESSAGES.payloadTooLarge });
  });

  test('an unknown route is a localized 404', async () => {
    for (const [method, path] of [
      ['GET', '/no-such-thing'],
      ['GET', '/support-requests'],
      ['DELETE', '/health'],
    ] as const) {
      const response = await t.app.request(path, { method });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ message: { en: 'Not found', ar: 'غير موجود' } });
    }
  });
});

import { createTestApp, manualClock, requestJson, signUpUser, type TestApp } from '../testing.ts';
import { SUPPORT_MESSAGES } from './support-requests.ts';

interface ErrorBody {
  message: { en: string; ar: string };
  issues?: { field: string; message: { en: string; ar: string } }[];
}

const REQUEST = { subject: 'Quiz does not start', message: 'The quiz page stays blank after I press start.' };

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const send = (body: unknown, options: { token?: string; from?: string } = {}) =>
  requestJson(t.app, 'POST', '/support-requests', {
    body,
    token: options.token,
    headers: options.from === undefined ? undefined : { 'x-forwarded-for': options.from },
  });

// The default limits: 60 an hour per address for signed-out visitors, 10 an hour per account.
describe('POST /support-requests rate limits', () => {
  test('signed out: per address, then a localized 429 with Retry-After; other addresses carry on', async () => {
    const time = manualClock();
    t = await createTestApp({ clock: time.clock, trustProxy: true });
    for (let i = 0; i < 60; i += 1) {
      expect((await send(REQUEST, { from: '203.0.113.20' })).status).toBe(201);
      time.advance(30_000);
    }
    const refused = await send(REQUEST, { from: '198.51.100.1, 203.0.113.20' });
    expect(refused.status).toBe(429);
    // The first request (at 0) leaves the hour in 30 minutes.
    expect(refused.headers.get('retry-after')).toBe('1800');
    expect(await refused.json()).toEqual({ message: SUPPORT_MESSAGES.tooMany });
    expect((await send(REQUEST, { from: '203.0.113.21' })).status).toBe(201);

    time.advance(1_800_000);
    expect((await send(REQUEST, { from: '203.0.113.20' })).status).toBe(201);
  });

  test('signed in: per account, whatever the address, and not against the address', async () => {
    const time = manualClock();
    t = await createTestApp({ clock: time.clock, trustProxy: true });
    const sara = await signUpUser(t.app);
    const omar = await signUpUser(t.app);
    for (let i = 0; i < 10; i += 1) {
      const response = await send(REQUEST, { token: sara.accessToken, from: `203.0.113.${i}` });
      expect(response.status).toBe(201);
    }
    const refused = await send(REQUEST, { token: sara.accessToken, from: '203.0.113.99' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(((await refused.json()) as ErrorBody).message).toEqual(SUPPORT_MESSAGES.tooMany);
    // A classmate on the same address, and a signed-out visitor there, are not affected.
    expect((await send(REQUEST, { token: omar.accessToken, from: '203.0.113.0' })).status).toBe(201);
    expect((await send(REQUEST, { from: '203.0.113.0' })).status).toBe(201);
  });

  test('invalid requests are refused before they count', async () => {
    t = await createTestApp({ trustProxy: true });
    for (let i = 0; i < 70; i += 1) {
      expect((await send({ subject: 'x', message: 'y' }, { from: '203.0.113.30' })).status).toBe(400);
    }
    expect((await send(REQUEST, { from: '203.0.113.30' })).status).toBe(201);
  });
});

describe('POST /support-requests text rules', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });

  // The rules' predicates, as the API words them after the field's name.
  const RULES = {
    control: { en: 'must not contain control characters', ar: 'يجب ألا يحتوي على محارف تحكم' },
    lineBreaksOnly: {
      en: 'must not contain control characters other than line breaks and tabs',
      ar: 'يجب ألا يحتوي على محارف تحكم غير فواصل الأسطر ومسافات الجدولة',
    },
    surrogate: {
      en: 'must not contain broken characters (unpaired UTF-16 surrogates)',
      ar: 'يجب ألا يحتوي على محارف تالفة (أنصاف أزواج بديلة في UTF-16)',
    },
  };
  const cases: [label: string, field: 'subject' | 'message', value: string, rule: keyof typeof RULES][] = [
    ['a subject with a line break', 'subject', 'Quiz\nbroken', 'control'],
    ['a subject with an escape character', 'subject', 'Quiz \u001b[31mred', 'control'],
    ['a message with a NUL', 'message', 'The quiz page\u0000 stays blank.', 'lineBreaksOnly'],
    ['a message with a C1 control', 'message', 'The quiz page\u0085 stays blank.', 'lineBreaksOnly'],
    ['a subject with a lone high surrogate', 'subject', 'Quiz \ud83d broken', 'surrogate'],
    ['a message with a lone low surrogate', 'message', 'The quiz page \ude00 stays blank.', 'surrogate'],
  ];

  test.each(cases)('refuses %s with a localized 400 naming the field', async (_label, field, value, rule) => {
    const response = await send({ ...REQUEST, [field]: value });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    const message = { en: `${field} ${RULES[rule].en}`, ar: `الحقل ${field} ${RULES[rule].ar}` };
    expect(body.issues).toEqual([{ field, message }]);
    expect(body.message.en).toContain(message.en);
    expect(body.message.ar).toContain(message.ar);
  });

  test('keeps line breaks and tabs in the message, emoji and Arabic anywhere', async () => {
    const body = {
      subject: 'الاختبار لا يبدأ 😕',
      message: 'Steps:\r\n\t1. Open the quiz\n\t2. Press start 👩🏽‍🎓\nNothing happens.',
    };
    const response = await send(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject(body);
  });
});

import { createTestApp, requestJson, signUpUser, type TestApp } from '../testing.ts';

interface ErrorBody {
  message: { en: string; ar: string };
  issues: { field: string; message: { en: string; ar: string } }[];
}

let t: TestApp;
let token: string;
let userId: string;
beforeEach(async () => {
  t = await createTestApp({ clock: () => new Date('2025-03-01T08:00:00.000Z') });
  const signedIn = await signUpUser(t.app, {
    username: 'Sara',
    email: 'sara@example.com',
    phone: '+966501234567',
  });
  token = signedIn.accessToken;
  userId = signedIn.user._id;
});
afterEach(async () => {
  await t.close();
});

const patch = (body: unknown, as: string | undefined = token) =>
  requestJson(t.app, 'PATCH', '/me', { token: as, body });
const me = async () =>
  (await (await requestJson(t.app, 'GET', '/me', { token })).json()) as Record<string, unknown>;

describe('PATCH /me', () => {
  test('changes the username (trimmed) and the phone (spaces removed); answers the user', async () => {
    const response = await patch({ username: '  Sara Alqahtani ', phone: '+966 55 765 4321' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const user = (await response.json()) as Record<string, unknown>;
    expect(user).toEqual({
      _id: userId,
      username: 'Sara Alqahtani',
      email: 'sara@example.com',
      phone: '+966557654321',
      roles: ['user'],
      hasOnBoarded: false,
      createdAt: '2025-03-01T08:00:00.000Z',
    });
    expect(await me()).toEqual(user);
  });

  test('one field at a time leaves the other as it was', async () => {
    expect(await (await patch({ username: 'Noura' })).json()).toMatchObject({
      username: 'Noura',
      phone: '+966501234567',
    });
    expect(await (await patch({ phone: '0551234567' })).json()).toMatchObject({
      username: 'Noura',
      phone: '0551234567',
    });
  });

  test.each([null, '', '   '])('phone %p removes the phone', async (phone) => {
    const response = await patch({ phone });
    expect(response.status).toBe(200);
    expect(await response.json()).not.toHaveProperty('phone');
    expect(await t.store.users.findById(userId)).not.toHaveProperty('phone');
  });

  test('creates a "profile updated" notification', async () => {
    await patch({ username: 'Noura' });
    const page = (await (await requestJson(t.app, 'GET', '/notifications/list', { token })).json()) as {
      notifications: { type: string; message: { en: string; ar: string } }[];
    };
    expect(page.notifications[0]).toMatchObject({
      type: 'notification',
      message: { en: 'Your profile details were updated.', ar: 'تم تحديث بيانات ملفك الشخصي.' },
    });
  });

  type Case = [label: string, body: unknown, field: string, en: string];
  const cases: Case[] = [
    ['a one-letter username', { username: 'S' }, 'username', 'username must be at least 2 characters long'],
    [
      'a username with a control character',
      { username: 'Sa\u0000ra' },
      'username',
      'username must not contain control characters',
    ],
    [
      'a username with an unpaired surrogate',
      { username: 'Sa\udc00ra' },
      'username',
      'username must not contain broken characters (unpaired UTF-16 surrogates)',
    ],
    [
      'a bad phone',
      { phone: '12345' },
      'phone',
      'phone must be a phone number of 8 to 15 digits, optionally starting with + (for example +966 50 123 4567)',
    ],
    [
      'a new e-mail',
      { email: 'new@example.com' },
      'email',
      'email cannot be changed: a new e-mail address must be verified first, which is not available yet',
    ],
    ['roles', { username: 'Sara', roles: ['admin'] }, 'roles', 'roles is not an allowed field'],
    [
      'hasOnBoarded',
      { hasOnBoarded: true, phone: null },
      'hasOnBoarded',
      'hasOnBoarded is not an allowed field',
    ],
    ['an empty body', {}, '', 'The request body must contain username or phone'],
  ];

  test.each(cases)('refuses %s with a 400 naming the field', async (_label, body, field, en) => {
    const response = await patch(body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as ErrorBody;
    expect(error.issues).toEqual([{ field, message: { en, ar: expect.any(String) } }]);
    expect(error.issues[0]?.message.ar).toContain(field === '' ? 'username أو phone' : `الحقل ${field}`);
    expect(await me()).toMatchObject({
      username: 'Sara',
      email: 'sara@example.com',
      phone: '+966501234567',
      roles: ['user'],
    });
  });

  test('needs a bearer token', async () => {
    expect((await requestJson(t.app, 'PATCH', '/me', { body: { username: 'Noura' } })).status).toBe(401);
  });
});

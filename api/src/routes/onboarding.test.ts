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
  const signedIn = await signUpUser(t.app, { email: 'sara@example.com', username: 'Sara' });
  token = signedIn.accessToken;
  userId = signedIn.user._id;
});
afterEach(async () => {
  await t.close();
});

const put = (body: unknown) => requestJson(t.app, 'PUT', '/onboarding', { body, token });

const SCHOOL = { educationLevel: 'school', grade: 11, voice: 'female', ttsSpeed: 1 };
const UNIVERSITY = { educationLevel: 'university', universityYear: 2, voice: 'male', ttsSpeed: 1.5 };

describe('PUT /onboarding', () => {
  test('school: stores the answers and sets hasOnBoarded; GET /me shows them', async () => {
    const response = await put(SCHOOL);
    expect(response.status).toBe(200);
    const user = (await response.json()) as Record<string, unknown>;
    expect(user).toEqual({
      _id: userId,
      username: 'Sara',
      email: 'sara@example.com',
      roles: ['user'],
      hasOnBoarded: true,
      educationLevel: 'school',
      grade: 11,
      voice: 'female',
      ttsSpeed: 1,
      createdAt: '2025-03-01T08:00:00.000Z',
    });
    expect(await (await requestJson(t.app, 'GET', '/me', { token })).json()).toEqual(user);
    expect(await t.store.users.findById(userId)).toMatchObject({ updatedAt: '2025-03-01T08:00:00.000Z' });
  });

  test('university, then school again: the other level’s field is dropped each time', async () => {
    const university = await put(UNIVERSITY);
    expect(university.status).toBe(200);
    const asStudent = (await university.json()) as Record<string, unknown>;
    expect(asStudent).toMatchObject({
      educationLevel: 'university',
      universityYear: 2,
      voice: 'male',
      ttsSpeed: 1.5,
    });
    expect(asStudent).not.toHaveProperty('grade');

    const school = (await (await put({ ...SCHOOL, grade: 12 })).json()) as Record<string, unknown>;
    expect(school).toMatchObject({ educationLevel: 'school', grade: 12, hasOnBoarded: true });
    expect(school).not.toHaveProperty('universityYear');
    expect(await t.store.users.findById(userId)).not.toHaveProperty('universityYear');
  });

  test.each([10, 12])('accepts grade %i', async (grade) => {
    expect((await put({ ...SCHOOL, grade })).status).toBe(200);
  });

  test.each([1, 6])('accepts university year %i', async (universityYear) => {
    expect((await put({ ...UNIVERSITY, universityYear })).status).toBe(200);
  });

  test.each([0.5, 2])('accepts ttsSpeed %d', async (ttsSpeed) => {
    expect((await put({ ...SCHOOL, ttsSpeed })).status).toBe(200);
  });

  type Case = [label: string, body: Record<string, unknown>, field: string, en: string, ar: string];
  const { grade: _grade, ...schoolWithoutGrade } = SCHOOL;
  const { universityYear: _year, ...universityWithoutYear } = UNIVERSITY;
  const cases: Case[] = [
    ['school without grade', schoolWithoutGrade, 'grade', 'grade is required', 'الحقل grade مطلوب'],
    [
      'school with grade 9',
      { ...SCHOOL, grade: 9 },
      'grade',
      'grade must be one of: 10, 11, 12',
      'الحقل grade يجب أن تكون قيمته إحدى القيم: 10، 11، 12',
    ],
    [
      'school with grade "11" as text',
      { ...SCHOOL, grade: '11' },
      'grade',
      'grade must be one of: 10, 11, 12',
      'الحقل grade يجب أن تكون قيمته إحدى القيم',
    ],
    [
      'school with a universityYear',
      { ...SCHOOL, universityYear: 2 },
      'universityYear',
      'universityYear is not an allowed field',
      'الحقل universityYear غير مسموح به',
    ],
    [
      'university without universityYear',
      universityWithoutYear,
      'universityYear',
      'universityYear is required',
      'الحقل universityYear مطلوب',
    ],
    [
      'university with a grade',
      { ...UNIVERSITY, grade: 11 },
      'grade',
      'grade is not an allowed field',
      'الحقل grade غير مسموح به',
    ],
    [
      'university year 0',
      { ...UNIVERSITY, universityYear: 0 },
      'universityYear',
      'universityYear must be at least 1',
      'الحقل universityYear يجب ألا تقل قيمته عن 1',
    ],
    [
      'university year 7',
      { ...UNIVERSITY, universityYear: 7 },
      'universityYear',
      'universityYear must be at most 6',
      'الحقل universityYear يجب ألا تزيد قيمته على 6',
    ],
    [
      'university year 2.5',
      { ...UNIVERSITY, universityYear: 2.5 },
      'universityYear',
      'universityYear must be a whole number',
      'الحقل universityYear يجب أن تكون قيمته عددًا صحيحًا',
    ],
    [
      'no education level',
      { voice: 'male', ttsSpeed: 1 },
      'educationLevel',
      'educationLevel is required',
      'الحقل educationLevel مطلوب',
    ],
    [
      'an unknown education level',
      { ...SCHOOL, educationLevel: 'kindergarten' },
      'educationLevel',
      'educationLevel must be one of: school, university',
      'الحقل educationLevel يجب أن تكون قيمته إحدى القيم: school، university',
    ],
    [
      'a bad voice',
      { ...SCHOOL, voice: 'robot' },
      'voice',
      'voice must be one of: male, female',
      'الحقل voice يجب أن تكون قيمته إحدى القيم: male، female',
    ],
    ['a missing voice', { ...SCHOOL, voice: undefined }, 'voice', 'voice is required', 'الحقل voice مطلوب'],
    [
      'ttsSpeed below 0.5',
      { ...SCHOOL, ttsSpeed: 0.25 },
      'ttsSpeed',
      'ttsSpeed must be at least 0.5',
      'الحقل ttsSpeed يجب ألا تقل قيمته عن 0.5',
    ],
    [
      'ttsSpeed above 2',
      { ...SCHOOL, ttsSpeed: 2.5 },
      'ttsSpeed',
      'ttsSpeed must be at most 2',
      'الحقل ttsSpeed يجب ألا تزيد قيمته على 2',
    ],
    [
      'ttsSpeed as text',
      { ...UNIVERSITY, ttsSpeed: 'fast' },
      'ttsSpeed',
      'ttsSpeed must be a number',
      'الحقل ttsSpeed يجب أن تكون قيمته رقمًا',
    ],
  ];

  test.each(cases)('refuses %s with a 400 naming the field', async (_label, body, field, en, ar) => {
    const response = await put(body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as ErrorBody;
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]?.field).toBe(field);
    expect(error.issues[0]?.message.en).toBe(en);
    expect(error.issues[0]?.message.ar).toContain(ar);
    expect(error.message.en).toBe(`Invalid request data: ${en}`);
    expect(await t.store.users.findById(userId)).toMatchObject({ hasOnBoarded: false });
    expect(await t.store.users.findById(userId)).not.toHaveProperty('educationLevel');
  });

  test('needs a signed-in user (401 before validation)', async () => {
    const response = await requestJson(t.app, 'PUT', '/onboarding', { body: { educationLevel: 'nonsense' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: { en: 'Please sign in to continue', ar: 'يرجى تسجيل الدخول للمتابعة' },
    });
  });
});

describe('GET /me', () => {
  test('is the signed-in user with the documented fields only, never cached', async () => {
    const response = await requestJson(t.app, 'GET', '/me', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const user = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(user)).toEqual(['_id', 'username', 'email', 'roles', 'hasOnBoarded', 'createdAt']);
  });
});

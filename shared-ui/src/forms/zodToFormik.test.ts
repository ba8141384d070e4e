import { z } from 'zod';
import en from '../i18n/common.en.json';
import ar from '../i18n/common.ar.json';
import { i18n, initI18n } from '../i18n';
import { bus } from '../bus';
import { isStrongPassword } from './password';
import { issueKey, issuesToFormikErrors, zodToFormik } from './zodToFormik';

afterAll(() => bus.close());

// A sign-up-like schema whose messages are i18n keys, as the apps write them.
const required = () => z.string().trim().min(1, 'validation.required');
const signUp = z.object({
  username: required().min(2, 'validation.usernameTooShort').max(50, 'validation.usernameTooLong'),
  email: required().pipe(z.email({ error: 'validation.emailInvalid' })),
  password: z
    .string()
    .min(1, 'validation.required')
    .max(128, 'validation.passwordTooLong')
    .refine(isStrongPassword, 'validation.passwordRules'),
  phone: z
    .string()
    .optional()
    .refine((v) => !v || /^\+?[0-9]{8,15}$/.test(v), 'validation.phoneInvalid'),
});

type Messages = Record<string, unknown>;
const keyExists = (messages: Messages, key: string) =>
  typeof key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages) ===
  'string';

describe('zodToFormik', () => {
  const validate = zodToFormik(signUp);

  it('returns no errors for valid values', () => {
    expect(
      validate({ username: 'Sara Ali', email: 'sara@example.com', password: 'Passw0rd!', phone: '' }),
    ).toEqual({});
  });

  it('says "required" for every empty or blank field, whatever rule failed', () => {
    expect(validate({ username: '   ', email: '', password: '', phone: '' })).toEqual({
      username: 'validation.required',
      email: 'validation.required',
      password: 'validation.required',
    });
  });

  it('says "required" for a missing field (zod reports a type error)', () => {
    const schema = z.object({ name: z.string(), age: z.number() });
    expect(zodToFormik(schema)({} as { name: string; age: number })).toEqual({
      name: 'validation.required',
      age: 'validation.required',
    });
  });

  it("gives the schema's own key for an invalid value, one error per field", () => {
    expect(validate({ username: 'S', email: 'not-an-email', password: 'password', phone: '12' })).toEqual({
      username: 'validation.usernameTooShort',
      email: 'validation.emailInvalid',
      password: 'validation.passwordRules',
      phone: 'validation.phoneInvalid',
    });
    expect(
      validate({ username: 'x'.repeat(51), email: 'a@b.co', password: 'Aa1!'.repeat(33), phone: '' }),
    ).toEqual({ username: 'validation.usernameTooLong', password: 'validation.passwordTooLong' });
  });

  it('falls back to "invalid" for a message that is not an i18n key', () => {
    const schema = z.object({ n: z.number().min(3) });
    expect(zodToFormik(schema)({ n: 1 })).toEqual({ n: 'validation.invalid' });
    expect(issueKey({ path: ['n'], message: 'Too small: expected number to be >=3' }, { n: 1 })).toBe(
      'validation.invalid',
    );
    expect(issueKey({ path: ['n'], message: 'shell:onboarding.errors.grade' }, { n: 1 })).toBe(
      'shell:onboarding.errors.grade',
    );
  });

  it('nests errors of nested fields and arrays as formik expects', () => {
    const schema = z.object({
      profile: z.object({ email: required().pipe(z.email({ error: 'validation.emailInvalid' })) }),
      tags: z.array(required()),
    });
    expect(zodToFormik(schema)({ profile: { email: 'x' }, tags: ['ok', ''] })).toEqual({
      profile: { email: 'validation.emailInvalid' },
      tags: [undefined, 'validation.required'],
    });
    expect(Array.isArray(zodToFormik(schema)({ profile: { email: 'a@b.co' }, tags: [''] }).tags)).toBe(true);
    expect(issuesToFormikErrors([{ path: [], message: 'validation.invalid' }], {})).toEqual({});
  });

  it('translates with the given function', async () => {
    await initI18n('ar');
    const translated = zodToFormik(signUp, { translate: (key) => i18n.t(key) })({
      username: '',
      email: 'x',
      password: 'abc',
      phone: '',
    });
    expect(translated).toEqual({
      username: 'هذا الحقل مطلوب',
      email: ar.validation.emailInvalid,
      password: ar.validation.passwordRules,
    });
    await initI18n('en');
  });

  it('has every validation key in both languages', () => {
    const errors = [
      validate({ username: '', email: 'x', password: 'abc', phone: '1' }),
      validate({ username: 'x', email: '', password: 'x'.repeat(200), phone: '' }),
      validate({ username: 'x'.repeat(99), email: 'y', password: '', phone: '' }),
    ];
    const keys = errors.flatMap((e) => Object.values(e) as string[]);
    expect(new Set(keys).size).toBeGreaterThanOrEqual(7);
    for (const key of [...keys, 'validation.invalid', 'validation.choose']) {
      expect(keyExists(en, key)).toBe(true);
      expect(keyExists(ar, key)).toBe(true);
    }
  });
});

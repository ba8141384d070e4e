import { zodToFormik } from '@nibras/shared-ui/extra';
import { z } from 'zod';
import {
  currentPasswordSchema,
  emailSchema,
  newPasswordSchema,
  optionalPhoneSchema,
  toAsciiDigits,
  usernameSchema,
} from './schemas';

describe('account field schemas', () => {
  const validate = zodToFormik(
    z.object({
      username: usernameSchema,
      email: emailSchema,
      password: newPasswordSchema,
      phone: optionalPhoneSchema,
    }),
  );

  it('give "required" for blank fields and their own key otherwise', () => {
    expect(validate({ username: ' ', email: '', password: '', phone: '' })).toEqual({
      username: 'validation.required',
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(validate({ username: 'S', email: 'x@', password: 'weak', phone: '123' })).toEqual({
      username: 'validation.usernameTooShort',
      email: 'validation.emailInvalid',
      password: 'validation.passwordRules',
      phone: 'validation.phoneInvalid',
    });
  });

  it('refuse control characters and unpaired surrogates in the username, as the API does', () => {
    for (const username of ['Sara\u0007', 'Sa\u0000ra', 'Sara \ud83d', 'Sara \ude00 Ali', 'Sara\u0085']) {
      expect(validate({ username, email: 'sara@example.com', password: 'Str0ng!pass', phone: '' })).toEqual({
        username: 'validation.usernameCharacters',
      });
    }
    // Emoji (a surrogate pair), Arabic and punctuation are fine.
    expect(usernameSchema.parse("سارة 👩🏽‍🎓 O'Neil-Ali")).toBe("سارة 👩🏽‍🎓 O'Neil-Ali");
  });

  it('trim the e-mail and the username', () => {
    expect(emailSchema.parse('  sara@example.com ')).toBe('sara@example.com');
    expect(usernameSchema.parse('  Sara Ali ')).toBe('Sara Ali');
  });

  it('accept Saudi and international phone numbers of 8 to 15 digits, typed with Arabic digits too', () => {
    expect(optionalPhoneSchema.parse('050 123 4567')).toBe('0501234567');
    expect(optionalPhoneSchema.parse('+966 50-123-4567')).toBe('+966501234567');
    expect(optionalPhoneSchema.parse('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(optionalPhoneSchema.parse('')).toBeUndefined();
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
    expect(optionalPhoneSchema.safeParse('1234567').success).toBe(false);
    expect(optionalPhoneSchema.safeParse('12345678').success).toBe(true);
    expect(optionalPhoneSchema.safeParse('0501234567890123').success).toBe(false);
    expect(optionalPhoneSchema.safeParse('05O1234567').success).toBe(false);
  });

  it('convert both Arabic-Indic digit sets', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ abc')).toBe('0123456789 0123456789 abc');
  });

  it('ask only that the current password is given', () => {
    expect(currentPasswordSchema.safeParse('x').success).toBe(true);
    expect(currentPasswordSchema.safeParse('').success).toBe(false);
  });
});

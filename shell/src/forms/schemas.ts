// Field schemas of the account forms (sign-in, sign-up). Messages are i18n keys of the
// `common` namespace, resolved when a field renders. Here rather than in shared-ui so that
// zod loads with the forms, not on every first visit; the rules mirror the API's.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, isStrongPassword } from '@nibras/shared-ui/extra';

export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;

/** Arabic-Indic (U+0660) and Eastern Arabic-Indic (U+06F0) digits, as an Arabic keyboard types them. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The same text with Arabic-Indic digits written as ASCII digits. */
export function toAsciiDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** A required text: blank (or only spaces) is "This field is required". */
export const requiredText = () =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required');

export const emailSchema = requiredText()
  .max(EMAIL_MAX_LENGTH, 'validation.emailInvalid')
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** A new password: every checklist rule. */
export const newPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong')
  .refine(isStrongPassword, 'validation.passwordRules');

/** The password of an existing account: only required (the server judges it). */
export const currentPasswordSchema = z.string({ error: 'validation.required' }).min(1, 'validation.required');

/**
 * A control character or an unpaired UTF-16 surrogate (half of an emoji, e.g. left by a cut paste):
 * the API refuses both in free text (api/src/text.ts).
 */
const BROKEN_TEXT = /[\p{Cc}\p{Cs}]/u;

export const usernameSchema = requiredText()
  .min(USERNAME_MIN_LENGTH, 'validation.usernameTooShort')
  .max(USERNAME_MAX_LENGTH, 'validation.usernameTooLong')
  .refine((value) => !BROKEN_TEXT.test(value), 'validation.usernameCharacters');

/** The phone number as sent: ASCII digits, no spaces or dashes (`+966 50-123 4567` -> `+966501234567`). */
export const normalisePhone = (value: string): string => toAsciiDigits(value).replace(/[\s-]/g, '');

/** An optional phone number: 8 to 15 digits with an optional leading + (as the API); empty becomes undefined. */
export const optionalPhoneSchema = z
  .string()
  .optional()
  .transform((value) => normalisePhone(value ?? ''))
  .refine((value) => value === '' || /^\+?[0-9]{8,15}$/.test(value), 'validation.phoneInvalid')
  .transform((value) => (value === '' ? undefined : value));

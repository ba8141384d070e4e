// The settings forms' schemas (zod 4; messages are i18n keys, resolved when a field renders).
// The username and phone rules mirror the API's and the shell's sign-up form
// (shell/src/forms/schemas.ts, which a remote cannot import).
import { z } from 'zod';
import { GRADES, TTS_SPEED, UNIVERSITY_YEARS, type LearningAnswerValues } from '@nibras/shared-ui/extra';

/** Arabic-Indic (U+0660) and Eastern Arabic-Indic (U+06F0) digits, as an Arabic keyboard types them. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const toAsciiDigits = (text: string): string =>
  text.replace(ARABIC_DIGITS, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });

/** The phone number as sent: ASCII digits, no spaces or dashes (`+966 50-123 4567` -> `+966501234567`). */
export const normalisePhone = (value: string): string => toAsciiDigits(value).replace(/[\s-]/g, '');

const requiredText = () => z.string({ error: 'validation.required' }).trim().min(1, 'validation.required');

export const profileSchema = z.object({
  username: requiredText()
    .min(2, 'validation.usernameTooShort')
    .max(50, 'validation.usernameTooLong')
    .refine((v) => !CONTROL_CHARACTERS.test(v), 'validation.invalid'),
  phone: z
    .string()
    .transform((value) => normalisePhone(value))
    .refine((value) => value === '' || /^\+?[0-9]{8,15}$/.test(value), 'validation.phoneInvalid'),
});
export type ProfileValues = z.input<typeof profileSchema>;

export const SUBJECT = { min: 3, max: 120 } as const;
export const MESSAGE = { min: 10, max: 5000 } as const;

/** The support request (POST /support-requests: subject 3-120, message 10-5000). */
export const supportSchema = z.object({
  subject: requiredText()
    .min(SUBJECT.min, 'settings:helpSupport.form.errors.subjectShort')
    .max(SUBJECT.max, 'settings:helpSupport.form.errors.subjectLong'),
  message: requiredText()
    .min(MESSAGE.min, 'settings:helpSupport.form.errors.messageShort')
    .max(MESSAGE.max, 'settings:helpSupport.form.errors.messageLong'),
});
export type SupportValues = z.input<typeof supportSchema>;

/** The onboarding answers, edited again (PUT /onboarding). */
export const learningSchema = z
  .object({
    educationLevel: z.enum(['school', 'university'], { error: 'settings:learningPreferences.errors.level' }),
    grade: z.number().nullable(),
    universityYear: z.number().nullable(),
    voice: z.enum(['male', 'female'], { error: 'settings:learningPreferences.errors.voice' }),
    ttsSpeed: z.number().min(TTS_SPEED.min).max(TTS_SPEED.max),
  })
  .superRefine((v, ctx) => {
    if (v.educationLevel === 'school' && !(GRADES as readonly number[]).includes(v.grade ?? -1)) {
      ctx.addIssue({ code: 'custom', path: ['grade'], message: 'settings:learningPreferences.errors.grade' });
    }
    if (
      v.educationLevel === 'university' &&
      !(UNIVERSITY_YEARS as readonly number[]).includes(v.universityYear ?? -1)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['universityYear'],
        message: 'settings:learningPreferences.errors.year',
      });
    }
  });

/** The form's answers, each null until chosen. */
export type LearningValues = LearningAnswerValues;

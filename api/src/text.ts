import type { z } from '@hono/zod-openapi';
import { localizedCheck, type LocalizedText } from './errors.ts';

// The one rule for free text the API stores and shows again (usernames, support requests): letters,
// digits, spaces and punctuation in any script, but no control characters (they break logs, e-mails
// and UIs) and no unpaired UTF-16 surrogates (half of an emoji: not text, and an error when encoded
// as UTF-8). `\p{Cs}` in a `u` regex matches exactly the unpaired ones (the test of
// String.prototype.isWellFormed, which the ES2023 lib this project targets does not declare).

/** Any C0/C1 control character. */
const CONTROL = /\p{Cc}/u;
/** A control character other than tab, line feed and carriage return. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
const UNPAIRED_SURROGATE = /\p{Cs}/u;

export const TEXT_MESSAGES = {
  control: { en: 'must not contain control characters', ar: 'يجب ألا يحتوي على محارف تحكم' },
  controlButLineBreaks: {
    en: 'must not contain control characters other than line breaks and tabs',
    ar: 'يجب ألا يحتوي على محارف تحكم غير فواصل الأسطر ومسافات الجدولة',
  },
  unpairedSurrogate: {
    en: 'must not contain broken characters (unpaired UTF-16 surrogates)',
    ar: 'يجب ألا يحتوي على محارف تالفة (أنصاف أزواج بديلة في UTF-16)',
  },
} as const satisfies Record<string, LocalizedText>;

/**
 * Adds the free-text rule to a string schema, one issue per broken rule on the field:
 * `cleanText(z.string().trim().min(2).max(50))`, or `{ multiline: true }` for a message body.
 */
export function cleanText<S extends z.ZodString>(schema: S, options: { multiline?: boolean } = {}): S {
  const control = options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL;
  return schema
    .refine(
      (value) => !control.test(value),
      localizedCheck(options.multiline ? TEXT_MESSAGES.controlButLineBreaks : TEXT_MESSAGES.control),
    )
    .refine((value) => !UNPAIRED_SURROGATE.test(value), localizedCheck(TEXT_MESSAGES.unpairedSurrogate));
}

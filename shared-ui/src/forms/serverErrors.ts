// The API's validation answers, as errors per form field. Free of any form library, so
// every package can use it whatever renders its forms.
import type { LocalizedText } from '../types';
import { ApiError } from '../api-client';

/** What a form keeps in formik's `status` (the shell's FormField reads it). */
export interface FormStatus {
  /** Errors the server reported, per field name. */
  serverErrors?: Partial<Record<string, LocalizedText>>;
  /** An error about the whole form (e.g. wrong e-mail or password). */
  formError?: LocalizedText;
}

/** The API's per-field validation errors (`issues`), keyed by field name; the first per field wins. */
export function serverFieldErrors(error: unknown): Partial<Record<string, LocalizedText>> {
  if (!(error instanceof ApiError)) return {};
  const issues = (error.body as { issues?: unknown } | null)?.issues;
  const out: Partial<Record<string, LocalizedText>> = {};
  if (!Array.isArray(issues)) return out;
  for (const issue of issues as { field?: unknown; message?: Partial<LocalizedText> }[]) {
    const message = issue.message;
    if (
      typeof issue.field === 'string' &&
      typeof message?.en === 'string' &&
      typeof message.ar === 'string'
    ) {
      out[issue.field] ??= { en: message.en, ar: message.ar };
    }
  }
  return out;
}

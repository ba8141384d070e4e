// How an API failure of sign-in or sign-up reaches the student: wrong credentials as a
// message over the form, a taken e-mail or invalid fields under those fields, anything
// else (too many attempts, no network, server error) as an error toast.
import { ApiError, GENERIC_ERROR, type LocalizedText } from '@nibras/shared-ui';
import { serverFieldErrors, type FormStatus } from '@nibras/shared-ui/extra';

export type AuthFailure = { kind: 'form'; status: FormStatus } | { kind: 'toast'; text: LocalizedText };

export function describeAuthFailure(error: unknown, fields: readonly string[]): AuthFailure {
  if (!(error instanceof ApiError)) return { kind: 'toast', text: GENERIC_ERROR };
  if (error.status === 401) return { kind: 'form', status: { formError: error.text } };
  if (error.status === 409) return { kind: 'form', status: { serverErrors: { email: error.text } } };
  if (error.status === 400) {
    const known = Object.fromEntries(
      Object.entries(serverFieldErrors(error)).filter(([field]) => fields.includes(field)),
    );
    if (Object.keys(known).length > 0) return { kind: 'form', status: { serverErrors: known } };
  }
  return { kind: 'toast', text: error.text };
}

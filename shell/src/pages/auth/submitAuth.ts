import type { FormikHelpers } from 'formik';
import { toast, useSessionStore, type AuthPayload, type FormStatus } from '@nibras/shared-ui';
import { api } from '../../services';
import { markJustSignedIn, type AuthMode } from '../../session/postAuth';
import { describeAuthFailure } from './authErrors';

const PATHS: Record<AuthMode, string> = { 'sign-in': '/auth/sign-in', 'sign-up': '/auth/sign-up' };

/**
 * Calls the API; on success stores user and token (the guard then shows the success
 * screen), on failure puts the server's words where they belong.
 */
export async function submitAuth<Values>(
  mode: AuthMode,
  body: object,
  helpers: FormikHelpers<Values>,
  fields: readonly string[],
): Promise<void> {
  helpers.setStatus({} satisfies FormStatus);
  try {
    const payload = await api.post<AuthPayload>(PATHS[mode], body);
    markJustSignedIn(mode);
    useSessionStore.getState().login(payload.user, payload.accessToken);
  } catch (error) {
    const failure = describeAuthFailure(error, fields);
    if (failure.kind === 'toast') {
      toast.error(failure.text);
      return;
    }
    helpers.setStatus(failure.status);
    const field = fields.find((name) => failure.status.serverErrors?.[name]);
    if (field) document.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }
}

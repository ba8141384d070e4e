import type { FormikHelpers } from '@nibras/shared-ui/extra';
import { toast, useSessionStore, type RequestBody } from '@nibras/shared-ui';
import { type FormStatus } from '@nibras/shared-ui/extra';
import { api } from '../../services';
import { markJustSignedIn, type AuthMode } from '../../session/postAuth';
import { describeAuthFailure } from './authErrors';

/** What each mode sends (the contract's SignIn and SignUp). */
interface AuthBodies {
  'sign-in': RequestBody<'/auth/sign-in', 'post'>;
  'sign-up': RequestBody<'/auth/sign-up', 'post'>;
}

const send = <M extends AuthMode>(mode: M, body: AuthBodies[M]) =>
  mode === 'sign-in'
    ? api.post('/auth/sign-in', body as AuthBodies['sign-in'])
    : api.post('/auth/sign-up', body as AuthBodies['sign-up']);

/**
 * Calls the API; on success stores user and token (the guard then shows the success
 * screen), on failure puts the server's words where they belong.
 */
export async function submitAuth<Values, M extends AuthMode>(
  mode: M,
  body: AuthBodies[M],
  helpers: FormikHelpers<Values>,
  fields: readonly string[],
): Promise<void> {
  helpers.setStatus({} satisfies FormStatus);
  try {
    const payload = await send(mode, body);
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

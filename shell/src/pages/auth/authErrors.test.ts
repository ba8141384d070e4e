import { ApiError, GENERIC_ERROR, NETWORK_ERROR } from '@nibras/shared-ui';
import { describeAuthFailure } from './authErrors';

const text = (en: string) => ({ en, ar: `ع ${en}` });
const FIELDS = ['username', 'email', 'phone', 'password'];

describe('describeAuthFailure', () => {
  it('puts wrong credentials over the form', () => {
    expect(describeAuthFailure(new ApiError(401, text('Wrong')), FIELDS)).toEqual({
      kind: 'form',
      status: { formError: text('Wrong') },
    });
  });

  it('puts a taken e-mail under the e-mail field, in the words of the top-level message', () => {
    const error = new ApiError(409, text('Taken'), {
      issues: [{ field: 'email', message: text('email is already registered') }],
    });
    expect(describeAuthFailure(error, FIELDS)).toEqual({
      kind: 'form',
      status: { serverErrors: { email: text('Taken') } },
    });
  });

  it('puts validation issues under their fields, and unknown fields in a toast', () => {
    const error = new ApiError(400, text('Invalid'), {
      issues: [
        { field: 'phone', message: text('Bad phone') },
        { field: 'nope', message: text('Ignored') },
      ],
    });
    expect(describeAuthFailure(error, FIELDS)).toEqual({
      kind: 'form',
      status: { serverErrors: { phone: text('Bad phone') } },
    });
    expect(
      describeAuthFailure(
        new ApiError(400, text('Invalid'), { issues: [{ field: 'x', message: text('X') }] }),
        FIELDS,
      ),
    ).toEqual({ kind: 'toast', text: text('Invalid') });
  });

  it('says rate limits, network and server errors in a toast', () => {
    expect(describeAuthFailure(new ApiError(429, text('Too many')), FIELDS)).toEqual({
      kind: 'toast',
      text: text('Too many'),
    });
    expect(describeAuthFailure(new ApiError(0, NETWORK_ERROR), FIELDS)).toEqual({
      kind: 'toast',
      text: NETWORK_ERROR,
    });
    expect(describeAuthFailure(new Error('boom'), FIELDS)).toEqual({ kind: 'toast', text: GENERIC_ERROR });
  });
});

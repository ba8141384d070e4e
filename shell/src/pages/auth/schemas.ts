// The sign-in and sign-up forms' schemas (zod 4; messages are i18n keys) and the bodies
// they send. They mirror the API's own rules, so the server rarely has to refuse.
import { z } from 'zod';
import {
  currentPasswordSchema,
  emailSchema,
  newPasswordSchema,
  optionalPhoneSchema,
  usernameSchema,
} from '../../forms/schemas';

export const signInSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type SignInValues = z.input<typeof signInSchema>;
export type SignInBody = z.output<typeof signInSchema>;

export const signUpSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  password: newPasswordSchema,
});
export type SignUpValues = { username: string; email: string; phone: string; password: string };
export type SignUpBody = z.output<typeof signUpSchema>;

/** The field order on screen (focus goes to the first invalid one). */
export const SIGN_IN_FIELDS = ['email', 'password'] as const;
export const SIGN_UP_FIELDS = ['username', 'email', 'phone', 'password'] as const;

import { createRoute, z } from '@hono/zod-openapi';
import { AUTH_MESSAGES, getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { localizedCheck, unauthorized } from '../errors.ts';
import { NOTIFICATION_TEXTS } from '../notifications/messages.ts';
import type { NotificationService } from '../notifications/service.ts';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import { PhoneSchema, UsernameSchema } from './auth.ts';
import { BEARER_SECURITY, errorResponses, toPublicUser, UserSchema } from './schemas.ts';

const getMe = createRoute({
  method: 'get',
  path: '/',
  tags: ['Account'],
  summary: 'The signed-in user',
  security: BEARER_SECURITY,
  responses: {
    200: { description: 'The user.', content: { 'application/json': { schema: UserSchema } } },
    ...errorResponses(401, 500),
  },
});

const EMAIL_NOT_EDITABLE = {
  en: 'cannot be changed: a new e-mail address must be verified first, which is not available yet',
  ar: 'لا يمكن تغييره: يجب التحقق من عنوان البريد الإلكتروني الجديد أولًا، وهذه الخدمة غير متاحة بعد',
};

export const ProfileChangesSchema = z
  .strictObject({
    username: UsernameSchema.optional(),
    phone: PhoneSchema.nullable()
      .transform((phone) => phone ?? null)
      .optional()
      .openapi({
        description: 'As at sign-up. `null` or an empty string removes the phone.',
        example: '+966 50 123 4567',
      }),
    email: z
      .unknown()
      .refine(() => false, localizedCheck(EMAIL_NOT_EDITABLE))
      .optional()
      .openapi({ description: 'Refused: changing the e-mail needs verification of the new address.' }),
  })
  .refine(
    // `email` counts, so that a body with only an e-mail gets the e-mail's own message.
    (changes) => changes.username !== undefined || changes.phone !== undefined || changes.email !== undefined,
    localizedCheck({ en: 'must contain username or phone', ar: 'يجب أن يحتوي على username أو phone' }),
  )
  .openapi('ProfileChanges');

const patchMe = createRoute({
  method: 'patch',
  path: '/',
  tags: ['Account'],
  summary: 'Change the username or the phone',
  description:
    'The same rules as sign-up. Other fields are refused by name; the e-mail cannot change yet (a new ' +
    'address needs verification). Creates a "profile updated" notification.',
  security: BEARER_SECURITY,
  request: { body: { required: true, content: { 'application/json': { schema: ProfileChangesSchema } } } },
  responses: {
    200: { description: 'The updated user.', content: { 'application/json': { schema: UserSchema } } },
    ...errorResponses(400, 401, 413, 415, 500),
  },
});

export interface MeRoutesDeps {
  auth: AuthService;
  store: Store;
  clock: () => Date;
  notifications: NotificationService;
}

export function meRoutes(deps: MeRoutesDeps) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router
    .openapi(getMe, (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(toPublicUser(getAuth(c).user), 200);
    })
    .openapi(patchMe, async (c) => {
      const { username, phone } = c.req.valid('json');
      const { user } = getAuth(c);
      const updated = await deps.store.users.updateProfile(
        user._id,
        { username, phone },
        deps.clock().toISOString(),
      );
      if (!updated) throw unauthorized(AUTH_MESSAGES.sessionEnded); // the account was deleted meanwhile
      await deps.notifications.notifyQuietly(user._id, {
        type: 'notification',
        message: NOTIFICATION_TEXTS.profileDetailsUpdated,
      });
      c.header('Cache-Control', 'no-store');
      return c.json(toPublicUser(updated), 200);
    });
}

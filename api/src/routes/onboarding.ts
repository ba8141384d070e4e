import { createRoute, z } from '@hono/zod-openapi';
import { AUTH_MESSAGES, getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { unauthorized } from '../errors.ts';
import { NOTIFICATION_TEXTS } from '../notifications/messages.ts';
import type { NotificationService } from '../notifications/service.ts';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import { VOICES } from '../store/users.ts';
import { BEARER_SECURITY, errorResponses, GradeSchema, toPublicUser, UserSchema } from './schemas.ts';

const common = {
  voice: z.enum(VOICES).openapi({ description: 'Voice of the text-to-speech reader.' }),
  ttsSpeed: z
    .number()
    .min(0.5)
    .max(2)
    .openapi({ description: 'Text-to-speech rate: 0.5 (slow) to 2 (fast); 1 is normal.', example: 1 }),
};

// Strict objects: `universityYear` is refused for school and `grade` for university, by name.
const SchoolAnswersSchema = z
  .strictObject({
    educationLevel: z.literal('school'),
    grade: GradeSchema,
    ...common,
  })
  .openapi('SchoolOnboarding');

const UniversityAnswersSchema = z
  .strictObject({
    educationLevel: z.literal('university'),
    universityYear: z.number().int().min(1).max(6).openapi({ example: 2 }),
    ...common,
  })
  .openapi('UniversityOnboarding');

export const OnboardingSchema = z
  .discriminatedUnion('educationLevel', [SchoolAnswersSchema, UniversityAnswersSchema])
  .openapi('Onboarding', {
    description:
      'School students give `grade` (10-12) and no `universityYear`; university students give ' +
      '`universityYear` (1-6) and no `grade`.',
  });

const putOnboarding = createRoute({
  method: 'put',
  path: '/',
  tags: ['Account'],
  summary: 'Save the onboarding answers',
  description:
    'Stores the answers (replacing earlier ones) and sets `hasOnBoarded: true`. The first completion ' +
    'creates an "onboarding completed" notification (type `progress`).',
  security: BEARER_SECURITY,
  request: { body: { required: true, content: { 'application/json': { schema: OnboardingSchema } } } },
  responses: {
    200: { description: 'The updated user.', content: { 'application/json': { schema: UserSchema } } },
    ...errorResponses(400, 401, 413, 415, 500),
  },
});

export interface OnboardingRoutesDeps {
  store: Store;
  auth: AuthService;
  clock: () => Date;
  notifications: NotificationService;
}

export function onboardingRoutes(deps: OnboardingRoutesDeps) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router.openapi(putOnboarding, async (c) => {
    const answers = c.req.valid('json');
    const { user } = getAuth(c);
    const updated = await deps.store.users.completeOnboarding(user._id, answers, deps.clock().toISOString());
    if (!updated) throw unauthorized(AUTH_MESSAGES.sessionEnded); // the account was deleted meanwhile
    if (!user.hasOnBoarded) {
      await deps.notifications.notifyQuietly(user._id, {
        type: 'progress',
        message: NOTIFICATION_TEXTS.onboardingCompleted,
      });
    }
    c.header('Cache-Control', 'no-store');
    return c.json(toPublicUser(updated), 200);
  });
}

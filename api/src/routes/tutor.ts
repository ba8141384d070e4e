import { createRoute, z } from '@hono/zod-openapi';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { createRouter } from '../router.ts';
import type { TutorService } from '../tutor/service.ts';
import { MAX_IMAGE_BYTES } from '../uploads/images.ts';
import { ProviderInfoSchema } from './ai-conversations.ts';
import { BEARER_SECURITY, errorResponses } from './schemas.ts';

const TutorStatusSchema = z
  .object({
    provider: ProviderInfoSchema,
    allowance: z
      .object({
        limit: z.number().int().openapi({ description: 'Messages per day.', example: 200 }),
        used: z.number().int().openapi({ description: 'Messages used today.', example: 12 }),
        renewsAt: z.string().openapi({
          description: 'The next midnight in Riyadh (ISO 8601 UTC), when the count starts again.',
          example: '2025-01-31T21:00:00.000Z',
        }),
      })
      .openapi({ description: 'The daily message allowance (days are Asia/Riyadh calendar days).' }),
    hintFirst: z
      .boolean()
      .openapi({ description: 'The student’s default hint-first mode (learning preferences).' }),
    maxImageBytes: z
      .number()
      .int()
      .openapi({ description: 'Largest image a message may carry.', example: MAX_IMAGE_BYTES }),
  })
  .openapi('TutorStatus');

const statusRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Tutor'],
  summary: 'Which provider answers, and the signed-in student’s limits',
  description:
    'The chat shows the provider (`offline`: the offline study engine, with what it can do), the ' +
    'messages left today, and the image size limit.',
  security: BEARER_SECURITY,
  responses: {
    200: {
      description: 'The tutor’s status.',
      content: { 'application/json': { schema: TutorStatusSchema } },
    },
    ...errorResponses(401, 500),
  },
});

export function tutorRoutes(deps: { auth: AuthService; tutor: TutorService }) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router.openapi(statusRoute, async (c) => {
    const status = await deps.tutor.status(getAuth(c).user._id);
    c.header('Cache-Control', 'no-store');
    return c.json({ ...status, maxImageBytes: MAX_IMAGE_BYTES }, 200);
  });
}

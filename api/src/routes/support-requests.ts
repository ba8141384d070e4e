import { createRoute, z } from '@hono/zod-openapi';
import { getOptionalAuth, optionalAuth, type AuthService } from '../auth/sessions.ts';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import { SUPPORT_REQUEST_STATUSES, type SupportRequest } from '../store/support-requests.ts';
import { BEARER_SECURITY, errorResponses } from './schemas.ts';

export const NewSupportRequestSchema = z
  .object({
    subject: z.string().trim().min(3).max(120).openapi({ example: 'I cannot open my quiz' }),
    message: z
      .string()
      .trim()
      .min(10)
      .max(5000)
      .openapi({ example: 'The quiz page stays blank after I press start.' }),
    email: z.email().max(254).optional().openapi({ example: 'student@example.com' }),
  })
  .openapi('NewSupportRequest');

export const SupportRequestSchema = z
  .object({
    _id: z.string().openapi({ example: '3f0c1e9a-6a43-4f5e-9d7e-2b7d7a1f1c11' }),
    subject: z.string(),
    message: z.string(),
    email: z.string().optional(),
    userId: z.string().optional().openapi({ description: 'The signed-in sender, when a token was sent.' }),
    status: z.enum(SUPPORT_REQUEST_STATUSES),
    createdAt: z.string().openapi({ description: 'ISO 8601 UTC', example: '2025-01-31T09:30:00.000Z' }),
  })
  .openapi('SupportRequest');

const createSupportRequest = createRoute({
  method: 'post',
  path: '/',
  tags: ['Support'],
  summary: 'Send a message to the support team',
  description:
    'Open to signed-out visitors. With a bearer token the request is linked to the signed-in user; an ' +
    'invalid or revoked token is refused with 401.',
  security: [{}, ...BEARER_SECURITY],
  request: {
    body: { required: true, content: { 'application/json': { schema: NewSupportRequestSchema } } },
  },
  responses: {
    201: { description: 'Stored.', content: { 'application/json': { schema: SupportRequestSchema } } },
    ...errorResponses(400, 401, 413, 415, 500),
  },
});

const toDto = (doc: SupportRequest): z.infer<typeof SupportRequestSchema> => ({
  _id: doc._id,
  subject: doc.subject,
  message: doc.message,
  ...(doc.email === undefined ? {} : { email: doc.email }),
  ...(doc.userId === undefined ? {} : { userId: doc.userId }),
  status: doc.status,
  createdAt: doc.createdAt,
});

export function supportRequestRoutes(deps: { store: Store; auth: AuthService; clock: () => Date }) {
  const router = createRouter();
  router.use('*', optionalAuth(deps.auth));
  return router.openapi(createSupportRequest, async (c) => {
    const body = c.req.valid('json');
    const created = await deps.store.supportRequests.create({
      subject: body.subject,
      message: body.message,
      email: body.email,
      userId: getOptionalAuth(c)?.user._id,
      createdAt: deps.clock().toISOString(),
    });
    return c.json(toDto(created), 201);
  });
}

import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import { SUPPORT_REQUEST_STATUSES, type SupportRequest } from '../store/support-requests.ts';
import { errorResponses } from './schemas.ts';

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
    status: z.enum(SUPPORT_REQUEST_STATUSES),
    createdAt: z.string().openapi({ description: 'ISO 8601 UTC', example: '2025-01-31T09:30:00.000Z' }),
  })
  .openapi('SupportRequest');

const createSupportRequest = createRoute({
  method: 'post',
  path: '/',
  tags: ['Support'],
  summary: 'Send a message to the support team',
  request: {
    body: { required: true, content: { 'application/json': { schema: NewSupportRequestSchema } } },
  },
  responses: {
    201: { description: 'Stored.', content: { 'application/json': { schema: SupportRequestSchema } } },
    ...errorResponses(400, 413, 415, 500),
  },
});

const toDto = (doc: SupportRequest): z.infer<typeof SupportRequestSchema> => ({
  _id: doc._id,
  subject: doc.subject,
  message: doc.message,
  ...(doc.email === undefined ? {} : { email: doc.email }),
  status: doc.status,
  createdAt: doc.createdAt,
});

// TODO(accounts issue): require a bearer token here and store the sender's userId.
export function supportRequestRoutes(deps: { store: Store; clock: () => Date }) {
  return createRouter().openapi(createSupportRequest, async (c) => {
    const body = c.req.valid('json');
    const created = await deps.store.supportRequests.create({
      subject: body.subject,
      message: body.message,
      email: body.email,
      createdAt: deps.clock().toISOString(),
    });
    return c.json(toDto(created), 201);
  });
}

import { createRoute, z } from '@hono/zod-openapi';
import { notFound } from '../errors.ts';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import { IMAGE_KINDS, UPLOAD_ID } from '../uploads/images.ts';
import { detectKind } from '../uploads/kinds.ts';
import { errorResponses } from './schemas.ts';

const getUpload = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['Account'],
  summary: 'An uploaded picture',
  description:
    'Public: the id is 128 random bits, so only someone given the URL can fetch it. Served with the ' +
    'type detected from its content, `nosniff`, a deny-all CSP, and cached for a year (a new upload ' +
    'gets a new id).',
  request: {
    params: z.object({
      id: z.string().openapi({ example: 'q3Xo0v1s9yXbJ3V5Zt1aLw.png' }),
    }),
  },
  responses: {
    200: {
      description: 'The image.',
      content: {
        'image/png': { schema: z.string().openapi({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
        'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
        'image/gif': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errorResponses(404, 500),
  },
});

export function uploadRoutes(deps: { store: Store }) {
  return createRouter().openapi(getUpload, async (c) => {
    const { id } = c.req.valid('param');
    const bytes = UPLOAD_ID.test(id) ? await deps.store.uploads.get(id) : null;
    const kind = bytes ? await detectKind(bytes, IMAGE_KINDS) : undefined;
    if (!bytes || !kind) throw notFound();
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': kind.mime,
      'Content-Length': String(bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
}

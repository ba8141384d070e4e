import { createRoute, z } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';

const HealthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    store: z.enum(['embedded', 'mongodb']),
    uptime: z.number().openapi({ description: 'Seconds since the API process started.', example: 42.5 }),
  })
  .openapi('Health');

const route = createRoute({
  method: 'get',
  path: '/',
  tags: ['System'],
  summary: 'Liveness and storage check',
  responses: {
    200: {
      description: 'The API and its store answer.',
      content: { 'application/json': { schema: HealthSchema } },
    },
    503: {
      description: 'The store does not answer.',
      content: { 'application/json': { schema: HealthSchema } },
    },
  },
});

export function healthRoutes(deps: { store: Store; logger: Logger }) {
  return createRouter().openapi(route, async (c) => {
    c.header('Cache-Control', 'no-store');
    const uptime = Math.round(process.uptime() * 1000) / 1000;
    try {
      await deps.store.ping();
      return c.json({ status: 'ok' as const, store: deps.store.kind, uptime }, 200);
    } catch (err) {
      deps.logger.warn({ err, requestId: c.get('requestId') }, 'Store health check failed');
      return c.json({ status: 'unavailable' as const, store: deps.store.kind, uptime }, 503);
    }
  });
}

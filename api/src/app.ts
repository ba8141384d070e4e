import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { createErrorHandler, notFoundHandler, validationHook } from './errors.ts';
import type { AppEnv } from './router.ts';
import { DOCS_CONTENT_SECURITY_POLICY, docsRoutes } from './routes/docs.ts';
import { healthRoutes } from './routes/health.ts';
import { supportRequestRoutes } from './routes/support-requests.ts';
import type { Store } from './store/index.ts';

export const API_VERSION = '0.1.0';

export interface AppDeps {
  config: Pick<Config, 'corsOrigins'>;
  store: Store;
  logger: Logger;
  /** Source of "now" for stored timestamps; tests pass a fixed clock. */
  clock?: () => Date;
}

/** One JSON log line per request: method, path (no query string), status, duration, request id. */
function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    try {
      await next();
    } finally {
      logger.info(
        {
          requestId: c.get('requestId'),
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          durationMs: Math.round((performance.now() - start) * 100) / 100,
        },
        'request',
      );
    }
  };
}

/**
 * Security headers. JSON responses get a deny-all CSP; the /docs page gets one that lets Swagger UI
 * run from this origin. CORP is cross-origin: the frontends live on other origins (reads stay governed
 * by CORS, and credentials are bearer tokens, never cookies).
 */
function securityHeaders(): MiddlewareHandler<AppEnv> {
  const api = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    crossOriginResourcePolicy: 'cross-origin',
    xFrameOptions: 'DENY',
  });
  const docs = secureHeaders({ contentSecurityPolicy: DOCS_CONTENT_SECURITY_POLICY });
  return (c, next) => (c.req.path === '/docs' || c.req.path.startsWith('/docs/') ? docs : api)(c, next);
}

export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const clock = deps.clock ?? (() => new Date());
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use(requestId());
  app.use(requestLog(deps.logger));
  app.use(securityHeaders());
  app.use(
    cors({
      origin: deps.config.corsOrigins,
      allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'X-Request-Id'],
      exposeHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    }),
  );

  app.onError(createErrorHandler(deps.logger));
  app.notFound(notFoundHandler);

  // One sub-app per resource; mount each under its own prefix so its middleware stays on its paths.
  app.route('/health', healthRoutes(deps));
  app.route('/support-requests', supportRequestRoutes({ store: deps.store, clock }));
  app.route('/docs', docsRoutes());

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Nibras API',
      version: API_VERSION,
      description:
        'API of Nibras, a bilingual (English/Arabic) AI study companion. Every error body is ' +
        '`{ "message": { "en": "...", "ar": "..." } }`.',
    },
  });

  return app;
}

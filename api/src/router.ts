import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { RequestIdVariables } from 'hono/request-id';
import type { AuthVariables } from './auth/sessions.ts';
import { payloadTooLarge, validationHook, type LocalizedText } from './errors.ts';

/** Hono environment shared by the app and every resource router. */
export interface AppEnv {
  Variables: RequestIdVariables & AuthVariables;
}

/** Default largest request body a router accepts (JSON APIs); upload routers pass their own. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export interface RouterOptions {
  maxBodyBytes?: number;
  /** The 413 message when the body is over `maxBodyBytes` (upload routes say "File is too large"). */
  tooLargeMessage?: LocalizedText;
}

/**
 * Creates the OpenAPIHono sub-app of one resource (`src/routes/<resource>.ts`). Every router gets the
 * zod validation hook (invalid input -> localized 400) and a request body limit (-> localized 413).
 * Mount it with `app.route('/<resource>', router)` so its middleware applies to its own paths only.
 */
export function createRouter(options: RouterOptions = {}): OpenAPIHono<AppEnv> {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const limit = bodyLimit({
    maxSize: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    onError: () => {
      throw payloadTooLarge(options.tooLargeMessage);
    },
  });
  // GET and HEAD carry no body. Skipping them matters: bodyLimit reads `c.req.raw.body`, which makes
  // @hono/node-server build a full web Request (with its AbortController) that an open notification
  // stream would then keep alive, about 2 KB per stream.
  router.use('*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next)));
  return router;
}

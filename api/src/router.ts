import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { RequestIdVariables } from 'hono/request-id';
import type { AuthVariables } from './auth/sessions.ts';
import { payloadTooLarge, validationHook } from './errors.ts';

/** Hono environment shared by the app and every resource router. */
export interface AppEnv {
  Variables: RequestIdVariables & AuthVariables;
}

/** Default largest request body a router accepts (JSON APIs); upload routers pass their own. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export interface RouterOptions {
  maxBodyBytes?: number;
}

/**
 * Creates the OpenAPIHono sub-app of one resource (`src/routes/<resource>.ts`). Every router gets the
 * zod validation hook (invalid input -> localized 400) and a request body limit (-> localized 413).
 * Mount it with `app.route('/<resource>', router)` so its middleware applies to its own paths only.
 */
export function createRouter(options: RouterOptions = {}): OpenAPIHono<AppEnv> {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use(
    '*',
    bodyLimit({
      maxSize: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      onError: () => {
        throw payloadTooLarge();
      },
    }),
  );
  return router;
}

import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { RequestIdVariables } from 'hono/request-id';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { AuthVariables } from './auth/sessions.ts';
import { payloadTooLarge, validationHook } from './errors.ts';

/** Hono environment shared by the app and every resource router. */
export interface AppEnv {
  Variables: RequestIdVariables & AuthVariables;
}

/** Default largest request body a router accepts (JSON APIs). */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export interface RouterOptions {
  maxBodyBytes?: number;
  /**
   * The routes read their body themselves, as a stream, and enforce their own limit while reading
   * (`readUpload` in uploads/read-upload.ts): the router then leaves the body alone.
   */
  streamsBody?: boolean;
}

/**
 * The body length the client declared, when the body is framed by Content-Length (Node's parser then
 * never delivers more); undefined for a chunked body.
 */
export function declaredBodyLength(c: Context): number | undefined {
  if (c.req.header('transfer-encoding') !== undefined) return undefined;
  const value = c.req.header('content-length');
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** How long a connection refused mid-body stays open after the answer, dropping what still arrives. */
export const LINGER_MS = 2000;

/**
 * For an answer given before the request body was read (a 413 with `Connection: close`). RFC 9112,
 * section 9.6: closing a connection while the client is still sending makes the TCP stack reset it,
 * and the reset can erase the answer before the client has read it (a 30 MB upload refused at 5 MB
 * would end in "connection reset" instead of "File is too large"). So the connection closes in
 * stages: the answer and a half-close first; what the client still sends is read and dropped (the
 * caller keeps the body flowing, or Node's server drains a body nobody read); the full close comes
 * when the client stops sending, after LINGER_MS at the most.
 */
export function lingerAfterAnswer(c: Context): void {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (!socket) return; // app.request() in tests: there is no connection
  let closing = false;
  // Node's HTTP server ends a `Connection: close` answer with socket.destroySoon().
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (closing) return;
    closing = true;
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('end', () => this.destroy());
    this.once('close', () => clearTimeout(timer));
  };
}

/**
 * Creates the OpenAPIHono sub-app of one resource (`src/routes/<resource>.ts`). Every router gets the
 * zod validation hook (invalid input -> localized 400) and a request body limit (-> localized 413,
 * `Connection: close`).
 * Mount it with `app.route('/<resource>', router)` so its middleware applies to its own paths only.
 */
export function createRouter(options: RouterOptions = {}): OpenAPIHono<AppEnv> {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  if (options.streamsBody) return router;
  const maxSize = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw payloadTooLarge();
    },
  });
  router.use('*', (c, next) => {
    // GET and HEAD carry no body. Skipping them matters: bodyLimit reads `c.req.raw.body`, which makes
    // @hono/node-server build a full web Request (with its AbortController) that an open notification
    // stream would then keep alive, about 2 KB per stream.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // A declared length is checked here, before anything touches `c.req.raw.body`: once @hono/node-server
    // has wrapped the request in a web stream, the unread rest stays paused and never drains.
    const declared = declaredBodyLength(c);
    if (declared === undefined) return limit(c, next);
    if (declared > maxSize) {
      lingerAfterAnswer(c);
      throw payloadTooLarge();
    }
    return next();
  });
  return router;
}

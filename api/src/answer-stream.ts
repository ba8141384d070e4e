/**
 * Answers one request (typically a POST) with a stream of server-sent events while long work runs:
 * the one way the API streams a reply (the tutor's tokens, progress of a long job).
 *
 * The wire format, one `text/event-stream` response:
 * - `event: <name>` + `data: <JSON>`: each `send(name, data)` of the work, in order;
 * - `: ping` comments every `heartbeatMs` (proxies and browsers drop connections that stay silent);
 * - `event: end` + `data: <JSON>`: what the work returned; the stream then ends;
 * - `event: error` + `data: {"status": 500, "message": {"en": ..., "ar": ...}}`: the work threw; the
 *   stream then ends. An AppError keeps its status and localized message; anything else is logged and
 *   sent as the generic 500 text.
 *
 * When the client goes away the work's `signal` fires: stop the provider call, the database cursor...
 * Errors found before the work starts (validation, auth) are ordinary JSON error responses: check
 * everything you can before calling `answerStream`.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Logger } from 'pino';
import { toAppError } from './errors.ts';
import type { AppEnv } from './router.ts';

/** Comment heartbeat period (the notification streams use the same). */
export const DEFAULT_HEARTBEAT_MS = 25_000;

/** Event names the helper sends itself; `send` refuses them. */
const RESERVED_EVENTS = new Set(['end', 'error']);
const EVENT_NAME = /^[A-Za-z][\w.-]*$/;

/**
 * Sends one data event. The returned promise settles once the event is handed to the connection; await
 * it to slow the work down to the client's pace (optional). After the client left, sending does nothing.
 */
export type SendEvent = (event: string, data: unknown) => Promise<void>;

/** The work behind a streamed answer: its result becomes the `end` event's data. */
export type StreamWork<T> = (send: SendEvent, signal: AbortSignal) => Promise<T>;

export interface AnswerStreamOptions {
  /** Logs unexpected errors of the work (with the request id). */
  logger: Logger;
  /** Period of the `: ping` comments. Default 25 s. */
  heartbeatMs?: number;
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data ?? null)}\n\n`;

/**
 * Streams `work`'s events to the client as server-sent events (see the module comment for the format).
 *
 * @example
 * router.openapi(askRoute, (c) => {
 *   const { question } = c.req.valid('json');
 *   return answerStream(c, async (send, signal) => {
 *     let text = '';
 *     for await (const token of provider.answer(question, { signal })) {
 *       text += token;
 *       await send('token', { text: token });
 *     }
 *     return { messages: [{ role: 'assistant', text }] };
 *   }, { logger: deps.logger });
 * });
 * // with `responses: { 200: eventStreamResponse('The answer, token by token.'), ... }` in the route.
 */
export function answerStream<T>(
  c: Context<AppEnv>,
  work: StreamWork<T>,
  options: AnswerStreamOptions,
): Response {
  const response = streamSSE(c, async (stream) => {
    const abort = new AbortController();
    const { signal } = abort;
    // @hono/node-server cancels the response stream when the connection closes: hono calls onAbort.
    stream.onAbort(() => abort.abort(new Error('The client closed the connection')));
    const write = async (chunk: string) => {
      if (!signal.aborted) await stream.write(chunk);
    };
    const heartbeat = setInterval(
      () => void write(': ping\n\n'),
      options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS,
    );
    const send: SendEvent = (event, data) => {
      if (RESERVED_EVENTS.has(event) || !EVENT_NAME.test(event)) {
        throw new Error(`answerStream: "${event}" cannot be the name of a data event`);
      }
      return write(frame(event, data));
    };
    try {
      const result = await work(send, signal);
      await write(frame('end', result));
    } catch (err) {
      if (signal.aborted) return; // nobody to tell; the work stopped because the client left
      const error = toAppError(err);
      if (error.status >= 500) {
        options.logger.error(
          { err, requestId: c.get('requestId'), method: c.req.method, path: c.req.path },
          'Streamed answer failed',
        );
      }
      await write(frame('error', { status: error.status, ...error.toBody() }));
    } finally {
      clearInterval(heartbeat);
    }
  });
  // streamSSE set its own defaults; a streamed answer is never stored, and nginx must not buffer it.
  response.headers.set('Content-Type', 'text/event-stream; charset=utf-8');
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Accel-Buffering', 'no');
  return response;
}

/**
 * The `responses[200]` entry of an OpenAPI route answered with `answerStream`, e.g.
 * `200: eventStreamResponse('The answer, token by token: `token` events, then `end`.')`.
 */
export function eventStreamResponse(description: string, example?: string) {
  return {
    description:
      `${description} Server-sent events: data events as the work goes, \`: ping\` comments, then ` +
      '`event: end` with the final JSON or `event: error` with `{status, message: {en, ar}}`.',
    content: {
      'text/event-stream': {
        schema: z.string().openapi({
          example:
            example ??
            'event: token\ndata: {"text":"Hel"}\n\n: ping\n\nevent: end\ndata: {"messages":[]}\n\n',
        }),
      },
    },
  };
}

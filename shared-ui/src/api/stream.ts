// A server-sent-events answer to a POST (a streamed tutor reply, a long job's progress), read
// with fetch and parsed with eventsource-parser.
//
// The API is an async iterable, so a React chat writes the reply as it arrives in one loop and
// handles every failure in one catch:
//
//   const controller = new AbortController(); // "Stop" calls controller.abort()
//   try {
//     for await (const { event, data } of api.stream('/chat/42/messages', { body, signal: controller.signal })) {
//       if (event === 'token') setReply((text) => text + (data as { text: string }).text);
//     }
//   } catch (error) {
//     if (error instanceof ApiError) toast.error(error.text); // AbortError: the student stopped it
//   }
//
// The request is sent when the loop starts (the generator is lazy). Leaving the loop early
// (break, return, a throw in its body) closes the connection, as does aborting the signal;
// aborting rejects the loop with the fetch's AbortError.
//
// The wire conventions (the API writes them with api/src/answer-stream.ts):
// - `event: <name>` and `data: <JSON>` (data that is not JSON comes as its string; an event
//   without a name is `message`, as in EventSource); `id` when the server sends one.
// - Heartbeats are comments (`: ping`) or `event: ping`: neither is yielded.
// - `event: error` with data `{message: {en, ar}, status?}` throws ApiError with that text and
//   status (500 when the data carries none; the generic text when it carries no {en, ar}); a 401
//   ends the session as for any call.
// - The stream ends when the server closes the answer, or right after an `event: end` (yielded:
//   it may carry the reply's final data).
// - A failed answer before the stream starts (400, 401, 413, 415, 429 ... with a JSON body) throws
//   ApiError exactly as a JSON call does; a connection lost mid-stream throws ApiError(0, NETWORK_ERROR).
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiError, NETWORK_ERROR, readJson } from './errors';
import { isAbortError, type ApiContext, type Query } from './context';

export interface StreamEvent {
  /** The SSE `event` field; `message` when the server sent none. */
  event: string;
  /** The `data` field, JSON-parsed when it is JSON, else the raw string. */
  data: unknown;
  id?: string;
}

export interface StreamOptions {
  /** POST unless told. */
  method?: string;
  /** A JSON body (objects) or a FormData (multipart). */
  body?: unknown;
  signal?: AbortSignal;
  query?: Query;
  headers?: Record<string, string>;
}

function toEvent({ event, data, id }: EventSourceMessage): StreamEvent {
  let value: unknown = data;
  try {
    value = JSON.parse(data) as unknown;
  } catch {
    // Not JSON: the string as sent.
  }
  return id === undefined
    ? { event: event ?? 'message', data: value }
    : { event: event ?? 'message', data: value, id };
}

function errorStatus(data: unknown): number {
  const status = (data as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

export async function* stream(
  ctx: ApiContext,
  path: string,
  options: StreamOptions = {},
): AsyncGenerator<StreamEvent, void, undefined> {
  const { headers, token } = ctx.headers('text/event-stream', options.headers);
  const body = ctx.body(options.body, headers);
  const response = await ctx.fetch(ctx.url(path, options.query), {
    method: options.method ?? 'POST',
    headers,
    body,
    signal: options.signal,
  });
  if (!response.ok) {
    throw ctx.fail(response.status, await readJson(response), token);
  }
  if (!response.body) return;

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parsed: StreamEvent[] = [];
  const parser = createParser({ onEvent: (message) => parsed.push(toEvent(message)) });
  try {
    for (;;) {
      const chunk = await reader.read().catch((error: unknown) => {
        throw isAbortError(error) ? error : new ApiError(0, NETWORK_ERROR);
      });
      if (chunk.done) return;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
      for (let next = parsed.shift(); next; next = parsed.shift()) {
        if (next.event === 'ping') continue;
        if (next.event === 'error') throw ctx.fail(errorStatus(next.data), next.data, token);
        yield next;
        if (next.event === 'end') return;
      }
    }
  } finally {
    // Closes the connection when the loop ends early; a no-op once the answer has ended.
    reader.cancel().catch(() => undefined);
  }
}

import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import { answerStream, eventStreamResponse, type StreamWork } from './answer-stream.ts';
import { AppError, createErrorHandler, MESSAGES, validationHook } from './errors.ts';
import { createRouter, type AppEnv } from './router.ts';
import {
  createMemoryLogger,
  listen,
  openEventStream,
  type EventStreamClient,
  type Listening,
  type SseFrame,
} from './testing.ts';

/** An app with one OpenAPI route, POST /ask, that answers `{question}` with `work` as a stream. */
function streamingApp(work: StreamWork<unknown>, logger: Logger, heartbeatMs?: number) {
  const route = createRoute({
    method: 'post',
    path: '/',
    request: {
      body: { content: { 'application/json': { schema: z.object({ question: z.string().min(1) }) } } },
    },
    responses: { 200: eventStreamResponse('The answer, token by token.') },
  });
  const ask = createRouter().openapi(route, (c) => {
    c.req.valid('json');
    return answerStream(c, work, { logger, heartbeatMs });
  });
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.onError(createErrorHandler(logger));
  app.route('/ask', ask);
  app.doc31('/openapi.json', { openapi: '3.1.0', info: { title: 'test', version: '1' } });
  return app;
}

const events = (frames: SseFrame[]) =>
  frames
    .filter((f) => f.event !== undefined)
    .map((f) => ({ event: f.event, data: JSON.parse(f.data ?? '') as unknown }));

let server: Listening | undefined;
let client: EventStreamClient | undefined;
afterEach(async () => {
  client?.close();
  await server?.close();
  client = undefined;
  server = undefined;
});

async function ask(work: StreamWork<unknown>, options: { heartbeatMs?: number; logger?: Logger } = {}) {
  server = await listen(
    streamingApp(work, options.logger ?? createMemoryLogger().logger, options.heartbeatMs),
  );
  client = await openEventStream(
    `${server.url}/ask`,
    { 'content-type': 'application/json' },
    { method: 'POST', body: JSON.stringify({ question: 'What is a prime number?' }) },
  );
  return client;
}

test('a normal run sends the data events in order, then `end` with the result, and closes', async () => {
  const stream = await ask(async (send) => {
    await send('token', { text: 'A prime ' });
    await send('token', { text: 'has two divisors.' });
    return { messages: [{ role: 'assistant', text: 'A prime has two divisors.' }] };
  });
  expect(stream.status).toBe(200);
  expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(stream.headers['cache-control']).toBe('no-store');
  expect(stream.headers['x-accel-buffering']).toBe('no');
  await stream.ended;
  expect(events(stream.frames)).toEqual([
    { event: 'token', data: { text: 'A prime ' } },
    { event: 'token', data: { text: 'has two divisors.' } },
    { event: 'end', data: { messages: [{ role: 'assistant', text: 'A prime has two divisors.' }] } },
  ]);
});

test('an AppError thrown mid-stream ends the stream with an `error` event keeping its status and text', async () => {
  const quota = { en: 'You reached today’s limit', ar: 'بلغت الحد المسموح به لهذا اليوم' };
  const stream = await ask(async (send) => {
    await send('token', { text: 'Par' });
    await send('token', { text: 'tial' });
    throw new AppError(429, quota);
  });
  await stream.ended;
  expect(events(stream.frames)).toEqual([
    { event: 'token', data: { text: 'Par' } },
    { event: 'token', data: { text: 'tial' } },
    { event: 'error', data: { status: 429, message: quota } },
  ]);
});

test('an unexpected error becomes the generic localized 500 text, and is logged', async () => {
  const memory = createMemoryLogger();
  const stream = await ask(
    async (send) => {
      await send('progress', { percent: 40 });
      throw new Error('provider socket reset: secret internal detail');
    },
    { logger: memory.logger },
  );
  await stream.ended;
  expect(events(stream.frames)).toEqual([
    { event: 'progress', data: { percent: 40 } },
    { event: 'error', data: { status: 500, message: MESSAGES.internal } },
  ]);
  expect(JSON.stringify(stream.frames)).not.toContain('secret');
  expect(memory.lines()).toContainEqual(
    expect.objectContaining({
      msg: 'Streamed answer failed',
      method: 'POST',
      path: '/ask',
      err: expect.objectContaining({ message: 'provider socket reset: secret internal detail' }),
    }),
  );
});

test('the client going away aborts the work', async () => {
  let sentAfterAbort = 0;
  let reason: unknown;
  let workEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (workEnded = resolve));
  const stream = await ask(async (send, signal) => {
    await send('token', { text: 'first' });
    // A provider that would run on until it is told to stop, and then sends once more.
    if (!signal.aborted)
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    reason = signal.reason;
    await send('token', { text: 'too late' });
    sentAfterAbort += 1;
    workEnded();
    return {};
  });
  await stream.waitFor((frames) => events(frames).length === 1);
  stream.close();
  await ended; // reached only once the work's signal is aborted
  expect(reason).toBeInstanceOf(Error);
  expect(sentAfterAbort).toBe(1); // the work ran on to its end; sending after the abort did nothing
});

test('heartbeats arrive while slow work runs', async () => {
  // The work ends only once the client has had three heartbeats: they came while it ran.
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const stream = await ask(
    async () => {
      await finished;
      return { done: true };
    },
    { heartbeatMs: 50 },
  );
  await stream.waitFor((frames) => frames.filter((f) => f.comment === 'ping').length >= 3);
  expect(events(stream.frames)).toEqual([]);
  finish();
  await stream.ended;
  expect(events(stream.frames)).toEqual([{ event: 'end', data: { done: true } }]);
  expect(stream.frames.at(-1)).toEqual({ event: 'end', data: '{"done":true}' });
});

test('input is validated before the stream starts (plain JSON 400); the route documents text/event-stream', async () => {
  server = await listen(streamingApp(async () => ({}), createMemoryLogger().logger));
  const invalid = await fetch(`${server.url}/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question: '' }),
  });
  expect(invalid.status).toBe(400);
  expect(invalid.headers.get('content-type')).toMatch(/^application\/json/);

  const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
    paths: Record<string, { post: { responses: Record<string, { content: Record<string, unknown> }> } }>;
  };
  expect(Object.keys(doc.paths['/ask']?.post.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
});

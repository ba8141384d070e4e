/**
 * A local OpenAI-compatible server for tests (and benchmarks): `POST /v1/chat/completions`, plain or
 * `stream: true` (server-sent `chat.completion.chunk` objects, then `data: [DONE]`). Each test scripts
 * what it answers (text, chunks and their pace, an HTTP error, a refusal, silence) and reads what it
 * received; `closedEarly` counts the requests whose connection the client closed before the answer
 * ended (a stop that reached the provider). It can also misbehave as real servers do: trickle chunks
 * forever, answer nothing (`chunks: []`), only `[DONE]`, a body that is neither JSON nor SSE,
 * truncated JSON, or a reply far longer than `max_tokens` allows.
 */
import { serve, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AddressInfo } from 'node:net';

export interface FakeReply {
  /** The reply, sent word by word when streamed (default "Hello from the fake tutor."). */
  text?: string;
  /** The chunks, as they are (instead of `text`). */
  chunks?: string[];
  /** Pause before each chunk. */
  chunkDelayMs?: number;
  /** An HTTP error instead of a reply, with `{error: {message, code}}`. */
  status?: number;
  errorCode?: string;
  /** Never answer (not even headers) until the client gives up. */
  hang?: boolean;
  /** Streamed: send this many chunks, then go silent without ending. */
  silentAfter?: number;
  /** A refusal (`delta.refusal` / `message.refusal`) instead of content. */
  refusal?: string;
  /** The last chunk's finish_reason (default `stop`). */
  finishReason?: 'stop' | 'length' | 'content_filter';
  /**
   * Streamed: after `chunks` (or `text`), a chunk every `everyMs` until the client gives up: with
   * `text` as its content, or without text (`delta: {}` and `content: ""` in turn) by default.
   */
  trickle?: { everyMs: number; text?: string };
  /** Streamed: only `data: [DONE]`. */
  doneOnly?: boolean;
  /** A 200 with this body as it is (neither JSON nor server-sent events, say). */
  rawBody?: { contentType: string; text: string };
  /** Streamed: after the chunks, half of a chunk's JSON, then the end of the body. */
  truncated?: boolean;
  /** Streamed: after the chunks, the end of the body, with no finish_reason and no `[DONE]` (a cut). */
  cut?: boolean;
  /** A reply of this many characters (in 1,000-character chunks), whatever `max_tokens` says. */
  hugeChars?: number;
}

export interface RecordedRequest {
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: unknown }[];
    [key: string]: unknown;
  };
  headers: Record<string, string>;
}

export interface FakeOpenAI {
  /** The base URL to give the SDK (`.../v1`). */
  baseUrl: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Answers of the next requests, in order; then `defaultReply`. */
  enqueue(...replies: FakeReply[]): void;
  defaultReply: FakeReply;
  /** Requests whose connection closed before their answer ended. */
  readonly closedEarly: number;
  /** Resolves once `closedEarly` reaches `count` (rejects after `timeoutMs`). */
  waitForClosedEarly(count?: number, timeoutMs?: number): Promise<void>;
  /** Resolves once `requests.length` reaches `count`. */
  waitForRequests(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_TEXT = 'Hello from the fake tutor.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunksOf(reply: FakeReply): string[] {
  if (reply.hugeChars !== undefined) {
    const line = `${'All work and no play makes a dull student. '.repeat(24).slice(0, 999)}\n`;
    const chunks = Array.from({ length: Math.ceil(reply.hugeChars / 1000) }, () => line);
    const rest = reply.hugeChars % 1000;
    if (rest > 0) chunks[chunks.length - 1] = line.slice(0, rest);
    return chunks;
  }
  if (reply.chunks) return reply.chunks;
  return (reply.text ?? DEFAULT_TEXT).split(/(?<= )/);
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const waiters = new Set<() => void>();
  let closedEarly = 0;
  const wake = () => {
    for (const waiter of waiters) waiter();
  };

  const app = new Hono<{ Bindings: HttpBindings }>();
  app.post('/v1/chat/completions', async (c) => {
    const body = (await c.req.json()) as RecordedRequest['body'];
    requests.push({ body, headers: Object.fromEntries(c.req.raw.headers) });
    wake();
    const reply = queue.shift() ?? fake.defaultReply;

    // The connection closing before the answer's end: the client stopped.
    const outgoing = c.env.outgoing;
    let finished = false;
    const closed = new Promise<void>((resolve) => {
      outgoing.once('close', () => {
        if (!finished && !outgoing.writableFinished) {
          closedEarly += 1;
          wake();
        }
        resolve();
      });
    });

    if (reply.hang) {
      await closed;
      return c.body(null, 204);
    }
    if (reply.rawBody) {
      finished = true;
      return c.body(reply.rawBody.text, 200, { 'content-type': reply.rawBody.contentType });
    }
    if (reply.status !== undefined) {
      finished = true;
      return c.json(
        { error: { message: 'scripted failure', type: 'server_error', code: reply.errorCode ?? null } },
        reply.status as 400,
      );
    }
    const base = { id: 'chatcmpl-fake', created: 1_700_000_000, model: body.model ?? 'fake-model' };
    const chunks = chunksOf(reply);

    if (!body.stream) {
      if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs * chunks.length);
      finished = true;
      return c.json({
        ...base,
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: reply.refusal === undefined ? chunks.join('') : null,
              refusal: reply.refusal ?? null,
            },
            finish_reason: reply.finishReason ?? 'stop',
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: chunks.length, total_tokens: 10 + chunks.length },
      });
    }

    if (reply.doneOnly) {
      finished = true;
      return c.body('data: [DONE]\n\n', 200, { 'content-type': 'text/event-stream' });
    }

    return streamSSE(c, async (stream) => {
      const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
        stream.writeSSE({
          data: JSON.stringify({
            ...base,
            object: 'chat.completion.chunk',
            choices: [{ index: 0, delta, finish_reason: finishReason }],
          }),
        });
      await chunk({ role: 'assistant', content: '' });
      if (reply.refusal !== undefined) {
        await chunk({ refusal: reply.refusal });
      } else {
        for (const [i, text] of chunks.entries()) {
          if (stream.aborted) return;
          if (reply.silentAfter !== undefined && i >= reply.silentAfter) {
            await closed;
            return;
          }
          if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
          if (stream.aborted) return;
          await chunk({ content: text });
        }
      }
      if (reply.trickle) {
        let gone = false;
        void closed.then(() => (gone = true));
        const { everyMs, text = '' } = reply.trickle;
        for (let i = 0; !gone && !stream.aborted; i += 1) {
          await sleep(everyMs);
          if (gone || stream.aborted) return;
          await chunk(text !== '' ? { content: text } : i % 2 === 0 ? {} : { content: '' });
        }
        return;
      }
      if (reply.cut) {
        finished = true;
        return;
      }
      if (reply.truncated) {
        finished = true;
        await stream.write('data: {"id":"chatcmpl-fake","object":"chat.completion.chunk","choices":[{"ind');
        return;
      }
      await chunk({}, reply.finishReason ?? 'stop');
      finished = true;
      await stream.write('data: [DONE]\n\n');
    });
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;

  const waitUntil = (check: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      const test = () => {
        if (!check()) return;
        clearTimeout(timer);
        waiters.delete(test);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(test);
        reject(new Error(`fake OpenAI: timed out waiting for ${what}`));
      }, timeoutMs);
      waiters.add(test);
      test();
    });

  const fake: FakeOpenAI = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    defaultReply: {},
    get closedEarly() {
      return closedEarly;
    },
    waitForClosedEarly: (count = 1, timeoutMs = 20_000) =>
      waitUntil(() => closedEarly >= count, timeoutMs, `${count} closed connection(s)`),
    waitForRequests: (count, timeoutMs = 20_000) =>
      waitUntil(() => requests.length >= count, timeoutMs, `${count} request(s)`),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
  return fake;
}

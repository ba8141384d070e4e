/**
 * The tutor's route tests share this: a test app over a real embedded store whose tutor is the
 * OpenAI-compatible provider pointed at a fake server (the only fake), students, and helpers to send
 * messages as JSON or as a stream of server-sent events over a real socket.
 */
import {
  createTestApp,
  listen,
  requestJson,
  signUpUser,
  type Listening,
  type TestApp,
  type TestAppOptions,
} from '../../testing.ts';
import { createOpenAIProvider, type OpenAIProviderOptions } from '../providers/openai.ts';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.ts';

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface TutorHarness {
  t: TestApp;
  fake: FakeOpenAI;
  /** The app on a real socket (for streams and stops). */
  server: Listening;
  token: string;
  userId: string;
  /** A second student. */
  other: { token: string; userId: string };
  close(): Promise<void>;
}

export async function createTutorHarness(
  options: TestAppOptions & { provider?: Partial<OpenAIProviderOptions> } = {},
): Promise<TutorHarness> {
  const fake = await startFakeOpenAI();
  const { provider, ...appOptions } = options;
  const t = await createTestApp({
    tutor: createOpenAIProvider({
      baseUrl: fake.baseUrl,
      apiKey: 'test-key',
      model: 'tutor-test',
      maxRetries: 0,
      timeoutMs: 20_000,
      ...provider,
    }),
    ...appOptions,
  });
  const server = await listen(t.app);
  const me = await signUpUser(t.app);
  const other = await signUpUser(t.app);
  return {
    t,
    fake,
    server,
    token: me.accessToken,
    userId: me.user._id,
    other: { token: other.accessToken, userId: other.user._id },
    async close() {
      await server.close();
      await t.close();
      await fake.close();
    },
  };
}

export interface MessageForm {
  message?: string;
  file?: { bytes: Uint8Array; name?: string; type?: string };
  action?: string;
  replyTo?: string;
  hintFirst?: string;
  /** Any other field. */
  extra?: Record<string, string>;
}

export function formOf(fields: MessageForm): FormData {
  const form = new FormData();
  for (const key of ['message', 'action', 'replyTo', 'hintFirst'] as const) {
    const value = fields[key];
    if (value !== undefined) form.append(key, value);
  }
  for (const [key, value] of Object.entries(fields.extra ?? {})) form.append(key, value);
  if (fields.file) {
    form.append(
      'file',
      new Blob([new Uint8Array(fields.file.bytes)], { type: fields.file.type ?? 'image/png' }),
      fields.file.name ?? 'photo.png',
    );
  }
  return form;
}

export interface PublicMessageJson {
  _id: string;
  sender: 'user' | 'model';
  content: string;
  image: string | null;
  createdAt: string;
  stopped?: boolean;
  action?: string;
  replyTo?: string;
  provider?: string;
}

/** POST /ai-conversations/{id}/messages through app.request (JSON answer). */
export function sendJson(
  h: TutorHarness,
  conversationId: string,
  fields: MessageForm,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return Promise.resolve(
    h.t.app.request(`/ai-conversations/${conversationId}/messages`, {
      method: 'POST',
      body: formOf(fields),
      headers: { authorization: `Bearer ${options.token ?? h.token}`, ...options.headers },
    }),
  );
}

export async function newConversation(h: TutorHarness, token = h.token, body: unknown = {}): Promise<string> {
  const response = await requestJson(h.t.app, 'POST', '/conversations', { token, body });
  if (response.status !== 201)
    throw new Error(`POST /conversations: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { _id: string })._id;
}

export async function getConversation(h: TutorHarness, id: string, token = h.token) {
  const response = await requestJson(h.t.app, 'GET', `/conversations/${id}`, { token });
  return {
    status: response.status,
    body: (await response.json()) as {
      conversation: {
        _id: string;
        title: string;
        userFileId: string | null;
        createdAt: string;
        updatedAt: string;
      };
      messages: PublicMessageJson[];
    },
  };
}

export interface SseEvent {
  event: string;
  data: unknown;
}

export interface EventStream {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Resolves once an event named `name` arrived (rejects after `timeoutMs`). */
  waitFor(name: string, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Closes the connection (the student leaves). */
  close(): void;
  /** The body of an answer that is not a stream. */
  json(): Promise<unknown>;
}

/** A POST answered with server-sent events, over a real socket (fetch). */
export async function openStream(
  h: TutorHarness,
  path: string,
  fields?: MessageForm,
  token = h.token,
): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(`${h.server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    ...(fields ? { body: formOf(fields) } : {}),
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const isStream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  const ended = (async () => {
    if (!isStream || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event !== undefined && data !== undefined)
            events.push({ event, data: JSON.parse(data) as unknown });
        }
        wake();
      }
    } catch {
      // closed by the test
    } finally {
      wake();
    }
  })();
  let finished = false;
  void ended.then(() => {
    finished = true;
    wake();
  });
  return {
    status: response.status,
    headers: response.headers,
    events,
    waitFor(name, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((e) => e.event === name);
          if (found || finished) {
            clearTimeout(timer);
            waiters.delete(check);
            if (found) resolve(found);
            else reject(new Error(`The stream ended without "${name}": ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Timed out waiting for "${name}": ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    ended,
    close: () => abort.abort(),
    json: () => response.json() as Promise<unknown>,
  };
}

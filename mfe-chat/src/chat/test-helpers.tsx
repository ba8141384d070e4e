// Shared by the chat's tests (never imported by app code).
//
// - `startContractServer()`: a real HTTP server in the test process that speaks the tutor's API
//   contract (docs/tutor-plan.md): conversations, messages answered as server-sent events, stop,
//   regenerate, GET /tutor, and the file calls of the materials' contract that the chat makes
//   (docs/materials-plan.md: GET /file/{fileId}/conversation, GET /files/{id}/content), with an
//   in-memory store. The tutor's words come from a script each test
//   sets (`server.script`), so a test can hold a reply mid-stream, stop it or make it fail, which
//   the real API's providers do not let a jsdom test do. (The real API could not start with the
//   tutor when these tests were first written; realApi.test.tsx now runs the main path against it.)
// - Rendering: a component in RemoteFrame (`frameRenderer()`).
// The fetch for jsdom (`nodeFetch`), the real API as a child process (`realApiForFile`), toasts as
// the host draws them and the browser APIs jsdom lacks come from `@nibras/shared-ui/testing`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '@testing-library/dom';
import { StrictMode, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  addNamespace,
  bus,
  createApiClient,
  initI18n,
  RemoteFrame,
  useSessionStore,
  type ApiClient,
  type Locale,
  type LocalizedText,
  type RemoteProps,
  type User,
} from '@nibras/shared-ui';
import {
  messageAt,
  nodeFetch,
  patchComputedStyle,
  quietLayoutWarnings,
  readBody,
  UNUSED_API_URL,
} from '@nibras/shared-ui/testing';
import { ar, en } from '../locales/index';
import type { ChatMessage, Conversation } from './api';
import { isDefaultTitle } from './title';

export const MESSAGES = { en, ar } as Record<Locale, Record<string, unknown>>;
/** A `chat` namespace text (`chat.composer.send`) in a language. */
export const msg = (locale: Locale, key: string): string => messageAt(MESSAGES, locale, key);

export const STUDENT: User = {
  _id: 'student-1',
  username: 'Sara Alqahtani',
  email: 'sara@example.com',
  roles: ['user'],
  hasOnBoarded: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  educationLevel: 'school',
  grade: 11,
  voice: 'male',
  ttsSpeed: 1.25,
};

// ---------------------------------------------------------------------------------------------------
// The contract server

export interface SentMessage {
  text: string;
  action?: string;
  replyTo?: string;
  hintFirst?: string;
  file?: { name: string; type: string; size: number; bytes: Buffer };
}

/** What a script can do while the tutor "writes" a reply. */
export interface ReplyControl {
  /** The message being answered (for regenerate: the last user message). */
  request: SentMessage;
  kind: 'send' | 'regenerate';
  /** Sends a piece of the reply; resolves once it is written. */
  token(text: string): Promise<void>;
  /** Aborted when the student stops the reply or closes the connection. */
  signal: AbortSignal;
}

/** Ends the reply with an `error` event (thrown from a script). */
export class ScriptFailure extends Error {
  constructor(
    readonly text: LocalizedText,
    readonly status = 502,
  ) {
    super(text.en);
  }
}

export type Script = (reply: ReplyControl) => Promise<void>;

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  fields?: Record<string, string>;
  file?: SentMessage['file'];
  json?: unknown;
}

interface StoredConversation extends Conversation {
  messages: ChatMessage[];
}

export interface StoredFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export interface ContractServer {
  baseUrl: string;
  token: string;
  calls: RecordedCall[];
  conversations: Map<string, StoredConversation>;
  /** How the tutor answers (default: "Hello" then " there."). */
  script: Script;
  /** What GET /tutor answers. */
  tutor: {
    provider: { kind: 'openai' | 'offline'; model: string };
    hintFirst: boolean;
    maxImageBytes: number;
  };
  /** When set, the next calls to this path answer this status and message (before anything else). */
  failNext: Map<string, { status: number; message: LocalizedText; times: number }>;
  /** Holds POST /ai-conversations/{id}/stop answers until released (a slow stop call). */
  stopGate: Promise<void> | null;
  /** Holds the second half of GET /files/{id}/content answers until released (a slow download). */
  contentGate: Promise<void> | null;
  /** Adds a conversation (newest last), about a file or a lesson when one is given; answers it. */
  seed(
    title: string,
    messages?: Array<Pick<ChatMessage, 'sender' | 'content'> & Partial<ChatMessage>>,
    options?: { userFileId?: string; lessonId?: string },
  ): StoredConversation;
  /** The student's uploaded files (GET /files/{id}/content serves their bytes). */
  files: Map<string, StoredFile>;
  /** Adds an uploaded file; answers its id. */
  addFile(name: string, type: string, bytes: Buffer | string): string;
  callsTo(method: string, path: RegExp | string): RecordedCall[];
  close(): Promise<void>;
}

export const FILE_TOO_LARGE: LocalizedText = { en: 'File is too large', ar: 'حجم الملف كبير جدًا' };
export const NOT_AN_IMAGE: LocalizedText = {
  en: 'file must be a PNG, JPEG, WebP or GIF image',
  ar: 'الحقل file يجب أن يكون صورة بصيغة PNG أو JPEG أو WebP أو GIF',
};
export const BLANK_MESSAGE: LocalizedText = {
  en: 'Write a question or attach an image',
  ar: 'اكتب سؤالًا أو أرفق صورة',
};
const NOT_FOUND: LocalizedText = { en: 'Not found', ar: 'غير موجود' };
const NOTHING_TO_REGENERATE: LocalizedText = {
  en: 'Nothing to regenerate yet',
  ar: 'لا يوجد رد لإعادة توليده',
};
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A tiny real PNG (1x1). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const isImage = (bytes: Buffer) =>
  bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
  (bytes[0] === 0xff && bytes[1] === 0xd8) ||
  bytes.subarray(0, 4).toString('latin1') === 'GIF8' ||
  (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP');

function parseMultipart(
  body: Buffer,
  type: string,
): { fields: Record<string, string>; file?: SentMessage['file'] } {
  const boundary = /boundary=(.+)$/.exec(type)?.[1];
  const fields: Record<string, string> = {};
  let file: SentMessage['file'];
  if (!boundary) return { fields };
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const content = part.subarray(split + 4);
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename === undefined) fields[name] = content.toString('utf8');
    else
      file = {
        name: filename,
        type: /Content-Type: (.+)/i.exec(head)?.[1]?.trim() ?? '',
        size: content.length,
        bytes: Buffer.from(content),
      };
    start = next;
  }
  return { fields, file };
}

function sendJson(res: http.ServerResponse, status: number, data?: unknown) {
  if (data === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(data));
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Titles as the API makes them: the first line of the first question, at most 60 characters. */
function titleFrom(text: string): string {
  const line = text.split('\n')[0]?.trim() ?? '';
  if (line.length <= 60) return line;
  const cut = line.slice(0, 60);
  return cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : 60);
}

export async function startContractServer(): Promise<ContractServer> {
  let ids = 0;
  let clock = Date.parse('2025-03-01T08:00:00.000Z');
  const now = () => new Date((clock += 1000)).toISOString();
  const nextId = (prefix: string) => `${prefix}${(++ids).toString().padStart(4, '0')}`;
  const running = new Map<string, AbortController>();

  const server: ContractServer = {
    baseUrl: '',
    token: 'contract-token',
    calls: [],
    conversations: new Map(),
    script: async (reply) => {
      await reply.token('Hello');
      await reply.token(' there.');
    },
    tutor: {
      provider: { kind: 'openai', model: 'fake-tutor-1' },
      hintFirst: false,
      maxImageBytes: MAX_IMAGE_BYTES,
    },
    failNext: new Map(),
    stopGate: null,
    contentGate: null,
    files: new Map(),
    addFile(name, type, bytes) {
      const id = nextId('f');
      server.files.set(id, { name, type, bytes: Buffer.from(bytes) });
      return id;
    },
    seed(title, messages = [], options = {}) {
      const createdAt = now();
      const conversation: StoredConversation = {
        _id: nextId('c'),
        title,
        userFileId: options.userFileId ?? null,
        lessonId: options.lessonId ?? null,
        createdAt,
        updatedAt: createdAt,
        messages: messages.map((m) => ({ _id: nextId('m'), image: null, createdAt: now(), ...m })),
      };
      server.conversations.set(conversation._id, conversation);
      return conversation;
    },
    callsTo(method, path) {
      return server.calls.filter(
        (c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)),
      );
    },
    close: async () => undefined,
  };

  const summary = ({ _id, title, userFileId, lessonId, updatedAt }: StoredConversation) => ({
    _id,
    title,
    userFileId,
    lessonId,
    updatedAt,
  });
  const detail = ({ messages, ...conversation }: StoredConversation) => ({ conversation, messages });

  /** Streams one reply: meta (sends only), tokens from the script, then end with the saved messages. */
  async function streamReply(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    conversation: StoredConversation,
    kind: 'send' | 'regenerate',
    request: SentMessage,
    userMessage: ChatMessage | null,
  ) {
    const controller = new AbortController();
    running.set(conversation._id, controller);
    res.on('close', () => {
      if (!res.writableEnded) controller.abort();
    });
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
    const write = (chunk: string) =>
      new Promise<void>((resolve) =>
        res.writableEnded || res.destroyed ? resolve() : res.write(chunk, () => resolve()),
      );
    if (userMessage) await write(frame('meta', { userMessage, provider: server.tutor.provider }));
    let text = '';
    let failure: ScriptFailure | null = null;
    try {
      await server.script({
        request,
        kind,
        signal: controller.signal,
        token: async (piece) => {
          if (controller.signal.aborted) return;
          text += piece;
          await write(frame('token', { text: piece }));
        },
      });
    } catch (error) {
      if (error instanceof ScriptFailure) failure = error;
      else throw error;
    }
    running.delete(conversation._id);
    if (failure && !controller.signal.aborted) {
      res.end(frame('error', { status: failure.status, message: failure.text }));
      return;
    }
    const model: ChatMessage = {
      _id: nextId('m'),
      sender: 'model',
      content: text,
      image: null,
      createdAt: now(),
      provider: server.tutor.provider.kind,
      ...(controller.signal.aborted ? { stopped: true } : {}),
    };
    conversation.messages.push(model);
    conversation.updatedAt = model.createdAt;
    if (kind === 'send' && userMessage && conversation.messages.length === 2) {
      conversation.title = titleFrom(userMessage.content) || 'A picture';
    }
    res.end(frame('end', { messages: userMessage && kind === 'send' ? [userMessage, model] : [model] }));
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://contract.test');
    const body = await readBody(req);
    const call: RecordedCall = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
    };
    const contentType = req.headers['content-type'] ?? '';
    if (contentType.startsWith('multipart/form-data')) Object.assign(call, parseMultipart(body, contentType));
    else if (body.length > 0) call.json = JSON.parse(body.toString('utf8')) as unknown;
    server.calls.push(call);

    if (req.headers.authorization !== `Bearer ${server.token}`) {
      sendJson(res, 401, { message: { en: 'Sign in again', ar: 'سجّل الدخول مرة أخرى' } });
      return;
    }
    const failing = server.failNext.get(url.pathname);
    if (failing && failing.times > 0) {
      failing.times -= 1;
      sendJson(res, failing.status, { message: failing.message });
      return;
    }

    const parts = url.pathname.split('/').filter(Boolean);
    const [root, id, sub] = parts;
    const conversation = id ? server.conversations.get(id) : undefined;

    if (root === 'tutor' && req.method === 'GET') {
      sendJson(res, 200, {
        ...server.tutor,
        allowance: { limit: 200, used: 0, renewsAt: '2025-03-01T21:00:00.000Z' },
      });
      return;
    }
    if (root === 'conversations' && !id) {
      if (req.method === 'POST') {
        // As the API does: without a title, the newest conversation is given again while nothing
        // has happened in it (no message, no file or lesson, the default title).
        const newest = [...server.conversations.values()].at(-1);
        const asked = (call.json as { title?: string } | undefined)?.title;
        if (
          asked === undefined &&
          newest &&
          !newest.userFileId &&
          !newest.lessonId &&
          newest.messages.length === 0 &&
          isDefaultTitle(newest.title)
        ) {
          sendJson(res, 201, { _id: newest._id });
          return;
        }
        const english = !(req.headers['accept-language'] ?? '').startsWith('ar');
        const created = server.seed(asked ?? (english ? 'New conversation' : 'محادثة جديدة'));
        sendJson(res, 201, { _id: created._id });
        return;
      }
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const offset = Number(url.searchParams.get('cursor') ?? 0);
      const all = [...server.conversations.values()]
        .filter(
          (c) =>
            !q ||
            c.title.toLowerCase().includes(q) ||
            c.messages.some((m) => m.content.toLowerCase().includes(q)),
        )
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      const page = all.slice(offset, offset + limit);
      sendJson(res, 200, {
        conversations: page.map(summary),
        nextCursor: offset + limit < all.length ? String(offset + limit) : null,
      });
      return;
    }
    if (root === 'file' && sub === 'conversation' && req.method === 'GET') {
      // The conversation about a file: the same one every time, created on first use.
      const file = id ? server.files.get(id) : undefined;
      if (!file || !id) {
        sendJson(res, 404, { message: NOT_FOUND });
        return;
      }
      const existing = [...server.conversations.values()].find((c) => c.userFileId === id);
      sendJson(res, 200, { _id: (existing ?? server.seed(file.name, [], { userFileId: id }))._id });
      return;
    }
    if (root === 'files' && sub === 'content' && req.method === 'GET') {
      const file = id ? server.files.get(id) : undefined;
      if (!file) {
        sendJson(res, 404, { message: NOT_FOUND });
        return;
      }
      res.writeHead(200, {
        'Content-Type': file.type,
        'Content-Length': file.bytes.length,
        'Content-Disposition': 'inline',
      });
      const half = Math.floor(file.bytes.length / 2);
      res.write(file.bytes.subarray(0, half));
      if (server.contentGate) await server.contentGate;
      res.end(file.bytes.subarray(half));
      return;
    }
    if (!conversation) {
      sendJson(res, 404, { message: NOT_FOUND });
      return;
    }
    if (root === 'conversations') {
      if (req.method === 'GET') sendJson(res, 200, detail(conversation));
      else if (req.method === 'PATCH') {
        conversation.title = String((call.json as { title: string }).title);
        sendJson(res, 200, { conversation: detail(conversation).conversation });
      } else if (req.method === 'DELETE') {
        server.conversations.delete(conversation._id);
        sendJson(res, 204);
      }
      return;
    }
    if (root !== 'ai-conversations' || req.method !== 'POST') {
      sendJson(res, 404, { message: NOT_FOUND });
      return;
    }
    if (sub === 'stop') {
      if (server.stopGate) await server.stopGate;
      const generation = running.get(conversation._id);
      generation?.abort();
      sendJson(res, 200, { stopped: Boolean(generation) });
      return;
    }
    if (sub === 'regenerate') {
      const last = conversation.messages.at(-1);
      if (!last) {
        sendJson(res, 409, { message: NOTHING_TO_REGENERATE });
        return;
      }
      if (last.sender === 'model') conversation.messages.pop();
      const question = [...conversation.messages].reverse().find((m) => m.sender === 'user');
      await streamReply(
        req,
        res,
        conversation,
        'regenerate',
        { text: question?.content ?? '', hintFirst: url.searchParams.get('hintFirst') ?? undefined },
        null,
      );
      return;
    }
    // messages
    const fields = call.fields ?? {};
    const file = call.file;
    const text = (fields.message ?? '').trim();
    if (file && file.size > MAX_IMAGE_BYTES) {
      sendJson(res, 413, { message: FILE_TOO_LARGE });
      return;
    }
    if (file && !isImage(file.bytes)) {
      sendJson(res, 415, { message: NOT_AN_IMAGE });
      return;
    }
    if (!text && !file && !fields.action) {
      sendJson(res, 400, { message: BLANK_MESSAGE });
      return;
    }
    const userMessage: ChatMessage = {
      _id: nextId('m'),
      sender: 'user',
      content: text,
      image: file ? `${server.baseUrl}/uploads/${nextId('u')}.png` : null,
      createdAt: now(),
      ...(fields.action ? { action: fields.action as ChatMessage['action'] } : {}),
    };
    conversation.messages.push(userMessage);
    conversation.updatedAt = userMessage.createdAt;
    await streamReply(
      req,
      res,
      conversation,
      'send',
      { text, action: fields.action, replyTo: fields.replyTo, hintFirst: fields.hintFirst, file },
      userMessage,
    );
  }

  const http1 = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { message: { en: String(error), ar: 'خطأ' } });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => http1.listen(0, '127.0.0.1', resolve));
  server.baseUrl = `http://127.0.0.1:${(http1.address() as AddressInfo).port}`;
  server.close = () =>
    new Promise<void>((resolve) => {
      http1.closeAllConnections();
      http1.close(() => resolve());
    });
  return server;
}

/** Call at the top of a test file: a fresh contract server for each test, and fetch pointed at it. */
export function contractServerForEachTest(): () => ContractServer {
  let current: ContractServer | null = null;
  const realFetch = globalThis.fetch;
  beforeEach(async () => {
    current = await startContractServer();
    globalThis.fetch = nodeFetch({ target: () => current?.baseUrl ?? UNUSED_API_URL });
  });
  afterEach(async () => {
    globalThis.fetch = realFetch;
    await current?.close();
    current = null;
  });
  return () => {
    if (!current) throw new Error('The contract server is not running');
    return current;
  };
}

/** An API client for the contract server (tests of the stores). */
export function contractClient(server: ContractServer, token = server.token): ApiClient {
  return createApiClient({
    baseUrl: server.baseUrl,
    getToken: () => token,
    onUnauthorized: () => undefined,
    fetch: nodeFetch({ target: () => server.baseUrl }),
  });
}

/** A promise and the function that settles it. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * Waits until `check` holds, for conditions outside the DOM: testing-library's waitFor, polling
 * every 10 ms, so it gives up when every other wait does (asyncUtilTimeout, jest-setup-dom.cjs).
 */
export async function until(check: () => boolean): Promise<void> {
  await waitFor(
    () => {
      if (!check()) throw new Error('The condition never held');
    },
    { interval: 10 },
  );
}

// ---------------------------------------------------------------------------------------------------
// Rendering

export interface Framed {
  container: HTMLElement;
  /** Every navigation the component asked the shell for. */
  navigations: Array<{ to: string; replace?: boolean }>;
  /** Renders `ui` in place of the first one (same frame, same props). */
  rerender(ui: ReactElement): void;
  unmount(): void;
}

/**
 * Call once per file: mounts `ui` inside RemoteFrame (as the remote's root does), optionally in
 * React's StrictMode; unmounted after each test.
 */
export function frameRenderer() {
  // The bus holds a BroadcastChannel open, which would keep jest from exiting.
  afterAll(() => bus.close());
  patchComputedStyle();
  quietLayoutWarnings();
  const mounted: Array<{ root: Root; container: HTMLElement }> = [];
  afterEach(() => {
    for (const { root, container } of mounted.splice(0)) {
      root.unmount();
      container.remove();
    }
  });
  return async (
    ui: ReactElement,
    options: { locale: Locale; api: ApiClient; path: string; strict?: boolean },
  ): Promise<Framed> => {
    await initI18n(options.locale);
    addNamespace('chat', MESSAGES);
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    mounted.push({ root, container });
    const navigations: Framed['navigations'] = [];
    const props: RemoteProps = {
      basename: `/${options.locale}`,
      locale: options.locale,
      location: {
        pathname: `/${options.locale}${options.path.split('?')[0]}`,
        search: options.path.includes('?') ? `?${options.path.split('?')[1]}` : '',
        hash: '',
      },
      navigate: (to, navigateOptions) => navigations.push({ to, ...navigateOptions }),
      bus,
      api: options.api,
      session: useSessionStore,
    };
    const render = (element: ReactElement) => {
      const tree = (
        <RemoteFrame name="mfe_chat" props={props}>
          {element}
        </RemoteFrame>
      );
      root.render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
    };
    render(ui);
    return { container, navigations, rerender: render, unmount: () => root.unmount() };
  };
}

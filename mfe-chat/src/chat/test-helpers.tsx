// Shared by the chat's tests (never imported by app code).
//
// - `startContractServer()`: a real HTTP server in the test process that speaks the tutor's API
//   contract (docs/tutor-plan.md): conversations, messages answered as server-sent events, stop,
//   regenerate, GET /tutor, with an in-memory store. The tutor's words come from a script each test
//   sets (`server.script`), so a test can hold a reply mid-stream, stop it or make it fail, which
//   the real API's providers do not let a jsdom test do. (The real API could not start with the
//   tutor when these tests were first written; realApi.test.tsx now runs the main path against it.)
// - `nodeFetch()`: jsdom has no fetch: a small one on node:http that streams answers (a
//   ReadableStream body), sends FormData as multipart and aborts.
// - `realApiForFile()`: the real API (api/src/index.ts) as a child process, for the end-to-end
//   checks of realApi.test.tsx.
// - Rendering: the real remote lifecycles (renderRemote) or a component in RemoteFrame, toasts as
//   the host draws them, and the browser APIs jsdom lacks (object URLs, clipboard).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ReadableStream } from 'node:stream/web';
import { StrictMode, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  addNamespace,
  bus,
  createApiClient,
  i18n,
  initI18n,
  registerToastRenderer,
  RemoteFrame,
  useSessionStore,
  type ApiClient,
  type Locale,
  type LocalizedText,
  type RemoteProps,
  type ToastKind,
  type User,
} from '@nibras/shared-ui';
import { messageAt, UNUSED_API_URL } from '@nibras/shared-ui/testing';
import { ar, en } from '../locales/index';
import type { ChatMessage, Conversation } from './api';

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
// fetch on node:http

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** The bytes of a jsdom Blob (it has no arrayBuffer()). */
export function blobBytes(blob: Blob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function multipart(form: FormData): Promise<{ body: Buffer; type: string }> {
  const boundary = `----nibras-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\n` +
            `Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`,
        ),
        await blobBytes(value),
        Buffer.from('\r\n'),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * fetch for jsdom: the answer's body streams as it arrives. `target()` is the server's base URL: a
 * call's origin is replaced by it (the remote's client calls the harness's unused URL).
 */
export function nodeFetch(target: () => string): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw abortError();
    const url = new URL(String(input));
    const base = new URL(target());
    url.protocol = base.protocol;
    url.host = base.host;
    const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
    let body: Buffer | undefined;
    if (init.body instanceof FormData) {
      const encoded = await multipart(init.body);
      body = encoded.body;
      headers['Content-Type'] = encoded.type;
    } else if (typeof init.body === 'string') {
      body = Buffer.from(init.body);
    }
    if (body) headers['Content-Length'] = String(body.length);

    return new Promise<Response>((resolve, reject) => {
      const request = http.request(url, { method: init.method ?? 'GET', headers, agent: false });
      let fail: (error: unknown) => void = reject;
      const onAbort = () => {
        request.destroy();
        fail(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      request.on('error', (error) => fail(new TypeError(`fetch failed: ${error.message}`)));
      request.on('response', (response) => {
        let controller!: ReadableStreamDefaultController<Uint8Array>;
        const stream = new ReadableStream<Uint8Array>({
          start(c) {
            controller = c;
          },
          cancel() {
            response.destroy();
          },
        });
        let done = false;
        fail = (error) => {
          if (!done) controller.error(error);
          done = true;
        };
        response.on('data', (chunk: Buffer) => !done && controller.enqueue(new Uint8Array(chunk)));
        response.on('end', () => {
          signal?.removeEventListener('abort', onAbort);
          if (!done) controller.close();
          done = true;
        });
        response.on('error', (error) => fail(error));
        const text = async () => {
          const reader = stream.getReader();
          const chunks: Uint8Array[] = [];
          for (;;) {
            const { done: end, value } = await reader.read();
            if (end) break;
            chunks.push(value);
          }
          return Buffer.concat(chunks).toString('utf8');
        };
        const status = response.statusCode ?? 0;
        resolve({
          status,
          ok: status >= 200 && status < 300,
          headers: {
            get: (name: string) => {
              const value = response.headers[name.toLowerCase()];
              return Array.isArray(value) ? value.join(', ') : (value ?? null);
            },
          },
          body: stream,
          text,
          json: async () => JSON.parse(await text()) as unknown,
        } as unknown as Response);
      });
      request.end(body);
    });
  }) as typeof fetch;
}

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
  /** Adds a conversation (newest last); answers it. */
  seed(
    title: string,
    messages?: Array<Pick<ChatMessage, 'sender' | 'content'> & Partial<ChatMessage>>,
  ): StoredConversation;
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

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

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
    seed(title, messages = []) {
      const createdAt = now();
      const conversation: StoredConversation = {
        _id: nextId('c'),
        title,
        userFileId: null,
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

  const summary = ({ _id, title, userFileId, updatedAt }: StoredConversation) => ({
    _id,
    title,
    userFileId,
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
        const english = !(req.headers['accept-language'] ?? '').startsWith('ar');
        const created = server.seed(english ? 'New conversation' : 'محادثة جديدة');
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
    globalThis.fetch = nodeFetch(() => current?.baseUrl ?? UNUSED_API_URL);
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
    fetch: nodeFetch(() => server.baseUrl),
  });
}

/** A promise and the function that settles it. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Waits until `check` holds (polling), for conditions outside the DOM. */
export async function until(check: () => boolean, timeoutMs = 4000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// ---------------------------------------------------------------------------------------------------
// Browser APIs jsdom lacks, toasts, rendering

/** Object URLs (jsdom has none): `blob:test/<n>`, with the blobs kept for the test to read. */
export function stubObjectUrls(): Map<string, Blob> {
  const blobs = new Map<string, Blob>();
  let n = 0;
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    blobs.clear();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${++n}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  return blobs;
}

export interface Toast {
  kind: ToastKind;
  text: string;
}

/** Call inside a describe (or at the top): toasts as the host would draw them, in the current language. */
export function captureToasts(): Toast[] {
  const toasts: Toast[] = [];
  let off: () => void = () => undefined;
  beforeEach(() => {
    toasts.length = 0;
    off = registerToastRenderer({ show: (kind, text) => toasts.push({ kind, text }) }, (text) => {
      const lng = i18n.language === 'ar' ? 'ar' : 'en';
      return typeof text === 'string' ? i18n.t(text, { lng }) : text[lng];
    });
  });
  afterEach(() => off());
  return toasts;
}

/** antd's modal measures the scrollbar with getComputedStyle(el, '::-webkit-scrollbar'), which jsdom lacks. */
export function patchComputedStyle(): void {
  const getComputedStyle = window.getComputedStyle.bind(window);
  beforeAll(() => {
    window.getComputedStyle = (element: Element) => getComputedStyle(element);
  });
  afterAll(() => {
    window.getComputedStyle = getComputedStyle;
  });
}

/**
 * jsdom lays nothing out, so antd's growing text area computes a NaN height and React warns about it
 * at every render: that one warning is left out of the test output (everything else still shows).
 */
export function quietLayoutWarnings(): void {
  let original: typeof console.error = console.error;
  beforeAll(() => {
    original = console.error;
    console.error = (...args: unknown[]) => {
      const [format, value, property] = args;
      const text =
        typeof format === 'string' ? format.replace('%s', String(value)).replace('%s', String(property)) : '';
      if (text.startsWith('`NaN` is an invalid value for the `height` css style property')) return;
      original(...args);
    };
  });
  afterAll(() => {
    console.error = original;
  });
}

export interface Framed {
  container: HTMLElement;
  navigations: Array<{ to: string; replace?: boolean }>;
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
      location: { pathname: `/${options.locale}${options.path}`, search: '', hash: '' },
      navigate: (to, navigateOptions) => navigations.push({ to, ...navigateOptions }),
      bus,
      api: options.api,
      session: useSessionStore,
    };
    const tree = (
      <RemoteFrame name="mfe_chat" props={props}>
        {ui}
      </RemoteFrame>
    );
    root.render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
    return { container, navigations, unmount: () => root.unmount() };
  };
}

// ---------------------------------------------------------------------------------------------------
// The real API

export interface RealApi {
  baseUrl: string;
  /** Signs a fresh student up (POST /auth/sign-up): their user and access token. */
  signUp(): Promise<{ user: User; accessToken: string }>;
}

const API_DIR = path.resolve(__dirname, '../../../api');

/**
 * Call at the top of a test file: the real API (api/src/index.ts as a child process, over a fresh
 * embedded store in a temporary folder, with its default tutor: the offline study engine).
 */
export function realApiForFile(): () => RealApi {
  let child: ChildProcess | undefined;
  let dataDir = '';
  let api: RealApi | undefined;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nibras-chat-ui-'));
    const started = spawn(process.execPath, ['src/index.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        API_PORT: '0',
        API_HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The API did not start:\n${output}`)), 30_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /"port":(\d+)/.exec(output);
        if (!match) return;
        clearTimeout(timer);
        started.stdout?.off('data', onData);
        started.stdout?.resume();
        resolve(Number(match[1]));
      };
      started.stdout?.on('data', onData);
      started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The API exited with ${String(code)}:\n${output}`));
      });
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    const plain = nodeFetch(() => baseUrl);
    api = {
      baseUrl,
      async signUp() {
        const response = await plain(`${baseUrl}/auth/sign-up`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            username: 'Sara Alqahtani',
            email: `student-${Math.random().toString(36).slice(2)}@example.com`,
            password: 'Str0ng!pass',
          }),
        });
        if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
        return (await response.json()) as { user: User; accessToken: string };
      },
    };
  }, 40_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!api) throw new Error('The API is not running');
    return api;
  };
}

/** Helpers for tests: real temp folders, a real embedded store, a silent logger. */
import { spawn } from 'node:child_process';
import { serve } from '@hono/node-server';
import fs from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { createApp, type AppDeps } from './app.ts';
import { createCatalogue, loadCatalogue, type Catalogue } from './courses/catalogue.ts';
import { resolveJwtSecret } from './auth/secret.ts';
import { DEFAULT_CORS_ORIGINS } from './config.ts';
import { createLogger } from './logger.ts';
import { createInProcessHub } from './notifications/hub.ts';
import { createOutboxMailer, type Mailer } from './notifications/mailer.ts';
import { createNotificationService, type NotificationService } from './notifications/service.ts';
import { openStore, type Store } from './store/index.ts';

export async function makeTempDir(prefix = 'nibras-api-test-'): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function removeDir(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true });
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  store: Store;
  dataDir: string;
  jwtSecret: string;
  /** The app's notify() service (e-mails go to `outboxDir` unless `mailer` was given). */
  notifications: NotificationService;
  outboxDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Pick<
  AppDeps,
  'catalogue' | 'clock' | 'rateLimits' | 'sleep' | 'streamTimings' | 'tutor' | 'tutorDailyMessages'
> {
  /** Default: the outbox folder `<dataDir>/outbox`, as without SMTP_URL. */
  mailer?: Mailer;
  logger?: Logger;
  corsOrigins?: string[];
  trustProxy?: boolean;
  /** Reuse this data folder (kept on close) instead of a fresh temp folder (removed on close). */
  dataDir?: string;
  /** Default: the secret generated into the data folder, as the embedded default does. */
  jwtSecret?: string;
}

/**
 * The year-1 courses as written, alone: for tests whose expectations were read in those lessons (what
 * the tutor quotes, a question no lesson answers), so lessons of later years, as they are written, do
 * not move them. The tutor evaluation (bench/tutor-eval.mjs) measures the whole catalogue.
 */
export function yearOneCatalogue(): Catalogue {
  yearOne ??= createCatalogue(
    loadCatalogue()
      .courses.filter(({ course }) => course.id.startsWith('y1-'))
      .map(({ course }) => course),
  );
  return yearOne;
}
let yearOne: Catalogue | undefined;

/** A fresh app over a real embedded store in its own temp folder (or `options.dataDir`). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await makeTempDir());
  const cleanUp = async () => {
    if (ownDir) await removeDir(dataDir);
  };
  const store = await openStore(
    { dataDir, mongodbUri: undefined, mongodbDb: 'nibras' },
    { compactionIntervalMs: 0 },
  ).catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
  const jwtSecret = await resolveJwtSecret({ jwtSecret: options.jwtSecret, mongodbUri: undefined, dataDir });
  const logger = options.logger ?? createLogger('silent');
  const outboxDir = path.join(dataDir, 'outbox');
  const notifications = createNotificationService({
    store,
    hub: createInProcessHub(logger),
    mailer:
      options.mailer ?? createOutboxMailer({ dir: outboxDir, from: 'Nibras <no-reply@nibras.invalid>' }),
    clock: options.clock,
    logger,
  });
  const shutdown = new AbortController();
  const app = createApp({
    config: {
      corsOrigins: options.corsOrigins ?? [...DEFAULT_CORS_ORIGINS],
      trustProxy: options.trustProxy ?? false,
    },
    store,
    logger,
    jwtSecret,
    catalogue: options.catalogue,
    clock: options.clock,
    rateLimits: options.rateLimits,
    sleep: options.sleep,
    notifications,
    signal: shutdown.signal,
    streamTimings: options.streamTimings,
    tutor: options.tutor,
    tutorDailyMessages: options.tutorDailyMessages,
  });
  return {
    app,
    store,
    dataDir,
    jwtSecret,
    notifications,
    outboxDir,
    async close() {
      shutdown.abort();
      await notifications.close();
      await store.close();
      await cleanUp();
    },
  };
}

export interface Listening {
  url: string;
  close(): Promise<void>;
}

/** Serves the app on a free port of 127.0.0.1 (@hono/node-server, as in production). */
export function listen(app: TestApp['app']): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}

/** A pino logger that keeps its JSON lines in memory, for asserting on logs. */
export function createMemoryLogger(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const logger = createLogger('info', {
    write(chunk: string) {
      chunks.push(chunk);
    },
  });
  return {
    logger,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

// ---------------------------------------------------------------------------------------------------
// Accounts

/** A password that meets every sign-up rule. */
export const TEST_PASSWORD = 'Str0ng!pass';

/** A JSON request through `app.request()`, with a bearer token when given. */
export function requestJson(
  app: TestApp['app'],
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  return Promise.resolve(
    app.request(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
}

export interface SignedInUser {
  user: { _id: string; email: string; roles: string[]; hasOnBoarded: boolean } & Record<string, unknown>;
  accessToken: string;
}

/** Signs up a fresh student through POST /auth/sign-up (unique e-mail unless given). */
export async function signUpUser(
  app: TestApp['app'],
  fields: { username?: string; email?: string; password?: string; phone?: string } = {},
): Promise<SignedInUser> {
  const response = await requestJson(app, 'POST', '/auth/sign-up', {
    body: {
      username: fields.username ?? 'Test Student',
      email: fields.email ?? `student-${crypto.randomUUID()}@example.com`,
      password: fields.password ?? TEST_PASSWORD,
      ...(fields.phone === undefined ? {} : { phone: fields.phone }),
    },
  });
  if (response.status !== 201) {
    throw new Error(`sign-up failed with ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as SignedInUser;
}

// ---------------------------------------------------------------------------------------------------
// Server-sent events

/** One frame of an event stream: an event (`id`, `event`, `data`, `retry`) or a comment. */
export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

export interface EventStreamClient {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body of a refusal (status other than 200). */
  body: string;
  /** Every frame so far, in order. */
  frames: SseFrame[];
  /** `data` of the message events so far, parsed. */
  messages(): { type: string; data: Record<string, unknown> }[];
  /** Resolves once `predicate` holds for the frames received (rejects after `timeoutMs`). */
  waitFor(predicate: (frames: SseFrame[]) => boolean, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === '') frame.comment = value;
    else if (field === 'id') frame.id = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    else if (field === 'retry') frame.retry = Number(value);
  }
  return frame;
}

/**
 * A small SSE client on node:http (no reconnection: each test decides what to do). A GET by default;
 * `init` sends another method with a body (a streamed answer to a POST).
 */
export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
  init: { method?: string; body?: string } = {},
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: init.method ?? 'GET',
      headers: { accept: 'text/event-stream', ...headers },
      agent: false,
    });
    request.end(init.body);
    request.once('error', reject);
    request.once('response', (response) => {
      const frames: SseFrame[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let body = '';
      let resolveEnded: () => void = () => undefined;
      const ended = new Promise<void>((done) => {
        resolveEnded = done;
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (response.statusCode !== 200) {
          body += chunk;
          return;
        }
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          frames.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
        for (const wake of waiters) wake();
      });
      response.once('close', () => {
        resolveEnded();
        for (const wake of waiters) wake();
      });
      request.removeListener('error', reject);
      request.on('error', () => undefined); // closing it ourselves aborts the request

      const client: EventStreamClient = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        get body() {
          return body;
        },
        frames,
        messages: () =>
          frames
            .filter((f) => f.event === 'message' && f.data !== undefined)
            .map((f) => JSON.parse(f.data ?? '') as { type: string; data: Record<string, unknown> }),
        waitFor(predicate, timeoutMs = 20_000) {
          return new Promise<void>((done, fail) => {
            const check = () => {
              if (predicate(frames)) {
                clearTimeout(timer);
                waiters.delete(check);
                done();
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`Timed out waiting for stream frames; got ${JSON.stringify(frames)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        ended,
        close: () => request.destroy(),
      };
      if (response.statusCode !== 200) {
        response.once('end', () => resolve(client));
        response.resume();
      } else {
        resolve(client);
      }
    });
  });
}

/** A clock the test moves by hand (`createTestApp({ clock: time.clock })`). */
export function manualClock(start = '2025-03-01T08:00:00.000Z') {
  let now = new Date(start).getTime();
  return {
    clock: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Waiting

/**
 * Reads again (every 10 ms) until `holds` is true of what `read` gives, and resolves with that: a wait
 * for a state (a stored row, a conversation free again) with no clock of its own, so that a slow or
 * busy machine makes it longer and never makes it fail; the test's own time limit bounds it. A read
 * that throws ends it (what it reads was closed, as after a test that ran out of time).
 */
export async function waitForState<T>(read: () => T | Promise<T>, holds: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// ---------------------------------------------------------------------------------------------------
// Images

/** A PNG signature and IHDR chunk claiming `width` x `height`, nothing after it (a forged header). */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16); // 8-bit RGBA; the CRC is left zero
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

// ---------------------------------------------------------------------------------------------------
// E-mail

/** Reads an .eml written by nodemailer: headers (RFC 2047 subject) and the decoded text body. */
export function parseEml(raw: string): { headers: Record<string, string>; subject: string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const decodeWord = (_: string, charset: string, encoding: string, value: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(value, 'base64').toString('utf8')
      : decodeQuotedPrintable(value.replace(/_/g, ' '));
  const subject = (headers.subject ?? '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, decodeWord);
  const encoded = raw.slice(split + 4);
  const encoding = headers['content-transfer-encoding'];
  const body =
    encoding === 'base64'
      ? Buffer.from(encoded, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(encoded.replace(/=\r\n/g, ''))
        : encoded;
  return { headers, subject, body: body.replace(/\r\n/g, '\n') };
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i += 1) {
    if (value[i] === '=' && /^[0-9A-F]{2}$/i.test(value.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(value.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(value[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

// ---------------------------------------------------------------------------------------------------
// Commands

/** A script of the API (`src/index.ts`, `src/cli/*.ts`) as a real child process, from the api folder. */
export function spawnScript(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: path.join(__dirname, '..'),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, exit, stdout: () => stdout, stderr: () => stderr };
}

/** Runs one of the API's commands (`src/cli/*.ts`) to its end. */
export async function runCommandProcess(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const p = spawnScript(script, args, env);
  const code = await p.exit;
  return { code, stdout: p.stdout(), stderr: p.stderr() };
}

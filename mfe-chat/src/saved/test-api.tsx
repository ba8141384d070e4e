// Shared by the saved-content tests (never imported by app code): the REAL API (api/src/index.ts
// as a child process, over a fresh embedded store in a temp folder), students signed up through
// it, API clients for them, and a renderer that mounts a component inside the providers a remote
// has (RemoteFrame: i18n with this remote's `chat` namespace, antd, the shell-linked router).
//
// jsdom has no fetch: the clients get a small one on node:http (status, headers, JSON body, abort),
// with an optional gate that holds requests until the test lets them go (to see a dialog while it
// submits, or the skeleton while the page loads).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ReactElement } from 'react';
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
  type RemoteProps,
  type ToastKind,
} from '@nibras/shared-ui';
import { messageAt } from '@nibras/shared-ui/testing';
import { ar, en } from '../locales/index';

export const MESSAGES = { en, ar } as Record<Locale, Record<string, unknown>>;
/** A `chat` namespace text (`saved.form.title`) in a language. */
export const msg = (locale: Locale, key: string): string => messageAt(MESSAGES, locale, key);

const API_ENTRY = path.resolve(__dirname, '../../../api/src/index.ts');

// ---------------------------------------------------------------------------------------------------
// fetch on node:http

/** Holds requests until `release()`; `hold()` starts holding again. */
export interface Gate {
  hold(): void;
  release(): void;
  /** Requests waiting at the gate. */
  readonly waiting: number;
  /** Resolves when the gate lets a request through. */
  pass(): Promise<void>;
}

export function createGate(): Gate {
  let open = true;
  let waiters: (() => void)[] = [];
  return {
    hold() {
      open = false;
    },
    release() {
      open = true;
      const ready = waiters;
      waiters = [];
      for (const go of ready) go();
    },
    get waiting() {
      return waiters.length;
    },
    pass: () => (open ? Promise.resolve() : new Promise<void>((go) => waiters.push(go))),
  };
}

const abortError = () => Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });

function nodeFetch(gate?: Gate): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (gate) await gate.pass();
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw abortError();
    const body = typeof init.body === 'string' ? init.body : undefined;
    return new Promise<Response>((resolve, reject) => {
      const request = http.request(String(input), {
        method: init.method ?? 'GET',
        headers: {
          ...(init.headers as Record<string, string>),
          ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }),
        },
        agent: false,
      });
      const onAbort = () => {
        request.destroy();
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      request.on('error', (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      });
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          signal?.removeEventListener('abort', onAbort);
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
            json: () => Promise.resolve(JSON.parse(text) as unknown),
            text: () => Promise.resolve(text),
          } as unknown as Response);
        });
      });
      request.end(body);
    });
  }) as typeof fetch;
}

// ---------------------------------------------------------------------------------------------------
// The real API

export interface RealApi {
  baseUrl: string;
  /** Signs a fresh student up (POST /auth/sign-up); answers the access token. */
  signUp(): Promise<string>;
  /** A new conversation with one question, answered by the API's tutor: the reply's ids and text. */
  reply(
    token: string,
    question: string,
  ): Promise<{ conversationId: string; messageId: string; content: string }>;
  /** An API client for the token; `baseUrl` may change between calls (a function). */
  client(token: string, options?: { gate?: Gate; baseUrl?: () => string }): ApiClient;
}

async function startApi(): Promise<{ api: RealApi; stop(): Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nibras-chat-saved-'));
  const child: ChildProcess = spawn(process.execPath, [API_ENTRY], {
    cwd: path.dirname(path.dirname(API_ENTRY)),
    env: {
      PATH: process.env.PATH ?? '',
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The API did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"port":(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The API exited with ${String(code)}:\n${output}`));
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const plainFetch = nodeFetch();

  const api: RealApi = {
    baseUrl,
    async signUp() {
      const response = await plainFetch(`${baseUrl}/auth/sign-up`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          username: 'Sara Alqahtani',
          email: `student-${Math.random().toString(36).slice(2)}@example.com`,
          password: 'Str0ng!pass',
        }),
      });
      if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
      return ((await response.json()) as { accessToken: string }).accessToken;
    },
    async reply(token, question) {
      const created = await plainFetch(`${baseUrl}/conversations`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      const conversationId = ((await created.json()) as { _id: string })._id;
      // The send call is multipart (`message`): written out by hand, jsdom's FormData cannot be encoded.
      const boundary = `----nibras${Math.random().toString(16).slice(2)}`;
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${question}\r\n--${boundary}--\r\n`;
      const sent = await plainFetch(`${baseUrl}/ai-conversations/${conversationId}/messages`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
      });
      if (sent.status !== 200) throw new Error(`sending failed: ${sent.status} ${await sent.text()}`);
      const { messages } = (await sent.json()) as {
        messages: { _id: string; sender: string; content: string }[];
      };
      const model = messages.find((m) => m.sender === 'model');
      if (!model) throw new Error('no reply');
      return { conversationId, messageId: model._id, content: model.content };
    },
    client(token, options = {}) {
      return createApiClient({
        baseUrl: options.baseUrl ?? baseUrl,
        getToken: () => token,
        onUnauthorized: () => undefined,
        fetch: nodeFetch(options.gate),
      });
    },
  };

  return {
    api,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Call at the top of a test file: one real API for the file (started before its tests). */
export function realApiForFile(): () => RealApi {
  let started: Awaited<ReturnType<typeof startApi>> | undefined;
  beforeAll(async () => {
    started = await startApi();
  }, 40_000);
  afterAll(async () => {
    await started?.stop();
  });
  return () => {
    if (!started) throw new Error('The API is not running');
    return started.api;
  };
}

// ---------------------------------------------------------------------------------------------------
// Toasts and rendering

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

export interface Rendered {
  container: HTMLElement;
  /** Every path the component asked the shell to navigate to. */
  navigations: string[];
  rerender(ui: ReactElement): void;
}

/**
 * Call once per file, at its top: a render function that mounts `ui` inside RemoteFrame (as the
 * remote's root does) with the given API client; unmounted after each test.
 */
export function remoteRenderer() {
  // The bus holds a BroadcastChannel open, which would keep jest from exiting.
  afterAll(() => bus.close());
  // antd's modal measures the scrollbar with getComputedStyle(el, '::-webkit-scrollbar'), which jsdom lacks.
  const getComputedStyle = window.getComputedStyle.bind(window);
  beforeAll(() => {
    window.getComputedStyle = (element: Element) => getComputedStyle(element);
  });
  afterAll(() => {
    window.getComputedStyle = getComputedStyle;
  });
  const mounted: { root: Root; container: HTMLElement }[] = [];
  afterEach(() => {
    for (const { root, container } of mounted.splice(0)) {
      root.unmount();
      container.remove();
    }
    document.body.innerHTML = '';
  });

  return async (ui: ReactElement, options: { locale: Locale; api: ApiClient; path?: string }) => {
    await initI18n(options.locale);
    addNamespace('chat', MESSAGES);
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    mounted.push({ root, container });
    const navigations: string[] = [];
    const props: RemoteProps = {
      basename: `/${options.locale}`,
      locale: options.locale,
      location: { pathname: `/${options.locale}${options.path ?? '/saved'}`, search: '', hash: '' },
      navigate: (to) => navigations.push(to),
      bus,
      api: options.api,
      session: useSessionStore,
    };
    const render = (element: ReactElement) =>
      root.render(
        <RemoteFrame name="mfe_chat" props={props}>
          {element}
        </RemoteFrame>,
      );
    render(ui);
    return { container, navigations, rerender: render };
  };
}

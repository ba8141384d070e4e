// Shared by the materials tests (never imported by app code).
//
// - The REAL API (shared-ui's `realApiForFile`: api/src/index.ts as a child process over a fresh
//   embedded store in a temporary folder), with students signed up through it and a way to seed
//   their tree (sections, folders, uploaded files) over HTTP.
// - `nodeXhr`: XMLHttpRequest for jsdom on node:http, as `nodeFetch` is fetch for it. jsdom's own
//   XHR applies CORS from its page's origin (which the API does not allow) and reports upload
//   progress only for same-origin requests; this one sends the multipart body in 64 KB pieces and
//   reports each piece as it leaves, as browsers do, to the real API.
// - `renderPage`: the remote's real lifecycles (renderRemote) with the student signed in, the API
//   calls (fetch and XHR) sent to the real API.
// - `materialNode`: a node as GET /files answers it, for the tree's component tests.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { useSessionStore, type Locale, type User } from '@nibras/shared-ui';
import {
  blobBytes,
  createGate,
  messageAt,
  nodeFetch,
  realApiForFile,
  renderRemoteInEachTest,
  UNUSED_API_URL,
  type Gate,
  type RenderRemoteOptions,
} from '@nibras/shared-ui/testing';
import { lifecycles } from '../lifecycles';
import en from '../locales/en.json';
import ar from '../locales/ar.json';
import type { MaterialColor, MaterialNode, MaterialsTree } from './api';

export const MESSAGES = { en, ar } as Record<Locale, Record<string, unknown>>;
/** A `materials` namespace text (`toolbar.upload`) in a language. */
export const msg = (locale: Locale, key: string): string => messageAt(MESSAGES, locale, key);

// ---------------------------------------------------------------------------------------------------
// Nodes for component tests

const AT = '2025-03-01T08:00:00.000Z';

export function materialNode(
  _id: string,
  kind: MaterialNode['kind'],
  children: MaterialNode[] = [],
  extra: Partial<MaterialNode> = {},
): MaterialNode {
  return {
    _id,
    name: _id,
    kind,
    color: kind === 'section' ? '#D2E4E2' : kind === 'folder' ? '#FEE7A6' : '#FFFFFF',
    parentId: null,
    createdAt: AT,
    updatedAt: AT,
    children,
    ...(kind === 'file'
      ? {
          url: `/files/${_id}/content`,
          mime: 'application/pdf',
          size: 482_133,
          pageCount: 3,
          status: 'ready' as const,
          progress: 100,
          failure: null,
        }
      : {}),
    ...extra,
  };
}

// ---------------------------------------------------------------------------------------------------
// Multipart and XMLHttpRequest on node:http

async function multipart(form: FormData): Promise<{ body: Buffer; type: string }> {
  const boundary = `----nibras-materials-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      const file = value as File;
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name.replace(/"/g, '%22')}"\r\n` +
            `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
        ),
        await blobBytes(file),
        Buffer.from('\r\n'),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

const PIECE = 64 * 1024;

interface ProgressLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

/** XMLHttpRequest for jsdom on node:http (see the top of this file), sending to `target()`'s host. */
export function nodeXhr(
  target: () => string,
  options: { record?(method: string, url: string): void; gate?: Gate } = {},
) {
  return class NodeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressLike) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private request: http.ClientRequest | null = null;
    private settled = false;

    open(method: string, url: string) {
      this.method = method;
      const address = new URL(url);
      const base = new URL(target());
      address.protocol = base.protocol;
      address.host = base.host;
      this.url = address.toString();
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      if (this.settled) return;
      this.settled = true;
      this.request?.destroy();
      this.onabort?.();
    }

    send(body: FormData) {
      void this.sendBody(body);
    }

    private settle(fn: (() => void) | null) {
      if (this.settled) return;
      this.settled = true;
      fn?.();
    }

    private async sendBody(form: FormData) {
      options.record?.(this.method, this.url);
      const { body, type } = await multipart(form);
      if (this.settled) return;
      const request = http.request(this.url, {
        method: this.method,
        headers: { ...this.headers, 'Content-Type': type, 'Content-Length': String(body.length) },
        agent: false,
      });
      this.request = request;
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          this.status = response.statusCode ?? 0;
          this.responseText = Buffer.concat(chunks).toString('utf8');
          this.settle(this.onload);
        });
      });
      // The API may answer (413) and close before the whole body has left: the answer wins.
      request.on('error', () => setTimeout(() => this.settle(this.onerror), 50));
      for (let sent = 0; sent < body.length && !this.settled;) {
        // After the first piece, a held gate stops the upload part-way (to see its progress).
        if (sent > 0 && options.gate) await options.gate.pass();
        if (this.settled) return;
        const piece = body.subarray(sent, sent + PIECE);
        const ok = await new Promise<boolean>((resolve) => request.write(piece, (error) => resolve(!error)));
        if (!ok) return;
        sent += piece.length;
        this.upload.onprogress?.({ lengthComputable: true, loaded: sent, total: body.length });
      }
      request.end();
    }
  };
}

// ---------------------------------------------------------------------------------------------------
// The real API

export interface Student {
  token: string;
  user: User;
}

export interface MaterialsApi {
  baseUrl: string;
  /** Signs a fresh student up; answers the access token. */
  signUp(): Promise<Student>;
  tree(token: string): Promise<MaterialsTree>;
  section(token: string, name: string, color?: MaterialColor): Promise<MaterialNode>;
  folder(token: string, parentId: string, name: string, color?: MaterialColor): Promise<MaterialNode>;
  /** Uploads files into a section or folder; answers their nodes. */
  upload(
    token: string,
    parentId: string,
    files: { name: string; type: string; bytes: Uint8Array | string }[],
  ): Promise<MaterialNode[]>;
  /** Waits until no file is queued or being processed; answers the tree. */
  settled(token: string, timeoutMs?: number): Promise<MaterialsTree>;
  /** The folder the API keeps its data in (to take a file's bytes away). */
  dataDir(): Promise<string>;
}

const PREFIX = 'nibras-materials-ui-';

/** Call at the top of a test file: one real API for the file. */
export function materialsApiForFile(): () => MaterialsApi {
  return realApiForFile(PREFIX, (started): MaterialsApi => {
    const { baseUrl } = started;
    const call = started.request;
    const api: MaterialsApi = {
      baseUrl,
      async signUp() {
        const { user, accessToken } = await started.signUp();
        return { token: accessToken, user };
      },
      tree: async (token) => (await call(token, 'GET', '/files')) as MaterialsTree,
      section: async (token, name, color) =>
        (
          (await call(token, 'POST', '/files/sections', { name, ...(color ? { color } : {}) })) as {
            node: MaterialNode;
          }
        ).node,
      folder: async (token, parentId, name, color) =>
        (
          (await call(token, 'POST', '/files/folders', { name, parentId, ...(color ? { color } : {}) })) as {
            node: MaterialNode;
          }
        ).node,
      async upload(token, parentId, files) {
        const form = new FormData();
        for (const file of files)
          form.append('file', new File([file.bytes as BlobPart], file.name, { type: file.type }));
        return ((await call(token, 'POST', `/files/${parentId}/upload`, form)) as { files: MaterialNode[] })
          .files;
      },
      async settled(token, timeoutMs = 15_000) {
        const start = Date.now();
        for (;;) {
          const tree = await api.tree(token);
          const pending = JSON.stringify(tree.tree).match(/"status":"(queued|processing)"/);
          if (!pending) return tree;
          if (Date.now() - start > timeoutMs) throw new Error('The extraction did not finish');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      },
      async dataDir() {
        const entries = await fs.readdir(os.tmpdir(), { withFileTypes: true });
        const candidates = await Promise.all(
          entries
            .filter((e) => e.isDirectory() && e.name.startsWith(PREFIX))
            .map(async (e) => {
              const dir = path.join(os.tmpdir(), e.name);
              return { dir, time: (await fs.stat(dir)).mtimeMs };
            }),
        );
        const newest = candidates.sort((a, b) => b.time - a.time)[0];
        if (!newest) throw new Error('The API’s data folder was not found');
        return newest.dir;
      },
    };
    return api;
  });
}

// ---------------------------------------------------------------------------------------------------
// Rendering the page against the real API

export interface PageCalls {
  /** The upload requests the page sent (`POST /files/…/upload`). */
  uploads: string[];
  /** The page's other requests (`GET /files`), in order. */
  fetches: string[];
  /** How many of them are still waiting for their answer. */
  inFlight: number;
}

/**
 * Call once per file, at its top: renders the remote (its real lifecycles) at a path with the
 * student signed in; its fetch and XMLHttpRequest go to the real API (or nowhere, after
 * `unreachable(true)`), uploads wait at `uploadGate` while it is held.
 */
export function pageRenderer(realApi: () => MaterialsApi) {
  const render = renderRemoteInEachTest(lifecycles);
  const calls: PageCalls = { uploads: [], fetches: [], inFlight: 0 };
  const uploadGate = createGate();
  let down = false;
  const target = () => (down ? UNUSED_API_URL : realApi().baseUrl);
  const realFetch = globalThis.fetch;
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    calls.uploads.length = 0;
    calls.fetches.length = 0;
    calls.inFlight = 0;
    down = false;
    uploadGate.release();
    const send = nodeFetch({ target });
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      calls.fetches.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      calls.inFlight += 1;
      const answer = send(input, init);
      const settled = () => {
        calls.inFlight -= 1;
      };
      answer.then(settled, settled);
      return answer;
    }) as typeof fetch;
    globalThis.XMLHttpRequest = nodeXhr(target, {
      gate: uploadGate,
      record: (method, url) => calls.uploads.push(`${method} ${new URL(url).pathname}`),
    }) as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    uploadGate.release();
    globalThis.fetch = realFetch;
    globalThis.XMLHttpRequest = realXhr;
  });
  return {
    calls,
    uploadGate,
    /** Makes the API unreachable (or reachable again). */
    unreachable(value: boolean) {
      down = value;
    },
    async render(
      student: Student,
      options: Omit<RenderRemoteOptions, 'signedIn' | 'path'> & { path?: string },
    ) {
      useSessionStore.getState().login(student.user, student.token, { broadcast: false });
      return render({ path: '/uploaded-materials', ...options, signedIn: false });
    },
  };
}

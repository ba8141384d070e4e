// fetch for jsdom tests (never imported by app code): jsdom has none, so this is a small one on
// node:http. The answer's body streams as it arrives (a ReadableStream), FormData goes out as
// multipart, the signal aborts, and an optional gate holds requests until the test lets them go (to
// see a dialog while it submits, or the skeleton while a page loads).
import http from 'node:http';
import { ReadableStream } from 'node:stream/web';

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

export interface NodeFetchOptions {
  /** The server's base URL: a call's origin is replaced by it (a remote's client may call an unused URL). */
  target?: () => string;
  /** Requests wait at this gate before they go out. */
  gate?: Gate;
}

/** fetch for jsdom on node:http (see the top of this file). */
export function nodeFetch(options: NodeFetchOptions = {}): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (options.gate) await options.gate.pass();
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw abortError();
    const url = new URL(String(input));
    if (options.target) {
      const base = new URL(options.target());
      url.protocol = base.protocol;
      url.host = base.host;
    }
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

/**
 * @jest-environment node
 */
// upload() in a jsdom page (its XMLHttpRequest sends real requests) against a real HTTP server.
// As in the app, the page and the API are on different origins (so CORS preflights), except
// where a test says otherwise.
import { JSDOM, VirtualConsole, type DOMWindow } from 'jsdom';
import { ApiError, GENERIC_ERROR, NETWORK_ERROR, type UploadProgress } from '../api-client';
import { failure, readBody, sendJson, testServerForFile } from './test-server';

const { serve, client, onUnauthorized, baseUrl } = testServerForFile();

let page: DOMWindow;
/** The page the upload runs in: upload() takes the XMLHttpRequest of the global scope. */
function openPage(url = 'http://localhost/') {
  page = new JSDOM('', { url, virtualConsole: new VirtualConsole() }).window;
  globalThis.XMLHttpRequest = page.XMLHttpRequest;
}
beforeEach(() => openPage());
afterEach(() => page.close());

const formWith = (bytes: number) => {
  const form = new page.FormData();
  form.append('file', new page.Blob([new Uint8Array(bytes).fill(7)], { type: 'image/png' }), 'picture.png');
  return form;
};

describe('upload()', () => {
  it('reports upload progress up to the total and answers the JSON', async () => {
    let seen: { method?: string; url?: string; auth?: string; received: number } | null = null;
    serve(
      (req, res) =>
        void readBody(req).then((body) => {
          seen = { method: req.method, url: req.url, auth: req.headers.authorization, received: body.length };
          sendJson(res, 201, { url: 'http://api.test/uploads/x.png' });
        }),
    );
    // jsdom computes upload progress only for a same-origin request (across origins the upload
    // listener forces a preflight and jsdom loses the body's length there): a page from the server.
    openPage(`${baseUrl()}/`);
    const size = 3 * 1024 * 1024;
    const progress: UploadProgress[] = [];

    const answer = await client().upload('/profile-picture', formWith(size), {
      method: 'PUT',
      query: { kind: 'cover' },
      onProgress: (event) => progress.push(event),
    });

    expect(answer).toEqual({ url: 'http://api.test/uploads/x.png' });
    expect(seen).toMatchObject({ method: 'PUT', url: '/profile-picture?kind=cover', auth: 'Bearer tok' });
    // The multipart body holds the 3 MB file plus its part headers.
    const total = seen!.received;
    expect(total).toBeGreaterThan(size);
    // Browsers report many times as the bytes leave; jsdom only once, when they have all left.
    // Either way: increasing, ending at the total.
    expect(progress.length).toBeGreaterThanOrEqual(1);
    for (const [i, event] of progress.entries()) {
      expect(event.total).toBe(total);
      expect(event.fraction).toBeCloseTo(event.loaded / total);
      if (i > 0) expect(event.loaded).toBeGreaterThanOrEqual(progress[i - 1]!.loaded);
    }
    expect(progress.at(-1)).toEqual({ loaded: total, total, fraction: 1 });
  });

  it('POSTs the form as multipart unless told otherwise, with the bearer token when signed in', async () => {
    let seen: { method?: string; auth?: string; type?: string; file?: string } = {};
    serve(
      (req, res) =>
        void readBody(req).then((body) => {
          seen = {
            method: req.method,
            auth: req.headers.authorization,
            type: req.headers['content-type'],
            file: /name="file"; filename="picture.png"/.exec(body.toString('latin1'))?.[0],
          };
          sendJson(res, 200, { ok: true });
        }),
    );
    await expect(client('tok').upload('/materials', formWith(10))).resolves.toEqual({ ok: true });
    expect(seen).toMatchObject({
      method: 'POST',
      auth: 'Bearer tok',
      file: 'name="file"; filename="picture.png"',
    });
    expect(seen.type).toMatch(/^multipart\/form-data; boundary=/);

    await client(null).upload('/materials', formWith(10));
    expect(seen.auth).toBeUndefined();
  });

  it('aborting rejects with an AbortError and the server sees the request go away', async () => {
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const closed = new Promise<boolean>((resolve) => {
      // Never answers: only the abort can end this request.
      serve((_req, res) => {
        arrived();
        res.on('close', () => resolve(res.writableEnded));
      });
    });
    const controller = new AbortController();
    const upload = failure(client().upload('/materials', formWith(1024), { signal: controller.signal }));
    await requestArrived;
    controller.abort();

    const error = await upload;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    // The connection closed without an answer.
    await expect(closed).resolves.toBe(false);
  });

  it('an already aborted signal rejects without sending anything', async () => {
    const requests = jest.fn();
    serve((_req, res) => {
      requests();
      sendJson(res, 200, {});
    });
    const error = await failure(client().upload('/materials', formWith(10), { signal: AbortSignal.abort() }));
    expect((error as Error).name).toBe('AbortError');
    expect(requests).not.toHaveBeenCalled();
  });

  it("rejects a failed answer with the server's localized message and status, without ending the session", async () => {
    const message = { en: 'File is too large', ar: 'حجم الملف كبير جدًا' };
    serve((req, res) => void readBody(req).then(() => sendJson(res, 413, { message })));
    const error = await failure(client().upload('/materials', formWith(10)));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, text: message, body: { message } });

    serve(
      (req, res) =>
        void readBody(req).then(() => {
          res.writeHead(500, { 'Content-Type': 'text/plain' });
          res.end('boom');
        }),
    );
    const plain = await failure(client().upload('/materials', formWith(10)));
    expect(plain).toMatchObject({ status: 500, text: GENERIC_ERROR });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 to a signed-in upload ends the session once', async () => {
    const message = { en: 'Your session has ended.', ar: 'انتهت جلستك.' };
    serve((req, res) => void readBody(req).then(() => sendJson(res, 401, { message })));
    const error = await failure(client('expired').upload('/materials', formWith(10)));
    expect(error).toMatchObject({ status: 401, text: message });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    // Signed out, a 401 is only an error: there is no session to end.
    await failure(client(null).upload('/materials', formWith(10)));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('an unreachable API gives status 0 with the network message', async () => {
    const error = await failure(client('tok', 'http://127.0.0.1:1').upload('/materials', formWith(10)));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, text: NETWORK_ERROR });
  });
});

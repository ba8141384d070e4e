import { ApiError, createApiClient } from '@nibras/shared-ui';
import { MAX_IMAGE_BYTES, checkImageFile, outputSize } from './images';
import { uploadFile } from './upload';

describe('checkImageFile', () => {
  it('takes PNG, JPEG, WebP and GIF up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(checkImageFile({ type, size: 1000 })).toBe('ok');
    }
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBe('ok');
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('too-large');
  });

  it('refuses anything else, including other images', () => {
    for (const type of ['text/plain', 'application/pdf', 'image/svg+xml', 'image/heic', '']) {
      expect(checkImageFile({ type, size: 10 })).toBe('not-image');
    }
  });
});

describe('outputSize', () => {
  it('keeps the aspect, never upscales, and caps the width', () => {
    expect(outputSize(300, 1, 512)).toEqual({ width: 300, height: 300 });
    expect(outputSize(2000, 1, 512)).toEqual({ width: 512, height: 512 });
    expect(outputSize(3000, 4, 1600)).toEqual({ width: 1600, height: 400 });
    expect(outputSize(0.4, 4, 1600)).toEqual({ width: 1, height: 1 });
  });
});

/** A scripted XMLHttpRequest: records what was sent, then answers as told. */
class FakeXhr {
  static last: FakeXhr;
  static answer: { status: number; body: string } | 'network' = { status: 200, body: '{}' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.sent = body;
    const answer = FakeXhr.answer;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      if (answer === 'network') {
        this.onerror?.();
        return;
      }
      this.status = answer.status;
      this.responseText = answer.body;
      this.onload?.();
    }, 0);
  }
}

describe('uploadFile', () => {
  const realXhr = window.XMLHttpRequest;
  const unauthorized = jest.fn();
  let fetched: string[];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => 'tok',
    onUnauthorized: unauthorized,
    fetch: (async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return {
        status: 401,
        ok: false,
        headers: { get: () => 'application/json' },
        json: async () => ({ message: { en: 'Your session has ended.', ar: 'انتهت جلستك.' } }),
      } as unknown as Response;
    }) as typeof fetch,
  });
  const png = new File([new Uint8Array([137, 80, 78, 71])], 'profile-picture.png', { type: 'image/png' });

  beforeEach(() => {
    fetched = [];
    unauthorized.mockClear();
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterAll(() => {
    window.XMLHttpRequest = realXhr;
  });

  it('PUTs the file as multipart `file` with the token, reports progress, and answers the JSON', async () => {
    FakeXhr.answer = { status: 200, body: JSON.stringify({ url: 'http://api.test/uploads/x.png' }) };
    const progress: number[] = [];
    const answer = await uploadFile(api, '/profile-picture', png, {
      onProgress: (f) => progress.push(f),
    });
    expect(answer).toEqual({ url: 'http://api.test/uploads/x.png' });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['PUT', 'http://api.test/profile-picture']);
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer tok', Accept: 'application/json' });
    const sent = xhr.sent?.get('file') as File;
    expect(sent.name).toBe('profile-picture.png');
    expect(sent.type).toBe('image/png');
    expect(progress).toEqual([0.5, 1]);
  });

  it("fails with the API's localized message", async () => {
    const message = { en: 'File is too large', ar: 'حجم الملف كبير جدًا' };
    FakeXhr.answer = { status: 413, body: JSON.stringify({ message }) };
    const error = await uploadFile(api, '/profile-cover', png).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).text).toEqual(message);
    expect(fetched).toEqual([]);
  });

  it('fails with the network message when the API cannot be reached', async () => {
    FakeXhr.answer = 'network';
    const error = (await uploadFile(api, '/profile-picture', png).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.text.en).toMatch(/Cannot reach the server/);
  });

  it('lets the API client handle a 401 (it signs the student out, with no further call)', async () => {
    FakeXhr.answer = { status: 401, body: JSON.stringify({ message: { en: 'Ended', ar: 'انتهت' } }) };
    const error = (await uploadFile(api, '/profile-picture', png).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(fetched).toEqual([]);
  });

  it('cancels when its signal is aborted', async () => {
    FakeXhr.answer = { status: 200, body: '{}' };
    const controller = new AbortController();
    const progress: number[] = [];
    const upload = uploadFile(api, '/profile-picture', png, {
      signal: controller.signal,
      onProgress: (f) => progress.push(f),
    }).catch((e: unknown) => e);
    controller.abort();
    const error = (await upload) as DOMException;
    expect(error.name).toBe('AbortError');
    expect(progress).toEqual([]);
  });
});

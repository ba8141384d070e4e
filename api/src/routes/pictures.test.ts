import { serve } from '@hono/node-server';
import fs from 'node:fs/promises';
import net, { type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
import {
  createTestApp,
  listen,
  pngHeader,
  requestJson,
  signUpUser,
  type TestApp,
  type TestAppOptions,
} from '../testing.ts';

const FILE_TOO_LARGE = { en: 'File is too large', ar: 'حجم الملف كبير جدًا' };
const NOT_AN_IMAGE = {
  en: 'file must be a PNG, JPEG, WebP or GIF image',
  ar: 'الحقل file يجب أن يكون صورة بصيغة PNG أو JPEG أو WebP أو GIF',
};

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The header of a 1x1 JPEG: JFIF, then the frame header with the size. */
const JPEG = Buffer.from([
  ...[
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01,
  ],
  ...[0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9],
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
]);

let t: TestApp;
let token: string;
async function setUp(options: TestAppOptions = {}) {
  t = await createTestApp(options);
  token = (await signUpUser(t.app)).accessToken;
}
afterEach(async () => {
  await t.close();
});

function upload(
  route: '/profile-picture' | '/profile-cover',
  bytes: Uint8Array | undefined,
  options: { name?: string; type?: string; as?: string | null; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  if (bytes)
    form.append(
      'file',
      new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
      options.name ?? 'me.png',
    );
  const headers: Record<string, string> = { ...options.headers };
  const as = options.as === undefined ? token : options.as;
  if (as !== null) headers.authorization = `Bearer ${as}`;
  return t.app.request(route, { method: 'PUT', body: form, headers });
}

const uploaded = async (response: Response) => {
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
};
const storedFiles = async () =>
  (await fs.readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[])).sort();
const me = async () =>
  (await (await requestJson(t.app, 'GET', '/me', { token })).json()) as Record<string, unknown>;

describe('PUT /profile-picture and PUT /profile-cover', () => {
  test('stores the picture, answers its absolute URL, and serves it with the detected type', async () => {
    await setUp();
    const url = await uploaded(
      await upload('/profile-picture', PNG, { name: 'selfie.jpeg', type: 'image/jpeg' }),
    );
    expect(url).toMatch(/^http:\/\/localhost\/uploads\/[\w-]{22}\.png$/);
    expect(await me()).toMatchObject({ profilePicture: url });

    const served = await t.app.request(new URL(url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png'); // from the bytes, not the name or the sent type
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const list = (await (await requestJson(t.app, 'GET', '/notifications/list', { token })).json()) as {
      notifications: { message: { en: string } }[];
    };
    expect(list.notifications[0]?.message.en).toBe('Your profile picture was updated.');
  });

  test('a new picture replaces the old one, whose file is deleted; the cover is separate', async () => {
    await setUp();
    const first = await uploaded(await upload('/profile-picture', PNG));
    const second = await uploaded(await upload('/profile-picture', JPEG, { name: 'b.jpg' }));
    expect(second).toMatch(/\.jpg$/);
    expect((await t.app.request(new URL(first).pathname)).status).toBe(404);
    expect((await t.app.request(new URL(second).pathname)).headers.get('content-type')).toBe('image/jpeg');

    const cover = await uploaded(await upload('/profile-cover', WEBP, { name: 'cover.webp' }));
    expect(cover).toMatch(/\.webp$/);
    expect(await me()).toMatchObject({ profilePicture: second, profileCover: cover });
    expect(await storedFiles()).toEqual(
      [new URL(second).pathname.slice(9), new URL(cover).pathname.slice(9)].sort(),
    );

    const gif = await uploaded(await upload('/profile-cover', GIF, { name: 'a.gif' }));
    expect((await t.app.request(new URL(gif).pathname)).headers.get('content-type')).toBe('image/gif');
    expect(await storedFiles()).toHaveLength(2);
  });

  test('refuses a file that is not an image, even named .png and sent as image/png (415)', async () => {
    await setUp();
    const response = await upload('/profile-picture', Buffer.from('<svg onload="alert(1)"></svg>'), {
      name: 'innocent.png',
      type: 'image/png',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: NOT_AN_IMAGE,
      issues: [{ field: 'file', message: NOT_AN_IMAGE }],
    });
    expect((await upload('/profile-picture', Buffer.alloc(0))).status).toBe(415);
    expect(await storedFiles()).toEqual([]);
    expect(await me()).not.toHaveProperty('profilePicture');
  });

  test('refuses a file over 5 MB with 413 "File is too large"', async () => {
    await setUp();
    const justOver = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    const response = await upload('/profile-cover', justOver);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: FILE_TOO_LARGE });

    // Far over: the body limit answers first, with the same message.
    const huge = await upload('/profile-cover', Buffer.concat([PNG, Buffer.alloc(7 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: FILE_TOO_LARGE });

    const exactly = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    expect((await upload('/profile-cover', exactly)).status).toBe(200);
  });

  test('the body limit over a real socket (Content-Length known up front)', async () => {
    await setUp();
    const server = await listen(t.app);
    try {
      const form = new FormData();
      form.append('file', new Blob([PNG, new Uint8Array(6 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
      const response = await fetch(`${server.url}/profile-picture`, {
        method: 'PUT',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: FILE_TOO_LARGE });
    } finally {
      await server.close();
    }
  });

  test('a missing file is a 400 naming the field; a text field is not a file', async () => {
    await setUp();
    const missing = await upload('/profile-picture', undefined);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      issues: [{ field: 'file', message: { en: 'file is required', ar: 'الحقل file مطلوب' } }],
    });
    const form = new FormData();
    form.append('file', 'not a file');
    const text = await t.app.request('/profile-picture', {
      method: 'PUT',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({
      issues: [{ field: 'file', message: { en: 'file must be a single file' } }],
    });
  });

  test('needs a bearer token', async () => {
    await setUp();
    expect((await upload('/profile-picture', PNG, { as: null })).status).toBe(401);
    expect(await storedFiles()).toEqual([]);
  });

  test('behind a trusted proxy the URL uses X-Forwarded-Proto and X-Forwarded-Host; otherwise they are ignored', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'api.nibras.example' };
    await setUp({ trustProxy: true });
    expect(await uploaded(await upload('/profile-picture', PNG, { headers: forwarded }))).toMatch(
      /^https:\/\/api\.nibras\.example\/uploads\//,
    );
    expect(
      await uploaded(
        await upload('/profile-picture', PNG, { headers: { 'x-forwarded-host': 'bad host/x' } }),
      ),
    ).toMatch(/^http:\/\/localhost\/uploads\//);
    await t.close();

    await setUp({ trustProxy: false });
    expect(await uploaded(await upload('/profile-picture', PNG, { headers: forwarded }))).toMatch(
      /^http:\/\/localhost\/uploads\//,
    );
  });
});

describe('the upload is read as a stream', () => {
  /** The app on a real server that keeps its sockets, to see how many bytes it read. */
  async function serveCounting() {
    const sockets: Socket[] = [];
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    server.on('connection', (socket: Socket) => sockets.push(socket));
    return {
      port: (server.address() as AddressInfo).port,
      bytesRead: () => sockets.reduce((sum, socket) => sum + socket.bytesRead, 0),
      close: () =>
        new Promise<void>((done) => {
          server.close(() => done());
          if ('closeAllConnections' in server) server.closeAllConnections();
        }),
    };
  }

  test('a 30 MB chunked upload is refused with 413 at the limit, without reading the rest', async () => {
    await setUp();
    const server = await serveCounting();
    const total = 30 * 1024 * 1024;
    const boundary = 'nibras-test-boundary';
    const socket = net.connect(server.port, '127.0.0.1');
    let answer = '';
    let writtenWhenAnswered: number | undefined;
    let written = 0;
    socket.on('data', (chunk: Buffer) => {
      writtenWhenAnswered ??= written;
      answer += chunk.toString('utf8');
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined); // the server closes while we are still sending
    const chunk = (data: Buffer | string) => {
      const bytes = Buffer.from(data);
      written += bytes.length;
      return new Promise<boolean>((resolve) => {
        if (socket.destroyed) return resolve(false);
        socket.write(`${bytes.length.toString(16)}\r\n`);
        socket.write(bytes);
        const more = socket.write('\r\n');
        if (more) resolve(true);
        else socket.once('drain', () => resolve(true)).once('close', () => resolve(false));
      });
    };
    socket.write(
      'PUT /profile-picture HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n' +
        `Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n\r\n`,
    );
    await chunk(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    await chunk(PNG);
    const piece = Buffer.alloc(64 * 1024);
    while (written < total && !socket.destroyed && (await chunk(piece)));
    await closed;
    await server.close();

    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toMatch(/^connection: close$/im);
    expect(JSON.parse(body)).toEqual({ message: FILE_TOO_LARGE });
    // Answered and closed long before the client got to send 30 MB; the server read about 5 MB.
    expect(writtenWhenAnswered).toBeLessThan(total / 2);
    expect(written).toBeLessThan(total);
    expect(server.bytesRead()).toBeLessThan(5 * 1024 * 1024 + 1024 * 1024);
    expect(await storedFiles()).toEqual([]);
  });

  test('a right name with wrong bytes (photo.png holding text) is a localized 415', async () => {
    await setUp();
    const response = await upload('/profile-picture', Buffer.from('just some text, honestly'), {
      name: 'photo.png',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: NOT_AN_IMAGE,
      issues: [{ field: 'file', message: NOT_AN_IMAGE }],
    });
  });

  test('an image whose header claims 50000 x 50000 pixels is refused (422) before anything decodes it', async () => {
    await setUp();
    const response = await upload('/profile-picture', pngHeader(50_000, 50_000));
    expect(response.status).toBe(422);
    const message = {
      en: 'The image is too large: at most 8000 pixels wide or high, and 40 megapixels in all',
      ar: 'أبعاد الصورة كبيرة جدًا: الحد الأقصى 8000 بكسل للعرض أو الارتفاع، و40 ميغابكسل إجمالًا',
    };
    expect(await response.json()).toEqual({ message, issues: [{ field: 'file', message }] });
    expect((await upload('/profile-picture', pngHeader(8000, 5001))).status).toBe(422);
    expect((await upload('/profile-picture', pngHeader(4032, 3024))).status).toBe(200);
    expect(await storedFiles()).toHaveLength(1);
  });

  test.each([
    ['a path', '../../etc/passwd'],
    ['a Windows path', '..\\..\\Windows\\win.ini'],
    ['a very long name', `${'a'.repeat(5000)}.png`],
    ['control and bidi characters', 'evil\t\r\n\u2066\u202Egnp.exe'],
  ])('a hostile file name (%s) never becomes a path', async (_name, name) => {
    await setUp();
    const url = await uploaded(await upload('/profile-picture', PNG, { name }));
    expect(url).toMatch(/^http:\/\/localhost\/uploads\/[\w-]{22}\.png$/);
    expect(await storedFiles()).toEqual([new URL(url).pathname.slice(9)]);
    const dataDir = await fs.readdir(t.dataDir);
    expect(dataDir.some((entry) => entry.includes('passwd') || entry.includes('win.ini'))).toBe(false);
  });
});

describe('GET /uploads/:id', () => {
  test.each(['AAAAAAAAAAAAAAAAAAAAAA.png', 'nope', '..%2Fjwt-secret', 'AAAAAAAAAAAAAAAAAAAAAA.svg'])(
    '%s is a localized 404',
    async (id) => {
      await setUp();
      const response = await t.app.request(`/uploads/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: { en: 'Not found', ar: 'غير موجود' } });
    },
  );
});

import fs from 'node:fs/promises';
import path from 'node:path';
import {
  createTestApp,
  listen,
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
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
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

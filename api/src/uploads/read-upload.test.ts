import { Hono } from 'hono';
import type { Readable } from 'node:stream';
import { createErrorHandler } from '../errors.ts';
import type { AppEnv } from '../router.ts';
import { createMemoryLogger } from '../testing.ts';
import { FILE_KINDS } from './kinds.ts';
import { displayName, inMemory, MAX_NAME_LENGTH, readUpload, type IncomingFile } from './read-upload.ts';

const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An app whose POST / reads up to 3 PNG or GIF files of 1 KB into a fake store, plus a `title`. */
function uploadApp() {
  const stored: string[] = [];
  const discarded: string[] = [];
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(createMemoryLogger().logger));
  app.post('/', async (c) => {
    const upload = await readUpload(c, {
      allowed: [FILE_KINDS.png, FILE_KINDS.gif],
      maxFileBytes: 1024,
      maxFiles: 3,
      fields: ['title'],
      // A store that writes as the bytes come (as to disk), named by a generated id.
      store: async (file: IncomingFile) => {
        const id = `stored-${stored.length}`;
        stored.push(id);
        await (file.stream satisfies Readable).toArray();
        return id;
      },
      discard: async (id) => {
        discarded.push(id);
      },
    });
    return c.json({
      files: upload.files.map(({ name, size, kind, stored: id }) => ({ name, size, ext: kind.ext, id })),
      fields: upload.fields,
    });
  });
  return { app, stored, discarded };
}

function form(...parts: [string, string | Buffer, string?][]) {
  const body = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string' && filename === undefined) body.append(name, value);
    else body.append(name, new Blob([new Uint8Array(Buffer.from(value))]), filename ?? 'x');
  }
  return { method: 'POST', body };
}

test('several files and a text field: each file streamed to the store, its kind from its bytes', async () => {
  const { app } = uploadApp();
  const response = await app.request(
    '/',
    form(['file', GIF, 'cat.png'], ['title', 'قطط'], ['file', PNG, 'صورة.png']),
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    files: [
      { name: 'cat.png', size: GIF.length, ext: 'gif', id: 'stored-0' },
      { name: 'صورة.png', size: PNG.length, ext: 'png', id: 'stored-1' },
    ],
    fields: { title: 'قطط' },
  });
});

test('a file over the limit after a stored one: 413, and the stored one is discarded', async () => {
  const { app, discarded } = uploadApp();
  const big = Buffer.concat([PNG, Buffer.alloc(1025 - PNG.length)]);
  const response = await app.request('/', form(['file', GIF, 'a.gif'], ['file', big, 'b.png']));
  expect(response.status).toBe(413);
  expect(response.headers.get('connection')).toBe('close');
  expect(await response.json()).toEqual({ message: { en: 'File is too large', ar: 'حجم الملف كبير جدًا' } });
  expect(discarded).toEqual(['stored-0']);

  const exactly = Buffer.concat([PNG, Buffer.alloc(1024 - PNG.length)]);
  expect((await uploadApp().app.request('/', form(['file', exactly, 'b.png']))).status).toBe(200);
});

test('a kind that is not allowed is a 415 naming the allowed kinds in both languages', async () => {
  const response = await uploadApp().app.request('/', form(['file', Buffer.from('%PDF-1.7\n'), 'a.png']));
  expect(response.status).toBe(415);
  const message = {
    en: 'file must be a PNG or GIF file',
    ar: 'الحقل file يجب أن يكون ملفًا بصيغة PNG أو GIF',
  };
  expect(await response.json()).toEqual({ message, issues: [{ field: 'file', message }] });
});

test.each([
  [
    'too many files',
    form(['file', GIF], ['file', GIF], ['file', GIF], ['file', GIF]),
    'file must be at most 3 files',
  ],
  ['an unknown file field', form(['avatar', GIF]), 'avatar is not an allowed field'],
  ['an unknown text field', form(['file', GIF], ['role', 'admin']), 'role is not an allowed field'],
  ['no file', form(['title', 'x']), 'file is required'],
])('%s is a 400 naming the field', async (_name, init, issue) => {
  const response = await uploadApp().app.request('/', init);
  expect(response.status).toBe(400);
  const body = (await response.json()) as { message: { en: string; ar: string }; issues: unknown[] };
  expect(body.message.en).toBe(`Invalid form data: ${issue}`);
  expect(body.message.ar).toMatch(/^بيانات النموذج غير صالحة: الحقل /);
});

/** A hand-written body with the given headers. */
const postRaw = (body: string, headers: Record<string, string>) =>
  uploadApp().app.request('/', { method: 'POST', body, headers });

test('a body that is not multipart is a 415; a broken multipart body is a 400', async () => {
  const json = await postRaw('{}', { 'content-type': 'application/json' });
  expect(json.status).toBe(415);
  expect(await json.json()).toEqual({
    message: {
      en: 'The request must be a multipart/form-data form',
      ar: 'يجب أن يُرسل الطلب نموذجًا من النوع multipart/form-data',
    },
  });
  const broken = await postRaw(
    '--b\r\nContent-Disposition: form-data; name="file"; filename="a.gif"\r\n\r\nGIF89a',
    { 'content-type': 'multipart/form-data; boundary=b' },
  );
  expect(broken.status).toBe(400);
  expect(await broken.json()).toEqual({
    message: { en: 'The submitted form data is malformed', ar: 'بيانات النموذج المرسلة تالفة' },
  });
});

test('a declared Content-Length over the limit is refused before reading', async () => {
  const response = await postRaw('x', {
    'content-type': 'multipart/form-data; boundary=b',
    'content-length': String(10 * 1024 * 1024),
  });
  expect(response.status).toBe(413);
  expect(response.headers.get('connection')).toBe('close');
});

describe('displayName keeps the client file name as text only', () => {
  test.each([
    ['photo.png', 'photo.png'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\cv.pdf', 'cv.pdf'],
    ['evil\u0000\r\n\u202Egnp.exe', 'evilgnp.exe'],
    ['  spaced  ', 'spaced'],
    ['..', 'file'],
    ['dir/', 'file'],
    [undefined, 'file'],
    ['درس الكيمياء.pdf', 'درس الكيمياء.pdf'],
  ])('%j -> %j', (raw, expected) => {
    expect(displayName(raw)).toBe(expected);
  });

  test('long names are cut to MAX_NAME_LENGTH characters, never inside a character', () => {
    const name = displayName(`${'😀'.repeat(300)}.png`);
    expect([...name]).toHaveLength(MAX_NAME_LENGTH);
    expect(name).toBe('😀'.repeat(MAX_NAME_LENGTH));
  });
});

test('inMemory collects the file', async () => {
  const { Readable } = await import('node:stream');
  const stream = Readable.from([Buffer.from('ab'), Buffer.from('c')]);
  expect((await inMemory({ field: 'file', name: 'x', kind: FILE_KINDS.gif, stream })).toString()).toBe('abc');
});

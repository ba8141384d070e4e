import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { createApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { MAX_DEPTH, MAX_MATERIAL_FILE_BYTES, MAX_NODES_PER_STUDENT } from '../materials/limits.ts';
import type { MaterialsHooks } from '../materials/service.ts';
import { createTestApp, listen, manualClock, requestJson, signUpUser, type TestApp } from '../testing.ts';

interface Node {
  _id: string;
  name: string;
  kind: 'section' | 'folder' | 'file';
  color: string;
  parentId: string | null;
  createdAt: string;
  updatedAt: string;
  url?: string;
  mime?: string;
  size?: number;
  pageCount?: number | null;
  status?: string;
  progress?: number;
  failure?: { en: string; ar: string } | null;
  children: Node[];
}
interface TreeAnswer {
  tree: Node[];
  usage: { bytes: number; quotaBytes: number; maxFileBytes: number; maxFiles: number };
}
interface ErrorBody {
  message: { en: string; ar: string };
  issues?: { field: string; message: { en: string; ar: string } }[];
}

const FILE_TOO_LARGE = { en: 'File is too large', ar: 'حجم الملف كبير جدًا' };
const NOT_ACCEPTED = {
  en: 'file must be a PDF, Word (.docx), PowerPoint (.pptx), PNG, JPEG, WebP, HEIC (iPhone photo) or plain text file',
  ar: 'الحقل file يجب أن يكون ملفًا بصيغة PDF أو Word (.docx) أو PowerPoint (.pptx) أو PNG أو JPEG أو WebP أو HEIC (صور iPhone) أو ملفًا نصيًا عاديًا',
};
const EMPTY_FOLDER = {
  en: 'This folder has no files to download',
  ar: 'لا توجد في هذا المجلد ملفات لتنزيلها',
};

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([
  ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01],
  ...[0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11],
  ...[0x00, 0xff, 0xd9],
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
]);
/** A small but well-formed PDF (one empty page). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const TEXT = Buffer.from('Photosynthesis: light + water + CO2 → glucose.\nالبناء الضوئي\n', 'utf8');
/** A Windows program (MZ header) and a zip archive: not accepted, whatever their names. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(200)]);
const ZIP = Buffer.concat([
  Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00', 'latin1'),
  Buffer.alloc(20),
  Buffer.from('a.txt'),
  Buffer.from('hello'),
]);

// ---------------------------------------------------------------------------------------------------
// Harness

let t: TestApp;
let token: string;
let userId: string;
let other: string;
let time: ReturnType<typeof manualClock>;
beforeEach(async () => {
  time = manualClock('2025-03-01T08:00:00.000Z');
  t = await createTestApp({ clock: time.clock });
  const student = await signUpUser(t.app);
  token = student.accessToken;
  userId = student.user._id;
  other = (await signUpUser(t.app)).accessToken;
});
afterEach(async () => {
  await t.close();
});

type App = TestApp['app'];

/** Another app over the same store and secret (tokens stay valid), with its own materials options. */
function appWith(materials: { quotaBytes?: number; hooks?: MaterialsHooks }): App {
  return createApp({
    config: { corsOrigins: ['http://localhost:3000'], trustProxy: false },
    store: t.store,
    logger: createLogger('silent'),
    jwtSecret: t.jwtSecret,
    clock: time.clock,
    materials,
  });
}

const api = (method: string, url: string, body?: unknown, as = token, headers: Record<string, string> = {}) =>
  requestJson(t.app, method, url, { token: as, body, headers });

async function tree(as = token, headers: Record<string, string> = {}): Promise<TreeAnswer> {
  const response = await api('GET', '/files', undefined, as, headers);
  expect(response.status).toBe(200);
  return (await response.json()) as TreeAnswer;
}

async function section(name: string, color?: string, as = token): Promise<Node> {
  const response = await api('POST', '/files/sections', { name, ...(color ? { color } : {}) }, as);
  expect(response.status).toBe(201);
  return ((await response.json()) as { node: Node }).node;
}

async function folder(name: string, parentId: string, as = token): Promise<Node> {
  const response = await api('POST', '/files/folders', { name, parentId }, as);
  expect(response.status).toBe(201);
  return ((await response.json()) as { node: Node }).node;
}

interface Part {
  name: string;
  /** An RFC 5987 `filename*` instead of `filename`. */
  star?: string;
  bytes: Uint8Array;
  type?: string;
  field?: string;
}

/** A multipart body built by hand, so that file names go out exactly as written. */
function multipart(parts: Part[]): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `nibras-${crypto.randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; ` +
          (part.star === undefined ? `filename="${part.name}"` : `filename*=${part.star}`) +
          '\r\n' +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: new Uint8Array(Buffer.concat(chunks)),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(
  parentId: string,
  parts: Part[],
  options: { as?: string; app?: App; declareLength?: boolean } = {},
): Promise<Response> {
  const { body, contentType } = multipart(parts);
  const headers: Record<string, string> = {
    authorization: `Bearer ${options.as ?? token}`,
    'content-type': contentType,
  };
  if (options.declareLength) headers['content-length'] = String(body.length);
  return Promise.resolve(
    (options.app ?? t.app).request(`/files/${encodeURIComponent(parentId)}/upload`, {
      method: 'POST',
      body: body,
      headers,
    }),
  );
}

async function uploaded(parentId: string, parts: Part[], app?: App): Promise<Node[]> {
  const response = await upload(parentId, parts, app ? { app } : {});
  expect(response.status).toBe(201);
  return ((await response.json()) as { files: Node[] }).files;
}

/** What the materials bucket holds on disk (temp files included). */
async function storedBlobs(): Promise<string[]> {
  return (await fs.readdir(path.join(t.dataDir, 'materials')).catch(() => [] as string[])).sort();
}

// ---------------------------------------------------------------------------------------------------
// A minimal zip reader: the central directory, then each entry's bytes (stored or deflated).

function readZip(zip: Buffer): Map<string, Buffer> {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(offset + 10);
    const compressed = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function download(id: string, as = token): Promise<Response> {
  return api('GET', `/files/${id}/download`, undefined, as);
}

// ---------------------------------------------------------------------------------------------------

describe('the tree', () => {
  test('starts empty, with the limits', async () => {
    expect(await tree()).toEqual({
      tree: [],
      usage: { bytes: 0, quotaBytes: 500 * 1024 * 1024, maxFileBytes: 25 * 1024 * 1024, maxFiles: 20 },
    });
  });

  test('sections, folders and files with their default colours, in order: folders first, by name, numbers as numbers', async () => {
    const unit10 = await section('Unit 10');
    const unit2 = await section('Unit 2', '#FFD5EA');
    const biology = await section('biology');
    expect(unit10).toEqual({
      _id: expect.any(String) as string,
      name: 'Unit 10',
      kind: 'section',
      color: '#D2E4E2',
      parentId: null,
      createdAt: '2025-03-01T08:00:00.000Z',
      updatedAt: '2025-03-01T08:00:00.000Z',
      children: [],
    });
    expect(unit2.color).toBe('#FFD5EA');

    const chapter10 = await folder('Chapter 10', unit2._id);
    const chapter9 = await folder('Chapter 9', unit2._id);
    expect(chapter9).toMatchObject({ kind: 'folder', color: '#FEE7A6', parentId: unit2._id });
    const [notes, aFile] = await uploaded(unit2._id, [
      { name: 'notes.txt', bytes: TEXT },
      { name: 'A summary.pdf', bytes: PDF },
    ]);
    const inner = await folder('inner', chapter9._id);

    const { tree: sections, usage } = await tree();
    expect(sections.map((s) => s.name)).toEqual(['biology', 'Unit 2', 'Unit 10']);
    expect(sections[0]?._id).toBe(biology._id);
    const unit = sections[1] as Node;
    expect(unit.children.map((c) => c.name)).toEqual([
      'Chapter 9',
      'Chapter 10',
      'A summary.pdf',
      'notes.txt',
    ]);
    expect(unit.children.map((c) => c._id)).toEqual([chapter9._id, chapter10._id, aFile?._id, notes?._id]);
    expect(unit.children[0]?.children.map((c) => c._id)).toEqual([inner._id]);
    expect(unit.children[2]).toEqual({
      _id: aFile?._id,
      name: 'A summary.pdf',
      kind: 'file',
      color: '#FFFFFF',
      parentId: unit2._id,
      createdAt: '2025-03-01T08:00:00.000Z',
      updatedAt: '2025-03-01T08:00:00.000Z',
      url: `/files/${aFile?._id}/content`,
      mime: 'application/pdf',
      size: PDF.length,
      pageCount: null,
      status: 'queued',
      progress: 0,
      failure: null,
      children: [],
    });
    expect(usage.bytes).toBe(PDF.length + TEXT.length);
  });

  test('Arabic names sort first for an Arabic reader, Latin names first otherwise', async () => {
    await section('Biology');
    await section('رياضيات');
    expect((await tree()).tree.map((s) => s.name)).toEqual(['Biology', 'رياضيات']);
    expect((await tree(token, { 'accept-language': 'ar' })).tree.map((s) => s.name)).toEqual([
      'رياضيات',
      'Biology',
    ]);
  });

  test('rename and recolour; only the fields sent change', async () => {
    const unit = await section('Unit 1');
    time.advance(60_000);
    const renamed = await api('PATCH', `/files/${unit._id}`, { name: '  الوحدة الأولى  ' });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { node: Node }).node).toMatchObject({
      name: 'الوحدة الأولى',
      color: '#D2E4E2',
      updatedAt: '2025-03-01T08:01:00.000Z',
    });
    const recoloured = await api('PATCH', `/files/${unit._id}`, { color: '#D8CAE8' });
    expect(((await recoloured.json()) as { node: Node }).node).toMatchObject({
      name: 'الوحدة الأولى',
      color: '#D8CAE8',
    });
  });

  test('invalid names and colours are localized 400s', async () => {
    const unit = await section('Unit 1');
    for (const body of [
      { name: '   ' },
      { name: 'x'.repeat(121) },
      { name: 'evil\u202Etxt.exe' },
      { name: 'line\nbreak' },
      { name: 'ok', color: '#000000' },
      { name: 'ok', extra: 1 },
    ]) {
      const response = await api('POST', '/files/sections', body);
      expect(response.status).toBe(400);
      const error = (await response.json()) as ErrorBody;
      expect(error.message.en).toMatch(/^Invalid request data: /);
      expect(error.message.ar).toMatch(/^البيانات المرسلة غير صالحة: /);
    }
    expect((await api('PATCH', `/files/${unit._id}`, {})).status).toBe(400);
    expect((await api('POST', '/files/folders', { name: 'No parent' })).status).toBe(400);
  });

  test('needs a bearer token', async () => {
    expect((await api('GET', '/files', undefined, '')).status).toBe(401);
    expect((await requestJson(t.app, 'GET', '/files')).status).toBe(401);
    expect((await requestJson(t.app, 'GET', '/file/x/conversation')).status).toBe(401);
  });
});

describe('moves', () => {
  test('files and folders move into sections and folders; the tree follows', async () => {
    const a = await section('A');
    const b = await section('B');
    const f = await folder('F', a._id);
    const [file] = await uploaded(a._id, [{ name: 'x.txt', bytes: TEXT }]);
    const moved = await api('PATCH', `/files/${f._id}`, { parentId: b._id });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { node: Node }).node).toMatchObject({ parentId: b._id });
    expect((await api('PATCH', `/files/${file?._id}`, { parentId: f._id })).status).toBe(200);
    const { tree: sections } = await tree();
    expect(sections[0]?.children.map((c) => c.name)).toEqual([]);
    expect(sections[1]?.children[0]?.children.map((c) => c.name)).toEqual(['x.txt']);
  });

  test('sections do not move; nothing moves into itself, its own folders or a file', async () => {
    const a = await section('A');
    const b = await section('B');
    const f = await folder('F', a._id);
    const g = await folder('G', f._id);
    const [file] = await uploaded(a._id, [{ name: 'x.txt', bytes: TEXT }]);
    const refused = async (id: string, parentId: string, en: RegExp) => {
      const response = await api('PATCH', `/files/${id}`, { parentId });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).message.en).toMatch(en);
    };
    await refused(a._id, b._id, /A section cannot be moved/);
    await refused(f._id, f._id, /into itself/);
    await refused(f._id, g._id, /into itself or into one of its own folders/);
    await refused(g._id, file?._id ?? '', /not into a file/);
    expect((await api('POST', '/files/folders', { name: 'X', parentId: file?._id })).status).toBe(400);
    expect((await api('PATCH', `/files/${f._id}`, { parentId: 'nope' })).status).toBe(404);
  });

  test(`folders are at most ${MAX_DEPTH} levels deep, a section being the first`, async () => {
    const top = await section('Top');
    let parent = top;
    for (let depth = 2; depth <= MAX_DEPTH; depth += 1) parent = await folder(`Level ${depth}`, parent._id);
    const tooDeep = await api('POST', '/files/folders', { name: 'Too deep', parentId: parent._id });
    expect(tooDeep.status).toBe(400);
    expect(((await tooDeep.json()) as ErrorBody).message).toEqual({
      en: `Folders can be at most ${MAX_DEPTH} levels deep (a section is the first level)`,
      ar: `لا يمكن أن يزيد عمق المجلدات على ${MAX_DEPTH} مستويات (القسم هو المستوى الأول)`,
    });
    // Files still go into the deepest folder.
    expect(await uploaded(parent._id, [{ name: 'deep.txt', bytes: TEXT }])).toHaveLength(1);

    // A folder holding a folder (2 levels) cannot move under level 7.
    const other = await section('Other');
    const pair = await folder('Pair', other._id);
    await folder('Child', pair._id);
    const level7 = parent.parentId ?? '';
    const move = await api('PATCH', `/files/${pair._id}`, { parentId: level7 });
    expect(move.status).toBe(400);
    const level6 = (await t.store.materials.get(userId, level7))?.parentId ?? '';
    expect((await api('PATCH', `/files/${pair._id}`, { parentId: level6 })).status).toBe(200);
  });

  test(`at most ${MAX_NODES_PER_STUDENT} nodes per student`, async () => {
    const unit = await section('Unit');
    const at = '2025-03-01T08:00:00.000Z';
    for (let i = 1; i < MAX_NODES_PER_STUDENT; i += 1) {
      await t.store.materials.insert({
        userId,
        kind: 'folder',
        name: `F${i}`,
        color: '#FEE7A6',
        parentId: unit._id,
        createdAt: at,
        updatedAt: at,
      });
    }
    const full = await api('POST', '/files/sections', { name: 'One more' });
    expect(full.status).toBe(409);
    expect(((await full.json()) as ErrorBody).message.en).toMatch(/at most 5000 sections, folders and files/);
    expect((await upload(unit._id, [{ name: 'x.txt', bytes: TEXT }])).status).toBe(409);
    expect(await storedBlobs()).toEqual([]);
    // Another student is not affected.
    expect((await api('POST', '/files/sections', { name: 'Mine' }, other)).status).toBe(201);
  }, 60_000);
});

describe('uploads', () => {
  test('PDF, PNG, JPEG, WebP and text at once: stored, queued, served back as they came', async () => {
    const uploadedIds: string[][] = [];
    const app = appWith({ hooks: { onUploaded: (ids) => void uploadedIds.push(ids) } });
    const unit = await section('Unit');
    const files = await uploaded(
      unit._id,
      [
        { name: 'a.pdf', bytes: PDF },
        { name: 'b.png', bytes: PNG },
        { name: 'c.jpg', bytes: JPEG },
        { name: 'd.webp', bytes: WEBP },
        { name: 'e.txt', bytes: TEXT },
      ],
      app,
    );
    expect(files.map((f) => [f.name, f.mime, f.size, f.status])).toEqual([
      ['a.pdf', 'application/pdf', PDF.length, 'queued'],
      ['b.png', 'image/png', PNG.length, 'queued'],
      ['c.jpg', 'image/jpeg', JPEG.length, 'queued'],
      ['d.webp', 'image/webp', WEBP.length, 'queued'],
      ['e.txt', 'text/plain', TEXT.length, 'queued'],
    ]);
    expect(uploadedIds).toEqual([files.map((f) => f._id)]);
    expect(await storedBlobs()).toHaveLength(5);

    const [pdf, , , , text] = files as [Node, Node, Node, Node, Node];
    const inline = await api('GET', pdf.url ?? '');
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(inline.headers.get('content-disposition')).toBe(
      `inline; filename="a.pdf"; filename*=UTF-8''a.pdf`,
    );
    expect(inline.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await inline.arrayBuffer())).toEqual(PDF);
    const txt = await api('GET', text.url ?? '');
    expect(txt.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(Buffer.from(await txt.arrayBuffer())).toEqual(TEXT);
    expect(await (await api('GET', `/files/${pdf._id}/pages`)).json()).toEqual({ pages: [] });
  });

  test('the kind comes from the bytes: a .pdf holding a PNG is a PNG; a program or zip named .pdf is a 415', async () => {
    const unit = await section('Unit');
    const [png] = await uploaded(unit._id, [{ name: 'scan.pdf', bytes: PNG, type: 'application/pdf' }]);
    expect(png).toMatchObject({ name: 'scan.pdf', mime: 'image/png' });
    const before = await storedBlobs();

    for (const bytes of [EXE, ZIP]) {
      const response = await upload(unit._id, [
        { name: 'fine.txt', bytes: TEXT },
        { name: 'homework.pdf', bytes, type: 'application/pdf' },
      ]);
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        message: NOT_ACCEPTED,
        issues: [{ field: 'file', message: NOT_ACCEPTED }],
      });
    }
    // The file stored before the refused one was dropped too.
    expect(await storedBlobs()).toEqual(before);
    expect((await tree()).tree[0]?.children).toHaveLength(1);
  });

  test('plain text must be UTF-8 without NUL bytes, to its very end', async () => {
    const unit = await section('Unit');
    const withNul = Buffer.from('hello\u0000world');
    const badTail = Buffer.concat([Buffer.from('a'.repeat(10_000)), Buffer.from([0xff, 0xfe, 0x41])]);
    const utf16 = Buffer.from('\ufeffhello', 'utf16le');
    for (const bytes of [withNul, badTail, utf16, Buffer.alloc(0)]) {
      const response = await upload(unit._id, [{ name: 'notes.txt', bytes }]);
      expect(response.status).toBe(415);
    }
    expect(await storedBlobs()).toEqual([]);
    // Arabic across a chunk boundary is fine.
    const arabic = Buffer.from('ب'.repeat(50_000), 'utf8');
    expect(await uploaded(unit._id, [{ name: 'عربي.txt', bytes: arabic }])).toMatchObject([
      { mime: 'text/plain', size: arabic.length },
    ]);
  });

  test(`a file over 25 MB is a 413 "File is too large" while it streams; exactly 25 MB is fine`, async () => {
    const unit = await section('Unit');
    const server = await listen(t.app);
    try {
      const { body, contentType } = multipart([
        {
          name: 'big.pdf',
          bytes: Buffer.concat([PDF, Buffer.alloc(MAX_MATERIAL_FILE_BYTES + 1 - PDF.length)]),
        },
      ]);
      const response = await fetch(`${server.url}/files/${unit._id}/upload`, {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      });
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toEqual({ message: FILE_TOO_LARGE });
    } finally {
      await server.close();
    }
    expect(await storedBlobs()).toEqual([]);
    const exactly = Buffer.concat([PDF, Buffer.alloc(MAX_MATERIAL_FILE_BYTES - PDF.length)]);
    expect(await uploaded(unit._id, [{ name: 'exactly.pdf', bytes: exactly }])).toMatchObject([
      { size: MAX_MATERIAL_FILE_BYTES },
    ]);
  }, 60_000);

  test('the quota: refused from the declared length before reading, and from the bytes as they arrive', async () => {
    const app = appWith({ quotaBytes: 1024 * 1024 });
    const unit = await section('Unit');
    const part = (name: string, size: number) => ({
      name,
      bytes: Buffer.concat([PDF, Buffer.alloc(size - PDF.length)]),
    });
    expect(await uploaded(unit._id, [part('first.pdf', 600 * 1024)], app)).toHaveLength(1);

    const expected = {
      en: 'Not enough space: your files may take 1 MB in all, and 0.6 MB are used',
      ar: 'لا توجد مساحة كافية: الحد الأقصى لملفاتك 1 ميغابايت، والمستخدم منها 0.6 ميغابايت',
    };
    // Declared length (Content-Length) over what is left: refused before the body is read.
    const declared = await upload(unit._id, [part('second.pdf', 600 * 1024)], { app, declareLength: true });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('connection')).toBe('close');
    expect(await declared.json()).toEqual({ message: expected });
    // No length declared (chunked): refused once the bytes pass the quota; nothing is kept.
    const counted = await upload(unit._id, [part('a.pdf', 200 * 1024), part('b.pdf', 300 * 1024)], { app });
    expect(counted.status).toBe(413);
    expect(await counted.json()).toEqual({ message: expected });
    expect(await storedBlobs()).toHaveLength(1);
    expect((await tree(token)).usage.bytes).toBe(600 * 1024);
    // What fits is accepted.
    expect(await uploaded(unit._id, [part('fits.pdf', 400 * 1024)], app)).toHaveLength(1);
  });

  test('at most 20 files per upload', async () => {
    const unit = await section('Unit');
    const parts = Array.from({ length: 21 }, (_, i) => ({ name: `${i}.txt`, bytes: TEXT }));
    const response = await upload(unit._id, parts);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message.en).toMatch(/file must be at most 20 files/);
    expect(await storedBlobs()).toEqual([]);
    expect(await uploaded(unit._id, parts.slice(0, 20))).toHaveLength(20);
  });

  test('hostile names are display text only: no path, no control or direction characters', async () => {
    const unit = await section('Unit');
    const files = await uploaded(unit._id, [
      { name: '../../etc/passwd', bytes: TEXT },
      { name: '..\\..\\windows\\win.ini', bytes: TEXT },
      { name: 'invoice\u202Efdp.exe', bytes: TEXT },
      { name: 'bell\u0085\u200Fname.txt', bytes: TEXT },
      { name: '', star: `UTF-8''tab%09bell%07%E2%80%AEname.txt`, bytes: TEXT },
      { name: '..', bytes: TEXT },
      { name: `${'ب'.repeat(130)}.txt`, bytes: TEXT },
    ]);
    expect(files.map((f) => f.name)).toEqual([
      'passwd',
      'win.ini',
      'invoicefdp.exe',
      'bellname.txt',
      'tabbellname.txt',
      'file',
      'ب'.repeat(120),
    ]);
    // A raw control character in the part's header is a malformed form.
    expect((await upload(unit._id, [{ name: 'bell\u0007.txt', bytes: TEXT }])).status).toBe(400);
    // The bytes live under random ids inside the bucket, nowhere else.
    const blobs = await storedBlobs();
    expect(blobs).toHaveLength(7);
    for (const blob of blobs) expect(blob).toMatch(/^[A-Za-z0-9_-]{22}\.txt$/);
    await expect(fs.access(path.join(t.dataDir, 'etc'))).rejects.toThrow();
    const response = await api('GET', `/files/${files[2]?._id}/content?download=1`);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`,
    );
    const arabic = await api('GET', `/files/${files[6]?._id}/content?download=1`);
    expect(arabic.headers.get('content-disposition')).toBe(
      `attachment; filename="${'_'.repeat(120)}"; filename*=UTF-8''${encodeURIComponent('ب'.repeat(120))}`,
    );
  });

  test('into a file is a 400; into an unknown or another student’s folder a 404, before the body is read', async () => {
    const unit = await section('Unit');
    const [file] = await uploaded(unit._id, [{ name: 'x.txt', bytes: TEXT }]);
    const intoFile = await upload(file?._id ?? '', [{ name: 'y.txt', bytes: TEXT }]);
    expect(intoFile.status).toBe(400);
    expect(intoFile.headers.get('connection')).toBe('close');
    expect((await upload('nope', [{ name: 'y.txt', bytes: TEXT }])).status).toBe(404);
    expect((await upload(unit._id, [{ name: 'y.txt', bytes: TEXT }], { as: other })).status).toBe(404);
    expect(await storedBlobs()).toHaveLength(1);
  });

  test('a failed file can be tried again; other files cannot', async () => {
    const queued: string[][] = [];
    const app = appWith({ hooks: { onUploaded: (ids) => void queued.push(ids) } });
    const unit = await section('Unit');
    const [file] = await uploaded(unit._id, [{ name: 'x.pdf', bytes: PDF }], app);
    const id = file?._id ?? '';
    const retry = () =>
      app.request(`/files/${id}/retry`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect((await retry()).status).toBe(409);
    await t.store.materials.setExtraction(
      id,
      { status: 'failed', failure: { en: 'Broken PDF', ar: 'ملف PDF تالف' }, attempts: 1 },
      time.clock().toISOString(),
    );
    const again = await retry();
    expect(again.status).toBe(202);
    expect(((await again.json()) as { node: Node }).node).toMatchObject({
      status: 'queued',
      progress: 0,
      failure: null,
    });
    expect(queued).toEqual([[id], [id]]);
    expect((await t.store.materials.get(userId, id))?.attempts).toBe(0);
  });
});

describe('another student’s nodes answer 404 everywhere', () => {
  test('every route', async () => {
    const unit = await section('Mine');
    const sub = await folder('Sub', unit._id);
    const [file] = await uploaded(sub._id, [{ name: 'x.pdf', bytes: PDF }]);
    const fileId = file?._id ?? '';
    const theirs = await section('Theirs', undefined, other);
    const checks: [string, string, unknown?][] = [
      ['PATCH', `/files/${unit._id}`, { name: 'Stolen' }],
      ['PATCH', `/files/${fileId}`, { parentId: theirs._id }],
      ['PATCH', `/files/${sub._id}`, { parentId: theirs._id }],
      ['DELETE', `/files/${unit._id}`],
      ['DELETE', `/files/${fileId}`],
      ['POST', `/files/${fileId}/retry`],
      ['GET', `/files/${fileId}/content`],
      ['GET', `/files/${fileId}/pages`],
      ['GET', `/files/${unit._id}/download`],
      ['GET', `/file/${fileId}/conversation`],
      ['POST', '/files/folders', { name: 'Inside', parentId: unit._id }],
    ];
    for (const [method, url, body] of checks) {
      const response = await api(method, url, body, other);
      expect([method, url, response.status]).toEqual([method, url, 404]);
      const error = (await response.json()) as ErrorBody;
      expect(error.message.en).toBeTruthy();
      expect(error.message.ar).toBeTruthy();
    }
    // My own moves into their section are 404 too.
    expect((await api('PATCH', `/files/${sub._id}`, { parentId: theirs._id })).status).toBe(404);
    expect((await upload(sub._id, [{ name: 'x.txt', bytes: TEXT }], { as: other })).status).toBe(404);
    // Nothing changed.
    expect((await tree()).tree).toMatchObject([
      { name: 'Mine', children: [{ name: 'Sub', children: [{ _id: fileId }] }] },
    ]);
    expect((await tree(other)).tree.map((s) => s.name)).toEqual(['Theirs']);
  });
});

describe('delete', () => {
  test('a section with everything in it: nodes, bytes, pages; the search index is told; conversations stay', async () => {
    const deleted: [string, string[]][] = [];
    const app = appWith({ hooks: { onFilesDeleted: (user, ids) => void deleted.push([user, ids]) } });
    const unit = await section('Unit');
    const keep = await section('Keep');
    const sub = await folder('Sub', unit._id);
    const [a] = await uploaded(unit._id, [{ name: 'a.pdf', bytes: PDF }]);
    const [b] = await uploaded(sub._id, [{ name: 'b.txt', bytes: TEXT }]);
    const [kept] = await uploaded(keep._id, [{ name: 'kept.txt', bytes: TEXT }]);
    await t.store.materials.putPages(userId, a?._id ?? '', [{ page: 1, text: 'Chlorophyll', ocr: false }]);
    await t.store.materials.putPages(userId, kept?._id ?? '', [{ page: 1, text: 'Kept', ocr: false }]);
    const conversation = (await (await api('GET', `/file/${a?._id}/conversation`)).json()) as { _id: string };
    expect(await storedBlobs()).toHaveLength(3);

    const response = await app.request(`/files/${unit._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(204);
    expect((await tree()).tree.map((s) => s.name)).toEqual(['Keep']);
    expect(await storedBlobs()).toHaveLength(1);
    expect(await t.store.materials.pagesOfUser(userId)).toMatchObject([{ fileId: kept?._id, text: 'Kept' }]);
    expect(deleted).toEqual([[userId, expect.arrayContaining([a?._id, b?._id]) as string[]]]);
    expect(deleted[0]?.[1]).toHaveLength(2);
    expect(await t.store.conversations.findForUser(conversation._id, userId)).toMatchObject({
      userFileId: a?._id,
    });
    expect((await api('DELETE', `/files/${unit._id}`)).status).toBe(404);
    expect((await api('GET', `/files/${a?._id}/content`)).status).toBe(404);
  });

  test('one file', async () => {
    const unit = await section('Unit');
    const [a, b] = await uploaded(unit._id, [
      { name: 'a.txt', bytes: TEXT },
      { name: 'b.txt', bytes: TEXT },
    ]);
    expect((await api('DELETE', `/files/${a?._id}`)).status).toBe(204);
    expect((await tree()).tree[0]?.children.map((c) => c._id)).toEqual([b?._id]);
    expect(await storedBlobs()).toHaveLength(1);
  });
});

describe('GET /files/{id}/download', () => {
  test('a folder as a zip, folders kept, names made safe and numbered', async () => {
    const unit = await section('Unit 1');
    const sub = await folder('Chapter/1', unit._id);
    const dots = await folder('..', unit._id);
    await folder('Empty', unit._id);
    await uploaded(unit._id, [
      { name: 'notes.txt', bytes: TEXT },
      { name: 'Notes.txt', bytes: Buffer.from('second') },
      { name: 'a.pdf', bytes: PDF },
    ]);
    await uploaded(sub._id, [{ name: 'scan.png', bytes: PNG }]);
    await uploaded(dots._id, [{ name: 'x.txt', bytes: Buffer.from('x') }]);

    const response = await download(unit._id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('nibras-missing-files')).toBe('0');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Unit 1.zip"; filename*=UTF-8''Unit%201.zip`,
    );
    const entries = readZip(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual(
      [
        'Chapter_1/',
        'Chapter_1/scan.png',
        'Empty/',
        '_/',
        '_/x.txt',
        'a.pdf',
        'notes.txt',
        'Notes (2).txt',
      ].sort(),
    );
    expect(entries.get('notes.txt')).toEqual(TEXT);
    expect(entries.get('Notes (2).txt')?.toString()).toBe('second');
    expect(entries.get('a.pdf')).toEqual(PDF);
    expect(entries.get('Chapter_1/scan.png')).toEqual(PNG);
    for (const name of entries.keys()) {
      expect(name.startsWith('/')).toBe(false);
      expect(name.split('/')).not.toContain('..');
    }
  });

  test('a folder without files (even with empty folders) is a 422', async () => {
    const unit = await section('Unit');
    await folder('Empty', unit._id);
    const response = await download(unit._id);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: EMPTY_FOLDER });
    const [file] = await uploaded(unit._id, [{ name: 'a.txt', bytes: TEXT }]);
    expect((await download(file?._id ?? '')).status).toBe(400);
  });

  test('files whose bytes are missing are counted in the header and listed; the rest are delivered', async () => {
    const unit = await section('Unit');
    const files = await uploaded(unit._id, [
      { name: 'gone.pdf', bytes: PDF },
      { name: 'here.txt', bytes: TEXT },
    ]);
    const gone = await t.store.materials.get(userId, files[0]?._id ?? '');
    await t.store.materialBlobs.delete(gone?.blobId ?? '');

    const response = await api('GET', `/files/${unit._id}/download`, undefined, token, {
      origin: 'http://localhost:3000',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('nibras-missing-files')).toBe('1');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/Nibras-Missing-Files/i);
    const entries = readZip(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual(['could-not-download.txt', 'here.txt']);
    expect(entries.get('here.txt')).toEqual(TEXT);
    expect(entries.get('could-not-download.txt')?.toString()).toMatch(/gone\.pdf/);
    // The file itself answers 404.
    expect((await api('GET', `/files/${files[0]?._id}/content`)).status).toBe(404);
  });

  test('a file whose bytes vanish while the zip streams is named in could-not-download.txt', async () => {
    const unit = await section('Unit');
    // Incompressible, so the zip stalls on it until the answer is read.
    const big = Buffer.concat([PDF, randomBytes(3 * 1024 * 1024)]);
    const [, vanishing] = await uploaded(unit._id, [
      { name: '1 big.pdf', bytes: big },
      { name: '2 vanishing.txt', bytes: TEXT },
    ]);
    const response = await download(unit._id);
    expect(response.headers.get('nibras-missing-files')).toBe('0');
    const blobId = (await t.store.materials.get(userId, vanishing?._id ?? ''))?.blobId ?? '';
    expect(await t.store.materialBlobs.delete(blobId)).toBe(true);
    const entries = readZip(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()]).toEqual(['1 big.pdf', 'could-not-download.txt']);
    expect(entries.get('1 big.pdf')?.equals(big)).toBe(true);
    expect(entries.get('could-not-download.txt')?.toString()).toMatch(/\r\n2 vanishing\.txt\r\n/);
  });

  test('streams over a real connection', async () => {
    const unit = await section('Unit');
    const big = Buffer.alloc(3 * 1024 * 1024, 'abc');
    await uploaded(unit._id, [{ name: 'big.txt', bytes: big }]);
    const server = await listen(t.app);
    try {
      const response = await fetch(`${server.url}/files/${unit._id}/download`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.headers.get('transfer-encoding')).toBe('chunked');
      const entries = readZip(Buffer.from(await response.arrayBuffer()));
      // (Buffer.equals: jest's deep equality is slow on megabytes.)
      expect(entries.get('big.txt')?.equals(big)).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('GET /file/{fileId}/conversation', () => {
  test('created on first use with the file’s name, the same afterwards, even when asked twice at once', async () => {
    const unit = await section('Unit');
    const [file] = await uploaded(unit._id, [{ name: 'Cell biology.pdf', bytes: PDF }]);
    const ask = async () => {
      const response = await api('GET', `/file/${file?._id}/conversation`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { _id: string })._id;
    };
    const [first, second] = await Promise.all([ask(), ask()]);
    expect(second).toBe(first);
    expect(await ask()).toBe(first);
    expect(await t.store.conversations.findForUser(first, userId)).toMatchObject({
      title: 'Cell biology.pdf',
      userFileId: file?._id,
    });
    const page = await t.store.conversations.listPage(userId, { limit: 10 });
    expect(page.conversations).toHaveLength(1);
    expect((await t.store.materials.get(userId, file?._id ?? ''))?.conversationId).toBe(first);

    // A conversation the student deleted is made again.
    await t.store.conversations.delete(first, userId);
    const fresh = await ask();
    expect(fresh).not.toBe(first);
  });

  test('a section or folder has none', async () => {
    const unit = await section('Unit');
    expect((await api('GET', `/file/${unit._id}/conversation`)).status).toBe(404);
    expect((await api('GET', '/file/nope/conversation')).status).toBe(404);
  });
});

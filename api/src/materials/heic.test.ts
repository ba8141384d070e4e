/**
 * iPhone photos (HEIC) through the whole pipeline of the real API process (`node src/index.ts`, the
 * embedded store on disk, the extraction threads, the search index and the offline study engine):
 * uploaded beside a pixel bomb, read by OCR while the bomb fails alone with its reason, shown to the
 * viewer as a JPEG and downloaded as the photo, found by search, and cited by the tutor.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { imageDimensions } from '../uploads/images.ts';
import { makeTempDir, removeDir, spawnScript } from '../testing.ts';
import { FAILURES } from './extract/failures.ts';

const ENTRY = path.join(__dirname, '..', 'index.ts');
const FIXTURES = path.join(__dirname, 'extract', 'fixtures');

interface FileNode {
  _id: string;
  name: string;
  mime?: string;
  status?: string;
  failure?: { en: string; ar: string };
}

let dir: string;
let api: ReturnType<typeof spawnScript>;
let url: string;
let token: string;

/** The URL the process logs once it listens. */
async function listening(p: ReturnType<typeof spawnScript>): Promise<string> {
  for (;;) {
    const line = p
      .stdout()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { url?: string })
      .find((l) => l.url);
    if (line?.url) return line.url;
    if (p.child.exitCode !== null) throw new Error(`exited: ${p.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const call = (route: string, init: RequestInit = {}) =>
  fetch(`${url}${route}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
  });

/** The section's files once none is queued or being read. */
async function settled(): Promise<FileNode[]> {
  for (;;) {
    const { tree } = (await (await call('/files')).json()) as { tree: { children: FileNode[] }[] };
    const files = tree.flatMap((section) => section.children);
    if (files.every((file) => file.status === 'ready' || file.status === 'failed')) return files;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  dir = await makeTempDir('nibras-heic-');
  api = spawnScript(ENTRY, [], { API_PORT: '0', API_HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'info' });
  url = await listening(api);
  const signUp = await fetch(`${url}/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'Photo Student',
      email: 'photo@example.com',
      password: 'Ph0to-passw0rd!',
    }),
  });
  ({ accessToken: token } = (await signUp.json()) as { accessToken: string });
}, 30_000);

afterAll(async () => {
  api.child.kill('SIGTERM');
  await api.exit;
  await removeDir(dir);
});

test('HEIC photos: read beside a pixel bomb that fails alone, shown as JPEG, downloaded as HEIC, searched, cited', async () => {
  const en = await fs.readFile(path.join(FIXTURES, 'notes-en.heic'));
  const ar = await fs.readFile(path.join(FIXTURES, 'notes-ar.heic'));
  // The English photo claiming 20000x20000 pixels: refused from its header, before decoding.
  const bomb = Buffer.from(en);
  for (let at = bomb.indexOf('ispe'); at >= 0; at = bomb.indexOf('ispe', at + 4)) {
    bomb.writeUInt32BE(20_000, at + 8);
    bomb.writeUInt32BE(20_000, at + 12);
  }

  const section = (await (
    await call('/files/sections', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Biology' }),
    })
  ).json()) as { node: { _id: string } };
  const form = new FormData();
  // Phones send HEIC with its own type, or none at all: the API decides from the bytes.
  form.append('file', new Blob([new Uint8Array(en)], { type: 'image/heic' }), 'IMG_0001.HEIC');
  form.append('file', new Blob([new Uint8Array(ar)]), 'ملاحظات.heic');
  form.append('file', new Blob([new Uint8Array(bomb)], { type: 'image/heic' }), 'bomb.heic');
  const uploaded = await call(`/files/${section.node._id}/upload`, { method: 'POST', body: form });
  expect(uploaded.status).toBe(201);
  const { files } = (await uploaded.json()) as { files: FileNode[] };
  expect(files.map((file) => file.mime)).toEqual(['image/heic', 'image/heic', 'image/heic']);
  const [english, arabic, bombFile] = files as [FileNode, FileNode, FileNode];

  const done = await settled();
  const status = (id: string) => done.find((file) => file._id === id);
  expect(status(english._id)).toMatchObject({ status: 'ready' });
  expect(status(arabic._id)).toMatchObject({ status: 'ready' });
  expect(status(bombFile._id)).toMatchObject({ status: 'failed', failure: FAILURES.imageTooLarge });

  // Pages: the photo's text, read by OCR.
  const pagesOf = async (id: string) =>
    (
      (await (await call(`/files/${id}/pages`)).json()) as {
        pages: { page: number; text: string; ocr: boolean }[];
      }
    ).pages;
  const [englishPage] = await pagesOf(english._id);
  expect(englishPage).toMatchObject({ page: 1, ocr: true });
  expect(englishPage!.text).toContain('Products: glucose and oxygen.');
  expect((await pagesOf(arabic._id))[0]!.text).toContain('النواتج: الجلوكوز والأكسجين.');

  // The viewer gets a JPEG of the photo, named as one; a download gets the photo as uploaded.
  const shown = await call(`/files/${english._id}/content`);
  expect(shown.status).toBe(200);
  expect(shown.headers.get('content-type')).toBe('image/jpeg');
  expect(shown.headers.get('content-disposition')).toBe(
    `inline; filename="IMG_0001.jpg"; filename*=UTF-8''IMG_0001.jpg`,
  );
  expect(imageDimensions(new Uint8Array(await shown.arrayBuffer()))).toEqual({ width: 1512, height: 2016 });
  const downloaded = await call(`/files/${english._id}/content?download=1`);
  expect(downloaded.headers.get('content-type')).toBe('image/heic');
  expect(Buffer.from(await downloaded.arrayBuffer()).equals(en)).toBe(true);
  // The bomb has no viewing copy: it is served as it is (the viewer says it cannot show it).
  expect((await call(`/files/${bombFile._id}/content`)).headers.get('content-type')).toBe('image/heic');

  // Search finds a word of each photo, on its page.
  const search = async (q: string) =>
    (
      (await (await call(`/search?q=${encodeURIComponent(q)}`)).json()) as {
        materials: { fileId: string; page: number }[];
      }
    ).materials;
  expect(await search('chloroplasts')).toEqual([expect.objectContaining({ fileId: english._id, page: 1 })]);
  expect(await search('البلاستيدات')).toEqual([expect.objectContaining({ fileId: arabic._id, page: 1 })]);

  // The tutor, in the photo's conversation, answers from it and cites it.
  const { _id: conversationId } = (await (await call(`/file/${english._id}/conversation`)).json()) as {
    _id: string;
  };
  const question = new FormData();
  question.append('message', 'What are the products of photosynthesis?');
  const asked = await call(`/ai-conversations/${conversationId}/messages`, {
    method: 'POST',
    body: question,
  });
  expect(asked.status).toBe(200);
  const { messages } = (await asked.json()) as { messages: { sender: string; content: string }[] };
  const reply = messages.find((message) => message.sender === 'model')!.content;
  // The name as Markdown text (its underscore escaped).
  expect(reply).toContain('**From your file** “IMG\\_0001.HEIC”');
  expect(reply).toContain('(#page=1)');
  expect(reply).toContain('glucose and oxygen');
}, 120_000);

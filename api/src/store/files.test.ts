/**
 * The disk adapter of FileStore (the GridFS adapter follows the same contract; it has no server to
 * run against here). Real files in a temp folder.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { makeTempDir, removeDir } from '../testing.ts';
import { createDiskFileStore, type FileStore } from './files.ts';

let dir: string;
let files: FileStore;
beforeEach(async () => {
  dir = await makeTempDir('nibras-files-');
  files = createDiskFileStore(path.join(dir, 'bucket'));
});
afterEach(async () => {
  await removeDir(dir);
});

/** `count` chunks of `size` bytes, each filled with its index, made as they are read. */
async function* chunks(count: number, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < count; i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    yield Buffer.alloc(size, i % 256);
  }
}

const listed = async () => (await fs.readdir(path.join(dir, 'bucket')).catch(() => [] as string[])).sort();

test('put, get, has, delete', async () => {
  expect(await files.get('a.txt')).toBeNull();
  expect(await files.has('a.txt')).toBe(false);
  await files.put('a.txt', Buffer.from('hello'));
  expect(await files.get('a.txt')).toEqual(Buffer.from('hello'));
  expect(await files.has('a.txt')).toBe(true);
  expect(await files.delete('a.txt')).toBe(true);
  expect(await files.delete('a.txt')).toBe(false);
  expect(await listed()).toEqual([]);
});

test('putStream stores a large stream chunk by chunk and getStream reads it back', async () => {
  const size = await files.putStream('big.pdf', chunks(30, 1024 * 1024));
  expect(size).toBe(30 * 1024 * 1024);
  expect(await listed()).toEqual(['big.pdf']);
  const stream = await files.getStream('big.pdf');
  expect(stream).not.toBeNull();
  let total = 0;
  let index = 0;
  for await (const chunk of stream as Readable) {
    const bytes = chunk as Buffer;
    for (let i = 0; i < bytes.length; i += 256 * 1024) {
      expect(bytes[i]).toBe(Math.floor((total + i) / (1024 * 1024)) % 256);
    }
    total += bytes.length;
    index += 1;
  }
  expect(total).toBe(30 * 1024 * 1024);
  expect(index).toBeGreaterThan(30); // read in pieces, not as one buffer
  // A Node Readable works as a source too.
  expect(await files.putStream('copy.pdf', Readable.from([Buffer.from('a'), Buffer.from('bc')]))).toBe(3);
  expect(await files.get('copy.pdf')).toEqual(Buffer.from('abc'));
});

test('a stream that fails leaves nothing behind (no file, no temp file) and rejects with its error', async () => {
  async function* failing(): AsyncGenerator<Uint8Array> {
    yield Buffer.alloc(1024, 1);
    throw new Error('client went away');
  }
  await expect(files.putStream('broken.pdf', failing())).rejects.toThrow('client went away');
  expect(await listed()).toEqual([]);
  expect(await files.getStream('broken.pdf')).toBeNull();
});

test('ids are checked: no paths', async () => {
  for (const id of ['../escape', 'a/b', '', '..', 'x..y']) {
    await expect(files.putStream(id, chunks(1, 1))).rejects.toThrow(/Invalid file id/);
    await expect(files.getStream(id)).rejects.toThrow(/Invalid file id/);
    await expect(files.has(id)).rejects.toThrow(/Invalid file id/);
  }
});

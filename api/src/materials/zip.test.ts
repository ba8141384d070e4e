import path from 'node:path';
import { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import { createLogger } from '../logger.ts';
import { createDiskFileStore, type FileStore } from '../store/files.ts';
import type { MaterialNodeDoc } from '../store/materials.ts';
import { makeTempDir, removeDir } from '../testing.ts';
import { indexNodes, nodeOrder } from './tree.ts';
import { createFolderZip, planZip, safeSegment } from './zip.ts';

const AT = '2025-03-01T08:00:00.000Z';
let n = 0;
function node(
  kind: MaterialNodeDoc['kind'],
  name: string,
  parentId?: string,
  blobId?: string,
): MaterialNodeDoc {
  n += 1;
  return {
    _id: `n${String(n).padStart(4, '0')}`,
    userId: 'u1',
    kind,
    name,
    color: '#FFFFFF',
    ...(parentId === undefined ? {} : { parentId }),
    createdAt: AT,
    updatedAt: AT,
    ...(blobId === undefined ? {} : { blobId, mime: 'text/plain', size: 1, status: 'ready' as const }),
  };
}

/** Entry names and contents of a zip (central directory; stored or deflated entries). */
function readZip(zip: Buffer): Map<string, Buffer> {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  const entries = new Map<string, Buffer>();
  let offset = zip.readUInt32LE(end + 16);
  for (let i = zip.readUInt16LE(end + 10); i > 0; i -= 1) {
    const nameLength = zip.readUInt16LE(offset + 28);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + zip.readUInt32LE(offset + 20));
    entries.set(name, zip.readUInt16LE(offset + 10) === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return entries;
}

test.each([
  ['notes.pdf', 'notes.pdf'],
  ['../../etc/passwd', '.._.._etc_passwd'],
  ['..', '_'],
  ['.', '_'],
  ['...', '_'],
  ['a\\b:c*d?e"f<g>h|i', 'a_b_c_d_e_f_g_h_i'],
  ['trailing dots...', 'trailing dots'],
  ['bidi\u202Egnp.exe', 'bidignp.exe'],
  ['tab\tand\u0000nul', 'tabandnul'],
  ['CON', '_CON'],
  ['nul.txt', '_nul.txt'],
  ['', '_'],
  ['الفصل الأول', 'الفصل الأول'],
])('safeSegment(%j) is %j', (input, expected) => {
  expect(safeSegment(input)).toBe(expected);
});

test('paths keep the folders; duplicates in one folder are numbered, case-insensitively', () => {
  const root = node('section', 'Unit');
  const f1 = node('folder', 'Same', root._id);
  const f2 = node('folder', 'same', root._id);
  const nodes = [
    root,
    f1,
    f2,
    node('file', 'a.txt', root._id, 'b1.txt'),
    node('file', 'A.txt', root._id, 'b2.txt'),
    node('file', 'a.txt', root._id, 'b3.txt'),
    node('file', 'README', root._id, 'b4.txt'),
    node('file', 'readme', root._id, 'b5.txt'),
    node('file', 'x.txt', f2._id, 'b6.txt'),
  ];
  const plan = planZip({ index: indexNodes(nodes), root, order: nodeOrder('en') });
  expect(plan.folders).toEqual(['Same/', 'same (2)/']);
  // Depth first, in tree order: a folder's files come where the folder is.
  expect(plan.files.map((f) => f.path)).toEqual([
    'same (2)/x.txt',
    'a.txt',
    'A (2).txt',
    'a (3).txt',
    'README',
    'readme (2)',
  ]);
});

describe('createFolderZip', () => {
  let dir: string;
  let blobs: FileStore;
  beforeEach(async () => {
    dir = await makeTempDir('nibras-zip-');
    blobs = createDiskFileStore(path.join(dir, 'materials'));
  });
  afterEach(async () => {
    await removeDir(dir);
  });

  test('null when there is no file at all', async () => {
    const root = node('section', 'Unit');
    const empty = node('folder', 'Empty', root._id);
    const zip = await createFolderZip({
      index: indexNodes([root, empty]),
      root,
      blobs,
      logger: createLogger('silent'),
      order: nodeOrder('en'),
    });
    expect(zip).toBeNull();
  });

  test('a file whose read fails while the zip streams: the zip ends well and names it', async () => {
    await blobs.put('ok.txt', Buffer.from('fine'));
    await blobs.put('bad.txt', Buffer.alloc(200_000, 'x'));
    await blobs.put('after.txt', Buffer.from('after'));
    // The real store, except that reading bad.txt fails half way (a disk or network error).
    const failing: FileStore = {
      ...blobs,
      async getStream(id) {
        const stream = await blobs.getStream(id);
        if (id !== 'bad.txt' || !stream) return stream;
        async function* half() {
          let sent = 0;
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            if (sent > 50_000) throw new Error('EIO: read failed');
            sent += chunk.length;
            yield chunk;
          }
        }
        return Readable.from(half());
      },
    };
    const root = node('section', 'Unit');
    const nodes = [
      root,
      node('file', '1 ok.txt', root._id, 'ok.txt'),
      node('file', '2 bad.txt', root._id, 'bad.txt'),
      node('file', '3 after.txt', root._id, 'after.txt'),
      node('file', '4 could-not-download.txt', root._id, 'ok.txt'),
    ];
    nodes[4] = { ...(nodes[4] as MaterialNodeDoc), name: 'could-not-download.txt' };
    const zip = await createFolderZip({
      index: indexNodes(nodes),
      root,
      blobs: failing,
      logger: createLogger('silent'),
      order: nodeOrder('en'),
    });
    expect(zip?.missing).toBe(0);
    const bytes = Buffer.concat((await (zip?.stream as Readable).toArray()) as Buffer[]);
    const entries = readZip(bytes);
    expect([...entries.keys()]).toEqual([
      '1 ok.txt',
      '2 bad.txt',
      '3 after.txt',
      'could-not-download.txt',
      'could-not-download (2).txt',
    ]);
    expect(entries.get('3 after.txt')?.toString()).toBe('after');
    expect(entries.get('could-not-download (2).txt')?.toString()).toMatch(/\r\n2 bad\.txt\r\n/);
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, removeDir } from '../testing.ts';
import { LOCK_FILE, openEmbeddedDatabase, repairTornTail, type TornTailRecovery } from './embedded.ts';

/** Behaviour specific to the embedded adapter's files on disk (the shared behaviour is in contract.test.ts). */

interface Note {
  _id: string;
  text: string;
}

let dir: string;
beforeEach(async () => {
  dir = await makeTempDir('nibras-embedded-');
});
afterEach(async () => {
  await removeDir(dir);
});

const datafile = (name: string) => path.join(dir, `${name}.db`);
const readLines = async (file: string) =>
  (await fs.readFile(file, 'utf8')).split('\n').filter((l) => l !== '');

test('keeps one datafile per collection in the data folder, and a lock while open', async () => {
  const db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  await (await db.collection<Note>('notes')).insertOne({ text: 'hello' });
  await db.collection('savedContents');
  expect((await fs.readdir(dir)).sort()).toEqual([LOCK_FILE, 'notes.db', 'savedContents.db']);
  expect((await fs.readFile(path.join(dir, LOCK_FILE), 'utf8')).trim()).toBe(String(process.pid));
  await db.close();
  expect((await fs.readdir(dir)).sort()).toEqual(['notes.db', 'savedContents.db']);
});

test('appends each acknowledged write to the datafile, and compacts it on close and on open', async () => {
  const db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  const notes = await db.collection<Note>('notes');
  const doc = await notes.insertOne({ text: 'v1' });
  await notes.updateOne({ _id: doc._id }, { $set: { text: 'v2' } });
  await notes.updateOne({ _id: doc._id }, { $set: { text: 'v3' } });
  // Before any compaction the history is in the file, one line per write, already on disk.
  expect((await readLines(datafile('notes'))).map((l) => (JSON.parse(l) as Note).text)).toEqual([
    'v1',
    'v2',
    'v3',
  ]);
  await db.close();
  expect(await readLines(datafile('notes'))).toEqual([JSON.stringify({ text: 'v3', _id: doc._id })]);

  // A datafile left uncompacted (as after kill -9) is compacted on open.
  await fs.appendFile(datafile('notes'), `${JSON.stringify({ text: 'v4', _id: doc._id })}\n`);
  const reopened = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  expect(await (await reopened.collection<Note>('notes')).find()).toEqual([{ _id: doc._id, text: 'v4' }]);
  expect(await readLines(datafile('notes'))).toEqual([JSON.stringify({ text: 'v4', _id: doc._id })]);
  await reopened.close();
});

test('cuts a torn last line off on open, keeps the bytes aside and reports it', async () => {
  // One good document and a torn append: nedb alone would see 50% corruption and refuse to start.
  await fs.writeFile(datafile('notes'), `${JSON.stringify({ _id: 'a', text: 'kept' })}\n{"_id":"b","te`);
  const recoveries: TornTailRecovery[] = [];
  const db = await openEmbeddedDatabase({
    dataDir: dir,
    compactionIntervalMs: 0,
    onRecovery: (r) => recoveries.push(r),
  });
  expect(await (await db.collection<Note>('notes')).find()).toEqual([{ _id: 'a', text: 'kept' }]);
  await db.close();

  expect(recoveries).toEqual([
    { file: datafile('notes'), tornBytes: 14, savedTo: expect.stringContaining('notes.db.torn-') },
  ]);
  expect(await fs.readFile(recoveries[0]?.savedTo ?? '', 'utf8')).toBe('{"_id":"b","te');
});

test('repairTornTail leaves intact and missing files alone and handles a file that is all torn', async () => {
  await fs.writeFile(datafile('ok'), '{"_id":"a"}\n');
  expect(await repairTornTail(datafile('ok'))).toBeNull();
  expect(await repairTornTail(datafile('missing'))).toBeNull();
  await fs.writeFile(datafile('torn'), '{"_id":"a"');
  expect(await repairTornTail(datafile('torn'))).toMatchObject({ tornBytes: 10 });
  expect(await fs.readFile(datafile('torn'), 'utf8')).toBe('');
  // A long last line spanning several read chunks.
  const long = `{"_id":"x","text":"${'y'.repeat(200_000)}"}\n`;
  await fs.writeFile(datafile('long'), `${long}{"_id":"z","text":"${'q'.repeat(100_000)}`);
  expect(await repairTornTail(datafile('long'))).toMatchObject({ tornBytes: 100_019 });
  expect(await fs.readFile(datafile('long'), 'utf8')).toBe(long);
});

test('refuses to open a datafile with a corrupt line in the middle instead of dropping it silently', async () => {
  const lines = Array.from({ length: 20 }, (_, i) => JSON.stringify({ _id: `id${i}`, text: `note ${i}` }));
  lines[7] = '{"_id":"id7", garbage';
  await fs.writeFile(datafile('notes'), `${lines.join('\n')}\n`);
  const db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  await expect(db.collection('notes')).rejects.toThrow(/Cannot open embedded collection "notes" .*corrupt/);
  // The file is untouched, for a person to look at.
  expect(await readLines(datafile('notes'))).toHaveLength(20);
  await db.close();
});

test('one process per data folder', async () => {
  const db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  await expect(openEmbeddedDatabase({ dataDir: dir })).rejects.toThrow(/already open in this process/);
  await db.close();

  // A lock held by a live process (pid 1 always exists) blocks; one from a dead process does not.
  await fs.writeFile(path.join(dir, LOCK_FILE), '1\n');
  await expect(openEmbeddedDatabase({ dataDir: dir })).rejects.toThrow(/in use by process 1/);
  await fs.writeFile(path.join(dir, LOCK_FILE), '999999999\n');
  const again = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  await again.close();
});

test('creates a missing data folder', async () => {
  const nested = path.join(dir, 'a', 'b');
  const db = await openEmbeddedDatabase({ dataDir: nested, compactionIntervalMs: 0 });
  await (await db.collection<Note>('notes')).insertOne({ text: 'x' });
  await db.close();
  expect(await fs.readdir(nested)).toEqual(['notes.db']);
});

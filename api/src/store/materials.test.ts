/** The materials repository on the embedded store (real datafiles in a temp folder). */
import { makeTempDir, removeDir } from '../testing.ts';
import { createStore, type Store } from './index.ts';
import { openEmbeddedDatabase } from './embedded.ts';
import type { MaterialNodeDoc } from './materials.ts';

const AT = '2025-03-01T08:00:00.000Z';
const LATER = '2025-03-01T09:00:00.000Z';

let dir: string;
let store: Store;
beforeEach(async () => {
  dir = await makeTempDir('nibras-materials-');
  store = await createStore(await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 }));
});
afterEach(async () => {
  await store.close();
  await removeDir(dir);
});

const section = (userId: string, name = 'Unit') =>
  store.materials.insert({ userId, kind: 'section', name, color: '#D2E4E2', createdAt: AT, updatedAt: AT });

const file = (userId: string, parentId: string, fields: Partial<MaterialNodeDoc> = {}) =>
  store.materials.insert({
    userId,
    kind: 'file',
    name: 'notes.pdf',
    color: '#FFFFFF',
    parentId,
    createdAt: AT,
    updatedAt: AT,
    mime: 'application/pdf',
    size: 100,
    blobId: 'blob.pdf',
    status: 'queued',
    progress: 0,
    attempts: 0,
    ...fields,
  });

test('a student sees only their own nodes', async () => {
  const mine = await section('u1');
  await section('u2');
  expect(await store.materials.get('u1', mine._id)).toEqual(mine);
  expect(await store.materials.get('u2', mine._id)).toBeNull();
  expect(await store.materials.getAny(mine._id)).toEqual(mine);
  expect((await store.materials.listForUser('u1')).map((n) => n._id)).toEqual([mine._id]);
  expect(await store.materials.update('u2', mine._id, { name: 'Stolen' }, LATER)).toBeNull();
  expect(await store.materials.deleteNodes('u2', [mine._id])).toBe(0);
  expect(await store.materials.get('u1', mine._id)).toEqual(mine);
});

test('update sets updatedAt for what the student changes, not for the conversation link', async () => {
  const unit = await section('u1');
  expect(await store.materials.update('u1', unit._id, { conversationId: 'c1' }, LATER)).toMatchObject({
    conversationId: 'c1',
    updatedAt: AT,
  });
  expect(await store.materials.update('u1', unit._id, { name: 'Renamed' }, LATER)).toMatchObject({
    name: 'Renamed',
    updatedAt: LATER,
  });
});

test('bytesUsed sums the student’s files', async () => {
  const unit = await section('u1');
  await file('u1', unit._id, { size: 1000 });
  await file('u1', unit._id, { size: 234 });
  const theirs = await section('u2');
  await file('u2', theirs._id, { size: 99 });
  expect(await store.materials.bytesUsed('u1')).toBe(1234);
  expect(await store.materials.bytesUsed('u3')).toBe(0);
});

test('extraction state: set, failure removed when queued again, pending oldest first', async () => {
  const unit = await section('u1');
  const a = await file('u1', unit._id, { createdAt: '2025-03-01T08:00:02.000Z' });
  const b = await file('u1', unit._id, { createdAt: '2025-03-01T08:00:01.000Z' });
  const c = await file('u2', unit._id, { createdAt: '2025-03-01T08:00:03.000Z' });
  await store.materials.setExtraction(c._id, { status: 'ready', pageCount: 3, progress: 100 }, LATER);
  expect((await store.materials.pendingExtraction()).map((n) => n._id)).toEqual([b._id, a._id]);

  await store.materials.setExtraction(a._id, { status: 'processing', progress: 41.6 }, LATER);
  expect(await store.materials.getAny(a._id)).toMatchObject({
    status: 'processing',
    progress: 42,
    updatedAt: AT,
  });
  const failure = { en: 'The PDF is damaged', ar: 'ملف PDF تالف' };
  await store.materials.setExtraction(a._id, { status: 'failed', failure, attempts: 2 }, LATER);
  expect(await store.materials.getAny(a._id)).toMatchObject({ status: 'failed', failure, attempts: 2 });
  expect((await store.materials.pendingExtraction()).map((n) => n._id)).toEqual([b._id]);
  await store.materials.setExtraction(a._id, { status: 'queued', progress: 0 }, LATER);
  const queued = await store.materials.getAny(a._id);
  expect(queued).toMatchObject({ status: 'queued', attempts: 2 });
  expect(queued).not.toHaveProperty('failure');
  // Sections and folders have no extraction.
  await store.materials.setExtraction(unit._id, { status: 'ready' }, LATER);
  expect(await store.materials.getAny(unit._id)).not.toHaveProperty('status');
});

test('pages: replaced as a whole, in page order, per student; deleted with their file', async () => {
  const unit = await section('u1');
  const a = await file('u1', unit._id);
  const b = await file('u1', unit._id);
  await store.materials.putPages('u1', a._id, [
    { page: 2, text: 'two', ocr: false },
    { page: 1, text: 'one', ocr: true },
  ]);
  await store.materials.putPages('u1', b._id, [{ page: 1, text: 'b1', ocr: false }]);
  expect((await store.materials.pagesOf('u1', a._id)).map((p) => [p.page, p.text, p.ocr])).toEqual([
    [1, 'one', true],
    [2, 'two', false],
  ]);
  expect(await store.materials.pagesOf('u2', a._id)).toEqual([]);
  await store.materials.putPages('u1', a._id, [{ page: 1, text: 'again', ocr: false }]);
  expect((await store.materials.pagesOf('u1', a._id)).map((p) => p.text)).toEqual(['again']);
  expect((await store.materials.pagesOfUser('u1')).map((p) => p.text).sort()).toEqual(['again', 'b1']);

  expect(await store.materials.deleteNodes('u1', [a._id, 'unknown'])).toBe(1);
  expect(await store.materials.pagesOf('u1', a._id)).toEqual([]);
  expect((await store.materials.pagesOfUser('u1')).map((p) => p.text)).toEqual(['b1']);
});

test('version changes with every change a search could see, and only for that student', async () => {
  const seen = new Set<string>();
  const changed = async (userId: string, change: () => Promise<unknown>) => {
    const before = await store.materials.version(userId);
    await change();
    const after = await store.materials.version(userId);
    expect(after).not.toBe(before);
    expect(seen.has(after)).toBe(false);
    seen.add(after);
  };
  expect(await store.materials.version('u1')).toBe('0');
  let unit: MaterialNodeDoc | undefined;
  await changed('u1', async () => {
    unit = await section('u1');
  });
  const id = unit?._id ?? '';
  let pdf: MaterialNodeDoc | undefined;
  await changed('u1', async () => {
    pdf = await file('u1', id);
  });
  await changed('u1', () => store.materials.update('u1', pdf?._id ?? '', { name: 'Renamed.pdf' }, LATER));
  await changed('u1', () =>
    store.materials.putPages('u1', pdf?._id ?? '', [{ page: 1, text: 'x', ocr: false }]),
  );
  await changed('u1', () =>
    store.materials.setExtraction(pdf?._id ?? '', { status: 'ready', pageCount: 1 }, LATER),
  );
  await changed('u1', () => store.materials.deleteNodes('u1', [pdf?._id ?? '']));

  // Progress alone does not (an index need not be rebuilt for it); another student's changes do not.
  const other = await file('u1', id);
  const before = await store.materials.version('u1');
  await store.materials.setExtraction(other._id, { status: 'processing', progress: 50 }, LATER);
  await section('u2');
  expect(await store.materials.version('u1')).toBe(before);
});

test('survives a restart', async () => {
  const unit = await section('u1');
  await store.materials.putPages('u1', unit._id, [{ page: 1, text: 'kept', ocr: false }]);
  const version = await store.materials.version('u1');
  await store.close();
  store = await createStore(await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 }));
  expect(await store.materials.get('u1', unit._id)).toEqual(unit);
  expect((await store.materials.pagesOf('u1', unit._id)).map((p) => p.text)).toEqual(['kept']);
  expect(await store.materials.version('u1')).toBe(version);
});

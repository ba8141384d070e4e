/**
 * The extraction queue over a real embedded store on disk and a real pool of threads: files go from
 * queued to ready (or failed with a reason), and a job cut off by a restart completes afterwards.
 */
import { createLogger } from '../logger.ts';
import { openStore, type Store } from '../store/index.ts';
import type { ExtractionFields, MaterialNodeDoc } from '../store/materials.ts';
import { makeTempDir, manualClock, removeDir, waitForState } from '../testing.ts';
import { FAILURES } from './extract/failures.ts';
import { createExtractionPool, type ExtractionPool } from './extract/pool.ts';
import { characterErrorRate, makePdf, makeTextImage } from './extract/testing.ts';
import type { ExtractedPage } from './extract/types.ts';
import {
  createExtractionQueue,
  PROGRESS_WRITE_MS,
  type ExtractionQueue,
  type ExtractionQueueDeps,
} from './jobs.ts';

const logger = createLogger('silent');
const USER = 'user-1';
const ENGLISH = ['Cells are the basic unit of life.', 'Every cell comes from another cell.'];
const ARABIC = ['الخلية هي الوحدة الصغرى للحياة.', 'كل خلية تأتي من خلية أخرى.'];

let dataDir: string;
let langDir: string;
let store: Store;
let pool: ExtractionPool;
const open: ExtractionQueue[] = [];

const openTestStore = () =>
  openStore({ dataDir, mongodbUri: undefined, mongodbDb: 'nibras' }, { compactionIntervalMs: 0 });

beforeAll(async () => {
  langDir = await makeTempDir('nibras-jobs-ocr-');
  pool = createExtractionPool({ logger, threads: 1, langDir });
});

afterAll(async () => {
  await pool.close();
  await removeDir(langDir);
});

beforeEach(async () => {
  dataDir = await makeTempDir('nibras-jobs-');
  store = await openTestStore();
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((queue) => queue.close()));
  await store.close();
  await removeDir(dataDir);
});

function queueOf(deps: Partial<ExtractionQueueDeps> = {}): ExtractionQueue {
  const queue = createExtractionQueue({ store, pool, logger, clock: manualClock().clock, ...deps });
  open.push(queue);
  return queue;
}

let uploads = 0;
/** A file as an upload leaves it: bytes stored, node queued. */
async function upload(
  bytes: Buffer | null,
  mime: string,
  extra: Partial<MaterialNodeDoc> = {},
): Promise<MaterialNodeDoc> {
  uploads++;
  const blobId = `blob${uploads}`;
  if (bytes) await store.materialBlobs.put(blobId, bytes);
  const at = new Date(Date.UTC(2025, 2, 1, 8, 0, uploads)).toISOString();
  return store.materials.insert({
    userId: USER,
    kind: 'file',
    name: `file ${uploads}`,
    color: '#FFFFFF',
    parentId: 'section-1',
    createdAt: at,
    updatedAt: at,
    mime,
    size: bytes?.length ?? 0,
    blobId,
    status: 'queued',
    progress: 0,
    ...extra,
  });
}

const node = async (id: string) => (await store.materials.getAny(id))!;
const texts = async (id: string) => (await store.materials.pagesOf(USER, id)).map((page) => page.text);

/** Resolves once the file's stored status is `status`. */
const statusOf = (id: string, status: MaterialNodeDoc['status']) =>
  waitForState(
    () => node(id),
    (doc) => doc.status === status,
  );

/** A store whose progress writes the test can read, in order. */
function observedStore() {
  const writes: ExtractionFields[] = [];
  const materials = store.materials;
  return {
    writes,
    store: {
      ...store,
      materials: {
        ...materials,
        setExtraction: (id: string, fields: ExtractionFields, now: string) => {
          writes.push(fields);
          return materials.setExtraction(id, fields, now);
        },
      },
    },
  };
}

describe('extraction queue', () => {
  it('reads files in the background: processing with progress, then ready with pages', async () => {
    const { writes, store: observed } = observedStore();
    const ready: string[] = [];
    const queue = queueOf({
      store: observed,
      onPagesReady: (userId, fileId) => ready.push(`${userId}/${fileId}`),
    });
    // Three scanned pages (OCR, about a second in all) and a PDF with text.
    const scanned = await upload(
      await makePdf([
        { image: makeTextImage(ENGLISH) },
        { image: makeTextImage(ARABIC) },
        { image: makeTextImage(ENGLISH) },
      ]),
      'application/pdf',
    );
    const text = await upload(await makePdf([{ lines: ARABIC }, { lines: ENGLISH }]), 'application/pdf');
    queue.enqueue(scanned._id);
    queue.enqueue(text._id);
    queue.enqueue(scanned._id); // already queued: once only
    expect((await node(text._id)).status).toBe('queued');
    await queue.idle();

    expect(await node(scanned._id)).toMatchObject({
      status: 'ready',
      progress: 100,
      pageCount: 3,
      attempts: 1,
    });
    expect((await node(scanned._id)).failure).toBeUndefined();
    const pages = await store.materials.pagesOf(USER, scanned._id);
    expect(pages.map((page) => [page.page, page.ocr])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
    expect(characterErrorRate(ARABIC.join('\n'), pages[1]!.text)).toBeLessThanOrEqual(0.05);
    expect(await texts(text._id)).toEqual([ARABIC.join('\n'), ENGLISH.join('\n')]);
    expect(await node(text._id)).toMatchObject({ status: 'ready', pageCount: 2 });
    expect(ready).toEqual([`${USER}/${scanned._id}`, `${USER}/${text._id}`]);

    // The scanned file: processing at 0, progress in between, ready. (The queue's clock stands
    // still here, so only the first progress is written: the pace is the next test's.)
    const scannedWrites = writes.slice(0, writes.findIndex((fields) => fields.status === 'ready') + 1);
    expect(scannedWrites[0]).toEqual({ status: 'processing', progress: 0, attempts: 1 });
    expect(scannedWrites.at(-1)).toEqual({ status: 'ready', progress: 100, pageCount: 3, attempts: 1 });
    const between = scannedWrites.slice(1, -1);
    expect(between).toEqual([{ status: 'processing', progress: expect.any(Number), attempts: 1 }]);
    expect(between[0]!.progress).toBeGreaterThan(0);
    expect(between[0]!.progress).toBeLessThan(100);
  });

  it('writes progress at most once per PROGRESS_WRITE_MS of its clock, only rising, never after the outcome', async () => {
    const time = manualClock();
    const { writes, store: observed } = observedStore();
    // A pool that reports what the test tells it to, and answers when told.
    let report: (fraction: number) => void = () => undefined;
    let answer: (pages: ExtractedPage[]) => void = () => undefined;
    let started: () => void = () => undefined;
    const extracting = new Promise<void>((resolve) => (started = resolve));
    const scripted: ExtractionQueueDeps['pool'] = {
      threads: 1,
      extract: (_input, options) =>
        new Promise((resolve) => {
          report = options?.onProgress ?? report;
          answer = resolve;
          started();
        }),
    };
    const queue = queueOf({ store: observed, pool: scripted, clock: time.clock });
    const file = await upload(Buffer.from('Read by the script.'), 'text/plain');
    queue.enqueue(file._id);
    await extracting;

    report(0.1); // the first: written at once
    time.advance(100);
    report(0.2); // 100 ms after it: not written
    time.advance(399);
    report(0.3); // 499 ms: not yet
    time.advance(1);
    report(0.35); // 500 ms: written
    time.advance(PROGRESS_WRITE_MS);
    report(0.3); // lower than what is stored: not written
    time.advance(PROGRESS_WRITE_MS);
    report(1); // done reading: the outcome says so
    // The two progress writes go to the store one after the other; then the outcome.
    await waitForState(
      () => writes.length,
      (count) => count === 3,
    );
    answer([{ page: 1, text: 'Read by the script.', ocr: false, confidence: null }]);
    await queue.idle();
    time.advance(PROGRESS_WRITE_MS);
    report(0.9); // after the outcome: not written

    expect(writes.map((fields) => [fields.status, fields.progress])).toEqual([
      ['processing', 0],
      ['processing', 10],
      ['processing', 35],
      ['ready', 100],
    ]);
    expect(await node(file._id)).toMatchObject({ status: 'ready', progress: 100, pageCount: 1 });
  });

  it('fails a broken or hostile file alone with its reason, and goes on with the next file', async () => {
    const queue = queueOf();
    const broken = await upload(Buffer.from('%PDF-1.7\nthis is not a PDF at all\n%%EOF'), 'application/pdf');
    const bomb = await upload(
      // A PNG header claiming 50000 x 50000 pixels (10 GB decoded).
      Buffer.from('89504e470d0a1a0a0000000d494844520000c3500000c3500806000000', 'hex'),
      'image/png',
    );
    const missing = await upload(null, 'text/plain');
    const fine = await upload(
      Buffer.from('Mitochondria make energy.\n\nالميتوكوندريا تنتج الطاقة.'),
      'text/plain',
    );
    for (const file of [broken, bomb, missing, fine]) queue.enqueue(file._id);
    await queue.idle();

    expect(await node(broken._id)).toMatchObject({ status: 'failed', failure: FAILURES.notPdf, attempts: 1 });
    expect(await node(bomb._id)).toMatchObject({
      status: 'failed',
      failure: FAILURES.imageTooLarge,
      attempts: 1,
    });
    expect(await node(missing._id)).toMatchObject({ status: 'failed', failure: FAILURES.missingBytes });
    expect(await node(fine._id)).toMatchObject({ status: 'ready', pageCount: 1 });
    expect(await texts(fine._id)).toEqual(['Mitochondria make energy.\n\nالميتوكوندريا تنتج الطاقة.']);
    expect(await texts(broken._id)).toEqual([]);

    // A retry (the files route queues it again, attempts reset) reads it again.
    await store.materials.setExtraction(broken._id, { status: 'queued', progress: 0, attempts: 0 }, 'now');
    queue.enqueue(broken._id);
    await queue.idle();
    expect(await node(broken._id)).toMatchObject({ status: 'failed', failure: FAILURES.notPdf, attempts: 1 });
  });

  it('completes a job cut off by a restart: resume() on a new queue over the same store on disk', async () => {
    const first = queueOf();
    const file = await upload(
      await makePdf([{ image: makeTextImage(ARABIC) }, { image: makeTextImage(ENGLISH) }]),
      'application/pdf',
    );
    const waiting = await upload(Buffer.from('Waiting its turn.'), 'text/plain');
    first.enqueue(file._id);
    first.enqueue(waiting._id);
    await statusOf(file._id, 'processing');
    await first.close();
    expect(await node(file._id)).toMatchObject({ status: 'processing', attempts: 1 });
    expect(await node(waiting._id)).toMatchObject({ status: 'queued' });
    expect(await texts(file._id)).toEqual([]);

    // The restart: the store reopened from its folder, a new pool and a new queue.
    await store.close();
    store = await openTestStore();
    const restartedPool = createExtractionPool({ logger, threads: 1, langDir });
    try {
      const ready: string[] = [];
      const second = queueOf({ pool: restartedPool, onPagesReady: (_user, fileId) => ready.push(fileId) });
      await second.resume();
      await second.idle();
      expect(await node(file._id)).toMatchObject({ status: 'ready', pageCount: 2, attempts: 2 });
      const [arabic, english] = await texts(file._id);
      expect(characterErrorRate(ARABIC.join('\n'), arabic!)).toBeLessThanOrEqual(0.05);
      expect(characterErrorRate(ENGLISH.join('\n'), english!)).toBeLessThanOrEqual(0.05);
      expect(await texts(waiting._id)).toEqual(['Waiting its turn.']);
      expect(ready).toEqual([file._id, waiting._id]);
    } finally {
      await restartedPool.close();
    }
  });

  it('fails a file interrupted too many times instead of starting it again', async () => {
    const file = await upload(Buffer.from('text'), 'text/plain', { status: 'processing', attempts: 3 });
    const queue = queueOf();
    await queue.resume();
    await queue.idle();
    expect(await node(file._id)).toMatchObject({
      status: 'failed',
      failure: FAILURES.interrupted,
      attempts: 3,
    });
  });

  it('leaves no pages behind for a file deleted while it is read', async () => {
    const ready: string[] = [];
    const queue = queueOf({ onPagesReady: (_user, fileId) => ready.push(fileId) });
    const file = await upload(await makePdf([{ image: makeTextImage(ENGLISH) }]), 'application/pdf');
    queue.enqueue(file._id);
    await statusOf(file._id, 'processing');
    await store.materials.deleteNodes(USER, [file._id]);
    await queue.idle();
    expect(await store.materials.getAny(file._id)).toBeNull();
    expect(await store.materials.pagesOfUser(USER)).toEqual([]);
    expect(ready).toEqual([]);
  });
});

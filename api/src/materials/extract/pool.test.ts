/**
 * The extraction pool on real files made here: PDFs written by Skia with embedded Noto fonts, images
 * of text, and hostile files; each job runs in a real worker thread, OCR with the installed data.
 */
import { createLogger } from '../../logger.ts';
import { makeTempDir, pngHeader, removeDir } from '../../testing.ts';
import { ExtractionError, FAILURES, type FailureCode } from './failures.ts';
import { createExtractionPool, startJobClock, type ExtractionPool } from './pool.ts';
import { characterErrorRate, deflateBombPdf, makePdf, makeTextImage, rawPdf } from './testing.ts';

const ENGLISH = [
  'Photosynthesis turns light into chemical energy.',
  'Plants store this energy as glucose in their cells.',
];
const ARABIC = ['التمثيل الضوئي يحول الضوء إلى طاقة كيميائية.', 'تخزن النباتات هذه الطاقة على شكل جلوكوز.'];
const MIXED = ['Chapter 3: الخلية النباتية', 'كتب الطالب 12 صفحة عن DNA والخلية.'];

const logger = createLogger('silent');

async function failure(job: Promise<unknown>): Promise<FailureCode> {
  const error: unknown = await job.then(
    () => new Error('the job succeeded'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ExtractionError)) throw error;
  return error.code;
}

describe('extraction pool', () => {
  let langDir: string;
  let pool: ExtractionPool;

  beforeAll(async () => {
    langDir = await makeTempDir('nibras-extract-ocr-');
    pool = createExtractionPool({ logger, threads: 1, langDir });
  });

  afterAll(async () => {
    await pool.close();
    await removeDir(langDir);
  });

  it('reads a PDF page by page: English, Arabic (presentation forms, right to left) and mixed lines', async () => {
    const pdf = await makePdf([{ lines: ENGLISH }, { lines: ARABIC }, { lines: MIXED }]);
    const progress: number[] = [];
    const pages = await pool.extract(
      { bytes: pdf, mime: 'application/pdf' },
      { onProgress: (f) => progress.push(f) },
    );
    expect(pages).toEqual([
      { page: 1, text: ENGLISH.join('\n'), ocr: false },
      { page: 2, text: ARABIC.join('\n'), ocr: false },
      { page: 3, text: MIXED.join('\n'), ocr: false },
    ]);
    expect(progress.at(-1)).toBe(1);

    // Skia (like Chrome's "Save as PDF") writes no Unicode for lam-alef ligatures: read as لا.
    const ligatures = await makePdf([{ lines: ['لا تنس أن الأرض تدور.'] }]);
    await expect(pool.extract({ bytes: ligatures, mime: 'application/pdf' })).resolves.toEqual([
      { page: 1, text: 'لا تنس أن الارض تدور.', ocr: false },
    ]);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  }, 30_000);

  it('reads images and scanned PDF pages by OCR, in English and Arabic', async () => {
    const read = (bytes: Buffer, mime: string) => pool.extract({ bytes, mime });
    const english = await read(makeTextImage(ENGLISH), 'image/png');
    expect(english).toEqual([{ page: 1, text: expect.any(String), ocr: true }]);
    expect(characterErrorRate(ENGLISH.join('\n'), english[0]!.text)).toBeLessThanOrEqual(0.02);

    const arabic = await read(makeTextImage(ARABIC), 'image/png');
    expect(characterErrorRate(ARABIC.join('\n'), arabic[0]!.text)).toBeLessThanOrEqual(0.05);

    const jpeg = await read(makeTextImage(MIXED, { type: 'image/jpeg' }), 'image/jpeg');
    expect(characterErrorRate(MIXED.join('\n'), jpeg[0]!.text)).toBeLessThanOrEqual(0.1);

    // A scanned page (an image, no text) is rendered and read; a blank page is not.
    const scanned = await makePdf([{ image: makeTextImage(ARABIC) }, { lines: [] }, { lines: ENGLISH }]);
    const pages = await read(scanned, 'application/pdf');
    expect(pages.map((page) => page.ocr)).toEqual([true, false, false]);
    expect(characterErrorRate(ARABIC.join('\n'), pages[0]!.text)).toBeLessThanOrEqual(0.05);
    expect(pages[1]!.text).toBe('');
    expect(pages[2]!.text).toBe(ENGLISH.join('\n'));
  }, 60_000);

  it('cuts plain text into pages', async () => {
    const text = Array.from({ length: 12 }, (_, i) => `فقرة ${i + 1}: ` + 'كلمة '.repeat(100).trim()).join(
      '\n\n',
    );
    const pages = await pool.extract({ bytes: Buffer.from(text), mime: 'text/plain' });
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.every((page, i) => page.page === i + 1 && !page.ocr && page.text.length <= 3000)).toBe(true);
    expect(pages.map((page) => page.text).join('\n\n')).toBe(text);
    expect(await failure(pool.extract({ bytes: Buffer.from([0x61, 0xff]), mime: 'text/plain' }))).toBe(
      'notText',
    );
  });

  it('fails a malformed PDF and a pixel bomb alone, each with its reason, and serves the next job', async () => {
    const garbage = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(4000, 0x5a),
      Buffer.from('\n%%EOF'),
    ]);
    expect(await failure(pool.extract({ bytes: garbage, mime: 'application/pdf' }))).toBe('notPdf');
    // A PDF whose only page has a broken content stream: nothing readable, but not a crash.
    const brokenPage = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
      '<< /Length 20 /Filter /FlateDecode >>\nstream\nnot deflate at all!!\nendstream',
    ]);
    await expect(pool.extract({ bytes: brokenPage, mime: 'application/pdf' })).resolves.toEqual([
      { page: 1, text: '', ocr: false },
    ]);

    const begun = Date.now();
    const bomb = pngHeader(50_000, 50_000);
    expect(await failure(pool.extract({ bytes: bomb, mime: 'image/png' }))).toBe('imageTooLarge');
    expect(Date.now() - begun).toBeLessThan(2000);
    expect(await failure(pool.extract({ bytes: pngHeader(100, 100), mime: 'image/png' }))).toBe('notImage');

    const pdf = await makePdf([{ lines: ['Still serving.'] }]);
    await expect(pool.extract({ bytes: pdf, mime: 'application/pdf' })).resolves.toEqual([
      { page: 1, text: 'Still serving.', ocr: false },
    ]);
  }, 30_000);

  it('refuses a PDF of more than 500 pages without reading them', async () => {
    const long = await makePdf(Array.from({ length: 501 }, () => ({ lines: [] })));
    expect(await failure(pool.extract({ bytes: long, mime: 'application/pdf' }))).toBe('tooManyPages');
    expect(FAILURES.tooManyPages.ar).toContain('500');
  }, 30_000);

  it('stops a job at the time limit, the heap limit and the memory limit; a new thread serves the next', async () => {
    const next = async (limited: ExtractionPool) =>
      expect(limited.extract({ bytes: Buffer.from('next'), mime: 'text/plain' })).resolves.toEqual([
        { page: 1, text: 'next', ocr: false },
      ]);

    // The wall-time limit: how often OCR reports progress depends on the machine and its load
    // (startJobClock's own tests cover the stall limit). This OCR job takes about 4 s here; the
    // limit of 1 s also leaves the next job's new thread time to start under load.
    const slow = createExtractionPool({ logger, threads: 1, langDir, timeoutMs: 1000, maxMs: 1000 });
    try {
      const image = makeTextImage(Array.from({ length: 50 }, () => ENGLISH).flat());
      const begun = Date.now();
      expect(await failure(slow.extract({ bytes: image, mime: 'image/png' }))).toBe('timedOut');
      expect(Date.now() - begun).toBeLessThan(5000);
      await next(slow);
    } finally {
      await slow.close();
    }

    // Room for the thread to start (48 MB), not for decoding 39 MB of Arabic text.
    const smallHeap = createExtractionPool({ logger, threads: 1, heapMb: 48 });
    try {
      const huge = Buffer.from(('نص عربي طويل. '.repeat(60) + '\n\n').repeat(27_000));
      expect(await failure(smallHeap.extract({ bytes: huge, mime: 'text/plain' }))).toBe('outOfMemory');
      await next(smallHeap);
    } finally {
      await smallHeap.close();
    }

    // A 300 kB PDF whose page inflates to 256 MB: buffers, not heap, so the pool's watchdog stops it.
    const smallMemory = createExtractionPool({ logger, threads: 1, memoryMb: 96 });
    try {
      const bomb = deflateBombPdf(256);
      expect(bomb.length).toBeLessThan(400_000);
      expect(await failure(smallMemory.extract({ bytes: bomb, mime: 'application/pdf' }))).toBe(
        'outOfMemory',
      );
      await next(smallMemory);
    } finally {
      await smallMemory.close();
    }
  }, 60_000);

  it("rejects with the caller's abort reason and keeps serving; close() cuts jobs off", async () => {
    const controller = new AbortController();
    const job = pool.extract(
      { bytes: makeTextImage(ENGLISH), mime: 'image/png' },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(new Error('closing')), 50);
    await expect(job).rejects.toThrow('closing');
    await expect(pool.extract({ bytes: Buffer.from('again'), mime: 'text/plain' })).resolves.toHaveLength(1);

    // Closing the pool cuts its jobs off with an AbortError (not a reason to fail the file).
    const closing = createExtractionPool({ logger, threads: 1, langDir });
    const cut = closing.extract({ bytes: makeTextImage(ENGLISH), mime: 'image/png' });
    setTimeout(() => void closing.close(), 50);
    await expect(cut).rejects.toMatchObject({ name: 'AbortError' });
    await expect(closing.extract({ bytes: Buffer.from('late'), mime: 'text/plain' })).rejects.toMatchObject({
      name: 'AbortError',
    });
  }, 30_000);
});

describe('startJobClock', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('lets a job run past the stall limit while it reports progress, and stops it when progress stops', async () => {
    let expiredAt = 0;
    const begun = Date.now();
    const clock = startJobClock({ timeoutMs: 400, maxMs: 60_000, onExpired: () => (expiredAt = Date.now()) });
    try {
      // 1.2 s of progress every 20 ms: three stall limits' worth, never expired.
      while (Date.now() - begun < 1200) {
        clock.progress();
        await sleep(20);
      }
      expect(expiredAt).toBe(0);
      const lastProgress = Date.now();
      clock.progress();
      while (expiredAt === 0 && Date.now() - lastProgress < 5000) await sleep(20);
      expect(expiredAt - lastProgress).toBeGreaterThanOrEqual(390);
      expect(expiredAt - lastProgress).toBeLessThan(2000);
    } finally {
      clock.stop();
    }
  });

  it('stops a job at the wall-time limit however it advances, once, and not after stop()', async () => {
    let expired = 0;
    const begun = Date.now();
    const clock = startJobClock({ timeoutMs: 200, maxMs: 600, onExpired: () => (expired += 1) });
    while (expired === 0 && Date.now() - begun < 5000) {
      clock.progress();
      await sleep(20);
    }
    expect(Date.now() - begun).toBeGreaterThanOrEqual(590);
    clock.progress();
    await sleep(300);
    expect(expired).toBe(1);

    let stoppedExpired = false;
    const stopped = startJobClock({ timeoutMs: 50, maxMs: 50, onExpired: () => (stoppedExpired = true) });
    stopped.stop();
    await sleep(150);
    expect(stoppedExpired).toBe(false);
  });
});

/**
 * The extraction pool on real files made here: PDFs written by Skia with embedded Noto fonts, images
 * of text, and hostile files; each job runs in a real worker thread, OCR with the installed data.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createLogger } from '../../logger.ts';
import { imageDimensions } from '../../uploads/images.ts';
import { makeTempDir, pngHeader, removeDir } from '../../testing.ts';
import { ExtractionError, FAILURES, type FailureCode } from './failures.ts';
import { createExtractionPool, startJobClock, type ExtractionPool } from './pool.ts';
import {
  characterErrorRate,
  deflateBombPdf,
  makeDocx,
  makeDocxBomb,
  makePdf,
  makePptx,
  makeTextImage,
  makeZip,
  rawPdf,
} from './testing.ts';
import type { ExtractedPreview } from './types.ts';
import { NOTES } from './fixtures/make-heic.ts';

const FIXTURES = path.join(__dirname, 'fixtures');

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const ENGLISH = [
  'Photosynthesis turns light into chemical energy.',
  'Plants store this energy as glucose in their cells.',
];
const ARABIC = ['التمثيل الضوئي يحول الضوء إلى طاقة كيميائية.', 'تخزن النباتات هذه الطاقة على شكل جلوكوز.'];
const MIXED = ['Chapter 3: الخلية النباتية', 'كتب الطالب 12 صفحة عن DNA والخلية.'];

const logger = createLogger('silent');

/** Ten lines: OCR goes on for seconds after its first progress report (a job stopped then is mid-way). */
const longImage = () => makeTextImage(Array.from({ length: 5 }, () => ENGLISH).flat());

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
      { page: 1, text: ENGLISH.join('\n'), ocr: false, confidence: null },
      { page: 2, text: ARABIC.join('\n'), ocr: false, confidence: null },
      { page: 3, text: MIXED.join('\n'), ocr: false, confidence: null },
    ]);
    expect(progress.at(-1)).toBe(1);

    // Skia (like Chrome's "Save as PDF") writes no Unicode for lam-alef ligatures: read as لا.
    const ligatures = await makePdf([{ lines: ['لا تنس أن الأرض تدور.'] }]);
    await expect(pool.extract({ bytes: ligatures, mime: 'application/pdf' })).resolves.toEqual([
      { page: 1, text: 'لا تنس أن الارض تدور.', ocr: false, confidence: null },
    ]);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('reads images and scanned PDF pages by OCR, in English and Arabic', async () => {
    const read = (bytes: Buffer, mime: string) => pool.extract({ bytes, mime });
    const english = await read(makeTextImage(ENGLISH), 'image/png');
    expect(english).toEqual([
      { page: 1, text: expect.any(String), ocr: true, confidence: expect.any(Number) },
    ]);
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

  it('reads a Word document page by page and a presentation slide by slide, in English and Arabic', async () => {
    const docx = makeDocx([[ENGLISH[0]!, ARABIC[0]!], [ARABIC[1]!], [ENGLISH[1]!]]);
    await expect(pool.extract({ bytes: docx, mime: DOCX })).resolves.toEqual([
      { page: 1, text: `${ENGLISH[0]}\n${ARABIC[0]}`, ocr: false, confidence: null },
      { page: 2, text: ARABIC[1], ocr: false, confidence: null },
      { page: 3, text: ENGLISH[1], ocr: false, confidence: null },
    ]);
    // The slides in the presentation's order, not their parts' numbers (makePptx numbers them backwards).
    const pptx = makePptx([['Photosynthesis', ENGLISH[0]!], ['التمثيل الضوئي', ARABIC[0]!], []]);
    await expect(pool.extract({ bytes: pptx, mime: PPTX })).resolves.toEqual([
      { page: 1, text: `Photosynthesis\n${ENGLISH[0]}`, ocr: false, confidence: null },
      { page: 2, text: `التمثيل الضوئي\n${ARABIC[0]}`, ocr: false, confidence: null },
      { page: 3, text: '', ocr: false, confidence: null },
    ]);
  });

  it('reads iPhone photos (HEIC) in English and Arabic by OCR and makes a JPEG of each for the viewer', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const previews: ExtractedPreview[] = [];
      const pages = await pool.extract(
        { bytes: await fs.readFile(path.join(FIXTURES, `notes-${lang}.heic`)), mime: 'image/heic' },
        { onPreview: (preview) => previews.push(preview) },
      );
      expect(pages).toHaveLength(1);
      expect(pages[0]).toMatchObject({ page: 1, ocr: true });
      expect(pages[0]!.confidence).toBeGreaterThanOrEqual(80);
      const truth = [NOTES[lang].title, ...NOTES[lang].lines].join('\n');
      expect(characterErrorRate(pages[0]!.text, truth)).toBeLessThan(0.03);
      // The viewer's copy: a JPEG of the whole photo, at its size.
      expect(previews).toHaveLength(1);
      expect(previews[0]!.mime).toBe('image/jpeg');
      expect(imageDimensions(previews[0]!.bytes)).toEqual({ width: 1512, height: 2016 });
      expect(Buffer.from(previews[0]!.bytes.subarray(0, 3))).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
  });

  it('fails a HEIC pixel bomb from its header and a damaged HEIC alone, each with its reason', async () => {
    const photo = await fs.readFile(path.join(FIXTURES, 'notes-en.heic'));
    // The same photo claiming 20000x20000 pixels (its "ispe" boxes rewritten): refused before decoding.
    const bomb = Buffer.from(photo);
    for (let at = bomb.indexOf('ispe'); at >= 0; at = bomb.indexOf('ispe', at + 4)) {
      bomb.writeUInt32BE(20_000, at + 8);
      bomb.writeUInt32BE(20_000, at + 12);
    }
    const previews: ExtractedPreview[] = [];
    const onPreview = (preview: ExtractedPreview) => previews.push(preview);
    expect(await failure(pool.extract({ bytes: bomb, mime: 'image/heic' }, { onPreview }))).toBe(
      'imageTooLarge',
    );
    // Its picture data overwritten, and cut short: libheif cannot decode either.
    const damaged = Buffer.from(photo).fill(7, 3000);
    expect(await failure(pool.extract({ bytes: damaged, mime: 'image/heic' }, { onPreview }))).toBe(
      'notImage',
    );
    expect(
      await failure(pool.extract({ bytes: photo.subarray(0, 200), mime: 'image/heic' }, { onPreview })),
    ).toBe('notImage');
    expect(previews).toEqual([]);
    const pages = await pool.extract({ bytes: photo, mime: 'image/heic' });
    expect(pages[0]!.text).toContain('Photosynthesis');
  });

  it('fails a Word zip bomb and a malformed PowerPoint file alone, each with its reason', async () => {
    // 100 MB of XML from 350 KB: refused from the size the archive states, before inflating it...
    expect(await failure(pool.extract({ bytes: makeDocxBomb(100), mime: DOCX }))).toBe('officeTooLarge');
    // ...and when the archive states a small size, stopped as soon as the bytes outgrow it.
    expect(await failure(pool.extract({ bytes: makeDocxBomb(100, 1000), mime: DOCX }))).toBe('notOffice');
    const pptx = makePptx([['One slide']]);
    expect(await failure(pool.extract({ bytes: pptx.subarray(0, 300), mime: PPTX }))).toBe('notOffice');
    expect(
      await failure(
        pool.extract({
          bytes: makeZip([{ name: 'ppt/presentation.xml', data: '<p:presentation' }]),
          mime: PPTX,
        }),
      ),
    ).toBe('notOffice');
    await expect(pool.extract({ bytes: pptx, mime: PPTX })).resolves.toEqual([
      { page: 1, text: 'One slide', ocr: false, confidence: null },
    ]);
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
      { page: 1, text: '', ocr: false, confidence: null },
    ]);

    // A pixel bomb is refused from its header, before anything is read: no progress at all (a decode
    // of these header-only bytes would fail as notImage, as the next file shows).
    const bombProgress: number[] = [];
    const bomb = pngHeader(50_000, 50_000);
    expect(
      await failure(
        pool.extract({ bytes: bomb, mime: 'image/png' }, { onProgress: (f) => bombProgress.push(f) }),
      ),
    ).toBe('imageTooLarge');
    expect(bombProgress).toEqual([]);
    expect(await failure(pool.extract({ bytes: pngHeader(100, 100), mime: 'image/png' }))).toBe('notImage');

    const pdf = await makePdf([{ lines: ['Still serving.'] }]);
    await expect(pool.extract({ bytes: pdf, mime: 'application/pdf' })).resolves.toEqual([
      { page: 1, text: 'Still serving.', ocr: false, confidence: null },
    ]);
  });

  it('refuses a PDF of more than 500 pages without reading them', async () => {
    const long = await makePdf(Array.from({ length: 501 }, () => ({ lines: [] })));
    expect(await failure(pool.extract({ bytes: long, mime: 'application/pdf' }))).toBe('tooManyPages');
    expect(FAILURES.tooManyPages.ar).toContain('500');
  });

  it('stops a job at the time limit, the heap limit and the memory limit; a new thread serves the next', async () => {
    const next = async (limited: ExtractionPool) =>
      expect(limited.extract({ bytes: Buffer.from('next'), mime: 'text/plain' })).resolves.toEqual([
        { page: 1, text: 'next', ocr: false, confidence: null },
      ]);

    // The time limits. startJobClock's own tests (below) cover both limits with fake timers; the
    // real one is wired in: a limit shorter than any job (a thread's start alone takes longer).
    const instant = createExtractionPool({ logger, threads: 1, timeoutMs: 1, maxMs: 1 });
    try {
      expect(await failure(instant.extract({ bytes: Buffer.from('late'), mime: 'text/plain' }))).toBe(
        'timedOut',
      );
    } finally {
      await instant.close();
    }
    // What the pool does when a job's limit runs out, whatever the machine's speed: a stand-in
    // clock that the test expires once the OCR job runs (at its first progress report). The job is
    // cut off, not let run to its end (its last progress, 1, is posted just before its result), and
    // a new thread serves the next job, whose clock the pool stops when it is done.
    const clocks: { limits: { timeoutMs: number; maxMs: number }; progress: number; stopped: boolean }[] = [];
    const expire: (() => void)[] = [];
    const slow = createExtractionPool({
      logger,
      threads: 1,
      langDir,
      timeoutMs: 1000,
      maxMs: 5000,
      startClock: ({ timeoutMs, maxMs, onExpired }) => {
        const clock = { limits: { timeoutMs, maxMs }, progress: 0, stopped: false };
        clocks.push(clock);
        expire.push(onExpired);
        return {
          progress: () => void (clock.progress += 1),
          stop: () => void (clock.stopped = true),
        };
      },
    });
    try {
      const progress: number[] = [];
      const job = slow.extract(
        { bytes: longImage(), mime: 'image/png' },
        {
          onProgress: (fraction) => {
            progress.push(fraction);
            if (progress.length === 1) expire[0]!();
          },
        },
      );
      expect(await failure(job)).toBe('timedOut');
      expect(progress).not.toContain(1);
      // Progress reached the clock (it restarts the stall limit), with the pool's limits.
      expect(clocks[0]).toMatchObject({ limits: { timeoutMs: 1000, maxMs: 5000 } });
      expect(clocks[0]!.progress).toBeGreaterThan(0);
      await next(slow);
      expect(clocks).toHaveLength(2);
      expect(clocks[1]!.stopped).toBe(true);
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
    // Each job is stopped while it runs: at its first progress report, however fast the machine is.
    const controller = new AbortController();
    const job = pool.extract(
      { bytes: longImage(), mime: 'image/png' },
      { signal: controller.signal, onProgress: () => controller.abort(new Error('closing')) },
    );
    await expect(job).rejects.toThrow('closing');
    await expect(pool.extract({ bytes: Buffer.from('again'), mime: 'text/plain' })).resolves.toHaveLength(1);

    // Closing the pool cuts its jobs off with an AbortError (not a reason to fail the file).
    const closing = createExtractionPool({ logger, threads: 1, langDir });
    let closed: Promise<void> | undefined;
    const cut = closing.extract(
      { bytes: longImage(), mime: 'image/png' },
      { onProgress: () => void (closed ??= closing.close()) },
    );
    await expect(cut).rejects.toMatchObject({ name: 'AbortError' });
    await closed;
    await expect(closing.extract({ bytes: Buffer.from('late'), mime: 'text/plain' })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('startJobClock', () => {
  // Fake timers: the limits are checked to the millisecond, whatever the machine's load.
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('lets a job run past the stall limit while it reports progress, and stops it when progress stops', () => {
    let expired = 0;
    const clock = startJobClock({ timeoutMs: 400, maxMs: 60_000, onExpired: () => (expired += 1) });
    try {
      // 1.2 s of progress every 20 ms: three stall limits' worth, never expired.
      for (let elapsed = 0; elapsed < 1200; elapsed += 20) {
        jest.advanceTimersByTime(20);
        clock.progress();
      }
      expect(expired).toBe(0);
      // Then silence: the stall limit counts from the last progress.
      jest.advanceTimersByTime(399);
      expect(expired).toBe(0);
      jest.advanceTimersByTime(1);
      expect(expired).toBe(1);
      clock.progress(); // too late: nothing starts again
      jest.advanceTimersByTime(60_000);
      expect(expired).toBe(1);
    } finally {
      clock.stop();
    }
  });

  it('stops a job at the wall-time limit however it advances, once, and not after stop()', () => {
    let expired = 0;
    const clock = startJobClock({ timeoutMs: 200, maxMs: 600, onExpired: () => (expired += 1) });
    const progressEvery20Ms = (ms: number) => {
      for (let elapsed = 0; elapsed < ms; elapsed += 20) {
        jest.advanceTimersByTime(20);
        clock.progress();
      }
    };
    // Progress every 20 ms keeps the stall limit away; the ceiling comes at 600 ms all the same.
    progressEvery20Ms(580);
    jest.advanceTimersByTime(19);
    expect(expired).toBe(0);
    jest.advanceTimersByTime(1);
    expect(expired).toBe(1);
    expect(jest.getTimerCount()).toBe(0);
    progressEvery20Ms(300);
    expect(expired).toBe(1);

    let stoppedExpired = false;
    const stopped = startJobClock({ timeoutMs: 50, maxMs: 50, onExpired: () => (stoppedExpired = true) });
    stopped.stop();
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(150);
    expect(stoppedExpired).toBe(false);
  });
});

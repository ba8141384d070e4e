import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../../logger.ts';
import { createImageReader, type ImageReader } from './ocr.ts';

// The fixtures are screenshots of one line of text (Chromium, DejaVu Sans and Noto Naskh Arabic).
const FIXTURES = path.join(__dirname, 'fixtures');
const png = async (name: string) => ({
  mime: 'image/png',
  bytes: new Uint8Array(await fs.readFile(path.join(FIXTURES, name))),
});

describe('createImageReader (tesseract.js, English and Arabic)', () => {
  let langDir: string;
  let reader: ImageReader;

  beforeAll(async () => {
    langDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nibras-ocr-test-'));
    reader = createImageReader({ logger: createLogger('silent'), idleMs: 60_000, langDir });
  });

  afterAll(async () => {
    await reader.close();
    await fs.rm(langDir, { recursive: true, force: true });
  });

  it('reads English and Arabic text from photos with one worker, from local data only', async () => {
    const signal = new AbortController().signal;
    const english = await reader.readImage(await png('english.png'), signal);
    expect(english).toBe("What is Newton's second law?");
    const arabic = await reader.readImage(await png('arabic.png'), signal);
    expect(arabic.replace(/\s+/g, ' ')).toBe('ما هو قانون نيوتن الثاني؟');
    // Both languages' data were copied into the one folder given.
    expect((await fs.readdir(langDir)).sort()).toEqual(['ara.traineddata.gz', 'eng.traineddata.gz']);
  }, 60_000);

  it('rejects at once when the signal is aborted, and reads again afterwards', async () => {
    const controller = new AbortController();
    const image = await png('english.png');
    const reading = reader.readImage(image, controller.signal);
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    await expect(reader.readImage(image, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    await expect(reader.readImage(image, new AbortController().signal)).resolves.toMatch(/Newton/);
  }, 60_000);

  it('rejects a read in progress when closed', async () => {
    const closing = createImageReader({ logger: createLogger('silent'), langDir });
    const image = await png('arabic.png');
    await expect(closing.readImage(image, new AbortController().signal)).resolves.toMatch(/نيوتن/);
    const reading = closing.readImage(image, new AbortController().signal);
    // The read reaches the running worker within the current turn (its steps are promise callbacks,
    // and the worker is started already): one turn of the event loop later, it is in progress.
    await new Promise((resolve) => setImmediate(resolve));
    await closing.close();
    await expect(reading).rejects.toThrow('The OCR worker was stopped (closed)');
  }, 60_000);

  it('ends its worker after the idle time and starts a new one for the next photo', async () => {
    const lines: string[] = [];
    let stoppedForIdle: () => void = () => undefined;
    const idle = new Promise<void>((resolve) => (stoppedForIdle = resolve));
    const logger = createLogger('debug', {
      write: (line: string) => {
        lines.push(line);
        if ((JSON.parse(line) as { reason?: string }).reason === 'idle') stoppedForIdle();
      },
    });
    const quick = createImageReader({ logger, idleMs: 50, langDir });
    const events = () =>
      lines
        .map((line) => JSON.parse(line) as { msg: string; reason?: string })
        .filter((l) => /worker/.test(l.msg));
    try {
      const image = await png('english.png');
      await expect(quick.readImage(image, new AbortController().signal)).resolves.toMatch(/second law/);
      await idle; // the reader says it stopped its worker for idleness
      await expect(quick.readImage(image, new AbortController().signal)).resolves.toMatch(/second law/);
      await quick.close();
      expect(events().map((event) => event.reason ?? event.msg)).toEqual([
        'ocr worker started',
        'idle',
        'ocr worker started',
        'closed',
      ]);
    } finally {
      await quick.close();
    }
  }, 60_000);
});

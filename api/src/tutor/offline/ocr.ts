/**
 * Reads the text of a photo (English and Arabic) with tesseract.js, for the offline tutor: a photo of
 * a question becomes the question.
 *
 * Everything stays on this machine: the language data (the LSTM "best_int" models) come from the
 * installed `@tesseract.js-data/eng` and `@tesseract.js-data/ara` packages, copied on first use into
 * one folder (tesseract.js takes one `langPath` for all languages); nothing is fetched and nothing is
 * cached in the working directory (`cacheMethod: 'none'`).
 *
 * One worker (a worker thread, about 0.3 s to start) is started on the first photo, reused, and
 * terminated after `idleMs` without work and on close(). Photos are read one at a time. Aborting a
 * read rejects it at once; a read already running is stopped by terminating the worker (the next
 * photo starts a new one); close() rejects a read in progress.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import araData from '@tesseract.js-data/ara';
import engData from '@tesseract.js-data/eng';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { Logger } from '../../logger.ts';
import type { TutorImage } from '../types.ts';

export interface ImageReaderOptions {
  logger: Logger;
  /** Terminate the worker after this long without a photo (default one minute). */
  idleMs?: number;
  /** The folder that receives both language files (default: a folder under the OS temp folder). */
  langDir?: string;
}

export interface ImageReader {
  /** The text of the photo, trimmed ('' when it has none that can be read). */
  readImage(image: TutorImage, signal: AbortSignal): Promise<string>;
  /** Terminates the worker; a later read starts a new one. */
  close(): Promise<void>;
}

const MODEL = '4.0.0_best_int';
const LANGUAGES = [engData, araData];

/** Copies both languages' data into `dir` (once; a file of the right size is kept). */
async function prepareLangDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  for (const language of LANGUAGES) {
    const file = `${language.code}.traineddata.gz`;
    const source = path.join(path.dirname(language.langPath), MODEL, file);
    const target = path.join(dir, file);
    const [sourceStat, targetStat] = await Promise.all([fs.stat(source), fs.stat(target).catch(() => null)]);
    if (targetStat?.size === sourceStat.size) continue;
    const partial = `${target}.${process.pid}.${Date.now()}.part`;
    await fs.copyFile(source, partial);
    await fs.rename(partial, target);
  }
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The read was aborted', 'AbortError');
}

/** Reads the text of photos: see the module comment. */
export function createImageReader(options: ImageReaderOptions): ImageReader {
  const { logger } = options;
  const idleMs = options.idleMs ?? 60_000;
  const langDir = options.langDir ?? path.join(os.tmpdir(), `nibras-ocr-${MODEL}`);
  let langReady: Promise<void> | null = null;
  let worker: Promise<Worker> | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  /** Rejects the read in progress (a terminated worker never answers it). */
  let interrupt: ((error: unknown) => void) | null = null;

  function stopWorker(reason: string): Promise<void> {
    const current = worker;
    worker = null;
    if (!current) return Promise.resolve();
    interrupt?.(new Error(`The OCR worker was stopped (${reason})`));
    logger.debug({ reason }, 'ocr worker stopped');
    return current.then(
      (started) => started.terminate().then(() => undefined),
      () => undefined,
    );
  }

  function startWorker(): Promise<Worker> {
    if (worker) return worker;
    const started = (async () => {
      langReady ??= prepareLangDir(langDir).catch((error: unknown) => {
        langReady = null;
        throw error;
      });
      await langReady;
      const begun = Date.now();
      const created = await createWorker('eng+ara', OEM.LSTM_ONLY, {
        langPath: langDir,
        cacheMethod: 'none',
        gzip: true,
        // Without a handler tesseract.js throws a failed job's error from its message listener.
        errorHandler: (error: unknown) => logger.debug({ err: error }, 'ocr job failed'),
      });
      logger.debug({ ms: Date.now() - begun }, 'ocr worker started');
      return created;
    })();
    worker = started;
    started.catch((error: unknown) => {
      if (worker === started) worker = null;
      logger.error({ err: error }, 'ocr worker could not start');
    });
    return started;
  }

  function scheduleIdle(): void {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (waiting > 0 || !worker) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (waiting === 0) void stopWorker('idle');
    }, idleMs);
    idleTimer.unref();
  }

  async function recognize(image: TutorImage, signal: AbortSignal): Promise<string> {
    signal.throwIfAborted();
    const pending = startWorker();
    const current = await pending;
    signal.throwIfAborted();
    if (worker !== pending) throw new Error('The OCR worker was stopped before the read');
    let onAbort: (() => void) | undefined;
    const stopped = new Promise<never>((_resolve, reject) => {
      interrupt = reject;
      onAbort = () => {
        reject(abortReason(signal));
        // The read cannot be cancelled inside the worker: stop the worker itself.
        void stopWorker('aborted');
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const begun = Date.now();
      const result = await Promise.race([current.recognize(Buffer.from(image.bytes)), stopped]);
      logger.debug({ ms: Date.now() - begun, confidence: result.data.confidence }, 'ocr read');
      return result.data.text.replace(/[ \t]+\n/g, '\n').trim();
    } finally {
      interrupt = null;
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
  }

  function readImage(image: TutorImage, signal: AbortSignal): Promise<string> {
    if (signal.aborted) return Promise.reject(abortReason(signal));
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    waiting++;
    const job = queue.then(() => recognize(image, signal));
    queue = job.catch(() => undefined);
    void job
      .catch(() => undefined)
      .finally(() => {
        waiting--;
        scheduleIdle();
      });
    return new Promise<string>((resolve, reject) => {
      const onAbort = () => reject(abortReason(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      job.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  async function close(): Promise<void> {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    await stopWorker('closed');
  }

  return { readImage, close };
}

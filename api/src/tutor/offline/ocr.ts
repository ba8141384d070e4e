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
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import araData from '@tesseract.js-data/ara';
import engData from '@tesseract.js-data/eng';
import { createWorker, OEM, type LoggerMessage, type Worker } from 'tesseract.js';
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

/** Where the language data are copied by default: one folder under the OS temp folder. */
export const DEFAULT_OCR_LANG_DIR = path.join(os.tmpdir(), `nibras-ocr-${MODEL}`);

/** Copies both languages' data into `dir` (once; a file of the right size is kept). */
async function prepareLangDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  for (const language of LANGUAGES) {
    const file = `${language.code}.traineddata.gz`;
    const source = path.join(path.dirname(language.langPath), MODEL, file);
    const target = path.join(dir, file);
    const [sourceStat, targetStat] = await Promise.all([fs.stat(source), fs.stat(target).catch(() => null)]);
    if (targetStat?.size === sourceStat.size) continue;
    // Unique per process, thread and call: several threads may prepare the same folder at once.
    const partial = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.part`;
    await fs.copyFile(source, partial);
    await fs.rename(partial, target);
  }
}

export interface OcrWorkerOptions {
  /** The folder that receives both language files (default DEFAULT_OCR_LANG_DIR). */
  langDir?: string;
  /** tesseract.js language string (default `eng+ara`). */
  languages?: string;
  /** Told of tesseract.js progress messages (`status`, `progress` 0..1). */
  logger?: (message: LoggerMessage) => void;
  /** Told when a job fails (without one tesseract.js throws it from its message listener). */
  errorHandler: (error: unknown) => void;
}

/**
 * Starts one tesseract.js worker (a worker thread) reading English and Arabic from the installed
 * language data only: see the module comment. Used by the photo reader below and by the study
 * materials' extraction (materials/extract/ocr.ts).
 */
export async function createOcrWorker(options: OcrWorkerOptions): Promise<Worker> {
  const langDir = options.langDir ?? DEFAULT_OCR_LANG_DIR;
  // A few stat calls when the data are in place already (workers start rarely).
  await prepareLangDir(langDir);
  return createWorker(options.languages ?? 'eng+ara', OEM.LSTM_ONLY, {
    langPath: langDir,
    cacheMethod: 'none',
    gzip: true,
    // tesseract.js calls `logger` for every message when the key is present, even undefined.
    ...(options.logger ? { logger: options.logger } : {}),
    errorHandler: options.errorHandler,
  });
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The read was aborted', 'AbortError');
}

/** Reads the text of photos: see the module comment. */
export function createImageReader(options: ImageReaderOptions): ImageReader {
  const { logger } = options;
  const idleMs = options.idleMs ?? 60_000;
  const langDir = options.langDir ?? DEFAULT_OCR_LANG_DIR;
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
      const begun = Date.now();
      const created = await createOcrWorker({
        langDir,
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

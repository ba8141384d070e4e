/**
 * The extraction pool: piscina worker threads running worker.ts, one file per thread at a time.
 *
 * Each job runs within a wall-time limit (counted from the moment a thread takes it); each thread
 * within a V8 heap limit (`resourceLimits`) and a memory limit that counts buffers too (the pool reads
 * the thread's heap statistics while it works: a decompression bomb grows buffers, not the heap). A
 * hostile file (malformed PDF, decompression or pixel bomb) ends its own thread and fails alone with a
 * localized reason; the pool starts a new thread for the next job, and the API's thread never parses
 * a file. Threads start on demand and end after a minute without work (with the OCR worker each holds).
 */
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Logger } from '../../logger.ts';
import { ExtractionError } from './failures.ts';
import {
  EXTRACTION_HEAP_MB,
  EXTRACTION_MEMORY_MB,
  EXTRACTION_MAX_MS,
  EXTRACTION_TIMEOUT_MS,
  extractionThreads,
} from './limits.ts';
import type {
  ExtractedPage,
  ExtractedPreview,
  ExtractInput,
  WorkerMessage,
  WorkerOutcome,
  WorkerTask,
} from './types.ts';

/** Loaded by Node itself in each thread (type stripping), in tests as in production. */
export const WORKER_FILE = path.join(import.meta.dirname, 'worker.ts');

/** How often a running job's memory is read. */
const MEMORY_CHECK_MS = 100;
const MB = 1024 * 1024;

export interface ExtractionPoolOptions {
  logger: Logger;
  /** Default: extractionThreads() (EXTRACTION_THREADS, or the cores less one). */
  threads?: number;
  /** Longest time without progress. Default EXTRACTION_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Longest job however it advances. Default EXTRACTION_MAX_MS. */
  maxMs?: number;
  /** Default EXTRACTION_HEAP_MB. */
  heapMb?: number;
  /** Default EXTRACTION_MEMORY_MB. */
  memoryMb?: number;
  /** Where the OCR language data are copied (default: a folder under the OS temp folder). */
  langDir?: string;
  /** A thread without work ends after this long (default one minute). */
  idleMs?: number;
  /** Keeps each job's two time limits (default startJobClock; a test passes one it expires itself). */
  startClock?: typeof startJobClock;
}

/**
 * A job's two time limits: `timeoutMs` without progress (each `progress()` starts it again) and
 * `maxMs` however it advances. `onExpired` is called once, when the first of them runs out; `stop()`
 * ends both.
 */
export function startJobClock({
  timeoutMs,
  maxMs,
  onExpired,
}: {
  timeoutMs: number;
  maxMs: number;
  onExpired(): void;
}): { progress(): void; stop(): void } {
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(stall);
    clearTimeout(ceiling);
  };
  const expire = () => {
    if (stopped) return;
    stop();
    onExpired();
  };
  let stall = setTimeout(expire, timeoutMs);
  const ceiling = setTimeout(expire, Math.max(timeoutMs, maxMs));
  return {
    progress() {
      if (stopped) return;
      clearTimeout(stall);
      stall = setTimeout(expire, timeoutMs);
    },
    stop,
  };
}

export interface ExtractOptions {
  /** Aborting rejects with the signal's reason (the thread running the job is ended). */
  signal?: AbortSignal;
  /** Fraction 0..1 of the file read, as the thread reports it. */
  onProgress?: (fraction: number) => void;
  /** Given the picture the extraction made for the viewer (a HEIC photo's JPEG), before the pages. */
  onPreview?: (preview: ExtractedPreview) => void;
}

export interface ExtractionPool {
  /** Jobs that run at once; more wait their turn. */
  readonly threads: number;
  /**
   * The file's text per page. Rejects with ExtractionError (a reason for the student), the signal's
   * reason when aborted, or an AbortError once the pool is closed.
   */
  extract(input: ExtractInput, options?: ExtractOptions): Promise<ExtractedPage[]>;
  /** Ends every thread (running jobs reject with an AbortError). */
  close(): Promise<void>;
}

interface RunningJob {
  /** The thread running it, once the thread has said so. */
  threadId?: number;
  /** Aborted with the ExtractionError that ends the job (time or memory). */
  limit: AbortController;
  checking: boolean;
}

const isOutOfMemory = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';

/** A job cut off by close(): not the file's fault (the extraction queue leaves it to be resumed). */
const poolClosed = () => new DOMException('The extraction pool is closed', 'AbortError');

export function createExtractionPool(options: ExtractionPoolOptions): ExtractionPool {
  const { logger } = options;
  const threads = Math.max(1, Math.floor(options.threads ?? extractionThreads()));
  const timeoutMs = options.timeoutMs ?? EXTRACTION_TIMEOUT_MS;
  const maxMs = options.maxMs ?? EXTRACTION_MAX_MS;
  const memoryLimit = (options.memoryMb ?? EXTRACTION_MEMORY_MB) * MB;
  const piscina = new Piscina<WorkerTask, WorkerOutcome>({
    filename: WORKER_FILE,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: options.idleMs ?? 60_000,
    concurrentTasksPerWorker: 1,
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? EXTRACTION_HEAP_MB },
  });
  // A thread that dies between jobs is replaced on demand; it is only worth a log line.
  piscina.on('error', (error: unknown) => logger.warn({ err: error }, 'extraction thread failed'));

  // Jobs wait here rather than in piscina's queue, so that the time limit starts with the job itself.
  let running = 0;
  const waiting: (() => void)[] = [];
  let closed = false;

  async function acquire(signal: AbortSignal | undefined): Promise<void> {
    if (running < threads) {
      running++;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const take = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        const index = waiting.indexOf(take);
        if (index >= 0) waiting.splice(index, 1);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(take);
    });
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  // The memory watchdog: runs while jobs do.
  const jobs = new Set<RunningJob>();
  let watchdog: NodeJS.Timeout | null = null;

  function checkMemory(): void {
    if (jobs.size === 0) {
      if (watchdog) clearInterval(watchdog);
      watchdog = null;
      return;
    }
    for (const job of jobs) {
      if (job.threadId === undefined || job.checking || job.limit.signal.aborted) continue;
      const thread = piscina.threads.find((candidate) => candidate.threadId === job.threadId);
      if (!thread) continue;
      job.checking = true;
      thread
        .getHeapStatistics()
        .then((stats) => {
          const used = stats.used_heap_size + stats.external_memory;
          if (used > memoryLimit && !job.limit.signal.aborted) {
            logger.warn({ usedMb: Math.round(used / MB) }, 'extraction stopped: memory limit');
            job.limit.abort(new ExtractionError('outOfMemory'));
          }
        })
        .catch(() => undefined)
        .finally(() => {
          job.checking = false;
        });
    }
  }

  async function extract(input: ExtractInput, extractOptions: ExtractOptions = {}): Promise<ExtractedPage[]> {
    const { signal, onProgress } = extractOptions;
    if (closed) throw poolClosed();
    signal?.throwIfAborted();
    await acquire(signal);
    const begun = Date.now();
    const job: RunningJob = { limit: new AbortController(), checking: false };
    const clock = (options.startClock ?? startJobClock)({
      timeoutMs,
      maxMs,
      onExpired: () => job.limit.abort(new ExtractionError('timedOut')),
    });
    jobs.add(job);
    watchdog ??= setInterval(checkMemory, MEMORY_CHECK_MS).unref();
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') {
        // Progress restarts the stall limit; the ceiling stays.
        clock.progress();
        onProgress?.(message.fraction);
      } else if (message.type === 'thread') job.threadId = message.threadId;
    });
    // A copy the thread may own: the caller's buffer may be a view into a larger one, or in use.
    const bytes = new Uint8Array(input.bytes);
    try {
      const outcome = await piscina.run(
        { bytes, mime: input.mime, port: port2, langDir: options.langDir },
        {
          transferList: [bytes.buffer, port2],
          signal: signal ? AbortSignal.any([signal, job.limit.signal]) : job.limit.signal,
        },
      );
      if (outcome.ok) {
        if (outcome.preview) extractOptions.onPreview?.(outcome.preview);
        return outcome.pages;
      }
      if (outcome.detail) logger.warn({ detail: outcome.detail, mime: input.mime }, 'extraction failed');
      throw new ExtractionError(outcome.code);
    } catch (error) {
      if (error instanceof ExtractionError) throw error;
      if (job.limit.signal.aborted) throw job.limit.signal.reason as ExtractionError;
      if (signal?.aborted) throw signal.reason;
      if (closed) throw poolClosed();
      if (isOutOfMemory(error)) throw new ExtractionError('outOfMemory', { cause: error });
      logger.warn({ err: error, mime: input.mime }, 'extraction thread failed');
      throw new ExtractionError('failed', { cause: error });
    } finally {
      clock.stop();
      jobs.delete(job);
      port1.close();
      release();
      logger.debug(
        { ms: Date.now() - begun, mime: input.mime, size: input.bytes.byteLength },
        'extraction job',
      );
    }
  }

  return {
    threads,
    extract,
    async close() {
      closed = true;
      if (watchdog) clearInterval(watchdog);
      watchdog = null;
      await piscina.destroy();
    },
  };
}

/**
 * The extraction queue: every uploaded file's text is read in the background, one job per file, kept
 * in the store so that nothing is lost on a restart.
 *
 * The state of a job is the file's own `status` (queued -> processing with `progress` -> ready with
 * `pageCount`, or failed with a localized `failure`) and `attempts`. `enqueue(fileId)` after an
 * upload or a retry; `resume()` at start queues again every file still queued or processing (a job
 * interrupted by a restart starts over; after MAX_EXTRACTION_ATTEMPTS attempts it fails instead, so a
 * file that brings the process down cannot do it forever). Jobs run `pool.threads` at a time.
 *
 * With several API processes on one MongoDB each one's resume() takes up the same pending files: a
 * file may be read twice (the result is the same; the last writer wins).
 */
import type { LocalizedText } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { Store } from '../store/index.ts';
import { previewBlobId, type MaterialNodeDoc } from '../store/materials.ts';
import { ExtractionError, FAILURES } from './extract/failures.ts';
import { MAX_EXTRACTION_ATTEMPTS } from './extract/limits.ts';
import type { ExtractionPool } from './extract/pool.ts';
import type { ExtractedPreview } from './extract/types.ts';

/** Store writes of a job's progress: at most one per this many milliseconds. */
export const PROGRESS_WRITE_MS = 500;

export interface ExtractionQueueDeps {
  store: Pick<Store, 'materials' | 'materialBlobs'>;
  pool: Pick<ExtractionPool, 'threads' | 'extract'>;
  logger: Logger;
  /** Timestamps of the files' states, and the pace of progress writes (default: the system clock). */
  clock?: () => Date;
  /** Told when a file's pages are stored and it is ready (e.g. to refresh the student's search index). */
  onPagesReady?: (userId: string, fileId: string) => void;
}

export interface ExtractionQueue {
  /** Reads the file's text in the background (a file already waiting or being read is not queued twice). */
  enqueue(fileId: string): void;
  /** Queues every file whose extraction is queued or processing in the store (call once at start). */
  resume(): Promise<void>;
  /** Resolves when nothing is waiting or running (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops: running jobs are abandoned where they are (still `processing`, resumed at the next start). */
  close(): Promise<void>;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';
const isPending = (node: MaterialNodeDoc) => node.status === 'queued' || node.status === 'processing';

export function createExtractionQueue(deps: ExtractionQueueDeps): ExtractionQueue {
  const { store, pool, logger } = deps;
  const clock = deps.clock ?? (() => new Date());
  const now = () => clock().toISOString();
  const waiting: string[] = [];
  /** Files waiting or running. */
  const known = new Set<string>();
  const running = new Map<string, Promise<void>>();
  /** Running files queued again meanwhile (a retry right after a failure): queued once they end. */
  const again = new Set<string>();
  const shutdown = new AbortController();
  let idleWaiters: (() => void)[] = [];

  function settleIdle(): void {
    if (waiting.length > 0 || running.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function pump(): void {
    while (!shutdown.signal.aborted && running.size < pool.threads && waiting.length > 0) {
      const fileId = waiting.shift()!;
      const job = run(fileId)
        .catch((error: unknown) => logger.error({ err: error, fileId }, 'extraction job failed'))
        .finally(() => {
          running.delete(fileId);
          known.delete(fileId);
          if (again.delete(fileId) && !shutdown.signal.aborted) {
            known.add(fileId);
            waiting.push(fileId);
          }
          pump();
          settleIdle();
        });
      running.set(fileId, job);
    }
    settleIdle();
  }

  async function fail(node: MaterialNodeDoc, failure: LocalizedText, attempts: number): Promise<void> {
    await store.materials.setExtraction(node._id, { status: 'failed', failure, attempts }, now());
  }

  async function run(fileId: string): Promise<void> {
    const node = await store.materials.getAny(fileId);
    if (!node || node.kind !== 'file' || !isPending(node) || shutdown.signal.aborted) return;
    const attempts = (node.attempts ?? 0) + 1;
    const log = logger.child({ fileId, userId: node.userId, mime: node.mime, attempt: attempts });
    if (attempts > MAX_EXTRACTION_ATTEMPTS) {
      log.warn('extraction interrupted too many times');
      await fail(node, FAILURES.interrupted, attempts - 1);
      return;
    }
    await store.materials.setExtraction(fileId, { status: 'processing', progress: 0, attempts }, now());
    const bytes = node.blobId ? await store.materialBlobs.get(node.blobId) : null;
    if (!bytes || !node.mime) {
      log.warn('extraction: the file has no stored bytes');
      await fail(node, FAILURES.missingBytes, attempts);
      return;
    }

    // Progress: one store write at a time, at most every PROGRESS_WRITE_MS of the queue's clock (the
    // first at once), never after the outcome.
    let written = 0;
    let lastWrite = Number.NEGATIVE_INFINITY;
    let writing: Promise<void> = Promise.resolve();
    let finished = false;
    const onProgress = (fraction: number) => {
      const percent = Math.floor(fraction * 100);
      const at = clock().getTime();
      if (finished || percent <= written || percent >= 100 || at - lastWrite < PROGRESS_WRITE_MS) return;
      written = percent;
      lastWrite = at;
      writing = writing
        .then(() =>
          finished
            ? undefined
            : store.materials.setExtraction(
                fileId,
                { status: 'processing', progress: percent, attempts },
                now(),
              ),
        )
        .catch((error: unknown) => log.warn({ err: error }, 'extraction progress not stored'));
    };

    const begun = Date.now();
    let pages;
    let preview: ExtractedPreview | undefined;
    try {
      pages = await pool.extract(
        { bytes, mime: node.mime },
        {
          signal: shutdown.signal,
          onProgress,
          onPreview: (made) => {
            preview = made;
          },
        },
      );
    } catch (error) {
      finished = true;
      await writing;
      // Closing (this queue or the pool): the file stays `processing`, and the next start reads it again.
      if (shutdown.signal.aborted || isAbort(error)) return;
      const failure =
        error instanceof ExtractionError ? error : new ExtractionError('failed', { cause: error });
      log.info({ reason: failure.code, ms: Date.now() - begun }, 'extraction failed');
      await fail(node, failure.localized, attempts);
      return;
    }
    finished = true;
    await writing;
    if (shutdown.signal.aborted) return;

    // The student may have deleted the file meanwhile: its pages must not outlive it.
    if (!(await store.materials.getAny(fileId))) return;
    // The viewer's copy first (a HEIC photo's JPEG): the file is ready only once it can be shown.
    const previewId = preview && node.blobId ? previewBlobId(node.blobId) : null;
    if (preview && previewId) await store.materialBlobs.put(previewId, preview.bytes);
    await store.materials.putPages(node.userId, fileId, pages);
    await store.materials.setExtraction(
      fileId,
      { status: 'ready', progress: 100, pageCount: pages.length, attempts },
      now(),
    );
    if (!(await store.materials.getAny(fileId))) {
      await store.materials.deleteNodes(node.userId, [fileId]);
      if (previewId) await store.materialBlobs.delete(previewId).catch(() => false);
      return;
    }
    log.info(
      { pages: pages.length, ocrPages: pages.filter((page) => page.ocr).length, ms: Date.now() - begun },
      'extraction ready',
    );
    try {
      deps.onPagesReady?.(node.userId, fileId);
    } catch (error) {
      log.error({ err: error }, 'onPagesReady failed');
    }
  }

  return {
    enqueue(fileId) {
      if (shutdown.signal.aborted) return;
      if (running.has(fileId)) again.add(fileId);
      if (known.has(fileId)) return;
      known.add(fileId);
      waiting.push(fileId);
      pump();
    },

    async resume() {
      const pending = await store.materials.pendingExtraction();
      if (pending.length > 0) logger.info({ files: pending.length }, 'extraction jobs resumed');
      for (const node of pending) this.enqueue(node._id);
    },

    idle() {
      if (waiting.length === 0 && running.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },

    async close() {
      if (!shutdown.signal.aborted)
        shutdown.abort(new DOMException('The extraction queue is closed', 'AbortError'));
      waiting.length = 0;
      await Promise.allSettled(running.values());
      settleIdle();
    },
  };
}

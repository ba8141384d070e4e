/**
 * How a new notification reaches the open streams of every API process.
 *
 * - Embedded store (one process): `createInProcessHub`, a listener set. `notify()` publishes after
 *   inserting.
 * - MongoDB (any number of processes): `createChangeStreamHub`. Each process watches inserts on the
 *   notifications collection, so a student connected to any process gets what any process created.
 *   `publish` does nothing there: the insert itself is the message, and the inserting process hears
 *   it through its own change stream like the others (so nothing is delivered twice).
 */
import type { Logger } from 'pino';
import type { Store } from '../store/index.ts';
import type { NotificationDoc } from '../store/notifications.ts';
import type { InsertWatch, InsertWatchHandlers } from '../store/types.ts';

export type NotificationListener = (notification: NotificationDoc) => void;

export interface NotificationHub {
  readonly kind: 'in-process' | 'change-stream';
  /** Called by notify() after the insert. */
  publish(notification: NotificationDoc): void;
  /** Calls `listener` for every new notification (of any student); returns the unsubscribe function. */
  subscribe(listener: NotificationListener): () => void;
  /** Stops delivering. */
  close(): Promise<void>;
}

function createListenerSet(logger: Logger | undefined) {
  const listeners = new Set<NotificationListener>();
  return {
    add(listener: NotificationListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(notification: NotificationDoc): void {
      for (const listener of listeners) {
        try {
          listener(notification);
        } catch (err) {
          logger?.error({ err }, 'A notification listener failed');
        }
      }
    },
    clear(): void {
      listeners.clear();
    },
  };
}

export function createInProcessHub(logger?: Logger): NotificationHub {
  const listeners = createListenerSet(logger);
  let closed = false;
  return {
    kind: 'in-process',
    publish(notification) {
      if (!closed) listeners.emit(notification);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}

export interface ChangeStreamHubOptions {
  /** Opens a change stream on the notifications' inserts (NotificationRepository.watchInserts). */
  watch: (handlers: InsertWatchHandlers<NotificationDoc>) => InsertWatch;
  logger: Logger;
  /** First wait before reopening a failed stream; doubles per failure up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

/** MongoDB error codes meaning the resume token can no longer be used: start again from now. */
const RESUME_TOKEN_LOST = new Set([280, 286]);

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

export function createChangeStreamHub(options: ChangeStreamHubOptions): NotificationHub {
  const { logger } = options;
  const minBackoffMs = options.minBackoffMs ?? 1000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const listeners = createListenerSet(logger);
  let resumeToken: unknown;
  let current: InsertWatch | undefined;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  function open(): void {
    retry = undefined;
    if (closed) return;
    let watch: InsertWatch | undefined;
    const handlers: InsertWatchHandlers<NotificationDoc> = {
      resumeAfter: resumeToken,
      onInsert(doc, token) {
        if (watch !== current) return; // a stream we already gave up on
        resumeToken = token;
        failures = 0;
        listeners.emit(doc);
      },
      onError(error) {
        if (watch === current) restart(error);
      },
    };
    try {
      watch = options.watch(handlers);
      current = watch;
    } catch (error) {
      restart(error);
    }
  }

  function restart(error: unknown): void {
    const failed = current;
    current = undefined;
    failed?.close().catch(() => undefined);
    if (closed || retry) return;
    if (RESUME_TOKEN_LOST.has(Number(errorCode(error)))) resumeToken = undefined;
    const delayMs = Math.min(maxBackoffMs, minBackoffMs * 2 ** failures);
    failures += 1;
    logger.error(
      { err: error, delayMs, resuming: resumeToken !== undefined },
      'The notifications change stream failed; reopening it',
    );
    retry = setTimeout(open, delayMs);
    retry.unref();
  }

  open();

  return {
    kind: 'change-stream',
    publish() {
      // Nothing to do: every process (this one included) hears the insert through its change stream.
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      listeners.clear();
      const watch = current;
      current = undefined;
      await watch?.close();
    },
  };
}

/** The hub that fits the store: change streams with MongoDB, in-process with the embedded store. */
export function createNotificationHub(store: Pick<Store, 'notifications'>, logger: Logger): NotificationHub {
  const watch = store.notifications.watchInserts;
  return watch ? createChangeStreamHub({ watch, logger }) : createInProcessHub(logger);
}

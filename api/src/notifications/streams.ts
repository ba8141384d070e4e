/**
 * The open notification streams of this process (GET /notifications). Written straight to Node's
 * ServerResponse instead of Hono's streamSSE: a stream then costs about what a raw `node:http`
 * response costs (see bench/sse.mjs), and its state is three fields.
 *
 * - One shared heartbeat timer writes a comment to every stream (proxies drop idle connections).
 * - One shared timer re-checks the sessions behind the streams and ends those whose session was
 *   revoked in any process; sign-out in this process ends them at once (closeSession).
 * - A stream whose client stops reading is ended once its unsent data passes a limit.
 */
import type { ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { NotificationDoc } from '../store/notifications.ts';
import type { NotificationHub } from './hub.ts';
import { toPublicNotification } from './service.ts';

export interface StreamTimings {
  /** Comment heartbeat to every stream. */
  heartbeatMs: number;
  /** Re-check of the sessions behind open streams. */
  sessionCheckMs: number;
  /** The client's reconnection delay (the `retry:` field). */
  retryMs: number;
}

export const DEFAULT_STREAM_TIMINGS: StreamTimings = {
  heartbeatMs: 25_000,
  sessionCheckMs: 30_000,
  retryMs: 3000,
};

/** At most this many missed notifications are replayed on reconnect (the list call has the rest). */
export const REPLAY_LIMIT = 100;
/** Unsent bytes after which a stream is ended (a client that stopped reading). */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Streams given a heartbeat per turn of the event loop. */
const HEARTBEAT_SLICE = 1000;
/** Sessions checked at once by the periodic re-check. */
const SESSION_CHECK_CONCURRENCY = 16;

interface Stream {
  readonly userId: string;
  readonly sessionId: string;
  readonly res: ServerResponse;
  /** Live events that arrived while missed ones were being replayed. */
  pending: NotificationDoc[] | undefined;
}

export interface OpenStreamInput {
  userId: string;
  sessionId: string;
  res: ServerResponse;
  /** Response headers (content type, cache, CORS...). */
  headers: Record<string, string>;
  /** Replay what the student missed after this id first. */
  lastEventId?: string;
}

export interface StreamRegistry {
  /** Takes over the response: headers, `retry:`, the missed notifications, then live ones. */
  open(input: OpenStreamInput): Promise<void>;
  /** Ends the streams of a session (sign-out); returns how many. */
  closeSession(sessionId: string): number;
  /** Re-checks every session behind an open stream now; ends the revoked ones. */
  checkSessions(): Promise<void>;
  /** Open streams in this process. */
  readonly size: number;
  /** Ends every stream and stops the timers (shutdown). */
  close(): void;
}

export interface StreamRegistryDeps {
  hub: NotificationHub;
  isSessionActive(sessionId: string): Promise<boolean>;
  /** Streamable notifications of the student after an id, oldest first. */
  listMissed(userId: string, afterId: string, limit: number): Promise<NotificationDoc[]>;
  logger: Logger;
  timings?: Partial<StreamTimings>;
  /** Aborted on shutdown: same as close(). */
  signal?: AbortSignal;
}

/** One SSE event: the spec's `{type, data}` message, with the notification id as the event id. */
export function formatEvent(doc: NotificationDoc): string {
  const data = JSON.stringify({ type: doc.type, data: toPublicNotification(doc) });
  return `id: ${doc._id}\nevent: message\ndata: ${data}\n\n`;
}

export function createStreamRegistry(deps: StreamRegistryDeps): StreamRegistry {
  const timings = { ...DEFAULT_STREAM_TIMINGS, ...deps.timings };
  const byUser = new Map<string, Set<Stream>>();
  let size = 0;
  let closed = false;
  let checking: Promise<void> | undefined;

  function add(stream: Stream): void {
    let streams = byUser.get(stream.userId);
    if (!streams) {
      streams = new Set();
      byUser.set(stream.userId, streams);
    }
    streams.add(stream);
    size += 1;
  }

  function remove(stream: Stream): void {
    const streams = byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    size -= 1;
    if (streams.size === 0) byUser.delete(stream.userId);
  }

  function end(stream: Stream): void {
    remove(stream);
    if (!stream.res.writableEnded) stream.res.end();
  }

  function write(stream: Stream, chunk: string): void {
    const { res } = stream;
    if (res.writableEnded || res.destroyed) return;
    res.write(chunk);
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      deps.logger.warn(
        { userId: stream.userId },
        'Ending a notification stream whose client stopped reading',
      );
      remove(stream);
      res.destroy();
    }
  }

  // Deleting from a Map or Set while iterating it is safe in JavaScript: `fn` may end the stream.
  function forEachStream(fn: (stream: Stream) => void): void {
    for (const streams of byUser.values()) for (const stream of streams) fn(stream);
  }

  const unsubscribe = deps.hub.subscribe((doc) => {
    if (doc.muted) return;
    const streams = byUser.get(doc.userId);
    if (!streams) return;
    const event = formatEvent(doc); // once, whatever the number of streams
    for (const stream of streams) {
      if (stream.pending) stream.pending.push(doc);
      else write(stream, event);
    }
  });

  // In slices, so that 10,000 streams do not hold the event loop for one long stretch.
  function sendHeartbeats(): void {
    const all: Stream[] = [];
    forEachStream((stream) => all.push(stream));
    let next = 0;
    const slice = () => {
      const end = Math.min(next + HEARTBEAT_SLICE, all.length);
      for (; next < end; next += 1) {
        const stream = all[next];
        if (stream) write(stream, ':\n\n');
      }
      if (next < all.length && !closed) setImmediate(slice);
    };
    slice();
  }

  const heartbeat = setInterval(sendHeartbeats, timings.heartbeatMs);
  heartbeat.unref();

  async function checkSessions(): Promise<void> {
    const sessions = new Map<string, Stream[]>();
    forEachStream((stream) => {
      const list = sessions.get(stream.sessionId);
      if (list) list.push(stream);
      else sessions.set(stream.sessionId, [stream]);
    });
    const ids = [...sessions.keys()];
    const worker = async () => {
      for (let id = ids.pop(); id !== undefined; id = ids.pop()) {
        let active: boolean;
        try {
          active = await deps.isSessionActive(id);
        } catch (err) {
          deps.logger.warn({ err }, 'Could not re-check a notification stream session; keeping its streams');
          continue;
        }
        if (!active) for (const stream of sessions.get(id) ?? []) end(stream);
      }
    };
    await Promise.all(Array.from({ length: Math.min(SESSION_CHECK_CONCURRENCY, ids.length) }, worker));
  }

  function checkSessionsOnce(): Promise<void> {
    checking ??= checkSessions().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  const sessionCheck = setInterval(() => void checkSessionsOnce(), timings.sessionCheckMs);
  sessionCheck.unref();

  function close(): void {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    unsubscribe();
    forEachStream(end);
  }

  deps.signal?.addEventListener('abort', close, { once: true });
  if (deps.signal?.aborted) close();

  return {
    async open(input) {
      const { res } = input;
      if (res.closed || res.destroyed) return; // the client left while its ticket was being checked
      if (closed) {
        res.writeHead(503, { 'Retry-After': '5' }).end();
        return;
      }
      const stream: Stream = {
        userId: input.userId,
        sessionId: input.sessionId,
        res,
        pending: input.lastEventId === undefined ? undefined : [],
      };
      // Subscribed before the replay query, so nothing created meanwhile is lost (duplicates are skipped).
      add(stream);
      res.once('close', () => remove(stream));
      res.socket?.setNoDelay(true);
      res.writeHead(200, input.headers);
      res.write(`retry: ${timings.retryMs}\n\n`);
      if (input.lastEventId === undefined) return;

      let lastSent = input.lastEventId;
      try {
        for (const doc of await deps.listMissed(input.userId, input.lastEventId, REPLAY_LIMIT)) {
          write(stream, formatEvent(doc));
          lastSent = doc._id;
        }
      } catch (err) {
        deps.logger.error({ err, userId: input.userId }, 'Replaying missed notifications failed');
        end(stream); // the client reconnects and tries again
        return;
      }
      const live = stream.pending ?? [];
      stream.pending = undefined;
      for (const doc of live) if (doc._id > lastSent) write(stream, formatEvent(doc));
    },
    closeSession(sessionId) {
      let ended = 0;
      forEachStream((stream) => {
        if (stream.sessionId === sessionId) {
          end(stream);
          ended += 1;
        }
      });
      return ended;
    },
    checkSessions: checkSessionsOnce,
    get size() {
      return size;
    },
    close,
  };
}

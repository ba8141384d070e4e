import type { NotificationDoc } from '../store/notifications.ts';
import type { InsertWatchHandlers } from '../store/types.ts';
import { createChangeStreamHub, createInProcessHub } from './hub.ts';
import { createLogger } from '../logger.ts';
import { createMemoryLogger } from '../testing.ts';

const doc = (id: string): NotificationDoc => ({
  _id: id,
  userId: 'u1',
  type: 'notification',
  category: 'updates',
  message: { en: id, ar: id },
  timestamp: 0,
  read: false,
  seen: false,
  createdAt: '2025-03-01T08:00:00.000Z',
});

describe('in-process hub', () => {
  test('delivers to every subscriber until it unsubscribes; a failing listener does not stop the others', async () => {
    const memory = createMemoryLogger();
    const hub = createInProcessHub(memory.logger);
    const a: string[] = [];
    const b: string[] = [];
    hub.subscribe(() => {
      throw new Error('boom');
    });
    const stopA = hub.subscribe((n) => a.push(n._id));
    hub.subscribe((n) => b.push(n._id));
    hub.publish(doc('1'));
    stopA();
    hub.publish(doc('2'));
    expect(a).toEqual(['1']);
    expect(b).toEqual(['1', '2']);
    expect(memory.lines().filter((l) => l.msg === 'A notification listener failed')).toHaveLength(2);
    await hub.close();
    hub.publish(doc('3'));
    expect(b).toEqual(['1', '2']);
  });
});

/** A stand-in for MongoDB change streams: the test inserts and fails by hand. */
function fakeWatch() {
  const opened: { handlers: InsertWatchHandlers<NotificationDoc>; closed: boolean }[] = [];
  return {
    opened,
    watch(handlers: InsertWatchHandlers<NotificationDoc>) {
      const entry = { handlers, closed: false };
      opened.push(entry);
      return {
        close: async () => {
          entry.closed = true;
        },
      };
    },
    latest() {
      const entry = opened.at(-1);
      if (!entry) throw new Error('no stream opened');
      return entry;
    },
  };
}

describe('change-stream hub (MongoDB)', () => {
  // Fake timers: each reopening is seen at the millisecond its delay ends, whatever the machine's load.
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('publish does nothing: every process, this one included, hears inserts through its change stream', async () => {
    const fake = fakeWatch();
    const hub = createChangeStreamHub({ watch: fake.watch, logger: createLogger('silent') });
    const got: string[] = [];
    hub.subscribe((n) => got.push(n._id));
    hub.publish(doc('published'));
    fake.latest().handlers.onInsert(doc('inserted'), { _data: 'token-1' });
    expect(got).toEqual(['inserted']);
    await hub.close();
    expect(fake.latest().closed).toBe(true);
  });

  test('reopens a failed stream after a growing delay, resuming after the last token', async () => {
    const fake = fakeWatch();
    const hub = createChangeStreamHub({
      watch: fake.watch,
      logger: createLogger('silent'),
      minBackoffMs: 5,
      maxBackoffMs: 40,
    });
    const got: string[] = [];
    hub.subscribe((n) => got.push(n._id));
    expect(fake.opened[0]?.handlers.resumeAfter).toBeUndefined();

    fake.latest().handlers.onInsert(doc('a'), 'token-a');
    fake.latest().handlers.onError(new Error('network'));
    expect(fake.opened[0]?.closed).toBe(true);
    jest.advanceTimersByTime(4);
    expect(fake.opened).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(fake.opened).toHaveLength(2);
    expect(fake.latest().handlers.resumeAfter).toBe('token-a');

    // The old stream is ignored from now on.
    fake.opened[0]?.handlers.onInsert(doc('stale'), 'token-stale');
    fake.latest().handlers.onInsert(doc('b'), 'token-b');
    expect(got).toEqual(['a', 'b']);

    // History lost (code 286): start again from now, without the token. The insert before it reset
    // the delay to the first one.
    fake.latest().handlers.onError(Object.assign(new Error('history lost'), { code: 286 }));
    jest.advanceTimersByTime(5);
    expect(fake.opened).toHaveLength(3);
    expect(fake.latest().handlers.resumeAfter).toBeUndefined();

    // Failing again and again, without an insert between: 10 ms, 20 ms, then 40 ms (the most).
    for (const delay of [10, 20, 40, 40]) {
      const opened = fake.opened.length;
      fake.latest().handlers.onError(new Error('network'));
      jest.advanceTimersByTime(delay - 1);
      expect(fake.opened).toHaveLength(opened);
      jest.advanceTimersByTime(1);
      expect(fake.opened).toHaveLength(opened + 1);
    }
    await hub.close();
  });

  test('a watch that throws at once is retried; close stops the retries', async () => {
    let calls = 0;
    const hub = createChangeStreamHub({
      watch: () => {
        calls += 1;
        throw new Error('not a replica set');
      },
      logger: createLogger('silent'),
      minBackoffMs: 5,
    });
    expect(calls).toBe(1);
    jest.advanceTimersByTime(5);
    expect(calls).toBe(2);
    jest.advanceTimersByTime(10);
    expect(calls).toBe(3);
    await hub.close();
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(60_000);
    expect(calls).toBe(3);
  });
});

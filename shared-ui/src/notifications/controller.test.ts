import { waitFor } from '@testing-library/dom';
import type { ApiClient } from '../api-client';
import { ApiError } from '../api-client';
import { bus } from '../bus';
import { useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';
import type { User } from '../types';
import { MARKS_CHANNEL, startNotifications, type EventSourceLike } from './controller';
import { useNotificationsStore } from './store';
import type { AppNotification } from './types';

const student: User = {
  _id: 'u1',
  username: 'Sara',
  email: 's@x.test',
  roles: ['user'],
  hasOnBoarded: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const note = (id: string, over: Partial<AppNotification> = {}): AppNotification => ({
  _id: id,
  type: 'progress',
  message: { en: `Message ${id}`, ar: `رسالة ${id}` },
  timestamp: 1_790_000_000,
  read: false,
  seen: false,
  ...over,
});

class FakeEventSource implements EventSourceLike {
  static all: FakeEventSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  send(data: unknown, id?: string) {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: text, lastEventId: id ?? '' }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  get query() {
    return Object.fromEntries(new URL(this.url).searchParams);
  }
}

interface Calls {
  list: number;
  tickets: number;
}

function fakeApi(options: { list?: AppNotification[]; failTickets?: number } = {}) {
  const calls: Calls = { list: 0, tickets: 0 };
  let ticketFailures = options.failTickets ?? 0;
  const api = {
    url: (path: string, query?: Record<string, string | number | boolean | undefined>) => {
      const u = new URL(`http://api.test${path}`);
      for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) u.searchParams.set(k, String(v));
      return u.toString();
    },
    get: jest.fn(async (path: string) => {
      if (path !== '/notifications/list') throw new Error(`GET ${path}`);
      calls.list += 1;
      const list = options.list ?? [];
      return {
        notifications: list,
        unseen: list.filter((n) => !n.seen).length,
        unread: list.filter((n) => !n.read).length,
      };
    }),
    post: jest.fn(async (path: string) => {
      if (path === '/notifications/ticket') {
        calls.tickets += 1;
        if (ticketFailures > 0) {
          ticketFailures -= 1;
          throw new ApiError(0, { en: 'offline', ar: 'غير متصل' });
        }
        return { ticket: `ticket-${calls.tickets}`, expiresAt: '2026-11-01T00:01:00Z' };
      }
      return { updated: 1 };
    }),
    put: jest.fn(),
    delete: jest.fn(),
    request: jest.fn(),
  };
  return { api: api as unknown as ApiClient & { post: jest.Mock; get: jest.Mock }, calls };
}

const state = () => useNotificationsStore.getState();
const last = () => FakeEventSource.all.at(-1)!;
let stop: (() => void) | null = null;
let chimes: string[] = [];

function start(api: ApiClient, extra: { random?: () => number } = {}) {
  stop = startNotifications(api, {
    createEventSource: (url) => new FakeEventSource(url),
    random: extra.random ?? (() => 0.5),
    chime: (n) => chimes.push(n._id),
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.all = [];
  chimes = [];
  useSettingsStore.getState().reset({ broadcast: false });
  useSessionStore.getState().login(student, 'token-1', { broadcast: false });
});
afterEach(() => {
  stop?.();
  stop = null;
  useSessionStore.setState({ user: null, token: null, isAuthenticated: false });
  jest.useRealTimers();
});
afterAll(() => bus.close());

describe('startNotifications', () => {
  it('loads the first page, then opens the stream with a ticket, resuming after the newest listed', async () => {
    const { api, calls } = fakeApi({ list: [note('b'), note('a', { seen: true, read: true })] });
    start(api);
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toEqual({ list: 1, tickets: 1 });
    expect(api.get).toHaveBeenCalledWith('/notifications/list', { query: { limit: 20 } });
    expect(state()).toMatchObject({ loaded: true, unseen: 1, unread: 1 });
    expect(FakeEventSource.all).toHaveLength(1);
    expect(last().url.startsWith('http://api.test/notifications?')).toBe(true);
    expect(last().query).toEqual({ token: 'ticket-1', lastEventId: 'b' });
  });

  it('prepends incoming notifications unless their _id is present, and ignores what it cannot read', async () => {
    const { api } = fakeApi({ list: [note('a', { seen: true, read: true })] });
    start(api);
    await jest.advanceTimersByTimeAsync(0);
    const es = last();
    es.open();
    es.send({ type: 'notification', data: note('b') }, 'b');
    es.send({ type: 'notification', data: note('b', { message: { en: 'again', ar: 'مجددًا' } }) }, 'b');
    es.send('{not json', 'x');
    es.send({ type: 'heartbeat' });
    es.send({ type: 'notification', data: { _id: 'broken' } });
    es.listeners.get('notification')?.(
      new MessageEvent('notification', {
        data: JSON.stringify({ type: 'notification', data: note('c') }),
        lastEventId: 'c',
      }),
    );
    // The API names each message after the notification's type: progress and achievements too.
    es.send({ type: 'progress', data: note('d', { type: 'progress' }) }, 'd');
    es.send({ type: 'achievement', data: note('e', { type: 'achievement' }) }, 'e');
    es.send({ type: 'streak', data: note('f') }, 'f');
    expect(state().items.map((n) => n._id)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(state().items[0]!.type).toBe('achievement');
    expect(state().items[3]!.message.en).toBe('Message b');
    expect(state()).toMatchObject({ unseen: 4, unread: 4, lastEventId: 'e' });
  });

  it('plays the sound for a new notification only while the sound setting is on', async () => {
    const { api } = fakeApi();
    start(api);
    await jest.advanceTimersByTimeAsync(0);
    last().send({ type: 'notification', data: note('a') }, 'a');
    last().send({ type: 'notification', data: note('a') }, 'a'); // a duplicate: no sound
    useSettingsStore.getState().update('notifications', { sound: false }, { broadcast: false });
    last().send({ type: 'notification', data: note('b') }, 'b');
    expect(chimes).toEqual(['a']);
  });

  it('on a stream error, closes it and reconnects after 1 s with a new ticket and the last event id', async () => {
    const { api, calls } = fakeApi();
    start(api);
    await jest.advanceTimersByTimeAsync(0);
    const first = last();
    first.open();
    first.send({ type: 'notification', data: note('n1') }, 'n1');
    first.fail();
    expect(first.closed).toBe(true);
    await jest.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.all).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.all).toHaveLength(2);
    expect(last().query).toEqual({ token: 'ticket-2', lastEventId: 'n1' });
    // The list is not loaded again: the stream sends what was missed.
    expect(calls.list).toBe(1);
    // A missed notification comes back once, even if the list had it already.
    last().send({ type: 'notification', data: note('n1') }, 'n1');
    last().send({ type: 'notification', data: note('n2') }, 'n2');
    expect(state().items.map((n) => n._id)).toEqual(['n2', 'n1']);
  });

  it('backs off 1 s, 2 s, 4 s... up to 30 s while the API is unreachable, then recovers', async () => {
    const { api, calls } = fakeApi({ failTickets: 7 });
    start(api);
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.tickets).toBe(1);
    const waits = [1000, 2000, 4000, 8000, 16000, 30000, 30000];
    for (const [i, wait] of waits.entries()) {
      await jest.advanceTimersByTimeAsync(wait - 1);
      expect(calls.tickets).toBe(i + 1);
      await jest.advanceTimersByTimeAsync(1);
      expect(calls.tickets).toBe(i + 2);
    }
    expect(FakeEventSource.all).toHaveLength(1);
    expect(state().loaded).toBe(true); // the list stayed as it was meanwhile
  });

  it('starts the backoff again once a stream has stayed open', async () => {
    const { api } = fakeApi();
    start(api);
    await jest.advanceTimersByTimeAsync(0);
    last().fail();
    await jest.advanceTimersByTimeAsync(1000); // attempt 1: 1 s
    last().fail();
    await jest.advanceTimersByTimeAsync(2000); // attempt 2: 2 s
    expect(FakeEventSource.all).toHaveLength(3);
    last().open();
    await jest.advanceTimersByTimeAsync(15_000);
    last().fail();
    await jest.advanceTimersByTimeAsync(1000); // back to 1 s
    expect(FakeEventSource.all).toHaveLength(4);
  });

  it('loads the list again after a failure before showing anything', async () => {
    const { api, calls } = fakeApi({ list: [note('a')] });
    api.get.mockRejectedValueOnce(new ApiError(503, { en: 'down', ar: 'متوقف' }));
    start(api);
    await jest.advanceTimersByTimeAsync(0);
    expect(state().loaded).toBe(false);
    expect(FakeEventSource.all).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls.list).toBe(1);
    expect(state()).toMatchObject({ loaded: true, unseen: 1 });
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('stops on sign-out: closes the stream, empties the list, no reconnection; a new sign-in starts again', async () => {
    const { api, calls } = fakeApi({ list: [note('a')] });
    start(api);
    await jest.advanceTimersByTimeAsync(0);
    const es = last();
    useSessionStore.getState().logout('user');
    expect(es.closed).toBe(true);
    expect(state()).toMatchObject({ items: [], loaded: false, unseen: 0 });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(calls.tickets).toBe(1);

    useSessionStore.getState().login(student, 'token-2', { broadcast: false });
    await jest.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.all).toHaveLength(2);
    expect(state().loaded).toBe(true);
  });

  it('ignores a stream error that arrives after sign-out', async () => {
    const { api } = fakeApi();
    start(api);
    await jest.advanceTimersByTimeAsync(0);
    const es = last();
    useSessionStore.getState().logout('user');
    es.fail();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('applies seen / read marks made in another tab', async () => {
    jest.useRealTimers();
    const { api } = fakeApi({ list: [note('b'), note('a')] });
    start(api);
    await new Promise((r) => setTimeout(r, 0));
    expect(state().unseen).toBe(2);
    const otherTab = new BroadcastChannel(MARKS_CHANNEL);
    try {
      otherTab.postMessage({ mark: 'read', ids: ['b', 'a'] });
      await waitFor(() => expect(state()).toMatchObject({ unseen: 0, unread: 0 }));
    } finally {
      otherTab.close();
    }
  });
});

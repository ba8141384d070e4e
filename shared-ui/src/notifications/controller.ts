// Live notifications for the signed-in student. While a session exists:
//   1. the first page of the list (GET /notifications/list),
//   2. a single-use ticket (POST /notifications/ticket),
//   3. the stream: EventSource(GET /notifications?token=<ticket>[&lastEventId=<id>]).
// A notification that arrives (of any type) is prepended unless its _id is already listed (spec
// section 4).
// When the stream fails it is closed and opened again after a backoff (1 s, 2 s, 4 s... 30 s,
// with jitter), with a new ticket and the last event id, so the API sends what was missed. The
// student never sees a broken state: the list simply stays as it is meanwhile. Sign-out stops it
// all and empties the list; a new sign-in starts again.
import type { ApiClient } from '../api-client';
import { useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';
import { backoffDelay } from './backoff';
import { playChime } from './sound';
import {
  NOTIFICATIONS_PAGE_SIZE,
  resetNotifications,
  setNotificationsLink,
  useNotificationsStore,
  withIncoming,
  withMarked,
  withPage,
  type MarkMessage,
} from './store';
import { isNotificationMessage, parseNotification, type AppNotification, type StreamMessage } from './types';

/** The part of EventSource used here (tests pass a fake). */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface NotificationsOptions {
  createEventSource?: (url: string) => EventSourceLike;
  /** [0, 1), for the backoff's jitter. */
  random?: () => number;
  /** Plays the new-notification sound (default: a Web Audio chime, one tab per notification). */
  chime?: (notification: AppNotification) => void;
  /** A stream that stayed open this long starts the backoff again from 1 s (default 10 s). */
  stableMs?: number;
  now?: () => number;
}

export const MARKS_CHANNEL = 'nibras.notifications';
const CHIMED_KEY = 'nibras.notifications.chimed';

/** Plays the chime once for all the tabs: the first tab to claim the notification plays it. */
async function chimeOnce(notification: AppNotification): Promise<void> {
  const claim = () => {
    try {
      if (localStorage.getItem(CHIMED_KEY) === notification._id) return false;
      localStorage.setItem(CHIMED_KEY, notification._id);
    } catch {
      // No storage: every tab may chime, which is better than none.
    }
    return true;
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const claimed = locks ? await locks.request(CHIMED_KEY, claim).catch(() => claim()) : claim();
  if (claimed) playChime();
}

/**
 * Starts the notifications of whoever is signed in, following sign-in and sign-out by itself.
 * Returns the function that stops it (closing the stream).
 */
export function startNotifications(api: ApiClient, options: NotificationsOptions = {}): () => void {
  const createEventSource =
    options.createEventSource ?? ((url: string) => new EventSource(url) as unknown as EventSourceLike);
  const random = options.random ?? Math.random;
  const chime = options.chime ?? ((n: AppNotification) => void chimeOnce(n));
  const stableMs = options.stableMs ?? 10_000;
  const now = options.now ?? Date.now;
  const store = useNotificationsStore;

  /** Bumped at every sign-in and sign-out: work started for an older session is dropped. */
  let epoch = 0;
  let sessionToken: string | null = null;
  let source: EventSourceLike | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let openedAt = 0;
  let channel: BroadcastChannel | null = null;
  let stopped = false;

  const closeSource = () => {
    source?.close();
    source = null;
  };
  const clearRetry = () => {
    if (retry !== null) clearTimeout(retry);
    retry = null;
  };

  function scheduleRetry(my: number) {
    if (my !== epoch || retry !== null) return;
    if (openedAt && now() - openedAt >= stableMs) attempt = 0;
    openedAt = 0;
    const delay = backoffDelay(attempt, random);
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect(my);
    }, delay);
  }

  function onStreamMessage(event: MessageEvent) {
    let message: StreamMessage;
    try {
      message = JSON.parse(String(event.data)) as StreamMessage;
    } catch {
      return; // Spec section 7: unparseable messages are ignored.
    }
    // Every notification message, whatever its type: the API names a message after the
    // notification's type, and progress and achievements belong in the list as much as updates.
    if (!isNotificationMessage(message)) return;
    const notification = parseNotification(message.data);
    if (!notification) return;
    attempt = 0; // The stream works.
    const lastEventId = event.lastEventId || notification._id;
    const next = withIncoming(store.getState(), notification);
    store.setState(next ? { ...next, lastEventId } : { lastEventId });
    if (next && !notification.seen && useSettingsStore.getState().settings.notifications.sound) {
      chime(notification);
    }
  }

  async function connect(my: number) {
    if (my !== epoch) return;
    try {
      if (!store.getState().loaded) {
        const page = await api.get('/notifications/list', {
          query: { limit: NOTIFICATIONS_PAGE_SIZE },
        });
        if (my !== epoch) return;
        store.setState((s) => withPage(s, page, 'first'));
      }
      const answer = await api.post('/notifications/ticket');
      if (my !== epoch) return;
      const ticket = answer?.ticket;
      if (typeof ticket !== 'string' || ticket === '') throw new Error('no ticket in the answer');
      const lastEventId = store.getState().lastEventId ?? undefined;
      const es = createEventSource(api.url('/notifications', { token: ticket, lastEventId }));
      source = es;
      es.onopen = () => {
        if (source === es) openedAt = now();
      };
      es.onmessage = (event) => {
        if (source === es) onStreamMessage(event);
      };
      // Also a named `notification` event, should the API ever name its events.
      es.addEventListener('notification', (event) => {
        if (source === es) onStreamMessage(event);
      });
      es.onerror = () => {
        if (source !== es) return;
        // No automatic reconnection with a used ticket: close, and come back with a new one.
        closeSource();
        scheduleRetry(my);
      };
    } catch {
      // Offline, the API restarting, a 5xx: try again later. (A 401 has signed the student
      // out already, which ended this epoch.)
      scheduleRetry(my);
    }
  }

  function openChannel() {
    if (typeof BroadcastChannel !== 'function') return;
    channel = new BroadcastChannel(MARKS_CHANNEL);
    (channel as BroadcastChannel & { unref?: () => void }).unref?.();
    channel.onmessage = (event: MessageEvent<MarkMessage>) => {
      const { mark, ids } = event.data ?? {};
      if ((mark === 'seen' || mark === 'read') && Array.isArray(ids)) {
        store.setState((s) => withMarked(s, new Set(ids), mark));
      }
    };
  }

  function begin(token: string) {
    epoch += 1;
    const my = epoch;
    sessionToken = token;
    attempt = 0;
    openedAt = 0;
    resetNotifications();
    openChannel();
    setNotificationsLink({
      api,
      isCurrent: () => my === epoch,
      announce: (message) => channel?.postMessage(message),
    });
    void connect(my);
  }

  function end() {
    epoch += 1;
    sessionToken = null;
    closeSource();
    clearRetry();
    channel?.close();
    channel = null;
    setNotificationsLink(null);
    resetNotifications();
  }

  const follow = (token: string | null) => {
    if (stopped || token === sessionToken) return;
    if (sessionToken !== null) end();
    if (token) begin(token);
  };

  // Back online while waiting to reconnect: reconnect now rather than at the end of the wait.
  const onOnline = () => {
    if (retry === null || sessionToken === null) return;
    clearRetry();
    void connect(epoch);
  };

  const offSession = useSessionStore.subscribe((state) => follow(state.token));
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  follow(useSessionStore.getState().token);

  return () => {
    offSession();
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    if (sessionToken !== null) end();
    stopped = true;
  };
}

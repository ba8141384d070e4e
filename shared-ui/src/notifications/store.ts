// The notifications of the signed-in student: the first page of the list, what arrives on the
// stream, and the unseen / unread counts behind the bell's dot and "mark all as read". The state
// changes are plain functions (tested alone); the store applies them. The calls go through the
// API client of the running controller (startNotifications).
import { create } from 'zustand';
import type { ApiClient } from '../api-client';
import type { AppNotification, NotificationsPage } from './types';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationsData {
  /** Newest first. */
  items: AppNotification[];
  /** Unseen / unread notifications of the student, on every page (the API counts them). */
  unseen: number;
  unread: number;
  /** True once the first page has arrived. */
  loaded: boolean;
  /** The `before` of the next (older) page, or null when there is none. */
  nextBefore: string | null;
  loadingMore: boolean;
  /** The id of the last stream event (or of the newest listed notification): the stream resumes after it. */
  lastEventId: string | null;
}

export interface NotificationsState extends NotificationsData {
  /** POST /mark-all-as-seen; only once the call succeeds are they shown seen. Failures are ignored. */
  markAllSeen(): Promise<void>;
  /** POST /mark-all-as-read; only once the call succeeds are they shown read. Failures are ignored. */
  markAllRead(): Promise<void>;
  /** The next (older) page of the list. */
  loadMore(): Promise<void>;
}

export const EMPTY_NOTIFICATIONS: NotificationsData = {
  items: [],
  unseen: 0,
  unread: 0,
  loaded: false,
  nextBefore: null,
  loadingMore: false,
  lastEventId: null,
};

/** The state after a page of the list: the first page replaces, older pages are appended. */
export function withPage(
  state: NotificationsData,
  page: NotificationsPage,
  mode: 'first' | 'older',
): NotificationsData {
  if (mode === 'first') {
    // Notifications the stream brought while the page was on its way stay on top.
    const ids = new Set(page.notifications.map((n) => n._id));
    const fresh = state.items.filter((n) => !ids.has(n._id));
    const items = [...fresh, ...page.notifications];
    return {
      ...state,
      items,
      unseen: page.unseen + fresh.filter((n) => !n.seen).length,
      unread: page.unread + fresh.filter((n) => !n.read).length,
      loaded: true,
      nextBefore: page.nextBefore ?? null,
      // The first stream resumes after the newest listed one, so nothing created meanwhile is missed.
      lastEventId: state.lastEventId ?? page.notifications[0]?._id ?? null,
    };
  }
  const ids = new Set(state.items.map((n) => n._id));
  return {
    ...state,
    items: [...state.items, ...page.notifications.filter((n) => !ids.has(n._id))],
    nextBefore: page.nextBefore ?? null,
  };
}

/**
 * The state after a notification arrived on the stream: prepended unless its `_id` is already
 * there (spec section 4), in which case nothing changes and null is returned.
 */
export function withIncoming(
  state: NotificationsData,
  notification: AppNotification,
): NotificationsData | null {
  if (state.items.some((n) => n._id === notification._id)) return null;
  return {
    ...state,
    items: [notification, ...state.items],
    unseen: state.unseen + (notification.seen ? 0 : 1),
    unread: state.unread + (notification.read ? 0 : 1),
  };
}

/**
 * The state after the API marked everything seen (or read, which also marks seen). Only the
 * notifications shown when the call was made are changed: one that arrived meanwhile stays new.
 */
export function withMarked(
  state: NotificationsData,
  ids: ReadonlySet<string>,
  mark: 'seen' | 'read',
): NotificationsData {
  const items = state.items.map((n) =>
    ids.has(n._id) ? { ...n, seen: true, ...(mark === 'read' ? { read: true } : {}) } : n,
  );
  return {
    ...state,
    items,
    unseen: items.filter((n) => !n.seen).length,
    unread: mark === 'read' ? items.filter((n) => !n.read).length : state.unread,
  };
}

/** Seen / read marks made in one tab reach the others (each tab has its own stream). */
export interface MarkMessage {
  mark: 'seen' | 'read';
  ids: string[];
}

/** What the running controller lends the store's actions. */
export interface NotificationsLink {
  api: ApiClient;
  /** Still the same signed-in session (the answer is dropped otherwise). */
  isCurrent(): boolean;
  announce(message: MarkMessage): void;
}

let link: NotificationsLink | null = null;

/** Set by startNotifications while it runs (null when stopped). */
export function setNotificationsLink(next: NotificationsLink | null): void {
  link = next;
}

export const useNotificationsStore = create<NotificationsState>()((set, get) => {
  const markAll = async (mark: 'seen' | 'read') => {
    const current = link;
    const state = get();
    if (!current) return;
    const pending = mark === 'seen' ? state.unseen > 0 : state.unread > 0 || state.unseen > 0;
    if (!pending) return;
    const ids = new Set(state.items.map((n) => n._id));
    try {
      await current.api.post(mark === 'seen' ? '/mark-all-as-seen' : '/mark-all-as-read');
    } catch {
      return; // Spec section 8: mark-all failures are silently ignored.
    }
    if (!current.isCurrent()) return;
    set((s) => withMarked(s, ids, mark));
    current.announce({ mark, ids: [...ids] });
  };

  return {
    ...EMPTY_NOTIFICATIONS,
    markAllSeen: () => markAll('seen'),
    markAllRead: () => markAll('read'),
    async loadMore() {
      const current = link;
      const { nextBefore, loadingMore } = get();
      if (!current || !nextBefore || loadingMore) return;
      set({ loadingMore: true });
      try {
        const page = await current.api.get('/notifications/list', {
          query: { limit: NOTIFICATIONS_PAGE_SIZE, before: nextBefore },
        });
        if (current.isCurrent()) set((s) => withPage(s, page, 'older'));
      } catch {
        // Nothing more for now: the button stays, and trying again is one click.
      } finally {
        if (current.isCurrent()) set({ loadingMore: false });
      }
    },
  };
});

/** Back to the empty state (sign-out). */
export function resetNotifications(): void {
  useNotificationsStore.setState({ ...EMPTY_NOTIFICATIONS });
}

import type { ApiClient } from '../api-client';
import {
  EMPTY_NOTIFICATIONS,
  resetNotifications,
  setNotificationsLink,
  useNotificationsStore,
  withIncoming,
  withMarked,
  withPage,
  type MarkMessage,
  type NotificationsData,
} from './store';
import type { AppNotification } from './types';

const note = (id: string, over: Partial<AppNotification> = {}): AppNotification => ({
  _id: id,
  type: 'notification',
  message: { en: `Message ${id}`, ar: `رسالة ${id}` },
  timestamp: 1_790_000_000,
  read: false,
  seen: false,
  ...over,
});

const data = (over: Partial<NotificationsData> = {}): NotificationsData => ({
  ...EMPTY_NOTIFICATIONS,
  ...over,
});

describe('withIncoming (stream messages)', () => {
  it('prepends a new notification and counts it unseen and unread', () => {
    const state = data({ items: [note('a', { seen: true, read: true })], loaded: true });
    const next = withIncoming(state, note('b'))!;
    expect(next.items.map((n) => n._id)).toEqual(['b', 'a']);
    expect(next).toMatchObject({ unseen: 1, unread: 1 });
  });

  it('ignores a notification whose _id is already listed', () => {
    const state = data({ items: [note('a'), note('b')], unseen: 2, unread: 2 });
    expect(withIncoming(state, note('b', { message: { en: 'changed', ar: 'تغيّر' } }))).toBeNull();
  });
});

describe('withPage (the list)', () => {
  it('keeps notifications the stream brought while the first page was loading, on top', () => {
    const state = data({ items: [note('c')], unseen: 1, unread: 1 });
    const next = withPage(
      state,
      {
        notifications: [note('c'), note('b', { seen: true }), note('a', { seen: true, read: true })],
        unseen: 1,
        unread: 2,
        nextBefore: 'a',
      },
      'first',
    );
    expect(next.items.map((n) => n._id)).toEqual(['c', 'b', 'a']);
    expect(next).toMatchObject({ unseen: 1, unread: 2, loaded: true, nextBefore: 'a', lastEventId: 'c' });
  });

  it('appends an older page without duplicates, and ends when there is no next page', () => {
    const state = data({ items: [note('c'), note('b')], loaded: true, nextBefore: 'b' });
    const next = withPage(state, { notifications: [note('b'), note('a')], unseen: 9, unread: 9 }, 'older');
    expect(next.items.map((n) => n._id)).toEqual(['c', 'b', 'a']);
    expect(next.nextBefore).toBeNull();
    expect(next.unseen).toBe(0); // the counts come from the first page and the stream only
  });
});

describe('withMarked (mark all seen / read)', () => {
  it('marks seen only what was shown when the call was made', () => {
    const state = data({ items: [note('new'), note('b'), note('a', { seen: true })], unseen: 5, unread: 3 });
    const next = withMarked(state, new Set(['b', 'a']), 'seen');
    expect(next.items.map((n) => [n._id, n.seen, n.read])).toEqual([
      ['new', false, false],
      ['b', true, false],
      ['a', true, false],
    ]);
    expect(next).toMatchObject({ unseen: 1, unread: 3 });
  });

  it('marking read also marks seen', () => {
    const state = data({ items: [note('b'), note('a')], unseen: 2, unread: 7 });
    const next = withMarked(state, new Set(['b', 'a']), 'read');
    expect(next.items.every((n) => n.read && n.seen)).toBe(true);
    expect(next).toMatchObject({ unseen: 0, unread: 0 });
  });
});

describe('the store actions', () => {
  const announced: MarkMessage[] = [];
  let post: jest.Mock;
  let current = true;

  beforeEach(() => {
    announced.length = 0;
    current = true;
    post = jest.fn(async () => ({ updated: 2 }));
    setNotificationsLink({
      api: { post, get: jest.fn() } as unknown as ApiClient,
      isCurrent: () => current,
      announce: (m) => announced.push(m),
    });
    resetNotifications();
    useNotificationsStore.setState({ items: [note('b'), note('a')], unseen: 2, unread: 2, loaded: true });
  });
  afterEach(() => setNotificationsLink(null));

  it('markAllSeen sets seen only after the call succeeds, and tells the other tabs', async () => {
    const pending = useNotificationsStore.getState().markAllSeen();
    expect(useNotificationsStore.getState().unseen).toBe(2);
    await pending;
    expect(post).toHaveBeenCalledWith('/mark-all-as-seen');
    expect(useNotificationsStore.getState()).toMatchObject({ unseen: 0, unread: 2 });
    expect(announced).toEqual([{ mark: 'seen', ids: ['b', 'a'] }]);
  });

  it('a failed call changes nothing, silently', async () => {
    post.mockRejectedValueOnce(new Error('offline'));
    await useNotificationsStore.getState().markAllRead();
    expect(useNotificationsStore.getState()).toMatchObject({ unseen: 2, unread: 2 });
    expect(announced).toEqual([]);
  });

  it('markAllRead marks read and seen', async () => {
    await useNotificationsStore.getState().markAllRead();
    expect(post).toHaveBeenCalledWith('/mark-all-as-read');
    expect(useNotificationsStore.getState().items.every((n) => n.read && n.seen)).toBe(true);
    expect(useNotificationsStore.getState()).toMatchObject({ unseen: 0, unread: 0 });
  });

  it('makes no call when there is nothing to mark', async () => {
    useNotificationsStore.setState({ unseen: 0, unread: 0 });
    await useNotificationsStore.getState().markAllSeen();
    await useNotificationsStore.getState().markAllRead();
    expect(post).not.toHaveBeenCalled();
  });

  it('drops the answer when the session changed meanwhile', async () => {
    const pending = useNotificationsStore.getState().markAllSeen();
    current = false;
    await pending;
    expect(useNotificationsStore.getState().unseen).toBe(2);
  });
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ApiClient } from '../api-client';
import { bus } from '../bus';
import { initI18n } from '../i18n';
import { AppProviders } from '../theme/AppProviders';
import type { Locale } from '../types';
import { NotificationsDropdown } from './NotificationsDropdown';
import { resetNotifications, setNotificationsLink, useNotificationsStore } from './store';
import type { AppNotification } from './types';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const note = (id: string, over: Partial<AppNotification> = {}): AppNotification => ({
  _id: id,
  type: 'notification',
  message: { en: `Message ${id}`, ar: `رسالة ${id}` },
  timestamp: nowSeconds() - 180,
  read: false,
  seen: false,
  ...over,
});

let post: jest.Mock;
beforeEach(() => {
  post = jest.fn(async () => ({ updated: 1 }));
  setNotificationsLink({
    api: { post, get: jest.fn() } as unknown as ApiClient,
    isCurrent: () => true,
    announce: () => undefined,
  });
  resetNotifications();
});
afterEach(() => setNotificationsLink(null));
afterAll(() => bus.close());

async function renderDropdown(locale: Locale = 'en', gate?: { blocked: boolean; intercept: jest.Mock }) {
  await initI18n(locale);
  return render(
    <AppProviders locale={locale}>
      <NotificationsDropdown gate={gate} />
    </AppProviders>,
  );
}

const trigger = () => screen.getByTestId('notifications-trigger');
const open = async () => {
  await act(async () => {
    fireEvent.click(trigger());
  });
  return screen.findByTestId('notifications-panel');
};

describe('NotificationsDropdown', () => {
  it('shows a dot while any notification is unseen; opening marks them seen after the call', async () => {
    useNotificationsStore.setState({
      loaded: true,
      items: [note('b'), note('a', { type: 'achievement', seen: true, read: true })],
      unseen: 1,
      unread: 1,
    });
    await renderDropdown('en');
    expect(screen.getByTestId('notifications-dot')).toBeTruthy();
    expect(trigger().getAttribute('aria-label')).toBe('Notifications: you have new ones');

    const panel = await open();
    await waitFor(() => expect(post).toHaveBeenCalledWith('/mark-all-as-seen'));
    await waitFor(() => expect(screen.queryByTestId('notifications-dot')).toBeNull());
    expect(trigger().getAttribute('aria-label')).toBe('Notifications');

    const items = within(panel).getAllByTestId('notification-item');
    expect(items.map((li) => li.dataset.id)).toEqual(['b', 'a']);
    expect(items[0]!.textContent).toContain('Message b');
    expect(items[0]!.textContent).toContain('3m');
    expect(within(items[0]!).getByTestId('notification-unread')).toBeTruthy();
    expect(within(items[1]!).queryByTestId('notification-unread')).toBeNull();
    expect(items[1]!.dataset.type).toBe('achievement');
  });

  it('offers "mark all as read" only while any is unread', async () => {
    useNotificationsStore.setState({
      loaded: true,
      items: [note('a', { seen: true })],
      unseen: 0,
      unread: 1,
    });
    await renderDropdown('en');
    const panel = await open();
    expect(post).not.toHaveBeenCalled(); // nothing unseen: no call
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/mark-all-as-read'));
    await waitFor(() => expect(within(panel).queryByTestId('notifications-read-all')).toBeNull());
    expect(within(panel).queryByTestId('notification-unread')).toBeNull();
  });

  it('teaches what will appear when there is nothing yet (Arabic)', async () => {
    useNotificationsStore.setState({ loaded: true, items: [], unseen: 0, unread: 0 });
    await renderDropdown('ar');
    const panel = await open();
    expect(within(panel).getByText('لا جديد الآن')).toBeTruthy();
    expect(within(panel).getByTestId('notifications-empty').textContent).toContain('ستجده هنا');
    expect(within(panel).queryByTestId('notifications-read-all')).toBeNull();
  });

  it('shows the message and the time in Arabic words', async () => {
    useNotificationsStore.setState({ loaded: true, items: [note('a')], unseen: 0, unread: 1 });
    await renderDropdown('ar');
    const panel = await open();
    const item = within(panel).getByTestId('notification-item');
    expect(item.textContent).toContain('رسالة a');
    expect(item.textContent).toContain('قبل ٣ دقائق');
    expect(within(panel).getByRole('button', { name: 'تحديد الكل كمقروء' })).toBeTruthy();
  });

  it('does not open while the onboarding gate blocks it', async () => {
    const gate = { blocked: true, intercept: jest.fn(() => true) };
    await renderDropdown('en', gate);
    await act(async () => {
      fireEvent.click(trigger());
    });
    expect(gate.intercept).toHaveBeenCalled();
    expect(screen.queryByTestId('notifications-panel')).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { bus, useSessionStore, useSettingsStore } from '@nibras/shared-ui';
import { renderRemoteInEachTest } from '@nibras/shared-ui/testing';
import { lifecycles } from './lifecycles';

// antd's modal measures the scrollbar with getComputedStyle(el, '::-webkit-scrollbar'), which jsdom lacks.
const getComputedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
});
afterAll(() => {
  window.getComputedStyle = getComputedStyle;
  bus.close();
});

describe('settings: log out', () => {
  const render = renderRemoteInEachTest(lifecycles);

  it.each([
    ['en', 'Log out', 'Log out of Nibras?', 'Cancel'],
    ['ar', 'تسجيل الخروج', 'هل تريد تسجيل الخروج من نبراس؟', 'إلغاء'],
  ] as const)(
    'in %s, asks to confirm, and cancelling keeps the session',
    async (locale, action, title, cancel) => {
      const { container } = await render({ locale, path: '/settings' });
      const section = await within(container).findByTestId('settings-logout');
      fireEvent.click(within(section).getByRole('button', { name: action }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(title)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(useSessionStore.getState().isAuthenticated).toBe(true);
    },
  );

  it('confirming signs out (even offline), clears the session and resets the settings', async () => {
    useSettingsStore
      .getState()
      .update('accessibility', { mainLanguage: 'ar', textSize: 'large' }, { broadcast: false });
    const events: string[] = [];
    const off = bus.on('session:logout', (p) => events.push(p.reason));
    const { container } = await render({ locale: 'en', path: '/settings/accessibility' });
    const section = await within(container).findByTestId('settings-logout');
    fireEvent.click(within(section).getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Log out' }).at(-1)!);
    await waitFor(() => expect(useSessionStore.getState().isAuthenticated).toBe(false));
    expect(useSessionStore.getState()).toMatchObject({ user: null, token: null });
    expect(useSettingsStore.getState()).toMatchObject({ saved: false });
    expect(useSettingsStore.getState().settings.accessibility).toMatchObject({
      mainLanguage: 'en',
      textSize: 'medium',
    });
    expect(events).toEqual(['user']);
    off();
  });
});

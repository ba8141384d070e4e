import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { bus, useSessionStore, useSettingsStore } from '@nibras/shared-ui';
import { STUDENT, fakeApi, msg, settingsRemote } from '../test-helpers';
import { displayName } from '../format';
import { activePage } from './SettingsNav';

const render = settingsRemote();

describe('the settings layout', () => {
  it('shows the cover placeholder, the avatar placeholder and the first two words of the username', async () => {
    const { container } = await render('en', '/settings');
    const header = await within(container).findByTestId('settings-header');
    expect(within(header).getByTestId('settings-display-name').textContent).toBe('Sara Abdullah');
    expect(within(header).getByTestId('settings-cover').dataset.hasImage).toBeUndefined();
    expect(within(header).getByTestId('settings-avatar').querySelector('img')).toBeNull();
  });

  it('shows the pictures once the student has them', async () => {
    const { container } = await render('ar', '/settings/notifications', {
      ...STUDENT,
      profilePicture: 'http://api.test/uploads/a.png',
      profileCover: 'http://api.test/uploads/b.png',
    });
    const header = await within(container).findByTestId('settings-header');
    expect(header.querySelector('.st-header__cover-img')?.getAttribute('src')).toBe(
      'http://api.test/uploads/b.png',
    );
    const avatar = within(header).getByRole('img');
    expect(avatar.getAttribute('src')).toBe('http://api.test/uploads/a.png');
    expect(avatar.getAttribute('alt')).toBe('الصورة الشخصية لـSara Abdullah');
  });

  it.each(['en', 'ar'] as const)(
    'in %s, the menu lists the six pages and logout; the active one follows the route',
    async (locale) => {
      const remote = await render(locale, '/settings/accessibility');
      const nav = await within(remote.container).findByTestId('settings-nav');
      const items = within(nav).getAllByRole('menuitem');
      expect(items.map((i) => i.textContent)).toEqual(
        [
          'general',
          'accessibility',
          'notifications',
          'learningPreferences',
          'helpSupport',
          'subscriptions',
        ].map((k) => msg(locale, `menu.${k}`)),
      );
      expect(within(nav).getByRole('button', { name: msg(locale, 'logout.action') })).toBeTruthy();
      const selected = () => nav.querySelector('.ant-menu-item-selected')?.textContent;
      expect(selected()).toBe(msg(locale, 'menu.accessibility'));
      expect(nav.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe(
        `/${locale}/settings/accessibility`,
      );

      // A click goes through the shell's router, and the selection follows.
      fireEvent.click(within(nav).getByText(msg(locale, 'menu.subscriptions')));
      await waitFor(() =>
        expect(remote.navigations.at(-1)).toEqual({ to: `/${locale}/settings/subscriptions` }),
      );
      await within(remote.container).findByTestId('page-settings-subscriptions');
      expect(selected()).toBe(msg(locale, 'menu.subscriptions'));
    },
  );

  it('knows the page of a path', () => {
    expect(activePage('/settings')?.pageId).toBe('general');
    expect(activePage('/settings/help-support/')?.pageId).toBe('help-support');
    expect(activePage('/settings/nope')).toBeUndefined();
    expect(displayName('  Noura   bint Khalid Al-Saud ')).toBe('Noura bint');
    expect(displayName('Sara')).toBe('Sara');
    expect(displayName(undefined)).toBe('');
  });
});

describe('the logout item', () => {
  it.each([
    ['en', 'Log out', 'Log out of Nibras?', 'Cancel'],
    ['ar', 'تسجيل الخروج', 'هل تريد تسجيل الخروج من نبراس؟', 'إلغاء'],
  ] as const)(
    'in %s, asks to confirm, and cancelling keeps the session',
    async (locale, action, title, cancel) => {
      const { container } = await render(locale, '/settings');
      const item = await within(container).findByTestId('settings-logout');
      fireEvent.click(within(item).getByRole('button', { name: action }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(title)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(useSessionStore.getState().isAuthenticated).toBe(true);
    },
  );

  it('confirming signs out (even offline), clears the session and resets the settings', async () => {
    const calls = fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    useSettingsStore
      .getState()
      .update('accessibility', { mainLanguage: 'ar', textSize: 'large' }, { broadcast: false });
    const events: string[] = [];
    const off = bus.on('session:logout', (p) => events.push(p.reason));
    const { container } = await render('en', '/settings/accessibility');
    const item = await within(container).findByTestId('settings-logout');
    fireEvent.click(within(item).getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Log out' }).at(-1)!);
    await waitFor(() => expect(useSessionStore.getState().isAuthenticated).toBe(false));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/sign-out']);
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

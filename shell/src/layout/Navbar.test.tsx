import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, useNotificationsStore, useSessionStore, type User } from '@nibras/shared-ui';
import { Layout } from './Layout';
import { patchGetComputedStyle, renderShell } from '../testing/renderShell';

const student = (over: Partial<User> = {}): User => ({
  _id: 'u1',
  username: 'Sara Ali Alqahtani',
  email: 's@example.com',
  roles: ['user'],
  hasOnBoarded: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

let restore: () => void;
beforeAll(() => {
  restore = patchGetComputedStyle();
});
afterAll(() => {
  restore();
  bus.close();
});
beforeEach(() => useSessionStore.getState().logout('remote-tab'));

const page = (path: string) => (
  <Layout locale="en" path={path}>
    <p>content</p>
  </Layout>
);

describe('navbars', () => {
  it('shows the public navbar and quick links to visitors', async () => {
    await renderShell(page('/pricing'), { path: '/pricing' });
    const navbar = screen.getByTestId('navbar');
    expect(navbar.dataset.variant).toBe('public');
    expect(within(navbar).getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe(
      '/en/auth?mode=sign-up',
    );
    const quick = screen.getByTestId('footer-quick-links');
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/en', '/en/pricing', '/en/auth?mode=sign-up']);
  });

  it('shows the signed-in navbar and quick links to a student', async () => {
    useSessionStore.getState().login(student(), 'tok', { broadcast: false });
    await renderShell(page('/courses/ai'), { path: '/courses/ai' });
    const navbar = screen.getByTestId('navbar');
    expect(navbar.dataset.variant).toBe('app');
    const hrefs = within(navbar)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/en',
      '/en/home',
      '/en/courses',
      '/en/dashboard',
      '/en/uploaded-materials',
      '/en/leaderboard',
      '/en/ai-engine',
      '/ar/courses/ai',
      '/en/settings',
    ]);
    expect(within(navbar).getByRole('link', { name: 'Courses' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(navbar).getByRole('link', { name: 'Settings and profile of Sara Ali Alqahtani' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('footer')).toBeNull(); // no footer on /courses/ai
  });

  it('hides the navbar on /auth/success and the footer on /auth', async () => {
    useSessionStore.getState().login(student(), 'tok', { broadcast: false });
    await renderShell(page('/auth/success'), { path: '/auth/success' });
    expect(screen.queryByTestId('navbar')).toBeNull();
    expect(screen.queryByTestId('footer')).toBeNull();
  });

  it('lets an onboarded student follow the links', async () => {
    useSessionStore.getState().login(student(), 'tok', { broadcast: false });
    const { location } = await renderShell(page('/home'), { path: '/home' });
    fireEvent.click(screen.getByRole('link', { name: 'Leaderboard' }));
    expect(location()).toBe('/en/leaderboard');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('blocks every control for a student who has not onboarded, with the dialog', async () => {
    useSessionStore.getState().login(student({ hasOnBoarded: false }), 'tok', { broadcast: false });
    const { location } = await renderShell(page('/onboarding'), { path: '/onboarding' });
    const navbar = screen.getByTestId('navbar');
    const controls = [
      within(navbar).getByRole('link', { name: 'Nibras home' }),
      within(navbar).getByRole('link', { name: 'Dashboard' }),
      within(navbar).getByRole('link', { name: 'Ask Nibras' }),
      within(navbar).getByRole('button', { name: 'Search' }),
      within(navbar).getByRole('button', { name: 'Notifications' }),
      within(navbar).getByRole('link', { name: /Settings and profile/ }),
    ];
    for (const control of controls) {
      fireEvent.click(control);
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Complete onboarding')).toBeTruthy();
      expect(within(dialog).getByText(/Complete your onboarding before accessing this feature/)).toBeTruthy();
      expect(location()).toBe('/en/onboarding');
      fireEvent.click(within(dialog).getByRole('button', { name: "Let's begin" }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(screen.queryByTestId('search-input')).toBeNull();
    // The language toggle still works.
    fireEvent.click(within(navbar).getByTestId('language-toggle'));
    expect(location()).toBe('/ar/onboarding');
  });

  it('opens an empty, friendly notifications panel', async () => {
    useSessionStore.getState().login(student(), 'tok', { broadcast: false });
    // The list has arrived, empty (the notifications controller is not running here).
    useNotificationsStore.setState({ loaded: true, items: [], unseen: 0, unread: 0 });
    await renderShell(page('/home'), { path: '/home' });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByTestId('notifications-panel');
    expect(within(panel).getByText("You're all caught up")).toBeTruthy();
  });
});

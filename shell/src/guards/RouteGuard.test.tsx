import { act, screen, waitFor } from '@testing-library/react';
import { bus, useSessionStore, useSettingsStore, type User } from '@nibras/shared-ui';
import { RouteGuard } from './RouteGuard';
import type { Access } from '../routes';
import { clearJustSignedIn, markJustSignedIn } from '../session/postAuth';
import { renderShell } from '../testing/renderShell';

const student = (over: Partial<User> = {}): User => ({
  _id: 'u1',
  username: 'Sara Ali',
  email: 's@example.com',
  roles: ['user'],
  hasOnBoarded: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

const signIn = (user: User) => useSessionStore.getState().login(user, 'tok', { broadcast: false });

function guarded(access: Access, path: string) {
  return (
    <RouteGuard access={access} path={path} locale="en">
      <p>the page</p>
    </RouteGuard>
  );
}

afterAll(() => bus.close());
beforeEach(() => {
  useSessionStore.getState().logout('remote-tab');
  useSettingsStore.getState().reset({ broadcast: false });
  clearJustSignedIn();
});

describe('RouteGuard', () => {
  it('renders an auth page for an onboarded student', async () => {
    signIn(student());
    await renderShell(guarded('auth', '/home'), { path: '/home' });
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('sends a visitor to /auth, and resets the settings', async () => {
    useSettingsStore.getState().update('accessibility', { textSize: 'large' }, { broadcast: false });
    const { location, toasts } = await renderShell(guarded('auth', '/home'), { path: '/home' });
    await waitFor(() => expect(location()).toBe('/en/auth'));
    expect(screen.queryByText('the page')).toBeNull();
    expect(useSettingsStore.getState()).toMatchObject({ saved: false });
    expect(useSettingsStore.getState().settings.accessibility.textSize).toBe('medium');
    expect(toasts).toEqual([]);
  });

  it('logs out another role with a toast', async () => {
    signIn(student({ roles: ['admin'] }));
    const { location, toasts } = await renderShell(guarded('auth', '/settings'), { path: '/settings' });
    await waitFor(() => expect(location()).toBe('/en/auth'));
    expect(useSessionStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
    expect(toasts).toEqual([{ kind: 'error', text: 'shell:auth.errors.roleNotAllowed' }]);
  });

  it('sends an un-onboarded student to /onboarding with the toast', async () => {
    signIn(student({ hasOnBoarded: false }));
    const { location, toasts } = await renderShell(guarded('auth', '/home'), { path: '/home' });
    await waitFor(() => expect(location()).toBe('/en/onboarding'));
    expect(toasts).toEqual([{ kind: 'error', text: 'toast.onboardingRequired' }]);
    expect(useSessionStore.getState().isAuthenticated).toBe(true);
  });

  it('follows a logout made elsewhere (a 401, another tab) to /auth', async () => {
    signIn(student());
    const { location } = await renderShell(guarded('auth', '/dashboard'), { path: '/dashboard' });
    expect(screen.getByText('the page')).toBeTruthy();
    act(() => useSessionStore.getState().logout('remote-tab'));
    await waitFor(() => expect(location()).toBe('/en/auth'));
  });

  it('moves /auth on when another tab signs in', async () => {
    const { location } = await renderShell(guarded('no-auth', '/auth'), { path: '/auth' });
    expect(screen.getByText('the page')).toBeTruthy();
    act(() => signIn(student({ hasOnBoarded: false })));
    await waitFor(() => expect(location()).toBe('/en/onboarding'));
  });

  it("sends this tab's own sign-in to the success screen", async () => {
    const { location } = await renderShell(guarded('no-auth', '/auth'), { path: '/auth' });
    act(() => {
      markJustSignedIn('sign-up');
      signIn(student({ hasOnBoarded: false }));
    });
    await waitFor(() => expect(location()).toBe('/en/auth/success'));
  });
});

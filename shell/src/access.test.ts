import type { Role, User } from '@nibras/shared-ui';
import { decideAccess, isPermitted, type SessionSnapshot } from './access';
import { ROUTES, matchRoute } from './routes';

const user = (over: Partial<User> = {}): User => ({
  _id: 'u1',
  username: 'Sara Ali',
  email: 's@example.com',
  roles: ['user'],
  hasOnBoarded: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

const session = (over: Partial<SessionSnapshot> = {}): SessionSnapshot => ({
  hydrated: true,
  token: 'tok',
  isAuthenticated: true,
  user: user(),
  ...over,
});

const signedOut = session({ token: null, isAuthenticated: false, user: null });
const unonboarded = session({ user: user({ hasOnBoarded: false }) });
const admin = session({ user: user({ roles: ['admin'] }) });
const toAuth = { kind: 'redirect', to: '/auth', logout: true };

describe('isPermitted', () => {
  it.each<[Role[], boolean]>([
    [['user'], true],
    [['user', 'user'], true],
    [[], false],
    [['admin'], false],
    [['user', 'admin'], false],
    [['user', 'moderator'], false],
    [['platform_owner'], false],
    [['school_owner'], false],
  ])('roles %j -> %s', (roles, expected) => {
    expect(isPermitted(user({ roles }))).toBe(expected);
  });
  it('refuses no user', () => expect(isPermitted(null)).toBe(false));
});

describe('auth pages (spec section 4)', () => {
  it('wait for the persisted session to be read', () => {
    expect(decideAccess('auth', '/home', session({ hydrated: false }))).toEqual({ kind: 'wait' });
  });

  it('render for an onboarded student', () => {
    expect(decideAccess('auth', '/home', session())).toEqual({ kind: 'render' });
  });

  it.each([
    ['no token', session({ token: null })],
    ['not authenticated', session({ isAuthenticated: false })],
    ['no user', session({ user: null })],
    ['signed out', signedOut],
  ])('log out, reset settings and go to /auth with %s', (_name, s) => {
    expect(decideAccess('auth', '/home', s)).toEqual(toAuth);
  });

  it.each<Role[]>([['admin'], ['user', 'moderator'], ['platform_owner'], ['school_owner'], []])(
    'log out roles %j and say why',
    (...roles) => {
      expect(decideAccess('auth', '/settings', session({ user: user({ roles }) }))).toEqual({
        ...toAuth,
        toast: 'roleNotAllowed',
      });
    },
  );

  it('send an un-onboarded student to /onboarding with the toast', () => {
    expect(decideAccess('auth', '/home', unonboarded)).toEqual({
      kind: 'redirect',
      to: '/onboarding',
      toast: 'onboardingRequired',
    });
  });

  it('let an un-onboarded student onboard, and send an onboarded one home', () => {
    expect(decideAccess('auth', '/onboarding', unonboarded)).toEqual({ kind: 'render' });
    expect(decideAccess('auth', '/onboarding', session())).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideAccess('auth', '/onboarding', admin)).toEqual({ ...toAuth, toast: 'roleNotAllowed' });
    expect(decideAccess('auth', '/onboarding', signedOut)).toEqual(toAuth);
  });
});

describe('no-auth pages', () => {
  it('render for signed-out visitors', () => {
    expect(decideAccess('no-auth', '/auth', signedOut)).toEqual({ kind: 'render' });
  });
  it('send onboarded students home and the others to onboarding', () => {
    expect(decideAccess('no-auth', '/auth', session())).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideAccess('no-auth', '/auth', unonboarded)).toEqual({ kind: 'redirect', to: '/onboarding' });
  });
  it('send a tab that has just signed in to the success screen', () => {
    expect(decideAccess('no-auth', '/auth', unonboarded, true)).toEqual({
      kind: 'redirect',
      to: '/auth/success',
    });
  });
  it('log out an account with another role and stay on /auth', () => {
    expect(decideAccess('no-auth', '/auth', admin, true)).toEqual({ ...toAuth, toast: 'roleNotAllowed' });
  });
});

describe('the success screen (signed-in)', () => {
  it('renders for any signed-in student, onboarded or not', () => {
    expect(decideAccess('signed-in', '/auth/success', unonboarded)).toEqual({ kind: 'render' });
    expect(decideAccess('signed-in', '/auth/success', session())).toEqual({ kind: 'render' });
  });
  it('sends everyone else to /auth', () => {
    expect(decideAccess('signed-in', '/auth/success', signedOut)).toEqual(toAuth);
    expect(decideAccess('signed-in', '/auth/success', admin)).toEqual({ ...toAuth, toast: 'roleNotAllowed' });
  });
});

describe('public pages', () => {
  it.each([signedOut, unonboarded, admin, session({ hydrated: false })])('stay open to everyone', (s) => {
    expect(decideAccess('public', '/pricing', s)).toEqual({ kind: 'render' });
  });
});

describe('the route table', () => {
  it('guards every remote route except marketing, and /onboarding', () => {
    const auth = ROUTES.filter((r) => r.access === 'auth');
    expect(auth.every((r) => r.owner !== 'mfe_marketing')).toBe(true);
    expect(
      ROUTES.filter((r) => r.owner !== 'shell' && r.owner !== 'mfe_marketing').every(
        (r) => r.access === 'auth',
      ),
    ).toBe(true);
    expect(matchRoute('/onboarding')?.access).toBe('auth');
    expect(matchRoute('/auth')?.access).toBe('no-auth');
    expect(matchRoute('/auth/reset')?.access).toBe('no-auth');
    expect(matchRoute('/auth/success')?.access).toBe('signed-in');
  });
});

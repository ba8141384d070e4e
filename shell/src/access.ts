// The one access module (spec sections 4 and 6): who may see a route, and where
// everyone else goes. Pure, so every rule is unit-tested; RouteGuard applies it.
import type { User } from '@nibras/shared-ui';
import type { Access } from './routes';

/** Only accounts whose roles are all `user` may use the signed-in app (an empty list is not). */
export function isPermitted(user: User | null | undefined): user is User {
  return !!user && user.roles.length > 0 && user.roles.every((role) => role === 'user');
}

export interface SessionSnapshot {
  hydrated: boolean;
  token: string | null;
  isAuthenticated: boolean;
  user: User | null;
}

/** Signed in, as far as the client knows: a token, the flag and a user. */
export const isSignedIn = (s: SessionSnapshot): boolean => !!s.token && s.isAuthenticated && !!s.user;

export type GuardToast = 'onboardingRequired' | 'roleNotAllowed';

export type AccessDecision =
  | { kind: 'render' }
  /** The persisted session is still being read: show a skeleton. */
  | { kind: 'wait' }
  | {
      kind: 'redirect';
      /** Path under the locale prefix. */
      to: string;
      /** Log out (reason `guard`) and reset the settings to their defaults first. */
      logout?: boolean;
      toast?: GuardToast;
    };

const RENDER: AccessDecision = { kind: 'render' };

/**
 * @param path the path under the locale prefix (`/home`)
 * @param justSignedIn this tab has just signed in (its own form, not another tab): go to the success screen
 */
export function decideAccess(
  access: Access,
  path: string,
  session: SessionSnapshot,
  justSignedIn = false,
): AccessDecision {
  if (access === 'public') return RENDER;
  if (!session.hydrated) return { kind: 'wait' };
  const signedIn = isSignedIn(session);
  const permitted = signedIn && isPermitted(session.user);
  // A signed-in account with another role is never kept (admins, moderators...).
  const refused = signedIn && !permitted;

  if (access === 'no-auth') {
    if (!signedIn) return RENDER;
    if (refused) return { kind: 'redirect', to: '/auth', logout: true, toast: 'roleNotAllowed' };
    if (justSignedIn) return { kind: 'redirect', to: '/auth/success' };
    return { kind: 'redirect', to: session.user?.hasOnBoarded ? '/home' : '/onboarding' };
  }

  // auth and signed-in
  if (!permitted) {
    return { kind: 'redirect', to: '/auth', logout: true, ...(refused ? { toast: 'roleNotAllowed' } : {}) };
  }
  if (access === 'signed-in') return RENDER;
  const onboarded = session.user?.hasOnBoarded === true;
  if (path === '/onboarding') return onboarded ? { kind: 'redirect', to: '/home' } : RENDER;
  if (!onboarded) return { kind: 'redirect', to: '/onboarding', toast: 'onboardingRequired' };
  return RENDER;
}

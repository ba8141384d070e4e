// Applies the access module to the current route: waits for hydration, redirects (with
// the logout, settings reset and toast the decision asks for), or renders the page.
// It follows the session store, so a logout from a 401 or from another tab, or a login
// from another tab, moves this tab at once.
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Skeleton, toast, useSessionStore, useSettingsStore, type Locale } from '@nibras/shared-ui';
import { decideAccess, type AccessDecision } from '../access';
import type { Access } from '../routes';
import { clearJustSignedIn, justSignedIn } from '../session/postAuth';

const TOAST_KEYS = {
  onboardingRequired: 'toast.onboardingRequired',
  roleNotAllowed: 'shell:auth.errors.roleNotAllowed',
} as const;

export function useAccessDecision(access: Access, path: string): AccessDecision {
  const hydrated = useSessionStore((s) => s.hydrated);
  const token = useSessionStore((s) => s.token);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const user = useSessionStore((s) => s.user);
  return decideAccess(access, path, { hydrated, token, isAuthenticated, user }, justSignedIn() !== null);
}

export function RouteGuard({
  access,
  path,
  locale,
  children,
}: {
  access: Access;
  path: string;
  locale: Locale;
  children: ReactNode;
}) {
  const decision = useAccessDecision(access, path);
  // useNavigate() changes identity with the location; the redirect must run once per decision.
  const routerNavigate = useNavigate();
  const navigate = useRef(routerNavigate);
  useLayoutEffect(() => {
    navigate.current = routerNavigate;
  });
  const target = decision.kind === 'redirect' ? decision : null;
  const key = target ? `${target.to}|${target.logout ?? ''}|${target.toast ?? ''}` : '';

  useEffect(() => {
    if (!target) return;
    if (target.logout) {
      clearJustSignedIn();
      useSessionStore.getState().logout('guard');
      useSettingsStore.getState().reset();
    }
    if (target.toast) toast.error(TOAST_KEYS[target.toast]);
    void navigate.current(`/${locale}${target.to}`, { replace: true });
    // `key` sums up the target; the object itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale]);

  if (decision.kind === 'render') return <>{children}</>;
  return (
    <div className="nibras-guard-wait" data-testid="guard-wait" aria-busy="true">
      <Skeleton active title paragraph={{ rows: 4 }} />
    </div>
  );
}

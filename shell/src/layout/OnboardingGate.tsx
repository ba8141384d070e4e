// Spec section 2: a signed-in student who has not onboarded yet cannot use the navbar's
// links, logo, search, notifications or settings; a click is stopped and a dialog says
// why, with a "Let's begin" button that closes it.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { LoadBoundary, useSessionStore } from '@nibras/shared-ui';
import { isPermitted } from '../access';

const OnboardingGateDialog = lazy(() =>
  import('./OnboardingGateDialog').then((m) => ({ default: m.OnboardingGateDialog })),
);

interface Gate {
  /** True while the signed-in student has not onboarded. */
  blocked: boolean;
  /**
   * Call from a navbar control's click (or open) handler: when blocked it stops the
   * event, opens the dialog and returns true, so the caller does nothing else.
   */
  intercept(event?: SyntheticEvent): boolean;
}

const GateContext = createContext<Gate>({ blocked: false, intercept: () => false });

export const useOnboardingGate = (): Gate => useContext(GateContext);

export function OnboardingGateProvider({ children }: { children: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const blocked = isAuthenticated && isPermitted(user) && !user.hasOnBoarded;
  const [open, setOpen] = useState(false);

  const intercept = useCallback(
    (event?: SyntheticEvent) => {
      if (!blocked) return false;
      event?.preventDefault();
      event?.stopPropagation();
      setOpen(true);
      return true;
    },
    [blocked],
  );
  const gate = useMemo(() => ({ blocked, intercept }), [blocked, intercept]);

  // The dialog's code (antd Modal, from shared-ui's `extra`) loads when it is needed: as soon as
  // the student is blocked (so a click opens it at once), never for everyone else.
  return (
    <GateContext.Provider value={gate}>
      {children}
      {blocked && (
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <OnboardingGateDialog open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </LoadBoundary>
      )}
    </GateContext.Provider>
  );
}

// Spec section 2: a signed-in student who has not onboarded yet cannot use the navbar's
// links, logo, search, notifications or settings; a click is stopped and a dialog says
// why, with a "Let's begin" button that closes it.
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, useSessionStore } from '@nibras/shared-ui';
import { isPermitted } from '../access';
import { LogoMark } from './Logo';

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
  const { t } = useTranslation('shell');
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

  return (
    <GateContext.Provider value={gate}>
      {children}
      <Modal
        open={open && blocked}
        onCancel={() => setOpen(false)}
        title={<span id="onboarding-dialog-title">{t('gate.title')}</span>}
        centered
        width={440}
        footer={
          <Button type="primary" size="large" block onClick={() => setOpen(false)} data-testid="gate-begin">
            {t('gate.begin')}
          </Button>
        }
        className="nibras-gate-dialog"
        closable={{ 'aria-label': t('gate.close') }}
      >
        <div data-testid="onboarding-dialog" className="nibras-gate-dialog__body">
          <div className="nibras-gate-dialog__art" aria-hidden="true">
            <LogoMark size={56} />
          </div>
          <p id="onboarding-dialog-description" className="nibras-gate-dialog__text">
            {t('gate.description')}
          </p>
        </div>
      </Modal>
    </GateContext.Provider>
  );
}

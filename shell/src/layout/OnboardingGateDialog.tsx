// The dialog of the onboarding gate (OnboardingGate.tsx): "Complete onboarding", why, and a
// "Let's begin" button that closes it (spec section 2).
import { useTranslation } from 'react-i18next';
import { Button } from '@nibras/shared-ui';
import { Modal } from '@nibras/shared-ui/extra';
import { LogoMark } from './Logo';

export function OnboardingGateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={<span id="onboarding-dialog-title">{t('gate.title')}</span>}
      centered
      width={440}
      footer={
        <Button type="primary" size="large" block onClick={onClose} data-testid="gate-begin">
          {t('gate.begin')}
        </Button>
      }
      className="nibras-gate-dialog"
      // No zoom or fade: rc-motion waits for an `animationend` that a busy machine was seen
      // never to deliver (the dialog stayed open in `ant-zoom-enter-active` after "Let's
      // begin"). This dialog appears on a blocked click, so it shows and hides at once.
      transitionName=""
      maskTransitionName=""
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
  );
}

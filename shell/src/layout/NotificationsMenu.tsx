// The notifications dropdown: the live list arrives with the notifications issue; for
// now a well-designed empty state (the list area keeps the spec's 400 px maximum height).
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon, Button, Empty, Popover } from '@nibras/shared-ui';
import { useOnboardingGate } from './OnboardingGate';

export function NotificationsMenu() {
  const { t } = useTranslation('shell');
  const gate = useOnboardingGate();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      setOpen(false);
      trigger.current?.focus();
    }
  };
  const content = (
    <div
      className="nibras-popover nibras-notifications"
      role="dialog"
      aria-labelledby="nibras-notifications-title"
      onKeyDown={onKeyDown}
      data-testid="notifications-panel"
    >
      <h3 className="nibras-popover__heading" id="nibras-notifications-title">
        {t('notifications.title')}
      </h3>
      <div className="nibras-notifications__list" tabIndex={-1}>
        <Empty
          image={<BellIcon size={44} />}
          description={
            <span className="nibras-notifications__empty">
              <strong>{t('notifications.emptyTitle')}</strong>
              <span>{t('notifications.emptyBody')}</span>
            </span>
          }
        />
      </div>
    </div>
  );
  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        if (next && gate.blocked) return;
        setOpen(next);
      }}
      arrow={false}
    >
      <Button
        ref={trigger}
        type="text"
        shape="circle"
        className="nibras-nav__icon"
        aria-label={t('notifications.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-nav="notifications"
        icon={<BellIcon />}
        onClick={(e) => gate.intercept(e)}
      />
    </Popover>
  );
}

// The navbar's notifications: a bell with a dot while any notification is unseen; opening it
// marks them all seen (after the call succeeds); "Mark all as read" shows only while any is
// unread; the list scrolls within 400 px (spec sections 4 and 9). The data comes from
// startNotifications (the shell starts it once).
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, theme } from '../ui';
import { Badge, Popover } from '../ui-extra';
import { BellIcon } from '../icons/core';
import type { Locale } from '../types';
import { NotificationTypeIcon } from './icons';
import { relativeTime, relativeTimeLong } from './relativeTime';
import { useNotificationsStore } from './store';
import type { AppNotification } from './types';
import './notifications.css';

/** The shell's onboarding gate (spec section 2): while blocked, a click opens its dialog instead. */
export interface NotificationsGate {
  blocked: boolean;
  intercept(event?: SyntheticEvent): boolean;
}

export interface NotificationsDropdownProps {
  gate?: NotificationsGate;
  /** Extra class for the bell button (the navbar's icon-button style). */
  triggerClassName?: string;
  placement?: 'bottomRight' | 'bottomLeft' | 'bottom';
}

/** The time "3m ago" is counted from: refreshed on opening and every `intervalMs` while open. */
function useNow(active: boolean, intervalMs = 30_000): [number, () => void] {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [active, intervalMs]);
  return [now, () => setNow(Date.now())];
}

function NotificationItem({ item, locale, now }: { item: AppNotification; locale: Locale; now: number }) {
  const { t } = useTranslation('common');
  const date = new Date(item.timestamp * 1000);
  const full = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-arab-ca-gregory' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
  return (
    <li
      className={`nibras-ntf__item${item.read ? '' : ' nibras-ntf__item--unread'}`}
      data-testid="notification-item"
      data-id={item._id}
      data-read={item.read}
      data-type={item.type}
    >
      <span className={`nibras-ntf__icon nibras-ntf__icon--${item.type}`}>
        <NotificationTypeIcon type={item.type} />
      </span>
      <div className="nibras-ntf__body">
        <p className="nibras-ntf__message">
          <span className="nibras-visually-hidden">{t(`notifications.types.${item.type}`)}: </span>
          {item.message[locale]}
        </p>
        <time className="nibras-ntf__time" dateTime={date.toISOString()} title={full}>
          <span aria-hidden="true">{relativeTime(item.timestamp, locale, now)}</span>
          <span className="nibras-visually-hidden">{relativeTimeLong(item.timestamp, locale, now)}</span>
        </time>
      </div>
      {!item.read && (
        <span className="nibras-ntf__unread" data-testid="notification-unread">
          <span className="nibras-visually-hidden">{t('notifications.unread')}</span>
        </span>
      )}
    </li>
  );
}

export function NotificationsDropdown({
  gate,
  triggerClassName,
  placement = 'bottomRight',
}: NotificationsDropdownProps) {
  const { t, i18n } = useTranslation('common');
  const locale: Locale = i18n.language === 'ar' ? 'ar' : 'en';
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = `${useId().replace(/:/g, '')}-notifications`;

  const items = useNotificationsStore((s) => s.items);
  const unseen = useNotificationsStore((s) => s.unseen);
  const unread = useNotificationsStore((s) => s.unread);
  const loaded = useNotificationsStore((s) => s.loaded);
  const nextBefore = useNotificationsStore((s) => s.nextBefore);
  const loadingMore = useNotificationsStore((s) => s.loadingMore);
  const markAllSeen = useNotificationsStore((s) => s.markAllSeen);
  const markAllRead = useNotificationsStore((s) => s.markAllRead);
  const loadMore = useNotificationsStore((s) => s.loadMore);
  const [now, refreshNow] = useNow(open);

  // While open, notifications that arrive are seen too (the student is looking at them).
  useEffect(() => {
    if (open && unseen > 0) void markAllSeen();
  }, [open, unseen, markAllSeen]);

  useEffect(() => {
    if (open) requestAnimationFrame(() => heading.current?.focus());
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  };

  const style = {
    '--ntf-text': token.colorText,
    '--ntf-text-2': token.colorTextSecondary,
    '--ntf-border': token.colorBorderSecondary,
    '--ntf-primary': token.colorPrimary,
    // antd derives a greyish colorPrimaryBg from our deep teal: tint the surface instead.
    '--ntf-unread-bg': `color-mix(in srgb, ${token.colorPrimary} 9%, ${token.colorBgElevated})`,
    '--ntf-hover': token.colorFillTertiary,
    '--ntf-icon-bg': token.colorFillSecondary,
  } as CSSProperties;

  const content = (
    <div
      className="nibras-ntf"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      style={style}
      data-testid="notifications-panel"
    >
      <div className="nibras-ntf__header">
        <h3 className="nibras-ntf__title" id={titleId} ref={heading} tabIndex={-1}>
          {t('notifications.title')}
        </h3>
        {unread > 0 && (
          <Button
            type="link"
            size="small"
            onClick={() => void markAllRead()}
            data-testid="notifications-read-all"
          >
            {t('notifications.markAllRead')}
          </Button>
        )}
      </div>
      <div className="nibras-ntf__list" data-testid="notifications-list">
        {!loaded && items.length === 0 ? (
          <div aria-busy="true" className="nibras-ntf__loading">
            <span className="nibras-visually-hidden">{t('notifications.loading')}</span>
            <Skeleton active avatar={{ size: 'small' }} title={false} paragraph={{ rows: 2 }} />
          </div>
        ) : items.length === 0 ? (
          <div className="nibras-ntf__empty" data-testid="notifications-empty">
            <span className="nibras-ntf__empty-art" aria-hidden="true">
              <NotificationTypeIcon type="notification" />
            </span>
            <strong>{t('notifications.emptyTitle')}</strong>
            <span>{t('notifications.emptyBody')}</span>
          </div>
        ) : (
          <ul className="nibras-ntf__items" aria-labelledby={titleId}>
            {items.map((item) => (
              <NotificationItem key={item._id} item={item} locale={locale} now={now} />
            ))}
          </ul>
        )}
        {nextBefore && items.length > 0 && (
          <Button
            type="text"
            block
            className="nibras-ntf__more"
            loading={loadingMore}
            onClick={() => void loadMore()}
            data-testid="notifications-more"
          >
            {t('notifications.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      placement={placement}
      open={open}
      onOpenChange={(next) => {
        if (next && gate?.blocked) return;
        if (next) refreshNow();
        setOpen(next);
      }}
      arrow={false}
      classNames={{ root: 'nibras-ntf-popover' }}
      styles={{ container: { padding: 0 } }}
    >
      <Button
        ref={trigger}
        type="text"
        shape="circle"
        className={triggerClassName}
        aria-label={unseen > 0 ? t('notifications.openUnseen') : t('notifications.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-nav="notifications"
        data-testid="notifications-trigger"
        data-unseen={unseen > 0 || undefined}
        onClick={(e) => gate?.intercept(e)}
        icon={
          <Badge dot={unseen > 0} offset={[-2, 2]} data-testid={unseen > 0 ? 'notifications-dot' : undefined}>
            <span className="nibras-ntf__bell">
              <BellIcon />
            </span>
          </Badge>
        }
      />
    </Popover>
  );
}

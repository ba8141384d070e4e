// The settings menu: the six pages (antd Menu; arrow keys move between items, Enter opens one)
// and the logout item. Each label is a real link (its address shows, it opens in a new tab), but
// the menu does the navigation so one click makes one history entry.
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@nibras/shared-ui';
import { AccessibilityIcon, BookIcon, CardIcon, HelpIcon, Menu, UserIcon } from '@nibras/shared-ui/extra';
import { SETTINGS_PAGES, type SettingsPageDef } from '../pages';
import { LogoutItem } from './LogoutItem';

const ICONS: Record<SettingsPageDef['pageId'], ReactNode> = {
  general: <UserIcon size={18} />,
  accessibility: <AccessibilityIcon size={18} />,
  notifications: <BellIcon size={18} />,
  'learning-preferences': <BookIcon size={18} />,
  'help-support': <HelpIcon size={18} />,
  subscriptions: <CardIcon size={18} />,
};

const isModified = (e: { metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/** The page a path belongs to (`/settings/accessibility` -> accessibility). */
export function activePage(pathname: string): SettingsPageDef | undefined {
  return SETTINGS_PAGES.find((p) => p.path === pathname.replace(/\/+$/, ''));
}

export function SettingsNav({
  pathname,
  onNavigate,
  id,
}: {
  /** The path under the locale (`/settings/notifications`). */
  pathname: string;
  /** Called after a page was chosen (the phone drawer closes). */
  onNavigate?: () => void;
  id: string;
}) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const active = activePage(pathname);

  return (
    <nav className="st-nav" aria-labelledby={`${id}-label`} data-testid="settings-nav">
      <h2 id={`${id}-label`} className="st-nav__label">
        {t('layout.menuLabel')}
      </h2>
      <Menu
        mode="inline"
        className="st-nav__menu"
        selectedKeys={active ? [active.path] : []}
        onClick={({ key, domEvent }) => {
          // Ctrl/Cmd/Shift-click: the link opens the page in a new tab or window instead.
          if (isModified(domEvent)) return;
          if (key !== active?.path) void navigate(key);
          onNavigate?.();
        }}
        items={SETTINGS_PAGES.map((page) => ({
          key: page.path,
          // A wrapper antd can give its icon class to (it sets the gap between icon and label).
          icon: <span className="st-nav__icon">{ICONS[page.pageId]}</span>,
          label: (
            <Link
              to={page.path}
              tabIndex={-1}
              onClick={(e) => {
                if (!isModified(e)) e.preventDefault();
              }}
              aria-current={page.path === active?.path ? 'page' : undefined}
              data-menu={page.pageId}
            >
              {t(`menu.${page.key}`)}
            </Link>
          ),
        }))}
      />
      <div className="st-nav__divider" role="presentation" />
      <LogoutItem />
    </nav>
  );
}

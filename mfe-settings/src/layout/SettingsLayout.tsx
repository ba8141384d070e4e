// One layout for the six settings pages (spec section 2): the profile header, the menu at the
// side on desktop and in a drawer on phones (< 768 px), and the page.
import { useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Drawer, MenuIcon, useMediaQuery, useRemote } from '@nibras/shared-ui';
import { useSettingsStyle } from '../useSettingsStyle';
import { ProfileHeader } from './ProfileHeader';
import { SettingsNav, activePage } from './SettingsNav';
import '../settings.css';

export const PHONE_QUERY = '(max-width: 767.98px)';

export function SettingsLayout() {
  const { t } = useTranslation('settings');
  const { locale } = useRemote();
  const { pathname } = useLocation();
  const phone = useMediaQuery(PHONE_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { style, dark } = useSettingsStyle();
  const navId = useId().replace(/:/g, '');
  const active = activePage(pathname);

  return (
    <div className={`st${dark ? ' st--dark' : ''}`} style={style} data-phone={phone || undefined}>
      <ProfileHeader />
      <div className="st__body">
        {phone ? (
          <>
            <Button
              className="st__menu-button"
              icon={<MenuIcon size={18} />}
              onClick={() => setDrawerOpen(true)}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              data-testid="settings-menu-button"
              block
            >
              <span className="st__menu-button-text">
                <span>{t('layout.openMenu')}</span>
                {active && <strong>{t(`menu.${active.key}`)}</strong>}
              </span>
            </Button>
            <Drawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              placement={locale === 'ar' ? 'right' : 'left'}
              size={300}
              title={t('layout.menuTitle')}
              className="st-drawer"
              rootStyle={style}
              closable={{ 'aria-label': t('layout.closeMenu') }}
            >
              <SettingsNav
                id={`${navId}-drawer`}
                pathname={pathname}
                onNavigate={() => setDrawerOpen(false)}
              />
            </Drawer>
          </>
        ) : (
          <aside className="st__aside">
            <SettingsNav id={navId} pathname={pathname} />
          </aside>
        )}
        <div className="st__content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

// The navbars (spec section 2): the public one with "Get started" for visitors, the
// signed-in one for students. For a student who has not onboarded, every control of
// the signed-in navbar except the language toggle goes through the onboarding gate.
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  AvatarPlaceholder,
  Button,
  Drawer,
  LoadBoundary,
  MenuIcon,
  SparklesIcon,
  switchLocalePath,
  useSessionStore,
  type Locale,
  type User,
} from '@nibras/shared-ui';
import { isPermitted } from '../access';
import { menuLink, menuLinks } from '../routes';
import { LogoMark } from './Logo';

// The signed-in navbar's dropdowns use antd Popover, Input and Badge (shared-ui's `extra`), which
// the public pages never need: they load with the signed-in navbar, in a space of their own size
// (which stays if their code cannot be fetched: the rest of the navbar keeps working).
const SearchMenu = lazy(() => import('./SearchMenu').then((m) => ({ default: m.SearchMenu })));
const NotificationsMenu = lazy(() =>
  import('./NotificationsMenu').then((m) => ({ default: m.NotificationsMenu })),
);
const iconSpace = <span className="nibras-nav__icon-space" aria-hidden="true" />;
import { useOnboardingGate } from './OnboardingGate';

const PUBLIC_LINKS = menuLinks('navbar', 'visitor');

/** The signed-in navbar's links (spec section 2), in order. */
export const APP_LINKS = menuLinks('navbar', 'student');
/** The navbar's buttons. */
const GET_STARTED = menuLink('getStarted', 'visitor').path;
const AI = menuLink('ai', 'student').path;
const SETTINGS = menuLink('settings', 'student').path;

const isUnder = (path: string, prefix: string) =>
  prefix === '' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`);

export function LanguageToggle({ locale }: { locale: Locale }) {
  const location = useLocation();
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <Link
      to={switchLocalePath(location.pathname, other) + location.search + location.hash}
      lang={other}
      hrefLang={other}
      className="nibras-lang-toggle"
      data-testid="language-toggle"
    >
      {other === 'ar' ? 'العربية' : 'English'}
    </Link>
  );
}

/** The signed-in navbar is shown to a signed-in student (any onboarding state). */
export function useSignedInStudent(): User | null {
  const user = useSessionStore((s) => s.user);
  const token = useSessionStore((s) => s.token);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  return token && isAuthenticated && isPermitted(user) ? user : null;
}

export function Navbar({ locale, path }: { locale: Locale; path: string }) {
  const student = useSignedInStudent();
  return student ? (
    <AppNavbar locale={locale} path={path} user={student} />
  ) : (
    <PublicNavbar locale={locale} path={path} />
  );
}

function Brand({ locale, onClick }: { locale: Locale; onClick?: (e: MouseEvent) => void }) {
  const { t } = useTranslation('shell');
  return (
    <Link to={`/${locale}`} className="nibras-brand" aria-label={t('nav.logo')} onClick={onClick}>
      <LogoMark />
      <span className="nibras-brand__name">{t('brand')}</span>
    </Link>
  );
}

function MenuButton({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Button
      className="nibras-nav__menu"
      type="text"
      aria-label={t('nav.openMenu')}
      aria-expanded={open}
      aria-controls="nibras-nav-drawer"
      icon={<MenuIcon />}
      onClick={onOpen}
    />
  );
}

export function PublicNavbar({ locale, path }: { locale: Locale; path: string }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const links = PUBLIC_LINKS.map((l) => (
    <Link
      key={l.key}
      to={`/${locale}${l.path}`}
      aria-current={isUnder(path, l.path) ? 'page' : undefined}
      className="nibras-nav__link"
      onClick={() => setOpen(false)}
    >
      {t(`nav.${l.key}`)}
    </Link>
  ));
  return (
    <header className="nibras-navbar" data-testid="navbar" data-variant="public">
      <nav className="nibras-navbar__inner" aria-label={t('nav.label')}>
        <Brand locale={locale} />
        <div className="nibras-nav__links">{links}</div>
        <div className="nibras-nav__actions">
          <LanguageToggle locale={locale} />
          <Link to={`/${locale}${GET_STARTED}`} className="nibras-nav__cta" data-testid="nav-get-started">
            {t('nav.getStarted')}
          </Link>
          <MenuButton open={open} onOpen={() => setOpen(true)} />
        </div>
      </nav>
      <Drawer
        id="nibras-nav-drawer"
        open={open}
        onClose={() => setOpen(false)}
        placement={locale === 'ar' ? 'left' : 'right'}
        title={t('brand')}
        size="default"
      >
        <div className="nibras-drawer-links">
          {links}
          <Link to={`/${locale}${GET_STARTED}`} className="nibras-nav__cta" onClick={() => setOpen(false)}>
            {t('nav.getStarted')}
          </Link>
        </div>
      </Drawer>
    </header>
  );
}

/**
 * The student's picture, or the placeholder when there is none or it cannot be loaded (what
 * antd's Avatar did, without the Tooltip and Popover code it brings to every first visit).
 */
function ProfilePicture({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className="nibras-nav__avatar">
      {src && failed !== src ? (
        <img src={src} alt="" width={36} height={36} onError={() => setFailed(src)} />
      ) : (
        <AvatarPlaceholder size={36} />
      )}
    </span>
  );
}

function AppNavbar({ locale, path, user }: { locale: Locale; path: string; user: User }) {
  const { t } = useTranslation('shell');
  const gate = useOnboardingGate();
  const [open, setOpen] = useState(false);
  const guardClick = (e: MouseEvent) => {
    if (!gate.intercept(e)) setOpen(false);
  };
  const links = APP_LINKS.map((l) => (
    <Link
      key={l.key}
      to={`/${locale}${l.path}`}
      aria-current={isUnder(path, l.path) ? 'page' : undefined}
      className="nibras-nav__link"
      data-nav={l.key}
      onClick={guardClick}
    >
      {t(`nav.${l.key}`)}
    </Link>
  ));
  const aiButton = (
    <Link
      to={`/${locale}${AI}`}
      className="nibras-nav__ai"
      data-nav="ai"
      aria-current={isUnder(path, AI) ? 'page' : undefined}
      onClick={guardClick}
    >
      <SparklesIcon size={18} />
      <span>{t('nav.ai')}</span>
    </Link>
  );
  return (
    <header
      className="nibras-navbar"
      data-testid="navbar"
      data-variant="app"
      data-onboarding-blocked={gate.blocked || undefined}
    >
      <nav className="nibras-navbar__inner" aria-label={t('nav.label')}>
        <Brand locale={locale} onClick={(e) => gate.intercept(e)} />
        <div className="nibras-nav__links">{links}</div>
        <div className="nibras-nav__actions">
          <span className="nibras-nav__wide">{aiButton}</span>
          <LoadBoundary fallback={iconSpace}>
            <Suspense fallback={iconSpace}>
              <SearchMenu />
            </Suspense>
          </LoadBoundary>
          <LoadBoundary fallback={iconSpace}>
            <Suspense fallback={iconSpace}>
              <NotificationsMenu />
            </Suspense>
          </LoadBoundary>
          <span className="nibras-nav__wide">
            <LanguageToggle locale={locale} />
          </span>
          <Link
            to={`/${locale}${SETTINGS}`}
            className="nibras-nav__profile"
            data-nav="settings"
            aria-label={t('nav.settingsFor', { name: user.username })}
            aria-current={isUnder(path, SETTINGS) ? 'page' : undefined}
            onClick={(e) => gate.intercept(e)}
          >
            <ProfilePicture src={user.profilePicture || undefined} />
          </Link>
          <MenuButton open={open} onOpen={() => setOpen(true)} />
        </div>
      </nav>
      <Drawer
        id="nibras-nav-drawer"
        open={open}
        onClose={() => setOpen(false)}
        placement={locale === 'ar' ? 'left' : 'right'}
        title={t('brand')}
        size="default"
      >
        <nav className="nibras-drawer-links" aria-label={t('nav.label')}>
          {links}
          {aiButton}
          <LanguageToggle locale={locale} />
        </nav>
      </Drawer>
    </header>
  );
}

import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Drawer, switchLocalePath, type Locale } from '@nibras/shared-ui';
import { LogoMark } from './Logo';

const PUBLIC_LINKS = [
  { key: 'home', path: '' },
  { key: 'pricing', path: '/pricing' },
  { key: 'about', path: '/about' },
  { key: 'faqs', path: '/faqs' },
] as const;

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

export function Navbar({ locale, path }: { locale: Locale; path: string }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const links = PUBLIC_LINKS.map((l) => {
    const current = (l.path || '/') === path;
    return (
      <Link
        key={l.key}
        to={`/${locale}${l.path}`}
        aria-current={current ? 'page' : undefined}
        className="nibras-nav__link"
        onClick={() => setOpen(false)}
      >
        {t(`nav.${l.key}`)}
      </Link>
    );
  });
  return (
    <header className="nibras-navbar" data-testid="navbar">
      <nav className="nibras-navbar__inner" aria-label={t('nav.label')}>
        <Link to={`/${locale}`} className="nibras-brand" aria-label={t('nav.logo')}>
          <LogoMark />
          <span>{t('brand')}</span>
        </Link>
        <div className="nibras-nav__links">{links}</div>
        <div className="nibras-nav__actions">
          <LanguageToggle locale={locale} />
          <Link to={`/${locale}/auth`} className="nibras-nav__cta">
            {t('nav.getStarted')}
          </Link>
          <Button
            className="nibras-nav__menu"
            aria-label={t('nav.openMenu')}
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            ☰
          </Button>
        </div>
      </nav>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement={locale === 'ar' ? 'left' : 'right'}
        title={t('brand')}
        size="default"
      >
        <div className="nibras-drawer-links">{links}</div>
      </Drawer>
    </header>
  );
}

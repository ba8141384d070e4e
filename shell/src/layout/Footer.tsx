import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@nibras/shared-ui';
import { menuLinks } from '../routes';
import { LogoMark } from './Logo';
import { useSignedInStudent } from './Navbar';

/** Footer quick links: the public set for visitors, the signed-in set for students (spec section 2). */
const QUICK_LINKS = { public: menuLinks('footer', 'visitor'), signedIn: menuLinks('footer', 'student') };

const SOCIAL = [
  { key: 'x', href: 'https://x.com/nibras_sa' },
  { key: 'instagram', href: 'https://www.instagram.com/nibras_sa' },
  { key: 'linkedin', href: 'https://www.linkedin.com/company/nibras-sa' },
] as const;

export function Footer({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const to = (p: string) => `/${locale}${p}`;
  const quickLinks = useSignedInStudent() ? QUICK_LINKS.signedIn : QUICK_LINKS.public;
  return (
    <footer className="nibras-footer" data-testid="footer">
      <div className="nibras-footer__inner">
        <div className="nibras-footer__brand">
          <Link to={to('')} className="nibras-brand">
            <LogoMark size={28} />
            <span>{t('brand')}</span>
          </Link>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.company')}>
          <h2>{t('footer.company')}</h2>
          <Link to={to('/about')}>{t('nav.about')}</Link>
          <Link to={to('/faqs')}>{t('nav.faqs')}</Link>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <h2>{t('footer.legal')}</h2>
          <Link to={to('/privacy-policy')}>{t('footer.privacy')}</Link>
          <Link to={to('/terms-of-services')}>{t('footer.terms')}</Link>
        </nav>
        <nav aria-label={t('footer.quickLinks')} data-testid="footer-quick-links">
          <h2>{t('footer.quickLinks')}</h2>
          {quickLinks.map((l) => (
            <Link key={l.key} to={to(l.path)}>
              {t(`nav.${l.key}`)}
            </Link>
          ))}
        </nav>
        <nav aria-label={t('footer.follow')}>
          <h2>{t('footer.follow')}</h2>
          {SOCIAL.map((s) => (
            <a key={s.key} href={s.href} target="_blank" rel="noopener noreferrer">
              {t(`footer.social.${s.key}`)}
            </a>
          ))}
        </nav>
      </div>
      <p className="nibras-footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ICONS } from './Icons';

/** The closing call to action shared by the landing and about pages. */
export function CtaBand({ secondary }: { secondary: { to: string; label: string } }) {
  const { t } = useTranslation('marketing');
  return (
    <section className="mk-cta-band" aria-labelledby="mk-cta-title">
      <h2 id="mk-cta-title">{t('common.ctaTitle')}</h2>
      <p>{t('common.ctaBody')}</p>
      <div className="mk-actions mk-actions--center">
        <Link to="/auth" className="mk-btn mk-btn--amber">
          {t('common.getStarted')}
          <span className="mk-flip">{ICONS.arrow()}</span>
        </Link>
        <Link to={secondary.to} className="mk-btn mk-btn--on-dark">
          {t(secondary.label)}
        </Link>
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card } from '../components/Card';
import { HOME_AUDIENCE, HOME_FEATURES, HOME_STEPS, HOME_TRUST } from '../content';
import { MarketingPage } from '../components/MarketingPage';
import { HeroArt } from '../components/HeroArt';
import { CtaBand } from '../components/CtaBand';
import { ICONS, NamedIcon } from '../components/Icons';

export default function HomePage() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingPage id="home">
      <section className="mk-hero" aria-labelledby="mk-home-title">
        <div className="mk-hero__text">
          <p className="mk-eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="mk-home-title" className="mk-hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="mk-hero__subtitle">{t('home.hero.subtitle')}</p>
          <div className="mk-actions" role="group" aria-label={t('home.hero.actions')}>
            <Link to="/auth" className="mk-btn mk-btn--amber mk-btn--lg" data-testid="home-get-started">
              {t('common.getStarted')}
              <span className="mk-flip">{ICONS.arrow()}</span>
            </Link>
            <Link to="/pricing" className="mk-btn mk-btn--on-dark mk-btn--lg">
              {t('common.seePricing')}
            </Link>
          </div>
          <p className="mk-hero__note">{t('home.hero.note')}</p>
        </div>
        <div className="mk-hero__art">
          <HeroArt />
        </div>
      </section>

      <section className="mk-trust" aria-labelledby="mk-trust-title">
        <h2 id="mk-trust-title" className="mk-trust__title">
          {t('home.trust.title')}
        </h2>
        <ul className="mk-trust__list">
          {HOME_TRUST.map((id) => (
            <li key={id}>
              <span className="mk-trust__icon">
                <NamedIcon name={id} />
              </span>
              {t(`home.trust.items.${id}`)}
            </li>
          ))}
        </ul>
        <p className="mk-trust__note">
          {t('common.curriculumNote')} <Link to="/privacy-policy">{t('home.trust.privacyLink')}</Link>
        </p>
      </section>

      <section className="mk-section" aria-labelledby="mk-features-title">
        <header className="mk-section__head">
          <h2 id="mk-features-title">{t('home.features.title')}</h2>
          <p>{t('home.features.subtitle')}</p>
        </header>
        <ul className="mk-grid mk-grid--features">
          {HOME_FEATURES.map((id) => (
            <li key={id}>
              <Card className="mk-feature">
                <span className={`mk-tile mk-tile--${id}`}>
                  <NamedIcon name={id} />
                </span>
                <h3>{t(`home.features.items.${id}.title`)}</h3>
                <p>{t(`home.features.items.${id}.body`)}</p>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mk-more">{t('home.features.more')}</p>
      </section>

      <section className="mk-section mk-how" aria-labelledby="mk-how-title">
        <header className="mk-section__head">
          <h2 id="mk-how-title">{t('home.how.title')}</h2>
          <p>{t('home.how.subtitle')}</p>
        </header>
        <ol className="mk-steps">
          {HOME_STEPS.map((id) => (
            <li key={id} className="mk-step">
              <h3>{t(`home.how.steps.${id}.title`)}</h3>
              <p>{t(`home.how.steps.${id}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mk-section" aria-labelledby="mk-audience-title">
        <header className="mk-section__head">
          <h2 id="mk-audience-title">{t('home.audience.title')}</h2>
        </header>
        <ul className="mk-grid mk-grid--three">
          {HOME_AUDIENCE.map((id) => (
            <li key={id}>
              <Card className="mk-audience">
                <span className="mk-tile mk-tile--soft">
                  <NamedIcon name={id} />
                </span>
                <h3>{t(`home.audience.items.${id}.title`)}</h3>
                <p>{t(`home.audience.items.${id}.body`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <CtaBand secondary={{ to: '/faqs', label: 'common.readFaqs' }} />
    </MarketingPage>
  );
}

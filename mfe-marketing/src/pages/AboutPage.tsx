import { useTranslation } from 'react-i18next';
import { Card } from '../components/Card';
import { ABOUT_VALUES } from '../content';
import { MarketingPage } from '../components/MarketingPage';
import { CtaBand } from '../components/CtaBand';
import { ICONS, NamedIcon } from '../components/Icons';
import { RichText } from '../components/RichText';

export default function AboutPage() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingPage id="about">
      <header className="mk-page-head mk-page-head--about">
        <svg className="mk-lantern" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <rect width="64" height="64" rx="16" fill="#0f766e" />
          <path d="M32 10c-8 10-14 17-14 26a14 14 0 0 0 28 0c0-9-6-16-14-26z" fill="#fde68a" />
          <circle cx="32" cy="38" r="6" fill="#0f766e" />
        </svg>
        <h1>{t('about.title')}</h1>
        <p className="mk-lead">{t('about.intro')}</p>
      </header>

      <div className="mk-story">
        <section aria-labelledby="mk-about-name" className="mk-story__item">
          <h2 id="mk-about-name">{t('about.name.title')}</h2>
          <p>{t('about.name.body')}</p>
        </section>
        <section aria-labelledby="mk-about-mission" className="mk-story__item">
          <h2 id="mk-about-mission">{t('about.mission.title')}</h2>
          <p>{t('about.mission.body')}</p>
        </section>
      </div>

      <section className="mk-section" aria-labelledby="mk-about-values">
        <header className="mk-section__head">
          <h2 id="mk-about-values">{t('about.values.title')}</h2>
        </header>
        <ul className="mk-grid mk-grid--four">
          {ABOUT_VALUES.map((id) => (
            <li key={id}>
              <Card className="mk-value">
                <span className="mk-tile">
                  <NamedIcon name={id} />
                </span>
                <h3>{t(`about.values.items.${id}.title`)}</h3>
                <p>{t(`about.values.items.${id}.body`)}</p>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mk-more">{t('common.curriculumNote')}</p>
      </section>

      <div className="mk-split">
        <section aria-labelledby="mk-about-team" className="mk-story__item">
          <h2 id="mk-about-team">{t('about.team.title')}</h2>
          <p>{t('about.team.body')}</p>
        </section>
        <section aria-labelledby="mk-about-contact" className="mk-contact">
          <span className="mk-tile">{ICONS.mail()}</span>
          <div>
            <h2 id="mk-about-contact">{t('about.contact.title')}</h2>
            <p>
              <RichText text={t('about.contact.body')} />
            </p>
            <p className="mk-address">{t('about.contact.address')}</p>
          </div>
        </section>
      </div>

      <CtaBand secondary={{ to: '/pricing', label: 'common.seePricing' }} />
    </MarketingPage>
  );
}

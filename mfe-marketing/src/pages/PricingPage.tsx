import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, useRemote } from '@nibras/shared-ui';
import { Card } from '../components/Card';
import { PLAN_PRICE, PLANS, type Plan } from '../content';
import { formatPrice, formatPriceParts } from '../format';
import { MarketingPage } from '../components/MarketingPage';
import { ICONS } from '../components/Icons';
import { RichText } from '../components/RichText';

const BETA_NOTICE_ID = 'mk-beta-notice';

function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('marketing');
  const { locale } = useRemote();
  const features = t(`plans.${plan.id}.features`, { returnObjects: true }) as string[];
  const headingId = `mk-plan-${plan.id}`;
  return (
    <li className={`mk-plan mk-plan--${plan.id}`} data-testid={`plan-${plan.id}`}>
      <Card className="mk-plan__card">
        <article aria-labelledby={headingId}>
          <h2 id={headingId} className="mk-plan__name">
            {t(`plans.${plan.id}.name`)}
          </h2>
          <p className="mk-plan__tagline">{t(`plans.${plan.id}.tagline`)}</p>
          <div className="mk-plan__price-block">
            <p className="mk-price" data-testid={`plan-${plan.id}-price`}>
              <span className="mk-price__amount">
                {formatPriceParts(plan.price, locale).map((part, i) =>
                  part.currency ? (
                    <span key={i} className="mk-price__currency">
                      {part.text}
                    </span>
                  ) : (
                    part.text
                  ),
                )}
              </span>{' '}
              <span className="mk-price__period">{t(`pricing.period.${plan.period}`)}</span>
            </p>
            {plan.seats > 1 && (
              <p className="mk-plan__seat">
                {t(`plans.${plan.id}.perSeat`, {
                  price: formatPrice(Math.round(plan.price / plan.seats), locale),
                })}
              </p>
            )}
          </div>
          <div className="mk-plan__action">
            {plan.subscribable ? (
              <>
                <Button block size="large" disabled aria-describedby={BETA_NOTICE_ID}>
                  {t('pricing.subscribe')}
                </Button>
                <p className="mk-plan__hint">{t('pricing.unavailable')}</p>
              </>
            ) : (
              <>
                <Link to="/auth" className="mk-btn mk-btn--primary mk-btn--block">
                  {t('common.getStarted')}
                </Link>
                <p className="mk-plan__hint">{t('pricing.noCard')}</p>
              </>
            )}
          </div>
          <h3 className="mk-plan__includes">{t('pricing.includes')}</h3>
          <ul className="mk-checks">
            {features.map((feature) => (
              <li key={feature}>
                {ICONS.check()}
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </article>
      </Card>
    </li>
  );
}

export default function PricingPage() {
  const { t } = useTranslation('marketing');
  const { locale } = useRemote();
  const metaValues = {
    individual: formatPrice(PLAN_PRICE.individual, locale),
    business: formatPrice(PLAN_PRICE.business, locale),
  };
  return (
    <MarketingPage id="pricing" metaValues={metaValues}>
      <header className="mk-page-head">
        <h1>{t('pricing.title')}</h1>
        <p className="mk-lead">{t('pricing.subtitle')}</p>
      </header>

      <div
        id={BETA_NOTICE_ID}
        className="mk-notice"
        role="note"
        aria-labelledby="mk-beta-title"
        data-testid="beta-notice"
      >
        <span className="mk-notice__icon">{ICONS.info()}</span>
        <div>
          <h2 id="mk-beta-title" className="mk-notice__title">
            {t('pricing.beta.title')}
          </h2>
          <p>{t('pricing.beta.body')}</p>
        </div>
      </div>

      <ul className="mk-plans" aria-label={t('pricing.listLabel')}>
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </ul>
      <p className="mk-vat">{t('pricing.vat')}</p>

      <section className="mk-band" aria-labelledby="mk-pricing-questions">
        <div>
          <h2 id="mk-pricing-questions">{t('pricing.questions.title')}</h2>
          <p>
            <RichText text={t('pricing.questions.body')} />
          </p>
        </div>
        <Link to="/faqs" className="mk-btn mk-btn--primary">
          {t('common.readFaqs')}
        </Link>
      </section>
    </MarketingPage>
  );
}

// /settings/subscriptions: the current plan (settings.subscription: free, unpaid, 0 by default)
// and the three plans in SAR. Subscribing is closed during the beta: the page says so, and the
// subscribe buttons are disabled and described by that notice.
import { useTranslation } from 'react-i18next';
import { Button, CheckIcon, PLANS, useRemote, useSettingsStore, type Plan } from '@nibras/shared-ui';
import { InfoIcon, Tag } from '@nibras/shared-ui/extra';
import { formatPrice } from '../format';
import { SettingsCard, SettingsPage } from './SettingsPage';

const BETA_NOTICE_ID = 'st-beta-notice';
const FEATURES: Record<Plan['id'], readonly string[]> = {
  free: ['tutor', 'quizzes', 'uploads', 'courses'],
  individual: ['everything', 'allowances', 'priority'],
  business: ['seats', 'progress', 'invoice'],
};

export function SubscriptionsPage() {
  const { t } = useTranslation('settings');
  const { locale } = useRemote();
  const subscription = useSettingsStore((s) => s.settings.subscription);
  const current = PLANS.find((p) => p.id === subscription.plan) ?? PLANS[0]!;

  return (
    <SettingsPage
      pageId="subscriptions"
      titleKey="subscriptions.title"
      descriptionKey="subscriptions.description"
    >
      <div id={BETA_NOTICE_ID} className="st-notice" role="note" data-testid="beta-notice">
        <span className="st-notice__icon" aria-hidden="true">
          <InfoIcon size={20} />
        </span>
        <div>
          <h2 className="st-notice__title">{t('subscriptions.beta.title')}</h2>
          <p>{t('subscriptions.beta.body')}</p>
        </div>
      </div>

      <SettingsCard id="current" title={t('subscriptions.current.title')} testId="current-plan">
        <div className="st-current">
          <div>
            <p className="st-current__name">
              {t(`subscriptions.plans.${current.id}.name`)}{' '}
              <Tag color={subscription.paid ? 'green' : 'default'} data-testid="current-plan-status">
                {t(subscription.paid ? 'subscriptions.current.paid' : 'subscriptions.current.unpaid')}
              </Tag>
            </p>
            <p className="st-muted">{t(`subscriptions.plans.${current.id}.for`)}</p>
          </div>
          <p className="st-current__price" data-testid="current-plan-price">
            <span className="st-price">{formatPrice(subscription.price, locale)}</span>
            <span className="st-muted"> {t(`subscriptions.period.${current.period}`)}</span>
          </p>
        </div>
      </SettingsCard>

      <SettingsCard id="plans" title={t('subscriptions.plansTitle')} description={t('subscriptions.vat')}>
        <ul className="st-plans" data-testid="plans">
          {PLANS.map((plan) => {
            const isCurrent = plan.id === current.id;
            return (
              <li
                key={plan.id}
                className={`st-plan${isCurrent ? ' st-plan--current' : ''}`}
                data-plan={plan.id}
                data-testid="plan"
              >
                <div className="st-plan__head">
                  <h3 className="st-plan__name">{t(`subscriptions.plans.${plan.id}.name`)}</h3>
                  {isCurrent && <Tag color="cyan">{t('subscriptions.currentTag')}</Tag>}
                </div>
                <p className="st-plan__price">
                  <span className="st-price" data-testid="plan-price">
                    {formatPrice(plan.price, locale)}
                  </span>{' '}
                  <span className="st-muted">{t(`subscriptions.period.${plan.period}`)}</span>
                </p>
                <p className="st-muted st-plan__for">{t(`subscriptions.plans.${plan.id}.for`)}</p>
                <ul className="st-plan__features">
                  {FEATURES[plan.id].map((f) => (
                    <li key={f}>
                      <span aria-hidden="true" className="st-plan__check">
                        <CheckIcon size={16} />
                      </span>
                      {t(`subscriptions.plans.${plan.id}.features.${f}`)}
                    </li>
                  ))}
                </ul>
                {plan.subscribable ? (
                  <>
                    <Button block disabled aria-describedby={BETA_NOTICE_ID} data-testid="plan-subscribe">
                      {t('subscriptions.subscribe')}
                    </Button>
                    <p className="st-plan__later st-muted">{t('subscriptions.later')}</p>
                  </>
                ) : (
                  <p className="st-plan__included">{t('subscriptions.freeIncluded')}</p>
                )}
              </li>
            );
          })}
        </ul>
      </SettingsCard>
    </SettingsPage>
  );
}

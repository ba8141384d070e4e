import { PlaceholderPage } from '@nibras/shared-ui';
import { useTranslation } from 'react-i18next';

export function OnboardingPage() {
  const { t } = useTranslation('shell');
  return (
    <PlaceholderPage
      pageId="shell-onboarding"
      title={t('onboarding.title')}
      description={t('onboarding.description')}
    />
  );
}

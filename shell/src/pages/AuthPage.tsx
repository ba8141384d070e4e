import { PlaceholderPage } from '@nibras/shared-ui';
import { useTranslation } from 'react-i18next';

export function AuthPage() {
  const { t } = useTranslation('shell');
  return <PlaceholderPage pageId="shell-auth" title={t('auth.title')} description={t('auth.description')} />;
}

export function AuthSuccessPage() {
  const { t } = useTranslation('shell');
  return (
    <PlaceholderPage
      pageId="shell-auth-success"
      title={t('authSuccess.title')}
      description={t('authSuccess.description')}
    />
  );
}

import { Button, Result } from '../ui';
import { useTranslation } from 'react-i18next';

/** Shown in a remote's area when it cannot be loaded or mounted. */
export function RemoteUnavailable({ onRetry, remote }: { onRetry: () => void; remote: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" data-testid="remote-unavailable" data-remote={remote} className="nibras-status-panel">
      <Result
        status="warning"
        title={t('remote.unavailableTitle')}
        subTitle={t('remote.unavailableBody')}
        extra={
          <Button type="primary" onClick={onRetry} data-testid="remote-retry">
            {t('remote.retry')}
          </Button>
        }
      />
    </div>
  );
}

/** A remote's own error boundary: its area shows this, the rest of the app keeps working. */
export function RemoteCrashed({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" data-testid="remote-crashed" className="nibras-status-panel">
      <Result
        status="error"
        title={t('remote.crashedTitle')}
        subTitle={t('remote.crashedBody')}
        extra={
          onRetry ? (
            <Button type="primary" onClick={onRetry}>
              {t('remote.retry')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}

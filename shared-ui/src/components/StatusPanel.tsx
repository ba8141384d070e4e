import { Button } from '../ui';
import { useTranslation } from 'react-i18next';
import { StatusResult } from './StatusResult';

/** Shown in a remote's area when it cannot be loaded or mounted. */
export function RemoteUnavailable({ onRetry, remote }: { onRetry: () => void; remote: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" data-testid="remote-unavailable" data-remote={remote} className="nibras-status-panel">
      <StatusResult
        kind="warning"
        title={<p className="nibras-result__title">{t('remote.unavailableTitle')}</p>}
        description={t('remote.unavailableBody')}
        action={
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
      <StatusResult
        kind="error"
        title={<p className="nibras-result__title">{t('remote.crashedTitle')}</p>}
        description={t('remote.crashedBody')}
        action={
          onRetry ? (
            <Button type="primary" onClick={onRetry} data-testid="remote-crashed-retry">
              {t('remote.retry')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}

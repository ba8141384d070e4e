// Who answers: "Offline mode" (the embedded study engine, with what it can and cannot do a click
// away: the same things the empty conversation suggests, EmptyState.tsx), or the AI model's name.
import { useTranslation } from 'react-i18next';
import { Popover, Tooltip } from '@nibras/shared-ui/extra';
import type { ProviderInfo } from './api';
import { InfoIcon } from './icons';

/** What the offline study engine does (api/src/tutor/providers/offline.ts), in the popover's order. */
export const OFFLINE_CAN = ['lessons', 'maths', 'summarize', 'quiz', 'photo', 'translate'] as const;

function OfflineDetails() {
  const { t } = useTranslation('chat');
  return (
    <div className="chat-offline" data-testid="offline-details">
      <p>{t('chat.provider.offlineLead')}</p>
      <ul>
        {OFFLINE_CAN.map((item) => (
          <li key={item}>{t(`chat.provider.offlineCan.${item}`)}</li>
        ))}
      </ul>
      <p className="chat-offline__limit">{t('chat.provider.offlineLimit')}</p>
    </div>
  );
}

export function ProviderBadge({ provider }: { provider: ProviderInfo | null }) {
  const { t } = useTranslation('chat');
  if (!provider) return null;
  if (provider.kind === 'offline') {
    return (
      <Popover
        trigger="click"
        title={t('chat.provider.offlineTitle')}
        content={<OfflineDetails />}
        placement="bottom"
      >
        <button
          type="button"
          className="chat-badge chat-badge--offline"
          aria-haspopup="dialog"
          aria-label={t('chat.provider.offlineButton')}
          data-testid="provider-badge"
        >
          <span>{t('chat.provider.offline')}</span>
          <InfoIcon size={14} />
        </button>
      </Popover>
    );
  }
  return (
    <Tooltip title={t('chat.provider.model', { model: provider.model })}>
      <span className="chat-badge" tabIndex={0} data-testid="provider-badge">
        <bdi dir="ltr">{provider.model}</bdi>
      </span>
    </Tooltip>
  );
}

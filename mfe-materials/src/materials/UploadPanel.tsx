// What the page shows about storage and uploads: the space used out of the quota with the upload
// limits (25 MB a file, the accepted kinds), and the files being sent, each with its progress bar,
// then "Uploaded" (the tree shows its text extraction from there) or why it failed.
import { useTranslation } from 'react-i18next';
import { Button, useRemote } from '@nibras/shared-ui';
import { Progress } from '@nibras/shared-ui/extra';
import { failureText, type MaterialsUsage } from './api';
import { formatBytes, formatPercent } from './files';
import { CloseIcon } from './icons';
import type { UploadEntry } from './useUploads';

export function StorageUsage({ usage }: { usage: MaterialsUsage }) {
  const { t } = useTranslation('materials');
  const { locale } = useRemote();
  const percent = usage.quotaBytes > 0 ? Math.min(100, (usage.bytes / usage.quotaBytes) * 100) : 0;
  const used = t('usage.used', {
    used: formatBytes(usage.bytes, locale),
    quota: formatBytes(usage.quotaBytes, locale),
  });
  return (
    <section
      className="materials-usage"
      aria-labelledby="materials-usage-title"
      data-testid="materials-usage"
    >
      <div className="materials-usage__head">
        <h2 id="materials-usage-title" className="materials-usage__title">
          {t('usage.title')}
        </h2>
        <span className="materials-usage__figures" data-testid="materials-usage-text">
          {used}
        </span>
      </div>
      <Progress
        percent={Math.round(percent * 10) / 10}
        showInfo={false}
        status={percent >= 90 ? 'exception' : 'normal'}
        aria-label={t('usage.barLabel', { percent: formatPercent(percent, locale) })}
        data-testid="materials-usage-bar"
      />
      <ul className="materials-usage__limits" data-testid="materials-limits">
        <li>{t('usage.fileLimit', { size: formatBytes(usage.maxFileBytes, locale) })}</li>
        <li>{t('usage.kinds')}</li>
        <li>{t('usage.quota', { size: formatBytes(usage.quotaBytes, locale) })}</li>
      </ul>
    </section>
  );
}

export interface UploadListProps {
  entries: readonly UploadEntry[];
  busy: boolean;
  onCancel(id: string): void;
  onClear(): void;
}

export function UploadList({ entries, busy, onCancel, onClear }: UploadListProps) {
  const { t } = useTranslation('materials');
  const { locale } = useRemote();
  if (entries.length === 0) return null;
  return (
    <section
      className="materials-uploads"
      aria-labelledby="materials-uploads-title"
      data-testid="upload-list"
    >
      <div className="materials-uploads__head">
        <h2 id="materials-uploads-title" className="materials-uploads__title">
          {t('upload.listTitle')}
        </h2>
        {!busy && (
          <Button type="link" size="small" onClick={onClear} data-testid="upload-clear">
            {t('upload.clear')}
          </Button>
        )}
      </div>
      <ul className="materials-uploads__list">
        {entries.map((entry) => {
          const percent = Math.round(entry.progress * 100);
          return (
            <li
              key={entry.id}
              className={`materials-upload materials-upload--${entry.state}`}
              data-testid="upload-entry"
              data-state={entry.state}
            >
              <div className="materials-upload__line">
                <span className="materials-upload__name">
                  <bdi>{entry.name}</bdi>
                </span>
                <span className="materials-upload__size">{formatBytes(entry.size, locale)}</span>
                {(entry.state === 'waiting' || entry.state === 'sending') && (
                  <button
                    type="button"
                    className="materials-upload__cancel"
                    aria-label={t('upload.cancel', { name: entry.name })}
                    onClick={() => onCancel(entry.id)}
                    data-testid="upload-cancel"
                  >
                    <CloseIcon size={16} />
                  </button>
                )}
              </div>
              {entry.state === 'sending' ? (
                <Progress
                  percent={percent}
                  size="small"
                  aria-label={t('upload.progressLabel', { name: entry.name })}
                  format={() => formatPercent(percent, locale)}
                  data-testid="upload-progress"
                />
              ) : (
                <p className="materials-upload__state" data-testid="upload-state">
                  {entry.state === 'failed' || entry.state === 'refused'
                    ? failureText(entry.error, locale)
                    : t(`upload.state.${entry.state}`, { name: `\u2068${entry.parentName}\u2069` })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

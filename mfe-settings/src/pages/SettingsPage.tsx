// The frame of every settings page: the test id the suites look for (`page-settings-<id>`),
// one h1 with the page's description, the page's <title>, and its sections as cards.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta, useRemote } from '@nibras/shared-ui';
import { Card } from '@nibras/shared-ui/extra';

export function SettingsPage({
  pageId,
  titleKey,
  descriptionKey,
  children,
}: {
  pageId: string;
  /** Keys in the `settings` namespace. */
  titleKey: string;
  descriptionKey: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const { locale, location } = useRemote();
  const title = t(titleKey);
  usePageMeta({
    title: `${title} · ${t('common:app.name')}`,
    description: t(descriptionKey),
    path: location.pathname,
    locale,
  });
  return (
    <section
      className="st-page"
      data-testid={`page-settings-${pageId}`}
      aria-labelledby={`st-${pageId}-title`}
    >
      <header className="st-page__header">
        <h1 id={`st-${pageId}-title`} className="st-page__title">
          {title}
        </h1>
        <p className="st-page__description">{t(descriptionKey)}</p>
      </header>
      {children}
    </section>
  );
}

/** One section of a settings page: a card with a heading (h2) and an optional lead. */
export function SettingsCard({
  id,
  title,
  description,
  children,
  extra,
  testId,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  extra?: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="st-card" variant="outlined" data-testid={testId}>
      <section aria-labelledby={`st-card-${id}`}>
        <div className="st-card__head">
          <div>
            <h2 id={`st-card-${id}`} className="st-card__title">
              {title}
            </h2>
            {description && <p className="st-card__lead">{description}</p>}
          </div>
          {extra}
        </div>
        {children}
      </section>
    </Card>
  );
}

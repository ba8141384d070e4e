import type { ReactNode } from 'react';
import { Card, Tag, Typography } from '../ui-extra';
import { useTranslation } from 'react-i18next';

export interface PlaceholderPageProps {
  /** A stable id for tests: `<area>-<page>`. */
  pageId: string;
  title: string;
  description: string;
  icon?: ReactNode;
  /** What the finished page will offer, listed under "Coming to this page". */
  upcoming?: readonly string[];
  children?: ReactNode;
}

/** A real, bilingual page for a route whose feature is still being built. */
export function PlaceholderPage({
  pageId,
  title,
  description,
  icon,
  upcoming,
  children,
}: PlaceholderPageProps) {
  const { t } = useTranslation('common');
  return (
    <section
      data-testid={`page-${pageId}`}
      className="nibras-placeholder"
      aria-labelledby={`${pageId}-title`}
    >
      <Card variant="borderless" style={{ maxWidth: 880, marginInline: 'auto' }}>
        <Tag color="gold">{t('placeholder.badge')}</Tag>
        <Typography.Title id={`${pageId}-title`} level={1} style={{ marginBlockStart: 12 }}>
          {icon ? (
            <span aria-hidden="true" style={{ marginInlineEnd: 12 }}>
              {icon}
            </span>
          ) : null}
          {title}
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: '1.1em' }}>{description}</Typography.Paragraph>
        {children}
        {upcoming && upcoming.length > 0 && (
          <>
            <Typography.Title level={2} style={{ fontSize: '1.15em' }}>
              {t('placeholder.comingHeading')}
            </Typography.Title>
            <ul>
              {upcoming.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        )}
        <Typography.Paragraph type="secondary">{t('placeholder.note')}</Typography.Paragraph>
      </Card>
    </section>
  );
}

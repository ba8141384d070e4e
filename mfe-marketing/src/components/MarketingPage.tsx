// The frame of every marketing page: the test id the e2e suite relies on, the page's
// own title, description and hreflang alternates, and the colours of the current
// theme (light, dark, high contrast) as CSS variables for marketing.css.
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dirOf, theme, useIsDark, usePageMeta, useRemote, useSettingsStore } from '@nibras/shared-ui';
import type { PageId } from '../content';

export interface MarketingPageProps {
  id: PageId;
  /** Values for the meta texts' placeholders (prices on the pricing page). */
  metaValues?: Record<string, string>;
  className?: string;
  children: ReactNode;
}

export function MarketingPage({ id, metaValues = {}, className, children }: MarketingPageProps) {
  const { t } = useTranslation('marketing');
  const { locale, location } = useRemote();
  usePageMeta({
    title: t(`${id}.meta.title`, metaValues),
    description: t(`${id}.meta.description`, metaValues),
    path: location.pathname,
    locale,
  });
  const { token } = theme.useToken();
  const dark = useIsDark();
  const reduceMotion = useSettingsStore((s) => s.settings.accessibility.reduceMotion);
  const style = {
    '--mk-text': token.colorText,
    '--mk-text-2': token.colorTextSecondary,
    '--mk-surface': token.colorBgContainer,
    '--mk-border': token.colorBorderSecondary,
    '--mk-layout': token.colorBgLayout,
    '--mk-font-size': `${token.fontSize}px`,
  } as CSSProperties;
  const classes = [
    'mk-page',
    `mk-page--${id}`,
    dark ? 'mk-dark' : '',
    reduceMotion ? 'mk-still' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      data-testid={`page-marketing-${id}`}
      className={classes}
      style={style}
      lang={locale}
      dir={dirOf(locale)}
    >
      {children}
    </div>
  );
}

// A Word document or a presentation beside the chat, as the text the API read from it: page by
// page (slide by slide), each with its number, lines kept and each paragraph in its own direction.
// A citation followed scrolls to its page. The layout and pictures stay in the original file.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, useRemote } from '@nibras/shared-ui';
import { formatNumber } from './navigation';
import type { PageRequest } from './PdfViewer';

export interface ReadPage {
  page: number;
  text: string;
}

export interface PagesViewerProps {
  kind: 'document' | 'slides';
  name: string;
  /** The pages the API read; null while they load. */
  pages: readonly ReadPage[] | null;
  target: PageRequest | null;
}

export function PagesViewer({ kind, name, pages, target }: PagesViewerProps) {
  const { t } = useTranslation('chat');
  const { locale } = useRemote();
  const region = useRef<HTMLDivElement>(null);

  // A citation followed: its page scrolled to the top of the pane and given the focus.
  useEffect(() => {
    if (!target || !pages) return;
    const section = region.current?.querySelector<HTMLElement>(`[data-page="${target.page}"]`);
    if (!section) return;
    section.scrollIntoView?.({ block: 'start' });
    section.focus({ preventScroll: true });
  }, [target, pages]);

  return (
    <div
      ref={region}
      className="viewer-pages"
      tabIndex={0}
      role="region"
      aria-label={t(`viewer.office.${kind}Label`, { name })}
      aria-busy={pages === null}
      data-testid="viewer-pages"
    >
      <p className="viewer-pages__note">{t(`viewer.office.${kind}Note`)}</p>
      {pages === null ? (
        <div className="viewer-page-skeleton" aria-hidden="true">
          <Skeleton active title paragraph={{ rows: 9 }} />
        </div>
      ) : pages.length === 0 ? (
        <p className="viewer-text__empty">{t('viewer.text.empty')}</p>
      ) : (
        pages.map((page) => (
          <section
            key={page.page}
            className="viewer-pages__page"
            data-page={page.page}
            data-testid="viewer-pages-page"
            tabIndex={-1}
            aria-labelledby={`viewer-page-${page.page}`}
          >
            <h3 id={`viewer-page-${page.page}`} className="viewer-pages__number">
              {t(`viewer.office.${kind === 'slides' ? 'slide' : 'page'}`, {
                page: formatNumber(page.page, locale),
              })}
            </h3>
            {page.text.trim() === '' ? (
              <p className="viewer-pages__empty">
                {t(`viewer.office.${kind === 'slides' ? 'emptySlide' : 'emptyPage'}`)}
              </p>
            ) : (
              page.text.split(/\n{2,}/).map((block, index) => (
                <p key={index} className="viewer-pages__text" dir="auto">
                  {block}
                </p>
              ))
            )}
          </section>
        ))
      )}
    </div>
  );
}

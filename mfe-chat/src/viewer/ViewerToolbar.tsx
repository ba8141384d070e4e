// The viewer's toolbar: the pages (previous, next, the page number field and "of M") and the zoom
// (out, the level, in, fit to width). It follows the page's direction (the groups swap sides in
// Arabic); the page arrows point up and down, as the pages run. Every control is a native button
// or field with a name, reached with Tab; Enter in the page field goes to that page, Escape puts the
// current page back.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useRemote } from '@nibras/shared-ui';
import { Tooltip } from '@nibras/shared-ui/extra';
import { FitWidthIcon, NextPageIcon, PreviousPageIcon, ZoomInIcon, ZoomOutIcon } from './icons';
import { MAX_ZOOM, MIN_ZOOM, formatNumber, formatZoom, pageFromInput } from './navigation';

export interface PageControls {
  page: number;
  count: number;
  /** Go to a page (the field's). */
  onPage(page: number): void;
  /** The previous (-1) or next (1) page, from the page in view when the press arrives. */
  onStep(delta: -1 | 1): void;
}

/** The zoom buttons' requests: a step in or out from the zoom of the moment, or the pane's width. */
export type ZoomRequest = 'in' | 'out' | 'fit-width';

export interface ZoomControls {
  scale: number;
  fitWidth: boolean;
  onZoom(request: ZoomRequest): void;
}

export interface ViewerToolbarProps {
  /** Absent for a file without pages (a picture). */
  pages?: PageControls;
  zoom: ZoomControls;
  /** Nothing to act on yet (the document is opening). */
  disabled?: boolean;
}

function IconButton({
  label,
  icon,
  onClick,
  disabled,
  pressed,
  testId,
}: {
  label: string;
  icon: ReactNode;
  onClick(): void;
  disabled?: boolean;
  pressed?: boolean;
  testId: string;
}) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        className="viewer-toolbar__button"
        icon={icon}
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
        disabled={disabled}
        data-testid={testId}
      />
    </Tooltip>
  );
}

function PageField({ page, count, onPage, disabled }: Omit<PageControls, 'onStep'> & { disabled?: boolean }) {
  const { t } = useTranslation('chat');
  const { locale } = useRemote();
  const id = useId();
  // What the student is typing, for the page it was typed on: when the page in view changes
  // (scrolling), the field shows the new page.
  const [typed, setTyped] = useState<{ text: string; page: number } | null>(null);
  const draft = typed && typed.page === page ? typed.text : null;
  const setDraft = (text: string | null) => setTyped(text === null ? null : { text, page });

  // From the field's text as it is now (a blur can come before the last keystroke's render).
  const commit = (text: string) => {
    const target = pageFromInput(text, count);
    setDraft(null);
    if (target !== null && target !== page) onPage(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(event.currentTarget.value);
    } else if (event.key === 'Escape' && draft !== null) {
      // Put the page back (and keep Escape from closing the drawer or leaving fullscreen).
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
    }
  };

  return (
    <span className="viewer-toolbar__page">
      <label htmlFor={id} className="viewer-toolbar__page-label">
        {t('viewer.toolbar.page')}
      </label>
      <input
        id={id}
        className="viewer-toolbar__page-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="go"
        size={Math.max(2, String(count).length)}
        value={draft ?? formatNumber(page, locale)}
        disabled={disabled}
        aria-describedby={`${id}-count`}
        title={t('viewer.toolbar.pageRange', { count: formatNumber(count, locale) })}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={(event) => event.target.select()}
        onBlur={(event) => commit(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        data-testid="viewer-page-input"
      />
      <span id={`${id}-count`} className="viewer-toolbar__page-count" data-testid="viewer-page-count">
        {t('viewer.toolbar.of', { count: formatNumber(count, locale) })}
      </span>
    </span>
  );
}

export function ViewerToolbar({ pages, zoom, disabled }: ViewerToolbarProps) {
  const { t } = useTranslation('chat');
  const { locale } = useRemote();
  return (
    <div className="viewer-toolbar" data-testid="viewer-toolbar">
      {pages && (
        <div className="viewer-toolbar__group" role="group" aria-label={t('viewer.toolbar.pages')}>
          <IconButton
            label={t('viewer.toolbar.previous')}
            icon={<PreviousPageIcon size={18} />}
            onClick={() => pages.onStep(-1)}
            disabled={disabled || pages.page <= 1}
            testId="viewer-previous"
          />
          <IconButton
            label={t('viewer.toolbar.next')}
            icon={<NextPageIcon size={18} />}
            onClick={() => pages.onStep(1)}
            disabled={disabled || pages.page >= pages.count}
            testId="viewer-next"
          />
          <PageField page={pages.page} count={pages.count} onPage={pages.onPage} disabled={disabled} />
        </div>
      )}
      <div className="viewer-toolbar__group" role="group" aria-label={t('viewer.toolbar.zoom')}>
        <IconButton
          label={t('viewer.toolbar.zoomOut')}
          icon={<ZoomOutIcon size={18} />}
          onClick={() => zoom.onZoom('out')}
          disabled={disabled || zoom.scale <= MIN_ZOOM + 0.005}
          testId="viewer-zoom-out"
        />
        <output className="viewer-toolbar__zoom" aria-live="polite" data-testid="viewer-zoom">
          {formatZoom(zoom.scale, locale)}
        </output>
        <IconButton
          label={t('viewer.toolbar.zoomIn')}
          icon={<ZoomInIcon size={18} />}
          onClick={() => zoom.onZoom('in')}
          disabled={disabled || zoom.scale >= MAX_ZOOM - 0.005}
          testId="viewer-zoom-in"
        />
        <IconButton
          label={t('viewer.toolbar.fitWidth')}
          icon={<FitWidthIcon size={18} />}
          onClick={() => zoom.onZoom('fit-width')}
          disabled={disabled}
          pressed={zoom.fitWidth}
          testId="viewer-fit-width"
        />
      </div>
    </div>
  );
}

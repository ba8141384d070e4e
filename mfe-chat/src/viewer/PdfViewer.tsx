// A PDF beside the chat: the toolbar (pages, zoom) over the pages, drawn by the engine (pdf.js,
// engine.ts). The pages are laid out left to right in every language (a PDF page is a picture
// with positioned text), while the toolbar follows the page's direction. A citation's page
// (`target`) is scrolled to as soon as the document is open, and again whenever a citation is
// followed. `+` and `-` zoom while the pages have the focus; the arrow and Page keys scroll them.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, useRemote } from '@nibras/shared-ui';
import {
  loadPdfjsEngine,
  PdfOpenError,
  type PdfDocumentView,
  type PdfEngine,
  type PdfProblem,
  type PdfView,
} from './engine';
import { clampPage, clampZoom, formatNumber, zoomIn, zoomOut } from './navigation';
import { ViewerToolbar, type ZoomRequest } from './ViewerToolbar';

/** A citation followed: the page to show (`seq` grows with every click, so the same page can be asked twice). */
export interface PageRequest {
  page: number;
  seq: number;
}

export interface PdfViewerProps {
  data: Uint8Array;
  /** The file's name (the pages' accessible name). */
  name: string;
  target: PageRequest | null;
  /** Loads the engine (the real one, pdf.js, unless a test gives its own). */
  engine?: () => Promise<PdfEngine>;
  /** Pages read by OCR with a low confidence (FileViewer.tsx): the student is told when on one. */
  unclearPages?: ReadonlySet<number>;
}

export function PdfViewer({ data, name, target, engine = loadPdfjsEngine, unclearPages }: PdfViewerProps) {
  const { t } = useTranslation('chat');
  const { locale } = useRemote();
  const container = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PdfDocumentView | null>(null);
  const [view, setView] = useState<PdfView | null>(null);
  const [problem, setProblem] = useState<PdfProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The pages' names follow the language without opening the document again.
  const pageLabel = useRef<(page: number) => string>(() => '');
  useEffect(() => {
    pageLabel.current = (page) => t('viewer.pdf.page', { page: formatNumber(page, locale) });
  }, [t, locale]);

  useEffect(() => {
    if (!container.current) return;
    const elements = { container: container.current };
    const controller = new AbortController();
    let current = true;
    let opened: PdfDocumentView | null = null;
    let off: (() => void) | undefined;
    engine()
      // The engine takes the bytes over (pdf.js sends them to its worker): it gets a copy.
      .then((loaded) =>
        loaded.open(data.slice(), elements, {
          pageLabel: (page) => pageLabel.current(page),
          language: locale,
          signal: controller.signal,
        }),
      )
      .then(
        (documentView) => {
          if (!current) {
            documentView.destroy();
            return;
          }
          opened = documentView;
          off = documentView.onChange(setView);
          setView(documentView.current());
          setPdf(documentView);
        },
        (error: unknown) => {
          if (!current) return;
          console.error('The PDF could not be opened', error);
          setProblem(error instanceof PdfOpenError ? error.problem : 'failed');
        },
      );
    return () => {
      current = false;
      controller.abort();
      off?.();
      opened?.destroy();
    };
    // The language only names the pages (through the ref): no reopening for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, engine, attempt]);

  // A citation followed: its page, within the document.
  useEffect(() => {
    if (pdf && target) pdf.goToPage(clampPage(target.page, pdf.current().pageCount));
  }, [pdf, target]);

  const ready = pdf !== null && view !== null && problem === null;

  // From what the engine shows at the moment of the press (two quick presses make two steps).
  const zoom = (request: ZoomRequest) => {
    if (!pdf) return;
    if (request === 'fit-width') pdf.setZoom('page-width');
    else pdf.setZoom(clampZoom((request === 'in' ? zoomIn : zoomOut)(pdf.current().scale)));
  };
  const goTo = (page: number) => pdf?.goToPage(clampPage(page, pdf.current().pageCount));
  const step = (delta: -1 | 1) => {
    if (pdf) goTo(pdf.current().page + delta);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!ready || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoom('in');
    } else if (event.key === '-') {
      event.preventDefault();
      zoom('out');
    }
  };

  const retry = () => {
    setProblem(null);
    setPdf(null);
    setView(null);
    setAttempt((n) => n + 1);
  };

  return (
    <div className="viewer-pdf" data-testid="viewer-pdf" data-ready={ready || undefined}>
      <ViewerToolbar
        disabled={!ready}
        pages={{ page: view?.page ?? 1, count: view?.pageCount ?? 1, onPage: goTo, onStep: step }}
        zoom={{ scale: view?.scale ?? 1, fitWidth: view?.fitWidth ?? true, onZoom: zoom }}
      />
      {ready && view && unclearPages?.has(view.page) && (
        <p className="viewer-ocr-note" role="status" data-testid="viewer-ocr-note">
          {t('viewer.ocr.unclearPage', { page: formatNumber(view.page, locale) })}
        </p>
      )}
      <div className="viewer-pdf__frame">
        {/* pdf.js draws here, each document in its own pages' element (the engine adds it); the
            scrolling container must be absolutely positioned. */}
        <div
          ref={container}
          className="viewer-pdf__scroller"
          dir="ltr"
          tabIndex={0}
          role="region"
          aria-label={t('viewer.pdf.label', { name })}
          aria-busy={!ready && problem === null}
          onKeyDown={onKeyDown}
          data-testid="viewer-pdf-pages"
        />
        {!ready && problem === null && (
          <div className="viewer-pdf__opening" data-testid="viewer-opening">
            <span className="chat-sr-only" role="status">
              {t('viewer.opening')}
            </span>
            <div className="viewer-page-skeleton" aria-hidden="true">
              <Skeleton active title paragraph={{ rows: 9 }} />
            </div>
          </div>
        )}
        {problem !== null && (
          <div
            className="viewer-problem"
            role="alert"
            data-testid="viewer-pdf-problem"
            data-problem={problem}
          >
            <p className="viewer-problem__title">{t(`viewer.errors.pdf.${problem}`)}</p>
            {problem === 'failed' && (
              <Button onClick={retry} data-testid="viewer-pdf-retry">
                {t('viewer.errors.retry')}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

// The file of a conversation, beside the chat: its bytes read from the API (a progress bar and a
// page-shaped skeleton meanwhile), then the viewer of its kind: PDF (pdf.js), picture or text.
// A file that is gone (deleted from the materials: 404) says so and points to the materials; any
// other failure gives the API's message and a way to try again. Loaded with the viewer's code,
// only for a conversation that has a file (FilePane.tsx).
import './viewer.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, Button, GENERIC_ERROR, Skeleton, useRemote } from '@nibras/shared-ui';
import { Progress } from '@nibras/shared-ui/extra';
import { fetchFileContent, type ContentProgress, type FileContent } from './content';
import type { PdfEngine } from './engine';
import { ImageViewer } from './ImageViewer';
import { formatNumber } from './navigation';
import { PdfViewer, type PageRequest } from './PdfViewer';
import { PagesViewer, type ReadPage } from './PagesViewer';
import { TextViewer } from './TextViewer';

export interface FileViewerProps {
  fileId: string;
  /** The file's name (its conversation's title). */
  name: string;
  /** The page of the last citation followed. */
  target: PageRequest | null;
  /** The PDF engine (pdf.js unless a test gives its own). */
  pdfEngine?: () => Promise<PdfEngine>;
}

type Loading =
  | { status: 'loading'; progress: ContentProgress | null }
  | { status: 'ready'; content: FileContent }
  | { status: 'failed'; error: ApiError };

/** Below this mean OCR confidence (0-100) a page's text may be misread: the API's own threshold. */
export const UNCLEAR_CONFIDENCE = 60;
const NO_PAGES: ReadonlySet<number> = new Set();

/** Whole percent of a download, or null when its size is unknown. */
function percentOf(progress: ContentProgress | null): number | null {
  if (!progress?.total) return null;
  return Math.min(100, Math.floor((progress.loaded / progress.total) * 100));
}

export default function FileViewer({ fileId, name, target, pdfEngine }: FileViewerProps) {
  const { t } = useTranslation('chat');
  const { api, session, locale } = useRemote();
  const [loading, setLoading] = useState<Loading>({ status: 'loading', progress: null });
  const [attempt, setAttempt] = useState(0);
  const [readings, setReadings] = useState<{
    fileId: string;
    pages: ReadPage[];
    unclear: ReadonlySet<number>;
  } | null>(null);
  const current = readings?.fileId === fileId ? readings : null;
  const unclear = current?.unclear ?? NO_PAGES;

  // The text of each page, and how it was read: pages read by OCR with a low confidence are marked
  // in the viewer; a Word document or presentation is shown as this text. For a PDF or a picture
  // only a note: when this fails, the file is shown without it.
  useEffect(() => {
    const controller = new AbortController();
    api.get('/files/{id}/pages', { params: { id: fileId }, signal: controller.signal }).then(
      ({ pages }) => {
        if (controller.signal.aborted) return;
        const low = pages.filter(
          (page) => page.ocr && page.confidence !== null && page.confidence < UNCLEAR_CONFIDENCE,
        );
        setReadings({
          fileId,
          pages: pages.map(({ page, text }) => ({ page, text })),
          unclear: new Set(low.map((page) => page.page)),
        });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [api, fileId, attempt]);

  useEffect(() => {
    const controller = new AbortController();
    let shown = -1;
    fetchFileContent({
      api,
      session,
      fileId,
      signal: controller.signal,
      onProgress: (progress) => {
        // One render per percent at most.
        const percent = percentOf(progress) ?? 0;
        if (percent === shown) return;
        shown = percent;
        setLoading({ status: 'loading', progress });
      },
    }).then(
      (content) => {
        if (!controller.signal.aborted) setLoading({ status: 'ready', content });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : new ApiError(0, GENERIC_ERROR);
        if (failure.status !== 404) console.error('The file could not be loaded', error);
        setLoading({ status: 'failed', error: failure });
      },
    );
    return () => controller.abort();
  }, [api, session, fileId, attempt]);

  if (loading.status === 'loading') {
    const percent = percentOf(loading.progress);
    return (
      <div className="viewer-loading" aria-busy="true" data-testid="viewer-loading">
        <p className="viewer-loading__status" role="status">
          {percent === null
            ? t('viewer.loading')
            : t('viewer.loadingPercent', { percent: formatNumber(percent, locale) })}
        </p>
        <Progress
          percent={percent ?? 0}
          showInfo={false}
          size="small"
          status="active"
          aria-label={t('viewer.loading')}
          data-testid="viewer-progress"
        />
        <div className="viewer-page-skeleton" aria-hidden="true">
          <Skeleton active title paragraph={{ rows: 9 }} />
        </div>
      </div>
    );
  }

  if (loading.status === 'failed') {
    const gone = loading.error.status === 404;
    return (
      <div
        className="viewer-problem"
        role="alert"
        data-testid="viewer-error"
        data-status={loading.error.status}
      >
        <p className="viewer-problem__title">{gone ? t('viewer.errors.gone') : t('viewer.errors.failed')}</p>
        <p className="viewer-problem__text">
          {gone ? t('viewer.errors.goneHelp') : loading.error.text[locale]}
        </p>
        {gone ? (
          <Link to="/uploaded-materials" className="viewer-problem__link" data-testid="viewer-materials">
            {t('viewer.errors.materials')}
          </Link>
        ) : (
          <Button
            onClick={() => {
              setLoading({ status: 'loading', progress: null });
              setAttempt((n) => n + 1);
            }}
            data-testid="viewer-retry"
          >
            {t('viewer.errors.retry')}
          </Button>
        )}
      </div>
    );
  }

  const { content } = loading;
  switch (content.kind) {
    case 'pdf':
      return (
        <PdfViewer
          data={content.bytes}
          name={name}
          target={target}
          engine={pdfEngine}
          unclearPages={unclear}
        />
      );
    case 'image':
      return <ImageViewer bytes={content.bytes} type={content.type} name={name} unclear={unclear.has(1)} />;
    case 'text':
      return <TextViewer bytes={content.bytes} name={name} />;
    case 'document':
    case 'slides':
      return <PagesViewer kind={content.kind} name={name} pages={current?.pages ?? null} target={target} />;
    default:
      return (
        <div className="viewer-problem" role="alert" data-testid="viewer-error" data-status="unsupported">
          <p className="viewer-problem__title">{t('viewer.errors.unsupported')}</p>
        </div>
      );
  }
}

// A picture beside the chat (PNG, JPEG or WebP): fitted to the pane's width at first, then zoomed
// with the toolbar (or `+` and `-` while it has the focus), scrolling when larger than the pane.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampZoom, zoomIn, zoomOut } from './navigation';
import { ViewerToolbar, type ZoomRequest } from './ViewerToolbar';

export interface ImageViewerProps {
  bytes: Uint8Array;
  type: string;
  name: string;
  /** Its text was read by OCR with a low confidence (FileViewer.tsx): the student is told. */
  unclear?: boolean;
}

/** The room the picture keeps from the scroller's sides (viewer.css: .viewer-image__scroller padding). */
const GUTTER_PX = 24;

export function ImageViewer({ bytes, type, name, unclear = false }: ImageViewerProps) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoomLevel, setZoom] = useState<number | 'fit-width'>('fit-width');
  const [room, setRoom] = useState(0);

  // The picture's address: an object URL of the bytes, let go of when they change or the viewer closes.
  useEffect(() => {
    const element = image.current;
    if (!element || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
    element.src = url;
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [bytes, type]);

  // The width there is to fit the picture into.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setRoom(Math.max(0, entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const fitScale = natural && room > GUTTER_PX ? clampZoom((room - GUTTER_PX) / natural.width) : 1;
  const scale = zoomLevel === 'fit-width' ? fitScale : zoomLevel;

  // From the zoom of the moment (two quick presses make two steps); "fit" starts from the fitted scale.
  const zoom = (request: ZoomRequest) =>
    setZoom((current) => {
      if (request === 'fit-width') return 'fit-width';
      const from = current === 'fit-width' ? fitScale : current;
      return clampZoom((request === 'in' ? zoomIn : zoomOut)(from));
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoom('in');
    } else if (event.key === '-') {
      event.preventDefault();
      zoom('out');
    }
  };

  return (
    <div className="viewer-image" data-testid="viewer-image">
      <ViewerToolbar disabled={failed} zoom={{ scale, fitWidth: zoomLevel === 'fit-width', onZoom: zoom }} />
      {unclear && (
        <p className="viewer-ocr-note" role="status" data-testid="viewer-ocr-note">
          {t('viewer.ocr.unclearImage')}
        </p>
      )}
      <div
        ref={scroller}
        className="viewer-image__scroller"
        tabIndex={0}
        role="region"
        aria-label={t('viewer.image.label', { name })}
        onKeyDown={onKeyDown}
      >
        {failed ? (
          <p className="viewer-problem__title" role="alert" data-testid="viewer-image-problem">
            {t('viewer.errors.image')}
          </p>
        ) : (
          <img
            ref={image}
            className="viewer-image__picture"
            alt={t('viewer.image.alt', { name })}
            style={natural ? { width: Math.round(natural.width * scale) } : undefined}
            onLoad={(event) =>
              setNatural({
                width: event.currentTarget.naturalWidth || 1,
                height: event.currentTarget.naturalHeight || 1,
              })
            }
            onError={() => setFailed(true)}
            draggable={false}
            data-testid="viewer-image-picture"
            data-scale={scale}
          />
        )}
      </div>
    </div>
  );
}

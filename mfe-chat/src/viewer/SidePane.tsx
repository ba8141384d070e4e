// A pane beside the chat (the file's, viewer/FilePane.tsx; the lesson's, lesson/LessonPane.tsx): on
// a wide screen a pane at the inline end (the right in English, the left in Arabic), resized by
// dragging its edge or with the arrow keys on it (the width is remembered), hidden and shown from the
// chat's header; on a narrower screen a drawer (from the bottom on phones, from the side on tablets),
// opened from the header or by a citation. Its content stays mounted while the pane is hidden.
import './side-pane.css';
import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Button, Drawer, useRemote } from '@nibras/shared-ui';
import { Tooltip } from '@nibras/shared-ui/extra';
import { CloseIcon } from '../chat/icons';

export const MIN_PANE_WIDTH = 280;
/** What the chat keeps beside the pane at least. */
export const MIN_CHAT_WIDTH = 360;
export const DEFAULT_PANE_WIDTH = 460;
/** One arrow key press on the pane's edge. */
export const RESIZE_STEP = 32;

function readWidth(key: string): number {
  try {
    const stored = Number(localStorage.getItem(key));
    return Number.isFinite(stored) && stored >= MIN_PANE_WIDTH ? stored : DEFAULT_PANE_WIDTH;
  } catch {
    return DEFAULT_PANE_WIDTH;
  }
}

function writeWidth(key: string, width: number) {
  try {
    localStorage.setItem(key, String(Math.round(width)));
  } catch {
    // Private mode: the width lasts for this visit.
  }
}

export interface SidePaneProps {
  /** The pane's heading (the file's name, the lesson's title). */
  title: string;
  icon: ReactNode;
  /** A drawer instead of a pane: from the bottom (phones) or from the inline end (tablets). */
  drawer: 'bottom' | 'side' | null;
  open: boolean;
  onClose(): void;
  /** The id of the pane (the header's button controls it). */
  paneId: string;
  /** The chat's style variables (the drawer is drawn outside the chat's element). */
  rootStyle: CSSProperties;
  /** Where the width is remembered (localStorage). */
  widthKey: string;
  /** The pane's accessible name, the resizer's, and the hide button's. */
  labels: { pane: string; resize: string; hide: string };
  /** `<testId>` (the pane), `<testId>-hide`, and the resizer's. */
  testIds: { pane: string; hide: string; resizer: string };
  /** More buttons in the pane's header, before "hide". */
  actions?: ReactNode;
  children: ReactNode;
}

export function SidePane({
  title,
  icon,
  drawer,
  open,
  onClose,
  paneId,
  rootStyle,
  widthKey,
  labels,
  testIds,
  actions,
  children,
}: SidePaneProps) {
  const { locale } = useRemote();
  const [width, setWidth] = useState(() => readWidth(widthKey));
  /** The width as last set (handlers read it: two quick key presses make two steps). */
  const current = useRef(width);
  const separator = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; width: number } | null>(null);
  const rtl = locale === 'ar';
  /** The width of the chat and the pane together (the pane's largest width follows from it). */
  const [room, setRoom] = useState(0);

  useEffect(() => {
    const split = separator.current?.parentElement;
    if (drawer || !split || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setRoom(entry.contentRect.width);
    });
    observer.observe(split);
    return () => observer.disconnect();
  }, [drawer]);

  if (drawer) {
    return (
      <Drawer
        open={open}
        onClose={onClose}
        placement={drawer === 'bottom' ? 'bottom' : rtl ? 'left' : 'right'}
        size={drawer === 'bottom' ? '92%' : 'min(640px, 92vw)'}
        rootStyle={rootStyle}
        rootClassName="viewer-drawer"
        title={
          <span className="viewer-pane__title" dir="auto">
            {title}
          </span>
        }
        extra={actions}
        closable={{ 'aria-label': labels.hide }}
      >
        <div id={paneId} className="viewer-pane__body" data-testid={testIds.pane}>
          {children}
        </div>
      </Drawer>
    );
  }

  /** The widest the pane may be now: the split minus the chat's least width. */
  const maxWidth = () => {
    const split = separator.current?.parentElement?.getBoundingClientRect().width ?? 0;
    return split > 0 ? Math.max(MIN_PANE_WIDTH, split - MIN_CHAT_WIDTH) : Number.MAX_SAFE_INTEGER;
  };
  const clamp = (value: number) => Math.round(Math.min(maxWidth(), Math.max(MIN_PANE_WIDTH, value)));
  const resize = (value: number, save: boolean) => {
    const next = clamp(value);
    current.current = next;
    setWidth(next);
    if (save) writeWidth(widthKey, next);
  };

  // The pane is at the inline end: dragging its edge towards the inline start widens it.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, width: current.current };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const moved = event.clientX - start.x;
    resize(start.width + (rtl ? moved : -moved), false);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    writeWidth(widthKey, current.current);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The arrows move the edge where they point: towards the chat widens the pane.
    const widen = rtl ? 'ArrowRight' : 'ArrowLeft';
    const narrow = rtl ? 'ArrowLeft' : 'ArrowRight';
    let next: number | null = null;
    if (event.key === widen) next = current.current + RESIZE_STEP;
    else if (event.key === narrow) next = current.current - RESIZE_STEP;
    else if (event.key === 'Home') next = MIN_PANE_WIDTH;
    else if (event.key === 'End') next = maxWidth();
    if (next === null) return;
    event.preventDefault();
    resize(next, true);
  };

  return (
    <>
      <div
        ref={separator}
        className="viewer-resizer"
        role="separator"
        aria-orientation="vertical"
        aria-label={labels.resize}
        aria-controls={paneId}
        aria-valuemin={MIN_PANE_WIDTH}
        aria-valuemax={room > 0 ? Math.max(MIN_PANE_WIDTH, Math.round(room - MIN_CHAT_WIDTH)) : undefined}
        aria-valuenow={width}
        tabIndex={0}
        hidden={!open}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        data-testid={testIds.resizer}
      />
      <aside
        id={paneId}
        className="viewer-pane"
        style={{ '--viewer-pane-width': `${width}px` } as CSSProperties}
        aria-label={labels.pane}
        hidden={!open}
        data-testid={testIds.pane}
      >
        <header className="viewer-pane__header">
          <span className="viewer-pane__icon" aria-hidden="true">
            {icon}
          </span>
          <h2 className="viewer-pane__title" dir="auto" title={title}>
            {title}
          </h2>
          {actions}
          <Tooltip title={labels.hide}>
            <Button
              type="text"
              size="small"
              aria-label={labels.hide}
              aria-controls={paneId}
              aria-expanded
              onClick={onClose}
              data-testid={testIds.hide}
              icon={<CloseIcon size={16} />}
            />
          </Tooltip>
        </header>
        <div className="viewer-pane__body">{children}</div>
      </aside>
    </>
  );
}

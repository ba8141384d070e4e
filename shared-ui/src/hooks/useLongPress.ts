// Opens a context menu by long press on touch screens (700 ms, spec section 9),
// by right-click on desktop, and by the keyboard (ContextMenu key or Shift+F10).
import { useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react';

export const LONG_PRESS_MS = 700;
/** A finger that moves further than this is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

export interface ContextMenuPoint {
  x: number;
  y: number;
}

export interface LongPressHandlers {
  onTouchStart(event: TouchEvent): void;
  onTouchMove(event: TouchEvent): void;
  onTouchEnd(event?: TouchEvent): void;
  onTouchCancel(): void;
  onContextMenu(event: MouseEvent): void;
  onKeyDown(event: KeyboardEvent): void;
}

export function useLongPress(
  onOpen: (point: ContextMenuPoint) => void,
  delayMs = LONG_PRESS_MS,
): LongPressHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<ContextMenuPoint | null>(null);
  const openedByTouch = useRef(false);
  /** The press that is going on opened the menu (kept until its finger lifts). */
  const pressOpened = useRef(false);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  }, [onOpen]);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  return {
    onTouchStart(event) {
      const touch = event.touches[0];
      if (!touch || event.touches.length > 1) return cancel();
      openedByTouch.current = false;
      pressOpened.current = false;
      start.current = { x: touch.clientX, y: touch.clientY };
      const point = start.current;
      timer.current = setTimeout(() => {
        openedByTouch.current = true;
        pressOpened.current = true;
        timer.current = null;
        onOpenRef.current(point);
      }, delayMs);
    },
    onTouchMove(event) {
      const touch = event.touches[0];
      if (!start.current || !touch) return;
      if (Math.hypot(touch.clientX - start.current.x, touch.clientY - start.current.y) > MOVE_TOLERANCE_PX)
        cancel();
    },
    onTouchEnd(event) {
      // The finger that opened the menu lifts: no mouse events or click follow it, which would
      // close the menu at once (or activate what is under the finger).
      if (pressOpened.current && event?.cancelable) event.preventDefault();
      pressOpened.current = false;
      cancel();
    },
    onTouchCancel: cancel,
    onContextMenu(event) {
      event.preventDefault();
      // A long press also fires contextmenu on some phones: open once.
      if (openedByTouch.current) {
        openedByTouch.current = false;
        return;
      }
      cancel();
      onOpenRef.current({ x: event.clientX, y: event.clientY });
    },
    onKeyDown(event) {
      if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
        event.preventDefault();
        const rect = (event.currentTarget as HTMLElement).getBoundingClientRect();
        onOpenRef.current({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
      }
    },
  };
}

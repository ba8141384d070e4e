// Moving focus to what just appeared (a card's heading, the summary's title).

/**
 * Focuses `element` now, or on the next frame when it is not in the document yet (a dialog's
 * portal is attached after its content's first effects run).
 */
export function focusSoon(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  if (element.isConnected) {
    element.focus();
    return undefined;
  }
  const frame = requestAnimationFrame(() => element.focus());
  return () => cancelAnimationFrame(frame);
}

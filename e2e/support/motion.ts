// What a person cannot see, an automated click must not land on. Playwright counts an element as
// ready once its box holds still for two animation frames, and checks only where the press
// (pointerdown) lands. antd's overlays (dialogs, popovers, drawers, menus) open in steps (rc-motion):
// "prepare", at full size but transparent; "start", still transparent (the panel at zero size); then
// "active", the animation itself, whose first frames can also hold still, transparent, before it
// moves. Measured on the crop dialog and the notifications panel: 2 to 3 still frames in each of
// those places. A click pressed in such frames was released somewhere else once the overlay moved:
// Playwright reported it done and nothing happened (now and then, the crop dialog's Save and the
// notifications panel's "Mark all as read").
//
// So in a test's pages an opening overlay, and everything in it, takes no pointer events: through
// its "prepare" and "start" steps (a style), and through its "active" step for at most
// ACTIVE_CAP_MS (a mark set and cleared by watching its classes). Playwright then waits until the
// overlay is drawn and holds still, as a person would. The cap keeps an overlay clickable if its
// animation's end never arrives (seen on a busy machine: OnboardingGateDialog.tsx). The app itself
// is unchanged.

/** How long an overlay's "active" step (its opening animation) at most keeps pointer events off. */
export const ACTIVE_CAP_MS = 600;

const MARK = 'data-e2e-opening';

export const OPENING_OVERLAY_CSS = ['-appear-prepare', '-appear-start', '-enter-prepare', '-enter-start']
  .map((step) => `[class*="${step}"]`)
  .concat(`[${MARK}]`)
  // The overlay and everything in it (antd's dialog content sets its own pointer-events).
  .flatMap((selector) => [selector, `${selector} *`])
  .join(',')
  .concat('{pointer-events:none !important}');

/** For `context.addInitScript`: the style above, and the mark of an overlay in its "active" step. */
export function watchOpeningOverlays({ css, mark, capMs }: { css: string; mark: string; capMs: number }) {
  const opening = /(^|\s)\S+-(appear|enter)-active(\s|$)/;
  const marked = new WeakSet<Element>();
  const check = (element: Element) => {
    if (opening.test(element.getAttribute('class') ?? '')) {
      if (marked.has(element)) return;
      marked.add(element);
      element.setAttribute(mark, '');
      setTimeout(() => element.removeAttribute(mark), capMs);
    } else if (marked.has(element)) {
      marked.delete(element);
      element.removeAttribute(mark);
    }
  };
  const start = () => {
    const style = document.createElement('style');
    style.dataset.e2e = 'opening-overlays';
    style.textContent = css;
    document.head.append(style);
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) check(record.target);
        for (const node of record.addedNodes) if (node instanceof Element) check(node);
      }
    }).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  };
  if (document.head) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

/** The argument of `watchOpeningOverlays` in the suite. */
export const OPENING_OVERLAYS = { css: OPENING_OVERLAY_CSS, mark: MARK, capMs: ACTIVE_CAP_MS };

// What a person cannot see, an automated click must not land on. Playwright counts an element as
// ready once its box holds still for two animation frames, and checks only where the press
// (pointerdown) lands. antd's overlays (dialogs, popovers, drawers, menus) hold still for two or
// three frames before their opening animation, at full size but fully transparent (rc-motion's
// "prepare" and "start" steps), and then jump to the animation's first, small frame. A click
// pressed in those frames was released somewhere else: Playwright reported it done and nothing
// happened (the crop dialog's Save and the notifications panel's "Mark all as read" failed that way,
// about once in 300 runs). This style, added to every page of a test's context, makes those frames
// take no pointer events, so Playwright waits until the overlay is drawn, as a person would.
// The app is unchanged: a page without this style behaves the same apart from that timing.
// The overlay and everything in it (antd's dialog content sets its own pointer-events).
export const OPENING_OVERLAY_CSS = ['-appear-prepare', '-appear-start', '-enter-prepare', '-enter-start']
  .flatMap((step) => [`[class*="${step}"]`, `[class*="${step}"] *`])
  .join(',')
  .concat('{pointer-events:none !important}');

/** For `context.addInitScript`: adds the style above once the document has its head. */
export function addOpeningOverlayStyle(css: string) {
  const add = () => {
    const style = document.createElement('style');
    style.dataset.e2e = 'opening-overlays';
    style.textContent = css;
    document.head.append(style);
  };
  if (document.head) add();
  else document.addEventListener('DOMContentLoaded', add, { once: true });
}

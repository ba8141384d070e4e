// Shared by this remote's page tests (never imported by app code): mounts the real
// lifecycles as the shell does, and reads the messages the pages show.
import { fireEvent } from '@testing-library/dom';
import { bus, type Locale } from '@nibras/shared-ui';
import { expectPage, messageAt, renderRemoteInEachTest } from '@nibras/shared-ui/testing';
import { lifecycles } from './lifecycles';
import en from './locales/en.json';
import ar from './locales/ar.json';

export const MESSAGES = { en, ar } as Record<Locale, Record<string, unknown>>;

export const msg = (locale: Locale, key: string): string => messageAt(MESSAGES, locale, key);

/** Call inside a describe: a render function whose remotes are unmounted after each test. */
export function useMarketingRemote() {
  // The bus holds a BroadcastChannel open, which would keep jest from exiting.
  afterAll(() => bus.close());
  const render = renderRemoteInEachTest(lifecycles);
  return async (locale: Locale, path: string, pageId: string, titleKey: string) => {
    const remote = await render({ locale, path, signedIn: false });
    const page = await expectPage(remote.container, `marketing-${pageId}`, msg(locale, titleKey));
    return { remote, page };
  };
}

/** Text as a reader sees it: without the invisible direction marks Intl adds to Arabic amounts. */
export const visible = (text: string | null | undefined) => (text ?? '').replace(/[\u200e\u200f]/g, '');

/**
 * Enter on a native button, as a browser handles it: the keydown goes to the page's
 * handlers and, unless one of them cancels it, the button is activated (a click).
 * jsdom has no activation behaviour of its own.
 */
export function pressEnter(button: HTMLElement) {
  button.focus();
  const notCancelled = fireEvent.keyDown(button, { key: 'Enter', code: 'Enter' });
  if (notCancelled && button instanceof HTMLButtonElement && !button.disabled) fireEvent.click(button);
  fireEvent.keyUp(button, { key: 'Enter', code: 'Enter' });
}

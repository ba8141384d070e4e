// Test helper: mounts a remote's real single-spa lifecycles (the object its
// src/lifecycles.tsx exports) as a root parcel in a jsdom container, with the contract
// props the standalone harness gives: basename `/${locale}`, the shared bus, a real
// API client, the real session store. Nothing is mocked, so a test exercises the same
// code path the shell does, including `update` when the location or locale changes.
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import type { NavigateOptions, RemoteLifecycles, RemoteProps, ShellLocation } from '../contract';
import type { Locale } from '../types';
import { initI18n, localeFromPath } from '../i18n';
import { bus } from '../bus';
import { createApiClient } from '../api-client';
import { useSessionStore, type SessionState } from '../stores/session';
import { FAKE_USER } from '../harness/mountStandalone';

/** Nothing listens here (port 9 is "discard"): a call the test did not expect fails fast. */
export const UNUSED_API_URL = 'http://127.0.0.1:9';

export interface RenderRemoteOptions {
  locale: Locale;
  /** The path under the locale, as in the remote's routes.ts (`/`, `/courses/ai`). */
  path: string;
  search?: string;
  hash?: string;
  /** Sign the fake student in, as the harness does (default true). */
  signedIn?: boolean;
}

export interface RecordedNavigation {
  to: string;
  options?: NavigateOptions;
}

export interface RenderedRemote {
  /** The element the parcel is mounted into (attached to document.body). */
  container: HTMLElement;
  /** The props the remote currently has. */
  readonly props: RemoteProps;
  /** Every call the remote made to props.navigate, in order. */
  navigations: RecordedNavigation[];
  /** Moves the shell to an absolute path (`/en/quiz`), as the shell's router would: parcel.update. */
  navigate(to: string): Promise<void>;
  /** Switches the language as the shell does: i18n first, then parcel.update with the new props. */
  switchLocale(locale: Locale): Promise<void>;
  /** Unmounts the parcel, removes the container and restores the session. */
  unmount(): Promise<void>;
}

/** `/${locale}` + path, with `/` mapping to the bare locale prefix (`/en`). */
export function localePath(locale: Locale, path: string): string {
  return `/${locale}${path === '/' ? '' : path}`;
}

function toLocation(href: string): ShellLocation {
  const url = new URL(href, 'http://nibras.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export async function renderRemote(
  lifecycles: RemoteLifecycles,
  options: RenderRemoteOptions,
): Promise<RenderedRemote> {
  await initI18n(options.locale);

  const sessionBefore: Pick<SessionState, 'user' | 'token' | 'isAuthenticated'> = {
    user: useSessionStore.getState().user,
    token: useSessionStore.getState().token,
    isAuthenticated: useSessionStore.getState().isAuthenticated,
  };
  if (options.signedIn !== false) {
    useSessionStore.getState().login(FAKE_USER, 'test-fake-token', { broadcast: false });
  }

  const container = document.createElement('div');
  container.dataset.testid = 'remote-container';
  document.body.appendChild(container);

  const api = createApiClient({
    baseUrl: UNUSED_API_URL,
    getToken: () => useSessionStore.getState().token,
    onUnauthorized: () => undefined,
  });

  const navigations: RecordedNavigation[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  let unmounted = false;

  let props: RemoteProps = {
    basename: `/${options.locale}`,
    locale: options.locale,
    location: toLocation(
      localePath(options.locale, options.path) + (options.search ?? '') + (options.hash ?? ''),
    ),
    // Like the harness: the "shell" records the call, then moves the remote there.
    navigate: (to, navOptions) => {
      navigations.push(navOptions ? { to, options: navOptions } : { to });
      queue = queue.then(() => apply({ location: toLocation(to) }));
    },
    bus,
    api,
    session: useSessionStore,
  };

  // single-spa replaces a parcel's custom props on update, so every update passes them all.
  const parcel = mountRootParcel<RemoteProps>(
    { ...lifecycles } as unknown as ParcelConfigObject<RemoteProps>,
    {
      domElement: container,
      ...props,
    },
  );
  await parcel.mountPromise;

  async function apply(patch: Partial<RemoteProps>): Promise<void> {
    if (unmounted) return;
    props = { ...props, ...patch };
    if (!parcel.update)
      throw new Error('the remote lifecycles have no update(): the shell could not move it');
    await parcel.update({ domElement: container, ...props } as RemoteProps);
  }

  return {
    container,
    get props() {
      return props;
    },
    navigations,
    async navigate(to) {
      await queue;
      const locale = localeFromPath(new URL(to, 'http://nibras.test').pathname);
      if (locale && locale !== props.locale) {
        await initI18n(locale);
        await apply({ locale, basename: `/${locale}`, location: toLocation(to) });
      } else {
        await apply({ location: toLocation(to) });
      }
    },
    async switchLocale(locale) {
      await queue;
      const rest = props.location.pathname.slice(props.basename.length) || '/';
      await initI18n(locale);
      await apply({
        locale,
        basename: `/${locale}`,
        location: { ...props.location, pathname: localePath(locale, rest) },
      });
    },
    async unmount() {
      await queue;
      if (unmounted) return;
      unmounted = true;
      await parcel.unmount();
      container.remove();
      useSessionStore.setState(sessionBefore);
    },
  };
}

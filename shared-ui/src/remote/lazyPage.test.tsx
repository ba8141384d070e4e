// lazyPage: a page whose code was preloaded is drawn in the first commit (no Suspense fallback);
// otherwise it comes through Suspense; a failed load is tried again. And the remote's `preload`:
// createRemoteLifecycles calls it with the mount's props and draws the root once it has settled,
// also when it failed.
import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import { bus } from '../bus';
import { createApiClient } from '../api-client';
import { useSessionStore } from '../stores/session';
import type { RemoteProps } from '../contract';
import { initI18n } from '../i18n';
import { createRemoteLifecycles } from './createRemoteLifecycles';
import { lazyPage } from './lazyPage';

const Hello = () => <p>the page</p>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazyPage', () => {
  it('draws a preloaded page in the first commit, without the fallback', async () => {
    const load = jest.fn(() => Promise.resolve({ Hello }));
    const { Page, preload } = lazyPage(load, (m) => m.Hello);
    await preload();
    await preload(); // loaded once
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    // No waiting: the page is there as soon as render returns.
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends until the code arrives when it was not preloaded', async () => {
    const code = deferred<{ Hello: typeof Hello }>();
    const { Page } = lazyPage(
      () => code.promise,
      (m) => m.Hello,
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => code.resolve({ Hello }));
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('tries again after a failed load (a dropped network, a new deployment)', async () => {
    const load = jest
      .fn<Promise<{ Hello: typeof Hello }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
      .mockResolvedValueOnce({ Hello });
    const { preload } = lazyPage(load, (m) => m.Hello);
    await expect(preload()).rejects.toThrow('Loading chunk 7 failed');
    await expect(preload()).resolves.toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("the remote's preload", () => {
  beforeAll(() => initI18n('en'));

  const props = (pathname: string): RemoteProps => ({
    basename: '/en',
    locale: 'en',
    location: { pathname, search: '', hash: '' },
    navigate: () => undefined,
    bus,
    api: createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      getToken: () => null,
      onUnauthorized: () => undefined,
    }),
    session: useSessionStore,
  });

  async function mount(preload: (p: RemoteProps) => Promise<unknown>, pathname: string) {
    const lifecycles = createRemoteLifecycles({
      name: 'mfe_learning',
      namespace: 'test',
      loadMessages: () => Promise.resolve({ en: {}, ar: {} }),
      loadRoot: () => Promise.resolve({ default: () => <p>the root</p> }),
      preload,
    });
    const container = document.createElement('div');
    document.body.appendChild(container);
    const parcel = mountRootParcel({ ...lifecycles } as unknown as ParcelConfigObject<RemoteProps>, {
      domElement: container,
      ...props(pathname),
    });
    return { container, parcel };
  }

  it('is called with the mount’s props, and the root is drawn once it has settled', async () => {
    const pending = deferred<void>();
    const preload = jest.fn((_props: RemoteProps) => pending.promise);
    const { container, parcel } = await mount(preload, '/en/dashboard');
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(preload.mock.calls[0]?.[0].location.pathname).toBe('/en/dashboard');
    // Nothing more may happen while the preload is pending: a short wait lets a root that did not
    // wait for it be drawn (the outcome cannot flip under load: a correct mount never draws it).
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(container.textContent).not.toContain('the root');
    pending.resolve();
    await waitFor(() => expect(container.textContent).toContain('the root'));
    await parcel.mountPromise;
    await act(() => parcel.unmount());
  });

  it('a failed preload does not stop the mount (the page shows its own error)', async () => {
    const { container, parcel } = await mount(() => Promise.reject(new Error('offline')), '/en/home');
    await waitFor(() => expect(container.textContent).toContain('the root'));
    await parcel.mountPromise;
    await act(() => parcel.unmount());
  });
});

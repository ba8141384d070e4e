import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { LoadBoundary } from './LoadBoundary';
import { isChunkLoadError, type RemoteProps } from '../contract';
import { RemoteContext } from '../remote/RemoteContext';

const failing = () => Promise.reject(new Error('Loading chunk 123 failed'));

test('a lazy component that cannot be loaded shows the fallback in its area only', async () => {
  const Broken = lazy(failing);
  const onError = jest.fn();
  // React itself also reports an error a boundary caught (console.error): keep the test's output clean.
  const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <div>
      <p>the rest of the page</p>
      <LoadBoundary fallback={<span>fallback</span>} onError={onError}>
        <Suspense fallback={<span>loading</span>}>
          <Broken />
        </Suspense>
      </LoadBoundary>
    </div>,
  );
  expect(screen.getByText('loading')).toBeTruthy();
  expect(await screen.findByText('fallback')).toBeTruthy();
  expect(screen.getByText('the rest of the page')).toBeTruthy();
  expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Loading chunk 123 failed' }));
  reported.mockRestore();
});

test('what loads renders as usual', async () => {
  const Working = lazy(() => Promise.resolve({ default: () => <span>loaded</span> }));
  render(
    <LoadBoundary fallback={<span>fallback</span>}>
      <Suspense fallback={null}>
        <Working />
      </Suspense>
    </LoadBoundary>,
  );
  expect(await screen.findByText('loaded')).toBeTruthy();
  expect(screen.queryByText('fallback')).toBeNull();
});

describe('inside a remote', () => {
  const remoteProps = (reload: jest.Mock) => ({ reload }) as unknown as RemoteProps;

  test('code of its build that is gone asks the shell to load the remote again; other failures do not', async () => {
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const gone = Object.assign(
      new Error('Loading chunk 77 failed.\n(missing: http://localhost:3005/77.js)'),
      {
        name: 'ChunkLoadError',
      },
    );
    for (const [error, calls] of [
      [gone, [[{ stale: true }]]],
      [new Error('Cannot read properties of undefined'), []],
    ] as const) {
      const reload = jest.fn();
      const Broken = lazy(() => Promise.reject(error));
      const { unmount } = render(
        <RemoteContext.Provider value={remoteProps(reload)}>
          <LoadBoundary fallback={<span>fallback</span>}>
            <Suspense fallback={null}>
              <Broken />
            </Suspense>
          </LoadBoundary>
        </RemoteContext.Provider>,
      );
      expect(await screen.findByText('fallback')).toBeTruthy();
      expect(reload.mock.calls).toEqual(calls);
      unmount();
    }
    reported.mockRestore();
  });
});

test('isChunkLoadError knows webpack’s chunk failures by name and message, and nothing else', () => {
  expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.\n(/12.css)'))).toBe(true);
  expect(isChunkLoadError(new Error('Loading chunk src_pages_Home_tsx failed.'))).toBe(true);
  expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  expect(isChunkLoadError(null)).toBe(false);
});

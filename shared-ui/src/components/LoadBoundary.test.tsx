import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { LoadBoundary } from './LoadBoundary';

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

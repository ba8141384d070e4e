// One API answer a page shows: loading until the answer for the current `key` arrives (a new key,
// another lesson or a retry, shows loading again, never the previous page's answer), then ready
// or failed (a 404 told apart). `replace` swaps the shown answer for a newer one (after enrolling,
// after marking a lesson read).
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@nibras/shared-ui';

export type Loaded<T> =
  { state: 'loading' } | { state: 'error'; notFound: boolean } | { state: 'ready'; data: T };

const LOADING = { state: 'loading' } as const;

/** `load` must keep its identity while its inputs do (useCallback). */
export function useLoaded<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): [Loaded<T>, (data: T) => void] {
  const [settled, setSettled] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setSettled({ key, loaded: { state: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({
          key,
          loaded: { state: 'error', notFound: error instanceof ApiError && error.status === 404 },
        });
      },
    );
    return () => controller.abort();
  }, [key, load]);
  const replace = useCallback((data: T) => setSettled({ key, loaded: { state: 'ready', data } }), [key]);
  return [settled?.key === key ? settled.loaded : LOADING, replace];
}

// Mounts one remote's single-spa lifecycles as a parcel in the main area. If the
// remote cannot be loaded or mounted, only this area shows the localized
// "unavailable, retry" panel; the navbar, footer and other remotes keep working.
import { useCallback, useMemo, useRef, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { addErrorHandler, mountRootParcel } from 'single-spa';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Skeleton,
  RemoteUnavailable,
  useSessionStore,
  type Locale,
  type RemoteName,
  type RemoteProps,
} from '@nibras/shared-ui';
import { api, bus } from '../services';
import { loadRemoteLifecycles } from './loadRemote';

/** A remote that does not answer within this time is treated as unavailable. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

/**
 * A remote that finds a chunk of its build gone is loaded again at once, at most once in this time:
 * if its current deployment is missing chunks too, its crash panel stays, with its Retry button.
 */
export const STALE_RELOAD_INTERVAL_MS = 30_000;

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

type Status = 'loading' | 'ready' | 'error';

// A remote's failure is handled by its outlet (handleError below: the panel, and the error in the
// console), and must not reach the page as an uncaught error as well:
// - single-spa throws a parcel's failure again from a timer unless an error handler is registered;
// - single-spa-react's Parcel calls handleError and then rethrows the same error into a promise
//   nobody awaits (an unhandled rejection). The errors the outlets handled are remembered, and only
//   their rejections are marked handled.
const handledErrors = new WeakSet<object>();
addErrorHandler((error) => {
  console.warn(`[shell] single-spa: ${error.message.split('\n')[0] ?? ''} (shown in its area)`);
});
if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (typeof reason === 'object' && reason !== null && handledErrors.has(reason)) event.preventDefault();
  });
}

export function RemoteOutlet({ remote, locale }: { remote: RemoteName; locale: Locale }) {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const lastStaleReload = useRef(Number.NEGATIVE_INFINITY);
  // Loads the remote again from its current deployment and mounts it afresh (a new parcel).
  const reload = useCallback<NonNullable<RemoteProps['reload']>>(
    (options) => {
      if (options?.stale) {
        const now = Date.now();
        if (now - lastStaleReload.current < STALE_RELOAD_INTERVAL_MS) return;
        lastStaleReload.current = now;
        console.warn(`[shell] ${remote}: a chunk of its build is gone (redeployed?); loading it again`);
      }
      setStatus('loading');
      setAttempt((n) => n + 1);
    },
    [remote],
  );
  const location = useLocation();
  const routerNavigate = useNavigate();
  const navigate = useCallback<RemoteProps['navigate']>(
    (to, options) => void routerNavigate(to, { replace: options?.replace }),
    [routerNavigate],
  );

  const config = useCallback(
    () => withTimeout(loadRemoteLifecycles(remote, attempt > 0), REMOTE_LOAD_TIMEOUT_MS, remote),
    [remote, attempt],
  );

  const props = useMemo<RemoteProps>(
    () => ({
      basename: `/${locale}`,
      locale,
      location: { pathname: location.pathname, search: location.search, hash: location.hash },
      navigate,
      bus,
      api,
      session: useSessionStore,
      reload,
    }),
    [locale, location.pathname, location.search, location.hash, navigate, reload],
  );

  if (status === 'error') {
    return <RemoteUnavailable remote={remote} onRetry={() => reload()} />;
  }

  return (
    <div className="nibras-remote-area" data-remote-area={remote} aria-busy={status === 'loading'}>
      {status === 'loading' && (
        <div className="nibras-remote-skeleton" data-testid="remote-loading">
          <Skeleton active title paragraph={{ rows: 6 }} />
        </div>
      )}
      <Parcel
        key={`${remote}:${attempt}`}
        config={config}
        mountParcel={mountRootParcel}
        wrapWith="div"
        handleError={(error: Error) => {
          handledErrors.add(error);
          console.error(`[shell] ${remote} failed:`, error);
          setStatus('error');
        }}
        parcelDidMount={() => setStatus('ready')}
        {...props}
      />
    </div>
  );
}

// Mounts one remote's single-spa lifecycles as a parcel in the main area. If the
// remote cannot be loaded or mounted, only this area shows the localized
// "unavailable, retry" panel; the navbar, footer and other remotes keep working.
import { useCallback, useMemo, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
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

export function RemoteOutlet({ remote, locale }: { remote: RemoteName; locale: Locale }) {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const location = useLocation();
  const routerNavigate = useNavigate();
  const navigate = useCallback<RemoteProps['navigate']>(
    (to, options) => void routerNavigate(to, { replace: options?.replace }),
    [routerNavigate],
  );

  const config = useCallback(
    () =>
      withTimeout(
        loadRemoteLifecycles(remote, attempt > 0),
        REMOTE_LOAD_TIMEOUT_MS,
        remote,
      ) as Promise<ParcelConfigObject>,
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
    }),
    [locale, location.pathname, location.search, location.hash, navigate],
  );

  if (status === 'error') {
    return (
      <RemoteUnavailable
        remote={remote}
        onRetry={() => {
          setStatus('loading');
          setAttempt((n) => n + 1);
        }}
      />
    );
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
          console.error(`[shell] ${remote} failed:`, error);
          setStatus('error');
        }}
        parcelDidMount={() => setStatus('ready')}
        {...props}
      />
    </div>
  );
}

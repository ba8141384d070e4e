import { startTransition } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLifecycles, RemoteName } from '@nibras/shared-ui';
import { runtimeConfig } from '../runtime-config';

/**
 * Loads a remote's lifecycles. After a failure the remote is registered again
 * (force), so a retry fetches its manifest and entry afresh.
 */
export async function loadRemoteLifecycles(name: RemoteName, isRetry: boolean): Promise<RemoteLifecycles> {
  if (isRetry) registerRemotes([{ name, entry: runtimeConfig().remotes[name] }], { force: true });
  const mod = await loadRemote<RemoteLifecycles>(`${name}/lifecycles`);
  if (!mod || typeof mod.mount !== 'function') throw new Error(`${name} did not expose lifecycles`);
  return withInterruptibleMount(mod);
}

/**
 * The remote's first render as a transition: React renders it in slices and lets the browser
 * answer input in between, instead of one long task (single-spa-react calls `root.render`
 * synchronously inside `mount`, so the update takes the transition's priority).
 */
export function withInterruptibleMount(lifecycles: RemoteLifecycles): RemoteLifecycles {
  type Mount = Extract<RemoteLifecycles['mount'], (...args: never[]) => unknown>;
  const inTransition =
    (fn: Mount): Mount =>
    (props) => {
      let result: ReturnType<Mount> | undefined;
      startTransition(() => {
        result = fn(props);
      });
      return result ?? Promise.reject(new Error('mount did not start'));
    };
  const { mount } = lifecycles;
  return { ...lifecycles, mount: Array.isArray(mount) ? mount.map(inTransition) : inTransition(mount) };
}

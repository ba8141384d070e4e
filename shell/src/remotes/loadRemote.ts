import { startTransition } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLifecycles, RemoteName } from '@nibras/shared-ui';
import { runtimeConfig } from '../runtime-config';

/**
 * Forgets every chunk of the remote this page has loaded. webpack's chunk loading keeps them in one
 * global array per build name (`webpackChunk<uniqueName>`, shared-ui/build/webpack.mjs), and a newly
 * loaded remote entry takes the chunks already in it as its own: a fixed deployment whose chunks keep
 * their ids would run the broken build's code again. Without the array, the new entry fetches its own.
 */
export function forgetRemoteChunks(
  name: RemoteName,
  scope: Record<string, unknown> = globalThis as never,
): void {
  delete scope[`webpackChunk${name}`];
}

/**
 * Loads a remote's lifecycles. After a failure (or when the remote asks to be reloaded: a chunk
 * of its build is gone) the remote is loaded afresh: its chunks forgotten and the remote registered
 * again (force), so its manifest, entry and code are fetched from its current deployment.
 */
export async function loadRemoteLifecycles(name: RemoteName, isRetry: boolean): Promise<RemoteLifecycles> {
  if (isRetry) {
    forgetRemoteChunks(name);
    registerRemotes([{ name, entry: runtimeConfig().remotes[name] }], { force: true });
  }
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

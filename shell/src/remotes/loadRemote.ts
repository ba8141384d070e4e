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
  return mod;
}

// Entry: read the run-time config, register the remotes from it, then cross the
// async boundary so shared singletons are negotiated before any of them is used.
import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig } from './runtime-config';
import { firstRemote } from './preload';

void loadRuntimeConfig().then((config) => {
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  // The first page's remote downloads while the shell's own chunks do (its manifest, entry and
  // page chunks), instead of after them. A failure here is handled when the remote is loaded.
  const remote = firstRemote(window.location.pathname, localStorage);
  if (remote) {
    preloadRemote([{ nameOrAlias: remote, exposes: ['./lifecycles'], resourceCategory: 'sync' }]).catch(
      () => undefined,
    );
  }
  return import('./bootstrap');
});

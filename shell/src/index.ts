// Entry: read the run-time config, register the remotes from it, then cross the
// async boundary so shared singletons are negotiated before any of them is used.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig } from './runtime-config';

void loadRuntimeConfig().then((config) => {
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return import('./bootstrap');
});

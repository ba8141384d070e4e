import { createRemoteLifecycles } from '@nibras/shared-ui';
import en from './locales/en.json';
import ar from './locales/ar.json';
import * as root from './root';

// The public site is the first page of most visits, so its pages and texts are part of the
// exposed module itself rather than chunks requested after it: the shell preloads the exposed
// module with the remote's entry (preloadRemote), and the page can draw as soon as it mounts.
// (The other remotes load theirs when they mount.)
export const lifecycles = createRemoteLifecycles({
  name: 'mfe_marketing',
  namespace: 'marketing',
  loadMessages: () => Promise.resolve({ en, ar }),
  loadRoot: () => Promise.resolve(root),
});

export const { bootstrap, mount, unmount, update } = lifecycles;

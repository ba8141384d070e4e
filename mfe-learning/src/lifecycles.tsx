import { createRemoteLifecycles } from '@nibras/shared-ui';
import { preloadFor } from './pages';

export const lifecycles = createRemoteLifecycles({
  name: 'mfe_learning',
  namespace: 'learning',
  loadMessages: async () => {
    const { en, ar } = await import('./locales/index');
    return { en, ar };
  },
  loadRoot: () => import('./root'),
  preload: preloadFor,
});

export const { bootstrap, mount, unmount, update } = lifecycles;

import { createRemoteLifecycles } from '@nibras/shared-ui';

export const lifecycles = createRemoteLifecycles({
  name: 'mfe_learning',
  namespace: 'learning',
  loadMessages: async () => {
    const [en, ar] = await Promise.all([import('./locales/en.json'), import('./locales/ar.json')]);
    return { en: en.default, ar: ar.default };
  },
  loadRoot: () => import('./root'),
});

export const { bootstrap, mount, unmount, update } = lifecycles;

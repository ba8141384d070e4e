import { describeRemote } from '@nibras/shared-ui/testing';
import { lifecycles } from './lifecycles';
import { MATERIALS_ROUTES } from './routes';
import en from './locales/en.json';
import ar from './locales/ar.json';

describeRemote({
  name: 'mfe_materials',
  lifecycles,
  messages: { en, ar },
  routes: MATERIALS_ROUTES.map((r) => r.path),
  pages: [
    { path: '/uploaded-materials', pageId: 'materials-uploaded-materials', titleKey: 'uploaded.title' },
  ],
  unknownPaths: ['/uploaded-materials/no-such-folder', '/uploaded-materials/a/b'],
});

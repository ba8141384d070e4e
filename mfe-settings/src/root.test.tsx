import { describeRemote } from '@nibras/shared-ui/testing';
import { lifecycles } from './lifecycles';
import { SETTINGS_PAGES } from './pages';
import en from './locales/en.json';
import ar from './locales/ar.json';

describeRemote({
  name: 'mfe_settings',
  lifecycles,
  messages: { en, ar },
  routes: SETTINGS_PAGES.map((p) => p.path),
  pages: [
    { path: '/settings', pageId: 'settings-general', titleKey: 'general.title' },
    { path: '/settings/accessibility', pageId: 'settings-accessibility', titleKey: 'accessibility.title' },
    { path: '/settings/notifications', pageId: 'settings-notifications', titleKey: 'notifications.title' },
    {
      path: '/settings/learning-preferences',
      pageId: 'settings-learning-preferences',
      titleKey: 'learningPreferences.title',
    },
    { path: '/settings/help-support', pageId: 'settings-help-support', titleKey: 'helpSupport.title' },
    { path: '/settings/subscriptions', pageId: 'settings-subscriptions', titleKey: 'subscriptions.title' },
  ],
  unknownPaths: ['/settings/no-such-page', '/settings/accessibility/extra'],
});

import { describeRemote } from '@nibras/shared-ui/testing';
import { lifecycles } from './lifecycles';
import { MARKETING_ROUTES } from './routes';
import en from './locales/en.json';
import ar from './locales/ar.json';

describeRemote({
  name: 'mfe_marketing',
  lifecycles,
  messages: { en, ar },
  routes: MARKETING_ROUTES.map((r) => r.path),
  pages: [
    { path: '/', pageId: 'marketing-home', titleKey: 'home.hero.title' },
    { path: '/pricing', pageId: 'marketing-pricing', titleKey: 'pricing.title' },
    { path: '/about', pageId: 'marketing-about', titleKey: 'about.title' },
    { path: '/faqs', pageId: 'marketing-faqs', titleKey: 'faqs.title' },
    { path: '/privacy-policy', pageId: 'marketing-privacy', titleKey: 'privacy.title' },
    { path: '/terms-of-services', pageId: 'marketing-terms', titleKey: 'terms.title' },
  ],
  unknownPaths: ['/no-such-page', '/pricing/enterprise'],
});

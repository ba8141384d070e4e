// The routes this remote owns, under the locale prefix: the one list its root (<Routes>), its
// standalone harness and the shell's route test (shell/src/routes.test.ts) read. Each page's test
// id is `page-marketing-<pageId>` (root.tsx maps the id to the page's component).
export const MARKETING_ROUTES = [
  { path: '/', pageId: 'home' },
  { path: '/pricing', pageId: 'pricing' },
  { path: '/about', pageId: 'about' },
  { path: '/faqs', pageId: 'faqs' },
  { path: '/privacy-policy', pageId: 'privacy' },
  { path: '/terms-of-services', pageId: 'terms' },
] as const;

export type MarketingPageId = (typeof MARKETING_ROUTES)[number]['pageId'];

import { ROUTES, matchRoute } from './routes';

describe('route table', () => {
  it.each([
    ['/', 'mfe_marketing'],
    ['/pricing', 'mfe_marketing'],
    ['/about', 'mfe_marketing'],
    ['/faqs', 'mfe_marketing'],
    ['/privacy-policy', 'mfe_marketing'],
    ['/terms-of-services', 'mfe_marketing'],
    ['/home', 'mfe_learning'],
    ['/courses', 'mfe_learning'],
    ['/courses/ai', 'mfe_learning'],
    ['/quiz', 'mfe_learning'],
    ['/leaderboard', 'mfe_learning'],
    ['/dashboard', 'mfe_learning'],
    ['/ai-engine', 'mfe_chat'],
    ['/ai-engine/conversation/abc', 'mfe_chat'],
    ['/saved', 'mfe_chat'],
    ['/uploaded-materials', 'mfe_materials'],
    ['/uploaded-materials/folder/1', 'mfe_materials'],
    ['/settings', 'mfe_settings'],
    ['/settings/accessibility', 'mfe_settings'],
    ['/auth', 'shell'],
    ['/auth/reset', 'shell'],
    ['/auth/success', 'shell'],
    ['/onboarding', 'shell'],
  ])('%s belongs to %s', (path, owner) => {
    expect(matchRoute(path)?.owner).toBe(owner);
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/pricing/')?.owner).toBe('mfe_marketing');
  });

  it.each(['/nope', '/pricing/extra', '/homework', '/settingsx'])('%s is not found', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('every remote route requires the right access', () => {
    const publicPaths = ROUTES.filter((r) => r.access === 'public').map((r) => r.pathPrefix);
    expect(publicPaths).toEqual([
      '/',
      '/pricing',
      '/about',
      '/faqs',
      '/privacy-policy',
      '/terms-of-services',
    ]);
  });
});

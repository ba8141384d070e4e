import { REMOTE_NAMES, type RemoteName } from '@nibras/shared-ui';
import { MARKETING_ROUTES } from '../../mfe-marketing/src/routes';
import { LEARNING_ROUTES } from '../../mfe-learning/src/routes';
import { CHAT_ROUTES } from '../../mfe-chat/src/routes';
import { MATERIALS_ROUTES } from '../../mfe-materials/src/routes';
import { SETTINGS_PAGES } from '../../mfe-settings/src/pages';
import { ROUTES, matchRoute, menuLink, menuLinks, pageExists, type Audience, type Menu } from './routes';

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
    ['/courses/ai', 'mfe_chat'],
    ['/courses/ai/conversation/abc', 'mfe_chat'],
    ['/courses/y1-physics-1/lessons/u1-l1', 'mfe_learning'],
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

// Each remote's own list of routes (plain data, read here as a test only: the shell loads remotes
// at run time) and the shell's table must agree.
describe('the route table and the remotes’ own route lists', () => {
  const REMOTE_LISTS: ReadonlyArray<[RemoteName, ReadonlyArray<{ path: string; sample?: string }>]> = [
    ['mfe_marketing', MARKETING_ROUTES],
    ['mfe_learning', LEARNING_ROUTES],
    ['mfe_chat', CHAT_ROUTES],
    ['mfe_materials', MATERIALS_ROUTES],
    ['mfe_settings', SETTINGS_PAGES],
  ];
  const remoteRoutes = REMOTE_LISTS.flatMap(([remote, list]) =>
    list.map((route) => ({ remote, path: route.path, sample: route.sample ?? route.path })),
  );

  it('lists every remote', () => {
    expect(REMOTE_LISTS.map(([remote]) => remote).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('has a sample path for every route with parameters, and only for those', () => {
    for (const { path, sample } of remoteRoutes) {
      expect(sample.includes(':')).toBe(false);
      expect(sample === path).toBe(!path.includes(':'));
    }
  });

  it.each(remoteRoutes.map((r) => [r.sample, r.remote] as const))(
    '%s of %s is owned by that remote in the shell',
    (sample, remote) => {
      expect(matchRoute(sample)?.owner).toBe(remote);
      expect(pageExists(sample)).toBe(true);
    },
  );

  it.each(ROUTES.filter((e) => e.owner !== 'shell').map((e) => [e.pathPrefix, e.owner] as const))(
    'the shell entry %s is a route of %s',
    (pathPrefix, owner) => {
      const own = remoteRoutes.filter((r) => r.remote === owner).map((r) => r.path);
      expect(own).toContain(pathPrefix);
    },
  );
});

describe('pages', () => {
  it.each(['/auth', '/auth/success', '/onboarding', '/', '/pricing/', '/settings/accessibility'])(
    '%s exists',
    (path) => expect(pageExists(path)).toBe(true),
  );

  // A shell page is at its exact path only; a remote's unknown sub-path is the remote's to answer.
  it.each(['/auth/reset', '/onboarding/step-2', '/nope', '/pricing/extra'])('%s does not', (path) =>
    expect(pageExists(path)).toBe(false),
  );

  it('lets every shell entry name its page', () => {
    for (const entry of ROUTES) expect(entry.page !== undefined).toBe(entry.owner === 'shell');
  });
});

describe('menus', () => {
  const paths = (menu: Menu, audience: Audience) => menuLinks(menu, audience).map((l) => l.path);

  it('lists the navbar links in spec order', () => {
    expect(paths('navbar', 'visitor')).toEqual(['', '/pricing', '/about', '/faqs']);
    expect(paths('navbar', 'student')).toEqual([
      '/home',
      '/courses',
      '/dashboard',
      '/uploaded-materials',
      '/leaderboard',
    ]);
  });

  it('lists the footer quick links of visitors and students', () => {
    expect(paths('footer', 'visitor')).toEqual(['', '/pricing', '/auth?mode=sign-up']);
    expect(paths('footer', 'student')).toEqual([
      '/home',
      '/courses',
      '/dashboard',
      '/ai-engine',
      '/settings',
    ]);
  });

  it('finds the navbar buttons by menu key', () => {
    expect(menuLink('ai', 'student')).toEqual({ key: 'ai', path: '/ai-engine' });
    expect(menuLink('getStarted', 'visitor')).toEqual({ key: 'getStarted', path: '/auth?mode=sign-up' });
    expect(() => menuLink('ai', 'visitor')).toThrow('no route has the menu key ai for visitors');
  });
});

// The shell's one route table: which remote (or shell page) owns which path under the locale
// prefix, who may see it (access.ts), the menus that link to it and the layout rules of spec
// section 2 on it. Each remote owns its sub-routes (its own list; routes.test.ts checks that the
// two agree). Plain data with erasable types only: the production server (shared-ui/build/serve.mjs)
// imports this file under Node to answer 404 for a path no route owns.
import type { RemoteName } from '@nibras/shared-ui';

/**
 * public: anyone. auth: signed-in students who have onboarded (and /onboarding for those
 * who have not). no-auth: signed-out visitors only. signed-in: any signed-in student,
 * onboarded or not (the success screen right after signing in). See access.ts.
 */
export type Access = 'public' | 'auth' | 'no-auth' | 'signed-in';

/** The shell's own pages (App.tsx maps each to its lazily loaded component). */
export type ShellPageId = 'auth' | 'authSuccess' | 'onboarding';

/**
 * The menus that link to routes. `navbar`: the navbar's links; `footer`: the footer's quick links.
 * Visitors' menus link to `public` and `no-auth` routes, students' to the others.
 */
export type Menu = 'navbar' | 'footer';
export type Audience = 'visitor' | 'student';

/** The layout rules of spec section 2 (layoutRules.ts). */
export type LayoutRule = 'hideFooter' | 'hideNavbar' | 'fullBleed' | 'centred';

export interface RouteEntry {
  owner: RemoteName | 'shell';
  /** Path under the locale, e.g. `/courses`. */
  pathPrefix: string;
  /** Match only the exact path, not its sub-paths. */
  exact: boolean;
  access: Access;
  /** The shell's page drawn at exactly this path (owner `shell`). */
  page?: ShellPageId;
  /** The link's label is `nav.<menuKey>`; a route with a menu key is linked from its `menus`. */
  menuKey?: string;
  menus?: readonly Menu[];
  /** The query string of the route's menu links (`?mode=sign-up`). */
  menuSearch?: string;
  /** Layout rules on this path, and on every path under it when `layoutSubPaths` (`/quiz/42`). */
  layout?: readonly LayoutRule[];
  layoutSubPaths?: boolean;
}

// Menus list their links in table order: keep the signed-in routes in navbar and footer order.
export const ROUTES: readonly RouteEntry[] = [
  {
    owner: 'mfe_marketing',
    pathPrefix: '/',
    exact: true,
    access: 'public',
    menuKey: 'home',
    menus: ['navbar', 'footer'],
    layout: ['fullBleed'],
  },
  {
    owner: 'mfe_marketing',
    pathPrefix: '/pricing',
    exact: true,
    access: 'public',
    menuKey: 'pricing',
    menus: ['navbar', 'footer'],
  },
  {
    owner: 'mfe_marketing',
    pathPrefix: '/about',
    exact: true,
    access: 'public',
    menuKey: 'about',
    menus: ['navbar'],
  },
  {
    owner: 'mfe_marketing',
    pathPrefix: '/faqs',
    exact: true,
    access: 'public',
    menuKey: 'faqs',
    menus: ['navbar'],
  },
  { owner: 'mfe_marketing', pathPrefix: '/privacy-policy', exact: true, access: 'public' },
  { owner: 'mfe_marketing', pathPrefix: '/terms-of-services', exact: true, access: 'public' },
  {
    owner: 'mfe_learning',
    pathPrefix: '/home',
    exact: true,
    access: 'auth',
    menuKey: 'home',
    menus: ['navbar', 'footer'],
    layout: ['fullBleed'],
  },
  // The tutor inside a lesson (`?lesson=`): the chat remote's.
  {
    owner: 'mfe_chat',
    pathPrefix: '/courses/ai',
    exact: false,
    access: 'auth',
    layout: ['hideFooter', 'fullBleed'],
    layoutSubPaths: true,
  },
  {
    owner: 'mfe_learning',
    pathPrefix: '/courses',
    exact: false,
    access: 'auth',
    menuKey: 'courses',
    menus: ['navbar', 'footer'],
  },
  {
    owner: 'mfe_learning',
    pathPrefix: '/dashboard',
    exact: true,
    access: 'auth',
    menuKey: 'dashboard',
    menus: ['navbar', 'footer'],
  },
  {
    owner: 'mfe_materials',
    pathPrefix: '/uploaded-materials',
    exact: false,
    access: 'auth',
    menuKey: 'materials',
    menus: ['navbar'],
  },
  {
    owner: 'mfe_learning',
    pathPrefix: '/leaderboard',
    exact: true,
    access: 'auth',
    menuKey: 'leaderboard',
    menus: ['navbar'],
  },
  // The navbar's AI button links here too.
  {
    owner: 'mfe_chat',
    pathPrefix: '/ai-engine',
    exact: false,
    access: 'auth',
    menuKey: 'ai',
    menus: ['footer'],
    layout: ['hideFooter', 'fullBleed'],
    layoutSubPaths: true,
  },
  // The navbar's profile picture links here too.
  {
    owner: 'mfe_settings',
    pathPrefix: '/settings',
    exact: false,
    access: 'auth',
    menuKey: 'settings',
    menus: ['footer'],
  },
  {
    owner: 'mfe_learning',
    pathPrefix: '/quiz',
    exact: true,
    access: 'auth',
    layout: ['hideFooter'],
    layoutSubPaths: true,
  },
  { owner: 'mfe_chat', pathPrefix: '/saved', exact: true, access: 'auth' },
  {
    owner: 'shell',
    pathPrefix: '/auth/success',
    exact: true,
    access: 'signed-in',
    page: 'authSuccess',
    layout: ['hideNavbar'],
  },
  // The navbar's "Get started" button links here too.
  {
    owner: 'shell',
    pathPrefix: '/auth',
    exact: false,
    access: 'no-auth',
    page: 'auth',
    menuKey: 'getStarted',
    menus: ['footer'],
    menuSearch: '?mode=sign-up',
    layout: ['hideFooter', 'fullBleed', 'centred'],
    layoutSubPaths: true,
  },
  {
    owner: 'shell',
    pathPrefix: '/onboarding',
    exact: true,
    access: 'auth',
    page: 'onboarding',
    layout: ['hideFooter', 'fullBleed', 'centred'],
    layoutSubPaths: true,
  },
];

/** Normalises `/courses/` to `/courses` and `` to `/`. */
export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The route entry owning a path (path without the locale prefix), or null (not found). */
export function matchRoute(pathWithoutLocale: string): RouteEntry | null {
  const path = normalisePath(pathWithoutLocale);
  for (const entry of ROUTES) {
    if (path === entry.pathPrefix) return entry;
    if (!entry.exact && path.startsWith(`${entry.pathPrefix}/`)) return entry;
  }
  return null;
}

/**
 * Is there a page at this path (without the locale prefix)? A shell page is at its exact path
 * only (`/auth/reset` is not found); under a remote's prefix, the remote decides (its own
 * not-found page), so every path there counts.
 */
export function pageExists(pathWithoutLocale: string): boolean {
  const entry = matchRoute(pathWithoutLocale);
  return !!entry && (entry.owner !== 'shell' || entry.pathPrefix === normalisePath(pathWithoutLocale));
}

export interface MenuLink {
  /** The label is `nav.<key>`. */
  key: string;
  /** The link under the locale prefix: `` for `/`, `/pricing`, `/auth?mode=sign-up`. */
  path: string;
}

const audienceOf = (entry: RouteEntry): Audience =>
  entry.access === 'public' || entry.access === 'no-auth' ? 'visitor' : 'student';

const linkTo = (entry: RouteEntry & { menuKey: string }): MenuLink => ({
  key: entry.menuKey,
  path: (entry.pathPrefix === '/' ? '' : entry.pathPrefix) + (entry.menuSearch ?? ''),
});

const withMenuKey = (entry: RouteEntry): entry is RouteEntry & { menuKey: string } => !!entry.menuKey;

/** The links of a menu for visitors or students, in table order. */
export function menuLinks(menu: Menu, audience: Audience): MenuLink[] {
  return ROUTES.filter(withMenuKey)
    .filter((e) => e.menus?.includes(menu) && audienceOf(e) === audience)
    .map(linkTo);
}

/** The link to the route with this menu key (the navbar's buttons: `ai`, `settings`, `getStarted`). */
export function menuLink(key: string, audience: Audience): MenuLink {
  const entry = ROUTES.filter(withMenuKey).find((e) => e.menuKey === key && audienceOf(e) === audience);
  if (!entry) throw new Error(`no route has the menu key ${key} for ${audience}s`);
  return linkTo(entry);
}

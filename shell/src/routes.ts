// The shell's one route table: which remote owns which path (under the locale
// prefix), the menu key and the access rule. Each remote owns its sub-routes.
import type { RemoteName } from '@nibras/shared-ui';

/**
 * public: anyone. auth: signed-in students who have onboarded (and /onboarding for those
 * who have not). no-auth: signed-out visitors only. signed-in: any signed-in student,
 * onboarded or not (the success screen right after signing in). See access.ts.
 */
export type Access = 'public' | 'auth' | 'no-auth' | 'signed-in';

export interface RouteEntry {
  owner: RemoteName | 'shell';
  /** Path under the locale, e.g. `/courses`. */
  pathPrefix: string;
  /** Match only the exact path, not its sub-paths. */
  exact: boolean;
  access: Access;
  menuKey?: string;
}

const r = (
  owner: RouteEntry['owner'],
  pathPrefix: string,
  access: Access,
  exact = true,
  menuKey?: string,
): RouteEntry => ({
  owner,
  pathPrefix,
  exact,
  access,
  menuKey,
});

export const ROUTES: readonly RouteEntry[] = [
  r('mfe_marketing', '/', 'public', true, 'home'),
  r('mfe_marketing', '/pricing', 'public', true, 'pricing'),
  r('mfe_marketing', '/about', 'public', true, 'about'),
  r('mfe_marketing', '/faqs', 'public', true, 'faqs'),
  r('mfe_marketing', '/privacy-policy', 'public', true),
  r('mfe_marketing', '/terms-of-services', 'public', true),
  r('mfe_learning', '/home', 'auth', true, 'home'),
  r('mfe_learning', '/courses', 'auth', false, 'courses'),
  r('mfe_learning', '/quiz', 'auth', true),
  r('mfe_learning', '/leaderboard', 'auth', true, 'leaderboard'),
  r('mfe_learning', '/dashboard', 'auth', true, 'dashboard'),
  r('mfe_chat', '/ai-engine', 'auth', false, 'ai'),
  r('mfe_chat', '/saved', 'auth', true),
  r('mfe_materials', '/uploaded-materials', 'auth', false, 'materials'),
  r('mfe_settings', '/settings', 'auth', false, 'settings'),
  r('shell', '/auth/success', 'signed-in', true),
  r('shell', '/auth', 'no-auth', false),
  r('shell', '/onboarding', 'auth', true),
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

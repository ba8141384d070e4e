// GET /dashboard (docs/api.md, "Dashboard, leaderboard and spaced review"): the student's streak,
// totals, the last year's active days (only days with something), the last quiz scores, mastery per
// unit, badges, the current semester and the student's place on its leaderboard. The types are the
// generated contract's (shared-ui/src/api/schema.gen.ts).
import type { ApiClient, components } from '@nibras/shared-ui';

type Schemas = components['schemas'];

export type Dashboard = Schemas['Dashboard'];
export type DashboardDay = Schemas['DashboardDay'];
export type DashboardQuizScore = Schemas['DashboardQuizScore'];
export type DashboardUnit = Schemas['DashboardUnit'];
export type DashboardBadge = Schemas['DashboardBadge'];

export function getDashboard(api: ApiClient, signal?: AbortSignal): Promise<Dashboard> {
  return api.get('/dashboard', { signal });
}

export const leaderboardPath = () => '/leaderboard';

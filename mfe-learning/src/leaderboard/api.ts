// The leaderboard call of the API contract: GET /leaderboard with the view (a semester or an
// academic year) and the period, through the remote's API client (types from the generated
// contract, shared-ui/src/api/schema.gen.ts), and the numbers, dates and titles the board shows in
// the page's language.
import type { ApiClient, components, Locale } from '@nibras/shared-ui';
import { formatNumber } from '../courses/format';

type Schemas = components['schemas'];

/** A semester or an academic year; `from`/`to` are Riyadh days (YYYY-MM-DD), `to` included. */
export type LeaderboardPeriod = Schemas['LeaderboardPeriod'];
export type LeaderboardView = LeaderboardPeriod['kind'];
/** One student's line: `name` null for an anonymous student; `you` for the signed-in one. */
export type LeaderboardRow = Schemas['LeaderboardRow'];
/** How the student appears on the board: with their name, as an anonymous student, or not at all. */
export type LeaderboardVisibility = Schemas['Leaderboard']['visibility'];
/**
 * The board: the top 10, the student's own row (null when they left the board or have no points
 * in the period) and up to 2 rows above and 2 below theirs that are not in the top 10
 * (`neighboursAbove` of them before it).
 */
export type Leaderboard = Schemas['Leaderboard'];

export interface LeaderboardQuery {
  view?: LeaderboardView;
  period?: string;
}

export function getLeaderboard(
  api: ApiClient,
  query: LeaderboardQuery = {},
  signal?: AbortSignal,
): Promise<Leaderboard> {
  return api.get('/leaderboard', {
    query: { view: query.view, period: query.period || undefined },
    signal,
  });
}

export const LEADERBOARD_SETTINGS_PATH = '/settings/learning-preferences';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Western digits in a text as the language writes them (`2026–27`, `٢٠٢٦–٢٧`). */
export const localDigits = (text: string, locale: Locale): string =>
  locale === 'ar' ? text.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]!) : text;

/** A period's title in the page's language and digits. */
export const periodTitle = (period: LeaderboardPeriod, locale: Locale): string =>
  localDigits(period.title[locale] || period.title.en, locale);

const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-GB', ar: 'ar-SA-u-nu-arab' };
const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', ar: 'ar-SA-u-ca-gregory-nu-arab' };

/** Learning hours with at most one decimal (`12.5`, `١٢٫٥`). */
export function formatHours(hours: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(hours);
}

/** A score, grouped as the language groups thousands (`1,250`, `١٬٢٥٠`). */
export function formatScore(score: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: 0 }).format(score);
}

export { formatNumber };

/** The days a period covers, in the Gregorian calendar (`24 Aug 2026 – 9 Jan 2027`). */
export function formatPeriodRange(period: LeaderboardPeriod, locale: Locale): string {
  const from = new Date(`${period.from}T00:00:00Z`);
  const to = new Date(`${period.to}T00:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
  const format = new Intl.DateTimeFormat(DATE_LOCALE[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(from, to);
}

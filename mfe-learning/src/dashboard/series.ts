// The dashboard's numbers as the charts and their tables show them: the API sends only the days
// that had something (the last 365 Riyadh days); a range fills the gaps with zeros, day by day for
// 4 weeks, week by week (7-day buckets ending today) for 3 and 12 months. Dates are calendar days
// (`YYYY-MM-DD`), counted in UTC so no time zone moves them; texts use the language's digits.
import type { Locale, LocalizedText } from '@nibras/shared-ui';
import type { Dashboard, DashboardDay } from './api';

export type RangeId = '4w' | '3m' | '12m';
export const RANGES: readonly RangeId[] = ['4w', '3m', '12m'];

interface RangeShape {
  /** Days in one point of the charts. */
  step: 1 | 7;
  /** Points in the range. */
  points: number;
}
const SHAPES: Record<RangeId, RangeShape> = {
  '4w': { step: 1, points: 28 },
  '3m': { step: 7, points: 13 },
  '12m': { step: 7, points: 52 },
};
export const rangeShape = (range: RangeId) => SHAPES[range];

const DAY_MS = 86_400_000;
const RIYADH_OFFSET_MS = 3 * 3_600_000;

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Rounded to one decimal (minutes come with one; sums of them drift). */
const tenths = (value: number) => Math.round(value * 10) / 10;

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number) => toDay(toMs(day) + n * DAY_MS);

/** The Riyadh calendar day (UTC+3, no daylight saving) of an instant. */
export const riyadhDayOf = (iso: string) => toDay(Date.parse(iso) + RIYADH_OFFSET_MS);

/** One point of the activity charts: a day, or a week from `from` to `to`. */
export interface ActivityPoint {
  from: string;
  to: string;
  minutes: number;
  lessons: number;
  /** Lessons completed up to the end of this point (all time). */
  cumulative: number;
  quizzes: number;
  reviews: number;
  streakDays: number;
}

/** A quiz score as GET /dashboard sends it (its title null for a quiz made from no lesson). */
export interface QuizScore {
  at: string;
  percent: number;
  attemptId: string;
  title: LocalizedText | null;
}

/** What the charts are drawn from. */
export interface SeriesInput {
  today: string;
  days: readonly DashboardDay[];
  quizScores: readonly QuizScore[];
  totals: Pick<Dashboard['totals'], 'lessonsCompleted'>;
}

export interface QuizPoint {
  key: string;
  at: string;
  day: string;
  percent: number;
  title: LocalizedText | null;
}

export interface RangeSeries {
  range: RangeId;
  step: 1 | 7;
  from: string;
  to: string;
  activity: ActivityPoint[];
  quizzes: QuizPoint[];
  totals: { minutes: number; lessons: number; quizzes: number; averageQuiz: number | null };
  /** The point with the most minutes (null when there were none). */
  busiest: ActivityPoint | null;
}

/** The charts' data for a range ending on `data.today`. */
export function seriesFor(data: SeriesInput, range: RangeId): RangeSeries {
  const { step, points } = SHAPES[range];
  const to = data.today;
  const from = addDays(to, -(step * points - 1));
  const byDay = new Map<string, DashboardDay>(data.days.map((d) => [d.day, d]));
  const inRange = data.days.filter((d) => d.day >= from && d.day <= to);
  const lessonsInRange = inRange.reduce((sum, d) => sum + d.lessonsCompleted, 0);
  let cumulative = Math.max(0, data.totals.lessonsCompleted - lessonsInRange);
  const activity: ActivityPoint[] = [];
  for (let i = 0; i < points; i += 1) {
    const start = addDays(from, i * step);
    const point: ActivityPoint = {
      from: start,
      to: addDays(start, step - 1),
      minutes: 0,
      lessons: 0,
      cumulative: 0,
      quizzes: 0,
      reviews: 0,
      streakDays: 0,
    };
    for (let d = 0; d < step; d += 1) {
      const day = byDay.get(addDays(start, d));
      if (!day) continue;
      point.minutes += day.learningMinutes;
      point.lessons += day.lessonsCompleted;
      point.quizzes += day.quizzes;
      point.reviews += day.reviews;
      point.streakDays += day.streakDay ? 1 : 0;
    }
    point.minutes = tenths(point.minutes);
    cumulative += point.lessons;
    point.cumulative = cumulative;
    activity.push(point);
  }
  const quizzes: QuizPoint[] = data.quizScores
    .map((score) => ({
      key: score.attemptId,
      at: score.at,
      day: riyadhDayOf(score.at),
      percent: Math.max(0, Math.min(100, score.percent)),
      title: score.title,
    }))
    .filter((score) => score.day >= from && score.day <= to);
  const minutes = tenths(activity.reduce((sum, p) => sum + p.minutes, 0));
  const busiest = activity.reduce<ActivityPoint | null>(
    (best, p) => (p.minutes > 0 && (!best || p.minutes > best.minutes) ? p : best),
    null,
  );
  const averageQuiz = quizzes.length ? quizzes.reduce((sum, q) => sum + q.percent, 0) / quizzes.length : null;
  return {
    range,
    step,
    from,
    to,
    activity,
    quizzes,
    totals: { minutes, lessons: lessonsInRange, quizzes: quizzes.length, averageQuiz },
    busiest,
  };
}

/** True when the student has done nothing yet that the dashboard counts. */
export function isNewStudent(
  data: Pick<SeriesInput, 'days' | 'quizScores'> & {
    totals: Dashboard['totals'];
    streak: Pick<Dashboard['streak'], 'longest'>;
  },
): boolean {
  const { totals } = data;
  return (
    data.days.length === 0 &&
    data.quizScores.length === 0 &&
    totals.lessonsCompleted === 0 &&
    totals.quizzesSubmitted === 0 &&
    totals.reviewsDone === 0 &&
    totals.learningHours === 0 &&
    data.streak.longest === 0
  );
}

// ---------------------------------------------------------------------------------------------------
// Texts

const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-GB', ar: 'ar-SA-u-nu-arab' };
const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', ar: 'ar-SA-u-nu-arab-ca-gregory' };
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n:${locale}:${name}`;
  let format = formats.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], options);
    formats.set(key, format);
  }
  return format;
}

function dateFormat(locale: Locale, name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d:${locale}:${name}`;
  let format = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[locale], { timeZone: 'UTC', ...options });
    formats.set(key, format);
  }
  return format;
}

/** A whole number in the language's digits, grouped (`1,234`, `١٬٢٣٤`). */
export const formatCount = (value: number, locale: Locale) =>
  numberFormat(locale, 'count', { maximumFractionDigits: 0 }).format(value);

/** A number with at most one decimal (`12.5`, `١٢٫٥`). */
export const formatDecimal = (value: number, locale: Locale) =>
  numberFormat(locale, 'decimal', { maximumFractionDigits: 1 }).format(value);

/** A 0-100 percentage, rounded (`85%`, `٨٥٪`). */
export const formatPercent100 = (percent: number, locale: Locale) =>
  numberFormat(locale, 'percent', { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/** A calendar day, short (`24 Nov`, `٢٤ نوفمبر`): the charts' ticks. */
export const formatShortDay = (day: string, locale: Locale) =>
  dateFormat(locale, 'short', { day: 'numeric', month: 'short' }).format(toMs(day));

/** A calendar day in full (`Tuesday, 24 November 2026`): tooltips and tables. */
export const formatLongDay = (day: string, locale: Locale) =>
  dateFormat(locale, 'long', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    toMs(day),
  );

/** A calendar day with its year (`24 Nov 2026`): badges' earned dates, weeks. */
export const formatDay = (day: string, locale: Locale) =>
  dateFormat(locale, 'medium', { day: 'numeric', month: 'short', year: 'numeric' }).format(toMs(day));

/** Western digits in a text given by the API (`2026–27`) as the language's digits. */
export const localDigits = (text: string, locale: Locale) =>
  locale === 'ar' ? text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d))) : text;

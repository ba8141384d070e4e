// Times on the review screens, in the language's words and digits through Intl: the interval a
// rating schedules ("<1 min", "10 min", "4 days"; "أقل من دقيقة", "١٠ دقائق", "٤ أيام") and when
// the next card is due ("in 3 hours", "tomorrow"; "خلال ٣ ساعات", "غدًا").
import type { Locale } from '@nibras/shared-ui';

// `en`, not `en-GB`: the short minute is "10 min" (en-GB says "10 mins").
const INTL_LOCALE: Record<Locale, string> = { en: 'en', ar: 'ar-SA-u-nu-arab' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

type Unit = 'minute' | 'hour' | 'day' | 'month' | 'year';

/** The largest unit that fits, and the rounded count of it (at least 1). */
function unitOf(ms: number): { unit: Unit; value: number } {
  const pick = (unit: Unit, size: number) => ({ unit, value: Math.max(1, Math.round(ms / size)) });
  if (ms < HOUR - MINUTE / 2) return pick('minute', MINUTE);
  if (ms < DAY - HOUR / 2) return pick('hour', HOUR);
  if (ms < MONTH - DAY / 2) return pick('day', DAY);
  if (ms < YEAR - MONTH / 2) return pick('month', MONTH);
  return pick('year', YEAR);
}

const unitFormats = new Map<string, Intl.NumberFormat>();

/**
 * An interval short enough for a button: English abbreviates minutes and hours ("10 min", "3 hr",
 * "4 days"); Arabic uses its full counted forms ("دقيقتان", "١٠ دقائق", "٤ أيام"). Under a minute is
 * `underMinute` (a locale text).
 */
export function formatInterval(ms: number, locale: Locale, underMinute: string): string {
  if (!Number.isFinite(ms) || ms < MINUTE) return underMinute;
  const { unit, value } = unitOf(ms);
  const key = `${locale}:${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'unit',
      unit,
      unitDisplay: locale === 'ar' ? 'long' : 'short',
      maximumFractionDigits: 0,
      useGrouping: false,
    });
    unitFormats.set(key, format);
  }
  return format.format(value);
}

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

/**
 * When `iso` comes, from `nowMs`: "in 1 minute" (anything under one), "in 10 minutes", "tomorrow",
 * "in 4 days"; "now" once it has come.
 */
export function formatDueIn(iso: string, locale: Locale, nowMs: number = Date.now()): string {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  const ms = Date.parse(iso) - nowMs;
  if (Number.isNaN(ms) || ms <= 0) return format.format(0, 'second');
  const { unit, value } = unitOf(ms);
  return format.format(value, unit);
}

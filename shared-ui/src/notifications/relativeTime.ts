// "How long ago" for a notification (spec section 9): days, hours, minutes or seconds. English
// abbreviates them (3d, 5h, 12m, 40s); Arabic writes them out in words with the right plural
// form and Arabic-Indic digits ("قبل ٣ دقائق", "قبل دقيقتين", "قبل ١١ دقيقة"), which
// Intl.RelativeTimeFormat knows. Timestamps are seconds since the epoch.
import type { Locale } from '../types';

type Unit = 'day' | 'hour' | 'minute' | 'second';

const STEPS: ReadonlyArray<readonly [Unit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

const ABBREVIATION: Record<Unit, string> = { day: 'd', hour: 'h', minute: 'm', second: 's' };

const formats = new Map<string, Intl.RelativeTimeFormat>();
function format(tag: string): Intl.RelativeTimeFormat {
  let f = formats.get(tag);
  if (!f) {
    f = new Intl.RelativeTimeFormat(tag, { numeric: 'always', style: 'long' });
    formats.set(tag, f);
  }
  return f;
}

/** The largest whole unit of the time since `timestampSeconds` (at least one second). */
export function elapsed(timestampSeconds: number, nowMs: number = Date.now()): { value: number; unit: Unit } {
  const seconds = Math.max(1, Math.floor((nowMs - timestampSeconds * 1000) / 1000));
  for (const [unit, size] of STEPS) {
    if (seconds >= size) return { value: Math.floor(seconds / size), unit };
  }
  return { value: seconds, unit: 'second' };
}

/** What the list shows: "12m" in English, "قبل ١٢ دقيقة" in Arabic. */
export function relativeTime(timestampSeconds: number, locale: Locale, nowMs: number = Date.now()): string {
  const { value, unit } = elapsed(timestampSeconds, nowMs);
  if (locale === 'ar') return format('ar-SA-u-nu-arab').format(-value, unit);
  return `${value}${ABBREVIATION[unit]}`;
}

/** The same in full words, for screen readers: "12 minutes ago" / "قبل ١٢ دقيقة". */
export function relativeTimeLong(
  timestampSeconds: number,
  locale: Locale,
  nowMs: number = Date.now(),
): string {
  const { value, unit } = elapsed(timestampSeconds, nowMs);
  return format(locale === 'ar' ? 'ar-SA-u-nu-arab' : 'en').format(-value, unit);
}

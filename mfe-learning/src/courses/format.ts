// Numbers and labels the learning pages share: numbers in the language's digits (`12`, `١٢`),
// percentages, the level of a course (school grade or university year) and its track.
import type { Locale, LocalizedText } from '@nibras/shared-ui';
import type { CatalogueFilter, CourseSummary, Track } from './api';

const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-GB', ar: 'ar-SA-u-nu-arab' };
const integers = new Map<Locale, Intl.NumberFormat>();
const percents = new Map<Locale, Intl.NumberFormat>();

/** A whole number in the language's digits. */
export function formatNumber(value: number, locale: Locale): string {
  let format = integers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: 0, useGrouping: false });
    integers.set(locale, format);
  }
  return format.format(value);
}

/** A share (0..1) as a whole percentage: `40%`, `٤٠٪`. */
export function formatPercent(share: number, locale: Locale): string {
  let format = percents.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], { style: 'percent', maximumFractionDigits: 0 });
    percents.set(locale, format);
  }
  return format.format(Math.min(1, Math.max(0, share)));
}

/** A share (0..1) as the 0-100 value of a progress bar. */
export const percentOf = (share: number) => Math.round(Math.min(1, Math.max(0, share)) * 100);

/** A bilingual text in the page's language (a plain string stays as it is). */
export const textIn = (text: LocalizedText | string | null | undefined, locale: Locale): string =>
  text == null ? '' : typeof text === 'string' ? text : text[locale] || text.en;

/** The other language's text, for a term shown in both. */
export const otherLocale = (locale: Locale): Locale => (locale === 'ar' ? 'en' : 'ar');

/** The key (in the `learning` namespace) and values of a course's level: a grade or a university year. */
export function levelOf(course: Pick<CourseSummary, 'stage' | 'year' | 'grade'>): {
  key: string;
  values: { year: number };
} {
  if (course.stage === 'university') return { key: 'common.level.university', values: { year: course.year } };
  return { key: `common.level.grade${course.grade ?? 9 + course.year}`, values: { year: course.year } };
}

/** The key of a track's name. */
export const trackKey = (track: Track) => `common.track.${track}`;

/** What the student sees of a filter: nothing when it filters nothing (all courses). */
export const isAll = (filter: CatalogueFilter | null) =>
  !filter || (filter.grade === null && filter.stage === null && filter.track === null);

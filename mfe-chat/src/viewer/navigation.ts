// The viewer's toolbar rules, kept apart from pdf.js so they can be tested without a canvas: which
// page a typed number means, the zoom steps, and numbers written as the student's language writes
// them (Arabic-Indic digits in Arabic, as everywhere else in the app).
import type { Locale } from '@nibras/shared-ui';

/** The zoom levels of the zoom buttons (1 = 100 %). */
export const ZOOM_STEPS = [
  0.25, 0.33, 0.5, 0.67, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4,
] as const;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1]!;

/** Two scales this close are the same step (pdf.js rounds its fitted scales). */
const SAME = 0.005;

/** The next zoom step above `scale` (the largest one at most). */
export function zoomIn(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale + SAME) ?? MAX_ZOOM;
}

/** The next zoom step below `scale` (the smallest one at least). */
export function zoomOut(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - SAME) ?? MIN_ZOOM;
}

export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as ASCII digits. */
export function toAsciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** The page number a student typed (any digits, spaces around), or null when it is not a whole number. */
export function parsePageNumber(text: string): number | null {
  const digits = toAsciiDigits(text).trim();
  if (!/^\d{1,7}$/.test(digits)) return null;
  return Number(digits);
}

/** A page within 1..count (1 when the document has no pages yet). */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page) || count < 1) return 1;
  return Math.min(count, Math.max(1, Math.trunc(page)));
}

/**
 * What the page field's text asks for: the page to show (kept within the document), or null when
 * the text is no page number at all (the field then shows the current page again).
 */
export function pageFromInput(text: string, count: number): number | null {
  const page = parsePageNumber(text);
  return page === null ? null : clampPage(page, count);
}

const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-GB', ar: 'ar-SA-u-nu-arab' };
const integerFormats = new Map<Locale, Intl.NumberFormat>();
const percentFormats = new Map<Locale, Intl.NumberFormat>();

/** A whole number in the language's digits (`12`, `١٢`). */
export function formatNumber(value: number, locale: Locale): string {
  let format = integerFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: 0, useGrouping: false });
    integerFormats.set(locale, format);
  }
  return format.format(value);
}

/** A zoom level as a percentage (`125%`, `١٢٥٪`). */
export function formatZoom(scale: number, locale: Locale): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(locale, format);
  }
  return format.format(scale);
}

// Prices and names as the settings pages show them.
import type { Locale } from '@nibras/shared-ui';

const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-SA', ar: 'ar-SA' };
const priceFormats = new Map<Locale, Intl.NumberFormat>();

/** A whole amount of Saudi riyals: `SAR 2,490` / `٢٬٤٩٠ ر.س.` (as on the pricing page). */
export function formatPrice(amount: number, locale: Locale): string {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
      style: 'currency',
      currency: 'SAR',
      currencyDisplay: 'symbol',
      maximumFractionDigits: 0,
    });
    priceFormats.set(locale, format);
  }
  return format.format(amount);
}

/** A number in the page's digits (Arabic-Indic in Arabic). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale]).format(value);
}

/** The settings header shows the first two words of the username (spec section 2). */
export function displayName(username: string | undefined | null): string {
  return (username ?? '').trim().split(/\s+/).slice(0, 2).join(' ');
}

// Prices and numbers, formatted for the page's locale with Intl (never by hand):
// English reads "SAR 29", Arabic "٢٩ ر.س." (Arabic-Indic digits, the Saudi usage).
import type { Locale } from '@nibras/shared-ui';

const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-SA', ar: 'ar-SA' };

const priceFormats = new Map<Locale, Intl.NumberFormat>();

function priceFormat(locale: Locale): Intl.NumberFormat {
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
  return format;
}

/** A whole amount of Saudi riyals: `SAR 2,490` / `٢٬٤٩٠ ر.س.`. */
export function formatPrice(amount: number, locale: Locale): string {
  return priceFormat(locale).format(amount);
}

/**
 * The same text in two parts, so the page can set the currency smaller than the amount:
 * `currency` holds the symbol and the spacing and direction marks around it.
 */
export function formatPriceParts(amount: number, locale: Locale): Array<{ currency: boolean; text: string }> {
  const parts: Array<{ currency: boolean; text: string }> = [];
  for (const part of priceFormat(locale).formatToParts(amount)) {
    const currency = part.type !== 'integer' && part.type !== 'group';
    const last = parts[parts.length - 1];
    if (last && last.currency === currency) last.text += part.value;
    else parts.push({ currency, text: part.value });
  }
  return parts;
}

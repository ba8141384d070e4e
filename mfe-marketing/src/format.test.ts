import { formatPrice, formatPriceParts } from './format';
import { PLANS } from './content';

// Intl puts right-to-left marks around Arabic amounts; they are invisible, so compare without them.
const visible = (text: string) => text.replace(/[\u200e\u200f]/g, '');

describe('prices', () => {
  it('reads "SAR 29" in English, with Western digits and a thousands comma', () => {
    expect(formatPrice(0, 'en')).toBe('SAR\u00a00');
    expect(formatPrice(29, 'en')).toBe('SAR\u00a029');
    expect(formatPrice(2490, 'en')).toBe('SAR\u00a02,490');
  });

  it('reads "٢٩ ر.س." in Arabic, with Arabic-Indic digits', () => {
    expect(visible(formatPrice(0, 'ar'))).toBe('٠\u00a0ر.س.');
    expect(visible(formatPrice(29, 'ar'))).toBe('٢٩\u00a0ر.س.');
    expect(visible(formatPrice(2490, 'ar'))).toBe('٢٬٤٩٠\u00a0ر.س.');
  });

  it('splits a price into amount and currency without changing its text', () => {
    for (const locale of ['en', 'ar'] as const) {
      for (const plan of PLANS) {
        const parts = formatPriceParts(plan.price, locale);
        expect(parts.map((p) => p.text).join('')).toBe(formatPrice(plan.price, locale));
        expect(parts.filter((p) => !p.currency).map((p) => p.text)).toHaveLength(1);
      }
    }
    expect(formatPriceParts(2490, 'en')).toEqual([
      { currency: true, text: 'SAR\u00a0' },
      { currency: false, text: '2,490' },
    ]);
  });

  it('has the plans of the decision: Free 0, Individual 29 a month, Business 2,490 a year for 30 students', () => {
    expect(PLANS.map(({ id, price, period, seats }) => ({ id, price, period, seats }))).toEqual([
      { id: 'free', price: 0, period: 'forever', seats: 1 },
      { id: 'individual', price: 29, period: 'month', seats: 1 },
      { id: 'business', price: 2490, period: 'year', seats: 30 },
    ]);
  });
});

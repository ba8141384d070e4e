import { elapsed, relativeTime, relativeTimeLong } from './relativeTime';

const NOW = Date.UTC(2026, 10, 1, 12, 0, 0);
const ago = (seconds: number) => NOW / 1000 - seconds;

describe('relative time', () => {
  it('picks the largest whole unit: days, hours, minutes, seconds', () => {
    expect(elapsed(ago(0), NOW)).toEqual({ value: 1, unit: 'second' });
    expect(elapsed(ago(59), NOW)).toEqual({ value: 59, unit: 'second' });
    expect(elapsed(ago(60), NOW)).toEqual({ value: 1, unit: 'minute' });
    expect(elapsed(ago(3599), NOW)).toEqual({ value: 59, unit: 'minute' });
    expect(elapsed(ago(7200), NOW)).toEqual({ value: 2, unit: 'hour' });
    expect(elapsed(ago(86_400 * 3 + 5), NOW)).toEqual({ value: 3, unit: 'day' });
    // A timestamp slightly in the future (clock skew) still reads as just now.
    expect(elapsed(ago(-30), NOW)).toEqual({ value: 1, unit: 'second' });
  });

  it('abbreviates in English: d, h, m, s', () => {
    expect(relativeTime(ago(40), 'en', NOW)).toBe('40s');
    expect(relativeTime(ago(12 * 60), 'en', NOW)).toBe('12m');
    expect(relativeTime(ago(5 * 3600), 'en', NOW)).toBe('5h');
    expect(relativeTime(ago(3 * 86_400), 'en', NOW)).toBe('3d');
    expect(relativeTimeLong(ago(12 * 60), 'en', NOW)).toBe('12 minutes ago');
  });

  it('writes Arabic words with the right plural form and Arabic-Indic digits', () => {
    expect(relativeTime(ago(60), 'ar', NOW)).toBe('قبل دقيقة واحدة');
    expect(relativeTime(ago(120), 'ar', NOW)).toBe('قبل دقيقتين');
    expect(relativeTime(ago(3 * 60), 'ar', NOW)).toBe('قبل ٣ دقائق');
    expect(relativeTime(ago(11 * 60), 'ar', NOW)).toBe('قبل ١١ دقيقة');
    expect(relativeTime(ago(2 * 3600), 'ar', NOW)).toBe('قبل ساعتين');
    expect(relativeTime(ago(5 * 86_400), 'ar', NOW)).toBe('قبل ٥ أيام');
    expect(relativeTime(ago(30), 'ar', NOW)).toBe('قبل ٣٠ ثانية');
  });
});

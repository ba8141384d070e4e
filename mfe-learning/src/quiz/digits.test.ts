import { formatInteger, formatNumber, formatPercent, parseNumericAnswer, westernDigits } from './digits';

describe('numbers typed in a numeric answer', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits as Western ones', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('x = ٣')).toBe('x = 3');
  });

  it.each([
    ['3500', 3500],
    ['٣٥٠٠', 3500],
    ['٠٫٢٥', 0.25],
    ['0,25', 0.25],
    ['۲.۵', 2.5],
    ['-4.5', -4.5],
    ['\u22124.5', -4.5],
    ['٣٬٥٠٠', 3500],
    ['2.5e3', 2500],
    [' 12 ', 12],
  ])('reads %s as %d', (typed, value) => {
    expect(parseNumericAnswer(typed)).toBe(value);
  });

  it('accepts the question’s unit after the number, in either language', () => {
    expect(parseNumericAnswer('3500 m', ['m', 'م'])).toBe(3500);
    expect(parseNumericAnswer('٣٥٠٠ م', ['m', 'م'])).toBe(3500);
    expect(parseNumericAnswer('25 m/s', ['m/s', 'م/ث'])).toBe(25);
    expect(parseNumericAnswer('3500 km', ['m', 'م'])).toBeNull();
  });

  it.each(['', 'abc', '1.2.3', 'twelve', '12 apples', '--3'])('refuses %p', (typed) => {
    expect(parseNumericAnswer(typed)).toBeNull();
  });
});

describe('numbers shown', () => {
  it('uses Arabic-Indic digits in Arabic', () => {
    expect(formatInteger(10, 'ar')).toBe('١٠');
    expect(formatInteger(10, 'en')).toBe('10');
    expect(formatNumber(2.5, 'ar')).toBe('٢٫٥');
    expect(formatNumber(2 / 3, 'en')).toBe('0.67');
    expect(formatPercent(70, 'en')).toBe('70%');
    expect(formatPercent(70, 'ar')).toMatch(/^٧٠\s?٪/);
  });
});

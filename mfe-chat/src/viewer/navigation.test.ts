import {
  MAX_ZOOM,
  MIN_ZOOM,
  clampPage,
  clampZoom,
  formatNumber,
  formatZoom,
  pageFromInput,
  parsePageNumber,
  toAsciiDigits,
  zoomIn,
  zoomOut,
} from './navigation';

describe('the page field', () => {
  it('reads a whole number in any digits, spaces around', () => {
    expect(parsePageNumber('7')).toBe(7);
    expect(parsePageNumber(' 12 ')).toBe(12);
    expect(parsePageNumber('١٢')).toBe(12);
    expect(parsePageNumber('۱۲')).toBe(12);
    expect(toAsciiDigits('ص ٣')).toBe('ص 3');
  });

  it('reads nothing from text that is no page number', () => {
    for (const text of ['', '  ', 'abc', '3.5', '-2', '1e3', '2 3', '+4', '12345678']) {
      expect(parsePageNumber(text)).toBeNull();
    }
  });

  it('keeps the page within the document', () => {
    expect(pageFromInput('0', 12)).toBe(1);
    expect(pageFromInput('5', 12)).toBe(5);
    expect(pageFromInput('99', 12)).toBe(12);
    expect(pageFromInput('abc', 12)).toBeNull();
    expect(clampPage(-3, 12)).toBe(1);
    expect(clampPage(4.7, 12)).toBe(4);
    expect(clampPage(Number.NaN, 12)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });
});

describe('the zoom', () => {
  it('steps up and down through the levels, from a fitted scale too', () => {
    expect(zoomIn(1)).toBe(1.1);
    expect(zoomOut(1)).toBe(0.9);
    expect(zoomIn(1.004)).toBe(1.1);
    // A fitted width between two steps goes to the next one each way.
    expect(zoomIn(1.37)).toBe(1.5);
    expect(zoomOut(1.37)).toBe(1.25);
  });

  it('stops at 25 % and 400 %', () => {
    expect(MIN_ZOOM).toBe(0.25);
    expect(MAX_ZOOM).toBe(4);
    expect(zoomIn(4)).toBe(4);
    expect(zoomIn(9)).toBe(4);
    expect(zoomOut(0.25)).toBe(0.25);
    expect(zoomOut(0.1)).toBe(0.25);
    expect(clampZoom(10)).toBe(4);
    expect(clampZoom(0.01)).toBe(0.25);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('writes numbers as each language does', () => {
    expect(formatNumber(12, 'en')).toBe('12');
    expect(formatNumber(12, 'ar')).toBe('١٢');
    expect(formatNumber(1234, 'en')).toBe('1234');
    expect(formatZoom(1.25, 'en')).toBe('125%');
    // ICU adds a direction mark after the Arabic percent sign.
    expect(formatZoom(1.25, 'ar')).toMatch(/^١٢٥٪/);
  });
});

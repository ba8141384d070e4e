import { flattenMessages, hasArabic, localeKeyDiff, messageAt, untranslatedKeys } from './locales';

describe('translation file checks', () => {
  const en = { home: { title: 'Home', coming: { a: 'One', b: 'Two' } }, list: ['x', 'y'] };

  it('flattens nested keys and array items', () => {
    expect(flattenMessages(en).map(([k]) => k)).toEqual([
      'home.title',
      'home.coming.a',
      'home.coming.b',
      'list.0',
      'list.1',
    ]);
  });

  it('reports keys present in one language only', () => {
    const ar = { home: { title: 'الرئيسية', coming: { a: 'واحد', c: 'ثلاثة' } }, list: ['س'] };
    expect(localeKeyDiff(en, ar)).toEqual({
      onlyInEn: ['home.coming.b', 'list.1'],
      onlyInAr: ['home.coming.c'],
    });
    expect(localeKeyDiff(en, en)).toEqual({ onlyInEn: [], onlyInAr: [] });
  });

  it('reports Arabic texts that are empty, English, or copied from English', () => {
    const ar = { home: { title: 'Home', coming: { a: 'واحد', b: '' } }, list: ['PDF', 'ملف PDF'] };
    expect(untranslatedKeys(en, ar)).toEqual(['home.coming.b', 'home.title', 'list.0']);
  });

  it('tells Arabic letters from others', () => {
    expect(hasArabic('نبراس')).toBe(true);
    expect(hasArabic('Nibras ١٢٣')).toBe(false);
  });

  it('reads a message at a dotted key, and refuses a missing one', () => {
    expect(messageAt({ en, ar: en }, 'en', 'home.coming.b')).toBe('Two');
    expect(() => messageAt({ en, ar: en }, 'ar', 'home.nope')).toThrow('no ar message at "home.nope"');
  });
});

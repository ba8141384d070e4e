import { arabicRatio, detectLanguage } from './language.ts';

describe('detectLanguage', () => {
  it('recognizes plain English and plain Arabic whatever the fallback', () => {
    expect(detectLanguage('What is the formula for kinetic energy?', 'ar')).toBe('en');
    expect(detectLanguage('ما قانون الطاقة الحركية؟', 'en')).toBe('ar');
    expect(detectLanguage('قانونُ نيوتنَ الثاني', 'en')).toBe('ar');
  });

  it('decides mixed text by its grammar words, then by its first word', () => {
    expect(detectLanguage("ما هو Newton's second law؟", 'en')).toBe('ar');
    expect(detectLanguage('What does التسارع mean in physics?', 'ar')).toBe('en');
    expect(detectLanguage("اشرح Newton's second law", 'en')).toBe('ar');
    // An Arabic question about English words, quoting more English grammar words than Arabic ones.
    expect(detectLanguage('متى أستعمل be able to بدلًا من can؟', 'en')).toBe('ar');
    expect(detectLanguage('Is had better a past tense? متى أستعمله', 'ar')).toBe('en');
  });

  it('falls back to the interface language when there are no letters', () => {
    expect(detectLanguage('2x + 3 = 7', 'ar')).toBe('ar');
    expect(detectLanguage('', 'en')).toBe('en');
    expect(Number.isNaN(arabicRatio('123'))).toBe(true);
    expect(arabicRatio('abc')).toBe(0);
    expect(Number.isNaN(arabicRatio('x = 2y'))).toBe(true);
    expect(arabicRatio('سلام')).toBe(1);
  });
});

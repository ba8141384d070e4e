import { solveMaths } from './index.ts';
import { normalizeQuestion } from './normalize.ts';

describe('recognition: only calculations are taken', () => {
  it.each([
    'What are the SI base units?',
    'What is an equation?',
    'What is a quadratic equation?',
    "Explain Newton's second law F = ma",
    'What does v = d/t mean?',
    'Summarise chapter 3',
    'What is page 3-5 about?',
    'What is scientific notation?',
    'How many significant figures should I use?',
    'Convert the file to PDF',
    'I scored 18/20 in my test, is that good?',
    'Is y = 2x + 3 a straight line?',
    'What is 5?',
    'Solve the problems on page 12',
    '',
  ])('returns null for "%s"', (question) => {
    expect(solveMaths(question, { lang: 'en' })).toBeNull();
  });

  it.each([
    'ما هي الوحدات الأساسية في النظام الدولي؟',
    'ما هي المعادلة؟',
    'اشرح قانون نيوتن الثاني',
    'ما الصيغة العلمية؟',
    'لخص الفصل 3',
    'ما معنى الأرقام المعنوية؟',
  ])('returns null for the Arabic "%s"', (question) => {
    expect(solveMaths(question, { lang: 'ar' })).toBeNull();
  });

  it('returns null for an equation of degree 3 and for x on its own', () => {
    expect(solveMaths('solve x^3 - x = 0', { lang: 'en' })).toBeNull();
    expect(solveMaths('x = 4', { lang: 'en' })).toBeNull();
    expect(solveMaths('solve 1/x = 2', { lang: 'en' })).toBeNull();
  });

  it('takes a calculation wrapped in a question', () => {
    expect(solveMaths('How do I solve 2x + 3 = 11?', { lang: 'en' })?.answer).toBe('x = 4');
    expect(solveMaths('Can you help me solve 2x + 3 = 11 please', { lang: 'en' })?.answer).toBe('x = 4');
    expect(solveMaths('What is 3/4 + 5/6?', { lang: 'en' })?.answer).toBe('19/12');
    expect(solveMaths('كيف أحل المعادلة 2س + 3 = 11؟', { lang: 'ar' })?.answer).toBe('س = 4');
  });

  it('refuses questions longer than a calculation', () => {
    expect(solveMaths(`solve 2x + 3 = 11 ${'and more words '.repeat(60)}`, { lang: 'en' })).toBeNull();
  });
});

describe('normalizing Arabic notation', () => {
  it('maps digits, the decimal separator, the comma and the variables', () => {
    expect(normalizeQuestion('حل ٢س + ٣٫٥ = ٧، ص')).toEqual({
      text: 'حل 2x + 3.5 = 7, y',
      arabicVariables: true,
    });
  });

  it('leaves س inside words alone', () => {
    expect(normalizeQuestion('درس الساعة').text).toBe('درس الساعة');
  });

  it('maps symbols: × ÷ − ≤ ≥ ² √', () => {
    expect(normalizeQuestion('3 × 4 ÷ 2 − 1 ≤ x² ≥ √4').text).toBe('3 * 4 / 2 - 1 <= x^2 >= sqrt4');
  });
});

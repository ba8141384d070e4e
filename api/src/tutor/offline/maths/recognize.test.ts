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
      arabic: { x: 'س', y: 'ص' },
    });
  });

  it('maps the letters of a physics formula to Latin letters the question does not use', () => {
    expect(normalizeQuestion('ع = ف ÷ ز عندما ف = ١٢٠ م و ز = ٨ ث')).toEqual({
      text: 'z = a / b عندما a = 120 م و b = 8 ث',
      arabic: { z: 'ع', a: 'ف', b: 'ز' },
    });
  });

  it('drops thousands separators', () => {
    expect(normalizeQuestion('Express 93,000,000 in scientific notation').text).toBe(
      'Express 93000000 in scientific notation',
    );
  });

  it('leaves س inside words alone', () => {
    expect(normalizeQuestion('درس الساعة').text).toBe('درس الساعة');
  });

  it('maps symbols: × ÷ − ≤ ≥ ² √', () => {
    expect(normalizeQuestion('3 × 4 ÷ 2 − 1 ≤ x² ≥ √4').text).toBe('3 * 4 / 2 - 1 <= x^2 >= sqrt4');
  });
});

describe('recognition: questions as students write them', () => {
  it.each([
    ['What is 5^-2 written as a fraction?', 'en', '1/25'],
    ['Evaluate 2x^2 - 3x + 1 when x = -2.', 'en', '15'],
    ['A car moves at 15 m/s. What is its speed in km/h?', 'en', '15 m/s = 54 km/h'],
    ['How many metres are there in 3.5 km?', 'en', '3.5 km = 3500 m'],
    ['Express 93,000,000 in scientific notation.', 'en', '9.3 × 10^7'],
    ['Round 3.14159 to three significant figures.', 'en', '3.14'],
    ['Multiply 4.2 by 1.35 and give the answer to the correct number of significant figures.', 'en', '5.7'],
    ['اكتب مفكوك (س - ٤)²', 'ar', 'س^2 - 8س + 16'],
    ['إذا كانت ع = ف ÷ ز، فاحسب ع عندما ف = ١٢٠ م و ز = ٨ ث', 'ar', 'ع = 15 م/ث'],
    ['سيارة تسير بسرعة ٢٠ م/ث، كم سرعتها بالكيلومتر لكل ساعة؟', 'ar', '20 م/ث = 72 كم/س'],
    ['كم سنتيمترًا في ٢٫٥ متر؟', 'ar', '2.5 م = 250 سم'],
    ['قرّب العدد ٤٥٫٦٧٨ إلى ثلاثة أرقام معنوية', 'ar', '45.7'],
    ['اضرب 4.2 في 1.35 مع مراعاة الأرقام المعنوية', 'ar', '5.7'],
    ['ما ناتج ٣/٤ × ٨/٩ في أبسط صورة؟', 'ar', '2/3'],
  ] as const)('"%s" → %s', (question, lang, expected) => {
    expect(solveMaths(question, { lang })?.answer).toBe(expected);
  });
});

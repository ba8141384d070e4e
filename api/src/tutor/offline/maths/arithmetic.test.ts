import { check, solved, steps } from './testing.ts';

describe('arithmetic with fractions and powers', () => {
  it('adds fractions with a common denominator, exactly', () => {
    const answer = solved('3/4 + 5/6');
    expect(answer.kind).toBe('arithmetic');
    expect(answer.answer).toBe('19/12');
    expect(steps(answer)).toEqual([
      'Write the fractions with the common denominator 12: $$\\frac{9}{12} + \\frac{10}{12}$$',
      'Add the numerators and keep the denominator: $$\\frac{19}{12}$$',
      'As a mixed number and as a decimal: $$\\frac{19}{12} = 1\\tfrac{7}{12} \\approx 1.583$$',
    ]);
    expect(check(answer)).toEqual([
      '**Check:** Work it out again in decimals, each part on its own: $$0.75 + 0.8333 \\approx 1.5833$$ and $$\\frac{19}{12} \\approx 1.5833$$ ✓',
    ]);
  });

  it('reduces the result', () => {
    const answer = solved('what is 1/4 + 1/4?');
    expect(answer.answer).toBe('1/2');
    expect(steps(answer)).toContain(
      'Simplify: divide the numerator and the denominator by 2: $$\\frac{1}{2}$$',
    );
  });

  it('subtracts a fraction from a whole number, with a negative result', () => {
    expect(solved('calculate 7 - 3/4').answer).toBe('25/4');
    expect(solved('calculate 1/2 - 5/6').answer).toBe('-1/3');
  });

  it('uses the law of exponents for the same base', () => {
    const answer = solved('What is 2^5 * 2^3?');
    expect(answer.answer).toBe('256');
    expect(steps(answer)).toEqual([
      'Same base: multiplying powers adds the exponents, $$a^m \\times a^n = a^{m+n}$$: $$2^{8}$$',
      'Work out the power: $$256$$',
    ]);
    expect(check(answer)[0]).toContain('$$32 \\times 8 = 256$$');
    expect(solved('3^7 / 3^5').answer).toBe('9');
    expect(solved('(2^3)^2').answer).toBe('64');
  });

  it('raises a fraction to a power, and reads negative exponents', () => {
    expect(steps(solved('(2/3)^2'))[0]).toBe(
      'Raise the numerator and the denominator to the power 2: $$\\frac{2^{2}}{3^{2}}$$',
    );
    expect(solved('(2/3)^2').answer).toBe('4/9');
    expect(solved('2^-3').answer).toBe('1/8');
  });

  it('divides by a fraction by multiplying by its reciprocal', () => {
    const answer = solved('calculate 3/4 ÷ 9/8');
    expect(answer.answer).toBe('2/3');
    expect(steps(answer)[0]).toBe(
      'Dividing by a fraction is multiplying by its reciprocal: $$\\frac{3}{4} \\times \\frac{8}{9}$$',
    );
  });

  it('follows the order of operations', () => {
    expect(steps(solved('2 + 3 * 4'))).toEqual(['Multiply: $$2 + 12$$', 'Add: $$14$$']);
  });

  it('keeps decimals as decimals', () => {
    expect(solved('2.5 * 3.4 + 1').answer).toBe('9.5');
  });

  it('works in Arabic with Arabic-Indic digits and ×', () => {
    const answer = solved('احسب ٣/٤ + ٥/٦', 'ar');
    expect(answer.answer).toBe('19/12');
    expect(steps(answer)[0]).toBe('نكتب الكسور بمقام مشترك هو 12: $$\\frac{9}{12} + \\frac{10}{12}$$');
    const powers = solved('احسب ٢^٥ × ٢^٣', 'ar');
    expect(powers.answer).toBe('256');
    expect(steps(powers)[0]).toBe(
      'الأساسات متساوية: عند ضرب القوى نجمع الأسس، $$a^m \\times a^n = a^{m+n}$$: $$2^{8}$$',
    );
    expect(solved('ما ناتج (2/3)^2', 'ar').answer).toBe('4/9');
  });
});

import { check, solved, steps } from './testing.ts';

describe('quadratic equations', () => {
  it('factors when the roots are rational, stating the discriminant and what it says', () => {
    const answer = solved('solve x^2 - 5x + 6 = 0');
    expect(answer.kind).toBe('quadratic');
    expect(answer.answer).toBe('x = 2 or x = 3');
    expect(steps(answer)).toEqual([
      'Read off the coefficients: $$a = 1,\\ b = -5,\\ c = 6$$',
      'Work out the discriminant: $$\\Delta = b^2 - 4ac = \\left(-5\\right)^2 - 4\\left(1\\right)\\left(6\\right) = 1$$',
      'The discriminant is positive and a perfect square, so there are two real roots and they are rational: the equation can be solved by factoring.',
      'Find two numbers whose product is $$ac = 6$$ and whose sum is $$b = -5$$: $$-2$$ and $$-3$$',
      'Factor: $$\\left(x - 2\\right)\\left(x - 3\\right) = 0$$',
      'A product is 0 when one of its factors is 0: $$x - 2 = 0 \\text{ or } x - 3 = 0$$',
    ]);
    expect(check(answer)).toEqual([
      '**Check:** Substitute $$x = 2$$ into the original equation: $$\\left(2\\right)^{2} - 5\\left(2\\right) + 6 = 0$$ ✓',
      '- Substitute $$x = 3$$ into the original equation: $$\\left(3\\right)^{2} - 5\\left(3\\right) + 6 = 0$$ ✓',
    ]);
  });

  it('factors with a leading coefficient other than 1', () => {
    const answer = solved('Solve 6x^2 + x - 2 = 0');
    expect(answer.answer).toBe('x = -2/3 or x = 1/2');
    expect(steps(answer)).toContain('Factor: $$\\left(3x + 2\\right)\\left(2x - 1\\right) = 0$$');
  });

  it('brings the equation to standard form first', () => {
    const answer = solved('solve x^2 = 6x - 9');
    expect(answer.answer).toBe('x = 3');
    expect(steps(answer)[0]).toContain('standard form $$ax^2 + bx + c = 0$$');
    expect(steps(answer)[0]).toContain(': $$x^{2} - 6x + 9 = 0$$');
    expect(steps(answer)).toContain('The discriminant is 0, so there is one real root (a repeated root).');
    expect(steps(answer)).toContain('Factor: $$\\left(x - 3\\right)^2 = 0$$');
  });

  it('makes a positive when the x² coefficient is negative', () => {
    const answer = solved('solve -x^2 + 9 = 0');
    expect(answer.answer).toBe('x = -3 or x = 3');
    expect(steps(answer)[0]).toContain('$$x^{2} - 9 = 0$$');
  });

  it('uses the quadratic formula when the roots are irrational', () => {
    const answer = solved('solve 2x^2 = 8x - 4');
    expect(answer.answer).toBe('x = 2 − √2 or x = 2 + √2');
    expect(steps(answer)).toEqual([
      'Write the equation in standard form $$ax^2 + bx + c = 0$$ (every term on one side, whole-number coefficients, $$a > 0$$): $$2x^{2} - 8x + 4 = 0$$',
      'Read off the coefficients: $$a = 2,\\ b = -8,\\ c = 4$$',
      'Work out the discriminant: $$\\Delta = b^2 - 4ac = \\left(-8\\right)^2 - 4\\left(2\\right)\\left(4\\right) = 32$$',
      'The discriminant is positive but not a perfect square, so there are two real roots, which are irrational: use the quadratic formula.',
      'Substitute into the quadratic formula $$x = \\frac{-b \\pm \\sqrt{\\Delta}}{2a}$$: $$x = \\frac{-\\left(-8\\right) \\pm \\sqrt{32}}{2\\left(2\\right)}$$',
      'Simplify the square root and the fraction: $$\\sqrt{32} = 4\\sqrt{2}, \\quad x = 2 \\pm \\sqrt{2}$$',
      'As decimals: $$x \\approx 0.59 \\text{ or } x \\approx 3.41$$',
    ]);
    expect(check(answer)[0]).toBe(
      '**Check:** Substitute $$x = 2 - \\sqrt{2}$$ into the standard form: it gives exactly 0 ✓',
    );
  });

  it('keeps a fraction over one denominator: (1 ± √5)/2', () => {
    expect(solved('solve x^2 - x - 1 = 0').answer).toBe('x = (1 − √5)/2 or x = (1 + √5)/2');
  });

  it('says when there are no real roots, and checks with the vertex', () => {
    const answer = solved('solve x^2 + x + 1 = 0');
    expect(answer.answer).toBe('no real roots');
    expect(steps(answer).at(-1)).toBe('The discriminant is negative, so the equation has no real roots.');
    expect(check(answer)[0]).toContain(
      '$$\\left(-\\frac{1}{2}\\right)^{2} + \\left(-\\frac{1}{2}\\right) + 1 = \\frac{3}{4} > 0$$ ✓',
    );
  });
});

describe('quadratic equations in Arabic notation', () => {
  it('factors with س and ² (المميز، التحليل)', () => {
    const answer = solved('حل المعادلة س² - 5س + 6 = 0', 'ar');
    expect(answer.answer).toBe('س = 2 أو س = 3');
    expect(answer.markdown).toContain('**المعادلة التربيعية**');
    expect(steps(answer)[1]).toBe(
      'نحسب المميز: $$\\Delta = b^2 - 4ac = \\left(-5\\right)^2 - 4\\left(1\\right)\\left(6\\right) = 1$$',
    );
    expect(steps(answer)).toContain(
      'نحلل إلى العوامل: $$\\left(\\text{س} - 2\\right)\\left(\\text{س} - 3\\right) = 0$$',
    );
  });

  it('uses القانون العام for irrational roots', () => {
    const answer = solved('حل المعادلة التربيعية س² - 2س - 1 = 0', 'ar');
    expect(answer.answer).toBe('س = 1 − √2 أو س = 1 + √2');
    expect(steps(answer)).toContain(
      'نعوّض في القانون العام $$\\text{س} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a}$$: $$\\text{س} = \\frac{-\\left(-2\\right) \\pm \\sqrt{8}}{2\\left(1\\right)}$$',
    );
  });

  it('says there are no real roots', () => {
    const answer = solved('حل المعادلة س² + 4 = 0', 'ar');
    expect(answer.answer).toBe('لا توجد جذور حقيقية');
    expect(steps(answer).at(-1)).toBe('المميز سالب، إذن ليس للمعادلة جذور حقيقية.');
  });
});

import { check, solved, steps } from './testing.ts';

describe('simplifying expressions', () => {
  it('groups and combines like terms', () => {
    const answer = solved('simplify 3x + 2x - 5 + 1');
    expect(answer.kind).toBe('simplify');
    expect(answer.answer).toBe('5x - 4');
    expect(steps(answer)).toEqual([
      'Group like terms: $$\\left(3x + 2x\\right) + \\left(-5 + 1\\right)$$',
      'Combine like terms (add their coefficients): $$5x - 4$$',
    ]);
    expect(check(answer)).toEqual([
      '**Check:** Substitute $$x = 2$$ into the original expression and into the result: both give the same value',
      '- Original: $$3\\left(2\\right) + 2\\left(2\\right) - 5 + 1 = 6$$',
      '- Result: $$5\\left(2\\right) - 4 = 6$$ ✓',
    ]);
  });

  it('opens brackets with negative multipliers first', () => {
    expect(steps(solved('simplify 2(x + 3) - 4(x - 1)'))).toEqual([
      'Open the brackets (distributive property): $$2x + 6 - 4x + 4$$',
      'Group like terms: $$\\left(2x - 4x\\right) + \\left(6 + 4\\right)$$',
      'Combine like terms (add their coefficients): $$-2x + 10$$',
    ]);
  });

  it('simplifies in two variables', () => {
    expect(solved('simplify 3x + 2y - x + 4y').answer).toBe('2x + 6y');
  });

  it('says when an expression is already as simple as it gets', () => {
    const answer = solved('simplify 2x + 3');
    expect(steps(answer)).toEqual([]);
    expect(answer.markdown).toContain('already in its simplest form');
  });

  it('simplifies in Arabic with س and ص', () => {
    const answer = solved('بسّط 3س + 2س - 5 + 1', 'ar');
    expect(answer.answer).toBe('5س - 4');
    expect(steps(answer)[0]).toBe(
      'نجمّع الحدود المتشابهة معًا: $$\\left(3\\text{س} + 2\\text{س}\\right) + \\left(-5 + 1\\right)$$',
    );
    expect(solved('بسط 2(س + 3) - 4(س - 1)', 'ar').answer).toBe('-2س + 10');
  });
});

describe('expanding brackets', () => {
  it('multiplies each term by each term, then combines', () => {
    const answer = solved('expand (x + 2)(x - 3)');
    expect(answer.kind).toBe('expand');
    expect(answer.answer).toBe('x^2 - x - 6');
    expect(steps(answer)).toEqual([
      'Multiply each term in one bracket by each term in the other (distributive property): $$x^{2} - 3x + 2x - 6$$',
      'Group like terms: $$x^{2} + \\left(-3x + 2x\\right) - 6$$',
      'Combine like terms (add their coefficients): $$x^{2} - x - 6$$',
    ]);
  });

  it('writes a square as a product first: (x + 1)^2', () => {
    const answer = solved('(x+1)^2');
    expect(answer.kind).toBe('expand');
    expect(answer.answer).toBe('x^2 + 2x + 1');
    expect(steps(answer)[0]).toBe(
      'Write the power as a product of brackets: $$\\left(x + 1\\right)\\left(x + 1\\right)$$',
    );
  });

  it('expands a cube', () => {
    expect(solved('expand (2x - 1)^3').answer).toBe('8x^3 - 12x^2 + 6x - 1');
  });

  it('expands in Arabic (فك)', () => {
    const answer = solved('فك (س + 1)²', 'ar');
    expect(answer.answer).toBe('س^2 + 2س + 1');
    expect(answer.markdown).toContain('**فك الأقواس**');
    expect(steps(answer)[1]).toBe(
      'نضرب كل حد في القوس الأول في كل حد في القوس الثاني (خاصية التوزيع): $$\\text{س}^{2} + \\text{س} + \\text{س} + 1$$',
    );
  });
});

import { check, solved, steps } from './testing.ts';

describe('evaluating a formula or an expression', () => {
  it('substitutes into v = d/t and keeps the units', () => {
    const answer = solved('v = d/t with d = 100 m and t = 20 s');
    expect(answer.kind).toBe('evaluate');
    expect(answer.answer).toBe('v = 5 m/s');
    expect(steps(answer)).toEqual([
      'Substitute $$d = 100\\ \\text{m},\\ t = 20\\ \\text{s}$$: $$v = \\frac{100\\ \\text{m}}{20\\ \\text{s}}$$',
      'Divide: $$v = 5$$',
    ]);
    expect(answer.markdown).toContain('**Answer:** $$v = 5\\ \\text{m}/\\text{s}$$');
    expect(check(answer)).toEqual([
      '**Check:** Put $$v = 5$$ back into the formula: $$\\frac{100}{20} = 5$$ ✓',
    ]);
  });

  it('evaluates an expression step by step', () => {
    const answer = solved('evaluate 3x^2 - 2 when x = 4');
    expect(answer.answer).toBe('46');
    expect(steps(answer)).toEqual([
      'Substitute $$x = 4$$: $$3\\left(4\\right)^{2} - 2$$',
      'Work out the power: $$3 \\times 16 - 2$$',
      'Multiply: $$48 - 2$$',
      'Subtract: $$46$$',
    ]);
  });

  it('substitutes a negative value', () => {
    expect(solved('evaluate 2x^2 - 3x + 1 when x = -2').answer).toBe('15');
  });

  it('solves for an unknown that is not alone in the formula', () => {
    const answer = solved('d = v*t, find t when d = 100 and v = 4');
    expect(answer.answer).toBe('t = 25');
    expect(steps(answer)).toContain('Divide both sides by 4: $$t = 25$$');
  });

  it('works in Arabic (احسب … عندما س = 4، حيث …)', () => {
    const answer = solved('احسب 3س^2 - 2 عندما س = 4', 'ar');
    expect(answer.answer).toBe('46');
    expect(steps(answer)[0]).toBe('نعوّض $$\\text{س} = 4$$: $$3\\left(4\\right)^{2} - 2$$');
    const speed = solved('احسب السرعة v = d/t حيث d = 100 m و t = 20 s', 'ar');
    expect(speed.answer).toBe('v = 5 m/s');
    expect(check(speed)[0]).toBe('**التحقق:** نعوّض $$v = 5$$ في القانون: $$\\frac{100}{20} = 5$$ ✓');
  });
});

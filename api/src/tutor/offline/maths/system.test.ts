import { check, solved, steps } from './testing.ts';

describe('systems of two linear equations', () => {
  it('eliminates y by adding when its coefficients are opposite', () => {
    const answer = solved('solve 2x + y = 7 and x - y = 2');
    expect(answer.kind).toBe('system');
    expect(answer.answer).toBe('x = 3, y = 1');
    expect(answer.markdown).toContain('\\begin{cases} 2x + y = 7 & (1) \\\\ x - y = 2 & (2) \\end{cases}');
    expect(steps(answer)).toEqual([
      'Add the two equations to eliminate $$y$$: $$3x = 9$$',
      'Divide both sides by 3: $$x = 3$$',
      'Substitute $$x = 3$$ into equation (1): $$2\\left(3\\right) + y = 7$$',
      'Subtract 6 from both sides: $$y = 1$$',
    ]);
    expect(check(answer)).toEqual([
      '**Check:** Substitute $$x = 3,\\ y = 1$$ into both equations',
      '- Equation (1): $$2\\left(3\\right) + 1 = 7$$ ✓',
      '- Equation (2): $$3 - 1 = 2$$ ✓',
    ]);
  });

  it('multiplies both equations when no coefficient matches (negative coefficients)', () => {
    const answer = solved('solve 3x + 2y = 12 and 2x - 3y = -5');
    expect(answer.answer).toBe('x = 2, y = 3');
    expect(steps(answer).slice(0, 3)).toEqual([
      'Multiply equation (1) by 3 so the $$y$$ terms have the same size: $$9x + 6y = 36$$',
      'Multiply equation (2) by 2 so the $$y$$ terms have the same size: $$4x - 6y = -10$$',
      'Add the two equations to eliminate $$y$$: $$13x = 26$$',
    ]);
  });

  it('substitutes when one equation already gives a variable', () => {
    const answer = solved('solve y = 2x + 1 and 3x + y = 11');
    expect(answer.answer).toBe('x = 2, y = 5');
    expect(steps(answer)[0]).toBe(
      'Substitute $$y = 2x + 1$$ into equation (2): $$3x + \\left(2x + 1\\right) = 11$$',
    );
    expect(steps(answer).at(-1)).toBe(
      'Substitute $$x = 2$$ into equation $$y = 2x + 1$$: $$y = 2\\left(2\\right) + 1 = 5$$',
    );
  });

  it('uses substitution when asked, isolating a variable with coefficient 1', () => {
    const answer = solved('solve by substitution: 2x + y = 7, x - y = 2');
    expect(answer.answer).toBe('x = 3, y = 1');
    expect(steps(answer)[0]).toBe(
      'From equation (1), write $$y$$ in terms of the other variable: $$y = -2x + 7$$',
    );
  });

  it('clears fractions first', () => {
    const answer = solved('solve x/2 + y = 4 and x - y = -1');
    expect(answer.answer).toBe('x = 2, y = 3');
    expect(steps(answer)[0]).toBe(
      'Write both equations in the form $$ax + by = c$$: $$\\begin{cases} x + 2y = 8 & (1) \\\\ x - y = -1 & (2) \\end{cases}$$',
    );
  });

  it('recognises parallel lines (no solution)', () => {
    const answer = solved('solve x + y = 3 and 2x + 2y = 7');
    expect(answer.answer).toBe('no solution');
    expect(steps(answer).at(-1)).toBe(
      'Subtract equation (2) from equation (1) to eliminate $$y$$: $$0 = -1$$',
    );
    expect(answer.markdown).toContain('the lines are parallel, so the system has no solution');
  });

  it('recognises the same line written twice (infinitely many solutions)', () => {
    const answer = solved('solve x + y = 3 and 2x + 2y = 6');
    expect(answer.answer).toBe('infinitely many solutions');
  });
});

describe('systems in Arabic notation', () => {
  it('solves with س and ص, Arabic comma and و', () => {
    const answer = solved('حل النظام 3س + 2ص = 12 ، 2س - 3ص = -5', 'ar');
    expect(answer.answer).toBe('س = 2، ص = 3');
    expect(answer.markdown).toContain('**نظام معادلتين خطيتين**');
    expect(steps(answer)[2]).toBe('نجمع المعادلتين لحذف $$\\text{ص}$$: $$13\\text{س} = 26$$');
    expect(check(answer)[1]).toBe('- المعادلة (1): $$3\\left(2\\right) + 2\\left(3\\right) = 12$$ ✓');
  });

  it('reads و written against the next equation', () => {
    expect(solved('حل النظام 2س + ص = 7 وس - ص = 2', 'ar').answer).toBe('س = 3، ص = 1');
    expect(solved('حل النظام ص = 2س + 1 و 3س + ص = 11', 'ar').answer).toBe('س = 2، ص = 5');
  });

  it('says when the system has infinitely many solutions', () => {
    const answer = solved('حل النظام س + ص = 3 و 2س + 2ص = 6', 'ar');
    expect(answer.answer).toBe('عدد لا نهائي من الحلول');
    expect(answer.markdown).toContain('المعادلتان تمثلان المستقيم نفسه');
  });
});

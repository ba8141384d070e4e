import { check, solved, steps } from './testing.ts';

describe('linear equations', () => {
  it('solves 2x + 3 = 11 in two steps and checks by substituting back', () => {
    const answer = solved('How do I solve 2x + 3 = 11?');
    expect(answer.kind).toBe('linear');
    expect(answer.answer).toBe('x = 4');
    expect(answer.markdown).toContain('**Linear equation**');
    expect(steps(answer)).toEqual([
      'Subtract 3 from both sides: $$2x = 8$$',
      'Divide both sides by 2: $$x = 4$$',
    ]);
    expect(check(answer)).toEqual([
      '**Check:** Substitute $$x = 4$$ into the original equation: $$2\\left(4\\right) + 3 = 11$$ ✓',
    ]);
  });

  it('expands brackets and brings the variable to one side', () => {
    const answer = solved('solve 3(x - 2) = 2x + 5');
    expect(steps(answer)).toEqual([
      'Expand the brackets: $$3x - 6 = 2x + 5$$',
      'Subtract $$2x$$ from both sides: $$x - 6 = 5$$',
      'Add 6 to both sides: $$x = 11$$',
    ]);
    expect(check(answer)[0]).toContain(
      '$$3\\left(11 - 2\\right) = 27$$ and $$2\\left(11\\right) + 5 = 27$$ ✓',
    );
  });

  it('clears fractions with the common denominator', () => {
    expect(steps(solved('x/4 + 1 = 3'))).toEqual([
      'Multiply both sides by 4 (the common denominator) to clear the fractions: $$x + 4 = 12$$',
      'Subtract 4 from both sides: $$x = 8$$',
    ]);
    const answer = solved('Solve x/3 - 1/2 = 5/6');
    expect(answer.answer).toBe('x = 4');
    expect(steps(answer)[0]).toBe(
      'Multiply both sides by 6 (the common denominator) to clear the fractions: $$2x - 3 = 5$$',
    );
  });

  it('handles a negative coefficient', () => {
    const answer = solved('Solve -3x + 7 = 1');
    expect(answer.answer).toBe('x = 2');
    expect(steps(answer)).toEqual([
      'Subtract 7 from both sides: $$-3x = -6$$',
      'Divide both sides by −3: $$x = 2$$',
    ]);
  });

  it('gives a fractional answer exactly', () => {
    const answer = solved('solve 2x + 1 = 8');
    expect(answer.answer).toBe('x = 7/2');
    expect(answer.markdown).toContain('**Answer:** $$x = \\frac{7}{2}$$');
  });

  it('says when there is no solution (0x = 5)', () => {
    const answer = solved('solve 0x = 5');
    expect(answer.answer).toBe('no solution');
    expect(steps(answer)).toEqual(['A term with coefficient 0 is 0, whatever the variable is: $$0 = 5$$']);
    expect(answer.markdown).toContain('$$0 = 5$$ is false, so the equation has no solution.');
    expect(check(answer)[0]).toContain('$$0\\left(0\\right) = 0 \\ne 5$$ ✗');
  });

  it('says when every number is a solution (2x + 1 = 2x + 1)', () => {
    const answer = solved('solve 2x+1 = 2x+1');
    expect(answer.answer).toBe('all real numbers');
    expect(steps(answer)).toEqual(['Subtract $$2x$$ from both sides: $$1 = 1$$']);
    expect(answer.markdown).toContain('every real number is a solution (infinitely many solutions)');
  });
});

describe('linear equations in Arabic notation', () => {
  it('reads Arabic-Indic digits and س, and answers with س', () => {
    const answer = solved('حل المعادلة ٥س - ٧ = ١٨', 'ar');
    expect(answer.kind).toBe('linear');
    expect(answer.answer).toBe('س = 5');
    expect(answer.markdown).toContain('**معادلة خطية**');
    expect(steps(answer)).toEqual([
      'نضيف 7 إلى الطرفين: $$5\\text{س} = 25$$',
      'نقسم الطرفين على 5: $$\\text{س} = 5$$',
    ]);
    expect(check(answer)).toEqual([
      '**التحقق:** نعوّض $$\\text{س} = 5$$ في المعادلة الأصلية: $$5\\left(5\\right) - 7 = 18$$ ✓',
    ]);
  });

  it('expands brackets and clears fractions in Arabic', () => {
    expect(steps(solved('حل المعادلة 3(س - 2) = 2س + 5', 'ar'))).toEqual([
      'نفك الأقواس: $$3\\text{س} - 6 = 2\\text{س} + 5$$',
      'نطرح $$2\\text{س}$$ من الطرفين: $$\\text{س} - 6 = 5$$',
      'نضيف 6 إلى الطرفين: $$\\text{س} = 11$$',
    ]);
    expect(steps(solved('حل المعادلة س/4 + 1 = 3', 'ar'))[0]).toBe(
      'نضرب الطرفين في 4 (المقام المشترك) للتخلص من الكسور: $$\\text{س} + 4 = 12$$',
    );
  });

  it('reads the Arabic decimal separator and keeps decimals', () => {
    const answer = solved('حل ٢٫٥س + ١ = ٦', 'ar');
    expect(answer.answer).toBe('س = 2');
    expect(steps(answer)).toEqual([
      'نطرح 1 من الطرفين: $$2.5\\text{س} = 5$$',
      'نقسم الطرفين على 2.5: $$\\text{س} = 2$$',
    ]);
  });

  it('says there is no solution, or infinitely many, in Arabic', () => {
    const none = solved('حل المعادلة 0س = 5', 'ar');
    expect(none.answer).toBe('لا يوجد حل');
    expect(none.markdown).toContain('إذن ليس للمعادلة حل');
    const all = solved('حل المعادلة 2س + 1 = 2س + 1', 'ar');
    expect(all.answer).toBe('جميع الأعداد الحقيقية');
    expect(all.markdown).toContain('عدد لا نهائي من الحلول');
  });

  it('keeps a Latin x when the student wrote one, even in an Arabic question', () => {
    const answer = solved('حل المعادلة 2x + 3 = 11', 'ar');
    expect(answer.answer).toBe('x = 4');
    expect(steps(answer)[0]).toBe('نطرح 3 من الطرفين: $$2x = 8$$');
  });
});

describe('linear inequalities', () => {
  it('reverses the sign when dividing by a negative number, and says so', () => {
    const answer = solved('solve 5 - 2x > 11');
    expect(answer.kind).toBe('inequality');
    expect(answer.answer).toBe('x < -3');
    expect(steps(answer)).toEqual([
      'Subtract 5 from both sides: $$-2x > 6$$',
      'Divide both sides by −2; dividing by a negative number reverses the inequality sign: $$x < -3$$',
    ]);
    expect(check(answer)).toEqual([
      '**Check:** Take $$x = -4$$, a number in the solution set, and substitute it into the original inequality: $$5 - 2\\left(-4\\right) = 13 > 11$$ ✓',
      '- At the boundary $$x = -3$$ both sides are equal: $$5 - 2\\left(-3\\right) = 11$$ ✓',
    ]);
  });

  it('keeps the sign when dividing by a positive number', () => {
    const answer = solved('solve 3x + 4 <= 10');
    expect(answer.answer).toBe('x ≤ 2');
    expect(steps(answer)[1]).toBe('Divide both sides by 3: $$x \\le 2$$');
  });

  it('moves variables from both sides', () => {
    const answer = solved('Solve 2x + 3 < 4x - 9');
    expect(answer.answer).toBe('x > 6');
    expect(steps(answer)).toHaveLength(3);
  });

  it('solves an inequality written in Arabic with ≥', () => {
    const answer = solved('حل المتباينة -2س + 5 ≥ 11', 'ar');
    expect(answer.answer).toBe('س ≤ -3');
    expect(answer.markdown).toContain('**متباينة خطية**');
    expect(steps(answer)[1]).toBe(
      'نقسم الطرفين على −2، والقسمة على عدد سالب تعكس اتجاه إشارة المتباينة: $$\\text{س} \\le -3$$',
    );
  });
});

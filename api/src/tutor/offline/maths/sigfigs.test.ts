import { check, solved, steps } from './testing.ts';

describe('significant figures', () => {
  it('counts significant figures, rule by rule', () => {
    const answer = solved('how many significant figures in 0.00340');
    expect(answer.kind).toBe('sigfigs');
    expect(answer.answer).toBe('3');
    expect(steps(answer)).toEqual([
      'Non-zero digits are always significant: 3, 4',
      'Leading zeros (before the first non-zero digit) are not significant: they only place the decimal point',
      'Trailing zeros after a decimal point are significant (1)',
      'Count the significant digits (underlined): $$0.00\\underline{340} \\;\\Rightarrow\\; 3$$',
    ]);
    expect(check(answer)[0]).toContain('$$0.00340 = 3.40 \\times 10^{-3}$$ ✓');
  });

  it('counts zeros between digits, and not trailing zeros of a whole number', () => {
    expect(solved('How many significant figures are in 1.0050?').answer).toBe('5');
    expect(solved('how many sig figs in 1200').answer).toBe('2');
    expect(solved('how many sig figs in 1200.0').answer).toBe('5');
    expect(solved('how many significant figures does 305 have').answer).toBe('3');
    expect(solved('how many significant figures in 6.02 × 10^23').answer).toBe('3');
  });

  it('rounds to n significant figures', () => {
    const answer = solved('round 3.14159 to 3 significant figures');
    expect(answer.answer).toBe('3.14');
    expect(steps(answer)).toEqual([
      'Keep 3 significant figures, counting from the first non-zero digit: $$3.14\\,|\\,159$$',
      'The next digit is 1, less than 5, so the last kept digit stays the same: $$3.14$$',
    ]);
    expect(solved('round 2.998 to 3 significant figures').answer).toBe('3.00');
    expect(solved('Round 12345 to 2 significant figures').answer).toBe('12000');
    expect(solved('round 0.0046851 to 2 sig figs').answer).toBe('0.0047');
  });

  it('applies the rule for a product (fewest significant figures)', () => {
    const answer = solved('calculate 2.5 × 3.42 to the correct number of significant figures');
    expect(answer.answer).toBe('8.6');
    expect(steps(answer)).toEqual([
      'Multiplying or dividing: the answer keeps as many significant figures as the factor with the fewest, 2: $$\\underline{2.5}\\ (2),\\ \\underline{3.42}\\ (3)$$',
      'Calculate exactly: $$2.5 \\times 3.42 = 8.55$$',
      'Round to 2 significant figures: $$8.55 \\approx 8.6$$',
    ]);
  });

  it('applies the rule for a sum (fewest decimal places)', () => {
    const answer = solved('Add 12.11 + 18.0 + 1.013 and give the answer to the correct significant figures');
    expect(answer.answer).toBe('31.1');
    expect(steps(answer)[2]).toBe('Round to 1 decimal place: $$31.123 \\approx 31.1$$');
  });

  it('works in Arabic (كم رقمًا معنويًا، قرّب، الأرقام المعنوية)', () => {
    const count = solved('كم رقمًا معنويًا في العدد ٠٫٠٠٣٤٠؟', 'ar');
    expect(count.answer).toBe('3');
    expect(steps(count)[0]).toBe('الأرقام غير الصفرية معنوية دائمًا: 3، 4');
    const rounded = solved('قرّب ٢٫٩٩٨ إلى ٣ أرقام معنوية', 'ar');
    expect(rounded.answer).toBe('3.00');
    expect(steps(rounded)[1]).toBe(
      'الرقم التالي 8 يساوي 5 أو أكثر، فيزيد آخر رقم محتفظ به بمقدار 1: $$3.00$$',
    );
    const product = solved('احسب 2.5 × 3.42 مع مراعاة الأرقام المعنوية', 'ar');
    expect(product.answer).toBe('8.6');
    expect(steps(product)[2]).toBe('نقرّب إلى رقمين معنويين: $$8.55 \\approx 8.6$$');
  });
});

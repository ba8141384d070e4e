import { check, solved, steps } from './testing.ts';

describe('unit conversions', () => {
  it('converts km/h to m/s showing the factor 1000/3600', () => {
    const answer = solved('convert 72 km/h to m/s');
    expect(answer.kind).toBe('convert');
    expect(answer.answer).toBe('72 km/h = 20 m/s');
    expect(steps(answer)).toEqual([
      'Start from what the units mean: $$1\\ \\text{km} = 1000\\ \\text{m}$$ and $$1\\ \\text{h} = 3600\\ \\text{s}$$',
      'So multiply by $$\\frac{1000}{3600}$$, which is $$\\frac{5}{18}$$: $$72 \\times \\frac{1000}{3600} = 72 \\times \\frac{5}{18} = 20$$',
    ]);
    expect(check(answer)).toEqual([
      '**Check:** Convert back: $$20\\ \\text{m/s} \\times \\frac{18}{5} = 72\\ \\text{km/h}$$ ✓',
    ]);
  });

  it('converts m/s to km/h, and gives an approximate decimal when it does not end', () => {
    expect(solved('convert 15 m/s to km/h').answer).toBe('15 m/s = 54 km/h');
    expect(solved('convert 100 km/h to m/s').answer).toBe('100 km/h ≈ 27.78 m/s');
  });

  it('converts with SI prefixes in both directions', () => {
    expect(solved('convert 2.5 km to m').answer).toBe('2.5 km = 2500 m');
    const down = solved('convert 250 mm to m');
    expect(down.answer).toBe('250 mm = 0.25 m');
    expect(steps(down)[1]).toBe(
      'From a smaller unit to a larger one there are fewer of them: divide by $$1000$$: $$250 \\div 1000 = 0.25$$',
    );
    expect(solved('how many nm in 3 µm').answer).toBe('3 µm = 3000 nm');
    expect(solved('convert 500 g to kg').answer).toBe('500 g = 0.5 kg');
    expect(solved('convert 250 ms to s').answer).toBe('250 ms = 0.25 s');
    expect(solved('convert 5 km to nm').answer).toBe('5 km = 5 × 10^12 nm');
  });

  it('converts in Arabic with Arabic unit symbols', () => {
    const answer = solved('حوّل 72 كم/س إلى م/ث', 'ar');
    expect(answer.answer).toBe('72 كم/س = 20 م/ث');
    expect(steps(answer)[1]).toBe(
      'إذن نضرب في $$\\frac{1000}{3600}$$، أي في $$\\frac{5}{18}$$: $$72 \\times \\frac{1000}{3600} = 72 \\times \\frac{5}{18} = 20$$',
    );
    expect(solved('حوّل ٢٫٥ كم إلى م', 'ar').answer).toBe('2.5 كم = 2500 م');
  });
});

describe('scientific notation', () => {
  it('writes a small number in scientific notation', () => {
    const answer = solved('write 0.00045 in scientific notation');
    expect(answer.kind).toBe('scientific');
    expect(answer.answer).toBe('4.5 × 10^-4');
    expect(steps(answer)).toEqual([
      'Move the decimal point 4 places to the right, so one non-zero digit stands before it: $$4.5$$',
      'The point moved 4 places to the right, so the power of ten is −4: $$4.5 \\times 10^{-4}$$',
    ]);
    expect(check(answer)).toEqual([
      '**Check:** Multiply out the power of ten: $$4.5 \\div 10000 = 0.00045$$ ✓',
    ]);
  });

  it('writes a large number, keeping significant zeros after the point', () => {
    expect(solved('write 45000 in scientific notation').answer).toBe('4.5 × 10^4');
    expect(solved('write 0.000450 in scientific notation').answer).toBe('4.50 × 10^-4');
  });

  it('writes scientific notation in standard form', () => {
    const answer = solved('write 3.2 × 10^4 in standard form');
    expect(answer.answer).toBe('32000');
    expect(steps(answer)).toEqual([
      'The exponent is 4: move the decimal point 4 places to the right (filling with zeros): $$32000$$',
    ]);
    expect(solved('write 6.02 × 10^-3 as an ordinary number').answer).toBe('0.00602');
  });

  it('works in Arabic (الصيغة العلمية، الصيغة القياسية)', () => {
    const answer = solved('اكتب ٠٫٠٠٠٤٥ بالصيغة العلمية', 'ar');
    expect(answer.answer).toBe('4.5 × 10^-4');
    expect(steps(answer)[0]).toBe(
      'نحرك الفاصلة العشرية 4 منازل إلى اليمين ليبقى قبلها رقم واحد غير صفري: $$4.5$$',
    );
    expect(solved('اكتب 3.2 × 10^4 بالصيغة القياسية', 'ar').answer).toBe('32000');
  });
});

import nerdamer from 'nerdamer-prime/all';
import { solveMaths, unsolvedKind, warmUpMaths } from './index.ts';
import { solved } from './testing.ts';

describe('hint first', () => {
  it('gives the first step and asks about the next one, not the answer', () => {
    const hint = solved('solve 2x + 3 = 11', 'en', true);
    expect(hint.markdown).toBe(
      [
        '**Linear equation**',
        '',
        '$$',
        '2x + 3 = 11',
        '$$',
        '',
        '**First step:** Subtract 3 from both sides: $$2x = 8$$',
        '',
        'What do you get when you divide both sides by 2?',
        '',
        'Try the next step yourself, then ask again to see the full solution.',
      ].join('\n'),
    );
    expect(hint.markdown).not.toContain('x = 4');
    expect(hint.answer).toBe('x = 4');
  });

  it('asks about the only step when there is one', () => {
    const hint = solved('write 3.2 × 10^4 in standard form', 'en', true);
    expect(hint.markdown).toContain(
      '**First step:** The exponent is 4: move the decimal point 4 places to the right (filling with zeros).',
    );
    expect(hint.markdown).toContain('What do you get when you move the decimal point 4 places to the right?');
    expect(hint.markdown).not.toContain('32000');
  });

  it('guides in Arabic', () => {
    const hint = solved('حل المعادلة 5س - 7 = 18', 'ar', true);
    expect(hint.markdown).toContain('**الخطوة الأولى:** نضيف 7 إلى الطرفين: $$5\\text{س} = 25$$');
    expect(hint.markdown).toContain('ماذا ينتج عندما تقسم الطرفين على 5؟');
    expect(hint.markdown).toContain('جرّب الخطوة التالية بنفسك');
    expect(hint.markdown).not.toContain('$$\\text{س} = 5$$');
  });

  it('reminds about the sign when the next step divides an inequality by a negative number', () => {
    const hint = solved('solve 5 - 2x > 11', 'en', true);
    expect(hint.markdown).toContain(
      'Remember what dividing by a negative number does to the inequality sign.',
    );
  });

  it('hints the discriminant for a quadratic', () => {
    const hint = solved('solve x^2 - 5x + 6 = 0', 'en', true);
    expect(hint.markdown).toContain(
      'What is the discriminant $$\\Delta = b^2 - 4ac$$, and what does its sign tell you?',
    );
  });
});

describe('the reply', () => {
  it('puts the problem in display math, one step per line, the answer and the check', () => {
    const { markdown } = solved('solve 2x + 3 = 11');
    expect(markdown.split('\n')).toEqual([
      '**Linear equation**',
      '',
      '$$',
      '2x + 3 = 11',
      '$$',
      '',
      '1. Subtract 3 from both sides: $$2x = 8$$',
      '2. Divide both sides by 2: $$x = 4$$',
      '',
      '**Answer:** $$x = 4$$',
      '',
      '**Check:** Substitute $$x = 4$$ into the original equation: $$2\\left(4\\right) + 3 = 11$$ ✓',
    ]);
  });

  it('answers every kind within the latency budget once loaded', () => {
    const questions = [
      'solve 3(x - 2) = 2x + 5',
      'solve 3x + 2y = 12 and 2x - 3y = -5',
      'solve 2x^2 = 8x - 4',
      'expand (2x - 1)^3',
      '3/4 + 5/6',
      'v = d/t with d = 100 m and t = 20 s',
      'convert 72 km/h to m/s',
      'round 3.14159 to 3 significant figures',
    ];
    for (const question of questions) solveMaths(question, { lang: 'en' });
    for (const question of questions) {
      // CPU time, not wall time: a busy machine (CI runs suites in parallel) stretches the latter.
      const started = process.cpuUsage();
      expect(solveMaths(question, { lang: 'en' })).not.toBeNull();
      const used = process.cpuUsage(started);
      // Generous (medians are 0.1 to 25 ms); the measured figures are in docs/decisions.md.
      expect((used.user + used.system) / 1000).toBeLessThan(200);
    }
  });
});

describe('the library', () => {
  it('keeps no expressions between questions (a long-running server does not grow)', () => {
    warmUpMaths();
    solved('solve x^2 - x - 1 = 0');
    expect(nerdamer.expressions()).toHaveLength(0);
  });
});

describe('calculations the solver does not work out', () => {
  it('names their kind in the reply language, only when something is to be worked out', () => {
    expect(unsolvedKind('Find the limit of (x^2 - 4)/(x - 2) as x approaches 2', 'en')).toBe('limits');
    expect(unsolvedKind('Solve sin x = 1/2 for 0 < x < 360', 'en')).toBe(
      'trigonometric equations and identities',
    );
    expect(unsolvedKind('Find the sum of the first 10 terms of the series 3 + 6 + 12 + ...', 'en')).toBe(
      'sequences and series',
    );
    expect(unsolvedKind('احسب احتمال ظهور العدد 6 عند رمي مكعب مرقم', 'ar')).toBe('الاحتمالات ومسائل العد');
    expect(unsolvedKind('What is a limit?', 'en')).toBeNull();
    expect(unsolvedKind('ما مراحل الانقسام المتساوي في 4 خطوات؟', 'ar')).toBeNull();
  });
});

import { parseRichText, plainText, texToPlain } from './richText';

describe('quiz texts', () => {
  it('splits inline math, strong, emphasis and line breaks', () => {
    expect(parseRichText('Use $c = \\lambda\\nu$: **grown**, *grow*.\nNext')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'math', tex: 'c = \\lambda\\nu' },
      { kind: 'text', text: ': ' },
      { kind: 'strong', text: 'grown' },
      { kind: 'text', text: ', ' },
      { kind: 'em', text: 'grow' },
      { kind: 'text', text: '.' },
      { kind: 'break' },
      { kind: 'text', text: 'Next' },
    ]);
  });

  it('leaves prices as text, and an escaped dollar as a dollar', () => {
    expect(parseRichText('It costs $5 or $10.')).toEqual([{ kind: 'text', text: 'It costs $5 or $10.' }]);
    expect(parseRichText('\\$x\\$')).toEqual([{ kind: 'text', text: '$x$' }]);
  });

  it('reads display math written inline', () => {
    expect(parseRichText('$$x^2$$')).toEqual([{ kind: 'math', tex: 'x^2' }]);
  });

  it('writes common TeX as Unicode for places without markup', () => {
    expect(texToPlain('10^{-3}\\ \\text{m}')).toBe('10⁻³ m');
    expect(texToPlain('\\dfrac{60\\ \\text{s}}{1\\ \\text{min}}')).toBe('60 s/1 min');
    expect(texToPlain('\\lambda')).toBe('λ');
    expect(texToPlain('x_{1} \\times 4.7')).toBe('x₁ × 4.7');
    expect(plainText('kilo: $10^{3}$')).toBe('kilo: 10³');
    expect(plainText('Speed of **light**')).toBe('Speed of light');
  });
});

import { solveMaths } from './index.ts';
import { check, solved, steps } from './testing.ts';

describe('derivatives of polynomials', () => {
  it('differentiates term by term with the power rule and checks with a secant', () => {
    const answer = solved('Find the derivative of f(x) = 3x^4 - 2x^2 + 5x - 7');
    expect(answer.kind).toBe('derivative');
    expect(answer.answer).toBe("f'(x) = 12x^3 - 4x + 5");
    expect(answer.markdown).toContain('**Derivative of a polynomial**');
    expect(steps(answer)).toEqual([
      "The derivative of a sum is the sum of the derivatives: differentiate term by term: $$f'(x) = \\frac{d}{dx}\\left(3x^{4}\\right) + \\frac{d}{dx}\\left(-2x^{2}\\right) + \\frac{d}{dx}\\left(5x\\right) + \\frac{d}{dx}\\left(-7\\right)$$",
      'Power rule: multiply by the exponent, then lower the exponent by 1: $$\\frac{d}{dx}\\left(3x^{4}\\right) = 4 \\cdot 3x^{3} = 12x^{3}$$',
      'Power rule: multiply by the exponent, then lower the exponent by 1: $$\\frac{d}{dx}\\left(-2x^{2}\\right) = 2 \\cdot \\left(-2\\right)x = -4x$$',
      'The derivative of $$ax$$ is $$a$$: $$\\frac{d}{dx}\\left(5x\\right) = 5$$',
      'The derivative of a constant is 0: $$\\frac{d}{dx}\\left(-7\\right) = 0$$',
      "Add the results: $$f'(x) = 12x^{3} - 4x + 5$$",
    ]);
    // f'(2) = 96 - 8 + 5 = 93; the secant through 1.999 and 2.001 has slope 93.000024.
    expect(check(answer).join('\n')).toContain('\\approx 93$$');
    expect(check(answer).join('\n')).toContain("$$f'(2) = 93$$ ✓");
  });

  it('expands a product first; reads d/dx, dy/dx and y =', () => {
    const product = solved('differentiate (x^2 + 1)(2x - 3)');
    expect(steps(product)[0]).toBe(
      'Write the function as a sum of terms (expand and combine first): $$f(x) = 2x^{3} - 3x^{2} + 2x - 3$$',
    );
    expect(product.answer).toBe("f'(x) = 6x^2 - 6x + 2");
    expect(solved('d/dx (x^3)').answer).toBe("f'(x) = 3x^2");
    expect(solved('If y = 5x^2 - 3, find dy/dx').answer).toBe("f'(x) = 10x");
  });

  it('answers in Arabic with the student’s س and the textbook words', () => {
    const answer = solved('أوجد مشتقة الدالة د(س) = 3س^2 - 4س + 1', 'ar');
    expect(answer.answer).toBe("f'(س) = 6س - 4");
    expect(answer.markdown).toContain('**مشتقة كثيرة حدود**');
    expect(steps(answer)).toContain(
      'قاعدة القوة: نضرب في الأس ثم نطرح 1 من الأس: $$\\frac{d}{d\\text{س}}\\left(3\\text{س}^{2}\\right) = 2 \\cdot 3\\text{س} = 6\\text{س}$$',
    );
    expect(check(answer).join('\n')).toContain("$$f'(2) = 8$$ ✓");
  });

  it('gives the first step only as a hint, and leaves a question about derivatives to the lessons', () => {
    const hint = solveMaths('Find the derivative of x^3 + 2x', { lang: 'en', hintFirst: true });
    expect(hint?.answer).toBe("f'(x) = 3x^2 + 2");
    expect(hint?.markdown).not.toContain('3x^{2} + 2$$');
    expect(solveMaths('What is a derivative?', { lang: 'en' })).toBeNull();
    expect(solveMaths('ما المشتقة؟', { lang: 'ar' })).toBeNull();
    // Not a polynomial in one variable: not shown as a derivative this solver can work out.
    expect(solveMaths('Find the derivative of x*y^2', { lang: 'en' })).toBeNull();
  });
});

import { replyToPlainText } from './plain-text';

describe('replyToPlainText', () => {
  it('strips the Markdown marks and keeps the words', () => {
    expect(
      replyToPlainText(
        '# Photosynthesis\n\nPlants make **food** from *light* and ~~air~~ [water](https://example.com).',
      ),
    ).toBe('Photosynthesis\n\nPlants make food from light and air water.');
  });

  it('keeps math as its LaTeX source, whichever way it was written', () => {
    expect(replyToPlainText('Area $\\pi r^2$, also \\(a+b\\) and\n\n\\[\\frac{1}{2}\\]\n\n$$\nx^2\n$$')).toBe(
      'Area \\pi r^2, also a+b and\n\n\\frac{1}{2}\n\nx^2',
    );
  });

  it('leaves money as it was written', () => {
    expect(replyToPlainText('it costs $5 or $10')).toBe('it costs $5 or $10');
  });

  it('writes lists one item a line, code as its text and tables a row a line', () => {
    expect(
      replyToPlainText(
        '1. one\n2. two\n   - nested\n\n```js\nconst a = `$x$`;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |',
      ),
    ).toBe('1. one\n2. two\n   • nested\n\nconst a = `$x$`;\n\na\tb\n1\t2');
  });

  it('leaves HTML tags out, as the screen does, and images as their description', () => {
    expect(
      replyToPlainText('Hi <b>bold</b> there\n\n<div>\n\n![a triangle](https://example.com/t.png)'),
    ).toBe('Hi bold there\n\na triangle');
  });

  it('works on Arabic replies', () => {
    expect(replyToPlainText('**المساحة** تساوي $\\pi r^2$ تقريبًا.')).toBe('المساحة تساوي \\pi r^2 تقريبًا.');
  });
});

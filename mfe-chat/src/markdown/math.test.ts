import { prepareMath } from './math';

describe('prepareMath: dollars that are money stay text', () => {
  it.each([
    'it costs $5 or $10',
    'It costs $5 or $10.',
    'Pay $5.99 and $3 at the door.',
    'Tickets: $1,000, $2,500; total $3,500!',
    'between $5-$10 a month',
    'from $5/kg to $7/kg',
    'the price is $5, and $x is a price too',
    'يكلف $5 أو $10',
    'يكلف $٥ أو $١٠',
    'a single $ sign',
    'two $ signs $ apart',
    'escaped \\$x\\$ dollars',
    'US$20 vs US$30',
  ])('%s', (text) => {
    expect(prepareMath(text)).toBe(text);
  });
});

describe('prepareMath: each math form becomes remark-math syntax', () => {
  it.each([
    ['$x^2$', '$$x^2$$'],
    ['$a+b=c$', '$$a+b=c$$'],
    ['$\\frac{1}{2}$', '$$\\frac{1}{2}$$'],
    ['So $3 + 4 = 7$ holds.', 'So $$3 + 4 = 7$$ holds.'],
    ['the area is $\\pi r^2$, where', 'the area is $$\\pi r^2$$, where'],
    ['it costs $5 and $x^2$ is math', 'it costs $5 and $$x^2$$ is math'],
    ['إذا كان $س = 5$ فإن', 'إذا كان $$س = 5$$ فإن'],
    ['\\(x^2\\)', '$$x^2$$'],
    ['where \\( \\alpha + \\beta \\) is', 'where $$\\alpha + \\beta$$ is'],
    ['\\(a \\\\ b\\)', '$$a \\\\ b$$'],
    ['inline $$E=mc^2$$ stays inline', 'inline $$E=mc^2$$ stays inline'],
  ])('%s', (input, output) => {
    expect(prepareMath(input)).toBe(output);
  });

  it('turns \\[...\\] into a display block', () => {
    expect(prepareMath('\\[x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\]')).toBe(
      '$$\nx = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\n$$',
    );
    expect(prepareMath('Solve:\n\\[\n  x^2 = 4\n\\]\nso x = 2.')).toBe('Solve:\n$$\nx^2 = 4\n$$\nso x = 2.');
  });

  it('splits \\[...\\] out of a sentence onto lines of its own', () => {
    expect(prepareMath('The formula \\[a^2+b^2=c^2\\] is famous.')).toBe(
      'The formula\n$$\na^2+b^2=c^2\n$$\nis famous.',
    );
  });

  it('makes $$...$$ on its own line display math, also across lines', () => {
    expect(prepareMath('Then\n$$ y = mx + b $$\nand')).toBe('Then\n$$\ny = mx + b\n$$\nand');
    expect(prepareMath('$$x^2 +\n y^2$$')).toBe('$$\nx^2 +\ny^2\n$$');
  });

  it('keeps display math inside its list item or blockquote', () => {
    expect(prepareMath('- step one\n- \\[x=1\\]')).toBe('- step one\n- $$\n  x=1\n  $$');
    expect(prepareMath('> quoted\n> \\[\n> x=1\n> \\]')).toBe('> quoted\n> $$\n> x=1\n> $$');
    expect(prepareMath('1. $$a=b$$')).toBe('1. $$\n   a=b\n   $$');
  });

  it('writes display math inline inside a table row or a heading', () => {
    expect(prepareMath('| a | \\[x\\] |')).toBe('| a | $$x$$ |');
    expect(prepareMath('## Area \\[\\pi r^2\\]')).toBe('## Area $$\\pi r^2$$');
  });

  it('leaves display math already in remark-math form alone', () => {
    const text = 'Here:\n$$\n\\sum_{i=1}^{n} i = $n$\n$$\nDone.';
    expect(prepareMath(text)).toBe(text);
  });

  it('leaves unfinished math (a reply still streaming in) as text', () => {
    expect(prepareMath('so \\(x^2')).toBe('so \\(x^2');
    expect(prepareMath('so $x^2')).toBe('so $x^2');
  });
});

describe('prepareMath: code is never touched', () => {
  it.each([
    'run `echo $HOME$x` now',
    'a span `\\(x\\)` and ``$a$ ` $b$``',
    '```bash\necho "$x$" \\(y\\)\nprice=$5\n```',
    '~~~\n\\[x\\]\n~~~',
    '- item\n  ```js\n  const a = `$x$`;\n  ```',
  ])('%s', (text) => {
    expect(prepareMath(text)).toBe(text);
  });

  it('converts around code but not inside it', () => {
    expect(prepareMath('Use `$x$` to write $x$.\n\n```\n$y$\n```\nand \\(z\\)')).toBe(
      'Use `$x$` to write $$x$$.\n\n```\n$y$\n```\nand $$z$$',
    );
  });

  it('treats an unclosed fence (still streaming) as code to the end', () => {
    const text = 'Look:\n```python\nx = "$a$"';
    expect(prepareMath(text)).toBe(text);
  });

  it('keeps Windows line breaks working', () => {
    expect(prepareMath('a $x$\r\nb')).toBe('a $$x$$\nb');
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  AppProviders,
  addNamespace,
  i18n,
  initI18n,
  registerToastRenderer,
  type Locale,
  type ToastKind,
} from '@nibras/shared-ui';
import { localeKeyDiff, untranslatedKeys } from '@nibras/shared-ui/testing';
import { ar, en } from '../locales/index';
import { ReplyMarkdown } from './ReplyMarkdown';

function show(content: string, locale: Locale = 'en') {
  return render(
    <AppProviders locale={locale}>
      <ReplyMarkdown content={content} />
    </AppProviders>,
  );
}

const toasts: { kind: ToastKind; text: string }[] = [];
let offToasts: () => void = () => undefined;

beforeAll(async () => {
  await initI18n('en');
  addNamespace('chat', { en, ar });
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  toasts.length = 0;
  offToasts = registerToastRenderer({ show: (kind, text) => toasts.push({ kind, text }) }, (text) => {
    const lng = i18n.language === 'ar' ? 'ar' : 'en';
    return typeof text === 'string' ? i18n.t(text, { lng }) : text[lng];
  });
});

afterEach(() => offToasts());

describe('ReplyMarkdown: safe Markdown', () => {
  it('never turns HTML in the reply into elements', () => {
    const { container } = show(
      'Hello <script>window.hacked = true</script> there\n\n<img src="x" onerror="window.hacked = true">\n\n<div onclick="x()">block</div>\n\n**bold** text',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror], [onclick], div[onclick]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(container.querySelector('strong')?.textContent).toBe('bold');
  });

  it('drops javascript: and data: addresses and keeps the link text', () => {
    const { container } = show(
      '[click me](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=) and [tab](java\tscript:alert(1))',
    );
    expect(container.querySelectorAll('[href]')).toHaveLength(0);
    expect(container.textContent).toContain('click me');
    expect(container.textContent).toContain('data');
  });

  it('opens web links in a new tab with rel noopener noreferrer nofollow, and says so', () => {
    show(
      'See [the lesson](https://example.com/lesson) or https://example.org, or [mail](mailto:t@example.com).',
    );
    const lesson = screen.getByRole('link', { name: /the lesson/ });
    expect(lesson.getAttribute('href')).toBe('https://example.com/lesson');
    expect(lesson.getAttribute('target')).toBe('_blank');
    expect(lesson.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(lesson.textContent).toContain('(opens in a new tab)');
    const bare = screen.getByRole('link', { name: /example\.org/ });
    expect(bare.getAttribute('target')).toBe('_blank');
    expect(bare.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    const mail = screen.getByRole('link', { name: 'mail' });
    expect(mail.getAttribute('href')).toBe('mailto:t@example.com');
    expect(mail.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('shows an image as its description and a link, never loading it', () => {
    const { container } = show(
      '![a right triangle](https://tracker.example.com/pixel.png) and ![x](data:image/png;base64,AAAA)',
    );
    expect(container.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: /Image: a right triangle/ });
    expect(link.getAttribute('href')).toBe('https://tracker.example.com/pixel.png');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.textContent).toContain('Image: x');
    expect(container.querySelectorAll('[href^="data:"]')).toHaveLength(0);
  });

  it('keeps an image inside a link as text in that one link', () => {
    const { container } = show('[![diagram](https://example.com/d.png)](https://example.com/page)');
    expect(container.querySelector('img')).toBeNull();
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.com/page');
    expect(links[0]?.textContent).toContain('Image: diagram');
  });
});

describe('ReplyMarkdown: math', () => {
  it('draws every math form with KaTeX', () => {
    const { container } = show(
      'Inline $x^2$, \\(a+b=c\\) and $$\\frac{1}{2}$$.\n\n\\[E = mc^2\\]\n\n$$\n\\sqrt{2}\n$$',
    );
    const annotations = [...container.querySelectorAll('annotation')].map((a) => a.textContent);
    expect(annotations).toEqual(['x^2', 'a+b=c', '\\frac{1}{2}', 'E = mc^2', '\\sqrt{2}']);
    expect(container.querySelectorAll('.katex-display')).toHaveLength(2);
    expect(container.querySelectorAll('p .katex')).toHaveLength(3);
  });

  it('leaves "it costs $5 or $10" as text', () => {
    const { container } = show('it costs $5 or $10');
    expect(container.querySelector('.katex')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('it costs $5 or $10');
  });

  it('shows the source of a formula KaTeX cannot read', () => {
    const { container } = show('Broken: $\\frac{1}{$ and $\\notacommand{x}$');
    expect(container.textContent).toContain('\\notacommand{x}');
  });

  it('keeps \\href inert inside math', () => {
    const { container } = show('$\\href{javascript:alert(1)}{x}$');
    expect(container.querySelector('a')).toBeNull();
  });
});

describe('ReplyMarkdown: tables and code', () => {
  it('renders a GFM table inside a scrollable, labelled region', () => {
    show('| Term | Meaning |\n| --- | --- |\n| Mass | kg |\n| Time | s |');
    const region = screen.getByRole('region', { name: 'Table' });
    expect(region.classList.contains('reply-table')).toBe(true);
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = within(region).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('columnheader', { name: 'Meaning' })).toBeTruthy();
  });

  it('labels a code block with its language and copies it to the clipboard', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = show('Try:\n\n```python\nprint("$5 and $x$")\n```\n\nand `len(x)` inline.');
    expect(container.querySelector('.reply-code__language')?.textContent).toBe('python');
    const code = container.querySelector('pre code');
    expect(code?.textContent).toBe('print("$5 and $x$")\n');
    expect(container.querySelector('.katex')).toBeNull();
    const button = screen.getByRole('button', { name: 'Copy the python code' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('print("$5 and $x$")');
    expect(toasts).toEqual([{ kind: 'success', text: 'Copied to clipboard' }]);
    expect(button.textContent).toContain('Copied');
    const inline = container.querySelector('p code');
    expect(inline?.textContent).toBe('len(x)');
    expect(inline?.getAttribute('dir')).toBe('ltr');
  });

  it('says so in Arabic when the clipboard refuses', async () => {
    await i18n.changeLanguage('ar');
    const writeText = jest.fn(async () => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show('```\nx = 1\n```', 'ar');
    const button = screen.getByRole('button', { name: 'نسخ الشيفرة' });
    expect(screen.getByText('شيفرة')).toBeTruthy();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(toasts).toEqual([{ kind: 'error', text: 'تعذّر نسخ الشيفرة. حدّدها وانسخها بنفسك.' }]);
  });
});

describe('ReplyMarkdown: direction', () => {
  it('gives an Arabic paragraph dir=auto and keeps its inline math and code left to right', () => {
    const { container } = show(
      'مساحة الدائرة هي $\\pi r^2$ حيث نستخدم `r` لنصف القطر.\n\n- البند الأول\n- The second item\n\n> اقتباس\n\n## عنوان',
      'ar',
    );
    const paragraph = container.querySelector('p');
    expect(paragraph?.getAttribute('dir')).toBe('auto');
    const math = paragraph?.querySelector('.katex');
    expect(math?.getAttribute('dir')).toBe('ltr');
    expect(math?.classList.contains('reply-math-inline')).toBe(true);
    expect(paragraph?.querySelector('code')?.getAttribute('dir')).toBe('ltr');
    for (const block of container.querySelectorAll('li, blockquote, h2')) {
      expect(block.getAttribute('dir')).toBe('auto');
    }
  });

  it('keeps display math and code blocks left to right', () => {
    const { container } = show('الحل:\n\n\\[x = 2\\]\n\n```js\nconst x = 2;\n```');
    expect(container.querySelector('.katex-display')?.getAttribute('dir')).toBe('ltr');
    expect(container.querySelector('.reply-code')?.getAttribute('dir')).toBe('ltr');
    expect(container.querySelector('pre')?.getAttribute('dir')).toBe('ltr');
  });

  it('sets a table and its scrolling wrapper to the direction of its first letter', () => {
    const { container } = show('| المصطلح | Term |\n| --- | --- |\n| كتلة | Mass |');
    expect(container.querySelector('table')?.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('.reply-table')?.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('td')?.getAttribute('dir')).toBe('auto');
  });
});

describe('ReplyMarkdown: a reply still streaming in', () => {
  it('renders every partial reply without failing', () => {
    const reply =
      '## الحل\n\nلدينا $x^2 = 4$ و \\(y\\):\n\n\\[\nx = \\pm 2\n\\]\n\n| a | b |\n|---|---|\n| 1 | $5 |\n\n```python\nprint(2)\n```\n\n- [link](https://example.com)\n- it costs $5 or $10';
    const { rerender, container } = show('');
    for (let end = 1; end <= reply.length; end += 3) {
      rerender(
        <AppProviders locale="ar">
          <ReplyMarkdown content={reply.slice(0, end)} />
        </AppProviders>,
      );
    }
    rerender(
      <AppProviders locale="ar">
        <ReplyMarkdown content={reply} />
      </AppProviders>,
    );
    expect(container.querySelectorAll('.katex')).toHaveLength(3);
    expect(container.querySelector('table')).not.toBeNull();
    expect(container.querySelector('li:last-child')?.textContent).toBe('it costs $5 or $10');
  });
});

describe('reply locale files', () => {
  it('have the same keys in English and Arabic, and every Arabic text is Arabic', () => {
    expect(localeKeyDiff(en.reply, ar.reply)).toEqual({ onlyInEn: [], onlyInAr: [] });
    expect(untranslatedKeys(en.reply, ar.reply)).toEqual([]);
  });
});

// A file conversation's replies (docs/materials-plan.md, Citations): `[p. 3](#page=3)` opens the
// file's viewer at page 3; every other odd address stays refused; the "From your file" and
// "General knowledge" labels are drawn as labels.
import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders, addNamespace, i18n, initI18n, type Locale } from '@nibras/shared-ui';
import { localeKeyDiff, untranslatedKeys } from '@nibras/shared-ui/testing';
import { ar, en } from '../locales/index';
import { ReplyMarkdown } from './ReplyMarkdown';
import { sourceOf } from './rehype-sources';
import { citedPage, safeUrl } from './urls';

function show(content: string, onOpenPage?: (page: number) => void, locale: Locale = 'en') {
  return render(
    <AppProviders locale={locale}>
      <ReplyMarkdown content={content} onOpenPage={onOpenPage} />
    </AppProviders>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  addNamespace('chat', { en, ar });
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('citations of the file', () => {
  it('turns [p. 3](#page=3) into a button that opens page 3', () => {
    const onOpenPage = jest.fn();
    const { container } = show(
      'Photosynthesis needs light [p. 3](#page=3) and water [p. 12](#page=12).',
      onOpenPage,
    );
    const buttons = screen.getAllByTestId('reply-cite');
    expect(buttons.map((b) => b.tagName)).toEqual(['BUTTON', 'BUTTON']);
    expect(buttons[0]?.getAttribute('type')).toBe('button');
    // Its name starts with the words on screen, and says what it does.
    const button = screen.getByRole('button', { name: 'p. 3 (show it in the file)' });
    fireEvent.click(button);
    expect(onOpenPage).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: /^p\. 12/ }));
    expect(onOpenPage).toHaveBeenLastCalledWith(12);
    // Never a link: the address of the page does not change.
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.querySelectorAll('[href]')).toHaveLength(0);
  });

  it('works in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const onOpenPage = jest.fn();
    show('تحتاج النباتات إلى الضوء [ص 3](#page=3).', onOpenPage, 'ar');
    const button = screen.getByRole('button', { name: 'ص 3 (اعرضه في الملف)' });
    fireEvent.click(button);
    expect(onOpenPage).toHaveBeenCalledWith(3);
  });

  it('stays words where the conversation has no file', () => {
    const { container } = show('See [p. 3](#page=3).');
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[href]')).toBeNull();
    expect(container.querySelector('.reply-cite--text')?.textContent).toBe('p. 3');
  });

  it('keeps refusing every other address that is not a web or mail one', () => {
    const onOpenPage = jest.fn();
    const { container } = show(
      [
        '[zero](#page=0)',
        '[extra](#page=3&x=1)',
        '[pages](#pages=3)',
        '[word](#page=abc)',
        '[relative](page=3)',
        '[path](/files/x/content)',
        '[js](javascript:openPage(3))',
        '[data](data:text/html,hi)',
        '[huge](#page=99999999)',
      ].join(' '),
      onOpenPage,
    );
    expect(screen.queryAllByTestId('reply-cite')).toHaveLength(0);
    expect(container.querySelectorAll('[href]')).toHaveLength(0);
    expect(container.textContent).toContain('zero');
    expect(onOpenPage).not.toHaveBeenCalled();
  });

  it('keeps web links and footnotes as they were', () => {
    const { container } = show(
      'A [lesson](https://example.com/l) and a note[^1].\n\n[^1]: The note.',
      jest.fn(),
    );
    expect(screen.getByRole('link', { name: /lesson/ }).getAttribute('target')).toBe('_blank');
    const footnote = container.querySelector('sup a');
    expect(footnote?.getAttribute('href')).toMatch(/^#reply-.*fn-1$/);
  });

  it('keeps the words of a link to the courses where the reply has no router to follow it', () => {
    // In the chat they are links through the shell's router: courseLinks.test.tsx.
    const { container } = show(
      'See [Physics 1 › Units](#lesson=y1-physics-1.u1-l1&section=s2).\n\n[Start the quiz](#quiz=q1)',
    );
    expect(container.querySelectorAll('[href]')).toHaveLength(0);
    expect(screen.getByText('Physics 1 › Units').tagName).toBe('SPAN');
    expect(screen.getByText('Start the quiz').tagName).toBe('SPAN');
  });

  it('knows a citation address when it sees one', () => {
    expect(citedPage('#page=3')).toBe(3);
    expect(citedPage(' #page=42 ')).toBe(42);
    for (const href of ['#page=0', '#page=', '#page=-1', '#page=1.5', 'page=3', '#Page=3', '', undefined]) {
      expect(citedPage(href)).toBeNull();
    }
    expect(safeUrl('#page=3')).toBe('#page=3');
    expect(safeUrl('#page=3&x')).toBeUndefined();
  });
});

describe('where a grounded reply’s parts come from', () => {
  it('draws “From your file” and “General knowledge” as labels, in English and Arabic', () => {
    const { container } = show(
      '**From your file**\nPlants make glucose [p. 2](#page=2).\n\n**General knowledge:** Chlorophyll is green.\n\n**من ملفك**\nتصنع النباتات الغلوكوز.\n\n**معرفة عامة**\nالكلوروفيل أخضر.',
      jest.fn(),
    );
    const labels = [...container.querySelectorAll('strong.reply-source')];
    expect(labels.map((l) => [l.textContent, l.getAttribute('data-source')])).toEqual([
      ['From your file', 'file'],
      ['General knowledge:', 'general'],
      ['من ملفك', 'file'],
      ['معرفة عامة', 'general'],
    ]);
    expect(labels[0]?.classList.contains('reply-source--file')).toBe(true);
    expect(labels[1]?.classList.contains('reply-source--general')).toBe(true);
  });

  it('leaves any other bold text alone', () => {
    const { container } = show(
      'The word **From your file** in a sentence, and **Important** notes.\n\n- **Key:** x',
    );
    expect(container.querySelectorAll('.reply-source')).toHaveLength(0);
    expect(container.querySelectorAll('strong')).toHaveLength(3);
  });

  it('reads a label with its punctuation and spacing', () => {
    expect(sourceOf('From your file')).toBe('file');
    expect(sourceOf('from  your file:')).toBe('file');
    expect(sourceOf('معرفة عامة:')).toBe('general');
    expect(sourceOf('From your files')).toBeNull();
  });
});

describe('viewer locale files', () => {
  it('have the same keys in English and Arabic, and every Arabic text is Arabic', () => {
    expect(localeKeyDiff(en.viewer, ar.viewer)).toEqual({ onlyInEn: [], onlyInAr: [] });
    expect(untranslatedKeys(en.viewer, ar.viewer)).toEqual([]);
  });
});

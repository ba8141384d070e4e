// A lesson conversation's replies: `[§ Heading](#section=s2)` shows the lesson at section s2 (a
// button, never a link); every other odd address stays refused; "From the lesson" is a label.
import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders, addNamespace, i18n, initI18n, type Locale } from '@nibras/shared-ui';
import { localeKeyDiff, untranslatedKeys } from '@nibras/shared-ui/testing';
import { ar, en } from '../locales/index';
import { ReplyMarkdown } from '../markdown/ReplyMarkdown';
import { sourceOf } from '../markdown/rehype-sources';
import { citedPage, citedSection, safeUrl } from '../markdown/urls';

function show(
  content: string,
  handlers: { onOpenSection?: (id: string) => void; onOpenPage?: (page: number) => void } = {},
  locale: Locale = 'en',
) {
  return render(
    <AppProviders locale={locale}>
      <ReplyMarkdown content={content} {...handlers} />
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

describe('citations of the lesson', () => {
  it('turns [§ Heading](#section=s2) into a button that shows that section', () => {
    const onOpenSection = jest.fn();
    const { container } = show(
      'A conjecture can be false [§ Testing a conjecture](#section=s3), see the [§ Key terms](#section=key-terms).',
      { onOpenSection },
    );
    const buttons = screen.getAllByTestId('reply-cite-section');
    expect(buttons.map((b) => [b.tagName, b.getAttribute('type'), b.dataset.section])).toEqual([
      ['BUTTON', 'button', 's3'],
      ['BUTTON', 'button', 'key-terms'],
    ]);
    // Its name starts with the words on screen, and says what it does.
    fireEvent.click(
      screen.getByRole('button', { name: '§ Testing a conjecture (show this section of the lesson)' }),
    );
    expect(onOpenSection).toHaveBeenCalledWith('s3');
    fireEvent.click(screen.getByRole('button', { name: /^§ Key terms/ }));
    expect(onOpenSection).toHaveBeenLastCalledWith('key-terms');
    // Never a link: the address of the page does not change.
    expect(container.querySelectorAll('[href]')).toHaveLength(0);
  });

  it('works in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const onOpenSection = jest.fn();
    show('التخمين قد يكون خاطئًا [§ اختبار التخمين](#section=s3).', { onOpenSection }, 'ar');
    fireEvent.click(screen.getByRole('button', { name: '§ اختبار التخمين (اعرض هذا القسم من الدرس)' }));
    expect(onOpenSection).toHaveBeenCalledWith('s3');
  });

  it('stays words where the conversation has no lesson, and pages stay pages', () => {
    const onOpenPage = jest.fn();
    const { container } = show('See [§ Forces](#section=s1) and [p. 2](#page=2).', { onOpenPage });
    expect(screen.queryAllByTestId('reply-cite-section')).toHaveLength(0);
    expect(container.querySelector('.reply-cite--text')?.textContent).toBe('§ Forces');
    expect(container.querySelector('[href]')).toBeNull();
    fireEvent.click(screen.getByTestId('reply-cite'));
    expect(onOpenPage).toHaveBeenCalledWith(2);
  });

  it('keeps refusing every other address that is not a web or mail one', () => {
    const onOpenSection = jest.fn();
    const { container } = show(
      [
        '[empty](#section=)',
        '[space](#section=s 1)',
        '[path](#section=../s1)',
        '[query](#section=s1&x=1)',
        '[two](#section=s1#s2)',
        '[named](#sections=s1)',
        '[relative](section=s1)',
        '[js](javascript:openSection(1))',
        `[long](#section=${'s'.repeat(65)})`,
      ].join(' '),
      { onOpenSection },
    );
    expect(screen.queryAllByTestId('reply-cite-section')).toHaveLength(0);
    expect(container.querySelectorAll('[href]')).toHaveLength(0);
    expect(onOpenSection).not.toHaveBeenCalled();
  });

  it('knows a section citation when it sees one', () => {
    expect(citedSection('#section=s2')).toBe('s2');
    expect(citedSection(' #section=worked-example ')).toBe('worked-example');
    for (const href of [
      '#section=',
      '#section=-s1',
      '#section=s1/2',
      'section=s1',
      '#page=3',
      '',
      undefined,
    ]) {
      expect(citedSection(href)).toBeNull();
    }
    expect(citedPage('#section=s2')).toBeNull();
    expect(safeUrl('#section=s2')).toBe('#section=s2');
    expect(safeUrl('#section=s2?x')).toBeUndefined();
  });

  it('draws “From the lesson” as a label, in English and Arabic', () => {
    const { container } = show(
      '**From the lesson**\nA conjecture [§ Making a conjecture](#section=s2).\n\n**General knowledge**\nMore.\n\n**من الدرس**\nالتخمين.',
      { onOpenSection: jest.fn() },
    );
    const labels = [...container.querySelectorAll('strong.reply-source')];
    expect(labels.map((l) => [l.textContent, l.getAttribute('data-source')])).toEqual([
      ['From the lesson', 'lesson'],
      ['General knowledge', 'general'],
      ['من الدرس', 'lesson'],
    ]);
    expect(labels[0]?.classList.contains('reply-source--lesson')).toBe(true);
    expect(sourceOf('from the lesson:')).toBe('lesson');
    expect(sourceOf('From the lessons')).toBeNull();
  });
});

describe('lesson locale files', () => {
  it('have the same keys in English and Arabic, and every Arabic text is Arabic', () => {
    expect(localeKeyDiff(en.lesson, ar.lesson)).toEqual({ onlyInEn: [], onlyInAr: [] });
    expect(untranslatedKeys(en.lesson, ar.lesson)).toEqual([]);
  });
});

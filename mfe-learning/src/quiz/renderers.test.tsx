// Each question type's answer input, in the remote's frame (English and Arabic): what the student
// does with the keyboard or the pointer, and the answer it gives in the API's shape.
import { useState } from 'react';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import type { Locale } from '@nibras/shared-ui';
import type { Answer, QuizQuestion } from './api';
import { AnswerInput, type AnswerOptions } from './renderers';
import { fill, msg, offlineApi, quizRenderer } from './test-helpers';

const render = quizRenderer();

type Logged = [Answer | undefined, AnswerOptions | undefined] | 'commit';

function Harness({ question, initial, log }: { question: QuizQuestion; initial?: Answer; log: Logged[] }) {
  const [answer, setAnswer] = useState<Answer | undefined>(initial);
  return (
    <fieldset data-testid="harness">
      <legend>{question.id}</legend>
      <AnswerInput
        question={question}
        answer={answer}
        onAnswer={(value, options) => {
          log.push([value, options]);
          setAnswer(value);
        }}
        onCommit={() => log.push('commit')}
        disabled={false}
        idBase={`t-${question.id}`}
      />
    </fieldset>
  );
}

const text = (en: string, ar: string) => ({ en, ar });
const SOURCE = { kind: 'saved', savedId: 's1', title: 'Notes' } as const;
const question = (type: QuizQuestion['type'], extra: Partial<QuizQuestion> = {}): QuizQuestion => ({
  id: type,
  type,
  prompt: text('Prompt', 'السؤال'),
  hintCount: 0,
  source: SOURCE,
  ...extra,
});

async function mount(q: QuizQuestion, locale: Locale = 'en', initial?: Answer) {
  const log: Logged[] = [];
  const { container } = await render(<Harness question={q} initial={initial} log={log} />, {
    locale,
    api: offlineApi(),
  });
  const root = await within(container).findByTestId('harness');
  return { root, log, container };
}

describe('single choice', () => {
  it.each(['en', 'ar'] as const)(
    'in %s: radio cards with letters; choosing one answers its index',
    async (locale) => {
      const options = [text('gram', 'الجرام'), text('kilogram', 'الكيلوجرام'), text('newton', 'النيوتن')];
      const { root, log, container } = await mount(question('single', { options }), locale);
      const radios = within(root).getAllByRole('radio');
      expect(radios).toHaveLength(3);
      // Each radio is named by its card (letter and text).
      expect(radios[1]?.closest('label')?.textContent).toBe(locale === 'ar' ? 'بالكيلوجرام' : 'Bkilogram');
      expect(container.querySelector('[data-remote]')?.getAttribute('dir')).toBe(
        locale === 'ar' ? 'rtl' : 'ltr',
      );
      fireEvent.click(radios[1]!);
      expect(log).toEqual([[1, undefined]]);
      expect((radios[1] as HTMLInputElement).checked).toBe(true);
      // All in one group: the arrow keys move between them (native radios share a name).
      expect(new Set(radios.map((r) => (r as HTMLInputElement).name)).size).toBe(1);
    },
  );

  it('draws math in options with KaTeX, left to right', async () => {
    const options = [text('$10^{3}$', '$10^{3}$'), text('$10^{-2}$', '$10^{-2}$')];
    const { root } = await mount(question('single', { options }), 'ar');
    const math = root.querySelector('.quiz-math');
    expect(math?.getAttribute('dir')).toBe('ltr');
    expect(math?.querySelector('.katex')).not.toBeNull();
  });
});

describe('multiple choice', () => {
  it('ticks several boxes (answered in order); none ticked clears the answer', async () => {
    const options = [text('metre', 'المتر'), text('second', 'الثانية'), text('newton', 'النيوتن')];
    const { root, log } = await mount(question('multiple', { options }));
    expect(within(root).getByText(msg('en', 'quiz.take.chooseAll'))).toBeTruthy();
    const boxes = within(root).getAllByRole('checkbox');
    fireEvent.click(boxes[2]!);
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(boxes[0]!);
    expect(log).toEqual([
      [[2], { save: true }],
      [[0, 2], { save: true }],
      [[0], { save: true }],
      [[], { save: false }],
    ]);
  });
});

describe('true or false', () => {
  it.each(['en', 'ar'] as const)('in %s: two choices', async (locale) => {
    const { root, log } = await mount(question('truefalse'), locale);
    const radios = within(root).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      msg(locale, 'quiz.take.true'),
      msg(locale, 'quiz.take.false'),
    ]);
    fireEvent.click(radios[1]!);
    expect(log).toEqual([[false, undefined]]);
  });
});

describe('numeric', () => {
  const numeric = question('numeric', { unit: text('m/s', 'م/ث') });

  it('accepts Arabic-Indic digits as typed, shows the unit and saves after the typing (then on leaving)', async () => {
    const { root, log } = await mount(numeric, 'ar');
    const input = within(root).getByLabelText(msg('ar', 'quiz.take.numeric.label'));
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(within(root).getByTestId('quiz-numeric-unit').textContent).toContain('م/ث');
    // The unit and the digits help describe the field.
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described).toEqual(expect.arrayContaining(['t-numeric-unit', 't-numeric-digits']));
    fireEvent.change(input, { target: { value: '٢٥٫٥' } });
    fireEvent.focusOut(input);
    expect(log).toEqual([['٢٥٫٥', { typing: true }], 'commit']);
    expect((input as HTMLInputElement).value).toBe('٢٥٫٥');
    expect(within(root).queryByRole('alert')).toBeNull();
  });

  it('warns, after the field is left, when the text is not a number (and still keeps it)', async () => {
    const { root, log } = await mount(numeric, 'en');
    const input = within(root).getByLabelText(msg('en', 'quiz.take.numeric.label'));
    fireEvent.change(input, { target: { value: 'about ten' } });
    expect(within(root).queryByRole('alert')).toBeNull();
    fireEvent.focusOut(input);
    expect((await within(root).findByRole('alert')).textContent).toBe(msg('en', 'quiz.take.numeric.invalid'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '25 m/s' } });
    await waitFor(() => expect(within(root).queryByRole('alert')).toBeNull());
    fireEvent.change(input, { target: { value: '' } });
    expect(log.filter((l) => l !== 'commit')).toEqual([
      ['about ten', { typing: true }],
      ['25 m/s', { typing: true }],
      [undefined, undefined],
    ]);
  });
});

describe('short answer', () => {
  it('is a text field whose direction follows what is typed', async () => {
    const { root, log } = await mount(question('short'), 'en');
    const input = within(root).getByLabelText(msg('en', 'quiz.take.short.label'));
    expect(input.getAttribute('dir')).toBe('auto');
    fireEvent.change(input, { target: { value: 'الثانية' } });
    fireEvent.change(input, { target: { value: '   ' } });
    expect(log).toEqual([
      ['الثانية', { typing: true }],
      [undefined, { typing: true }],
    ]);
  });
});

describe('matching', () => {
  const left = [text('kilo (k)', 'كيلو (k)'), text('centi (c)', 'سنتي (c)'), text('milli (m)', 'ملّي (m)')];
  const right = [
    text('$10^{-3}$', '$10^{-3}$'),
    text('$10^{3}$', '$10^{3}$'),
    text('$10^{-2}$', '$10^{-2}$'),
  ];

  it.each(['en', 'ar'] as const)(
    'in %s: a labelled select per item, lettered choices (math as text); saved once complete',
    async (locale) => {
      const { root, log } = await mount(question('matching', { left, right }), locale);
      const selects = within(root).getAllByRole('combobox') as HTMLSelectElement[];
      expect(selects).toHaveLength(3);
      expect(within(root).getByLabelText(left[0]![locale])).toBe(selects[0]);
      const labels = [...selects[0]!.options].map((o) => o.textContent);
      expect(labels).toEqual([
        msg(locale, 'quiz.take.matching.choose'),
        locale === 'ar' ? 'أ- 10⁻³' : 'A. 10⁻³',
        locale === 'ar' ? 'ب- 10³' : 'B. 10³',
        locale === 'ar' ? 'ج- 10⁻²' : 'C. 10⁻²',
      ]);
      // The choices are listed with their letters and their math drawn.
      expect(root.querySelectorAll('.quiz-matching__choice .katex')).toHaveLength(3);
      fireEvent.change(selects[0]!, { target: { value: '1' } });
      fireEvent.change(selects[1]!, { target: { value: '2' } });
      fireEvent.change(selects[2]!, { target: { value: '0' } });
      expect(log).toEqual([
        [[1, -1, -1], { save: false }],
        [[1, 2, -1], { save: false }],
        [[1, 2, 0], { save: true }],
      ]);
    },
  );
});

describe('ordering', () => {
  const items = [text('1 cm', '1 سم'), text('1 nm', '1 نانومتر'), text('1 km', '1 كم')];

  it('moves items with buttons that keep the focus on the moved item, and says where it went', async () => {
    const { root, log } = await mount(question('ordering', { items }), 'en');
    const rows = () =>
      within(root)
        .getAllByTestId('quiz-ordering-item')
        .map((li) => li.textContent?.trim());
    expect(rows()[0]).toContain('1 cm');
    expect(within(root).getByText(msg('en', 'quiz.take.ordering.notYet'))).toBeTruthy();

    const up = within(root).getByRole('button', {
      name: fill('en', 'quiz.take.ordering.upLabel', { item: '1 nm' }),
    });
    up.focus();
    fireEvent.click(up);
    expect(log).toEqual([[[1, 0, 2], undefined]]);
    // At the top its "up" button is disabled: the focus moved to its "down" button.
    const down = within(root).getByRole('button', {
      name: fill('en', 'quiz.take.ordering.downLabel', { item: '1 nm' }),
    });
    await waitFor(() => expect(document.activeElement).toBe(down));
    expect(within(root).getByTestId('quiz-ordering-status').textContent).toBe(
      fill('en', 'quiz.take.ordering.moved', { item: '1 nm', position: '1', total: '3' }),
    );
    // Answered now: no "keep this order" any more.
    expect(within(root).queryByTestId('quiz-ordering-keep')).toBeNull();
    fireEvent.click(
      within(root).getByRole('button', {
        name: fill('en', 'quiz.take.ordering.downLabel', { item: '1 cm' }),
      }),
    );
    expect(log[1]).toEqual([[1, 2, 0], undefined]);
  });

  it('takes the shown order as the answer when the student keeps it (Arabic)', async () => {
    const { root, log } = await mount(question('ordering', { items }), 'ar');
    expect(within(root).getAllByRole('button', { name: /حرّك/ })).toHaveLength(6);
    fireEvent.click(within(root).getByTestId('quiz-ordering-keep'));
    expect(log).toEqual([[[0, 1, 2], undefined]]);
  });
});

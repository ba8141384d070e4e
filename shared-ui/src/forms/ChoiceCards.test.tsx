import { act, fireEvent, render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';
import { bus } from '../bus';
import { i18n, initI18n } from '../i18n';
import { ChoiceCards, ChoiceCardsField } from './ChoiceCards';
import { REQUIRED_KEY, zodToFormik } from './zodToFormik';

afterAll(() => bus.close());
beforeEach(async () => {
  await initI18n('en');
});

const options = [
  { value: 'a', title: 'Alpha', hint: 'First' },
  { value: 'b', title: 'Beta' },
] as const;

describe('ChoiceCards', () => {
  it('is a named radio group with one card per option, a column per option by default', () => {
    const changed: string[] = [];
    render(
      <ChoiceCards<'a' | 'b'>
        name="letter"
        legend="Pick a letter"
        hint="Any one"
        options={options}
        value="a"
        onChange={(v) => changed.push(v)}
      />,
    );
    const group = screen.getByRole('group', { name: 'Pick a letter' });
    expect(group.getAttribute('data-field')).toBe('letter');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([true, false]);
    const grid = group.querySelector<HTMLElement>('.nibras-choice__grid')!;
    expect(grid.style.getPropertyValue('--nibras-choice-columns')).toBe('2');
    expect(grid.getAttribute('aria-describedby')).toBe(screen.getByText('Any one').id);
    fireEvent.click(screen.getByText('Beta'));
    expect(changed).toEqual(['b']);
  });

  it('shows the error it is given and marks the group invalid', () => {
    render(
      <ChoiceCards
        name="letter"
        legend="Pick"
        options={options}
        value={null}
        onChange={() => undefined}
        error="Choose one"
      />,
    );
    expect(screen.getByTestId('field-error-letter').textContent).toBe('Choose one');
    expect(screen.getByRole('group').getAttribute('data-invalid')).toBe('true');
  });

  it("inside formik, shows the field's error after a submit, in the current language", async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Formik
          initialValues={{ letter: null as 'a' | 'b' | null }}
          validate={zodToFormik(
            z.object({
              letter: z
                .enum(['a', 'b'])
                .nullable()
                .refine((v) => v !== null, REQUIRED_KEY),
            }),
          )}
          onSubmit={() => undefined}
        >
          {(formik) => (
            <form onSubmit={formik.handleSubmit}>
              <ChoiceCardsField<'a' | 'b'>
                name="letter"
                legend="Pick"
                options={options}
                value={formik.values.letter}
                onChange={(v) => void formik.setFieldValue('letter', v)}
              />
              <button type="submit">Go</button>
            </form>
          )}
        </Formik>
      </I18nextProvider>,
    );
    expect(screen.queryByTestId('field-error-letter')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByText('Go'));
    });
    expect((await screen.findByTestId('field-error-letter')).textContent).toBe('This field is required');
    await act(() => initI18n('ar'));
    expect(screen.getByTestId('field-error-letter').textContent).toBe('هذا الحقل مطلوب');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { z } from 'zod';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../api-client';
import { bus } from '../bus';
import { i18n, initI18n } from '../i18n';
import { Input } from '../ui-extra';
import { FormField } from './FormField';
import { serverFieldErrors, type FormStatus } from './serverErrors';
import { REQUIRED_KEY, zodToFormik } from './zodToFormik';

afterAll(() => bus.close());

describe('FormField', () => {
  const schema = z.object({ email: z.string().trim().min(1, REQUIRED_KEY) });

  function Form({ status }: { status?: FormStatus }) {
    return (
      <I18nextProvider i18n={i18n}>
        <Formik
          initialValues={{ email: '' }}
          initialStatus={status}
          validate={zodToFormik(schema)}
          onSubmit={() => undefined}
        >
          {(formik) => (
            <form onSubmit={formik.handleSubmit} noValidate>
              <FormField name="email" label="Email" hint="We never share it">
                {(control) => <Input {...control} />}
              </FormField>
              <button type="submit">Go</button>
            </form>
          )}
        </Formik>
      </I18nextProvider>
    );
  }

  beforeEach(async () => {
    await initI18n('en');
  });

  it('labels the control and shows the hint until there is an error', async () => {
    render(<Form />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-required')).toBe('true');
    const hint = screen.getByText('We never share it');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    await act(async () => {
      fireEvent.click(screen.getByText('Go'));
    });
    const error = await screen.findByTestId('field-error-email');
    expect(error.textContent).toBe('This field is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('re-translates an error already shown when the language changes', async () => {
    render(<Form />);
    await act(async () => {
      fireEvent.click(screen.getByText('Go'));
    });
    await screen.findByText('This field is required');
    await act(() => initI18n('ar'));
    expect(screen.getByTestId('field-error-email').textContent).toBe('هذا الحقل مطلوب');
  });

  it("shows the server's error in the current language until the field is edited", async () => {
    const error = new ApiError(
      409,
      { en: 'Taken', ar: 'مستخدم' },
      {
        message: { en: 'Taken', ar: 'مستخدم' },
        issues: [{ field: 'email', message: { en: 'In use', ar: 'مستخدم من قبل' } }],
      },
    );
    render(<Form status={{ serverErrors: serverFieldErrors(error) }} />);
    expect(screen.getByTestId('field-error-email').textContent).toBe('In use');
    const input = screen.getByLabelText('Email');
    await act(async () => {
      fireEvent.change(input, { target: { value: 'new@example.com' } });
    });
    expect(screen.queryByTestId('field-error-email')).toBeNull();
    expect(screen.getByText('We never share it')).toBeTruthy();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../i18n';
import { bus } from '../bus';
import { PasswordChecklist } from './PasswordChecklist';
import { serverFieldErrors } from './serverErrors';
import { ApiError } from '../api-client';

afterAll(() => bus.close());

function Harness() {
  const [password, setPassword] = useState('');
  return (
    <I18nextProvider i18n={i18n}>
      <label htmlFor="pw">Password</label>
      <input
        id="pw"
        aria-describedby="rules"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordChecklist id="rules" password={password} />
    </I18nextProvider>
  );
}

const items = () =>
  screen.getAllByRole('listitem').map((li) => [li.getAttribute('data-rule'), li.getAttribute('data-met')]);

describe('PasswordChecklist', () => {
  beforeEach(async () => {
    await initI18n('en');
  });

  it('ticks each rule live as the password is typed', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Password');
    expect(screen.getByRole('list')).toBeTruthy();
    expect(items()).toEqual([
      ['length', 'false'],
      ['lowercase', 'false'],
      ['uppercase', 'false'],
      ['digit', 'false'],
      ['special', 'false'],
    ]);
    fireEvent.change(input, { target: { value: 'abC' } });
    expect(
      items()
        .filter(([, m]) => m === 'true')
        .map(([id]) => id),
    ).toEqual(['lowercase', 'uppercase']);
    fireEvent.change(input, { target: { value: 'abC4!xyz' } });
    expect(items().every(([, m]) => m === 'true')).toBe(true);
    expect(screen.getByTestId('password-checklist').dataset.complete).toBe('true');
  });

  it('tells screen readers each rule state and the progress, politely', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a1' } });
    const lowercase = screen.getAllByRole('listitem')[1]!;
    expect(lowercase.textContent).toBe('Done:One lowercase letter (a–z)');
    expect(screen.getAllByRole('listitem')[0]!.textContent).toBe('Still needed:At least 8 characters');
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('2 of 5 password requirements met');
  });

  it('speaks Arabic in Arabic', async () => {
    await act(() => initI18n('ar'));
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'A' } });
    expect(screen.getByText('8 أحرف على الأقل')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('استوفيت 1 من 5 من متطلبات كلمة المرور');
  });

  it('stays in the DOM when folded, so it still describes the input', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <PasswordChecklist id="rules" password="" visible={false} />
      </I18nextProvider>,
    );
    const checklist = screen.getByTestId('password-checklist');
    expect(checklist.hidden).toBe(true);
    expect(checklist.id).toBe('rules');
  });
});

describe('serverFieldErrors', () => {
  it('reads only well-formed issues from an API error, the first per field', () => {
    expect(serverFieldErrors(new Error('x'))).toEqual({});
    expect(serverFieldErrors(new ApiError(500, { en: 'Boom', ar: 'خطأ' }, null))).toEqual({});
    expect(
      serverFieldErrors(
        new ApiError(
          400,
          { en: 'Bad', ar: 'خطأ' },
          {
            issues: [
              { field: 'email', message: { en: 'A', ar: 'أ' } },
              { field: 'email', message: { en: 'B', ar: 'ب' } },
              { field: 'phone', message: 'nope' },
            ],
          },
        ),
      ),
    ).toEqual({ email: { en: 'A', ar: 'أ' } });
  });
});

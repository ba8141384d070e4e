import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, useSessionStore, type User } from '@nibras/shared-ui';
import { AuthPage } from './AuthPage';
import { checklistVisible } from './SignUpForm';
import { clearJustSignedIn, justSignedIn } from '../../session/postAuth';
import { patchGetComputedStyle, renderShell } from '../../testing/renderShell';

const user: User = {
  _id: 'u1',
  username: 'Sara Ali',
  email: 'sara@example.com',
  roles: ['user'],
  hasOnBoarded: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const response = (status: number, body: unknown) => ({
  status,
  ok: status >= 200 && status < 300,
  headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
  json: async () => body,
});

let restore: () => void;
let calls: { url: string; body: unknown }[];
function answer(status: number, body: unknown) {
  calls = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return response(status, body);
  }) as unknown as typeof fetch;
}

beforeAll(() => {
  restore = patchGetComputedStyle();
});
afterAll(() => {
  restore();
  bus.close();
});
beforeEach(() => {
  useSessionStore.getState().logout('remote-tab');
  clearJustSignedIn();
});

const input = (form: HTMLElement, name: string) =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('checklistVisible', () => {
  const base = { focused: false, touched: false, submitted: false, password: '' };
  it('appears on focus, typing, leaving the field or submitting, and then stays', () => {
    expect(checklistVisible(base)).toBe(false);
    expect(checklistVisible({ ...base, focused: true })).toBe(true);
    expect(checklistVisible({ ...base, password: 'a' })).toBe(true);
    expect(checklistVisible({ ...base, touched: true })).toBe(true);
    expect(checklistVisible({ ...base, submitted: true })).toBe(true);
  });
});

describe('/auth', () => {
  it('signs in: trims the e-mail, stores the session and marks this tab as just signed in', async () => {
    answer(200, { user, accessToken: 'tok-1' });
    await renderShell(<AuthPage locale="en" />, { path: '/auth' });
    const form = screen.getByTestId('sign-in-form');
    expect(document.activeElement).toBe(input(form, 'email'));
    expect(input(form, 'email').getAttribute('autocomplete')).toBe('username');
    expect(input(form, 'password').getAttribute('autocomplete')).toBe('current-password');
    fireEvent.change(input(form, 'email'), { target: { value: '  sara@example.com ' } });
    fireEvent.change(input(form, 'password'), { target: { value: 'whatever' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-in-submit'));
    });
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-1'));
    expect(calls).toEqual([
      {
        url: 'http://localhost:8787/auth/sign-in',
        body: { email: 'sara@example.com', password: 'whatever' },
      },
    ]);
    expect(justSignedIn()).toBe('sign-in');
  });

  it('says "required" for empty fields without calling the API', async () => {
    answer(200, {});
    await renderShell(<AuthPage locale="ar" />, { locale: 'ar', path: '/auth' });
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-in-submit'));
    });
    expect(screen.getByTestId('field-error-email').textContent).toBe('هذا الحقل مطلوب');
    expect(screen.getByTestId('field-error-password').textContent).toBe('هذا الحقل مطلوب');
    expect(calls).toEqual([]);
  });

  it('shows wrong credentials over the form, in the current language', async () => {
    answer(401, {
      message: {
        en: 'The e-mail or password is incorrect',
        ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      },
    });
    await renderShell(<AuthPage locale="ar" />, { locale: 'ar', path: '/auth' });
    const form = screen.getByTestId('sign-in-form');
    fireEvent.change(input(form, 'email'), { target: { value: 'sara@example.com' } });
    fireEvent.change(input(form, 'password'), { target: { value: 'nope' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-in-submit'));
    });
    const alert = await screen.findByTestId('auth-form-error');
    expect(alert.textContent).toContain('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
  });

  it('signs up with the checklist, and shows a taken e-mail under its field', async () => {
    answer(409, {
      message: { en: 'An account with this e-mail already exists', ar: 'يوجد حساب' },
      issues: [{ field: 'email', message: { en: 'email is already registered', ar: 'مسجّل' } }],
    });
    await renderShell(<AuthPage locale="en" />, { path: '/auth?mode=sign-up' });
    const form = screen.getByTestId('sign-up-form');
    expect(document.activeElement).toBe(input(form, 'username'));
    const checklist = within(form).getByTestId('password-checklist');
    expect(checklist.hidden).toBe(true);
    expect(input(form, 'password').getAttribute('aria-describedby')).toContain(checklist.id);
    fireEvent.focus(input(form, 'password'));
    expect(checklist.hidden).toBe(false);
    fireEvent.change(input(form, 'username'), { target: { value: 'Sara Ali' } });
    fireEvent.change(input(form, 'email'), { target: { value: 'sara@example.com' } });
    fireEvent.change(input(form, 'phone'), { target: { value: '٠٥٠ ١٢٣ ٤٥٦٧' } });
    fireEvent.change(input(form, 'password'), { target: { value: 'Str0ng!pass' } });
    fireEvent.blur(input(form, 'password'));
    expect(checklist.hidden).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByTestId('sign-up-submit'));
    });
    await screen.findByTestId('field-error-email');
    expect(calls[0]).toEqual({
      url: 'http://localhost:8787/auth/sign-up',
      body: { username: 'Sara Ali', email: 'sara@example.com', phone: '0501234567', password: 'Str0ng!pass' },
    });
    expect(screen.getByTestId('field-error-email').textContent).toBe(
      'An account with this e-mail already exists',
    );
    expect(document.activeElement).toBe(input(form, 'email'));
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
  });

  it('switches tabs and keeps the mode in the address', async () => {
    const { location } = await renderShell(<AuthPage locale="en" />, { path: '/auth' });
    fireEvent.click(screen.getByTestId('auth-switch'));
    expect(location()).toBe('/en/auth?mode=sign-up');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your account');
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, useSessionStore, useSettingsStore, type User } from '@nibras/shared-ui';
import { OnboardingPage } from './OnboardingPage';
import { patchGetComputedStyle, renderShell } from '../../testing/renderShell';

const user: User = {
  _id: 'u1',
  username: 'Sara Ali',
  email: 's@example.com',
  roles: ['user'],
  hasOnBoarded: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

let restore: () => void;
let bodies: unknown[];
beforeAll(() => {
  restore = patchGetComputedStyle();
});
afterAll(() => {
  restore();
  bus.close();
});
beforeEach(() => {
  useSessionStore.getState().login(user, 'tok', { broadcast: false });
  useSettingsStore.getState().reset({ broadcast: false });
  bodies = [];
  global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    bodies.push(body);
    return {
      status: 200,
      ok: true,
      headers: { get: () => 'application/json' },
      json: async () => ({ ...user, ...body, hasOnBoarded: true }),
    };
  }) as unknown as typeof fetch;
});

const radio = (field: string, value: string | number) =>
  document.querySelector<HTMLInputElement>(`[data-field="${field}"] input[value="${value}"]`)!;
const next = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(/onboarding-(next|finish)/));
  });
};

describe('/onboarding', () => {
  it('validates each step, then saves the answers and stores the user', async () => {
    await renderShell(<OnboardingPage locale="en" />, { path: '/onboarding' });
    await next();
    expect(screen.getByTestId('field-error-educationLevel').textContent).toBe('Choose your education level');

    fireEvent.click(radio('educationLevel', 'university'));
    await next();
    expect(screen.getByTestId('field-error-universityYear').textContent).toBe(
      'Choose your year of university',
    );
    fireEvent.click(radio('universityYear', 3));
    await next();

    expect(screen.getByTestId('onboarding-form').dataset.step).toBe('voice');
    expect(document.activeElement?.tagName).toBe('H2'); // the new step is announced
    fireEvent.click(radio('voice', 'female'));
    await next();

    expect(screen.getByTestId('onboarding-form').dataset.step).toBe('speed');
    // No speech synthesis in jsdom: the preview says so instead of failing.
    await act(async () => {
      fireEvent.click(screen.getByTestId('speed-listen'));
    });
    expect(screen.getByTestId('speed-message').textContent).toMatch(/can't read text aloud/);
    await next();

    await waitFor(() => expect(useSessionStore.getState().user?.hasOnBoarded).toBe(true));
    expect(bodies).toEqual([
      { educationLevel: 'university', universityYear: 3, voice: 'female', ttsSpeed: 1 },
    ]);
    expect(useSettingsStore.getState().settings.learningPreferences.gradeLevel).toBeNull();
  });

  it('goes back without losing answers, and keeps the grade level for school', async () => {
    await renderShell(<OnboardingPage locale="ar" />, { locale: 'ar', path: '/onboarding' });
    fireEvent.click(radio('educationLevel', 'school'));
    expect(screen.getByText('الصف الأول الثانوي')).toBeTruthy();
    fireEvent.click(radio('grade', 12));
    await next();
    fireEvent.click(screen.getByTestId('onboarding-back'));
    expect(radio('grade', 12).checked).toBe(true);
    await next();
    fireEvent.click(radio('voice', 'male'));
    await next();
    await next();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ educationLevel: 'school', grade: 12, voice: 'male', ttsSpeed: 1 });
    await waitFor(() => expect(useSettingsStore.getState().settings.learningPreferences.gradeLevel).toBe(12));
  });
});

import { fireEvent, waitFor, within } from '@testing-library/dom';
import { useSessionStore, useSettingsStore, type Locale } from '@nibras/shared-ui';
import { captureToasts } from '@nibras/shared-ui/testing';
import { STUDENT, fakeApi, msg, settingsRemote } from '../test-helpers';

const render = settingsRemote();
const toasts = captureToasts();
const settings = () => useSettingsStore.getState().settings;
/** Without the invisible direction marks Intl adds around Arabic amounts. */
const visible = (text: string | null | undefined) => (text ?? '').replace(/[\u200e\u200f]/g, '');

function switchIn(root: HTMLElement, name: string): HTMLElement {
  return within(root).getByTestId(`switch-${name}`);
}
function radio(root: HTMLElement, field: string, value: string | number): HTMLInputElement {
  return root.querySelector<HTMLInputElement>(`[data-field="${field}"] input[value="${value}"]`)!;
}
function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('/settings/accessibility', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, each change applies at once and says "Settings updated"',
    async (locale) => {
      const { container } = await render(locale, '/settings/accessibility');
      const page = await within(container).findByTestId('page-settings-accessibility');

      fireEvent.click(radio(page, 'textSize', 'large'));
      expect(settings().accessibility.textSize).toBe('large');
      await waitFor(() => expect(radio(page, 'textSize', 'large').checked).toBe(true));
      fireEvent.click(radio(page, 'displayMode', 'dark'));
      expect(settings().accessibility.displayMode).toBe('dark');
      await waitFor(() => expect(radio(page, 'displayMode', 'dark').checked).toBe(true));
      for (const name of ['highContrast', 'reduceMotion']) {
        fireEvent.click(switchIn(container, name));
        // Query again: antd's ConfigProvider re-mounts its children the first time `motion` changes.
        await waitFor(() => expect(switchIn(container, name).getAttribute('aria-checked')).toBe('true'));
      }
      expect(settings().accessibility).toMatchObject({ highContrast: true, reduceMotion: true });
      expect(useSettingsStore.getState().saved).toBe(true);
      expect(toasts.at(-1)).toEqual({
        kind: 'success',
        text: locale === 'en' ? 'Settings updated' : 'تم تحديث الإعدادات',
      });
    },
  );

  it.each([
    ['en', 'ar'],
    ['ar', 'en'],
  ] as const)('changing the language from %s moves to the same page in %s', async (from, to) => {
    const remote = await render(from, '/settings/accessibility');
    const page = await within(remote.container).findByTestId('page-settings-accessibility');
    expect(radio(page, 'mainLanguage', from).checked).toBe(true);
    fireEvent.click(radio(page, 'mainLanguage', to));
    expect(settings().accessibility.mainLanguage).toBe(to);
    expect(remote.navigations).toEqual([{ to: `/${to}/settings/accessibility` }]);
    // Said in the new language.
    expect(toasts.at(-1)?.text).toBe(to === 'en' ? 'Settings updated' : 'تم تحديث الإعدادات');
  });
});

describe('/settings/notifications', () => {
  it.each(['en', 'ar'] as const)('in %s, has the seven switches, all on by default', async (locale) => {
    const { container } = await render(locale, '/settings/notifications');
    const page = await within(container).findByTestId('page-settings-notifications');
    const names = ['email', 'sound', 'updates', 'quizzes', 'lessons', 'progress', 'achievements'];
    for (const name of names) {
      const control = switchIn(page, name);
      expect(control.getAttribute('role')).toBe('switch');
      expect(control.getAttribute('aria-checked')).toBe('true');
      // Named by its visible label.
      const label = page.querySelector(`#${control.getAttribute('aria-labelledby')}`);
      expect(label?.textContent).toBe(msg(locale, `notifications.items.${name}.label`));
    }
    fireEvent.click(switchIn(page, 'quizzes'));
    fireEvent.click(switchIn(page, 'sound'));
    expect(settings().notifications).toMatchObject({ quizzes: false, sound: false, email: true });
    expect(toasts.at(-1)?.kind).toBe('success');
  });
});

describe('/settings (general details)', () => {
  it('validates the name and the phone in the current language', async () => {
    const calls = fakeApi();
    const { container } = await render('ar', '/settings');
    const form = await within(container).findByTestId('details-form');
    type(form.querySelector('input[name="username"]')!, 'S');
    type(form.querySelector('input[name="phone"]')!, '12ab');
    fireEvent.click(within(form).getByTestId('details-save'));
    await waitFor(() =>
      expect(within(form).getByTestId('field-error-username').textContent).toBe('أدخل حرفين على الأقل'),
    );
    expect(within(form).getByTestId('field-error-phone').textContent).toMatch(/رقم/);
    expect(calls).toEqual([]);
  });

  it('sends only what changed with PATCH /me, and the header follows the new name', async () => {
    const calls = fakeApi(({ method, path, body }) =>
      method === 'PATCH' && path === '/me'
        ? { status: 200, body: { ...STUDENT, ...(body as object) } }
        : undefined,
    );
    const { container } = await render('en', '/settings');
    const form = await within(container).findByTestId('details-form');
    expect(within(form).getByTestId('email-readonly').hasAttribute('readonly')).toBe(true);
    type(form.querySelector('input[name="username"]')!, 'Noura Khalid Alharbi');
    type(form.querySelector('input[name="phone"]')!, '٠٥٠ ١٢٣ ٤٥٦٧');
    fireEvent.click(within(form).getByTestId('details-save'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'PATCH',
      path: '/me',
      body: { username: 'Noura Khalid Alharbi', phone: '0501234567' },
    });
    await waitFor(() => expect(useSessionStore.getState().user?.username).toBe('Noura Khalid Alharbi'));
    expect(within(container).getByTestId('settings-display-name').textContent).toBe('Noura Khalid');
    expect(toasts.at(-1)).toEqual({ kind: 'success', text: 'Settings updated' });
  });

  it("shows the API's field errors and its message", async () => {
    fakeApi(() => ({
      status: 400,
      body: {
        message: { en: 'Invalid request data: phone is invalid', ar: 'البيانات المرسلة غير صالحة' },
        issues: [{ field: 'phone', message: { en: 'phone is invalid', ar: 'رقم الجوال غير صالح' } }],
      },
    }));
    const { container } = await render('en', '/settings');
    const form = await within(container).findByTestId('details-form');
    type(form.querySelector('input[name="phone"]')!, '+966 55 000 0000');
    fireEvent.click(within(form).getByTestId('details-save'));
    await waitFor(() =>
      expect(within(form).getByTestId('field-error-phone').textContent).toBe('phone is invalid'),
    );
    expect(toasts.at(-1)).toEqual({ kind: 'error', text: 'Invalid request data: phone is invalid' });
  });

  it('removes the phone when emptied (null)', async () => {
    const calls = fakeApi(({ body }) => ({
      status: 200,
      body: { ...STUDENT, phone: undefined, ...(body as object) },
    }));
    const { container } = await render('en', '/settings');
    const form = await within(container).findByTestId('details-form');
    type(form.querySelector('input[name="phone"]')!, '');
    fireEvent.click(within(form).getByTestId('details-save'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ phone: null });
  });
});

describe('/settings (pictures)', () => {
  const choose = (input: HTMLInputElement, file: File) =>
    fireEvent.change(input, { target: { files: [file] } });

  it.each(['en', 'ar'] as const)(
    'in %s, refuses files that are not images, and images over 5 MB',
    async (locale: Locale) => {
      const calls = fakeApi();
      const { container } = await render(locale, '/settings');
      await within(container).findByTestId('page-settings-general');
      const input = within(container).getByTestId<HTMLInputElement>('picture-input');
      expect(input.accept).toBe('image/png,image/jpeg,image/webp,image/gif');
      choose(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
      expect(toasts.at(-1)).toEqual({ kind: 'error', text: msg(locale, 'pictures.notImage') });
      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
      choose(within(container).getByTestId<HTMLInputElement>('cover-input'), big);
      expect(toasts.at(-1)).toEqual({
        kind: 'error',
        text: locale === 'en' ? 'File is too large' : 'حجم الملف كبير جدًا',
      });
      expect(document.querySelector('[data-testid="crop-area"]')).toBeNull();
      expect(calls).toEqual([]);
    },
  );
});

describe('/settings/learning-preferences', () => {
  it('shows the onboarding answers and saves changes with PUT /onboarding and the grade level', async () => {
    const calls = fakeApi(({ body }) => ({
      status: 200,
      body: { ...STUDENT, grade: undefined, ...(body as object) },
    }));
    const { container } = await render('en', '/settings/learning-preferences');
    const page = await within(container).findByTestId('page-settings-learning-preferences');
    expect(radio(page, 'educationLevel', 'school').checked).toBe(true);
    expect(radio(page, 'grade', 11).checked).toBe(true);
    expect(radio(page, 'voice', 'female').checked).toBe(true);
    expect(within(page).getByTestId<HTMLButtonElement>('learning-save').disabled).toBe(true);

    fireEvent.click(radio(page, 'grade', 12));
    fireEvent.click(radio(page, 'voice', 'male'));
    await waitFor(() =>
      expect(within(page).getByTestId<HTMLButtonElement>('learning-save').disabled).toBe(false),
    );
    fireEvent.click(within(page).getByTestId('learning-save'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'PUT',
      path: '/onboarding',
      body: { educationLevel: 'school', grade: 12, voice: 'male', ttsSpeed: 1 },
    });
    await waitFor(() => expect(settings().learningPreferences.gradeLevel).toBe(12));
    expect(useSessionStore.getState().user).toMatchObject({ grade: 12, voice: 'male' });
    expect(toasts.at(-1)).toEqual({ kind: 'success', text: 'Settings updated' });
  });

  it('asks a university student for the year, and keeps no grade level', async () => {
    const calls = fakeApi(({ body }) => ({
      status: 200,
      body: { ...STUDENT, grade: undefined, ...(body as object) },
    }));
    useSettingsStore.getState().update('learningPreferences', { gradeLevel: 11 }, { broadcast: false });
    const { container } = await render('ar', '/settings/learning-preferences');
    const page = await within(container).findByTestId('page-settings-learning-preferences');
    fireEvent.click(radio(page, 'educationLevel', 'university'));
    await waitFor(() => expect(radio(page, 'universityYear', 1)).toBeTruthy());
    fireEvent.click(within(page).getByTestId('learning-save'));
    await waitFor(() =>
      expect(within(page).getByTestId('field-error-universityYear').textContent).toBe('اختر سنتك في الجامعة'),
    );
    expect(calls).toEqual([]);
    fireEvent.click(radio(page, 'universityYear', 2));
    fireEvent.click(within(page).getByTestId('learning-save'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      educationLevel: 'university',
      universityYear: 2,
      voice: 'female',
      ttsSpeed: 1,
    });
    await waitFor(() => expect(settings().learningPreferences.gradeLevel).toBeNull());
  });

  it.each(['en', 'ar'] as const)(
    'in %s, has a labelled hint-first switch, off by default, saved in the settings with the form',
    async (locale) => {
      const calls = fakeApi();
      const { container } = await render(locale, '/settings/learning-preferences');
      const page = await within(container).findByTestId('page-settings-learning-preferences');
      const control = switchIn(page, 'hintFirst');
      expect(control.getAttribute('role')).toBe('switch');
      expect(control.getAttribute('aria-checked')).toBe('false');
      // Named by its visible label, described by its hint.
      const label = page.querySelector(`#${control.getAttribute('aria-labelledby')}`);
      expect(label?.textContent).toBe(msg(locale, 'learningPreferences.hintFirst.label'));
      expect(label?.textContent).toBe(locale === 'en' ? 'Hint-first tutoring' : 'التعلّم بالتلميحات أولًا');
      const hint = page.querySelector(`#${control.getAttribute('aria-describedby')}`);
      expect(hint?.textContent).toBe(msg(locale, 'learningPreferences.hintFirst.hint'));
      expect(
        within(page).getByRole('heading', { level: 2, name: msg(locale, 'learningPreferences.tutor.title') }),
      ).toBeTruthy();
      const save = () => within(page).getByTestId<HTMLButtonElement>('learning-save');
      expect(save().disabled).toBe(true);

      fireEvent.click(control);
      await waitFor(() => expect(switchIn(page, 'hintFirst').getAttribute('aria-checked')).toBe('true'));
      // Not applied until saved, like the rest of the form.
      expect(settings().learningPreferences.hintFirst).toBe(false);
      await waitFor(() => expect(save().disabled).toBe(false));
      fireEvent.click(save());
      await waitFor(() => expect(settings().learningPreferences.hintFirst).toBe(true));
      expect(settings().learningPreferences.gradeLevel).toBe(11);
      expect(useSettingsStore.getState().saved).toBe(true);
      // The onboarding answers did not change: nothing to send to /onboarding.
      expect(calls).toEqual([]);
      expect(toasts.at(-1)).toEqual({
        kind: 'success',
        text: locale === 'en' ? 'Settings updated' : 'تم تحديث الإعدادات',
      });
      await waitFor(() => expect(save().disabled).toBe(true));
      expect(switchIn(page, 'hintFirst').getAttribute('aria-checked')).toBe('true');
    },
  );

  it('shows hint-first as saved, and saves it with changed answers too', async () => {
    const calls = fakeApi(({ body }) => ({
      status: 200,
      body: { ...STUDENT, grade: undefined, ...(body as object) },
    }));
    useSettingsStore
      .getState()
      .update('learningPreferences', { gradeLevel: 11, hintFirst: true }, { broadcast: false });
    const { container } = await render('ar', '/settings/learning-preferences');
    const page = await within(container).findByTestId('page-settings-learning-preferences');
    expect(switchIn(page, 'hintFirst').getAttribute('aria-checked')).toBe('true');

    fireEvent.click(radio(page, 'grade', 12));
    fireEvent.click(switchIn(page, 'hintFirst'));
    await waitFor(() => expect(switchIn(page, 'hintFirst').getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(within(page).getByTestId('learning-save'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'PUT',
      path: '/onboarding',
      body: { educationLevel: 'school', grade: 12, voice: 'female', ttsSpeed: 1 },
    });
    await waitFor(() =>
      expect(settings().learningPreferences).toEqual({
        gradeLevel: 12,
        hintFirst: false,
        leaderboard: 'visible',
      }),
    );
    expect(toasts.at(-1)).toEqual({ kind: 'success', text: 'تم تحديث الإعدادات' });
  });

  it.each(['en', 'ar'] as const)(
    'in %s, has the leaderboard choice, visible by default, saved in the settings with the form',
    async (locale) => {
      const calls = fakeApi();
      const { container } = await render(locale, '/settings/learning-preferences');
      const page = await within(container).findByTestId('page-settings-learning-preferences');
      const card = page.querySelector<HTMLElement>('[data-field="leaderboard"]')!;
      expect(
        within(page).getByRole('heading', {
          level: 2,
          name: msg(locale, 'learningPreferences.leaderboard.title'),
        }),
      ).toBeTruthy();
      expect(card.querySelector('legend')?.textContent).toBe(
        msg(locale, 'learningPreferences.leaderboard.legend'),
      );
      const choices = ['visible', 'anonymous', 'hidden'];
      // Each choice is named by its title, and explained.
      for (const choice of choices) {
        const input = radio(page, 'leaderboard', choice);
        expect(input.closest('label')?.textContent).toContain(
          msg(locale, `learningPreferences.leaderboard.${choice}.title`),
        );
        expect(input.closest('label')?.textContent).toContain(
          msg(locale, `learningPreferences.leaderboard.${choice}.hint`),
        );
      }
      expect(msg(locale, 'learningPreferences.leaderboard.anonymous.title')).toBe(
        locale === 'en' ? 'Show me as an anonymous student' : 'أظهرني طالبًا مجهول الاسم',
      );
      expect(radio(page, 'leaderboard', 'visible').checked).toBe(true);
      const save = () => within(page).getByTestId<HTMLButtonElement>('learning-save');
      expect(save().disabled).toBe(true);

      fireEvent.click(radio(page, 'leaderboard', 'anonymous'));
      await waitFor(() => expect(radio(page, 'leaderboard', 'anonymous').checked).toBe(true));
      // Not applied until saved, like the rest of the form.
      expect(settings().learningPreferences).toMatchObject({ leaderboard: 'visible' });
      await waitFor(() => expect(save().disabled).toBe(false));
      fireEvent.click(save());
      await waitFor(() => expect(settings().learningPreferences).toMatchObject({ leaderboard: 'anonymous' }));
      expect(settings().learningPreferences).toMatchObject({ gradeLevel: 11, hintFirst: false });
      expect(useSettingsStore.getState().saved).toBe(true);
      // The onboarding answers did not change: nothing to send to /onboarding.
      expect(calls).toEqual([]);
      expect(toasts.at(-1)).toEqual({
        kind: 'success',
        text: locale === 'en' ? 'Settings updated' : 'تم تحديث الإعدادات',
      });
      await waitFor(() => expect(save().disabled).toBe(true));

      // Leaving the board, then coming back.
      fireEvent.click(radio(page, 'leaderboard', 'hidden'));
      await waitFor(() => expect(save().disabled).toBe(false));
      fireEvent.click(save());
      await waitFor(() => expect(settings().learningPreferences).toMatchObject({ leaderboard: 'hidden' }));
      fireEvent.click(radio(page, 'leaderboard', 'visible'));
      await waitFor(() => expect(save().disabled).toBe(false));
      fireEvent.click(save());
      await waitFor(() => expect(settings().learningPreferences).toMatchObject({ leaderboard: 'visible' }));
    },
  );

  it('shows the leaderboard choice as saved', async () => {
    fakeApi();
    useSettingsStore
      .getState()
      .update('learningPreferences', { gradeLevel: 11, leaderboard: 'hidden' }, { broadcast: false });
    const { container } = await render('ar', '/settings/learning-preferences');
    const page = await within(container).findByTestId('page-settings-learning-preferences');
    expect(radio(page, 'leaderboard', 'hidden').checked).toBe(true);
    expect(radio(page, 'leaderboard', 'visible').checked).toBe(false);
  });

  it('says so when the browser cannot read aloud', async () => {
    const { container } = await render('en', '/settings/learning-preferences');
    const page = await within(container).findByTestId('page-settings-learning-preferences');
    fireEvent.click(within(page).getByTestId('speed-listen'));
    await waitFor(() =>
      expect(within(page).getByTestId('speed-message').textContent).toMatch(/can't read text aloud/),
    );
  });
});

describe('/settings/help-support', () => {
  it.each(['en', 'ar'] as const)('in %s, shows the answers and the support address', async (locale) => {
    const { container } = await render(locale, '/settings/help-support');
    const page = await within(container).findByTestId('page-settings-help-support');
    expect(page.querySelectorAll('details').length).toBeGreaterThanOrEqual(6);
    const mail = within(page).getByTestId('support-email');
    expect(mail.getAttribute('href')).toBe('mailto:support@nibras.sa');
  });

  it('validates the request, sends it with the e-mail, and confirms', async () => {
    const calls = fakeApi(({ path }) =>
      path === '/support-requests'
        ? { status: 201, body: { _id: 'a1b2c3d4-e5f6', createdAt: '2026-11-22T10:00:00.000Z' } }
        : undefined,
    );
    const { container } = await render('en', '/settings/help-support');
    const form = await within(container).findByTestId('support-form');
    type(form.querySelector('input[name="subject"]')!, 'Hi');
    type(form.querySelector('textarea[name="message"]')!, 'Too short');
    fireEvent.click(within(form).getByTestId('support-send'));
    await waitFor(() =>
      expect(within(form).getByTestId('field-error-subject').textContent).toBe(
        'Write a subject of at least 3 characters',
      ),
    );
    expect(within(form).getByTestId('field-error-message').textContent).toBe(
      'Write at least 10 characters, so we understand the problem',
    );
    expect(calls).toEqual([]);

    type(form.querySelector('input[name="subject"]')!, '  Quiz results missing ');
    type(form.querySelector('textarea[name="message"]')!, 'My quiz from yesterday does not show a score.');
    fireEvent.click(within(form).getByTestId('support-send'));
    const confirmation = await within(container).findByTestId('support-confirmation');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/support-requests',
      body: {
        subject: 'Quiz results missing',
        message: 'My quiz from yesterday does not show a score.',
        email: STUDENT.email,
      },
    });
    expect(confirmation.textContent).toContain("Thank you, we've received your request");
    expect(confirmation.textContent).toContain('A1B2C3D4');
    fireEvent.click(within(confirmation).getByTestId('support-another'));
    expect(await within(container).findByTestId('support-form')).toBeTruthy();
  });
});

describe('/settings/subscriptions', () => {
  it.each([
    ['en', ['SAR 0', 'SAR 29', 'SAR 2,490']],
    ['ar', ['٠ ر.س.', '٢٩ ر.س.', '٢٬٤٩٠ ر.س.']],
  ] as const)(
    'in %s, shows the current plan, the three plans and the beta notice',
    async (locale, prices) => {
      const { container } = await render(locale, '/settings/subscriptions');
      const page = await within(container).findByTestId('page-settings-subscriptions');
      const notice = within(page).getByTestId('beta-notice');
      expect(notice.getAttribute('role')).toBe('note');
      expect(notice.textContent).toContain(msg(locale, 'subscriptions.beta.title'));
      const plans = within(page).getAllByTestId('plan');
      expect(plans.map((p) => p.dataset.plan)).toEqual(['free', 'individual', 'business']);
      expect(
        within(page)
          .getAllByTestId('plan-price')
          .map((p) => visible(p.textContent).replace(/\s/g, ' ')),
      ).toEqual(prices.map((p) => p.replace(/\s/g, ' ')));
      const current = within(page).getByTestId('current-plan');
      expect(current.textContent).toContain(msg(locale, 'subscriptions.plans.free.name'));
      expect(within(current).getByTestId('current-plan-status').textContent).toBe(
        msg(locale, 'subscriptions.current.unpaid'),
      );
      for (const button of within(page).getAllByTestId<HTMLButtonElement>('plan-subscribe')) {
        expect(button.disabled).toBe(true);
        expect(button.getAttribute('aria-describedby')).toBe(notice.id);
      }
    },
  );
});

// /leaderboard against a fresh real API (its own, so nobody has points yet): the empty board that
// teaches how to get on it, the controls, "How points work", the privacy note, the skeleton, and
// the error with retry.
import axe from 'axe-core';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import type { Locale } from '@nibras/shared-ui';
import { createGate } from '@nibras/shared-ui/testing';
import { learningApiForFile, msg, pageRenderer, plural, type Student } from '../courses/test-helpers';
import { localDigits } from './api';
import { boardOf } from './test-helpers';

const realApi = learningApiForFile();
const page = pageRenderer(realApi);

async function open(student: Student, locale: Locale) {
  const remote = await page.render(student, { locale, path: '/leaderboard' });
  const view = await within(remote.container).findByTestId('page-learning-leaderboard');
  return { remote, view };
}

/** axe on the page (colour contrast needs a layout jsdom has not). */
async function expectAxeClean(root: HTMLElement) {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

describe('/leaderboard, nobody on the board yet', () => {
  it.each(['en', 'ar'] as const)('in %s, teaches how to get on the board', async (locale) => {
    const student = await realApi().student({ grade: 10 });
    const board = await boardOf(realApi(), student);
    expect(board.top).toEqual([]);

    const { view, remote } = await open(student, locale);
    const empty = await within(view).findByTestId('lb-empty');
    expect(view.querySelector('h1')?.textContent).toBe(msg(locale, 'leaderboard.title'));
    expect(within(empty).getByRole('heading').textContent).toBe(msg(locale, 'leaderboard.empty.title'));
    expect(empty.querySelectorAll('ol li')).toHaveLength(3);
    const title = localDigits(board.period.title[locale], locale);
    expect(within(view).getByTestId('lb-period-title').textContent).toBe(title);
    if (locale === 'ar') expect(title).toMatch(/[٠-٩]/);
    expect(within(view).getByTestId('lb-participants').textContent).toBe(
      plural(locale, 'leaderboard.participants', 0),
    );
    // Not on the board, and no table to read.
    expect(within(view).queryByTestId('lb-table')).toBeNull();
    expect(within(view).queryByTestId('lb-left')).toBeNull();

    // The controls: Semester chosen, the semesters that have started, the current one selected.
    const radios = within(within(view).getByTestId('lb-view')).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      msg(locale, 'leaderboard.view.semester'),
      msg(locale, 'leaderboard.view.year'),
    ]);
    expect(radios[0]!.checked).toBe(true);
    const select = within(view).getByTestId<HTMLSelectElement>('lb-period');
    expect(select.value).toBe(board.period.id);
    expect([...select.options].map((o) => o.value)).toEqual(board.periods.map((p) => p.id));
    expect(within(view).getByLabelText(msg(locale, 'leaderboard.period.label'))).toBe(select);

    // The privacy note leads to the settings; the empty state to the courses.
    expect(within(view).getByTestId('lb-privacy-link').getAttribute('href')).toBe(
      `/${locale}/settings/learning-preferences`,
    );
    const link = within(empty).getByTestId('lb-empty-link');
    expect(link.getAttribute('href')).toBe(`/${locale}/courses`);
    const root = remote.container.querySelector('[data-remote="mfe_learning"]');
    expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await expectAxeClean(view);
    fireEvent.click(link);
    expect(remote.navigations.at(-1)).toEqual({ to: `/${locale}/courses` });
  });

  it.each(['en', 'ar'] as const)('in %s, explains how points work', async (locale) => {
    const student = await realApi().student({ grade: 10 });
    const { view } = await open(student, locale);
    await within(view).findByTestId('lb-empty');
    const button = within(view).getByTestId('lb-help');
    expect(button.textContent).toBe(msg(locale, 'leaderboard.help.button'));
    fireEvent.click(button);
    const dialog = await within(document.body).findByRole('dialog');
    expect(within(dialog).getByText(msg(locale, 'leaderboard.help.title'))).toBeTruthy();
    expect(
      within(dialog)
        .getAllByTestId('lb-help-rule')
        .map((li) => li.textContent),
    ).toEqual(
      ['lesson', 'quiz', 'review', 'time', 'streak'].map((rule) =>
        msg(locale, `leaderboard.help.rules.${rule}`),
      ),
    );
    fireEvent.click(within(dialog).getByTestId('lb-help-close'));
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });

  it('shows a skeleton while the board loads', async () => {
    const student = await realApi().student({ grade: 10 });
    const gate = createGate();
    gate.hold();
    page.hold(gate);
    const { view } = await open(student, 'en');
    const loading = await within(view).findByTestId('lb-loading');
    expect(within(loading).getByRole('status').textContent).toBe(msg('en', 'leaderboard.loading'));
    gate.release();
    await within(view).findByTestId('lb-empty');
    expect(within(view).queryByTestId('lb-loading')).toBeNull();
  });

  it('says when the board cannot be loaded, and retries', async () => {
    const student = await realApi().student({ grade: 10 });
    page.unreachable(true);
    const { view } = await open(student, 'ar');
    const error = await within(view).findByTestId('lb-error');
    expect(within(error).getByRole('heading').textContent).toBe(msg('ar', 'leaderboard.error.title'));
    page.unreachable(false);
    fireEvent.click(within(error).getByTestId('lb-retry'));
    await within(view).findByTestId('lb-empty');
    expect(page.calls.filter((call) => call.startsWith('GET /leaderboard'))).toHaveLength(2);
  });
});

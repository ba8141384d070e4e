// Shared by the leaderboard's tests (never imported by app code): students set up through the REAL
// API (named, given points through real routes, their board visibility chosen in their settings)
// and the board as the API answers it, to compare the page with.
import { fireEvent, within } from '@testing-library/dom';
import type { Locale } from '@nibras/shared-ui';
import type { LearningApi, Student } from '../courses/test-helpers';
import { digits } from '../courses/test-helpers';
import type { Leaderboard, LeaderboardQuery, LeaderboardVisibility } from './api';

export const COURSE = 'y1-physics-1';
/** The lessons of the course that have a check (their bank of questions). */
export const LESSONS_WITH_CHECKS = ['u1-l1', 'u1-l2', 'u1-l3'] as const;

/** A fresh grade-10 student with this display name (PATCH /me). */
export async function studentNamed(api: LearningApi, username: string): Promise<Student> {
  const student = await api.student({ grade: 10 });
  const user = (await api.call(student.token, 'PATCH', '/me', { username })) as Student['user'];
  return { token: student.token, user: { ...student.user, ...user, username } };
}

/**
 * Points through the real routes: `lessons` lessons read and their checks passed (each a completed
 * lesson and a submitted quiz), or, with `checkOnly`, one check passed without reading (a quiz
 * only, fewer points).
 */
export async function earn(
  api: LearningApi,
  student: Student,
  lessons: number,
  options: { checkOnly?: boolean } = {},
): Promise<void> {
  await api.enrol(student.token, COURSE);
  for (const lesson of LESSONS_WITH_CHECKS.slice(0, lessons)) {
    const id = `${COURSE}.${lesson}`;
    if (!options.checkOnly) await api.read(student.token, id);
    await api.passLessonCheck(student.token, id);
  }
}

/** Changes the student's leaderboard choice in their settings (GET then PUT /settings). */
export async function setVisibility(
  api: LearningApi,
  student: Student,
  visibility: LeaderboardVisibility,
): Promise<void> {
  const settings = (await api.call(student.token, 'GET', '/settings')) as {
    learningPreferences: Record<string, unknown>;
  };
  await api.call(student.token, 'PUT', '/settings', {
    ...settings,
    learningPreferences: { ...settings.learningPreferences, leaderboard: visibility },
  });
}

/** The board as the API answers it to the student. */
export async function boardOf(
  api: LearningApi,
  student: Student,
  query: LeaderboardQuery = {},
): Promise<Leaderboard> {
  const search = new URLSearchParams();
  if (query.view) search.set('view', query.view);
  if (query.period) search.set('period', query.period);
  const q = search.toString();
  return (await api.call(student.token, 'GET', `/leaderboard${q ? `?${q}` : ''}`)) as Leaderboard;
}

/** The rows the page shows: place (as written), name, "You", score (as written). */
export function shownRows(view: HTMLElement) {
  return within(view)
    .queryAllByTestId('lb-row')
    .map((row) => ({
      place: within(row).getByTestId('lb-place').textContent,
      name: within(row).getByTestId('lb-name').textContent,
      you: within(row).queryByTestId('lb-you') !== null,
      score: within(row).getByTestId('lb-score').textContent,
    }));
}

const group = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB').format(value);

/** The rows of an API board as the page writes them (in a table). */
export function expectedRows(
  rows: Leaderboard['top'],
  locale: Locale,
  anonymous: string,
): ReturnType<typeof shownRows> {
  return rows.map((row) => ({
    place: digits(row.place, locale),
    name: row.name ?? anonymous,
    you: row.you,
    score: group(row.score, locale),
  }));
}

/** Picks an option of the Semester / Year control. */
export function chooseView(view: HTMLElement, label: string) {
  const control = within(view).getByTestId('lb-view');
  const option = within(control)
    .getAllByRole('radio')
    .find((input) => input.closest('label')?.textContent === label);
  if (!option) throw new Error(`no view "${label}"`);
  fireEvent.click(option);
}

// /courses against the real API (api/src/index.ts over a fresh store, with the course files of
// api/content/courses): the default filter from onboarding, the chips, the search, the cards.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import type { Locale } from '@nibras/shared-ui';
import { createGate } from '@nibras/shared-ui/testing';
import type { Catalogue } from './api';
import {
  digits,
  learningApiForFile,
  msg,
  pageRenderer,
  plural,
  type Level,
  type Student,
} from './test-helpers';

const realApi = learningApiForFile();
const page = pageRenderer(realApi);

async function open(student: Student, locale: Locale) {
  const remote = await page.render(student, { locale, path: '/courses' });
  const view = await within(remote.container).findByTestId('page-learning-courses');
  return { remote, view };
}

const cards = (view: HTMLElement) => within(view).queryAllByTestId('course-card');
const cardIds = (view: HTMLElement) => cards(view).map((c) => c.dataset.courseId);
const chip = (view: HTMLElement, choice: string) =>
  within(view).getByTestId(`catalogue-chip-${choice}`).querySelector('input')!;
const search = (view: HTMLElement) => within(view).getByTestId<HTMLInputElement>('catalogue-search');
const catalogue = async (student: Student, query = '') =>
  (await realApi().call(student.token, 'GET', `/courses${query}`)) as Catalogue;
const courseCalls = () => page.calls.filter((c) => c.startsWith('GET /courses'));

async function studentAt(level: Level) {
  return realApi().student(level);
}

describe('/courses', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, lists the courses of the student’s grade and track by default (grade 10: year 1, common)',
    async (locale) => {
      const student = await studentAt({ grade: 10 });
      const expected = await catalogue(student);
      expect(expected.filter).toEqual({ grade: 10, track: 'common', stage: 'secondary' });
      expect(expected.courses.length).toBeGreaterThanOrEqual(5);

      const { view, remote } = await open(student, locale);
      await waitFor(() => expect(cardIds(view)).toEqual(expected.courses.map((c) => c.id)));
      expect(courseCalls()).toEqual(['GET /courses']);
      expect(view.querySelector('h1')?.textContent).toBe(msg(locale, 'courses.catalogue.title'));
      // The chips show the filter: grade 10 chosen, its track, and "All courses" to widen it.
      expect(chip(view, 'grade10').checked).toBe(true);
      expect(chip(view, 'all').checked).toBe(false);
      expect(within(view).getByTestId('catalogue-chip-all').textContent).toBe(
        msg(locale, 'courses.filter.all'),
      );
      expect(within(view).getByTestId('catalogue-track').textContent).toContain(
        msg(locale, 'common.track.common'),
      );
      // Every card: its level and track, its counts in the language's digits, a link to its page.
      const physics = cards(view).find((c) => c.dataset.courseId === 'y1-physics-1')!;
      const summary = expected.courses.find((c) => c.id === 'y1-physics-1')!;
      expect(within(physics).getByTestId('course-card-link').textContent).toBe(summary.title[locale]);
      expect(within(physics).getByTestId('course-card-link').getAttribute('href')).toBe(
        `/${locale}/courses/y1-physics-1`,
      );
      expect(within(physics).getByTestId('course-card-description').textContent).toBe(
        summary.description[locale],
      );
      expect(within(physics).getByTestId('course-card-counts').textContent).toContain(
        digits(summary.unitCount, locale),
      );
      expect(physics.textContent).toContain(msg(locale, 'common.level.grade10'));
      expect(physics.querySelector('[data-subject="physics"]')).not.toBeNull();
      // Not enrolled: no tag, no progress bar.
      expect(within(physics).queryByTestId('course-card-enrolled')).toBeNull();
      expect(within(physics).queryByTestId('course-card-progress')).toBeNull();
      expect(within(view).getByTestId('catalogue-count').textContent).toBe(
        plural(locale, 'courses.catalogue.count', expected.courses.length),
      );
      // Right to left in Arabic.
      const root = remote.container.querySelector('[data-remote="mfe_learning"]');
      expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    },
  );

  it('"All courses" lists every course, and a grade chip filters again', async () => {
    const student = await studentAt({ grade: 10 });
    const all = await catalogue(student, '?all=true');
    const own = await catalogue(student);
    const { view } = await open(student, 'en');
    await waitFor(() => expect(cardIds(view)).toEqual(own.courses.map((c) => c.id)));

    fireEvent.click(chip(view, 'all'));
    await waitFor(() => expect(cardIds(view)).toEqual(all.courses.map((c) => c.id)));
    expect(courseCalls().at(-1)).toBe('GET /courses?all=true');
    expect(chip(view, 'all').checked).toBe(true);
    expect(within(view).queryByTestId('catalogue-track')).toBeNull();

    fireEvent.click(chip(view, 'grade10'));
    await waitFor(() => expect(cardIds(view)).toEqual(own.courses.map((c) => c.id)));
    expect(courseCalls().at(-1)).toBe('GET /courses?grade=10');
  });

  it('a grade 11 student starts on grade 11 (General track); a university student on university year 1', async () => {
    const eleven = await studentAt({ grade: 11 });
    const expected = await catalogue(eleven);
    expect(expected.filter).toMatchObject({ grade: 11, track: 'general' });
    const { view } = await open(eleven, 'en');
    await waitFor(() => expect(chip(view, 'grade11').checked).toBe(true));
    expect(within(view).getByTestId('catalogue-track').textContent).toContain('General track');
    if (expected.courses.length > 0) {
      await waitFor(() => expect(cardIds(view)).toEqual(expected.courses.map((c) => c.id)));
    } else {
      // No course written for the level yet: the empty state leads to every course.
      fireEvent.click(await within(view).findByTestId('catalogue-show-all'));
      await waitFor(() => expect(cards(view).length).toBeGreaterThan(0));
    }

    const uni = await studentAt({ universityYear: 1 });
    const { view: uniView } = await open(uni, 'ar');
    await waitFor(() => expect(chip(uniView, 'university').checked).toBe(true));
  });

  it.each(['en', 'ar'] as const)('in %s, searches titles, units and lessons (debounced)', async (locale) => {
    const student = await studentAt({ grade: 10 });
    const { view } = await open(student, locale);
    await waitFor(() => expect(cards(view).length).toBeGreaterThan(1));
    const word = locale === 'en' ? 'physics' : 'الفيزياء';
    // Typing a word letter by letter sends one request, after the pause.
    for (let i = 1; i <= word.length; i += 1)
      fireEvent.change(search(view), { target: { value: word.slice(0, i) } });
    await waitFor(() => expect(cardIds(view)).toEqual(['y1-physics-1']));
    expect(courseCalls()).toEqual(['GET /courses', `GET /courses?q=${encodeURIComponent(word)}`]);
    expect(within(view).getByTestId('catalogue-count').textContent).toContain(word);
    // A unit's title finds its course too.
    fireEvent.change(search(view), {
      target: { value: locale === 'en' ? 'periodic table' : 'الجدول الدوري' },
    });
    await waitFor(() => expect(cardIds(view)).toEqual(['y1-chemistry-1']));
  });

  it.each(['en', 'ar'] as const)(
    'in %s, a search with no result says what to try, searches all courses, and clears',
    async (locale) => {
      const student = await studentAt({ grade: 10 });
      const { view } = await open(student, locale);
      await waitFor(() => expect(cards(view).length).toBeGreaterThan(1));
      const before = cardIds(view);
      fireEvent.change(search(view), { target: { value: 'zzqx' } });
      const empty = await within(view).findByTestId('catalogue-no-results');
      expect(within(empty).getByRole('heading').textContent).toBe(
        msg(locale, 'courses.noResults.title').replace('{{query}}', '\u2068zzqx\u2069'),
      );
      expect(empty.querySelectorAll('li')).toHaveLength(3);
      expect(cards(view)).toHaveLength(0);

      fireEvent.click(within(empty).getByTestId('catalogue-search-all'));
      await waitFor(() => expect(courseCalls().at(-1)).toBe('GET /courses?q=zzqx&all=true'));
      await waitFor(() => expect(chip(view, 'all').checked).toBe(true));
      const stillEmpty = await within(view).findByTestId('catalogue-no-results');
      expect(within(stillEmpty).queryByTestId('catalogue-search-all')).toBeNull();

      fireEvent.click(within(stillEmpty).getByTestId('catalogue-clear-search'));
      await waitFor(() => expect(cards(view).length).toBeGreaterThanOrEqual(before.length));
      expect(search(view).value).toBe('');
    },
  );

  it('shows "Enrolled" and the progress on the courses the student takes', async () => {
    const student = await studentAt({ grade: 10 });
    await realApi().enrol(student.token, 'y1-physics-1');
    await realApi().read(student.token, 'y1-physics-1.u1-l1');
    const { view } = await open(student, 'en');
    await waitFor(() => expect(cards(view).length).toBeGreaterThan(1));
    const physics = cards(view).find((c) => c.dataset.courseId === 'y1-physics-1')!;
    expect(within(physics).getByTestId('course-card-enrolled').textContent).toBe('Enrolled');
    const bar = within(physics).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(within(physics).getByTestId('course-card-progress').textContent).toMatch(
      /^0 of \d+ lessons completed$/,
    );
    const others = cards(view).filter((c) => c !== physics);
    for (const other of others) expect(within(other).queryByTestId('course-card-enrolled')).toBeNull();
  });

  it('shows skeleton cards while the catalogue loads', async () => {
    const student = await studentAt({ grade: 10 });
    const gate = createGate();
    gate.hold();
    page.hold(gate);
    const { view } = await open(student, 'en');
    const loading = within(view).getByTestId('catalogue-loading');
    expect(within(loading).getByRole('status').textContent).toBe(msg('en', 'courses.catalogue.loading'));
    expect(loading.querySelectorAll('.course-card--skeleton')).toHaveLength(6);
    gate.release();
    await waitFor(() => expect(cards(view).length).toBeGreaterThan(0));
    expect(within(view).queryByTestId('catalogue-loading')).toBeNull();
  });

  it.each(['en', 'ar'] as const)(
    'in %s, says when the catalogue cannot be loaded, and retries',
    async (locale) => {
      const student = await studentAt({ grade: 10 });
      page.unreachable(true);
      const { view } = await open(student, locale);
      const error = await within(view).findByTestId('catalogue-error');
      expect(within(error).getByRole('heading').textContent).toBe(
        msg(locale, 'courses.catalogue.error.title'),
      );
      page.unreachable(false);
      fireEvent.click(within(error).getByTestId('catalogue-retry'));
      await waitFor(() => expect(cards(view).length).toBeGreaterThan(0));
    },
  );
});

// /leaderboard against the real API, with students who earned points through the real routes
// (lessons read and their checks passed): the order, the medals, "You", the student's place below
// the top 10 with their neighbours, anonymous and hidden students, the year view, another period,
// and the compact list on phones. The board is the file's API's (students of earlier tests stay on
// it), so each test compares the page with what the API answers, and checks its own students.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import type { Locale } from '@nibras/shared-ui';
import { learningApiForFile, msg, pageRenderer, plural, type Student } from '../courses/test-helpers';
import { localDigits } from './api';
import {
  boardOf,
  chooseView,
  earn,
  expectedRows,
  setVisibility,
  shownRows,
  studentNamed,
} from './test-helpers';

const realApi = learningApiForFile();
const page = pageRenderer(realApi);

async function open(student: Student, locale: Locale) {
  const remote = await page.render(student, { locale, path: '/leaderboard' });
  const view = await within(remote.container).findByTestId('page-learning-leaderboard');
  return { remote, view };
}
const ready = (view: HTMLElement) => within(view).findByTestId('lb-privacy');
const names = (view: HTMLElement) => shownRows(view).map((row) => row.name);

describe('/leaderboard', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, ranks students by points, with medals and the student’s own row',
    async (locale) => {
      const tag = locale.toUpperCase();
      const first = await studentNamed(realApi(), `Huda Alharbi ${tag}`);
      const second = await studentNamed(realApi(), `Omar Alzahrani ${tag}`);
      const me = await studentNamed(realApi(), `Sara Alqahtani ${tag}`);
      await earn(realApi(), first, 3);
      await earn(realApi(), second, 2);
      await earn(realApi(), me, 1, { checkOnly: true });

      const board = await boardOf(realApi(), me);
      const ours = [first, second, me].map((s) => s.user.username);
      const onBoard = board.top.map((row) => row.name).filter((name) => ours.includes(name!));
      expect(onBoard).toEqual(ours);
      expect(board.me?.name).toBe(me.user.username);

      const { view } = await open(me, locale);
      await within(view).findByTestId('lb-table');
      const table = within(view).getByRole('table');
      // A caption names the table; columns and rows have their headers.
      expect(table.querySelector('caption')?.textContent).toBe(
        msg(locale, 'leaderboard.caption').replace(
          '{{period}}',
          localDigits(board.period.title[locale], locale),
        ),
      );
      expect(
        [...table.querySelectorAll('thead th')].map((th) => [th.textContent, th.getAttribute('scope')]),
      ).toEqual(
        ['place', 'name', 'streak', 'lessons', 'hours', 'score'].map((c) => [
          msg(locale, `leaderboard.columns.${c}`),
          'col',
        ]),
      );
      expect(table.querySelectorAll('tbody th[scope="row"]')).toHaveLength(board.top.length);
      // The rows as the API ranks them, in the page's digits.
      const anonymous = msg(locale, 'leaderboard.anonymous');
      expect(shownRows(view).slice(0, board.top.length)).toEqual(expectedRows(board.top, locale, anonymous));
      const ordered = names(view).filter((name) => ours.includes(name!));
      expect(ordered).toEqual(ours);

      // Medals for the first three places.
      const rows = within(view).getAllByTestId('lb-row');
      for (const row of rows) {
        const place = Number(row.dataset.place);
        const medal = within(row).queryByTestId('lb-medal');
        if (place <= 3)
          expect(medal?.getAttribute('aria-label')).toBe(msg(locale, `leaderboard.medal.${place}`));
        else expect(medal).toBeNull();
      }
      // "You": the student's own row, marked and highlighted.
      const mine = rows.filter((row) => row.dataset.you);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.getAttribute('aria-current')).toBe('true');
      expect(within(mine[0]!).getByTestId('lb-you').textContent).toBe(msg(locale, 'leaderboard.you'));
      expect(within(mine[0]!).getByTestId('lb-name').textContent).toBe(me.user.username);
      expect(within(mine[0]!).getByTestId('lb-lessons').textContent).toBe(locale === 'ar' ? '٠' : '0');
      expect(within(view).getByTestId('lb-my-place').textContent).toContain(
        plural(locale, 'leaderboard.points', board.me!.score),
      );
      expect(within(view).getByTestId('lb-participants').textContent).toBe(
        plural(locale, 'leaderboard.participants', board.participants),
      );
      expect(within(view).queryByTestId('lb-gap')).toBeNull();
    },
  );

  it('shows a student below the top 10 after "…", between their neighbours', async () => {
    const ahead = await Promise.all(
      Array.from({ length: 11 }, (_, i) => studentNamed(realApi(), `Ahead ${i + 1}`)),
    );
    for (const student of ahead) await earn(realApi(), student, 1);
    const me = await studentNamed(realApi(), 'Latecomer');
    await earn(realApi(), me, 1, { checkOnly: true });
    const board = await boardOf(realApi(), me);
    expect(board.me!.place).toBeGreaterThan(10);
    expect(board.top.some((row) => row.you)).toBe(false);

    const { view } = await open(me, 'en');
    await within(view).findByTestId('lb-table');
    const gap = within(view).getByTestId('lb-gap');
    expect(gap.textContent).toBe(msg('en', 'leaderboard.gapLabel'));
    const rest = within(within(view).getByTestId('lb-rest')).getAllByTestId('lb-row');
    const expected = [
      ...board.neighbours.slice(0, board.neighboursAbove),
      board.me!,
      ...board.neighbours.slice(board.neighboursAbove),
    ];
    expect(rest.map((row) => row.dataset.place)).toEqual(expected.map((row) => String(row.place)));
    expect(rest.filter((row) => row.dataset.you)).toHaveLength(1);
    expect(within(view).getByTestId('lb-my-place').textContent).toContain(`place ${board.me!.place}`);
  });

  it('shows an anonymous student without a name, and a student who left not at all', async () => {
    const shy = await studentNamed(realApi(), 'Shy Student');
    const gone = await studentNamed(realApi(), 'Gone Student');
    const viewer = await studentNamed(realApi(), 'Viewer Student');
    await earn(realApi(), shy, 3);
    await earn(realApi(), gone, 3);
    await earn(realApi(), viewer, 1);
    const before = await boardOf(realApi(), viewer);
    await setVisibility(realApi(), shy, 'anonymous');
    await setVisibility(realApi(), gone, 'hidden');
    const after = await boardOf(realApi(), viewer);
    expect(after.participants).toBe(before.participants - 1);

    // The viewer: no names of theirs, one more anonymous row, and a place further up.
    const { view } = await open(viewer, 'ar');
    await within(view).findByTestId('lb-table');
    expect(names(view)).not.toContain('Shy Student');
    expect(names(view)).not.toContain('Gone Student');
    expect(shownRows(view).slice(0, after.top.length)).toEqual(
      expectedRows(after.top, 'ar', 'طالب مجهول الاسم'),
    );
    expect(names(view)).toContain('طالب مجهول الاسم');
    expect(within(view).getByTestId('lb-participants').textContent).toBe(
      plural('ar', 'leaderboard.participants', after.participants),
    );
  });

  it.each(['en', 'ar'] as const)('in %s, tells an anonymous student how they appear', async (locale) => {
    const student = await studentNamed(realApi(), `Quiet ${locale}`);
    await earn(realApi(), student, 1);
    await setVisibility(realApi(), student, 'anonymous');
    const { view } = await open(student, locale);
    await ready(view);
    expect(within(view).getByTestId('lb-anonymous-note').textContent).toBe(
      msg(locale, 'leaderboard.summary.anonymous'),
    );
    const mine = within(view)
      .getAllByTestId('lb-row')
      .filter((row) => row.dataset.you);
    expect(mine).toHaveLength(1);
    expect(within(mine[0]!).getByTestId('lb-name').textContent).toBe(msg(locale, 'leaderboard.anonymous'));
    expect(names(view)).not.toContain(`Quiet ${locale}`);
  });

  it.each(['en', 'ar'] as const)(
    'in %s, tells a student who left the board, with the way back in settings',
    async (locale) => {
      const student = await studentNamed(realApi(), `Away ${locale}`);
      await earn(realApi(), student, 1);
      await setVisibility(realApi(), student, 'hidden');
      const { view, remote } = await open(student, locale);
      const left = await within(view).findByTestId('lb-left');
      expect(within(left).getByRole('heading').textContent).toBe(msg(locale, 'leaderboard.hidden.title'));
      const rejoin = within(left).getByTestId('lb-rejoin');
      expect(rejoin.textContent).toBe(msg(locale, 'leaderboard.hidden.action'));
      expect(rejoin.getAttribute('href')).toBe(`/${locale}/settings/learning-preferences`);
      expect(within(view).queryByTestId('lb-my-place')).toBeNull();
      expect(
        within(view)
          .getAllByTestId('lb-row')
          .filter((row) => row.dataset.you),
      ).toEqual([]);
      fireEvent.click(rejoin);
      expect(remote.navigations.at(-1)).toEqual({ to: `/${locale}/settings/learning-preferences` });

      // Back on the board: shown again with the name.
      await setVisibility(realApi(), student, 'visible');
      const again = await open(student, locale);
      await within(again.view).findByTestId('lb-my-place');
      expect(within(again.view).queryByTestId('lb-left')).toBeNull();
    },
  );

  it.each(['en', 'ar'] as const)(
    'in %s, switches to the academic year and to another period',
    async (locale) => {
      const student = await studentNamed(realApi(), `Yearly ${locale}`);
      await earn(realApi(), student, 1);
      const year = await boardOf(realApi(), student, { view: 'year' });
      expect(year.me).not.toBeNull();

      const { view } = await open(student, locale);
      await ready(view);
      chooseView(view, msg(locale, 'leaderboard.view.year'));
      await waitFor(() =>
        expect(within(view).getByTestId('lb-period-title').textContent).toBe(
          localDigits(year.period.title[locale], locale),
        ),
      );
      expect(page.calls).toContain('GET /leaderboard?view=year');
      const select = within(view).getByTestId<HTMLSelectElement>('lb-period');
      expect([...select.options].map((o) => o.value)).toEqual(year.periods.map((p) => p.id));
      expect(select.value).toBe(year.period.id);
      expect(shownRows(view).slice(0, year.top.length)).toEqual(
        expectedRows(year.top, locale, msg(locale, 'leaderboard.anonymous')),
      );

      // Back to the semesters; an earlier semester (nobody earned points then) says so.
      chooseView(view, msg(locale, 'leaderboard.view.semester'));
      const semesters = await boardOf(realApi(), student);
      await waitFor(() =>
        expect(within(view).getByTestId('lb-period-title').textContent).toBe(
          localDigits(semesters.period.title[locale], locale),
        ),
      );
      const past = semesters.periods.find((p) => !p.current);
      if (past) {
        fireEvent.change(within(view).getByTestId('lb-period'), { target: { value: past.id } });
        const empty = await within(view).findByTestId('lb-empty');
        expect(within(empty).getByRole('heading').textContent).toBe(
          msg(locale, 'leaderboard.empty.pastTitle'),
        );
        expect(page.calls).toContain(`GET /leaderboard?view=semester&period=${past.id}`);
        fireEvent.click(within(empty).getByTestId('lb-empty-current'));
        await within(view).findByTestId('lb-table');
        expect(within(view).getByTestId<HTMLSelectElement>('lb-period').value).toBe(semesters.period.id);
      }
    },
  );

  describe('on a phone', () => {
    const original = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      })) as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it('shows the board as a compact list', async () => {
      const student = await studentNamed(realApi(), 'Phone Student');
      await earn(realApi(), student, 1);
      const board = await boardOf(realApi(), student);
      const { view } = await open(student, 'ar');
      const list = await within(view).findByTestId('lb-list');
      expect(within(view).queryByTestId('lb-table')).toBeNull();
      const rows = within(list).getAllByTestId('lb-row');
      const below = board.me && !board.top.some((row) => row.you) ? board.neighbours.length + 1 : 0;
      expect(rows.length).toBe(board.top.length + below);
      const mine = rows.find((row) => row.dataset.you)!;
      expect(within(mine).getByTestId('lb-name').textContent).toBe('Phone Student');
      expect(within(mine).getByTestId('lb-score').textContent).toBe(
        plural('ar', 'leaderboard.points', board.me!.score),
      );
    });
  });
});

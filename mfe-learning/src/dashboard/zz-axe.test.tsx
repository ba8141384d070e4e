// /dashboard against the REAL API (api/src/index.ts over a fresh store): a new student's way in
// (English and Arabic), a student who read and passed a lesson's check and studied a minute (the
// totals, the streak, the charts' tables with today in them, right to left and Arabic digits in
// Arabic), the range switch (days, then weeks), "Show as table", and the error with retry.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import type { Locale } from '@nibras/shared-ui';
import { digits, learningApiForFile, msg, plural, type Student } from '../courses/test-helpers';
import { addDays, formatDay, formatDecimal, formatLongDay, formatPercent100, localDigits } from './series';
import { axeViolations, dashboardOf, dashboardRenderer } from './test-helpers';

const realApi = learningApiForFile();
const page = dashboardRenderer(realApi);

const COURSE = 'y1-physics-1';
const LESSON = 'y1-physics-1.u1-l1';

const fill = (locale: Locale, key: string, values: Record<string, string>) =>
  msg(locale, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

async function open(student: Student, locale: Locale) {
  const framed = await page.render(student, locale);
  const view = await within(framed.container).findByTestId('page-learning-dashboard');
  return { ...framed, view };
}

const rowsOf = (view: HTMLElement, chart: string) =>
  within(within(view).getByTestId(`${chart}-table`)).getAllByTestId('dashboard-table-row');
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('/dashboard', () => {
  it.each(['en', 'ar'] as const)('in %s, shows a new student what to do first', async (locale) => {
    const student = await realApi().student({ grade: 10 });
    const data = await dashboardOf(realApi, student);
    const { view, container, navigations } = await open(student, locale);
    expect(within(view).getByTestId('dashboard-loading')).toBeTruthy();

    const start = await within(view).findByTestId('dashboard-start');
    expect(view.querySelector('h1')?.textContent).toBe(msg(locale, 'dashboard.title'));
    expect(within(start).getByRole('heading').textContent).toBe(msg(locale, 'dashboard.start.title'));
    expect([...start.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(
      ['enrol', 'check', 'daily'].map((step) => msg(locale, `dashboard.start.steps.${step}`)),
    );
    expect(within(start).getByTestId('dashboard-start-courses').getAttribute('href')).toBe(
      `/${locale}/courses`,
    );
    expect(within(start).getByTestId('dashboard-start-quiz').getAttribute('href')).toBe(`/${locale}/quiz`);

    // The semester, in the language's digits.
    expect(within(view).getByTestId('dashboard-period').textContent).toContain(
      localDigits(data.period.title[locale], locale),
    );

    // The streak: nothing yet, what starts one, the freezes held (none of two).
    const streak = within(view).getByTestId('dashboard-streak');
    expect(within(streak).getByTestId('dashboard-streak-current').textContent).toBe(
      fill(locale, 'dashboard.streak.currentLabel', { days: plural(locale, 'dashboard.days', 0) }),
    );
    expect(within(streak).getByTestId('dashboard-streak-today').getAttribute('data-state')).toBe('start');
    expect(within(streak).getByTestId('dashboard-streak-today').textContent).toBe(
      msg(locale, 'dashboard.streak.today.start'),
    );
    const freezes = within(streak).getByTestId('dashboard-streak-freezes');
    expect(freezes.getAttribute('aria-label')).toBe(
      fill(locale, 'dashboard.streak.freezes', { n: digits(0, locale), max: digits(2, locale) }),
    );
    expect(freezes.children).toHaveLength(2);
    expect(within(streak).getByTestId('dashboard-streak-next').textContent).toBe(
      plural(locale, 'dashboard.streak.nextFreeze', data.streak.nextFreezeIn),
    );

    // No charts of nothing; mastery says to enrol; every badge is still ahead, with its progress.
    expect(within(view).queryByTestId('dashboard-activity')).toBeNull();
    expect(within(view).getByTestId('dashboard-mastery-empty').textContent).toContain(
      msg(locale, 'dashboard.mastery.empty'),
    );
    expect(within(view).getByTestId('dashboard-badges-earned').textContent).toContain(
      msg(locale, 'dashboard.badges.noneEarned'),
    );
    const badges = within(within(view).getByTestId('dashboard-badges-next')).getAllByTestId(
      'dashboard-badge',
    );
    expect(badges.map((b) => b.getAttribute('data-badge'))).toEqual(data.badges.map((b) => b.id));
    expect(within(badges[0]!).getByTestId('dashboard-badge-progress').textContent).toBe(
      fill(locale, 'dashboard.badges.progress', {
        current: digits(data.badges[0]!.progress.current, locale),
        target: digits(data.badges[0]!.progress.target, locale),
      }),
    );
    expect(within(view).getByTestId('dashboard-leaderboard-link').getAttribute('href')).toBe(
      `/${locale}/leaderboard`,
    );
    expect(container.querySelector('[data-remote="mfe_learning"]')?.getAttribute('dir')).toBe(
      locale === 'ar' ? 'rtl' : 'ltr',
    );
    expect(await axeViolations(view)).toEqual([]);

    fireEvent.click(within(start).getByTestId('dashboard-start-courses'));
    expect(navigations.at(-1)).toEqual({ to: `/${locale}/courses` });
  });

  it.each(['en', 'ar'] as const)(
    'in %s, shows the totals, the streak and today in the charts after a lesson, its check and a minute of study',
    async (locale) => {
      const student = await realApi().student({ grade: 10 });
      await realApi().enrol(student.token, COURSE);
      await realApi().read(student.token, LESSON);
      await realApi().passLessonCheck(student.token, LESSON);
      await realApi().call(student.token, 'POST', '/learning/activity', {
        seconds: 60,
        kind: 'lesson',
        courseId: COURSE,
        lessonId: LESSON,
      });
      const data = await dashboardOf(realApi, student);
      expect(data.totals.lessonsCompleted).toBe(1);
      expect(data.totals.quizzesSubmitted).toBe(1);
      const today = data.days.find((d) => d.day === data.today)!;
      expect(today.learningMinutes).toBeGreaterThanOrEqual(1);

      const { view } = await open(student, locale);
      const totals = await within(view).findByTestId('dashboard-totals');
      expect(within(view).queryByTestId('dashboard-start')).toBeNull();
      const value = (id: string) => within(totals).getByTestId(id).querySelector('dd')?.textContent;
      expect(value('dashboard-total-lessons')).toBe(digits(1, locale));
      expect(value('dashboard-total-quizzes')).toBe(digits(1, locale));
      expect(value('dashboard-total-hours')).toBe(formatDecimal(data.totals.learningHours, locale));
      expect(value('dashboard-total-points')).toBe(digits(data.totals.points, locale));
      expect(value('dashboard-total-average')).toBe(
        formatPercent100(data.totals.averageQuizPercent!, locale),
      );
      expect(value('dashboard-total-place')).toBe(
        data.place === null ? msg(locale, 'dashboard.totals.placeNone') : digits(data.place, locale),
      );

      // Today counts: a streak of one day.
      const streak = within(view).getByTestId('dashboard-streak');
      expect(within(streak).getByTestId('dashboard-streak-today').getAttribute('data-state')).toBe('done');
      expect(within(streak).getByTestId('dashboard-streak-current').textContent).toBe(
        fill(locale, 'dashboard.streak.currentLabel', { days: plural(locale, 'dashboard.days', 1) }),
      );

      // The charts' tables: 28 days ending today, today's minutes, lessons and quiz.
      const minutes = rowsOf(view, 'dashboard-minutes');
      expect(minutes).toHaveLength(28);
      expect(cellsOf(minutes.at(-1)!)).toEqual([
        formatLongDay(data.today, locale),
        formatDecimal(today.learningMinutes, locale),
      ]);
      expect(cellsOf(rowsOf(view, 'dashboard-lessons').at(-1)!)).toEqual([
        formatLongDay(data.today, locale),
        digits(1, locale),
        digits(1, locale),
      ]);
      const quizzes = rowsOf(view, 'dashboard-quizzes');
      expect(quizzes).toHaveLength(1);
      expect(cellsOf(quizzes[0]!)[0]).toBe(formatLongDay(data.today, locale));
      expect(cellsOf(quizzes[0]!)[2]).toBe(formatPercent100(data.quizScores[0]!.percent, locale));
      expect(within(view).getByTestId('dashboard-minutes-summary').textContent).toContain(
        plural(locale, 'dashboard.charts.minutes.summary', today.learningMinutes, {
          n: formatDecimal(today.learningMinutes, locale),
          range: msg(locale, 'dashboard.charts.rangeText.4w'),
        }),
      );

      // The drawing: right to left in Arabic (today's bar at the left end), ticks in the language's digits.
      const ticks = [
        ...within(view)
          .getByTestId('dashboard-minutes')
          .querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value'),
      ];
      expect(ticks.length).toBeGreaterThan(1);
      const x = (tick: Element) => Number(tick.getAttribute('x'));
      if (locale === 'ar') {
        expect(x(ticks[0]!)).toBeGreaterThan(x(ticks.at(-1)!));
        expect(ticks[0]!.textContent).toMatch(/[\u0660-\u0669]/);
      } else {
        expect(x(ticks[0]!)).toBeLessThan(x(ticks.at(-1)!));
      }

      // Mastery of the enrolled course's units, titled in the page's language.
      const units = within(view).getAllByTestId('dashboard-unit');
      expect(units).toHaveLength(data.units.length);
      expect(units[0]!.textContent).toContain(data.units[0]!.unitTitle[locale]);
      // The first-lesson badge, earned today.
      const earned = within(within(view).getByTestId('dashboard-badges-earned')).getAllByTestId(
        'dashboard-badge',
      );
      expect(earned.map((b) => b.getAttribute('data-badge'))).toContain('first-lesson');
      expect(within(view).getByTestId('dashboard-badges-earned').textContent).toContain(
        fill(locale, 'dashboard.badges.earnedOn', { date: formatDay(data.today, locale) }),
      );
      {
        const axe = (await import('axe-core')).default;
        const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
        const base = { 'color-contrast': { enabled: false } };
        const variants: Record<string, () => Promise<unknown>> = {
          full: () => axe.run(view, { rules: base }),
          violationsOnly: () => axe.run(view, { rules: base, resultTypes: ['violations'] }),
          noRegion: () => axe.run(view, { rules: { ...base, region: { enabled: false } }, resultTypes: ['violations'] }),
          wcagTags: () => axe.run(view, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: base, resultTypes: ['violations'] }),
        };
        let n = 0;
        for (const round of [1, 2, 3])
          for (const [name, run] of Object.entries(variants)) {
            view.setAttribute('data-x', String(++n));
            const c = cpu();
            await run();
            process.stdout.write(`axe ${round} ${name} cpu ${Math.round(cpu() - c)}\n`);
          }
      }
    },
  );

  it('switches the range: days for 4 weeks, weeks for 3 and 12 months; shows a chart as a table', async () => {
    const student = await realApi().student({ grade: 10 });
    await realApi().enrol(student.token, COURSE);
    await realApi().read(student.token, LESSON);
    await realApi().passLessonCheck(student.token, LESSON);
    const data = await dashboardOf(realApi, student);
    const { view } = await open(student, 'en');
    const chart = await within(view).findByTestId('dashboard-minutes');
    const table = within(view).getByTestId('dashboard-minutes-table');
    expect(table.querySelector('thead')?.textContent).toContain(msg('en', 'dashboard.charts.columns.day'));

    // Show as table, then hide it again.
    const toggle = within(chart).getByTestId('dashboard-minutes-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(table.getAttribute('data-shown')).toBe('false');
    expect(table.className).toContain('nibras-visually-hidden');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(toggle.getAttribute('aria-controls')).toBe(table.id);
    expect(toggle.textContent).toBe(msg('en', 'dashboard.charts.hideTable'));
    expect(table.className).not.toContain('nibras-visually-hidden');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.textContent).toBe(msg('en', 'dashboard.charts.showTable')));
    expect(table.className).toContain('nibras-visually-hidden');

    fireEvent.click(within(view).getByTestId('dashboard-range-3m'));
    await waitFor(() => expect(rowsOf(view, 'dashboard-minutes')).toHaveLength(13));
    expect(table.querySelector('thead')?.textContent).toContain(msg('en', 'dashboard.charts.columns.week'));
    const thisWeek = rowsOf(view, 'dashboard-lessons').at(-1)!;
    expect(cellsOf(thisWeek)).toEqual([
      fill('en', 'dashboard.charts.week', { day: formatDay(addDays(data.today, -6), 'en') }),
      '1',
      '1',
    ]);
    expect(within(view).getByTestId('dashboard-lessons-summary').textContent).toBe(
      plural('en', 'dashboard.charts.lessons.summary', 1, {
        range: msg('en', 'dashboard.charts.rangeText.3m'),
        total: '1',
      }),
    );

    fireEvent.click(within(view).getByTestId('dashboard-range-12m'));
    await waitFor(() => expect(rowsOf(view, 'dashboard-minutes')).toHaveLength(52));
    expect(rowsOf(view, 'dashboard-quizzes')).toHaveLength(1);
    fireEvent.click(within(view).getByTestId('dashboard-range-4w'));
    await waitFor(() => expect(rowsOf(view, 'dashboard-minutes')).toHaveLength(28));
  });

  it('says when the dashboard cannot be loaded, and retries', async () => {
    const student = await realApi().student({ grade: 10 });
    page.unreachable(true);
    const { view } = await open(student, 'ar');
    const error = await within(view).findByTestId('dashboard-error');
    expect(within(error).getByRole('heading').textContent).toBe(msg('ar', 'dashboard.error.title'));
    expect(error.getAttribute('role')).toBe('alert');
    page.unreachable(false);
    fireEvent.click(within(error).getByTestId('dashboard-retry'));
    await waitFor(() => expect(within(view).getByTestId('dashboard-start')).toBeTruthy());
  });
});

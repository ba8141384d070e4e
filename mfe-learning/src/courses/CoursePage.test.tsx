// /courses/:courseId against the real API: units by semester, lesson statuses and reading times,
// outline lessons as "coming", enrolment (its toast) and progress, continue where you left off.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import type { Locale } from '@nibras/shared-ui';
import { captureToasts } from '@nibras/shared-ui/testing';
import { lessonPath, type CoursePageData } from './api';
import { digits, learningApiForFile, msg, pageRenderer, plural, type Student } from './test-helpers';

const realApi = learningApiForFile();
const page = pageRenderer(realApi);
const toasts = captureToasts();

const COURSE = 'y1-physics-1';
const ENROLLED_TOAST = { en: 'Enrolled', ar: 'تم التسجيل في الدورة' } as const;

async function open(student: Student, locale: Locale, courseId = COURSE) {
  const remote = await page.render(student, { locale, path: `/courses/${courseId}` });
  const view = await within(remote.container).findByTestId('page-learning-course');
  return { remote, view };
}

const courseOf = async (student: Student) =>
  (await realApi().call(student.token, 'GET', `/courses/${COURSE}`)) as CoursePageData;
const rows = (view: HTMLElement) => within(view).queryAllByTestId('lesson-row');
const row = (view: HTMLElement, lessonId: string) => {
  const found = rows(view).find((r) =>
    within(r).queryByTestId('lesson-row-title')?.getAttribute('href')?.endsWith(lessonId),
  );
  if (!found) throw new Error(`no row for ${lessonId}`);
  return found;
};
const ready = (view: HTMLElement) => within(view).findByTestId('course-actions');

describe('/courses/:courseId', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, shows the units by semester, the lessons with status and reading time',
    async (locale) => {
      const student = await realApi().student({ grade: 10 });
      const { course } = await courseOf(student);
      const { view, remote } = await open(student, locale);
      await ready(view);
      expect(view.querySelector('h1')?.textContent).toBe(course.title[locale]);
      expect(within(view).getByTestId('course-level').textContent).toBe(
        `${msg(locale, 'common.level.grade10')} · ${msg(locale, 'common.track.common')}`,
      );
      expect(within(view).getByTestId('course-counts').textContent).toContain(
        plural(locale, 'common.count.units', course.unitCount),
      );

      // Two semesters, in order, each with its own units.
      const semesters = within(view).getAllByTestId('semester');
      expect(semesters.map((s) => s.dataset.semester)).toEqual(['1', '2']);
      expect(semesters.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
        msg(locale, 'courses.course.semester1'),
        msg(locale, 'courses.course.semester2'),
      ]);
      for (const [index, semester] of semesters.entries()) {
        expect(
          within(semester)
            .getAllByTestId('unit')
            .map((u) => u.dataset.unitId),
        ).toEqual(course.units.filter((u) => u.semester === index + 1).map((u) => u.id));
      }

      // Every lesson of the course, in order; written ones are links with their reading time.
      expect(rows(view)).toHaveLength(course.lessonCount);
      const first = course.units[0]!.lessons[0]!;
      const firstRow = rows(view)[0]!;
      const link = within(firstRow).getByTestId('lesson-row-title');
      expect(link.tagName).toBe('A');
      expect(link.getAttribute('href')).toBe(`/${locale}/courses/${COURSE}/lessons/u1-l1`);
      expect(link.textContent).toBe(
        `${msg(locale, 'courses.course.lessonNumber').replace('{{n}}', digits(1, locale))} ${first.title[locale]}`,
      );
      expect(within(firstRow).getByTestId('lesson-row-minutes').textContent).toBe(
        plural(locale, 'common.count.minutes', first.minutes!),
      );
      expect(within(firstRow).getByTestId('lesson-row-status').textContent).toBe(
        msg(locale, 'courses.status.new'),
      );
      expect(firstRow.dataset.status).toBe('new');

      // The way in before enrolling: the first lesson.
      const start = within(view).getByTestId('course-continue');
      expect(start.textContent).toContain(msg(locale, 'courses.course.startLabel'));
      expect(within(start).getByTestId('course-continue-link').textContent).toBe(first.title[locale]);

      fireEvent.click(link);
      expect(remote.navigations.at(-1)).toEqual({ to: `/${locale}/courses/${COURSE}/lessons/u1-l1` });
      const root = remote.container.querySelector('[data-remote="mfe_learning"]');
      expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    },
  );

  it.each(['en', 'ar'] as const)(
    'in %s, an outline lesson is "coming": no link, no reading time',
    async (locale) => {
      // The university courses keep their outlines.
      const courseId = 'uni-intro-mathematics';
      const student = await realApi().student({ grade: 10 });
      const { course } = (await realApi().call(
        student.token,
        'GET',
        `/courses/${courseId}`,
      )) as CoursePageData;
      const { view } = await open(student, locale, courseId);
      await ready(view);
      const lessons = course.units.flatMap((u) => u.lessons);
      const outline = lessons.find((l) => !l.written)!;
      const outlineRow = rows(view)[lessons.indexOf(outline)]!;
      expect(outlineRow.dataset.status).toBe('coming');
      expect(outlineRow.querySelector('a')).toBeNull();
      expect(within(outlineRow).getByTestId('lesson-row-status').textContent).toBe(
        msg(locale, 'courses.status.coming'),
      );
      expect(within(outlineRow).queryByTestId('lesson-row-minutes')).toBeNull();
    },
  );

  it.each(['en', 'ar'] as const)('in %s, enrols: the "enrolled" toast, then the progress', async (locale) => {
    const student = await realApi().student({ grade: 10 });
    const { view } = await open(student, locale);
    await ready(view);
    expect(within(view).queryByTestId('course-enrolled')).toBeNull();
    const button = within(view).getByTestId('course-enrol');
    expect(button.textContent).toBe(msg(locale, 'courses.course.enrol'));
    fireEvent.click(button);
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', text: ENROLLED_TOAST[locale] }]));
    const tag = await within(view).findByTestId('course-enrolled');
    expect(tag.textContent).toContain(msg(locale, 'courses.card.enrolled'));
    expect(within(view).queryByTestId('course-enrol')).toBeNull();
    expect(within(view).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    const { course } = await courseOf(student);
    expect(course.enrolled).toBe(true);
    expect(within(view).getByTestId('course-progress-text').textContent).toBe(
      plural(locale, 'common.progress.completed', course.writtenLessonCount, { done: digits(0, locale) }),
    );
  });

  it('shows a read lesson as read and continues where the student left off', async () => {
    const student = await realApi().student({ grade: 10 });
    await realApi().enrol(student.token, COURSE);
    await realApi().read(student.token, `${COURSE}.u1-l2`);
    const expected = await courseOf(student);
    const { view } = await open(student, 'en');
    await ready(view);
    const read = row(view, 'u1-l2');
    expect(read.dataset.status).toBe('read');
    expect(within(read).getByTestId('lesson-row-status').textContent).toBe('Read');
    expect(row(view, 'u1-l1').dataset.status).toBe('new');
    const next = within(view).getByTestId('course-continue');
    expect(next.textContent).toContain('Continue where you left off');
    expect(expected.continueLessonId).not.toBeNull();
    expect(within(next).getByTestId('course-continue-link').getAttribute('href')).toBe(
      `/en${lessonPath(expected.continueLessonId!)}`,
    );
  });

  it.each(['en', 'ar'] as const)(
    'in %s, shows a lesson read and passed as completed, and the course’s progress',
    async (locale) => {
      const student = await realApi().student({ grade: 10 });
      await realApi().enrol(student.token, COURSE);
      await realApi().read(student.token, `${COURSE}.u1-l1`);
      await realApi().passLessonCheck(student.token, `${COURSE}.u1-l1`);
      const { course } = await courseOf(student);
      expect(course.completedLessons).toBe(1);
      const { view } = await open(student, locale);
      await ready(view);
      const done = row(view, 'u1-l1');
      expect(done.dataset.status).toBe('completed');
      expect(within(done).getByTestId('lesson-row-status').textContent).toBe(
        msg(locale, 'courses.status.completed'),
      );
      expect(within(view).getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
        String(Math.round(course.progress * 100)),
      );
      expect(within(view).getByTestId('course-progress-text').textContent).toBe(
        plural(locale, 'common.progress.completed', course.writtenLessonCount, { done: digits(1, locale) }),
      );
    },
  );

  it.each(['en', 'ar'] as const)('in %s, says when a course does not exist', async (locale) => {
    const student = await realApi().student({ grade: 10 });
    const { view } = await open(student, locale, 'no-such-course');
    const missing = await within(view).findByTestId('course-not-found');
    expect(within(missing).getByRole('heading').textContent).toBe(
      msg(locale, 'courses.course.notFound.title'),
    );
    expect(within(missing).getByRole('link').getAttribute('href')).toBe(`/${locale}/courses`);
    expect(view.querySelector('h1')?.textContent).toBe(msg(locale, 'courses.course.title'));
  });

  it('says when the course cannot be loaded, and retries', async () => {
    const student = await realApi().student({ grade: 10 });
    page.unreachable(true);
    const { view } = await open(student, 'en');
    const error = await within(view).findByTestId('course-error');
    page.unreachable(false);
    fireEvent.click(within(error).getByTestId('course-retry'));
    await ready(view);
    expect(rows(view).length).toBeGreaterThan(0);
  });
});

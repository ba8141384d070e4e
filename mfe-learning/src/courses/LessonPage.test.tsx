// /courses/:courseId/lessons/:lessonId against the real API: the lesson's sections (Markdown and
// math), key terms, worked example and table of contents; "Mark as read" when the end comes into
// view and with the button; the links to the lesson check, the tutor and the neighbours.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import type { Locale } from '@nibras/shared-ui';
import { captureToasts } from '@nibras/shared-ui/testing';
import type { LessonPageData } from './api';
import { sectionFromHash } from './LessonPage';
import {
  learningApiForFile,
  msg,
  pageRenderer,
  plural,
  stubIntersectionObserver,
  type Student,
} from './test-helpers';

const realApi = learningApiForFile();
const page = pageRenderer(realApi);
const observers = stubIntersectionObserver();
const toasts = captureToasts();

const COURSE = 'y1-physics-1';
const LESSON = `${COURSE}.u1-l1`;

const scrolledTo: Element[] = [];
const scrollIntoView = Element.prototype.scrollIntoView;
beforeEach(() => {
  scrolledTo.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
});
afterEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

async function open(
  student: Student,
  locale: Locale,
  path = '/courses/y1-physics-1/lessons/u1-l1',
  hash?: string,
) {
  const remote = await page.render(student, { locale, path, hash });
  const view = await within(remote.container).findByTestId('page-learning-lesson');
  return { remote, view };
}
const lessonOf = async (student: Student, lessonId = LESSON) =>
  (await realApi().call(student.token, 'GET', `/lessons/${lessonId}`)) as LessonPageData;
const ready = (view: HTMLElement) => within(view).findByTestId('lesson-finish');

describe('/courses/:courseId/lessons/:lessonId', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, shows the sections with math, the key terms, the worked example and a table of contents',
    async (locale) => {
      const student = await realApi().student({ grade: 10 });
      const { lesson, next, previous } = await lessonOf(student);
      const { view, remote } = await open(student, locale);
      await ready(view);
      expect(view.dataset.lessonId).toBe(LESSON);
      expect(view.querySelector('h1')?.textContent).toBe(lesson.title[locale]);
      expect(within(view).getByTestId('lesson-minutes').textContent).toBe(
        plural(locale, 'common.count.minutes', lesson.minutes!),
      );
      expect(within(view).getByTestId('lesson-status').textContent).toBe(msg(locale, 'courses.status.new'));
      const crumbs = within(view).getByTestId('breadcrumbs');
      expect(
        within(crumbs)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual([`/${locale}/courses`, `/${locale}/courses/${COURSE}`]);

      // The sections, in order, as Markdown: headings, paragraphs, bold text, math through KaTeX.
      const sections = within(view).getAllByTestId('lesson-section');
      expect(sections.map((s) => s.dataset.sectionId)).toEqual(lesson.sections.map((s) => s.id));
      expect(sections.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual(
        lesson.sections.map((s) => s.heading[locale]),
      );
      expect(sections[0]!.querySelector('.lesson-md p')).not.toBeNull();
      expect(sections[0]!.querySelector('strong')).not.toBeNull();
      const math = view.querySelectorAll('.lesson-section .katex');
      expect(math.length).toBeGreaterThan(0);
      expect(math[0]!.getAttribute('dir')).toBe('ltr');
      // No Markdown or TeX left as text.
      expect(sections[0]!.textContent).not.toMatch(/\*\*|\$/);

      // Key terms: each in the page's language, with the other language beside it.
      const terms = within(view).getAllByTestId('glossary-entry');
      expect(terms).toHaveLength(lesson.keyTerms.length);
      const other = locale === 'en' ? 'ar' : 'en';
      expect(within(terms[0]!).getByTestId('glossary-term').textContent).toBe(
        lesson.keyTerms[0]!.term[locale],
      );
      const otherTerm = terms[0]!.querySelector('.glossary__other')!;
      expect(otherTerm.textContent).toBe(lesson.keyTerms[0]!.term[other]);
      expect(otherTerm.getAttribute('lang')).toBe(other);
      expect(terms[0]!.querySelector('dd')?.textContent?.length).toBeGreaterThan(0);

      // The worked example, step by step.
      const example = within(view).getByTestId('lesson-example');
      expect(within(example).getByTestId('example-steps').children).toHaveLength(
        lesson.workedExample!.steps.length,
      );
      expect(within(example).getByTestId('example-answer').textContent?.length).toBeGreaterThan(0);

      // The table of contents: the sections, the key terms, the example and the end.
      const toc = within(view).getByTestId('lesson-toc');
      expect(
        within(toc)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual([
        ...lesson.sections.map((s) => s.heading[locale]),
        msg(locale, 'courses.lesson.keyTerms'),
        msg(locale, 'courses.lesson.example.title'),
        msg(locale, 'courses.lesson.finish.title'),
      ]);
      fireEvent.click(within(toc).getAllByRole('link')[2]!);
      expect(scrolledTo.at(-1)?.id).toBe(`lesson-${lesson.sections[2]!.id}`);
      expect(document.activeElement).toBe(scrolledTo.at(-1));

      // The lesson check, the tutor, the neighbours: links to their pages.
      const check = within(view).getByTestId('lesson-check-link');
      expect(check.getAttribute('href')).toBe(`/${locale}/quiz?lesson-check=${encodeURIComponent(LESSON)}`);
      expect(within(view).getByTestId('lesson-check').textContent).toContain(
        plural(locale, 'courses.lesson.finish.checkBody', 5, { pass: locale === 'ar' ? '٦٠' : '60' }),
      );
      for (const id of ['lesson-tutor-link', 'lesson-tutor-top']) {
        const tutor = within(view).getByTestId(id);
        expect(tutor.getAttribute('href')).toBe(`/${locale}/courses/ai?lesson=${encodeURIComponent(LESSON)}`);
        expect(tutor.textContent).toContain(msg(locale, 'courses.lesson.askTutor'));
      }
      expect(previous).toBeNull();
      expect(within(view).queryByTestId('lesson-previous')).toBeNull();
      const nextLink = within(view).getByTestId('lesson-next');
      expect(nextLink.getAttribute('href')).toBe(`/${locale}/courses/${COURSE}/lessons/u1-l2`);
      expect(nextLink.textContent).toContain(next!.title[locale]);
      fireEvent.click(nextLink);
      expect(remote.navigations.at(-1)).toEqual({ to: `/${locale}/courses/${COURSE}/lessons/u1-l2` });

      const root = remote.container.querySelector('[data-remote="mfe_learning"]');
      expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    },
  );

  it.each(['en', 'ar'] as const)(
    'in %s, marks the lesson read when its end comes into view',
    async (locale) => {
      const student = await realApi().student({ grade: 10 });
      const { view } = await open(student, locale);
      await ready(view);
      const end = within(view).getByTestId('lesson-end');
      await waitFor(() => expect(observers.observed()).toContain(end));
      expect(page.calls.filter((c) => c.includes('/read'))).toEqual([]);
      observers.show(end);
      const done = await within(view).findByTestId('lesson-read-done');
      expect(done.textContent).toContain(msg(locale, 'courses.lesson.finish.readDone'));
      expect(page.calls.filter((c) => c.includes('/read'))).toEqual([
        `POST /lessons/${encodeURIComponent(LESSON)}/read`,
      ]);
      expect(within(view).getByTestId('lesson-status').textContent).toBe(msg(locale, 'courses.status.read'));
      expect(within(view).queryByTestId('lesson-mark-read')).toBeNull();
      // Once read, the end is not watched any more.
      expect(observers.observed()).toEqual([]);
      expect((await lessonOf(student)).progress).toMatchObject({ read: true, completed: false });
    },
  );

  it('marks the lesson read with the button, and shows it read when opened again', async () => {
    const student = await realApi().student({ grade: 10 });
    const first = await open(student, 'en', '/courses/y1-physics-1/lessons/u1-l2');
    await ready(first.view);
    const button = within(first.view).getByTestId('lesson-mark-read');
    expect(button.textContent).toBe('Mark as read');
    fireEvent.click(button);
    await within(first.view).findByTestId('lesson-read-done');
    expect(toasts).toEqual([]);
    expect((await lessonOf(student, `${COURSE}.u1-l2`)).progress.read).toBe(true);

    // The full id in the address works too; a read lesson has no button and its end is not watched.
    const again = await open(student, 'en', `/courses/y1-physics-1/lessons/${COURSE}.u1-l2`);
    await ready(again.view);
    await within(again.view).findByTestId('lesson-read-done');
    expect(within(again.view).queryByTestId('lesson-mark-read')).toBeNull();
    expect(within(again.view).getByTestId('lesson-previous').getAttribute('href')).toBe(
      `/en/courses/${COURSE}/lessons/u1-l1`,
    );
  });

  it('shows a lesson read and passed as completed, with the best check score', async () => {
    const student = await realApi().student({ grade: 10 });
    await realApi().read(student.token, LESSON);
    await realApi().passLessonCheck(student.token, LESSON);
    const { progress } = await lessonOf(student);
    expect(progress).toMatchObject({ read: true, checkPassed: true, completed: true });
    const { view } = await open(student, 'ar');
    await ready(view);
    expect(within(view).getByTestId('lesson-status').textContent).toBe(msg('ar', 'courses.status.completed'));
    expect(within(view).getByTestId('lesson-completed').textContent).toContain(
      msg('ar', 'courses.lesson.finish.completed'),
    );
    expect(within(view).getByTestId('lesson-check-passed').textContent).toBe(
      msg('ar', 'courses.lesson.finish.checkPassed').replace('{{percent}}', '١٠٠'),
    );
    expect(within(view).getByTestId('lesson-check-link').textContent).toBe(
      msg('ar', 'courses.lesson.finish.checkAgain'),
    );
    expect(observers.observed()).toEqual([]);
  });

  it('opens at the section of the address (#section=s3)', async () => {
    const student = await realApi().student({ grade: 10 });
    const { view } = await open(student, 'en', '/courses/y1-physics-1/lessons/u1-l1', '#section=s3');
    await ready(view);
    await waitFor(() => expect(scrolledTo.map((e) => e.id)).toContain('lesson-s3'));
    expect(document.activeElement?.id).toBe('lesson-s3');
  });

  it.each(['en', 'ar'] as const)('in %s, an outline lesson says it is being written', async (locale) => {
    const student = await realApi().student({ grade: 10 });
    // The university courses keep their outlines.
    const { view } = await open(student, locale, '/courses/uni-intro-mathematics/lessons/u2-l1');
    const coming = await within(view).findByTestId('lesson-coming');
    expect(within(coming).getByRole('heading').textContent).toBe(msg(locale, 'courses.lesson.coming.title'));
    expect(within(coming).getByRole('link').getAttribute('href')).toBe(
      `/${locale}/courses/uni-intro-mathematics`,
    );
    expect(within(view).queryByTestId('lesson-end')).toBeNull();
    expect(within(view).queryByTestId('lesson-tutor-top')).toBeNull();
  });

  it('says when a lesson does not exist', async () => {
    const student = await realApi().student({ grade: 10 });
    const { view } = await open(student, 'ar', '/courses/y1-physics-1/lessons/u9-l9');
    const missing = await within(view).findByTestId('lesson-not-found');
    expect(within(missing).getByRole('heading').textContent).toBe(msg('ar', 'courses.lesson.notFound.title'));
    expect(view.querySelector('h1')?.textContent).toBe(msg('ar', 'courses.lesson.title'));
  });

  it('shows a failed "Mark as read" as an error toast, and the button stays', async () => {
    const student = await realApi().student({ grade: 10 });
    const { view } = await open(student, 'en');
    await ready(view);
    page.unreachable(true);
    fireEvent.click(within(view).getByTestId('lesson-mark-read'));
    await waitFor(() => expect(toasts.at(-1)?.kind).toBe('error'));
    expect(within(view).getByTestId('lesson-mark-read')).toBeTruthy();
  });
});

describe('sectionFromHash', () => {
  it('reads #section=<id> and #<id>', () => {
    expect(sectionFromHash('#section=s2')).toBe('s2');
    expect(sectionFromHash('#s4')).toBe('s4');
    expect(sectionFromHash('')).toBeNull();
    expect(sectionFromHash('#section=')).toBeNull();
    expect(sectionFromHash('#%E0%A4%A')).toBeNull();
  });
});

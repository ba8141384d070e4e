// /home against the real API: a new student's way in, then continue learning, today's suggested
// step, the enrolled courses, the recent conversations and files, each linking to its page, and the
// spaced-review card (reviews due today; the session in a dialog).
import { fireEvent, waitFor, within } from '@testing-library/dom';
import type { Locale } from '@nibras/shared-ui';
import type { HomeData } from '../courses/api';
import { learningApiForFile, msg, pageRenderer, plural, type Student } from '../courses/test-helpers';
import { axeViolations, saveContent } from '../review/test-helpers';

const realApi = learningApiForFile();
const page = pageRenderer(realApi);

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function open(student: Student, locale: Locale) {
  const remote = await page.render(student, { locale, path: '/home' });
  const view = await within(remote.container).findByTestId('page-learning-home');
  return { remote, view };
}
const homeOf = async (student: Student) => (await realApi().call(student.token, 'GET', '/home')) as HomeData;

async function uploadPicture(student: Student, name: string): Promise<string> {
  const section = (await realApi().call(student.token, 'POST', '/files/sections', { name: 'Physics' })) as {
    node: { _id: string };
  };
  const form = new FormData();
  form.append('file', new File([PNG], name, { type: 'image/png' }));
  const answer = (await realApi().call(student.token, 'POST', `/files/${section.node._id}/upload`, form)) as {
    files: { _id: string }[];
  };
  return answer.files[0]!._id;
}

describe('/home', () => {
  it.each(['en', 'ar'] as const)('in %s, shows a new student how to start: pick a course', async (locale) => {
    const student = await realApi().student({ grade: 10 });
    const { view, remote } = await open(student, locale);
    const start = await within(view).findByTestId('home-start');
    expect(view.querySelector('h1')?.textContent).toBe(msg(locale, 'home.title'));
    expect(within(view).getByTestId('home-greeting').textContent).toContain('Sara');
    expect(within(start).getByRole('heading').textContent).toBe(msg(locale, 'home.start.title'));
    expect([...start.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(
      ['pick', 'enrol', 'read'].map((step) => msg(locale, `home.start.steps.${step}`)),
    );
    const link = within(start).getByTestId('home-start-link');
    expect(link.getAttribute('href')).toBe(`/${locale}/courses`);
    // Nothing to continue yet; the conversations and files say how to begin them.
    expect(within(view).queryByTestId('home-continue')).toBeNull();
    expect(within(view).queryByTestId('home-enrolled')).toBeNull();
    expect(within(view).getByTestId('home-conversations-empty').textContent).toBe(
      msg(locale, 'home.conversations.empty'),
    );
    expect(within(view).getByTestId('home-files-empty').textContent).toBe(msg(locale, 'home.files.empty'));
    expect(within(within(view).getByTestId('home-files')).getByRole('link').getAttribute('href')).toBe(
      `/${locale}/uploaded-materials`,
    );
    fireEvent.click(link);
    expect(remote.navigations.at(-1)).toEqual({ to: `/${locale}/courses` });
    const root = remote.container.querySelector('[data-remote="mfe_learning"]');
    expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
  });

  it.each(['en', 'ar'] as const)(
    'in %s, shows continue learning, the suggested step, the courses, conversations and files',
    async (locale) => {
      const student = await realApi().student({ grade: 10 });
      await realApi().enrol(student.token, 'y1-physics-1');
      await realApi().read(student.token, 'y1-physics-1.u1-l1');
      const conversationId = await realApi().conversation(student.token, 'What is a vector?');
      const fileId = await uploadPicture(student, 'motion-notes.png');
      const home = await homeOf(student);
      expect(home.continue).not.toBeNull();

      const { view } = await open(student, locale);
      const next = await within(view).findByTestId('home-continue');
      expect(within(view).queryByTestId('home-start')).toBeNull();
      expect(within(next).getByTestId('home-continue-course').textContent).toBe(
        home.continue!.courseTitle[locale],
      );
      expect(within(next).getByTestId('home-continue-lesson').textContent).toBe(
        home.continue!.lessonTitle[locale],
      );
      const [course, lesson] = home.continue!.lessonId.split('.');
      expect(within(next).getByTestId('home-continue-link').getAttribute('href')).toBe(
        `/${locale}/courses/${course}/lessons/${lesson}`,
      );

      // Today's step: its title, and a link where it leads.
      const suggestion = within(view).getByTestId('home-suggestion');
      expect(within(suggestion).getByTestId('home-suggestion-title').textContent).toBe(
        typeof home.suggestion!.title === 'string' ? home.suggestion!.title : home.suggestion!.title[locale],
      );
      const target = within(suggestion).getByTestId('home-suggestion-link').getAttribute('href')!;
      if (home.suggestion!.kind === 'check')
        expect(target).toBe(`/${locale}/quiz?lesson-check=${encodeURIComponent(home.suggestion!.lessonId!)}`);
      else if (home.suggestion!.kind === 'lesson') expect(target).toMatch(new RegExp(`^/${locale}/courses/`));
      expect(suggestion.textContent).toContain(msg(locale, `home.suggestion.${home.suggestion!.kind}.label`));

      // The enrolled course with its progress.
      const courses = within(view).getAllByTestId('home-course');
      expect(courses).toHaveLength(1);
      expect(within(courses[0]!).getByTestId('home-course-link').getAttribute('href')).toBe(
        `/${locale}/courses/y1-physics-1`,
      );
      expect(within(courses[0]!).getByTestId('home-course-progress').textContent).toBe(
        plural(locale, 'common.progress.completed', home.enrolled[0]!.writtenLessonCount, {
          done: locale === 'ar' ? '٠' : '0',
        }),
      );

      // The conversation and the file, each opening its page.
      const conversation = within(view).getByTestId('home-conversation');
      expect(within(conversation).getByRole('link').getAttribute('href')).toBe(
        `/${locale}/ai-engine/conversation/${conversationId}`,
      );
      const file = within(view).getByTestId('home-file');
      expect(within(file).getByRole('link').textContent).toBe('motion-notes.png');
      expect(within(file).getByRole('link').getAttribute('href')).toBe(`/${locale}/ai-engine?file=${fileId}`);
    },
  );

  it('says when the start page cannot be loaded, and retries', async () => {
    const student = await realApi().student({ grade: 10 });
    page.unreachable(true);
    const { view } = await open(student, 'ar');
    const error = await within(view).findByTestId('home-error');
    expect(within(error).getByRole('heading').textContent).toBe(msg('ar', 'home.error.title'));
    page.unreachable(false);
    fireEvent.click(within(error).getByTestId('home-retry'));
    await waitFor(() => expect(within(view).getByTestId('home-start')).toBeTruthy());
  });

  it.each(['en', 'ar'] as const)(
    'in %s, the review card says nothing is due yet and how cards are made',
    async (locale) => {
      const student = await realApi().student({ grade: 10 });
      const { view } = await open(student, locale);
      const card = await within(view).findByTestId('home-review');
      expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe(
        msg(locale, 'home.review.title'),
      );
      const empty = await within(card).findByTestId('review-empty');
      expect(within(empty).getByTestId('review-due').textContent?.trim()).toBe(
        plural(locale, 'review.compact.due', 0),
      );
      expect(
        within(empty)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['saved', 'quiz', 'schedule'].map((step) => msg(locale, `review.empty.steps.${step}`)));
      expect(within(empty).getByTestId('review-empty-tutor').getAttribute('href')).toBe(
        `/${locale}/ai-engine`,
      );
      expect(within(card).queryByTestId('review-start')).toBeNull();
    },
  );

  it.each(['en', 'ar'] as const)(
    'in %s, the review card counts the reviews due today and runs the session in a dialog',
    async (locale) => {
      const student = await realApi().student({ grade: 10 });
      await saveContent(realApi(), student.token, 'Vector', 'A quantity with a size and a direction.');
      const { view, remote } = await open(student, locale);
      const card = await within(view).findByTestId('home-review');
      const start = await within(card).findByTestId('review-start');
      expect(within(card).getByTestId('review-due').textContent?.trim()).toBe(
        plural(locale, 'review.compact.due', 1),
      );
      expect(within(card).getByTestId('review-new').textContent).toBe(
        plural(locale, 'review.compact.new', 1),
      );
      expect(await axeViolations(remote.container)).toEqual([]);

      fireEvent.click(start);
      const dialog = await within(document.body).findByRole('dialog');
      expect(within(dialog).getByText(msg(locale, 'review.compact.dialogTitle'))).toBeTruthy();
      const heading = await within(dialog).findByTestId('review-card-heading');
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(within(dialog).getByTestId('review-front').textContent).toBe('Vector');
      fireEvent.keyDown(heading, { key: ' ', code: 'Space' });
      await within(dialog).findByTestId('review-back');
      expect(await axeViolations(document.body)).toEqual([]);
      fireEvent.click(within(dialog).getByTestId('review-grade-good'));
      const summary = await within(dialog).findByTestId('review-summary');
      expect(within(summary).getByTestId('review-summary-reviewed').textContent).toBe(
        plural(locale, 'review.summary.reviewed', 1),
      );
      await within(summary).findByTestId('review-summary-next');

      // Done: the dialog closes; the card is up to date and has the focus (its button is gone).
      fireEvent.click(within(summary).getByTestId('review-done'));
      await waitFor(() =>
        expect(within(card).getByTestId('review-due').textContent?.trim()).toBe(
          plural(locale, 'review.compact.due', 0),
        ),
      );
      await waitFor(() => expect(document.querySelector('.review-dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(within(card).getByTestId('review-due')));
      expect(within(card).getByTestId('review-next-due')).toBeTruthy();
    },
  );
});

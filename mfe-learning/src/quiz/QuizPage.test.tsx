// /quiz against the REAL API (api/src/index.ts over a fresh store; its tutor is the offline engine):
// the setup with the student's enrolled courses, taking a quiz (answers saved as they are given),
// submit refused with the spec's message while a question is unanswered (on the page, and by the
// API), the review with its source links and "save for review", resuming from `?attempt=`, the
// interactive behaviour, a lesson check started from a link, and Arabic (right to left,
// Arabic-Indic digits in a numeric answer).
import { fireEvent, waitFor, within } from '@testing-library/dom';
import type { ApiClient, Locale } from '@nibras/shared-ui';
import { captureToasts } from '@nibras/shared-ui/testing';
import type { QuizAttempt } from './api';
import { formatNumber } from './digits';
import { QuizPage } from './QuizPage';
import { fill, msg, quizApiForFile, quizRenderer, until, type QuizApi } from './test-helpers';

const realApi = quizApiForFile();
const render = quizRenderer();
const toasts = captureToasts();

const LESSON = 'y1-physics-1.u1-l1';
const COURSE = 'y1-physics-1';

async function student() {
  const { token, api } = await realApi().student();
  return {
    token,
    api,
    call: realApi().call.bind(null, token) as (
      m: string,
      p: string,
      b?: unknown,
    ) => ReturnType<QuizApi['call']>,
  };
}

/** A quiz made through the API (all 13 questions of the lesson unless told). */
async function attemptFor(
  call: Awaited<ReturnType<typeof student>>['call'],
  body: Record<string, unknown> = {},
) {
  const created = await call('POST', '/quizzes', {
    source: { kind: 'lesson', lessonId: LESSON },
    count: 20,
    ...body,
  });
  expect(created.status).toBe(201);
  return (created.body as { attempt: QuizAttempt }).attempt;
}

async function renderAt(locale: Locale, api: ApiClient, path: string) {
  const rendered = await render(<QuizPage />, { locale, api, path });
  const page = await within(rendered.container).findByTestId('page-learning-quiz');
  return { ...rendered, page };
}

const current = (page: HTMLElement) => within(page).getByTestId('quiz-question');
const navItems = (page: HTMLElement) => within(page).getAllByTestId('quiz-nav-item');
const savedState = (page: HTMLElement) => within(page).getByTestId('quiz-saved').getAttribute('data-state');

/** Answers the question on screen through its inputs, whatever its type; waits until it is saved. */
async function answerCurrent(page: HTMLElement, typed = '3') {
  const question = current(page);
  switch (question.getAttribute('data-type')) {
    case 'single':
    case 'multiple':
      fireEvent.click(within(question).getAllByTestId('quiz-option')[0]!);
      break;
    case 'truefalse':
      fireEvent.click(within(question).getByTestId('quiz-true'));
      break;
    case 'numeric':
    case 'short': {
      const input = within(question).getByRole('textbox');
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.focusOut(input);
      break;
    }
    case 'matching':
      within(question)
        .getAllByTestId('quiz-matching-select')
        .forEach((select, i) => fireEvent.change(select, { target: { value: String(i) } }));
      break;
    case 'ordering':
      fireEvent.click(within(question).getByTestId('quiz-ordering-keep'));
      break;
  }
  const index = navItems(page).findIndex((item) => item.getAttribute('aria-current') === 'step');
  await waitFor(() => expect(navItems(page)[index]?.getAttribute('data-answered')).toBe('true'));
  await waitFor(() => expect(savedState(page)).toBe('saved'));
}

/** Goes to question `index` (0-based) with the navigator. */
async function goTo(page: HTMLElement, index: number) {
  fireEvent.click(navItems(page)[index]!);
  await waitFor(() => expect(navItems(page)[index]?.getAttribute('aria-current')).toBe('step'));
}

async function savedAnswers(call: Awaited<ReturnType<typeof student>>['call'], id: string) {
  const { body } = await call('GET', `/quiz-attempts/${id}`);
  return (body as { attempt: QuizAttempt }).attempt;
}

describe('/quiz setup', () => {
  it.each(['en', 'ar'] as const)(
    'in %s: offers the enrolled course’s lessons, then starts the quiz at ?attempt=',
    async (locale) => {
      const { api, call } = await student();
      expect((await call('POST', `/courses/${COURSE}/enrol`)).status).toBe(201);
      const { page, navigations, path, container } = await renderAt(locale, api, '/quiz');
      expect(page.querySelector('h1')?.textContent).toBe(msg(locale, 'quiz.title'));
      expect(container.querySelector('[data-remote]')?.getAttribute('dir')).toBe(
        locale === 'ar' ? 'rtl' : 'ltr',
      );

      // Defaults: a lesson of the course, 10 questions, feedback at the end, no certainty.
      const course = await within(page).findByTestId<HTMLSelectElement>('quiz-setup-course');
      expect(course.value).toBe(COURSE);
      const lesson = await within(page).findByTestId<HTMLSelectElement>('quiz-setup-lesson');
      expect(lesson.value).toBe(LESSON);
      expect(within(page).getByTestId<HTMLInputElement>('quiz-setup-count-10').checked).toBe(true);
      expect(within(page).getByTestId<HTMLInputElement>('quiz-setup-behaviour-deferred').checked).toBe(true);
      expect(within(page).getByTestId('quiz-setup-certainty').getAttribute('aria-checked')).toBe('false');
      // The certainty scale: right +1/+2/+3, wrong 0/−2/−6 (in the language's digits).
      const scale = within(page).getByTestId('quiz-certainty-scale');
      const cells = [...scale.querySelectorAll('tbody td')].map((td) => td.textContent);
      expect(cells).toEqual(
        locale === 'ar' ? ['+١', '٠', '+٢', '−٢', '+٣', '−٦'] : ['+1', '0', '+2', '−2', '+3', '−6'],
      );

      fireEvent.click(within(page).getByTestId('quiz-setup-count-5'));
      fireEvent.click(within(page).getByTestId('quiz-start'));
      await waitFor(() => expect(path()).toMatch(/^\/quiz\?attempt=/));
      expect(navigations.at(-1)?.replace).toBeUndefined();
      await within(page).findByTestId('quiz-take');
      expect(navItems(page)).toHaveLength(5);
      expect(within(page).getByTestId('quiz-title').textContent).toContain(
        locale === 'ar' ? 'اختبار' : 'Quiz',
      );
      expect(
        within(current(page)).getByText(
          fill(locale, 'quiz.take.questionOf', {
            number: locale === 'ar' ? '١' : '1',
            total: locale === 'ar' ? '٥' : '5',
          }),
        ),
      ).toBeTruthy();
    },
  );

  it('teaches what to do when the student has no course, and lists their saved tags', async () => {
    const { api, call } = await student();
    await call('POST', '/saved-contents', {
      title: 'Cells',
      tag: 'Biology',
      color: '#FFFFFF',
      content: 'Cells are the units of life.',
    });
    const { page, navigations } = await renderAt('en', api, '/quiz');
    const empty = await within(page).findByTestId('quiz-setup-empty');
    expect(empty.textContent).toContain(msg('en', 'quiz.setup.source.empty.course'));
    expect(within(page).getByTestId('quiz-start').hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(empty).getByRole('button'));
    expect(navigations).toEqual([{ to: '/en/courses' }]);

    fireEvent.click(within(page).getByTestId('quiz-setup-kind-saved'));
    const tags = await within(page).findByTestId<HTMLSelectElement>('quiz-setup-tag');
    expect([...tags.options].map((o) => o.value)).toEqual(['', 'Biology']);
    await waitFor(() => expect(within(page).getByTestId('quiz-start').hasAttribute('disabled')).toBe(false));
  });
});

describe('taking a quiz', () => {
  it('saves answers as they are given, and a reload (?attempt=) resumes at the first unanswered question', async () => {
    const { api, call } = await student();
    const attempt = await attemptFor(call);
    const first = await renderAt('en', api, `/quiz?attempt=${attempt._id}`);
    await within(first.page).findByTestId('quiz-take');
    expect(within(first.page).getByTestId('quiz-saved').textContent).toBe(msg('en', 'quiz.take.save.saved'));
    await answerCurrent(first.page);
    fireEvent.click(within(first.page).getByTestId('quiz-next'));
    await waitFor(() => expect(navItems(first.page)[1]?.getAttribute('aria-current')).toBe('step'));
    await answerCurrent(first.page);
    expect(within(first.page).getByTestId('quiz-progress').textContent).toBe(
      fill('en', 'quiz.take.progress', { answered: '2', total: '13' }),
    );
    const saved = await savedAnswers(call, attempt._id);
    expect(Object.keys(saved.answers).sort()).toEqual(['q1', 'q2']);
    first.unmount();

    const again = await renderAt('en', api, `/quiz?attempt=${attempt._id}`);
    await within(again.page).findByTestId('quiz-take');
    expect(navItems(again.page)[2]?.getAttribute('aria-current')).toBe('step');
    expect(navItems(again.page).map((b) => b.getAttribute('data-answered'))).toEqual(
      saved.questions.map((q) => String(q.id === 'q1' || q.id === 'q2')),
    );
    expect(navItems(again.page)[0]?.getAttribute('aria-label')).toBe(
      `${fill('en', 'quiz.take.navItem', { number: '1' })}: ${msg('en', 'quiz.take.state.answered')}`,
    );
  });

  it.each(['en', 'ar'] as const)(
    'in %s: refuses to submit with a question unanswered, with the spec’s message, and shows that question',
    async (locale) => {
      const { api, call } = await student();
      const attempt = await attemptFor(call, {
        count: 3,
        source: { kind: 'lesson-check', lessonId: LESSON },
      });
      const { page } = await renderAt(locale, api, `/quiz?attempt=${attempt._id}`);
      await within(page).findByTestId('quiz-take');
      await answerCurrent(page);
      await goTo(page, 2);
      await answerCurrent(page);

      fireEvent.click(within(page).getByTestId('quiz-submit'));
      expect(toasts).toEqual([{ kind: 'error', text: msg(locale, 'quiz.submit.unanswered') }]);
      expect(msg(locale, 'quiz.submit.unanswered')).toBe(
        locale === 'ar'
          ? 'يجب الإجابة عن جميع الأسئلة قبل الإرسال'
          : 'You need to answer all questions before submitting',
      );
      // The first unanswered question is shown, and focused.
      await waitFor(() => expect(navItems(page)[1]?.getAttribute('aria-current')).toBe('step'));
      await waitFor(() => expect(document.activeElement?.contains(current(page))).toBe(true));
      expect(document.body.querySelector('[data-testid="quiz-submit-confirm"]')).toBeNull();
      // Nothing was sent: the attempt is still in progress.
      expect((await savedAnswers(call, attempt._id)).status).toBe('in-progress');
    },
  );

  it('shows the API’s refusal too (an answer cleared elsewhere), then submits and reviews with source links', async () => {
    const { token, api, call } = await student();
    const attempt = await attemptFor(call, { count: 4 });
    const { page, navigations } = await renderAt('en', api, `/quiz?attempt=${attempt._id}`);
    await within(page).findByTestId('quiz-take');
    for (let i = 0; i < 4; i += 1) {
      await goTo(page, i);
      await answerCurrent(page);
    }
    // Another tab clears the third answer: the page still thinks it is answered, the API does not.
    expect(
      (await realApi().call(token, 'PUT', `/quiz-attempts/${attempt._id}/answers/q3`, { answer: null }))
        .status,
    ).toBe(200);
    await goTo(page, 0);
    fireEvent.click(within(page).getByTestId('quiz-submit'));
    fireEvent.click(await within(document.body).findByTestId('quiz-submit-confirm'));
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', text: msg('en', 'quiz.submit.unanswered') }]),
    );
    await waitFor(() => expect(navItems(page)[2]?.getAttribute('aria-current')).toBe('step'));

    // Answered again, then submitted: the review.
    await answerCurrent(page);
    toasts.length = 0;
    fireEvent.click(within(page).getByTestId('quiz-submit'));
    const body = await within(document.body).findByTestId('quiz-submit-body');
    expect(body.textContent).toBe(fill('en', 'quiz.submit.confirmBody', { total: '4' }));
    fireEvent.click(within(document.body).getByTestId('quiz-submit-confirm'));
    const review = await within(page).findByTestId('quiz-review');
    const result = (await savedAnswers(call, attempt._id)).result!;
    expect(within(review).getByTestId('quiz-score').textContent).toBe(
      // Shown with at most two decimals (a third of a mark is 1.33).
      fill('en', 'quiz.review.score', {
        score: formatNumber(result.score, 'en'),
        max: formatNumber(result.maxScore, 'en'),
      }),
    );
    expect(within(review).getByTestId('quiz-ring').getAttribute('aria-label')).toBe(
      fill('en', 'quiz.review.ringLabel', { percent: `${Math.round(result.percent)}%` }),
    );
    const items = within(review).getAllByTestId('quiz-review-item');
    expect(items).toHaveLength(4);
    // Each question: the answer given, the right one when it was wrong, the explanation and the lesson section.
    items.forEach((item, i) => {
      const graded = result.questions[i]!;
      expect(item.getAttribute('data-status')).toBe(
        graded.correct ? 'right' : graded.fraction > 0 ? 'partly' : 'wrong',
      );
      expect(within(item).getByTestId('quiz-review-given').textContent).not.toBe(
        msg('en', 'quiz.review.noAnswer'),
      );
      expect(within(item).queryByTestId('quiz-review-right') !== null).toBe(!graded.correct);
      const link = within(item).getByTestId('quiz-source-link');
      const source = graded.source as { lessonId: string; sectionId: string };
      expect(link.getAttribute('href')).toBe(
        `/en/courses/${COURSE}/lessons/${source.lessonId.split('.')[1]}#section=${source.sectionId}`,
      );
      expect(within(item).queryByTestId('quiz-save-review') !== null).toBe(!graded.correct);
    });
    fireEvent.click(within(items[0]!).getByTestId('quiz-source-link'));
    expect(navigations.at(-1)?.to).toMatch(new RegExp(`^/en/courses/${COURSE}/lessons/u1-l1#section=s\\d$`));

    // A wrong answer saved for review.
    const wrong = items.find((item) => item.getAttribute('data-status') !== 'right');
    if (wrong) {
      fireEvent.click(within(wrong).getByTestId('quiz-save-review'));
      await waitFor(() =>
        expect(toasts).toEqual([{ kind: 'success', text: msg('en', 'quiz.review.savedToast') }]),
      );
      // The toast and the button's new state are two updates: wait for the second too.
      await waitFor(() =>
        expect(within(wrong).getByTestId('quiz-save-review').textContent).toBe(
          msg('en', 'quiz.review.savedForReview'),
        ),
      );
    }
    fireEvent.click(within(review).getByTestId('quiz-try-another'));
    await within(page).findByTestId('quiz-setup');
  });

  it('in Arabic: right to left, Arabic-Indic digits in a numeric answer, saved as typed', async () => {
    const { api, call } = await student();
    const attempt = await attemptFor(call);
    const numeric = attempt.questions.findIndex((q) => q.type === 'numeric');
    expect(numeric).toBeGreaterThanOrEqual(0);
    const { page, container } = await renderAt('ar', api, `/quiz?attempt=${attempt._id}`);
    await within(page).findByTestId('quiz-take');
    expect(container.querySelector('[data-remote]')?.getAttribute('dir')).toBe('rtl');
    await goTo(page, numeric);
    const question = current(page);
    expect(question.querySelector('legend')?.textContent).toContain(
      fill('ar', 'quiz.take.questionOf', {
        number: new Intl.NumberFormat('ar-SA-u-nu-arab').format(numeric + 1),
        total: '١٣',
      }),
    );
    await answerCurrent(page, '٣٥٠٠');
    const id = attempt.questions[numeric]!.id;
    expect((await savedAnswers(call, attempt._id)).answers[id]).toBe('٣٥٠٠');
    expect(within(page).getByTestId('quiz-progress').textContent).toBe(
      fill('ar', 'quiz.take.progress', { answered: '١', total: '١٣' }),
    );
    // The navigator speaks Arabic with Arabic-Indic numbers.
    expect(navItems(page)[numeric]?.getAttribute('aria-label')).toContain(
      msg('ar', 'quiz.take.state.answered'),
    );
    expect(navItems(page)[0]?.textContent).toBe('١');
  });
});

describe('opening an attempt', () => {
  it('opens a submitted attempt at its review, and says so when the attempt is another student’s', async () => {
    const { api, call } = await student();
    const attempt = await attemptFor(call, { count: 1 });
    const question = attempt.questions[0]!;
    const answer =
      question.type === 'truefalse'
        ? true
        : question.type === 'numeric' || question.type === 'short'
          ? '1'
          : question.type === 'single'
            ? 0
            : question.type === 'multiple'
              ? [0]
              : (question.items ?? question.left ?? []).map((_, i) => i);
    expect(
      (await call('PUT', `/quiz-attempts/${attempt._id}/answers/${question.id}`, { answer })).status,
    ).toBe(200);
    expect((await call('POST', `/quiz-attempts/${attempt._id}/submit`)).status).toBe(200);
    const { page } = await renderAt('ar', api, `/quiz?attempt=${attempt._id}`);
    const review = await within(page).findByTestId('quiz-review');
    expect(within(review).getAllByTestId('quiz-review-item')).toHaveLength(1);
    expect(page.querySelector('h1')?.textContent).toBe(attempt.title.ar);

    const other = await student();
    const { page: theirs } = await renderAt('en', other.api, `/quiz?attempt=${attempt._id}`);
    const failure = await within(theirs).findByTestId('quiz-failure');
    expect(failure.textContent).toContain(msg('en', 'quiz.loadFailed.notFound'));
    fireEvent.click(within(failure).getByTestId('quiz-new'));
    await within(theirs).findByTestId('quiz-setup');
  });
});

describe('interactive behaviour', () => {
  it('checks an answer: wrong in a live region, with the hint and the tries left; the same answer is not checked twice', async () => {
    const { api, call } = await student();
    const attempt = await attemptFor(call, { behaviour: 'interactive', certainty: true });
    const { page } = await renderAt('en', api, `/quiz?attempt=${attempt._id}`);
    await within(page).findByTestId('quiz-take');
    // A numeric question with a hint: 999999 is surely wrong.
    const index = attempt.questions.findIndex((q) => q.type === 'numeric' && q.hintCount > 0);
    expect(index).toBeGreaterThanOrEqual(0);
    const { id, hintCount } = attempt.questions[index]!;
    await goTo(page, index);
    expect(within(current(page)).getByTestId('quiz-check').hasAttribute('disabled')).toBe(true);
    // Certainty-based marking: three choices.
    expect(
      within(current(page)).getByTestId('quiz-certainty').querySelectorAll('input[type="radio"]'),
    ).toHaveLength(3);
    fireEvent.click(within(current(page)).getByTestId('quiz-certainty-3'));
    await answerCurrent(page, '999999');
    await waitFor(() =>
      expect(within(current(page)).getByTestId('quiz-check').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(within(current(page)).getByTestId('quiz-check'));

    const feedback = within(current(page)).getByTestId('quiz-check-feedback');
    expect(feedback.getAttribute('role')).toBe('status');
    expect(feedback.getAttribute('aria-live')).toBe('polite');
    await waitFor(() =>
      expect(feedback.querySelector('[data-result]')?.getAttribute('data-result')).toBe('wrong'),
    );
    expect(feedback.textContent).toContain(msg('en', 'quiz.take.check.wrong'));
    expect(feedback.textContent).toContain(
      fill('en', 'quiz.take.check.triesLeft', { count: String(hintCount) }),
    );
    expect(within(feedback).getByTestId('quiz-hint').textContent).toContain(
      msg('en', 'quiz.take.check.hintLabel'),
    );
    expect(within(current(page)).getByTestId('quiz-check').hasAttribute('disabled')).toBe(true);
    expect(navItems(page)[index]?.getAttribute('aria-label')).toContain(msg('en', 'quiz.take.state.wrong'));
    const saved = await savedAnswers(call, attempt._id);
    expect(saved.certainties[id]).toBe(3);
    expect(saved.tries[id]).toMatchObject({ tries: 1, hintsShown: 1, correct: false });

    // A changed answer can be checked again.
    await answerCurrent(page, '888888');
    await waitFor(() =>
      expect(within(current(page)).getByTestId('quiz-check').hasAttribute('disabled')).toBe(false),
    );

    // A reload shows the last check and its hint.
    const again = await renderAt('en', api, `/quiz?attempt=${attempt._id}`);
    await within(again.page).findByTestId('quiz-take');
    await goTo(again.page, index);
    const shown = within(current(again.page)).getByTestId('quiz-check-feedback');
    expect(shown.querySelector('[data-result]')?.getAttribute('data-result')).toBe('wrong');
    expect(within(shown).getByTestId('quiz-hint')).toBeTruthy();
    expect(within(current(again.page)).getByTestId<HTMLInputElement>('quiz-numeric').value).toBe('888888');
  });
});

describe('quizzes started from a link', () => {
  it('starts a lesson check from ?lesson-check= and replaces the address with ?attempt=', async () => {
    const { api } = await student();
    const { page, navigations, path } = await renderAt('en', api, `/quiz?lesson-check=${LESSON}`);
    await waitFor(() => expect(path()).toMatch(/^\/quiz\?attempt=/));
    expect(navigations).toHaveLength(1);
    expect(navigations[0]?.replace).toBe(true);
    await within(page).findByTestId('quiz-take');
    expect(navItems(page)).toHaveLength(5);
  });

  it('says why a quiz cannot start (a lesson with no questions yet)', async () => {
    const { api } = await student();
    const { page } = await renderAt('en', api, '/quiz?lesson=uni-intro-mathematics.u2-l1');
    const failure = await within(page).findByTestId('quiz-failure');
    expect(failure.getAttribute('role')).toBe('alert');
    expect(failure.textContent).toContain(msg('en', 'quiz.starting.failed'));
    await until(() => Boolean(failure.querySelector('.quiz-failure__message')?.textContent));
  });
});

const NOTES = [
  'The cell is the basic unit of life. Every living organism is made of one cell or of many cells.',
  'The cell membrane is a thin layer that surrounds the cell and controls what enters and leaves it.',
  'The nucleus is the control centre of the cell and holds the genetic material of the cell.',
  'The mitochondria are organelles that release energy from food for the cell during respiration.',
  'Plant cells have a cell wall made of cellulose outside the cell membrane that gives the cell support.',
  'The chloroplast is an organelle in plant cells where photosynthesis makes food from light energy.',
  'The cytoplasm is a jelly-like substance inside the cell membrane where many reactions take place.',
  'Ribosomes are small organelles in the cytoplasm where the cell builds its proteins.',
  'The vacuole is a sac in the cytoplasm that stores water and food, and it is large in plant cells.',
  'Animal cells have no cell wall, so the cell membrane is the outer layer of an animal cell.',
].join('\n');

describe('a quiz generated from the student’s file', () => {
  it('says where it came from and that the offline generator wrote it; the review links to the file’s page', async () => {
    const { token, api, call } = await student();
    const section = await call('POST', '/files/sections', { name: 'Biology' });
    const sectionId = (section.body as { node: { _id: string } }).node._id;
    const form = new FormData();
    form.append('file', new File([NOTES], 'Cells.txt', { type: 'text/plain' }));
    const uploaded = await realApi().call(token, 'POST', `/files/${sectionId}/upload`, form);
    expect(uploaded.status).toBe(201);
    const fileId = (uploaded.body as { files: { _id: string }[] }).files[0]!._id;
    await until(async () => {
      const { body } = await call('GET', '/files');
      return JSON.stringify(body).includes('"status":"ready"');
    }, 15_000);

    const { page, path } = await renderAt('en', api, `/quiz?file=${fileId}`);
    await waitFor(() => expect(path()).toMatch(/^\/quiz\?attempt=/));
    await within(page).findByTestId('quiz-take');
    const generated = within(page).getByTestId('quiz-generated');
    expect(generated.textContent).toContain(
      fill('en', 'quiz.generated.file', { name: '\u2068Cells.txt\u2069' }),
    );
    expect(within(generated).getByTestId('quiz-offline').textContent?.trim()).toBe(
      msg('en', 'quiz.generated.offline'),
    );

    const total = navItems(page).length;
    expect(total).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < total; i += 1) {
      await goTo(page, i);
      await answerCurrent(page, 'cell');
    }
    fireEvent.click(within(page).getByTestId('quiz-submit'));
    fireEvent.click(await within(document.body).findByTestId('quiz-submit-confirm'));
    const review = await within(page).findByTestId('quiz-review');
    const links = within(review).getAllByTestId('quiz-source-link');
    expect(links).toHaveLength(total);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe(`/en/ai-engine?file=${fileId}&page=1`);
      expect(link.textContent).toBe(
        fill('en', 'quiz.review.sourceFile', { name: '\u2068Cells.txt\u2069', page: '1' }),
      );
    }
  });
});

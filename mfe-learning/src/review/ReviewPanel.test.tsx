// The spaced-review panel against the REAL API (api/src/index.ts over a fresh store): nothing due
// (an empty state that teaches), cards made from a saved content and from a wrong quiz answer saved
// for review, a session rated with the buttons (Good, Again) with the counts and the summary, the
// keyboard (Space/Enter, 1-4, Arabic-Indic digits) in Arabic, focus and the live region, the load
// and grade errors with retry, and axe on each state.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { createApiClient, type Locale } from '@nibras/shared-ui';
import { loadBeforeTests, nodeFetch, UNUSED_API_URL } from '@nibras/shared-ui/testing';
import {
  digits,
  frameRenderer,
  learningApiForFile,
  msg,
  plural,
  type Student,
} from '../courses/test-helpers';
import type { ReviewQueue } from './api';
import { formatDueIn, formatInterval } from './format';
import { ReviewPanel } from './ReviewPanel';
import { axeViolations, saveContent, saveWrongAnswer } from './test-helpers';

const realApi = learningApiForFile();
const render = frameRenderer();
// The session's code (Markdown, math) loads when a session starts: here before the tests, so that the
// first session's findBy waits for the session, not for seconds of module loading on a busy machine.
loadBeforeTests(() => import('./ReviewSession'));

const LESSON = 'y1-physics-1.u1-l1';

/** Fills `{{name}}` values into a text. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

let down = false;
beforeEach(() => {
  down = false;
});

/** The panel for a student, its calls to the real API (or nowhere while `down`). */
async function open(student: Student, locale: Locale) {
  const api = createApiClient({
    baseUrl: realApi().baseUrl,
    getToken: () => student.token,
    onUnauthorized: () => undefined,
    fetch: nodeFetch({ target: () => (down ? UNUSED_API_URL : realApi().baseUrl) }),
  });
  const { container } = await render(<ReviewPanel />, { locale, api, path: '/dashboard' });
  const panel = await within(container).findByTestId('review-panel');
  return { container, panel };
}

const queueOf = async (student: Student) =>
  (await realApi().call(student.token, 'GET', '/review/queue')) as ReviewQueue;

const cardOf = (locale: Locale, number: number, total: number) =>
  fill(msg(locale, 'review.session.cardOf'), {
    number: digits(number, locale),
    total: digits(total, locale),
  });

const press = (key: string, code = '') => {
  fireEvent.keyDown(document.activeElement!, { key, code, bubbles: true });
};

/** The text of an element without the visually hidden parts. */
const shown = (element: Element) => {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.nibras-visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent?.trim();
};

describe('the review panel', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, with nothing to review, teaches where cards come from',
    async (locale) => {
      const student = await realApi().student();
      const { panel, container } = await open(student, locale);
      const empty = await within(panel).findByTestId('review-empty');
      expect(within(panel).getByRole('heading', { level: 2 }).textContent).toContain(
        msg(locale, 'review.title'),
      );
      expect(within(empty).getByTestId('review-empty-title').textContent).toBe(
        msg(locale, 'review.empty.noCards'),
      );
      expect(
        [...within(empty).getByTestId('review-empty-steps').querySelectorAll('li')].map(
          (li) => li.textContent,
        ),
      ).toEqual(['saved', 'quiz', 'schedule'].map((step) => msg(locale, `review.empty.steps.${step}`)));
      expect(within(empty).getByTestId('review-empty-tutor').getAttribute('href')).toBe(
        `/${locale}/ai-engine`,
      );
      expect(within(empty).getByTestId('review-empty-quiz').getAttribute('href')).toBe(`/${locale}/quiz`);
      expect(within(panel).queryByTestId('review-start')).toBeNull();
      expect(within(panel).queryByTestId('review-next-due')).toBeNull();
      const root = container.querySelector('[data-remote="mfe_learning"]');
      expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it('turns a saved content and a wrong quiz answer into cards; a session rated Good then Again ends with a summary', async () => {
    const student = await realApi().student();
    await saveContent(
      realApi(),
      student.token,
      'Newton’s first law',
      'A body keeps its **velocity** unless a net force acts: $\\sum F = 0$.',
    );
    const prompt = await saveWrongAnswer(realApi(), student.token, LESSON);
    const queue = await queueOf(student);
    expect(queue.cards.map((card) => card.source.kind)).toEqual(['saved', 'quiz']);

    const { panel, container } = await open(student, 'en');
    await within(panel).findByTestId('review-start');
    expect(within(panel).getByTestId('review-stat-due').querySelector('dd')?.textContent).toBe('2');
    expect(within(panel).getByTestId('review-stat-new').querySelector('dd')?.textContent).toBe('2');
    expect(within(panel).getByTestId('review-stat-total').querySelector('dd')?.textContent).toBe('2');
    expect(within(panel).getByTestId('review-start').textContent).toBe(plural('en', 'review.startCount', 2));
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(within(panel).getByTestId('review-start'));
    const session = await within(panel).findByTestId('review-session');
    // The first card: the saved content's title in front (Markdown), its heading focused.
    const heading = await within(session).findByTestId('review-card-heading');
    expect(heading.textContent).toBe(fill(msg('en', 'review.session.cardOf'), { number: '1', total: '2' }));
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(session).getByTestId('review-front').textContent).toBe('Newton’s first law');
    expect(within(session).getByTestId('review-card').getAttribute('data-source')).toBe('saved');
    expect(within(session).getByTestId('review-progress').textContent).toBe(
      fill(msg('en', 'review.session.progress'), { done: '0', total: '2' }),
    );
    expect(within(session).queryByTestId('review-back')).toBeNull();
    expect(within(session).queryByTestId('review-grades')).toBeNull();

    fireEvent.click(within(session).getByTestId('review-show'));
    const back = await within(session).findByTestId('review-back');
    expect(back.querySelector('strong')?.textContent).toBe('velocity');
    expect(back.querySelector('.katex')).not.toBeNull();
    expect(document.activeElement?.textContent).toBe(msg('en', 'review.session.answer'));
    expect(within(session).getByTestId('review-announcer').textContent).toBe(
      msg('en', 'review.session.announceShown'),
    );
    // Each rating with the interval it schedules, from the API's preview.
    const first = queue.cards[0]!;
    for (const rating of ['again', 'hard', 'good', 'easy'] as const) {
      const button = within(session).getByTestId(`review-grade-${rating}`);
      expect(within(button).getByTestId('review-interval').textContent).toBe(
        formatInterval(first.intervals[rating], 'en', '<1 min'),
      );
      expect(button.textContent).toContain(msg('en', `review.session.ratings.${rating}`));
    }
    expect(
      within(within(session).getByTestId('review-grade-good')).getByTestId('review-interval').textContent,
    ).toBe('10 min');
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(within(session).getByTestId('review-grade-good'));
    // The second card: the quiz question; the counts from the grade's answer.
    await waitFor(() =>
      expect(within(session).getByTestId('review-card-heading').textContent).toBe(
        fill(msg('en', 'review.session.cardOf'), { number: '2', total: '2' }),
      ),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(session).getByTestId('review-card-heading')),
    );
    expect(within(session).getByTestId('review-card').getAttribute('data-source')).toBe('quiz');
    // The question in front (its opening words: the rest may be math or emphasis).
    const opening = prompt
      .split(/[$*\\_]/)[0]!
      .trim()
      .split(/\s+/)
      .slice(0, 3)
      .join(' ');
    expect(within(session).getByTestId('review-front').textContent).toContain(opening);
    expect(within(session).getByTestId('review-front').getAttribute('lang')).toBe('en');
    expect(within(session).getByTestId('review-remaining').textContent).toBe(
      fill(msg('en', 'review.session.remaining'), { due: '1', new: '1' }),
    );
    expect(within(session).getByTestId('review-progress').textContent).toBe(
      fill(msg('en', 'review.session.progress'), { done: '1', total: '2' }),
    );
    expect(within(session).getByTestId('review-announcer').textContent).toBe(
      fill(msg('en', 'review.session.announceGraded'), {
        rating: msg('en', 'review.session.ratings.good'),
        interval: '10 min',
      }),
    );

    fireEvent.click(within(session).getByTestId('review-show'));
    await within(session).findByTestId('review-back');
    fireEvent.click(within(session).getByTestId('review-grade-again'));

    // The summary: 2 reviewed, 1 to see again, the next card due (the one rated Again).
    const summary = await within(panel).findByTestId('review-summary');
    await waitFor(() => expect(document.activeElement).toBe(within(summary).getByRole('heading')));
    expect(within(summary).getByRole('heading').textContent).toBe(msg('en', 'review.summary.title'));
    expect(within(summary).getByTestId('review-summary-reviewed').textContent).toBe(
      plural('en', 'review.summary.reviewed', 2),
    );
    expect(within(summary).getByTestId('review-summary-again').textContent).toBe(
      plural('en', 'review.summary.again', 1),
    );
    const after = await queueOf(student);
    expect(after.counts).toMatchObject({ due: 0, new: 0, total: 2 });
    const next = await within(summary).findByTestId('review-summary-next');
    expect(next.textContent).toBe(
      fill(msg('en', 'review.summary.nextDue'), { when: formatDueIn(after.nextDue!, 'en') }),
    );
    expect(next.textContent).toContain('in 1 minute');
    expect(within(summary).queryByTestId('review-more')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    // Done: the panel says the student is caught up, and when the next card is due.
    fireEvent.click(within(summary).getByTestId('review-done'));
    const empty = await within(panel).findByTestId('review-empty');
    expect(within(empty).getByTestId('review-empty-title').textContent).toBe(
      msg('en', 'review.empty.caughtUp'),
    );
    expect(within(empty).getByTestId('review-next-due').textContent).toBe(
      fill(msg('en', 'review.empty.nextDue'), { when: formatDueIn(after.nextDue!, 'en') }),
    );
    expect(within(empty).queryByTestId('review-empty-steps')).toBeNull();
  });

  it('in Arabic, runs on the keyboard: Space and Enter show the answer, 1-4 (and ١-٤) rate it', async () => {
    const student = await realApi().student();
    await saveContent(realApi(), student.token, 'التسارع', 'معدل تغيّر السرعة المتجهة مع الزمن.');
    await saveContent(realApi(), student.token, 'القوة', 'مؤثر يغيّر حالة الجسم الحركية.');
    await saveContent(realApi(), student.token, 'الكتلة', 'مقدار ما في الجسم من مادة.');
    const { panel } = await open(student, 'ar');
    await within(panel).findByTestId('review-start');
    expect(within(panel).getByTestId('review-stat-due').querySelector('dd')?.textContent).toBe('٣');
    expect(within(panel).getByTestId('review-start').textContent).toBe(plural('ar', 'review.startCount', 3));
    fireEvent.click(within(panel).getByTestId('review-start'));
    const session = await within(panel).findByTestId('review-session');
    const heading = await within(session).findByTestId('review-card-heading');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.textContent).toBe(fill(msg('ar', 'review.session.cardOf'), { number: '١', total: '٣' }));
    expect(within(session).getByTestId('review-front').getAttribute('lang')).toBe('ar');

    // Rating keys do nothing before the answer is shown.
    press('3', 'Digit3');
    expect(within(session).queryByTestId('review-grades')).toBeNull();
    press(' ', 'Space');
    await within(session).findByTestId('review-back');
    // The intervals in Arabic words and digits (a new card: Good in 10 minutes).
    expect(
      within(within(session).getByTestId('review-grade-good')).getByTestId('review-interval').textContent,
    ).toBe('١٠ دقائق');
    expect(shown(within(session).getByTestId('review-grade-good'))).toContain(
      msg('ar', 'review.session.ratings.good'),
    );
    press('3', 'Digit3');
    await waitFor(() =>
      expect(within(session).getByTestId('review-card-heading').textContent).toBe(cardOf('ar', 2, 3)),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(session).getByTestId('review-card-heading')),
    );
    expect(within(session).getByTestId('review-remaining').textContent).toBe(
      fill(msg('ar', 'review.session.remaining'), { due: '٢', new: '٢' }),
    );

    press('Enter', 'Enter');
    await within(session).findByTestId('review-back');
    // An Arabic keyboard's digit: ١ is Again.
    press('١', 'Digit1');
    await waitFor(() =>
      expect(within(session).getByTestId('review-card-heading').textContent).toBe(cardOf('ar', 3, 3)),
    );

    press(' ', 'Space');
    await within(session).findByTestId('review-back');
    // A layout whose digit row types other characters: the key's position counts (Digit4: Easy).
    press("'", 'Digit4');
    const summary = await within(panel).findByTestId('review-summary');
    expect(within(summary).getByTestId('review-summary-reviewed').textContent).toBe(
      plural('ar', 'review.summary.reviewed', 3),
    );
    expect(within(summary).getByTestId('review-summary-again').textContent).toBe(
      plural('ar', 'review.summary.again', 1),
    );
    const after = await queueOf(student);
    expect(after.counts).toMatchObject({ due: 0, total: 3 });
    const next = await within(summary).findByTestId('review-summary-next');
    expect(next.textContent).toBe(
      fill(msg('ar', 'review.summary.nextDue'), { when: formatDueIn(after.nextDue!, 'ar') }),
    );
    // The API saw the three ratings (the events are the streak's and the points').
    const states = (await realApi().call(student.token, 'GET', '/review/queue')) as ReviewQueue;
    expect(states.counts.total).toBe(3);
  });

  it('says when the cards cannot be loaded or a rating cannot be saved, and retries', async () => {
    const student = await realApi().student();
    await saveContent(realApi(), student.token, 'Momentum', 'Mass times velocity.');
    down = true;
    const { panel, container } = await open(student, 'ar');
    const error = await within(panel).findByTestId('review-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(within(error).getByRole('heading').textContent).toBe(msg('ar', 'review.error.title'));
    expect(await axeViolations(container)).toEqual([]);
    down = false;
    fireEvent.click(within(error).getByTestId('review-retry'));
    fireEvent.click(await within(panel).findByTestId('review-start'));

    const session = await within(panel).findByTestId('review-session');
    fireEvent.click(await within(session).findByTestId('review-show'));
    await within(session).findByTestId('review-grades');
    down = true;
    fireEvent.click(within(session).getByTestId('review-grade-good'));
    const failed = await within(session).findByTestId('review-grade-error');
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain(msg('ar', 'review.session.gradeError'));
    // The card stays, with its answer shown.
    expect(within(session).getByTestId('review-back')).toBeTruthy();
    expect((await queueOf(student)).counts.due).toBe(1);
    down = false;
    fireEvent.click(within(failed).getByTestId('review-grade-retry'));
    const summary = await within(panel).findByTestId('review-summary');
    expect(within(summary).getByTestId('review-summary-reviewed').textContent).toBe(
      plural('ar', 'review.summary.reviewed', 1),
    );
    expect(within(summary).getByTestId('review-summary-again').textContent).toBe(
      plural('ar', 'review.summary.again', 0),
    );
    expect((await queueOf(student)).counts.due).toBe(0);
  });

  it('ends a session early: the summary counts what was rated, and offers the rest', async () => {
    const student = await realApi().student();
    await saveContent(realApi(), student.token, 'Work', 'Force times displacement.');
    await saveContent(realApi(), student.token, 'Power', 'Work per unit time.');
    const { panel } = await open(student, 'en');
    fireEvent.click(await within(panel).findByTestId('review-start'));
    const session = await within(panel).findByTestId('review-session');
    fireEvent.click(await within(session).findByTestId('review-show'));
    fireEvent.click(await within(session).findByTestId('review-grade-easy'));
    await waitFor(() =>
      expect(within(session).getByTestId('review-card-heading').textContent).toBe(cardOf('en', 2, 2)),
    );
    fireEvent.click(within(session).getByTestId('review-end'));
    const summary = await within(panel).findByTestId('review-summary');
    expect(within(summary).getByTestId('review-summary-reviewed').textContent).toBe(
      plural('en', 'review.summary.reviewed', 1),
    );
    const more = await within(summary).findByTestId('review-more');
    expect(more.textContent).toBe(plural('en', 'review.summary.more', 1));
    fireEvent.click(more);
    const again = await within(panel).findByTestId('review-session');
    await waitFor(() =>
      expect(within(again).getByTestId('review-card-heading').textContent).toBe(
        fill(msg('en', 'review.session.cardOf'), { number: '1', total: '1' }),
      ),
    );
    expect(within(again).getByTestId('review-front').textContent).toBe('Power');
  });
});

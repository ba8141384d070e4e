// A plain conversation's replies link to the courses (the tutor answers from course lessons and
// quizzes): `[Physics 1 › … › SI base units](#lesson=y1-physics-1.u1-l1&section=s2)` and
// `[Start the quiz](#quiz=<attemptId>)` become real links under the locale prefix that go through the
// shell's router; any id out of form is refused like any other odd address; the file's `#page=` and
// the lesson's `#section=` citations are unchanged (citations.test.tsx, lesson/citations.test.tsx).
// Outside the remote (no router) they stay words: citations.test.tsx.
import { fireEvent, within } from '@testing-library/dom';
import { createApiClient, type Locale } from '@nibras/shared-ui';
import { UNUSED_API_URL } from '@nibras/shared-ui/testing';
import { frameRenderer, msg } from '../chat/test-helpers';
import { ReplyMarkdown } from './ReplyMarkdown';
import { citedLesson, citedQuiz, safeUrl } from './urls';

const renderFramed = frameRenderer();
const api = createApiClient({
  baseUrl: UNUSED_API_URL,
  getToken: () => null,
  onUnauthorized: () => undefined,
});

const LESSON_LINK = '#lesson=y1-physics-1.u1-l1&section=s2';
const QUIZ_LINK = '#quiz=0195f3a2b4c10000009f04c2d1aa';
const BREADCRUMB = {
  en: 'Physics 1 › A Physics Toolkit › Units and the Language of Physics › SI base units',
  ar: 'الفيزياء 1 › أدوات الفيزياء › الوحدات ولغة الفيزياء › الوحدات الأساسية في النظام الدولي',
};
const START = { en: 'Start the quiz', ar: 'ابدأ الاختبار' };

function reply(locale: Locale) {
  return `${locale === 'en' ? 'The seven base units' : 'الوحدات الأساسية السبع'} [${BREADCRUMB[locale]}](${LESSON_LINK}).\n\n[${START[locale]}](${QUIZ_LINK})`;
}

/** The reply in the remote's frame (its router under `/<locale>`, navigations recorded). */
function showFramed(content: string, locale: Locale) {
  return renderFramed(<ReplyMarkdown content={content} />, {
    locale,
    api,
    path: '/ai-engine/conversation/c1',
  });
}

describe('links to the courses in a reply', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, link to the lesson at its section and to the quiz, under the locale prefix',
    async (locale) => {
      const { container } = await showFramed(reply(locale), locale);
      const lesson = await within(container).findByTestId('reply-lesson-link');
      expect(lesson.tagName).toBe('A');
      expect(lesson.getAttribute('href')).toBe(`/${locale}/courses/y1-physics-1/lessons/u1-l1#section=s2`);
      expect(lesson.getAttribute('target')).toBeNull();
      // Its name is the words on screen, and says where it goes.
      expect(within(container).getByRole('link', { name: /opens the lesson page|يفتح صفحة الدرس/ })).toBe(
        lesson,
      );
      expect(lesson.textContent).toBe(`${BREADCRUMB[locale]} ${msg(locale, 'reply.link.lesson')}`);

      const quiz = within(container).getByTestId('reply-quiz-link');
      expect(quiz.tagName).toBe('A');
      expect(quiz.getAttribute('href')).toBe(`/${locale}/quiz?attempt=0195f3a2b4c10000009f04c2d1aa`);
      expect(within(container).getByRole('link', { name: START[locale] })).toBe(quiz);
      expect(quiz.className).toContain('reply-course-link--quiz');
    },
  );

  it.each(['en', 'ar'] as const)('in %s, a plain click goes through the shell’s router', async (locale) => {
    const { container, navigations } = await showFramed(reply(locale), locale);
    const lesson = await within(container).findByTestId('reply-lesson-link');
    const notPrevented = fireEvent.click(lesson);
    expect(notPrevented).toBe(false);
    expect(navigations).toEqual([{ to: `/${locale}/courses/y1-physics-1/lessons/u1-l1#section=s2` }]);

    fireEvent.click(within(container).getByTestId('reply-quiz-link'));
    expect(navigations.at(-1)).toEqual({ to: `/${locale}/quiz?attempt=0195f3a2b4c10000009f04c2d1aa` });
  });

  it('leaves a modified or middle click to the browser (a new tab), and takes the keyboard', async () => {
    const { container, navigations } = await showFramed(reply('en'), 'en');
    const lesson = await within(container).findByTestId('reply-lesson-link');
    // Whether the browser was left to follow each click (then stopped here: jsdom cannot navigate).
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      fireEvent.click(lesson, { ctrlKey: true });
      fireEvent.click(lesson, { metaKey: true });
      fireEvent.click(lesson, { shiftKey: true });
      fireEvent.click(lesson, { button: 1 });
    } finally {
      document.removeEventListener('click', record);
    }
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(navigations).toEqual([]);
    // A real link (href): in the tab order, Enter follows it.
    lesson.focus();
    expect(document.activeElement).toBe(lesson);
    expect(lesson.hasAttribute('tabindex')).toBe(false);
  });

  it('links to a lesson without a section, to the top of its page', async () => {
    const { container } = await showFramed('[Physics 1 › Units](#lesson=y1-physics-1.u1-l1)', 'en');
    const lesson = await within(container).findByTestId('reply-lesson-link');
    expect(lesson.getAttribute('href')).toBe('/en/courses/y1-physics-1/lessons/u1-l1');
  });

  it('refuses lesson and quiz links whose ids are out of form, keeping their words', async () => {
    const unsafe = [
      '[a](#lesson=../x)',
      '[b](#lesson=y1-physics-1.u1-l1/../../settings)',
      '[c](#lesson=y1-physics-1)',
      '[d](#lesson=Y1-Physics-1.U1-L1)',
      '[e](#lesson=y1-physics-1.u1-l1&section=../x)',
      '[f](#lesson=y1-physics-1.u1-l1&section=s2&next=//evil.example)',
      '[g](#lesson=y1-physics-1.u1-l1%2F..)',
      '[h](#lesson=.u1-l1)',
      '[i](#quiz=../x)',
      '[j](#quiz=a/b)',
      '[k](#quiz=)',
      '[l](#quiz=a?b=1)',
      '[m](javascript:location.assign("#lesson=y1-physics-1.u1-l1"))',
      '[n](java\tscript:alert(1))',
      '[o](#lessons=y1-physics-1.u1-l1)',
    ];
    const { container, navigations } = await showFramed(unsafe.join(' '), 'en');
    await within(container).findByText(/^a$/);
    expect(container.querySelectorAll('[href]')).toHaveLength(0);
    expect(within(container).queryAllByTestId(/reply-(lesson|quiz)-link/)).toEqual([]);
    for (const word of ['a', 'c', 'i', 'm']) expect(within(container).getByText(word)).toBeTruthy();
    for (const link of unsafe) expect(safeUrl(/\]\((.*)\)$/.exec(link)?.[1] ?? '')).toBeUndefined();
    fireEvent.click(within(container).getByText('a'));
    expect(navigations).toEqual([]);
  });

  it('reads the two forms exactly', () => {
    expect(citedLesson(LESSON_LINK)).toEqual({ lessonId: 'y1-physics-1.u1-l1', sectionId: 's2' });
    expect(citedLesson(' #lesson=uni-english.u2-l3 ')).toEqual({
      lessonId: 'uni-english.u2-l3',
      sectionId: null,
    });
    expect(citedLesson('#lesson=y1-physics-1.u1-l1&section=key-terms')?.sectionId).toBe('key-terms');
    for (const href of [
      '#lesson=',
      '#lesson=a.',
      '#lesson=a..b',
      '#lesson=a.b.c',
      '#lesson=a-.b',
      '#lesson=a.b&section=',
      '',
      undefined,
    ]) {
      expect(citedLesson(href)).toBeNull();
    }
    expect(citedQuiz(QUIZ_LINK)).toBe('0195f3a2b4c10000009f04c2d1aa');
    for (const href of [
      '#quiz=',
      '#quiz=-a',
      '#quiz=a b',
      '#quiz=a%2Fb',
      '#quiz=a&b=1',
      '#Quiz=a',
      undefined,
    ]) {
      expect(citedQuiz(href)).toBeNull();
    }
    expect(safeUrl(LESSON_LINK)).toBe(LESSON_LINK);
    expect(safeUrl(QUIZ_LINK)).toBe(QUIZ_LINK);
    // The older forms keep working.
    expect(safeUrl('#section=s2')).toBe('#section=s2');
    expect(safeUrl('#page=3')).toBe('#page=3');
  });
});

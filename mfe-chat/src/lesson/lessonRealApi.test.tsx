// /courses/ai?lesson= against the real API (api/src/index.ts with the real course catalogue and its
// default tutor, the offline study engine): the lesson's conversation opens in the chat with the
// lesson beside it (a drawer on phones), its replies cite the lesson's sections and a citation shows
// that section; the header leads back to the lesson page; a lesson the tutor cannot open says why.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { useSessionStore, type Locale } from '@nibras/shared-ui';
import {
  captureToasts,
  nodeFetch,
  patchComputedStyle,
  quietLayoutWarnings,
  realApiForFile,
  renderRemoteInEachTest,
} from '@nibras/shared-ui/testing';
import { lifecycles } from '../lifecycles';
import { msg } from '../chat/test-helpers';
import type { TutorLesson } from './api';

const render = renderRemoteInEachTest(lifecycles);
const realApi = realApiForFile('nibras-chat-lesson-ui-');
const toasts = captureToasts();
patchComputedStyle();
quietLayoutWarnings();

const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = nodeFetch({ target: () => realApi().baseUrl });
  localStorage.removeItem('nibras.chat.lessonPaneHidden');
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A JSON call to the real API as the student. */
async function call<T>(token: string, path: string): Promise<T> {
  const response = await nodeFetch()(`${realApi().baseUrl}${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  const data = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

interface CourseAnswer {
  course: { units: Array<{ lessons: Array<{ id: string; written: boolean }> }> };
}

/** The first written lesson of the catalogue and an outline lesson, from the API. */
async function lessons(token: string): Promise<{ written: TutorLesson; outlineId: string }> {
  const { courses } = await call<{ courses: Array<{ id: string; writtenLessonCount: number }> }>(
    token,
    '/courses?all=true',
  );
  const courseId = courses.find((c) => c.writtenLessonCount > 0)?.id ?? '';
  const { course } = await call<CourseAnswer>(token, `/courses/${courseId}`);
  const all = course.units.flatMap((unit) => unit.lessons);
  const writtenId = all.find((l) => l.written)?.id ?? '';
  // The university courses keep their outlines.
  const { course: outlineCourse } = await call<CourseAnswer>(token, '/courses/uni-intro-mathematics');
  const outlineId = outlineCourse.units.flatMap((unit) => unit.lessons).find((l) => !l.written)?.id ?? '';
  const { lesson } = await call<{ lesson: TutorLesson }>(token, `/lessons/${writtenId}`);
  return { written: lesson, outlineId };
}

async function signedIn() {
  const { user, accessToken } = await realApi().signUp();
  useSessionStore.getState().login(user, accessToken, { broadcast: false });
  return { accessToken, ...(await lessons(accessToken)) };
}

/** The lesson page's path, as mfe-learning's route names it. */
const lessonPage = (locale: Locale, lessonId: string) => {
  const [courseId, local] = lessonId.split('.');
  return `/${locale}/courses/${courseId}/lessons/${local}`;
};

/** Asks the tutor; resolves with the newest reply once it is there. */
async function ask(page: HTMLElement, question: string, count: number): Promise<HTMLElement> {
  const input = within(page).getByTestId<HTMLTextAreaElement>('composer-input');
  fireEvent.change(input, { target: { value: question } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(within(page).queryAllByTestId('message-model')).toHaveLength(count));
  return within(page).getAllByTestId('message-model')[count - 1]!;
}

it.each(['en', 'ar'] as const)(
  'in %s, opens the lesson’s conversation with the lesson beside it, and a citation shows its section',
  async (locale: Locale) => {
    const { accessToken, written } = await signedIn();
    const remote = await render({
      locale,
      path: '/courses/ai',
      search: `?lesson=${written.id}`,
      signedIn: false,
    });
    const start = await within(remote.container).findByTestId('page-chat-lesson-tutor');
    expect(start.querySelector('h1')?.textContent).toBe(msg(locale, 'lesson.page.title'));

    // The conversation opens in place of /courses/ai (Back returns to the lesson page).
    await waitFor(() => expect(remote.navigations).toHaveLength(1));
    const target = remote.navigations[0]!;
    expect(target.options).toEqual({ replace: true });
    expect(target.to).toMatch(new RegExp(`^/${locale}/ai-engine/conversation/[^/]+$`));
    const again = await call<{ _id: string }>(accessToken, `/lesson/${written.id}/conversation`);
    expect(target.to.endsWith(`/${again._id}`)).toBe(true);

    const page = await within(remote.container).findByTestId('page-chat-conversation');
    await waitFor(() =>
      expect(within(page).getByTestId('conversation-title').textContent).toBe(written.title[locale]),
    );
    // The way back to the lesson page.
    // It appears once the conversation (with its lesson) has loaded.
    const back = await within(page).findByTestId('lesson-back');
    expect(back.textContent).toBe(msg(locale, 'lesson.header.back'));
    expect(back.getAttribute('href')).toBe(lessonPage(locale, written.id));

    // The lesson beside the chat: its sections, key terms and worked example, in the student's language.
    const pane = await within(page).findByTestId('lesson-pane');
    expect(pane.tagName).toBe('ASIDE');
    expect(pane.getAttribute('aria-label')).toBe(
      msg(locale, 'lesson.pane.label').replace('{{title}}', written.title[locale]),
    );
    await within(pane).findByTestId('lesson-content');
    const parts = within(pane).getAllByTestId('lesson-part');
    expect(parts.map((part) => part.dataset.sectionId)).toEqual([
      ...written.sections.map((section) => section.id),
      'key-terms',
      'worked-example',
    ]);
    expect(parts.map((part) => part.querySelector('h3')?.textContent)).toEqual([
      ...written.sections.map((section) => section.heading[locale]),
      msg(locale, 'lesson.pane.keyTerms'),
      msg(locale, 'lesson.pane.workedExample'),
    ]);
    expect(parts[parts.length - 2]?.textContent).toContain(written.keyTerms[0]?.term[locale]);
    const toggle = within(page).getByTestId('lesson-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe(msg(locale, 'lesson.pane.hide'));

    // The offline tutor answers from the lesson and cites its sections; a citation shows the section.
    const reply = await ask(page, written.sections[0]!.heading[locale], 1);
    const label = locale === 'en' ? 'From the lesson' : 'من الدرس';
    expect(reply.querySelector('strong.reply-source--lesson')?.textContent).toBe(label);
    const citations = within(reply).getAllByTestId('reply-cite-section');
    const cited = citations[0]!;
    const sectionId = cited.dataset.section!;
    expect(parts.map((part) => part.dataset.sectionId)).toContain(sectionId);

    // Hidden first: the citation shows the pane again, at that section.
    fireEvent.click(toggle);
    await waitFor(() => expect(pane.hidden).toBe(true));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(cited);
    await waitFor(() => expect(pane.hidden).toBe(false));
    const part = await waitFor(() => {
      const element = pane.querySelector<HTMLElement>(`[data-section-id="${sectionId}"]`);
      expect(element?.dataset.cited).toBe('true');
      return element!;
    });
    await waitFor(() => expect(document.activeElement).toBe(part));
    expect(pane.querySelectorAll('[data-cited]')).toHaveLength(1);
    expect(toasts.filter((t) => t.kind === 'error')).toEqual([]);
  },
);

it('shows the lesson in a drawer on a phone, opened by a citation at its section', async () => {
  const { written } = await signedIn();
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...matchMedia(query),
    matches: /max-width: (767|1023)\.98px/.test(query),
  })) as typeof window.matchMedia;
  try {
    const remote = await render({
      locale: 'ar',
      path: '/courses/ai',
      search: `?lesson=${written.id}`,
      signedIn: false,
    });
    const page = await within(remote.container).findByTestId('page-chat-conversation');
    await waitFor(() =>
      expect(within(page).getByTestId('conversation-title').textContent).toBe(written.title.ar),
    );
    // Closed at first: the chat has the screen.
    expect(document.querySelector('[data-testid="lesson-pane"]')).toBeNull();
    const reply = await ask(page, written.sections[0]!.heading.ar, 1);
    const cited = within(reply).getAllByTestId('reply-cite-section')[0]!;
    fireEvent.click(cited);
    const drawer = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('[data-testid="lesson-pane"]');
      expect(element).not.toBeNull();
      return element!;
    });
    const part = await waitFor(() => {
      const element = drawer.querySelector<HTMLElement>(`[data-section-id="${cited.dataset.section}"]`);
      expect(element?.dataset.cited).toBe('true');
      return element!;
    });
    expect(part.querySelector('h3')?.textContent).toBeTruthy();
    expect(within(page).getByTestId('lesson-toggle').getAttribute('aria-expanded')).toBe('true');
  } finally {
    window.matchMedia = matchMedia;
  }
});

it.each([
  ['an unknown lesson', () => 'y1-physics-1.u99-l9'],
  ['an outline-only lesson', (outlineId: string) => outlineId],
] as const)(
  'says the tutor cannot open %s, with the API’s reason, and leads to the courses',
  async (_, id) => {
    const { outlineId } = await signedIn();
    const remote = await render({
      locale: 'en',
      path: '/courses/ai',
      search: `?lesson=${id(outlineId)}`,
      signedIn: false,
    });
    const failed = await within(remote.container).findByTestId('lesson-open-failed');
    expect(failed.textContent).toContain(msg('en', 'lesson.page.notFound'));
    expect(failed.querySelector('.chat-start__detail')?.textContent).toMatch(
      id(outlineId) === outlineId ? /only an outline/ : /does not exist/,
    );
    expect(within(failed).queryByTestId('lesson-retry')).toBeNull();
    fireEvent.click(within(failed).getByTestId('lesson-courses'));
    expect(remote.navigations).toEqual([{ to: '/en/courses' }]);
  },
);

it('without a lesson, says what the lesson tutor is and where to find it', async () => {
  await signedIn();
  const remote = await render({ locale: 'ar', path: '/courses/ai', signedIn: false });
  const empty = await within(remote.container).findByTestId('lesson-tutor-empty');
  expect(empty.textContent).toContain(msg('ar', 'lesson.page.empty.body'));
  const courses = within(empty).getByTestId('lesson-courses');
  expect(courses.getAttribute('href')).toBe('/ar/courses');
  fireEvent.click(courses);
  expect(remote.navigations).toEqual([{ to: '/ar/courses' }]);
});

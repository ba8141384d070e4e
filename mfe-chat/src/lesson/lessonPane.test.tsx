// The lesson pane when the lesson cannot be shown, against a server that speaks the chat's part of
// the contract (chat/test-helpers.tsx): a failure says so with the API's message and a retry; a lesson
// no longer in the courses (404) says so and the conversation goes on. The pane's content and the
// citations against the real API are in lessonRealApi.test.tsx.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { useSessionStore, type Locale } from '@nibras/shared-ui';
import {
  captureToasts,
  patchComputedStyle,
  quietLayoutWarnings,
  renderRemoteInEachTest,
} from '@nibras/shared-ui/testing';
import { lifecycles } from '../lifecycles';
import { STUDENT, contractServerForEachTest, msg } from '../chat/test-helpers';

const renderRemote = renderRemoteInEachTest(lifecycles);
const server = contractServerForEachTest();
const toasts = captureToasts();
patchComputedStyle();
quietLayoutWarnings();

const LESSON = 'y1-physics-1.u1-l2';

// The failure below is logged on purpose; any other console error still shows.
let consoleError: typeof console.error;
beforeAll(() => {
  consoleError = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('The lesson could not be read')) return;
    consoleError(...args);
  };
});
afterAll(() => {
  console.error = consoleError;
});
beforeEach(() => {
  localStorage.removeItem('nibras.chat.lessonPaneHidden');
});

async function openConversation(locale: Locale, id: string) {
  useSessionStore.getState().login(STUDENT, server().token, { broadcast: false });
  const remote = await renderRemote({ locale, path: `/ai-engine/conversation/${id}`, signedIn: false });
  const page = await within(remote.container).findByTestId('page-chat-conversation');
  await waitFor(() => expect(within(page).queryByTestId('conversation-loading')).toBeNull());
  return { remote, page };
}

it.each(['en', 'ar'] as const)(
  'in %s, says the lesson could not be loaded, with a retry, then that it is gone; the chat goes on',
  async (locale) => {
    const conversation = server().seed(
      'Measurement',
      [
        { sender: 'user', content: 'What is a unit?' },
        { sender: 'model', content: '**From the lesson**\nA unit [§ Units](#section=s2).' },
      ],
      { lessonId: LESSON },
    );
    server().failNext.set(`/lessons/${LESSON}`, {
      status: 503,
      message: { en: 'The courses are resting', ar: 'المقررات في استراحة' },
      times: 1,
    });
    const { remote, page } = await openConversation(locale, conversation._id);
    const pane = await within(page).findByTestId('lesson-pane');
    const failed = await within(pane).findByTestId('lesson-error');
    expect(failed.textContent).toContain(msg(locale, 'lesson.pane.failed'));
    expect(failed.textContent).toContain(locale === 'en' ? 'The courses are resting' : 'المقررات في استراحة');
    // The pane is named with the conversation's title until the lesson is there.
    expect(pane.querySelector('h2')?.textContent).toBe('Measurement');

    // Try again: this time the lesson is not in the courses any more.
    fireEvent.click(within(failed).getByTestId('lesson-retry'));
    await waitFor(() =>
      expect(within(pane).getByTestId('lesson-error').textContent).toBe(msg(locale, 'lesson.pane.gone')),
    );
    expect(within(pane).queryByTestId('lesson-retry')).toBeNull();
    expect(server().callsTo('GET', `/lessons/${LESSON}`)).toHaveLength(2);

    // The conversation goes on: its citation still shows the pane, and the way back to the lesson page.
    fireEvent.click(within(page).getByTestId('lesson-toggle'));
    await waitFor(() => expect(pane.hidden).toBe(true));
    fireEvent.click(within(page).getByTestId('reply-cite-section'));
    await waitFor(() => expect(pane.hidden).toBe(false));
    const back = within(page).getByTestId('lesson-back');
    expect(back.getAttribute('href')).toBe(`/${locale}/courses/y1-physics-1/lessons/u1-l2`);
    fireEvent.click(back);
    expect(remote.navigations).toEqual([{ to: `/${locale}/courses/y1-physics-1/lessons/u1-l2` }]);
    expect(toasts).toEqual([]);
  },
);

it('shows no lesson pane, toggle or link in a conversation without a lesson, and citations stay words', async () => {
  const conversation = server().seed('Plain', [
    { sender: 'user', content: 'Hi' },
    { sender: 'model', content: 'See [§ Units](#section=s2).' },
  ]);
  const { page } = await openConversation('en', conversation._id);
  expect(within(page).queryByTestId('lesson-toggle')).toBeNull();
  expect(within(page).queryByTestId('lesson-back')).toBeNull();
  expect(within(page).queryByTestId('lesson-pane')).toBeNull();
  expect(within(page).queryByTestId('reply-cite-section')).toBeNull();
  expect(page.querySelector('.reply-cite--text')?.textContent).toBe('§ Units');
  expect(server().callsTo('GET', /^\/lessons\//)).toEqual([]);
});

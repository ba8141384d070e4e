// The chat against the real API (api/src/index.ts with its default tutor, the offline study engine):
// a new conversation, a question answered as a stream, the list and the title that follow, a reply
// action and regenerate, over HTTP exactly as in the browser.
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
import { msg } from './test-helpers';

const render = renderRemoteInEachTest(lifecycles);
const realApi = realApiForFile('nibras-chat-ui-');
const toasts = captureToasts();
patchComputedStyle();
quietLayoutWarnings();

const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = nodeFetch({ target: () => realApi().baseUrl });
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const replies = (page: HTMLElement) => within(page).queryAllByTestId('message-model');

it.each(['en', 'ar'] as const)(
  'in %s, asks the real API’s tutor and follows its answer',
  async (locale: Locale) => {
    const { user, accessToken } = await realApi().signUp();
    useSessionStore.getState().login(user, accessToken, { broadcast: false });
    const remote = await render({ locale, path: '/ai-engine', signedIn: false });

    // A new conversation, opened in place of /ai-engine.
    await waitFor(() => expect(remote.navigations).toHaveLength(1));
    expect(remote.navigations[0]?.options).toEqual({ replace: true });
    const page = await within(remote.container).findByTestId('page-chat-conversation');
    const title = () => within(page).getByTestId('conversation-title').textContent;
    await waitFor(() => expect(title()).toBe(locale === 'en' ? 'New conversation' : 'محادثة جديدة'));
    // The offline study engine answers, and says so.
    expect((await within(page).findByTestId('provider-badge')).textContent).toBe(
      msg(locale, 'chat.provider.offline'),
    );

    const question =
      locale === 'en'
        ? 'Summarize: plants make food by photosynthesis. They need sunlight, water and carbon dioxide.'
        : 'لخص: تصنع النباتات غذاءها بالبناء الضوئي. وتحتاج إلى ضوء الشمس والماء وثاني أكسيد الكربون.';
    const input = within(page).getByTestId<HTMLTextAreaElement>('composer-input');
    fireEvent.change(input, { target: { value: question } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await within(page).findByTestId('message-user')).textContent).toContain(question);
    await waitFor(() => expect(replies(page)).toHaveLength(1));
    const reply = replies(page)[0]!;
    expect(reply.textContent?.length).toBeGreaterThan(20);
    expect(within(reply).getByRole('toolbar')).toBeTruthy();
    expect(toasts.filter((t) => t.kind === 'error')).toEqual([]);

    // The first exchange named the conversation; the list shows it.
    await waitFor(() => expect(title()).not.toBe(locale === 'en' ? 'New conversation' : 'محادثة جديدة'));
    await waitFor(() =>
      expect(within(page).getAllByTestId('conversation-link')[0]?.textContent).toBe(title()),
    );

    // A reply action, then regenerate the newest reply.
    fireEvent.click(within(reply).getByTestId('reply-summarize'));
    await waitFor(() => expect(replies(page)).toHaveLength(2));
    expect(within(page).getAllByTestId('message-user')[1]?.textContent).toContain(
      msg(locale, 'chat.actions.prompts.summarize'),
    );
    const before = replies(page)[1]?.dataset.messageId;
    fireEvent.click(within(replies(page)[1]!).getByTestId('reply-regenerate'));
    await waitFor(() => {
      expect(replies(page)).toHaveLength(2);
      expect(replies(page)[1]?.dataset.messageId).not.toBe(before);
    });
    expect(toasts.filter((t) => t.kind === 'error')).toEqual([]);
  },
);

// /ai-engine against the real API (api/src/index.ts, its offline study engine): opening it again and
// again gives the student's empty conversation, not a new "New conversation" each time; once that
// one has a message, the next visit starts another. The empty conversation greets a new student with
// a welcome and a returning one with "welcome back".
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { useSessionStore, type Locale } from '@nibras/shared-ui';
import {
  nodeFetch,
  patchComputedStyle,
  quietLayoutWarnings,
  realApiForFile,
  renderRemoteInEachTest,
} from '@nibras/shared-ui/testing';
import { lifecycles } from '../lifecycles';
import { msg } from './test-helpers';

const render = renderRemoteInEachTest(lifecycles);
const realApi = realApiForFile('nibras-chat-new-');
patchComputedStyle();
quietLayoutWarnings();

const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = nodeFetch({ target: () => realApi().baseUrl });
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const idOf = (to: string | undefined) => /\/ai-engine\/conversation\/([^/?#]+)$/.exec(to ?? '')?.[1];

// In Arabic (the contract tests, EmptyState.test.tsx, cover both languages).
it('in Arabic, /ai-engine gives the same empty conversation until it has a message', async () => {
  const locale: Locale = 'ar';
  const { user, accessToken } = await realApi().signUp();
  useSessionStore.getState().login(user, accessToken, { broadcast: false });
  const remote = await render({ locale, path: '/ai-engine', signedIn: false });
  // The first page of the file loads the remote's code: slower than the visits after it.
  await waitFor(() => expect(remote.navigations).toHaveLength(1));
  const first = idOf(remote.navigations[0]?.to);
  expect(first).toBeTruthy();
  const greeting = () => within(remote.container).getByTestId('chat-greeting');
  // A new student: welcomed.
  await waitFor(() => expect(greeting().dataset.visit).toBe('first'));
  expect(greeting().textContent).toBe(msg(locale, 'chat.empty.greeting.first'));

  // The AI button again, twice: the same conversation.
  for (const visit of [2, 3]) {
    await remote.navigate(`/${locale}/ai-engine`);
    await waitFor(() => expect(remote.navigations).toHaveLength(visit));
    expect(idOf(remote.navigations.at(-1)?.to)).toBe(first);
  }

  // A question in it: the next visit starts another, and welcomes the student back.
  const page = await within(remote.container).findByTestId('page-chat-conversation');
  const input = within(page).getByTestId<HTMLTextAreaElement>('composer-input');
  fireEvent.change(input, {
    target: {
      value:
        'لخّص هذا النص: تصنع النباتات غذاءها بالبناء الضوئي. وتحتاج إلى ضوء الشمس والماء وثاني أكسيد الكربون.',
    },
  });
  // The conversation page has just opened: Enter once Send can send.
  await waitFor(() =>
    expect(within(page).getByTestId<HTMLButtonElement>('composer-send').disabled).toBe(false),
  );
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(within(page).getAllByTestId('message-model')).toHaveLength(1));

  await remote.navigate(`/${locale}/ai-engine`);
  await waitFor(() => expect(remote.navigations).toHaveLength(4));
  const second = idOf(remote.navigations.at(-1)?.to);
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
  await waitFor(() => expect(greeting().dataset.visit).toBe('returning'));
  expect(greeting().textContent).toBe(msg(locale, 'chat.empty.greeting.returning'));
  await waitFor(() => expect(within(remote.container).getAllByTestId('conversation-item')).toHaveLength(2));
}, 60_000);

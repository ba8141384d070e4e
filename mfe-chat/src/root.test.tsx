import { within } from '@testing-library/dom';
import {
  describeRemote,
  expectNotFound,
  expectPage,
  localePath,
  messageAt,
  quietLayoutWarnings,
  renderRemoteInEachTest,
} from '@nibras/shared-ui/testing';
import { lifecycles } from './lifecycles';
import { CHAT_ROUTES } from './routes';
import { ar, en } from './locales/index';

const messages = { en, ar };

// No API answers here (the harness's unused URL): the pages log what they could not read or create.
// Those lines are expected; any other console error still shows.
const EXPECTED_LOGS =
  /^(A new conversation could not be created|The file’s conversation could not be opened|The lesson’s conversation could not be opened|The conversation list could not be read|The tutor information could not be read)/;
const consoleError = console.error;
beforeAll(() => {
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && EXPECTED_LOGS.test(args[0])) return;
    consoleError(...args);
  };
});
afterAll(() => {
  console.error = consoleError;
});
quietLayoutWarnings();

// The pages' behaviour with an API is tested in chat/*.test.tsx and saved/*.test.tsx.
describeRemote({
  name: 'mfe_chat',
  lifecycles,
  messages,
  routes: CHAT_ROUTES.map((r) => r.sample ?? r.path),
  pages: [
    { path: '/ai-engine', pageId: 'chat-ai-engine', titleKey: 'chat.aiEngine.title' },
    {
      path: '/ai-engine/conversation/demo-1',
      pageId: 'chat-conversation',
      titleKey: 'chat.conversation.title',
    },
    { path: '/saved', pageId: 'chat-saved', titleKey: 'saved.title' },
    { path: '/courses/ai', pageId: 'chat-lesson-tutor', titleKey: 'lesson.page.title' },
  ],
  unknownPaths: [
    '/ai-engine/no-such-page',
    '/ai-engine/conversation',
    '/ai-engine/conversation/abc/extra',
    '/saved/no-such-page',
    '/courses/ai/no-such-page',
  ],
});

describe('mfe_chat conversation page', () => {
  const render = renderRemoteInEachTest(lifecycles);

  it.each(['en', 'ar'] as const)('opens the conversation of the path in %s', async (locale) => {
    const { container } = await render({ locale, path: '/ai-engine/conversation/6650f1c2a9' });
    const page = await expectPage(
      container,
      'chat-conversation',
      messageAt(messages, locale, 'chat.conversation.title'),
    );
    expect(within(page).getByTestId('conversation-view').dataset.conversationId).toBe('6650f1c2a9');
    // Unreachable API: the conversation says it could not be loaded, the list says "Error".
    await within(page).findByTestId('conversation-error');
    expect((await within(page).findByTestId('list-error')).textContent).toContain(
      messageAt(messages, locale, 'chat.list.error'),
    );
  });

  it('follows the id when the shell moves to another conversation', async () => {
    const remote = await render({ locale: 'en', path: '/ai-engine/conversation/first' });
    const view = () => within(remote.container).getByTestId('conversation-view');
    await within(remote.container).findByTestId('conversation-view');
    expect(view().dataset.conversationId).toBe('first');
    await remote.navigate(localePath('en', '/ai-engine/conversation/second'));
    expect(view().dataset.conversationId).toBe('second');
    await remote.navigate(localePath('en', '/ai-engine/conversation'));
    await expectNotFound(remote.container, 'en');
  });

  it('opens an uploaded file’s conversation from ?file= (and says so when the API cannot be reached)', async () => {
    const { container } = await render({ locale: 'ar', path: '/ai-engine', search: '?file=abc123' });
    const page = await expectPage(
      container,
      'chat-ai-engine',
      messageAt(messages, 'ar', 'chat.aiEngine.title'),
    );
    expect(within(page).getByTestId('creating').textContent).toBe(
      messageAt(messages, 'ar', 'viewer.open.opening'),
    );
    await within(page).findByTestId('file-open-failed');
  });
});

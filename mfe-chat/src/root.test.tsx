import { within } from '@testing-library/dom';
import {
  describeRemote,
  expectNotFound,
  expectPage,
  localePath,
  messageAt,
  renderRemoteInEachTest,
} from '@nibras/shared-ui/testing';
import { lifecycles } from './lifecycles';
import { CHAT_ROUTES } from './routes';
import { ar, en } from './locales/index';

const messages = { en, ar };

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
    { path: '/saved', pageId: 'chat-saved', titleKey: 'chat.saved.title' },
  ],
  unknownPaths: [
    '/ai-engine/no-such-page',
    '/ai-engine/conversation',
    '/ai-engine/conversation/abc/extra',
    '/saved/no-such-page',
  ],
});

describe('mfe_chat conversation page', () => {
  const render = renderRemoteInEachTest(lifecycles);

  it.each(['en', 'ar'] as const)('shows the conversation id from the path in %s', async (locale) => {
    const { container } = await render({ locale, path: '/ai-engine/conversation/6650f1c2a9' });
    const page = await expectPage(
      container,
      'chat-conversation',
      messageAt(messages, locale, 'chat.conversation.title'),
    );
    expect(within(page).getByTestId('conversation-id').textContent).toBe('6650f1c2a9');
    expect(within(page).getByText(messageAt(messages, locale, 'chat.conversation.idLabel'))).toBeTruthy();
  });

  it('follows the id when the shell moves to another conversation', async () => {
    const remote = await render({ locale: 'en', path: '/ai-engine/conversation/first' });
    await within(remote.container).findByText('first');
    await remote.navigate(localePath('en', '/ai-engine/conversation/second'));
    expect(within(remote.container).getByTestId('conversation-id').textContent).toBe('second');
    await remote.navigate(localePath('en', '/ai-engine/conversation'));
    await expectNotFound(remote.container, 'en');
  });

  it('accepts a query string on the AI engine (opening an uploaded file)', async () => {
    const { container } = await render({ locale: 'ar', path: '/ai-engine', search: '?file=abc123' });
    await expectPage(container, 'chat-ai-engine', messageAt(messages, 'ar', 'chat.aiEngine.title'));
  });
});

// A conversation opened at one of its messages (`?message=`: /saved's "Open in conversation"),
// through the remote's real lifecycles against the contract server (test-helpers.tsx). jsdom has no
// layout: every scroll the list makes is recorded (scrollIntoView calls and writes of its scrollTop),
// and the last one must leave the saved reply in the middle of the list, not the list at its end.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { useSessionStore, type Locale } from '@nibras/shared-ui';
import { quietLayoutWarnings, renderRemoteInEachTest } from '@nibras/shared-ui/testing';
import { lifecycles } from '../lifecycles';
import { STUDENT, contractServerForEachTest } from './test-helpers';

const renderRemote = renderRemoteInEachTest(lifecycles);
const server = contractServerForEachTest();
quietLayoutWarnings();

type Scroll = { kind: 'into'; id: string; options: unknown } | { kind: 'top'; to: number };

/** Records the scrolls for the test's duration; the message list is 4,000 px tall. */
function recordScrolls(): { scrolls: Scroll[]; restore(): void } {
  const scrolls: Scroll[] = [];
  const into = Element.prototype.scrollIntoView;
  const top = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop');
  const height = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight');
  Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
    scrolls.push({ kind: 'into', id: this.id, options });
  };
  Object.defineProperty(Element.prototype, 'scrollTop', {
    configurable: true,
    get: () => 0,
    set(this: Element, to: number) {
      if ((this as HTMLElement).dataset.testid === 'message-list') scrolls.push({ kind: 'top', to });
    },
  });
  Object.defineProperty(Element.prototype, 'scrollHeight', {
    configurable: true,
    get(this: Element) {
      return (this as HTMLElement).dataset.testid === 'message-list' ? 4000 : 0;
    },
  });
  return {
    scrolls,
    restore() {
      Element.prototype.scrollIntoView = into;
      if (top) Object.defineProperty(Element.prototype, 'scrollTop', top);
      if (height) Object.defineProperty(Element.prototype, 'scrollHeight', height);
    },
  };
}

let recorder: ReturnType<typeof recordScrolls>;
beforeEach(() => {
  recorder = recordScrolls();
});
afterEach(() => recorder.restore());

/** A long conversation: 6 questions and their replies; the saved reply is the fourth reply. */
function longConversation() {
  const messages = Array.from({ length: 6 }, (_, i) => [
    { sender: 'user' as const, content: `Question ${i + 1}` },
    { sender: 'model' as const, content: `Answer ${i + 1}, with **Markdown**.` },
  ]).flat();
  const conversation = server().seed('Long talk', messages);
  return { conversation, saved: conversation.messages[7]! };
}

async function open(locale: Locale, path: string) {
  useSessionStore.getState().login(STUDENT, server().token, { broadcast: false });
  const remote = await renderRemote({ locale, path, signedIn: false });
  const page = await within(remote.container).findByTestId('page-chat-conversation');
  await waitFor(() => expect(within(page).queryByTestId('conversation-loading')).toBeNull());
  return page;
}

/** Lets the effects that follow the first drawing run (passive effects, the list's first page). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('a conversation opened at a saved reply', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, scrolls the saved reply to the middle once the messages are drawn, and leaves it there',
    async (locale) => {
      const { conversation, saved } = longConversation();
      const page = await open(locale, `/ai-engine/conversation/${conversation._id}?message=${saved._id}`);
      const item = within(page)
        .getAllByTestId('message-model')
        .find((li) => li.dataset.messageId === saved._id)!;
      expect(item.textContent).toContain('Answer 4,');
      expect(item.className).toContain('chat-msg--highlight');
      await settle();
      // Called on the saved reply's own element, centred; nothing scrolled the list after it.
      const intoView = recorder.scrolls.filter((s) => s.kind === 'into');
      expect(intoView).toEqual([{ kind: 'into', id: item.id, options: { block: 'center' } }]);
      expect(recorder.scrolls.at(-1)).toEqual(intoView[0]);
      expect(document.activeElement).toBe(item);
    },
  );

  it('still goes to the newest message when the student sends one', async () => {
    const { conversation, saved } = longConversation();
    const page = await open('en', `/ai-engine/conversation/${conversation._id}?message=${saved._id}`);
    await settle();
    const input = within(page).getByTestId<HTMLTextAreaElement>('composer-input');
    fireEvent.change(input, { target: { value: 'One more question' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(recorder.scrolls.at(-1)).toEqual({ kind: 'top', to: 4000 }));
  });

  it('without ?message=, opens at the newest message', async () => {
    const { conversation } = longConversation();
    await open('en', `/ai-engine/conversation/${conversation._id}`);
    await settle();
    expect(recorder.scrolls.filter((s) => s.kind === 'into')).toEqual([]);
    expect(recorder.scrolls.at(-1)).toEqual({ kind: 'top', to: 4000 });
  });
});

// The AI tutor pages through the remote's real lifecycles (as the shell mounts them), talking over
// HTTP to a server that speaks the tutor's contract (test-helpers.tsx).
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { bus, useSessionStore, type Locale } from '@nibras/shared-ui';
import {
  blobBytes,
  captureToasts,
  loadBeforeTests,
  quietLayoutWarnings,
  renderRemoteInEachTest,
  stubObjectUrls,
  watchTimeouts,
} from '@nibras/shared-ui/testing';
import { lifecycles } from '../lifecycles';
import { SEARCH_DEBOUNCE_MS } from './ConversationList';
import { CREATE_DELAY_MS, NewConversationPage } from './NewConversationPage';
import {
  PNG_BYTES,
  STUDENT,
  ScriptFailure,
  contractClient,
  contractServerForEachTest,
  frameRenderer,
  gate,
  msg,
  until,
} from './test-helpers';

// afterEach hooks run in the order declared: the pages unmount before the server closes.
const renderFramed = frameRenderer();
const renderRemote = renderRemoteInEachTest(lifecycles);
const server = contractServerForEachTest();
const toasts = captureToasts();
const objectUrls = stubObjectUrls();
quietLayoutWarnings();
// The remote's code (its root and every page, Markdown and math) loads once, before the tests.
loadBeforeTests(
  () => import('../root'),
  () => import('../locales/index'),
);

async function open(locale: Locale, path: string, search = '') {
  useSessionStore.getState().login(STUDENT, server().token, { broadcast: false });
  const remote = await renderRemote({ locale, path, search, signedIn: false });
  return remote;
}

/** Opens a conversation page and waits for its messages (or its empty state). */
async function openConversation(locale: Locale, id: string, search = '') {
  const remote = await open(locale, `/ai-engine/conversation/${id}`, search);
  const page = await within(remote.container).findByTestId('page-chat-conversation');
  await waitFor(() => expect(within(page).queryByTestId('conversation-loading')).toBeNull());
  return { remote, page };
}

const input = (page: HTMLElement) => within(page).getByTestId<HTMLTextAreaElement>('composer-input');
function sendText(page: HTMLElement, text: string) {
  fireEvent.change(input(page), { target: { value: text } });
  fireEvent.keyDown(input(page), { key: 'Enter' });
}
const replies = (page: HTMLElement) => within(page).queryAllByTestId('message-model');
const title = (page: HTMLElement) => within(page).getByTestId('conversation-title').textContent;

describe('/ai-engine', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, creates one conversation after ~100 ms and opens it in its place',
    async (locale) => {
      // "After ~100 ms" as the order of events: the page asks for the conversation when its
      // CREATE_DELAY_MS timer fires, and not before; what the page showed then is recorded.
      expect(CREATE_DELAY_MS).toBe(100);
      const whenFired: Array<{ posts: number; status: string | null }> = [];
      const pause = watchTimeouts(CREATE_DELAY_MS, () =>
        whenFired.push({
          posts: server().callsTo('POST', '/conversations').length,
          status: document.querySelector('[data-testid="creating"]')?.textContent ?? null,
        }),
      );
      try {
        const remote = await open(locale, '/ai-engine');
        const page = await within(remote.container).findByTestId('page-chat-ai-engine');
        expect(page.querySelector('h1')?.textContent).toBe(msg(locale, 'chat.aiEngine.title'));
        expect(within(page).getByRole('status').textContent).toBe(msg(locale, 'chat.aiEngine.creating'));

        await waitFor(() => expect(remote.navigations).toHaveLength(1));
        // The pause ended with "Creating…" on screen and nothing asked yet; then the one POST.
        expect(whenFired).toEqual([{ posts: 0, status: msg(locale, 'chat.aiEngine.creating') }]);
        const [created] = [...server().conversations.values()];
        expect(remote.navigations[0]).toEqual({
          to: `/${locale}/ai-engine/conversation/${created?._id}`,
          options: { replace: true },
        });
        const posts = server().callsTo('POST', '/conversations');
        expect(posts).toHaveLength(1);
        expect(posts[0]?.headers['accept-language']).toBe(locale);
        // The conversation page follows, titled as the API named it.
        const conversation = await within(remote.container).findByTestId('page-chat-conversation');
        await waitFor(() =>
          expect(title(conversation)).toBe(locale === 'en' ? 'New conversation' : 'محادثة جديدة'),
        );
        // Nothing can create a second one: the page that would is gone, and no pause is left to end.
        expect(within(remote.container).queryByTestId('page-chat-ai-engine')).toBeNull();
        expect(pause.pending).toBe(0);
        expect(server().callsTo('POST', '/conversations')).toHaveLength(1);
      } finally {
        pause.restore();
      }
    },
  );

  it('creates it once even when React runs the effects twice (StrictMode)', async () => {
    const api = contractClient(server());
    const pause = watchTimeouts(CREATE_DELAY_MS);
    try {
      const { navigations } = await renderFramed(<NewConversationPage />, {
        locale: 'en',
        api,
        path: '/ai-engine',
        strict: true,
      });
      await waitFor(() => expect(navigations).toHaveLength(1));
      // StrictMode's first effect cleared its pause; the second one's fired; none is left to fire.
      expect({ fired: pause.fired, pending: pause.pending }).toEqual({ fired: 1, pending: 0 });
      expect(server().callsTo('POST', '/conversations')).toHaveLength(1);
      expect(navigations[0]?.replace).toBe(true);
    } finally {
      pause.restore();
    }
    // `?file=` opens the file's conversation instead: fileConversation.test.tsx.
  });

  it('logs a failed creation and offers to try again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server().failNext.set('/conversations', { status: 503, message: { en: 'Down', ar: 'متوقف' }, times: 1 });
    try {
      const remote = await open('ar', '/ai-engine');
      const failed = await within(remote.container).findByTestId('create-failed');
      expect(failed.getAttribute('role')).toBe('alert');
      expect(error).toHaveBeenCalledWith('A new conversation could not be created', expect.anything());
      expect(remote.navigations).toEqual([]);
      fireEvent.click(within(failed).getByTestId('create-retry'));
      await within(remote.container).findByTestId('creating');
      await waitFor(() => expect(remote.navigations).toHaveLength(1));
      expect(server().callsTo('POST', '/conversations')).toHaveLength(2);
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
    }
  });
});

describe('a conversation', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, sends at once, shows the tutor typing, streams the reply, then refreshes the list',
    async (locale) => {
      server().seed('Older talk', [
        { sender: 'user', content: 'Hi' },
        { sender: 'model', content: 'Hello' },
      ]);
      const conversation = server().seed(locale === 'en' ? 'New conversation' : 'محادثة جديدة');
      const first = gate();
      const rest = gate();
      server().script = async (reply) => {
        await first.opened;
        await reply.token(locale === 'en' ? 'Photosynthesis ' : 'البناء الضوئي ');
        await rest.opened;
        await reply.token(locale === 'en' ? 'makes **sugar**.' : 'يصنع **السكر**.');
      };
      const { page } = await openConversation(locale, conversation._id);
      // The list: newest first, this one marked.
      await waitFor(() => expect(within(page).getAllByTestId('conversation-item')).toHaveLength(2));
      const [active] = within(page).getAllByTestId('conversation-link');
      expect(active?.getAttribute('aria-current')).toBe('page');
      // An empty conversation teaches what to ask.
      expect(within(page).getByTestId('chat-empty').textContent).toContain(msg(locale, 'chat.empty.title'));

      const question = locale === 'en' ? 'What is photosynthesis?' : 'ما هو البناء الضوئي؟';
      sendText(page, question);
      const mine = await within(page).findByTestId('message-user');
      expect(mine.textContent).toContain(question);
      expect(within(mine).getByText(question).getAttribute('dir')).toBe('auto');
      const typing = await within(page).findByTestId('typing-indicator');
      expect(typing.getAttribute('role')).toBe('status');
      expect(typing.textContent).toBe(msg(locale, 'chat.messages.typing'));
      expect(within(page).getByTestId('composer-stop')).toBeTruthy();

      first.open();
      const streaming = await within(page).findByTestId('reply-streaming');
      expect(streaming.textContent).toContain(locale === 'en' ? 'Photosynthesis' : 'البناء الضوئي');
      expect(within(page).queryByTestId('typing-indicator')).toBeNull();
      // Not announced word by word.
      expect(within(page).getByTestId('reply-announcer').textContent).toBe('');

      rest.open();
      await waitFor(() => expect(replies(page)).toHaveLength(1));
      const reply = replies(page)[0]!;
      expect(reply.querySelector('strong')?.textContent).toBe(locale === 'en' ? 'sugar' : 'السكر');
      expect(within(reply).getByRole('toolbar').getAttribute('aria-label')).toBe(
        msg(locale, 'chat.actions.toolbar'),
      );
      expect(within(page).getByTestId('reply-announcer').textContent).toBe(
        msg(locale, 'chat.status.replied'),
      );
      expect(within(page).getByTestId('composer-send')).toBeTruthy();
      // The list was read again: the conversation has its title from the question, at the top.
      await waitFor(() => expect(title(page)).toBe(question));
      await waitFor(() =>
        expect(within(page).getAllByTestId('conversation-link')[0]?.textContent).toBe(question),
      );
      expect(server().callsTo('GET', '/conversations').length).toBeGreaterThanOrEqual(2);
    },
  );

  it('stops a reply: the text so far stays, marked stopped', async () => {
    const conversation = server().seed('T');
    server().script = async (reply) => {
      await reply.token('The first half');
      await new Promise((resolve) => reply.signal.addEventListener('abort', resolve));
    };
    const { page } = await openConversation('en', conversation._id);
    sendText(page, 'Explain gravity');
    await within(page).findByTestId('reply-streaming');
    fireEvent.click(within(page).getByTestId('composer-stop'));
    const note = await within(page).findByTestId('message-stopped');
    expect(note.textContent).toBe(msg('en', 'chat.messages.stopped'));
    expect(replies(page)[0]?.textContent).toContain('The first half');
    expect(server().callsTo('POST', `/ai-conversations/${conversation._id}/stop`)).toHaveLength(1);
    expect(within(page).getByTestId('reply-announcer').textContent).toBe(msg('en', 'chat.status.stopped'));
  });

  it('regenerates the last reply, and only the last one has the button', async () => {
    const conversation = server().seed('T', [
      { sender: 'user', content: 'Q1' },
      { sender: 'model', content: 'A1' },
      { sender: 'user', content: 'Q2' },
      { sender: 'model', content: 'Old answer' },
    ]);
    server().tutor.hintFirst = true;
    server().script = async (reply) => {
      await reply.token('A better answer');
    };
    const { page } = await openConversation('en', conversation._id);
    await waitFor(() => expect(replies(page)).toHaveLength(2));
    // Hint-first starts as GET /tutor says.
    await waitFor(() =>
      expect(within(page).getByTestId('hint-first').getAttribute('aria-checked')).toBe('true'),
    );
    expect(within(replies(page)[0]!).queryByTestId('reply-regenerate')).toBeNull();
    fireEvent.click(within(replies(page)[1]!).getByTestId('reply-regenerate'));
    await waitFor(() => expect(replies(page)[1]?.textContent).toContain('A better answer'));
    expect(replies(page)).toHaveLength(2);
    const [call] = server().callsTo('POST', `/ai-conversations/${conversation._id}/regenerate`);
    expect(call?.query).toEqual({ hintFirst: 'true' });
  });

  it('shows the API’s message when the reply fails, keeps the question and answers it on “Try again”', async () => {
    const conversation = server().seed('T');
    const failure = { en: 'The tutor is unavailable right now.', ar: 'المعلّم غير متاح الآن.' };
    server().script = async () => {
      throw new ScriptFailure(failure, 503);
    };
    const { page } = await openConversation('ar', conversation._id);
    sendText(page, 'سؤالي');
    await waitFor(() => expect(toasts.at(-1)).toEqual({ kind: 'error', text: failure.ar }));
    const unanswered = await within(page).findByTestId('message-unanswered');
    expect(within(page).getByTestId('message-user').textContent).toContain('سؤالي');
    server().script = async (reply) => {
      await reply.token('الإجابة');
    };
    fireEvent.click(within(unanswered).getByTestId('message-retry'));
    await waitFor(() => expect(replies(page)).toHaveLength(1));
    expect(within(page).queryByTestId('message-unanswered')).toBeNull();
  });

  it('gives back the question and the picture when the API refuses them before answering', async () => {
    const conversation = server().seed('T');
    const { page } = await openConversation('en', conversation._id);
    const file = within(page).getByTestId<HTMLInputElement>('composer-file');
    Object.defineProperty(file, 'files', {
      value: [new File(['GIF? no'], 'photo.png', { type: 'image/png' })],
    });
    fireEvent.change(file);
    fireEvent.click(await within(document.body).findByTestId('crop-done'));
    await within(page).findByTestId('composer-attachment');
    sendText(page, 'What is in this picture?');
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ kind: 'error', text: 'file must be a PNG, JPEG, WebP or GIF image' }),
    );
    await waitFor(() => expect(input(page).value).toBe('What is in this picture?'));
    expect(within(page).getByTestId('composer-attachment')).toBeTruthy();
    expect(within(page).queryByTestId('message-user')).toBeNull();
  });

  it('sends a picture with the hint-first choice, and shows it as a thumbnail', async () => {
    const conversation = server().seed('T');
    server().tutor.hintFirst = true;
    const { page } = await openConversation('en', conversation._id);
    const hint = within(page).getByTestId('hint-first');
    await waitFor(() => expect(hint.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(hint);
    await waitFor(() => expect(hint.getAttribute('aria-checked')).toBe('false'));
    const file = within(page).getByTestId<HTMLInputElement>('composer-file');
    Object.defineProperty(file, 'files', {
      value: [new File([PNG_BYTES], 'leaf.png', { type: 'image/png' })],
    });
    fireEvent.change(file);
    fireEvent.click(await within(document.body).findByTestId('crop-done'));
    await within(page).findByTestId('composer-attachment');
    fireEvent.click(within(page).getByTestId('composer-send'));
    await waitFor(() => expect(replies(page)).toHaveLength(1));
    const [call] = server().callsTo('POST', `/ai-conversations/${conversation._id}/messages`);
    expect(call?.fields).toEqual({ message: '', hintFirst: 'false' });
    expect(call?.file).toMatchObject({ name: 'leaf.png', type: 'image/png' });
    const thumbnail = within(page).getByTestId('message-image');
    expect(thumbnail.getAttribute('src')).toMatch(/\/uploads\/.+\.png$/);
    expect(thumbnail.getAttribute('alt')).toBe(msg('en', 'chat.messages.imageAlt'));
  });

  it('says which provider answers: “Offline mode” explains what the study engine can do', async () => {
    const conversation = server().seed('T');
    server().tutor.provider = { kind: 'offline', model: 'nibras-offline' };
    const { page } = await openConversation('ar', conversation._id);
    const badge = await within(page).findByTestId('provider-badge');
    expect(badge.textContent).toBe(msg('ar', 'chat.provider.offline'));
    fireEvent.click(badge);
    const details = await within(document.body).findByTestId('offline-details');
    expect(details.textContent).toContain(msg('ar', 'chat.provider.offlineCan.translate'));
  });

  it('scrolls to and highlights the message of ?message=', async () => {
    const conversation = server().seed('T', [
      { sender: 'user', content: 'Q1' },
      { sender: 'model', content: 'A1' },
      { sender: 'user', content: 'Q2' },
    ]);
    const target = conversation.messages[1]!;
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    const { page } = await openConversation('en', conversation._id, `?message=${target._id}`);
    const element = await within(page).findByText('A1');
    const item = element.closest('li')!;
    expect(item.className).toContain('chat-msg--highlight');
    expect(scrolled).toEqual([item.id]);
    expect(document.activeElement).toBe(item);
  });

  it('says a conversation that does not exist does not, and offers a new one', async () => {
    const { remote, page } = await openConversation('en', 'gone');
    const error = within(page).getByTestId('conversation-error');
    expect(error.textContent).toContain(msg('en', 'chat.conversation.notFound'));
    fireEvent.click(within(error).getByTestId('conversation-new'));
    expect(remote.navigations.at(-1)).toEqual({ to: '/en/ai-engine' });
  });
});

describe('reply actions', () => {
  const seeded = () =>
    server().seed('Cells', [
      { sender: 'user', content: 'What is a cell?' },
      { sender: 'model', content: 'A cell is the **unit** of life.\n\n- membrane\n- nucleus' },
    ]);

  it.each([
    ['en', 'summarize', 'Summarize this reply'],
    ['ar', 'translate', 'ترجم هذا الرد'],
  ] as const)('in %s, %s asks the tutor about that reply', async (locale, action, text) => {
    const conversation = seeded();
    const { page } = await openConversation(locale, conversation._id);
    const reply = (await within(page).findAllByTestId('message-model'))[0]!;
    const button = within(reply).getByTestId(`reply-${action}`);
    expect(button.getAttribute('aria-label')).toBe(msg(locale, `chat.actions.${action}`));
    fireEvent.click(button);
    await waitFor(() => expect(replies(page)).toHaveLength(2));
    const [call] = server().callsTo('POST', `/ai-conversations/${conversation._id}/messages`);
    expect(call?.fields).toEqual({
      message: text,
      action,
      replyTo: conversation.messages[1]?._id,
      hintFirst: 'false',
    });
    expect(within(page).getAllByTestId('message-user').at(-1)?.textContent).toContain(text);
  });

  it('copies a reply as text and says so', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { page } = await openConversation('en', seeded()._id);
    fireEvent.click((await within(page).findAllByTestId('reply-copy'))[0]!);
    await waitFor(() => expect(toasts.at(-1)).toEqual({ kind: 'success', text: 'Copied to clipboard' }));
    expect(writeText).toHaveBeenCalledWith('A cell is the unit of life.\n\n• membrane\n• nucleus');
  });

  it('opens the save dialog with the reply', async () => {
    const { page } = await openConversation('en', seeded()._id);
    fireEvent.click((await within(page).findAllByTestId('reply-save'))[0]!);
    const dialog = await within(document.body).findByTestId('save-dialog');
    expect(dialog.querySelector('textarea')?.value).toContain('A cell is the **unit** of life.');
  });

  /** The browser's speech synthesis with these voices, until `restore()`. */
  function fakeSpeech(voices: Array<{ name: string; lang: string }>) {
    const spoken: Array<{ text: string; lang: string; rate: number; voice: { name: string } | null }> = [];
    const cancel = jest.fn();
    class Utterance {
      lang = '';
      voice = null;
      rate = 1;
      onend = null;
      onerror = null;
      constructor(readonly text: string) {}
    }
    Object.assign(window, {
      SpeechSynthesisUtterance: Utterance,
      speechSynthesis: {
        getVoices: () => voices,
        speak: (u: (typeof spoken)[number]) => spoken.push(u),
        cancel,
      },
    });
    const restore = () => {
      delete (window as { speechSynthesis?: unknown }).speechSynthesis;
      delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
    };
    return { spoken, cancel, restore };
  }

  it('reads a reply aloud with the student’s voice and speed, and stops on a second press', async () => {
    const { spoken, cancel, restore } = fakeSpeech([
      { name: 'Samantha', lang: 'en-US' },
      { name: 'Daniel', lang: 'en-GB' },
    ]);
    try {
      const { page } = await openConversation('en', seeded()._id);
      const listen = (await within(page).findAllByTestId('reply-listen'))[0]!;
      fireEvent.click(listen);
      await waitFor(() => expect(spoken).toHaveLength(1));
      expect(spoken[0]).toMatchObject({ text: 'A cell is the unit of life.\nmembrane\nnucleus', rate: 1.25 });
      expect(spoken[0]?.voice?.name).toBe('Daniel');
      await waitFor(() => expect(listen.getAttribute('aria-pressed')).toBe('true'));
      expect(listen.getAttribute('aria-label')).toBe(msg('en', 'chat.actions.stopListening'));
      const cancelled = cancel.mock.calls.length;
      fireEvent.click(listen);
      await waitFor(() => expect(listen.getAttribute('aria-pressed')).toBe('false'));
      expect(cancel.mock.calls.length).toBe(cancelled + 1);
      expect(toasts).toEqual([]);
    } finally {
      restore();
    }
  });

  it('says so when the device has no voice for the reply’s language', async () => {
    const { spoken, restore } = fakeSpeech([{ name: 'Microsoft Hamed', lang: 'ar-SA' }]);
    try {
      const { page } = await openConversation('ar', seeded()._id);
      const listen = (await within(page).findAllByTestId('reply-listen'))[0]!;
      fireEvent.click(listen);
      await waitFor(() =>
        expect(toasts.at(-1)).toEqual({ kind: 'error', text: msg('ar', 'chat.actions.listenNoVoice.en') }),
      );
      await waitFor(() => expect(listen.getAttribute('aria-pressed')).toBe('false'));
      expect(spoken).toEqual([]);
    } finally {
      restore();
    }
  });

  it('has no Listen button where the browser cannot speak', async () => {
    const { page } = await openConversation('en', seeded()._id);
    const toolbar = (await within(page).findAllByTestId('reply-actions'))[0]!;
    expect(within(toolbar).queryByTestId('reply-listen')).toBeNull();
    // The arrow keys move along the toolbar; only one button is in the Tab order.
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons.at(-1));
  });
});

describe('the page', () => {
  it('toggles fullscreen through the bus; Escape and leaving end it', async () => {
    const events: boolean[] = [];
    const off = bus.on('layout:fullscreen', ({ fullscreen }) => events.push(fullscreen));
    try {
      const conversation = server().seed('T');
      const { remote, page } = await openConversation('en', conversation._id);
      const toggle = within(page).getByTestId('fullscreen-toggle');
      fireEvent.click(toggle);
      expect(events).toEqual([true]);
      await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
      expect(toggle.getAttribute('aria-label')).toBe(msg('en', 'chat.header.exitFullscreen'));
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(events).toEqual([true, false]);
      await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
      fireEvent.click(toggle);
      await waitFor(() => expect(events).toEqual([true, false, true]));
      await remote.navigate('/en/saved');
      await waitFor(() => expect(events).toEqual([true, false, true, false]));
    } finally {
      off();
    }
  });

  it('exports the conversation as a Markdown file', async () => {
    const conversation = server().seed('الخلية: أجزاؤها', [
      { sender: 'user', content: 'ما هي الخلية؟' },
      { sender: 'model', content: 'الخلية هي **وحدة** الحياة. $x^2$' },
    ]);
    const clicks: Array<{ download: string; href: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ download: this.download, href: this.href });
    });
    try {
      const { page } = await openConversation('ar', conversation._id);
      await waitFor(() => expect(title(page)).toBe('الخلية: أجزاؤها'));
      fireEvent.click(within(page).getByTestId('export-markdown'));
      expect(clicks).toHaveLength(1);
      expect(clicks[0]?.download).toBe('الخلية-أجزاؤها.md');
      const blob = objectUrls.get(clicks[0]!.href)!;
      expect(blob.type).toBe('text/markdown;charset=utf-8');
      const text = (await blobBytes(blob)).toString('utf8');
      expect(text.startsWith('# الخلية: أجزاؤها\n\n## أنت · ')).toBe(true);
      expect(text).toContain('ما هي الخلية؟');
      expect(text).toContain('## المعلّم · ');
      expect(text).toContain('الخلية هي **وحدة** الحياة. $x^2$');
    } finally {
      click.mockRestore();
    }
  });

  it('prints the conversation with the browser’s print', async () => {
    const conversation = server().seed('T', [{ sender: 'user', content: 'Q' }]);
    const print = jest.fn();
    window.print = print;
    const { page } = await openConversation('en', conversation._id);
    fireEvent.click(within(page).getByTestId('print'));
    expect(print).toHaveBeenCalledTimes(1);
    expect(page.classList.contains('chat-print-root')).toBe(true);
  });
});

describe('the conversation list', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, says "Error" when it cannot be read, and tries again',
    async (locale) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const conversation = server().seed('T');
        server().failNext.set('/conversations', { status: 500, message: { en: 'x', ar: 'س' }, times: 1 });
        const { page } = await openConversation(locale, conversation._id);
        const failed = await within(page).findByTestId('list-error');
        expect(within(failed).getByText(msg(locale, 'chat.list.error'))).toBeTruthy();
        fireEvent.click(within(failed).getByTestId('list-retry'));
        await waitFor(() => expect(within(page).getAllByTestId('conversation-item')).toHaveLength(1));
      } finally {
        error.mockRestore();
      }
    },
  );

  it('searches 400 ms after the last key, and loads more with the cursor', async () => {
    for (let i = 1; i <= 22; i += 1) server().seed(i === 5 ? 'Cell division' : `Topic ${i}`);
    const active = [...server().conversations.values()].at(-1)!;
    const { page } = await openConversation('en', active._id);
    await waitFor(() => expect(within(page).getAllByTestId('conversation-item')).toHaveLength(20));
    fireEvent.click(within(page).getByTestId('list-more'));
    await waitFor(() => expect(within(page).getAllByTestId('conversation-item')).toHaveLength(22));
    expect(
      server()
        .calls.filter((c) => c.path === '/conversations')
        .at(-1)?.query,
    ).toMatchObject({ cursor: '20' });
    expect(within(page).queryByTestId('list-more')).toBeNull();

    // "400 ms after the last key" as the order of events: each key starts a SEARCH_DEBOUNCE_MS pause
    // and cuts the one before it short; the list is read when a pause ends, and not before.
    expect(SEARCH_DEBOUNCE_MS).toBe(400);
    const before = server().callsTo('GET', '/conversations').length;
    const readsWhenFired: number[] = [];
    const pause = watchTimeouts(SEARCH_DEBOUNCE_MS, () =>
      readsWhenFired.push(server().callsTo('GET', '/conversations').length),
    );
    const search = within(page).getByTestId<HTMLInputElement>('conversation-search');
    try {
      fireEvent.change(search, { target: { value: 'cel' } });
      expect(pause.set).toBe(1);
      fireEvent.change(search, { target: { value: 'cell' } });
      expect(pause.set).toBe(2);
      await waitFor(() => expect(within(page).getAllByTestId('conversation-item')).toHaveLength(1));
      // The first key's pause never ended; the last one's did, with nothing read before it.
      expect({ cleared: pause.cleared, fired: pause.fired }).toEqual({ cleared: 1, fired: 1 });
      expect(readsWhenFired).toEqual([before]);
      expect(server().callsTo('GET', '/conversations')).toHaveLength(before + 1);
      expect(server().callsTo('GET', '/conversations').at(-1)?.query).toEqual({ limit: '20', q: 'cell' });
    } finally {
      pause.restore();
    }
    fireEvent.change(search, { target: { value: 'zzz' } });
    const empty = await within(page).findByTestId('list-empty');
    expect(empty.textContent).toBe('No conversation matches “zzz”.');
  });

  it('renames in place and deletes after a confirmation', async () => {
    const other = server().seed('Other');
    const current = server().seed('Current');
    const { remote, page } = await openConversation('en', current._id);
    await waitFor(() => expect(within(page).getAllByTestId('conversation-item')).toHaveLength(2));
    const [first] = within(page).getAllByTestId('conversation-item');
    fireEvent.click(within(first!).getByTestId('conversation-rename'));
    const field = await within(first!).findByTestId<HTMLInputElement>('rename-input');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(first!).getByTestId('rename-save'));
    expect((await within(first!).findByRole('alert')).textContent).toBe('Enter a title');
    fireEvent.change(field, { target: { value: '  Atoms  and molecules ' } });
    fireEvent.click(within(first!).getByTestId('rename-save'));
    await waitFor(() => expect(title(page)).toBe('Atoms and molecules'));
    expect(server().callsTo('PATCH', `/conversations/${current._id}`)[0]?.json).toEqual({
      title: 'Atoms and molecules',
    });
    await waitFor(() => expect(toasts.at(-1)).toEqual({ kind: 'success', text: 'Conversation renamed' }));
    await waitFor(() => expect(within(page).queryByTestId('rename-form')).toBeNull());

    fireEvent.click(
      within(within(page).getAllByTestId('conversation-item')[0]!).getByTestId('conversation-delete'),
    );
    const body = await within(document.body).findByTestId('delete-body');
    expect(body.textContent).toBe(
      // The title is isolated (FSI ... PDI), so in Arabic an English title keeps its order.
      "“\u2068Atoms and molecules\u2069” and all its messages will be deleted. This can't be undone.",
    );
    fireEvent.click(within(document.body).getByTestId('delete-confirm'));
    await waitFor(() => expect(toasts.at(-1)).toEqual({ kind: 'success', text: 'Conversation deleted' }));
    expect(server().conversations.has(current._id)).toBe(false);
    // The open conversation is gone: the next one opens in its place.
    await until(() => remote.navigations.length > 0);
    expect(remote.navigations.at(-1)).toEqual({
      to: `/en/ai-engine/conversation/${other._id}`,
      options: { replace: true },
    });
  });

  it('hides at the side on desktop and opens as a drawer on phones', async () => {
    const conversation = server().seed('T');
    const { page } = await openConversation('en', conversation._id);
    const toggle = within(page).getByTestId('sidebar-toggle');
    const sidebar = page.querySelector<HTMLElement>(`#${toggle.getAttribute('aria-controls')}`)!;
    expect(sidebar.hidden).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(sidebar.hidden).toBe(true));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(sidebar.hidden).toBe(false));
  });

  it('is a drawer on phones', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width: 767.98px'),
    })) as typeof window.matchMedia;
    try {
      const conversation = server().seed('Phone talk');
      const { page } = await openConversation('ar', conversation._id);
      expect(within(page).queryByTestId('conversation-list')).toBeNull();
      fireEvent.click(within(page).getByTestId('sidebar-toggle'));
      const drawer = await waitFor(() => {
        const element = document.querySelector<HTMLElement>('.chat-drawer');
        if (!element) throw new Error('no drawer yet');
        return element;
      });
      await waitFor(() => expect(within(drawer).getAllByTestId('conversation-item')).toHaveLength(1));
      fireEvent.click(within(drawer).getByTestId('conversation-link'));
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});

// A conversation about an uploaded file, through the remote's real lifecycles, against a server
// that speaks the chat's part of the materials' contract (test-helpers.tsx): /ai-engine?file= opens
// the file's conversation, the file is shown beside the chat (a drawer on phones), and the replies'
// citations open it. The PDF viewer's own behaviour is in viewer/PdfViewer.test.tsx (jsdom cannot
// draw a PDF); here the files are text and pictures, which it can show.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { useSessionStore, type Locale } from '@nibras/shared-ui';
import {
  captureToasts,
  quietLayoutWarnings,
  renderRemoteInEachTest,
  stubObjectUrls,
} from '@nibras/shared-ui/testing';
import { lifecycles } from '../lifecycles';
import { NewConversationPage } from './NewConversationPage';
import {
  PNG_BYTES,
  STUDENT,
  contractClient,
  contractServerForEachTest,
  frameRenderer,
  gate,
  msg,
} from './test-helpers';

const renderFramed = frameRenderer();
const renderRemote = renderRemoteInEachTest(lifecycles);
const server = contractServerForEachTest();
const toasts = captureToasts();
const objectUrls = stubObjectUrls();
quietLayoutWarnings();

const NOTES =
  'Photosynthesis\n\nPlants make glucose from light, water and carbon dioxide.\nالنباتات تصنع غذاءها.';
const GROUNDED_REPLY =
  '**From your file**\nPlants make glucose from light [p. 2](#page=2).\n\n**General knowledge**\nChlorophyll is green.';

beforeEach(() => {
  localStorage.removeItem('nibras.chat.filePaneHidden');
  localStorage.removeItem('nibras.chat.filePaneWidth');
});

async function open(locale: Locale, path: string, search = '') {
  useSessionStore.getState().login(STUDENT, server().token, { broadcast: false });
  return renderRemote({ locale, path, search, signedIn: false });
}

/** A conversation page, once its messages are there. */
async function openConversation(locale: Locale, id: string) {
  const remote = await open(locale, `/ai-engine/conversation/${id}`);
  const page = await within(remote.container).findByTestId('page-chat-conversation');
  await waitFor(() => expect(within(page).queryByTestId('conversation-loading')).toBeNull());
  return { remote, page };
}

/** A phone's screen for the test's duration (narrower than both the list's and the file's limits). */
async function onPhone(run: () => Promise<void>) {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...matchMedia(query),
    matches: /max-width: (767|1023)\.98px/.test(query),
  })) as typeof window.matchMedia;
  try {
    await run();
  } finally {
    window.matchMedia = matchMedia;
  }
}

const pane = (page: HTMLElement) => within(page).getByTestId('viewer-pane');

describe('/ai-engine?file=', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, opens the file’s conversation at once, with the file beside it',
    async (locale) => {
      const fileId = server().addFile('Biology notes.txt', 'text/plain; charset=utf-8', NOTES);
      const remote = await open(locale, '/ai-engine', `?file=${fileId}`);
      const start = await within(remote.container).findByTestId('page-chat-ai-engine');
      expect(start.querySelector('h1')?.textContent).toBe(msg(locale, 'chat.aiEngine.title'));

      await waitFor(() => expect(remote.navigations).toHaveLength(1));
      const [conversation] = [...server().conversations.values()];
      expect(conversation?.userFileId).toBe(fileId);
      expect(remote.navigations[0]).toEqual({
        to: `/${locale}/ai-engine/conversation/${conversation?._id}`,
        options: { replace: true },
      });
      const calls = server().callsTo('GET', `/file/${fileId}/conversation`);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.headers['accept-language']).toBe(locale);
      expect(server().callsTo('POST', '/conversations')).toEqual([]);

      // The conversation, titled with the file's name, and the file's text beside it.
      const page = await within(remote.container).findByTestId('page-chat-conversation');
      await waitFor(() =>
        expect(within(page).getByTestId('conversation-title').textContent).toBe('Biology notes.txt'),
      );
      const text = await within(await within(page).findByTestId('viewer-pane')).findByTestId('viewer-text');
      expect(text.textContent).toBe(NOTES);
      expect(text.querySelector('pre')?.getAttribute('dir')).toBe('auto');
      expect(pane(page).getAttribute('aria-label')).toBe(
        msg(locale, 'viewer.pane.label').replace('{{name}}', 'Biology notes.txt'),
      );
      const toggle = within(page).getByTestId('file-toggle');
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(toggle.getAttribute('aria-label')).toBe(msg(locale, 'viewer.pane.hide'));
      const content = server().callsTo('GET', `/files/${fileId}/content`);
      expect(content).toHaveLength(1);
      expect(content[0]?.headers.authorization).toBe(`Bearer ${server().token}`);
      expect(toasts).toEqual([]);
    },
  );

  it('asks once even when React runs the effects twice (StrictMode), and finds the same conversation again', async () => {
    const fileId = server().addFile('Notes.txt', 'text/plain', NOTES);
    const api = contractClient(server());
    const first = await renderFramed(<NewConversationPage />, {
      locale: 'en',
      api,
      path: `/ai-engine?file=${fileId}`,
      strict: true,
    });
    await waitFor(() => expect(first.navigations).toHaveLength(1));
    expect(server().callsTo('GET', `/file/${fileId}/conversation`)).toHaveLength(1);
    first.unmount();

    const again = await open('en', '/ai-engine', `?file=${fileId}`);
    await waitFor(() => expect(again.navigations).toHaveLength(1));
    expect(again.navigations[0]?.to).toBe(first.navigations[0]?.to);
    expect(server().conversations.size).toBe(1);
  });

  it.each(['en', 'ar'] as const)(
    'in %s, says a file that is not the student’s (or was deleted) is not in their materials, and leads back there',
    async (locale) => {
      const error = jest.spyOn(console, 'error');
      try {
        const remote = await open(locale, '/ai-engine', '?file=someone-elses');
        const failed = await within(remote.container).findByTestId('file-open-failed');
        expect(failed.getAttribute('role')).toBe('alert');
        expect(failed.textContent).toContain(msg(locale, 'viewer.open.notFound'));
        expect(within(failed).queryByTestId('create-retry')).toBeNull();
        const back = within(failed).getByTestId('file-open-materials');
        expect(back.tagName).toBe('A');
        expect(back.getAttribute('href')).toBe(`/${locale}/uploaded-materials`);
        expect(back.textContent).toBe(msg(locale, 'viewer.open.materials'));
        fireEvent.click(back);
        expect(remote.navigations).toEqual([{ to: `/${locale}/uploaded-materials` }]);
        // An answer, not a fault: nothing logged.
        expect(error).not.toHaveBeenCalled();
        expect(server().conversations.size).toBe(0);
      } finally {
        error.mockRestore();
      }
    },
  );

  it('gives the API’s message when the conversation could not be opened, and tries again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const fileId = server().addFile('Notes.txt', 'text/plain', NOTES);
      server().failNext.set(`/file/${fileId}/conversation`, {
        status: 503,
        message: { en: 'The service is busy', ar: 'الخدمة مشغولة' },
        times: 1,
      });
      const remote = await open('ar', '/ai-engine', `?file=${fileId}`);
      const failed = await within(remote.container).findByTestId('file-open-failed');
      expect(failed.textContent).toContain(msg('ar', 'viewer.open.failed'));
      expect(failed.textContent).toContain('الخدمة مشغولة');
      expect(error).toHaveBeenCalledWith('The file’s conversation could not be opened', expect.anything());
      fireEvent.click(within(failed).getByTestId('create-retry'));
      await waitFor(() => expect(remote.navigations).toHaveLength(1));
      expect(server().callsTo('GET', `/file/${fileId}/conversation`)).toHaveLength(2);
    } finally {
      error.mockRestore();
    }
  });
});

describe('a conversation about a file', () => {
  it('hides and shows the file (remembered), and a citation brings it back', async () => {
    const fileId = server().addFile('Biology notes.txt', 'text/plain', NOTES);
    const conversation = server().seed(
      'Biology notes.txt',
      [
        { sender: 'user', content: 'What do plants make?' },
        { sender: 'model', content: GROUNDED_REPLY },
      ],
      { userFileId: fileId },
    );
    const { remote, page } = await openConversation('en', conversation._id);
    await within(await within(page).findByTestId('viewer-pane')).findByTestId('viewer-text');
    const toggle = within(page).getByTestId('file-toggle');
    expect(page.querySelector(`#${toggle.getAttribute('aria-controls')}`)).toBe(pane(page));

    // The reply's labels and its citation.
    const reply = within(page).getByTestId('message-model');
    expect([...reply.querySelectorAll('.reply-source')].map((l) => l.textContent)).toEqual([
      'From your file',
      'General knowledge',
    ]);
    const cite = within(reply).getByRole('button', { name: /^p\. 2/ });

    fireEvent.click(toggle);
    await waitFor(() => expect(pane(page).hidden).toBe(true));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Show the file');
    expect(localStorage.getItem('nibras.chat.filePaneHidden')).toBe('1');

    // Hidden on the next visit too, and the file was read once: it stays loaded while hidden.
    await remote.unmount();
    const second = await openConversation('en', conversation._id);
    const secondPane = await within(second.page).findByTestId('viewer-pane');
    expect(secondPane.hidden).toBe(true);
    fireEvent.click(within(within(second.page).getByTestId('message-model')).getByTestId('reply-cite'));
    await waitFor(() => expect(secondPane.hidden).toBe(false));
    expect(localStorage.getItem('nibras.chat.filePaneHidden')).toBe('0');
    expect(cite.dataset.page).toBe('2');
  });

  it.each([
    ['en', 'ArrowLeft', 'ArrowRight'],
    ['ar', 'ArrowRight', 'ArrowLeft'],
  ] as const)(
    'in %s, is resized from its edge with the keyboard (%s widens)',
    async (locale, widen, narrow) => {
      const fileId = server().addFile('Notes.txt', 'text/plain', NOTES);
      const conversation = server().seed('Notes.txt', [], { userFileId: fileId });
      const { page } = await openConversation(locale, conversation._id);
      const edge = await within(page).findByTestId('viewer-resizer');
      expect(edge.getAttribute('role')).toBe('separator');
      expect(edge.getAttribute('aria-orientation')).toBe('vertical');
      expect(edge.getAttribute('tabindex')).toBe('0');
      expect(edge.getAttribute('aria-label')).toBe(msg(locale, 'viewer.pane.resize'));
      expect(edge.getAttribute('aria-valuenow')).toBe('460');
      fireEvent.keyDown(edge, { key: widen });
      await waitFor(() => expect(edge.getAttribute('aria-valuenow')).toBe('492'));
      fireEvent.keyDown(edge, { key: narrow });
      fireEvent.keyDown(edge, { key: narrow });
      await waitFor(() => expect(edge.getAttribute('aria-valuenow')).toBe('428'));
      fireEvent.keyDown(edge, { key: 'Home' });
      await waitFor(() => expect(edge.getAttribute('aria-valuenow')).toBe('280'));
      expect(localStorage.getItem('nibras.chat.filePaneWidth')).toBe('280');
    },
  );

  it('shows a progress bar and a page skeleton while the file downloads', async () => {
    const fileId = server().addFile('Notes.txt', 'text/plain', NOTES);
    const conversation = server().seed('Notes.txt', [], { userFileId: fileId });
    const download = gate();
    server().contentGate = download.opened;
    const { page } = await openConversation('en', conversation._id);
    const loading = await within(await within(page).findByTestId('viewer-pane')).findByTestId(
      'viewer-loading',
    );
    expect(loading.getAttribute('aria-busy')).toBe('true');
    await waitFor(() =>
      expect(within(loading).getByRole('status').textContent).toMatch(/^Loading the file… \d+%$/),
    );
    expect(within(loading).getByRole('progressbar')).toBeTruthy();
    download.open();
    await within(pane(page)).findByTestId('viewer-text');
  });

  it('shows a picture, fitted and zoomed', async () => {
    const fileId = server().addFile('Leaf.png', 'image/png', PNG_BYTES);
    const conversation = server().seed('Leaf.png', [], { userFileId: fileId });
    const { page } = await openConversation('ar', conversation._id);
    const picture = await within(
      await within(page).findByTestId('viewer-pane'),
    ).findByTestId<HTMLImageElement>('viewer-image-picture');
    expect(picture.getAttribute('alt')).toBe('الملف Leaf.png');
    expect(picture.src).toMatch(/^blob:/);
    const blob = objectUrls.get(picture.src);
    expect(blob?.type).toBe('image/png');
    expect(picture.dataset.scale).toBe('1');
    fireEvent.click(within(pane(page)).getByTestId('viewer-zoom-in'));
    await waitFor(() => expect(picture.dataset.scale).toBe('1.1'));
    expect(within(pane(page)).getByTestId('viewer-fit-width').getAttribute('aria-pressed')).toBe('false');
    fireEvent.keyDown(within(pane(page)).getByRole('region', { name: 'الصورة: Leaf.png' }), { key: '-' });
    await waitFor(() => expect(picture.dataset.scale).toBe('1'));
    fireEvent.click(within(pane(page)).getByTestId('viewer-fit-width'));
    await waitFor(() =>
      expect(within(pane(page)).getByTestId('viewer-fit-width').getAttribute('aria-pressed')).toBe('true'),
    );
    // No page controls for a picture.
    expect(within(pane(page)).queryByTestId('viewer-page-input')).toBeNull();
  });

  it.each(['en', 'ar'] as const)(
    'in %s, says the file was deleted, and points to the materials',
    async (locale) => {
      const conversation = server().seed('Old notes.pdf', [], { userFileId: 'deleted-file' });
      const { page } = await openConversation(locale, conversation._id);
      const error = await within(await within(page).findByTestId('viewer-pane')).findByTestId('viewer-error');
      expect(error.getAttribute('role')).toBe('alert');
      expect(error.textContent).toContain(msg(locale, 'viewer.errors.gone'));
      const link = within(error).getByTestId('viewer-materials');
      expect(link.getAttribute('href')).toBe(`/${locale}/uploaded-materials`);
      // The conversation itself goes on.
      expect(within(page).getByTestId<HTMLTextAreaElement>('composer-input').disabled).toBe(false);
    },
  );

  it('has neither file button nor pane without a file, and its citations stay words', async () => {
    const conversation = server().seed('Plain', [
      { sender: 'user', content: 'Q' },
      { sender: 'model', content: 'See [p. 2](#page=2).' },
    ]);
    const { page } = await openConversation('en', conversation._id);
    expect(within(page).queryByTestId('file-toggle')).toBeNull();
    expect(within(page).queryByTestId('viewer-pane')).toBeNull();
    expect(within(page).queryByTestId('reply-cite')).toBeNull();
    expect(page.querySelector('.reply-cite--text')?.textContent).toBe('p. 2');
  });

  it.each([
    ['en', 'right'],
    ['ar', 'left'],
  ] as const)(
    'in %s, is a drawer from the %s side on a tablet (too narrow for both)',
    async (locale, side) => {
      const matchMedia = window.matchMedia;
      window.matchMedia = ((query: string) => ({
        ...matchMedia(query),
        matches: query.includes('max-width: 1023.98px'),
      })) as typeof window.matchMedia;
      try {
        const fileId = server().addFile('Notes.txt', 'text/plain', NOTES);
        const conversation = server().seed('Notes.txt', [], { userFileId: fileId });
        const { page } = await openConversation(locale, conversation._id);
        // The list stays at the side; the file waits in its drawer.
        expect(within(page).getByTestId('conversation-list')).toBeTruthy();
        const toggle = within(page).getByTestId('file-toggle');
        expect(toggle.getAttribute('aria-expanded')).toBe('false');
        fireEvent.click(toggle);
        const drawer = await waitFor(() => {
          const element = document.querySelector<HTMLElement>('.viewer-drawer');
          if (!element) throw new Error('no drawer yet');
          return element;
        });
        expect(
          drawer.querySelector(`.ant-drawer-${side}`) ?? drawer.closest(`.ant-drawer-${side}`),
        ).not.toBeNull();
        expect(await within(drawer).findByTestId('viewer-text')).toBeTruthy();
      } finally {
        window.matchMedia = matchMedia;
      }
    },
  );

  it('is a drawer on phones, opened from the header or by a citation', async () => {
    await onPhone(async () => {
      const fileId = server().addFile('ملاحظات الأحياء.txt', 'text/plain', NOTES);
      const conversation = server().seed(
        'ملاحظات الأحياء.txt',
        [
          { sender: 'user', content: 'ماذا تصنع النباتات؟' },
          { sender: 'model', content: '**من ملفك**\nتصنع النباتات الغلوكوز [ص 2](#page=2).' },
        ],
        { userFileId: fileId },
      );
      const { page } = await openConversation('ar', conversation._id);
      // Nothing beside the chat on a phone; the file is read when the drawer first opens.
      expect(within(page).queryByTestId('viewer-resizer')).toBeNull();
      const toggle = within(page).getByTestId('file-toggle');
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(toggle.getAttribute('aria-controls')).toBeNull();

      fireEvent.click(within(page).getByTestId('reply-cite'));
      const drawer = await waitFor(() => {
        const element = document.querySelector<HTMLElement>('.viewer-drawer');
        if (!element) throw new Error('no drawer yet');
        return element;
      });
      expect(await within(drawer).findByTestId('viewer-text')).toBeTruthy();
      expect(within(drawer).getByText('ملاحظات الأحياء.txt')).toBeTruthy();
      await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
      expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBe(
        within(drawer).getByTestId('viewer-pane'),
      );

      fireEvent.click(within(drawer).getByRole('button', { name: msg('ar', 'viewer.pane.hide') }));
      await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
      fireEvent.click(toggle);
      await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
      expect(server().callsTo('GET', `/files/${fileId}/content`)).toHaveLength(1);
    });
  });
});

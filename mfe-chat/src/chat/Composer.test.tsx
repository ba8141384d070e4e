import { fireEvent, waitFor, within } from '@testing-library/dom';
import { createApiClient, type Locale } from '@nibras/shared-ui';
import { UNUSED_API_URL, captureToasts, stubObjectUrls } from '@nibras/shared-ui/testing';
import { Composer, type ComposerProps } from './Composer';
import { PNG_BYTES, frameRenderer, gate, msg } from './test-helpers';

const render = frameRenderer();
const toasts = captureToasts();
stubObjectUrls();

const api = createApiClient({
  baseUrl: UNUSED_API_URL,
  getToken: () => null,
  onUnauthorized: () => undefined,
});
const MB = 1024 * 1024;

type Sent = { text: string; file: File | null };

async function renderComposer(locale: Locale, props: Partial<ComposerProps> = {}) {
  const sent: Sent[] = [];
  const onSend = props.onSend ?? (async (draft: Sent) => (sent.push(draft), true));
  const onStop = jest.fn();
  const { container } = await render(
    <Composer
      busy={false}
      stopping={false}
      disabled={false}
      maxImageBytes={5 * MB}
      onStop={onStop}
      {...props}
      onSend={onSend}
    />,
    { locale, api, path: '/ai-engine/conversation/c1' },
  );
  const composer = await within(container).findByTestId('composer');
  const input = within(composer).getByTestId<HTMLTextAreaElement>('composer-input');
  const send = () => within(composer).queryByTestId<HTMLButtonElement>('composer-send');
  return { composer, input, send, sent, onStop };
}

function type(input: HTMLTextAreaElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

function choose(composer: HTMLElement, file: File) {
  const input = within(composer).getByTestId<HTMLInputElement>('composer-file');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('the composer', () => {
  it.each(['en', 'ar'] as const)(
    'in %s: Enter sends, Shift+Enter and an input method composing do not',
    async (locale) => {
      const { input, sent } = await renderComposer(locale);
      type(input, 'السلام عليكم');
      fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
      fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
      fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
      fireEvent.compositionStart(input);
      fireEvent.keyDown(input, { key: 'Enter' });
      fireEvent.compositionEnd(input);
      expect(sent).toEqual([]);
      expect(input.value).toBe('السلام عليكم');

      fireEvent.keyDown(input, { key: 'Enter' });
      await waitFor(() => expect(sent).toEqual([{ text: 'السلام عليكم', file: null }]));
      // Cleared after sending.
      await waitFor(() => expect(input.value).toBe(''));
      expect(input.getAttribute('aria-label')).toBe(msg(locale, 'chat.composer.label'));
    },
  );

  it('disables Send with no text or only blanks', async () => {
    const { input, send, sent } = await renderComposer('en');
    expect(send()?.disabled).toBe(true);
    type(input, '   \n  ');
    await waitFor(() => expect(send()?.disabled).toBe(true));
    fireEvent.keyDown(input, { key: 'Enter' });
    type(input, 'x');
    await waitFor(() => expect(send()?.disabled).toBe(false));
    expect(sent).toEqual([]);
  });

  it('gives back everything typed and attached when sending fails', async () => {
    const answer = gate();
    let result = true;
    const seen: Sent[] = [];
    const { composer, input, send } = await renderComposer('en', {
      onSend: async (draft) => {
        seen.push(draft);
        await answer.opened;
        return result;
      },
    });
    choose(composer, new File([PNG_BYTES], 'diagram.png', { type: 'image/png' }));
    fireEvent.click(await within(document.body).findByTestId('crop-done'));
    await within(composer).findByTestId('composer-attachment');
    type(input, 'What does this show?');
    result = false;
    fireEvent.click(send()!);
    // Gone from the input at once...
    await waitFor(() => expect(input.value).toBe(''));
    expect(within(composer).queryByTestId('composer-attachment')).toBeNull();
    // ...and back when the send fails.
    answer.open();
    await waitFor(() => expect(input.value).toBe('What does this show?'));
    expect(within(composer).getByTestId('composer-attachment').textContent).toContain('diagram.png');
    expect(seen[0]?.file?.name).toBe('diagram.png');
  });

  it.each(['en', 'ar'] as const)('in %s, takes only images, up to 5 MB, and says so', async (locale) => {
    const { composer } = await renderComposer(locale);
    const attach = within(composer).getByTestId('composer-attach');
    expect(attach.getAttribute('aria-label')).toBe(
      msg(locale, 'chat.composer.attach').replace('{{size}}', '5'),
    );
    expect(composer.textContent).toContain(msg(locale, 'chat.composer.imageLimit').replace('{{size}}', '5'));

    choose(composer, new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' }));
    expect(toasts.at(-1)).toEqual({ kind: 'error', text: msg(locale, 'chat.composer.notImage') });
    choose(composer, new File([new Uint8Array(5 * MB + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(toasts.at(-1)).toEqual({
      kind: 'error',
      text: msg(locale, 'chat.composer.tooLarge').replace('{{size}}', '5'),
    });
    expect(document.body.querySelector('[data-testid="crop-area"]')).toBeNull();
  });

  it('attaches a picture whole when it is not cropped, sends it, then clears it', async () => {
    const { composer, input, send, sent } = await renderComposer('ar');
    const picture = new File([PNG_BYTES], 'سؤال.png', { type: 'image/png' });
    choose(composer, picture);
    const done = await within(document.body).findByTestId('crop-done');
    expect(done.textContent).toBe(msg('ar', 'chat.crop.useWhole'));
    fireEvent.click(done);
    const chip = await within(composer).findByTestId('composer-attachment');
    expect(within(chip).queryByTestId('attachment-cropped')).toBeNull();
    // A picture alone can be sent.
    await waitFor(() => expect(send()?.disabled).toBe(false));
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ text: '', file: picture });
    await waitFor(() => expect(within(composer).queryByTestId('composer-attachment')).toBeNull());
  });

  it('sends the part the student framed as a PNG file drawn from the full picture', async () => {
    const drawImage = jest.fn();
    const spies = [
      jest
        .spyOn(HTMLCanvasElement.prototype, 'getContext')
        .mockReturnValue({ drawImage, imageSmoothingQuality: 'low' } as unknown as CanvasRenderingContext2D),
      jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) => {
        callback(new Blob([PNG_BYTES], { type }));
      }),
      // jsdom lays nothing out: the picture shows at 400x300, and is 1600x1200.
      jest.spyOn(HTMLImageElement.prototype, 'width', 'get').mockReturnValue(400),
      jest.spyOn(HTMLImageElement.prototype, 'height', 'get').mockReturnValue(300),
      jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1600),
      jest.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(1200),
    ];
    try {
      const { composer, send, sent } = await renderComposer('en');
      choose(composer, new File([PNG_BYTES], 'page.jpg', { type: 'image/jpeg' }));
      fireEvent.click(await within(document.body).findByTestId('crop-select'));
      const done = within(document.body).getByTestId('crop-done');
      await waitFor(() => expect(done.textContent).toBe(msg('en', 'chat.crop.useCrop')));
      fireEvent.click(done);
      const chip = await within(composer).findByTestId('composer-attachment');
      expect(within(chip).getByTestId('attachment-cropped').textContent).toBe(
        msg('en', 'chat.composer.cropped'),
      );
      expect(drawImage).toHaveBeenCalledWith(expect.anything(), 160, 120, 1280, 960, 0, 0, 1280, 960);
      fireEvent.click(send()!);
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]?.file).toMatchObject({
        name: 'page-crop.png',
        type: 'image/png',
        size: PNG_BYTES.length,
      });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('removes an attached picture', async () => {
    const { composer, send } = await renderComposer('en');
    choose(composer, new File([PNG_BYTES], 'a.png', { type: 'image/png' }));
    fireEvent.click(await within(document.body).findByTestId('crop-done'));
    fireEvent.click(await within(composer).findByTestId('attachment-remove'));
    await waitFor(() => expect(within(composer).queryByTestId('composer-attachment')).toBeNull());
    expect(send()?.disabled).toBe(true);
  });

  it('turns Send into Stop while the tutor answers', async () => {
    const { composer, input, onStop, sent } = await renderComposer('en', { busy: true });
    type(input, 'next question');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(composer).queryByTestId('composer-send')).toBeNull();
    fireEvent.click(within(composer).getByTestId('composer-stop'));
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
    // What was typed waits in the input.
    expect(input.value).toBe('next question');
  });
});

import type { ChatMessage } from './api';
import { messageForm, toReplyEvent } from './api';
import { EMPTY_DRAFT, canSend, draftFile, restoreDraft } from './Composer';
import { conversationMarkdown, markdownFileName } from './exportMarkdown';
import { checkImage, cropFileName, cropToPng, megabytes, outputSize } from './image';
import { replyLanguage, replySpeech, speakableText } from './speech';
import { blobBytes, laidOutImage, stubCanvas } from '@nibras/shared-ui/testing';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('drafts (the composer rules)', () => {
  it('can be sent with a text that is not blank, or a picture', () => {
    expect(canSend(EMPTY_DRAFT)).toBe(false);
    expect(canSend({ text: '  \n\t ', attachment: null })).toBe(false);
    expect(canSend({ text: ' x ', attachment: null })).toBe(true);
    const attachment = { original: file('a.png', 'image/png'), cropped: null, crop: null };
    expect(canSend({ text: '', attachment })).toBe(true);
  });

  it('send the crop when there is one, else the picture as chosen', () => {
    const original = file('a.jpg', 'image/jpeg');
    const cropped = file('a-crop.png', 'image/png');
    expect(draftFile({ text: '', attachment: { original, cropped: null, crop: null } })).toBe(original);
    expect(draftFile({ text: '', attachment: { original, cropped, crop: null } })).toBe(cropped);
    expect(draftFile(EMPTY_DRAFT)).toBeNull();
  });

  it('come back after a failure, keeping what was typed or attached since', () => {
    const sent = {
      text: 'first',
      attachment: { original: file('a.png', 'image/png'), cropped: null, crop: null },
    };
    expect(restoreDraft(sent, EMPTY_DRAFT)).toEqual(sent);
    const later = { original: file('b.png', 'image/png'), cropped: null, crop: null };
    expect(restoreDraft(sent, { text: 'second', attachment: later })).toEqual({
      text: 'first\nsecond',
      attachment: later,
    });
  });
});

describe('images', () => {
  it('take image files up to the limit only', () => {
    expect(checkImage({ type: 'image/png', size: 5 * MB }, 5 * MB)).toBe('ok');
    expect(checkImage({ type: 'image/heic', size: 10 }, 5 * MB)).toBe('ok');
    expect(checkImage({ type: 'image/jpeg', size: 5 * MB + 1 }, 5 * MB)).toBe('too-large');
    for (const type of ['application/pdf', 'text/plain', '', 'video/mp4']) {
      expect(checkImage({ type, size: 10 }, 5 * MB)).toBe('not-image');
    }
    expect(megabytes(5 * MB)).toBe(5);
  });

  it('cap the output without upscaling (the scaling of the crop: shared-ui images/crop.test.ts)', () => {
    expect(outputSize(400, 200)).toEqual({ width: 400, height: 200 });
    expect(outputSize(4096, 1024)).toEqual({ width: 2048, height: 512 });
    expect(outputSize(0.2, 0.2)).toEqual({ width: 1, height: 1 });
    expect(cropFileName('page 3.JPG')).toBe('page 3-crop.png');
    expect(cropFileName('.png')).toBe('image-crop.png');
  });

  it('draw the crop from the full picture to a PNG file', async () => {
    const canvas = stubCanvas();
    try {
      const image = laidOutImage(300, 200, 1200, 800);
      const png = await cropToPng(image, { unit: 'px', x: 30, y: 20, width: 150, height: 100 }, 'photo.jpeg');
      expect(png).toBeInstanceOf(File);
      expect(png.name).toBe('photo-crop.png');
      expect(png.type).toBe('image/png');
      expect(canvas.toBlob.mock.calls[0]?.[1]).toBe('image/png');
      expect(canvas.drawImage).toHaveBeenCalledWith(image, 120, 80, 600, 400, 0, 0, 600, 400);
      expect((await blobBytes(png)).toString()).toBe('600x400');
    } finally {
      canvas.restore();
    }
  });
});

describe('the API wire', () => {
  it('sends a message as the multipart fields of the contract', () => {
    const picture = file('q.png', 'image/png');
    const form = messageForm({ text: 'What is this?', file: picture, hintFirst: true });
    expect([...form.keys()]).toEqual(['message', 'file', 'hintFirst']);
    expect(form.get('message')).toBe('What is this?');
    expect((form.get('file') as File).name).toBe('q.png');
    expect(form.get('hintFirst')).toBe('true');

    const action = messageForm({
      text: 'Summarize this reply',
      action: 'summarize',
      replyTo: 'm7',
      hintFirst: false,
    });
    expect(Object.fromEntries(action.entries())).toEqual({
      message: 'Summarize this reply',
      hintFirst: 'false',
      action: 'summarize',
      replyTo: 'm7',
    });
    // An action without the reply it is about is not sent as an action.
    expect(messageForm({ text: 'x', action: 'explain' }).has('action')).toBe(false);
  });

  it('reads the stream events it knows and ignores the rest', () => {
    const userMessage = { _id: 'm1', sender: 'user', content: 'Q', image: null, createdAt: 'x' };
    expect(
      toReplyEvent({ event: 'meta', data: { userMessage, provider: { kind: 'openai', model: 'm' } } }),
    ).toEqual({
      type: 'meta',
      userMessage,
      provider: { kind: 'openai', model: 'm' },
    });
    expect(toReplyEvent({ event: 'meta', data: {} })).toEqual({
      type: 'meta',
      userMessage: null,
      provider: null,
    });
    expect(toReplyEvent({ event: 'token', data: { text: 'ab' } })).toEqual({ type: 'token', text: 'ab' });
    expect(toReplyEvent({ event: 'token', data: 'ab' })).toBeNull();
    expect(toReplyEvent({ event: 'end', data: { messages: [userMessage, { bad: true }] } })).toEqual({
      type: 'end',
      messages: [userMessage],
    });
    expect(toReplyEvent({ event: 'progress', data: {} })).toBeNull();
  });
});

describe('export as Markdown', () => {
  const messages: ChatMessage[] = [
    {
      _id: 'm1',
      sender: 'user',
      content: 'ما هو الجذر التربيعي للعدد 16؟',
      image: 'https://api.test/uploads/a.png',
      createdAt: '2025-03-01T08:00:00.000Z',
    },
    {
      _id: 'm2',
      sender: 'model',
      content: 'الجذر التربيعي هو $\\sqrt{16} = 4$.\n\n```python\nprint(4)\n```',
      image: null,
      createdAt: '2025-03-01T08:00:05.000Z',
    },
    {
      _id: 'm3',
      sender: 'model',
      content: 'Half',
      image: null,
      createdAt: '2025-03-01T08:01:00.000Z',
      stopped: true,
    },
  ];
  const labels = { student: 'أنت', tutor: 'المعلّم', image: 'صورة مرفقة', stopped: 'أوقفتَ هذا الرد.' };

  it('writes the title, then each message under who wrote it, replies as their Markdown', () => {
    const markdown = conversationMarkdown('  الجذور\nالتربيعية ', messages, labels, (iso) =>
      iso.slice(11, 16),
    );
    expect(markdown).toBe(
      [
        '# الجذور التربيعية',
        '## أنت · 08:00',
        '![صورة مرفقة](https://api.test/uploads/a.png)',
        'ما هو الجذر التربيعي للعدد 16؟',
        '## المعلّم · 08:00',
        'الجذر التربيعي هو $\\sqrt{16} = 4$.\n\n```python\nprint(4)\n```',
        '## المعلّم · 08:01',
        'Half',
        '_أوقفتَ هذا الرد._',
      ].join('\n\n') + '\n',
    );
  });

  it('names the file after the title, in any script, without characters file systems refuse', () => {
    expect(markdownFileName('Photosynthesis: light & dark?')).toBe('Photosynthesis-light-&-dark.md');
    expect(markdownFileName('الخلية / أجزاؤها')).toBe('الخلية-أجزاؤها.md');
    expect(markdownFileName(' ... ', 'محادثة')).toBe('محادثة.md');
    expect(markdownFileName('x'.repeat(200))).toHaveLength(83);
  });
});

describe('listen', () => {
  it('reads a reply in its own language, without Markdown, code or math markup', () => {
    expect(replyLanguage('البناء الضوئي process')).toBe('ar');
    expect(replyLanguage('Photosynthesis is how plants make food, البناء')).toBe('en');
    const text = speakableText(
      '## Steps\n\n1. **Light** reaction, see [notes](https://x.test)\n- `H2O` splits\n\n```js\nconsole.log(1)\n```\n$$x^2$$\n> Done',
    );
    expect(text).toBe('Steps\nLight reaction, see notes\nH2O splits\nDone');
  });

  it('gives the reader the reply’s text and language, or nothing when only code or math is left', () => {
    expect(replySpeech('الخلية هي **وحدة** الحياة.\n\n$$x^2$$')).toEqual({
      text: 'الخلية هي وحدة الحياة.',
      locale: 'ar',
    });
    expect(replySpeech('A *cell*, `H2O` and \\(a+b\\).')).toEqual({
      text: 'A cell, H2O and a+b.',
      locale: 'en',
    });
    expect(replySpeech('```\ncode\n```\n\n$$\nx^2\n$$')).toBeNull();
  });
});

describe('shownTitle', () => {
  const t = ((key: string) => (key === 'chat.conversation.untitled' ? 'محادثة جديدة' : key)) as never;
  it('shows an untitled conversation in today’s language, whatever language named it', async () => {
    const { shownTitle } = await import('./title');
    expect(shownTitle('New conversation', t)).toBe('محادثة جديدة');
    expect(shownTitle('محادثة جديدة', t)).toBe('محادثة جديدة');
    expect(shownTitle('Newton’s second law', t)).toBe('Newton’s second law');
  });
});

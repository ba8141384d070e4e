// The PDF viewer's toolbar and its dealings with the engine. jsdom has no canvas, so pdf.js cannot
// draw here: the viewer gets a small engine of the test's own behind the same seam (engine.ts) as
// pdf.js; the real drawing is covered by the end-to-end tests.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { createApiClient, type Locale } from '@nibras/shared-ui';
import { UNUSED_API_URL } from '@nibras/shared-ui/testing';
import { frameRenderer, msg } from '../chat/test-helpers';
import {
  PdfOpenError,
  type PdfDocumentView,
  type PdfElements,
  type PdfEngine,
  type PdfOpenOptions,
  type PdfView,
} from './engine';
import { PdfViewer, type PageRequest } from './PdfViewer';

const renderFramed = frameRenderer();
const api = createApiClient({
  baseUrl: UNUSED_API_URL,
  getToken: () => null,
  onUnauthorized: () => undefined,
});
const BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-

/** An engine that keeps a page and a zoom, as pdf.js does, and records what the viewer asks. */
function fakeEngine({ pageCount = 12, failWith }: { pageCount?: number; failWith?: unknown } = {}) {
  let view: PdfView = { page: 1, pageCount, scale: 1.37, fitWidth: true };
  const listeners = new Set<(view: PdfView) => void>();
  const emit = () => listeners.forEach((listener) => listener(view));
  const record = {
    opened: [] as Array<{ data: Uint8Array; elements: PdfElements; options: PdfOpenOptions }>,
    pages: [] as number[],
    zooms: [] as Array<number | 'page-width'>,
    destroyed: 0,
    fail: failWith,
  };
  const documentView: PdfDocumentView = {
    current: () => view,
    goToPage(page) {
      record.pages.push(page);
      view = { ...view, page };
      emit();
    },
    setZoom(zoom) {
      record.zooms.push(zoom);
      view = { ...view, scale: zoom === 'page-width' ? 1.37 : zoom, fitWidth: zoom === 'page-width' };
      emit();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      record.destroyed += 1;
    },
  };
  const engine: PdfEngine = {
    async open(data, elements, options) {
      record.opened.push({ data, elements, options });
      if (record.fail) throw record.fail;
      return documentView;
    },
  };
  return {
    load: () => Promise.resolve(engine),
    record,
    /** The student scrolled to a page. */
    scrollTo(page: number) {
      view = { ...view, page };
      emit();
    },
  };
}

async function open(
  engine: ReturnType<typeof fakeEngine>,
  {
    locale = 'en',
    target = null,
    unclearPages,
  }: { locale?: Locale; target?: PageRequest | null; unclearPages?: ReadonlySet<number> } = {},
) {
  const ui = (request: PageRequest | null) => (
    <PdfViewer
      data={BYTES}
      name="Biology notes.pdf"
      target={request}
      engine={engine.load}
      unclearPages={unclearPages}
    />
  );
  const framed = await renderFramed(ui(target), { locale, api, path: '/ai-engine/conversation/c1' });
  const viewer = await within(framed.container).findByTestId('viewer-pdf');
  await waitFor(() => expect(viewer.dataset.ready).toBe('true'));
  return { ...framed, viewer, retarget: (request: PageRequest | null) => framed.rerender(ui(request)) };
}

const input = (viewer: HTMLElement) => within(viewer).getByTestId<HTMLInputElement>('viewer-page-input');
const button = (viewer: HTMLElement, id: string) => within(viewer).getByTestId<HTMLButtonElement>(id);

function typePage(viewer: HTMLElement, text: string, key = 'Enter') {
  const field = input(viewer);
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key });
}

describe('the PDF viewer', () => {
  it.each(['en', 'ar'] as const)('in %s, shows page N of M and the zoom', async (locale) => {
    const engine = fakeEngine();
    const { viewer } = await open(engine, { locale });
    expect(input(viewer).value).toBe(locale === 'en' ? '1' : '١');
    expect(within(viewer).getByTestId('viewer-page-count').textContent).toBe(
      locale === 'en' ? 'of 12' : 'من ١٢',
    );
    expect(within(viewer).getByTestId('viewer-zoom').textContent).toMatch(
      locale === 'en' ? /^137%$/ : /^١٣٧٪/,
    );
    expect(button(viewer, 'viewer-fit-width').getAttribute('aria-pressed')).toBe('true');
    expect(within(viewer).getByLabelText(msg(locale, 'viewer.toolbar.page'))).toBe(input(viewer));
    for (const id of ['viewer-previous', 'viewer-next', 'viewer-zoom-in', 'viewer-zoom-out']) {
      expect(button(viewer, id).getAttribute('aria-label')).toBeTruthy();
    }
    // The pages: a focusable, named region laid out left to right whatever the language.
    const pages = within(viewer).getByTestId('viewer-pdf-pages');
    expect(pages.getAttribute('dir')).toBe('ltr');
    expect(pages.getAttribute('tabindex')).toBe('0');
    expect(pages.getAttribute('aria-label')).toBe(
      locale === 'en' ? 'PDF document: Biology notes.pdf' : 'مستند PDF: Biology notes.pdf',
    );
    // The engine drew into the viewer's own elements, from a copy of the bytes, and names the pages.
    const [opened] = engine.record.opened;
    expect(opened?.elements.container).toBe(pages);
    expect(opened?.options.signal?.aborted).toBe(false);
    expect(opened?.data).toEqual(BYTES);
    expect(opened?.data).not.toBe(BYTES);
    expect(opened?.options.language).toBe(locale);
    expect(opened?.options.pageLabel(3)).toBe(locale === 'en' ? 'Page 3' : 'الصفحة ٣');
  });

  it.each(['en', 'ar'] as const)(
    'in %s, tells the student when the page shown was read from a scan without confidence',
    async (locale) => {
      const engine = fakeEngine();
      const { viewer } = await open(engine, { locale, unclearPages: new Set([3]) });
      expect(within(viewer).queryByTestId('viewer-ocr-note')).toBeNull();
      engine.scrollTo(3);
      const note = await within(viewer).findByTestId('viewer-ocr-note');
      expect(note.getAttribute('role')).toBe('status');
      expect(note.textContent).toBe(
        locale === 'en'
          ? "Page 3 was read from a scan, and not clearly: its text in search and in the tutor's answers may have mistakes. Check it against the page."
          : 'قُرئت الصفحة ٣ من صورة ممسوحة ولم تكن واضحة: قد يحتوي نصها في البحث وفي إجابات المعلّم على أخطاء، فقارنه بالصفحة.',
      );
      engine.scrollTo(4);
      await waitFor(() => expect(within(viewer).queryByTestId('viewer-ocr-note')).toBeNull());
    },
  );

  it('goes to the previous and next pages, and no further than the ends', async () => {
    const engine = fakeEngine();
    const { viewer } = await open(engine);
    expect(button(viewer, 'viewer-previous').disabled).toBe(true);
    fireEvent.click(button(viewer, 'viewer-next'));
    await waitFor(() => expect(input(viewer).value).toBe('2'));
    expect(button(viewer, 'viewer-previous').disabled).toBe(false);
    fireEvent.click(button(viewer, 'viewer-previous'));
    await waitFor(() => expect(input(viewer).value).toBe('1'));
    expect(engine.record.pages).toEqual([2, 1]);
    // Scrolling to the last page: the field follows, Next rests.
    engine.scrollTo(12);
    await waitFor(() => expect(input(viewer).value).toBe('12'));
    expect(button(viewer, 'viewer-next').disabled).toBe(true);
  });

  it('goes to the page typed, kept within the document', async () => {
    const engine = fakeEngine();
    const { viewer } = await open(engine);
    typePage(viewer, '5');
    await waitFor(() => expect(input(viewer).value).toBe('5'));
    typePage(viewer, '99');
    await waitFor(() => expect(input(viewer).value).toBe('12'));
    typePage(viewer, '0');
    await waitFor(() => expect(input(viewer).value).toBe('1'));
    // Arabic-Indic digits are page numbers too.
    typePage(viewer, '٧');
    await waitFor(() => expect(input(viewer).value).toBe('7'));
    expect(engine.record.pages).toEqual([5, 12, 1, 7]);
  });

  it('puts the page back for text that is no page, on Escape, and goes on leaving the field', async () => {
    const engine = fakeEngine();
    const { viewer } = await open(engine);
    typePage(viewer, 'abc');
    await waitFor(() => expect(input(viewer).value).toBe('1'));
    fireEvent.change(input(viewer), { target: { value: '4' } });
    await waitFor(() => expect(input(viewer).value).toBe('4'));
    fireEvent.keyDown(input(viewer), { key: 'Escape' });
    await waitFor(() => expect(input(viewer).value).toBe('1'));
    expect(engine.record.pages).toEqual([]);
    fireEvent.change(input(viewer), { target: { value: '3' } });
    await waitFor(() => expect(input(viewer).value).toBe('3'));
    fireEvent.focusOut(input(viewer)); // React listens to focusout for onBlur
    await waitFor(() => expect(engine.record.pages).toEqual([3]));
    // What is being typed gives way to a page scrolled to.
    fireEvent.change(input(viewer), { target: { value: '9' } });
    await waitFor(() => expect(input(viewer).value).toBe('9'));
    engine.scrollTo(6);
    await waitFor(() => expect(input(viewer).value).toBe('6'));
  });

  it('zooms in and out by steps, fits the width, and stops at the ends', async () => {
    const engine = fakeEngine();
    const { viewer } = await open(engine);
    const zoom = () => within(viewer).getByTestId('viewer-zoom').textContent;
    fireEvent.click(button(viewer, 'viewer-zoom-in'));
    await waitFor(() => expect(zoom()).toBe('150%'));
    expect(button(viewer, 'viewer-fit-width').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button(viewer, 'viewer-zoom-out'));
    await waitFor(() => expect(zoom()).toBe('125%'));
    fireEvent.click(button(viewer, 'viewer-fit-width'));
    await waitFor(() => expect(zoom()).toBe('137%'));
    expect(engine.record.zooms).toEqual([1.5, 1.25, 'page-width']);

    // + and - while the pages have the focus; Ctrl with them is the browser's own zoom.
    const pages = within(viewer).getByTestId('viewer-pdf-pages');
    fireEvent.keyDown(pages, { key: '+' });
    await waitFor(() => expect(zoom()).toBe('150%'));
    fireEvent.keyDown(pages, { key: '-' });
    await waitFor(() => expect(zoom()).toBe('125%'));
    fireEvent.keyDown(pages, { key: '+', ctrlKey: true });
    expect(engine.record.zooms).toHaveLength(5);

    for (let i = 0; i < 12; i += 1) fireEvent.click(button(viewer, 'viewer-zoom-in'));
    await waitFor(() => expect(zoom()).toBe('400%'));
    expect(button(viewer, 'viewer-zoom-in').disabled).toBe(true);
    for (let i = 0; i < 20; i += 1) fireEvent.click(button(viewer, 'viewer-zoom-out'));
    await waitFor(() => expect(zoom()).toBe('25%'));
    expect(button(viewer, 'viewer-zoom-out').disabled).toBe(true);
    expect(Math.max(...engine.record.zooms.filter((z): z is number => typeof z === 'number'))).toBe(4);
    expect(Math.min(...engine.record.zooms.filter((z): z is number => typeof z === 'number'))).toBe(0.25);
  });

  it('opens at a cited page, and goes there again each time a citation is followed', async () => {
    const engine = fakeEngine();
    const { viewer, retarget } = await open(engine, { target: { page: 7, seq: 1 } });
    await waitFor(() => expect(input(viewer).value).toBe('7'));
    engine.scrollTo(2);
    await waitFor(() => expect(input(viewer).value).toBe('2'));
    retarget({ page: 7, seq: 2 });
    await waitFor(() => expect(input(viewer).value).toBe('7'));
    // A page the document does not have: its last one.
    engine.scrollTo(2);
    await waitFor(() => expect(input(viewer).value).toBe('2'));
    retarget({ page: 40, seq: 3 });
    await waitFor(() => expect(input(viewer).value).toBe('12'));
    expect(engine.record.pages).toEqual([7, 7, 12]);
  });

  it('lets go of the document when it closes', async () => {
    const engine = fakeEngine();
    const { unmount } = await open(engine);
    unmount();
    expect(engine.record.destroyed).toBe(1);
    expect(engine.record.opened[0]?.options.signal?.aborted).toBe(true);
  });
});

describe('a PDF that cannot be opened', () => {
  const quiet = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

  it.each([
    ['password', 'en', 'This PDF is protected by a password and cannot be shown.'],
    ['invalid', 'ar', 'ملف PDF هذا تالف ولا يمكن عرضه.'],
  ] as const)('says why (%s, in %s)', async (problem, locale, text) => {
    const error = quiet();
    try {
      const engine = fakeEngine({ failWith: new PdfOpenError(problem) });
      const framed = await renderFramed(
        <PdfViewer data={BYTES} name="x.pdf" target={null} engine={engine.load} />,
        {
          locale,
          api,
          path: '/ai-engine/conversation/c1',
        },
      );
      const alert = await within(framed.container).findByTestId('viewer-pdf-problem');
      expect(alert.getAttribute('role')).toBe('alert');
      expect(alert.textContent).toBe(text);
      expect(within(alert).queryByTestId('viewer-pdf-retry')).toBeNull();
      expect(button(framed.container, 'viewer-next').disabled).toBe(true);
    } finally {
      error.mockRestore();
    }
  });

  it('offers to try again after any other failure (the engine could not be downloaded)', async () => {
    const error = quiet();
    try {
      const engine = fakeEngine({ failWith: new Error('ChunkLoadError') });
      const framed = await renderFramed(
        <PdfViewer data={BYTES} name="x.pdf" target={null} engine={engine.load} />,
        {
          locale: 'en',
          api,
          path: '/ai-engine/conversation/c1',
        },
      );
      const alert = await within(framed.container).findByTestId('viewer-pdf-problem');
      expect(alert.textContent).toContain('The PDF could not be opened.');
      expect(error).toHaveBeenCalledWith('The PDF could not be opened', expect.any(Error));
      engine.record.fail = undefined;
      fireEvent.click(within(alert).getByTestId('viewer-pdf-retry'));
      const viewer = within(framed.container).getByTestId('viewer-pdf');
      await waitFor(() => expect(viewer.dataset.ready).toBe('true'));
      expect(engine.record.opened).toHaveLength(2);
    } finally {
      error.mockRestore();
    }
  });
});

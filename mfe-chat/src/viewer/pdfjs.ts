// The real PDF engine: pdf.js's own viewer (PDFViewer with an EventBus and a PDFLinkService), which
// draws only the pages near the view (the rest are empty boxes of the right size), with a text
// layer over each page so its text can be selected and copied. Downloaded on first use.
//
// Everything pdf.js fetches comes from this remote's own build, never a CDN: the worker is an asset
// of the build (`new URL(..., import.meta.url)`), and the character maps, standard fonts, colour
// profiles and image decoders (cmaps/, standard_fonts/, iccs/, wasm/) are copied by
// webpack.config.mjs to `pdfjs/<version>/` beside the remote's chunks. A PDF's scripts never run
// (`isEvalSupported: false`, no scripting manager, links only: no form fields).
import 'pdfjs-dist/web/pdf_viewer.css';
import type * as PdfjsModule from 'pdfjs-dist';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import type * as ViewerModule from 'pdfjs-dist/web/pdf_viewer.mjs';
import { PdfOpenError, type PdfDocumentView, type PdfEngine, type PdfView } from './engine';

/** The remote's public path (webpack's `__webpack_require__.p`: where its chunks are served from). */
declare const __webpack_public_path__: string;

type PdfjsLib = typeof PdfjsModule;
type ViewerLib = typeof ViewerModule;
type DocumentParameters = Parameters<PdfjsLib['getDocument']>[0] & object;
/** PDFViewer's options, and the one its types leave out (it ends its listeners and observers). */
type ViewerOptions = ConstructorParameters<ViewerLib['PDFViewer']>[0] & { abortSignal: AbortSignal };

let libraries: Promise<{ pdfjs: PdfjsLib; viewer: ViewerLib }> | null = null;

/** pdf.js, then its viewer (which reads pdf.js from `globalThis.pdfjsLib`, set by the first import). */
function loadLibraries() {
  libraries ??= (async () => {
    const pdfjs = await import('pdfjs-dist');
    pdfjs.GlobalWorkerOptions.workerSrc = new URL(
      'pdfjs-dist/build/pdf.worker.min.mjs',
      import.meta.url,
    ).toString();
    const viewer = await import('pdfjs-dist/web/pdf_viewer.mjs');
    return { pdfjs, viewer };
  })();
  libraries.catch(() => {
    // A failed download (offline): the next document tries again.
    libraries = null;
  });
  return libraries;
}

/** Where the build put one of pdf.js's data folders (with the trailing slash pdf.js wants). */
function dataUrl(version: string, folder: 'cmaps' | 'standard_fonts' | 'iccs' | 'wasm'): string {
  const base = new URL(__webpack_public_path__ || './', document.baseURI);
  return new URL(`pdfjs/${version}/${folder}/`, base).toString();
}

/**
 * pdf.js's viewer names each page's region through a localization service (`data-l10n-id` and
 * `data-l10n-args` on the elements it makes). Its own service reads Fluent files from the page's
 * server; this one fills in the texts the chat needs from the app's translations instead.
 */
class ViewerL10n {
  readonly #language: string;
  readonly #pageLabel: (page: number) => string;
  #observer: MutationObserver | null = null;

  constructor(language: string, pageLabel: (page: number) => string) {
    this.#language = language;
    this.#pageLabel = pageLabel;
  }

  getLanguage() {
    return this.#language;
  }

  /** The pages are laid out left to right whatever the language (their text carries its own direction). */
  getDirection() {
    return 'ltr';
  }

  async get(ids: string | string[]) {
    return Array.isArray(ids) ? ids.map(() => '') : '';
  }

  #apply(root: Element) {
    const elements = root.matches('[data-l10n-id]') ? [root] : [];
    elements.push(...root.querySelectorAll('[data-l10n-id]'));
    for (const element of elements) {
      if (element.getAttribute('data-l10n-id') !== 'pdfjs-page-landmark') continue;
      let page = Number.NaN;
      try {
        page = Number(
          (JSON.parse(element.getAttribute('data-l10n-args') ?? '{}') as { page?: unknown }).page,
        );
      } catch {
        // No page number: no name.
      }
      if (Number.isInteger(page)) element.setAttribute('aria-label', this.#pageLabel(page));
    }
  }

  async translate(element: HTMLElement) {
    this.#apply(element);
    this.#observer ??= new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) this.#apply(record.target);
        for (const node of record.addedNodes) if (node instanceof Element) this.#apply(node);
      }
    });
    this.#observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-l10n-id', 'data-l10n-args'],
    });
  }

  async translateOnce(element: HTMLElement) {
    this.#apply(element);
  }

  pause() {}

  resume() {}

  async destroy() {
    this.#observer?.disconnect();
    this.#observer = null;
  }
}

function problemOf(error: unknown): PdfOpenError {
  const name = (error as Error | null)?.name;
  if (name === 'PasswordException') return new PdfOpenError('password', error);
  if (name === 'InvalidPDFException') return new PdfOpenError('invalid', error);
  return new PdfOpenError('failed', error);
}

export const pdfjsEngine: PdfEngine = {
  async open(data, { container }, { pageLabel, language, signal }) {
    let lib;
    try {
      lib = await loadLibraries();
    } catch (error) {
      throw new PdfOpenError('failed', error);
    }
    const { pdfjs, viewer } = lib;
    const parameters: DocumentParameters & { isEvalSupported: false } = {
      data,
      cMapUrl: dataUrl(pdfjs.version, 'cmaps'),
      cMapPacked: true,
      standardFontDataUrl: dataUrl(pdfjs.version, 'standard_fonts'),
      iccUrl: dataUrl(pdfjs.version, 'iccs'),
      wasmUrl: dataUrl(pdfjs.version, 'wasm'),
      // pdf.js 6 no longer compiles anything with eval (the option left its types); said anyway,
      // so that no version of it ever does here.
      isEvalSupported: false,
      enableXfa: false,
    };
    const task: PDFDocumentLoadingTask = pdfjs.getDocument(parameters);
    let pdfDocument: PDFDocumentProxy;
    try {
      pdfDocument = await task.promise;
    } catch (error) {
      void task.destroy();
      throw problemOf(error);
    }
    if (signal?.aborted) {
      // Not wanted any more: the container is left to the document that replaced this one.
      void task.destroy();
      throw new PdfOpenError('failed', signal.reason);
    }

    // This document's own pages' element, so that one being let go of never touches another's.
    const pagesElement = container.ownerDocument.createElement('div');
    pagesElement.className = 'pdfViewer';
    container.append(pagesElement);

    const abort = new AbortController();
    const eventBus = new viewer.EventBus();
    const linkService = new viewer.PDFLinkService({
      eventBus,
      externalLinkTarget: viewer.LinkTarget.BLANK,
      externalLinkRel: 'noopener noreferrer nofollow',
    });
    const l10n = new ViewerL10n(language, pageLabel);
    const options: ViewerOptions = {
      container,
      viewer: pagesElement,
      eventBus,
      linkService,
      l10n: l10n as unknown as ViewerOptions['l10n'],
      textLayerMode: 1, // TextLayerMode.ENABLE: selectable text
      annotationMode: pdfjs.AnnotationMode.ENABLE, // links, never form fields
      abortSignal: abort.signal,
    };
    const pdfViewer = new viewer.PDFViewer(options);
    linkService.setViewer(pdfViewer);

    const listeners = new Set<(view: PdfView) => void>();
    /** The zoom follows the pane's width (at first, and after "Fit to width"), until zoomed by hand. */
    let fit = true;
    let pagesReady = false;
    const current = (): PdfView => ({
      page: pdfViewer.currentPageNumber || 1,
      pageCount: pdfDocument.numPages,
      scale: pdfViewer.currentScale || 1,
      fitWidth: fit,
    });
    const notify = () => {
      const view = current();
      for (const listener of listeners) listener(view);
    };
    // pdf.js's viewer does not refit on its own when its container changes size (its app does):
    // the pane resized, the window turned, the hidden pane shown again. A hidden container has no
    // width, and fitting to it would give a scale below zero: the fit waits until it has one.
    const applyFit = () => {
      if (fit && pagesReady && container.clientWidth > 0) pdfViewer.currentScaleValue = 'page-width';
    };
    let frame = 0;
    const resizeObserver = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(applyFit);
    });
    resizeObserver.observe(container);
    eventBus.on('pagesinit', () => {
      pagesReady = true;
      applyFit();
      notify();
    });
    eventBus.on('pagechanging', notify);
    eventBus.on('scalechanging', ({ presetValue }: { presetValue?: string }) => {
      // A pinch on a touch screen zooms by hand; the fit sets the preset.
      fit = presetValue === 'page-width';
      notify();
    });

    const view: PdfDocumentView = {
      current,
      goToPage(page) {
        if (page >= 1 && page <= pdfDocument.numPages) pdfViewer.currentPageNumber = page;
      },
      setZoom(zoom) {
        if (zoom === 'page-width') {
          fit = true;
          applyFit();
          notify();
        } else {
          fit = false;
          pdfViewer.currentScale = zoom;
        }
      },
      onChange(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      destroy() {
        listeners.clear();
        resizeObserver.disconnect();
        cancelAnimationFrame(frame);
        abort.abort();
        pdfViewer.setDocument(null);
        linkService.setDocument(null);
        pagesElement.remove();
        void l10n.destroy();
        void task.destroy();
      },
    };

    pdfViewer.setDocument(pdfDocument);
    linkService.setDocument(pdfDocument, null);
    try {
      await pdfViewer.firstPagePromise;
    } catch (error) {
      view.destroy();
      throw problemOf(error);
    }
    return view;
  },
};

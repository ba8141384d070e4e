// The thin seam between the PDF viewer's React code and pdf.js: what the toolbar needs from a
// document on screen (its page count, the page in view, the zoom; go to a page, zoom), and nothing
// of pdf.js itself. The real engine (pdfjs.ts: pdf.js's own PDFViewer with its text layer) is
// loaded on first use; jsdom has no canvas, so the toolbar's tests give the viewer a small engine
// of their own, and the real rendering is covered by the end-to-end tests.

/** What is on screen now. */
export interface PdfView {
  /** The page in view (1-based). */
  page: number;
  pageCount: number;
  /** 1 = 100 %. */
  scale: number;
  /** The zoom follows the pane's width (the default, and after "Fit to width"). */
  fitWidth: boolean;
}

/** A document drawn into the viewer's elements. */
export interface PdfDocumentView {
  current(): PdfView;
  /** Scrolls to a page (1..pageCount). */
  goToPage(page: number): void;
  /** A zoom level, or the pane's width. */
  setZoom(zoom: number | 'page-width'): void;
  /** Hears every change of page or zoom (scrolling, resizing, the calls above); returns its unsubscribe. */
  onChange(listener: (view: PdfView) => void): () => void;
  /** Lets go of the document, its worker and its pages. */
  destroy(): void;
}

/** Where pdf.js draws: a scrolling container (absolutely positioned); each document puts its own pages' element in it. */
export interface PdfElements {
  container: HTMLDivElement;
}

export interface PdfOpenOptions {
  /** The accessible name of a page's region (`Page 3`, `الصفحة ٣`). */
  pageLabel(page: number): string;
  /** The page's language ('en' | 'ar'); the pages themselves are always laid out left to right. */
  language: string;
  /** Aborted when the viewer no longer wants the document (it closed, or opens another). */
  signal?: AbortSignal;
}

/** Why a document could not be opened. */
export type PdfProblem = 'password' | 'invalid' | 'failed';

export class PdfOpenError extends Error {
  constructor(
    readonly problem: PdfProblem,
    cause?: unknown,
  ) {
    super(`The PDF could not be opened (${problem})`, { cause });
    this.name = 'PdfOpenError';
  }
}

export interface PdfEngine {
  /** Opens the bytes (the engine may take them over: pass a copy) and draws them into the elements. */
  open(data: Uint8Array, elements: PdfElements, options: PdfOpenOptions): Promise<PdfDocumentView>;
}

/** The real engine, downloaded with pdf.js the first time a PDF is shown. */
export const loadPdfjsEngine = (): Promise<PdfEngine> =>
  import('./pdfjs').then((module) => module.pdfjsEngine);

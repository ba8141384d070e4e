/**
 * PDF text per page with pdfjs-dist (legacy build, the one meant for Node), inside an extraction
 * thread. pdfjs runs its parser in this same thread here (Node has no web worker): the thread's time
 * and memory limits bound it. Fonts, character maps, ICC profiles and wasm decoders come from the
 * installed package, never from the network; scripts in the PDF are never evaluated.
 *
 * A page with (almost) no text but an image on it is a scanned page, and a page whose text layer is
 * glyph soup (quality.ts) has a broken font: either is rendered at RENDER_DPI (at most
 * MAX_RENDER_PIXELS) onto @napi-rs/canvas (pdfjs's own Node canvas) and read by OCR (ocr.ts). The
 * page records the route it took (`ocr`) and the OCR's confidence.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  getDocument,
  OPS,
  VerbosityLevel,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ExtractionError } from './failures.ts';
import {
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_PDF_PAGES,
  MAX_RENDER_PIXELS,
  MIN_PAGE_TEXT_CHARS,
  RENDER_DPI,
} from './limits.ts';
import { glyphItems } from './glyphs.ts';
import { pageText, type PositionedText } from './lines.ts';
import { recognize, rgbaToPgm } from './ocr.ts';
import {
  MAX_MIXED_SCRIPT_SHARE,
  MIN_QUALITY_CHARS,
  MIN_TEXT_LAYER_QUALITY,
  mixedScriptShare,
  textQuality,
} from './quality.ts';
import type { ExtractedPage } from './types.ts';

const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
/** pdfjs in Node reads these "URLs" with fs: folder paths ending with a separator. */
const folder = (name: string) => path.join(PDFJS_DIR, name) + path.sep;

const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageXObjectRepeat,
  OPS.paintImageMaskXObject,
  OPS.paintImageMaskXObjectGroup,
  OPS.paintImageMaskXObjectRepeat,
  OPS.paintSolidColorImageMask,
]);

export interface PdfOptions {
  langDir?: string;
  /** Fraction 0..1 of the document read. */
  onProgress?: (fraction: number) => void;
}

const visibleChars = (text: string) => text.replace(/\s/g, '').length;

async function hasImage(page: PDFPageProxy): Promise<boolean> {
  const operators = await page.getOperatorList();
  return operators.fnArray.some((fn) => IMAGE_OPS.has(fn));
}

const ARABIC = /[\p{Script=Arabic}]/u;

/**
 * The page's text layer in reading order. pdfjs's text content first; a page with Arabic on it is
 * read again glyph by glyph (glyphs.ts says why), unless the page draws text that reading does not
 * follow. pdfjs's own normalization is off: it would turn a ligature's one character into its
 * letters before the run is reversed; lines.ts normalizes once the order is right.
 */
async function readTextLayer(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent({ disableNormalization: true });
  const items = content.items.flatMap((item): PositionedText[] => ('str' in item ? [item] : []));
  if (!items.some((item) => ARABIC.test(item.str))) return pageText(items);
  const glyphs = await glyphItems(page);
  return pageText(glyphs ?? items);
}

/** The page rendered for OCR, as grayscale PGM bytes, and its resolution. */
async function renderPage(page: PDFPageProxy): Promise<{ pixels: Uint8Array; dpi: number }> {
  const natural = page.getViewport({ scale: 1 });
  let scale = RENDER_DPI / 72;
  const area = natural.width * natural.height * scale * scale;
  if (area > MAX_RENDER_PIXELS) scale *= Math.sqrt(MAX_RENDER_PIXELS / area);
  const side = Math.max(natural.width, natural.height) * scale;
  if (side > MAX_IMAGE_SIDE) scale *= MAX_IMAGE_SIDE / side;
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  // pdfjs-dist's optional dependency, which its Node canvas factory uses too.
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  try {
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
      background: 'white',
    }).promise;
    return {
      pixels: rgbaToPgm(context.getImageData(0, 0, width, height).data, width, height),
      dpi: scale * 72,
    };
  } finally {
    canvas.width = 0;
    canvas.height = 0;
  }
}

async function openPdf(bytes: Uint8Array) {
  const task = getDocument({
    data: bytes,
    // pdfjs-dist 6 never evaluates code from a PDF (its `isEvalSupported` option is gone).
    enableXfa: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    // Images larger than this are left out of a rendering rather than decoded.
    maxImageSize: MAX_IMAGE_PIXELS,
    cMapUrl: folder('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: folder('standard_fonts'),
    iccUrl: folder('iccs'),
    wasmUrl: folder('wasm'),
    verbosity: VerbosityLevel.ERRORS,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    const name = error instanceof Error ? error.name : '';
    throw new ExtractionError(name === 'PasswordException' ? 'passwordProtected' : 'notPdf', {
      cause: error,
    });
  }
  return { task, doc };
}

/**
 * One page read by its route (see the module comment); null when the page cannot be read at all
 * (the rest of the document still is).
 */
async function readPdfPage(
  doc: PDFDocumentProxy,
  number: number,
  options: PdfOptions & { onPageProgress?: (fraction: number) => void },
): Promise<ExtractedPage | null> {
  let page: PDFPageProxy | null = null;
  try {
    page = await doc.getPage(number);
    const layerText = await readTextLayer(page);
    // The route: the text layer, unless it is (nearly) empty on a page with a picture (a scan) or
    // glyph soup (a broken font): then OCR, kept when it reads better (quality.ts).
    const layer = textQuality(layerText);
    const scanned = visibleChars(layerText) < MIN_PAGE_TEXT_CHARS && (await hasImage(page));
    const broken =
      layer.chars >= MIN_QUALITY_CHARS &&
      (layer.score < MIN_TEXT_LAYER_QUALITY || mixedScriptShare(layerText) > MAX_MIXED_SCRIPT_SHARE);
    if (scanned || broken) {
      const { pixels, dpi } = await renderPage(page);
      const read = await recognize(pixels, {
        langDir: options.langDir,
        dpi,
        onProgress: options.onPageProgress,
      });
      const better = scanned
        ? visibleChars(read.text) > visibleChars(layerText)
        : textQuality(read.text).score >= layer.score + 0.2;
      if (better)
        return { page: number, text: read.text, ocr: true, confidence: Math.round(read.confidence) };
    }
    return { page: number, text: layerText, ocr: false, confidence: null };
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    return null;
  } finally {
    page?.cleanup();
  }
}

/** The given pages of a PDF (1-based), as extractPdf reads them: for tests and the corpus benchmark. */
export async function extractPdfPages(
  bytes: Uint8Array,
  numbers: readonly number[],
  options: PdfOptions = {},
): Promise<(ExtractedPage | null)[]> {
  const { task, doc } = await openPdf(bytes);
  try {
    const pages: (ExtractedPage | null)[] = [];
    for (const number of numbers) pages.push(await readPdfPage(doc, number, options));
    return pages;
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

/** The text of every page of a PDF (see the module comment). */
export async function extractPdf(bytes: Uint8Array, options: PdfOptions = {}): Promise<ExtractedPage[]> {
  const { task, doc } = await openPdf(bytes);
  try {
    const count = doc.numPages;
    if (count > MAX_PDF_PAGES) throw new ExtractionError('tooManyPages');
    const pages: ExtractedPage[] = [];
    let readable = 0;
    for (let number = 1; number <= count; number++) {
      const progress = (within: number) => options.onProgress?.((number - 1 + within) / count);
      const page = await readPdfPage(doc, number, { ...options, onPageProgress: progress });
      // One broken page is left empty; the rest of the document is still read.
      if (page) readable++;
      pages.push(page ?? { page: number, text: '', ocr: false, confidence: null });
      progress(1);
    }
    if (count > 0 && readable === 0) throw new ExtractionError('notPdf');
    return pages;
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

/**
 * OCR inside an extraction thread, fitted to the page (tesseract.js, language data from the installed
 * packages: tutor/offline/ocr.ts's createOcrWorker).
 *
 * - Automatic page segmentation (tesseract's PSM 3): columns and blocks are found and read one after
 *   the other. tesseract.js leaves tesseract's library default, one uniform block (PSM 6), which read
 *   each line of a two-column page straight across both columns. A strip of one line is read as a
 *   line (PSM 7), which halved the errors on printed Arabic book lines.
 * - Not deskewed: tesseract.js's `rotateAuto` misjudged the angle of short Arabic pages and turned a
 *   page read at 92% confidence into junk (71%, half its words lost); tesseract's own line finding
 *   copes with the few degrees of a phone photo or a scan.
 * - The language follows the script on the page: the page is read with Arabic and English together,
 *   and when nearly all its letters turn out to be of one script it is read again with that language
 *   alone, and that reading is kept unless it is clearly less sure. Two models together read a page
 *   of one script worse than its own model (Arabic book lines picked up Latin junk), and a page that
 *   mixes both needs both.
 * - The reading's mean word confidence (0-100) is kept, so a page read badly can be marked.
 *
 * One worker per language set is started on first use, reused by every later job of this thread and
 * ends with the thread. Images are read one at a time.
 */
import type { Worker } from 'tesseract.js';
import { createOcrWorker } from '../../tutor/offline/ocr.ts';
import { imageDimensions } from '../../uploads/images.ts';

/** tesseract's automatic page segmentation without orientation detection (PSM.AUTO). */
const PSM_AUTO = '3';
/** One line of text (PSM.SINGLE_LINE): a strip cut from a page. */
const PSM_LINE = '7';
/** The one-script reading is kept unless its confidence is this much lower than the two-script one. */
const CONFIDENCE_MARGIN = 10;
const BOTH = 'ara+eng';
/**
 * A page whose letters are at least this share Arabic is read again in Arabic alone, and one at least
 * this share Latin in English alone. Lower for Arabic: the two-script model scatters short Latin junk
 * through Arabic print (a quarter of the letters on some book lines), while English print picks up no
 * Arabic; an Arabic line with an English term in it ("يتكون DNA من") stays under it.
 */
const ARABIC_SHARE = 0.75;
const LATIN_SHARE = 0.9;

const workers = new Map<string, Promise<Worker>>();
/** The progress listener of the image being read (tesseract.js reports through the worker's logger). */
let onRecognizing: ((fraction: number) => void) | null = null;
/** The resolution told to each worker for its last image ('0': it estimates it from the text). */
const lastDpi = new Map<string, string>();
/** The page segmentation each worker was last set to. */
const lastPsm = new Map<string, string>();

/** A strip of one line (at most 200 pixels high and four times as wide) is read as one line. */
function segmentationFor(image: Uint8Array): string {
  const size = imageDimensions(image);
  return size && size.height <= 200 && size.width >= 4 * size.height ? PSM_LINE : PSM_AUTO;
}

function ocrWorker(languages: string, langDir: string | undefined): Promise<Worker> {
  const existing = workers.get(languages);
  if (existing) return existing;
  const started = createOcrWorker({
    langDir,
    languages,
    logger: (message) => {
      if (message.status === 'recognizing text') onRecognizing?.(message.progress);
    },
    // The failure reaches the caller through recognize()'s rejection.
    errorHandler: () => undefined,
  });
  workers.set(languages, started);
  lastDpi.set(languages, '0');
  lastPsm.delete(languages);
  started.catch(() => {
    if (workers.get(languages) === started) workers.delete(languages);
  });
  return started;
}

/** OCR text, tidied: bidi marks dropped, spaces at line ends trimmed, at most one blank line. */
export function tidyOcrText(text: string): string {
  return text
    .replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The share of Arabic letters among the letters of a text (0 when it has none). */
export function arabicShare(text: string): number {
  const arabic = text.match(/(?!\p{Nd})\p{Script=Arabic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return arabic + latin === 0 ? 0 : arabic / (arabic + latin);
}

let queue: Promise<unknown> = Promise.resolve();

export interface RecognizeOptions {
  langDir?: string;
  /** The image's resolution when known (a rendered PDF page); otherwise tesseract estimates it. */
  dpi?: number;
  onProgress?: (fraction: number) => void;
}

export interface Recognized {
  text: string;
  /** Mean word confidence, 0-100. */
  confidence: number;
  /** The language data it was read with: `ara+eng`, `ara` or `eng`. */
  languages: string;
}

async function readWith(
  languages: string,
  image: Uint8Array,
  options: RecognizeOptions,
): Promise<Recognized> {
  const worker = await ocrWorker(languages, options.langDir);
  const dpi = options.dpi ? String(Math.round(options.dpi)) : '0';
  if (dpi !== lastDpi.get(languages)) {
    await worker.setParameters({ user_defined_dpi: dpi });
    lastDpi.set(languages, dpi);
  }
  const psm = segmentationFor(image);
  if (psm !== lastPsm.get(languages)) {
    await worker.setParameters({ tessedit_pageseg_mode: psm as never });
    lastPsm.set(languages, psm);
  }
  const result = await worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  return { text: tidyOcrText(result.data.text), confidence: result.data.confidence, languages };
}

/** The text of an encoded image (PNG, JPEG, WebP, PGM...); progress 0..1 while it is read. */
export function recognize(image: Uint8Array, options: RecognizeOptions = {}): Promise<Recognized> {
  const job = queue.then(async () => {
    // The first reading is most of the work: its progress counts for 0..0.6, a second one 0.6..1.
    onRecognizing = options.onProgress ? (fraction) => options.onProgress!(fraction * 0.6) : null;
    try {
      const first = await readWith(BOTH, image, options);
      const share = arabicShare(first.text);
      const alone = !/\p{L}/u.test(first.text)
        ? null
        : share >= ARABIC_SHARE
          ? 'ara'
          : share <= 1 - LATIN_SHARE
            ? 'eng'
            : null;
      if (!alone) return first;
      onRecognizing = options.onProgress ? (fraction) => options.onProgress!(0.6 + fraction * 0.4) : null;
      const second = await readWith(alone, image, options);
      // tesseract's confidence does not rank the two readings well (on 30 printed Arabic book lines the
      // two-script reading had the higher mean confidence and nearly twice the errors): the one-script
      // reading is kept unless it is clearly less sure.
      return second.confidence >= first.confidence - CONFIDENCE_MARGIN ? second : first;
    } finally {
      onRecognizing = null;
    }
  });
  queue = job.catch(() => undefined);
  return job;
}

/** Grayscale PGM (P5) bytes of RGBA pixels: quick to write, read by tesseract's Leptonica. */
export function rgbaToPgm(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const pixels = width * height;
  const out = new Uint8Array(header.length + pixels);
  out.set(header);
  for (let i = 0, o = header.length, j = 0; i < pixels; i++, o++, j += 4) {
    const alpha = rgba[j + 3]!;
    // Transparent pixels are paper (white).
    const gray = (rgba[j]! * 77 + rgba[j + 1]! * 150 + rgba[j + 2]! * 29) >> 8;
    out[o] = (gray * alpha + 255 * (255 - alpha)) / 255;
  }
  return out;
}

/**
 * OCR inside an extraction thread: one tesseract.js worker (English and Arabic, language data from the
 * installed packages: tutor/offline/ocr.ts's createOcrWorker) started on the first image and reused
 * by every later job of this thread; it ends with the thread. Images are read one at a time.
 */
import type { Worker } from 'tesseract.js';
import { createOcrWorker } from '../../tutor/offline/ocr.ts';

/** Arabic first: the materials are mostly Arabic or mixed, and English is read well either way. */
const LANGUAGES = 'ara+eng';

let worker: Promise<Worker> | null = null;
/** The progress listener of the image being read (tesseract.js reports through the worker's logger). */
let onRecognizing: ((fraction: number) => void) | null = null;

function ocrWorker(langDir: string | undefined): Promise<Worker> {
  if (worker) return worker;
  lastDpi = '0';
  const started = createOcrWorker({
    langDir,
    languages: LANGUAGES,
    logger: (message) => {
      if (message.status === 'recognizing text') onRecognizing?.(message.progress);
    },
    // The failure reaches the caller through recognize()'s rejection.
    errorHandler: () => undefined,
  });
  worker = started;
  started.catch(() => {
    if (worker === started) worker = null;
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

let queue: Promise<unknown> = Promise.resolve();
/** The resolution told to tesseract for the last image ('0': it estimates it from the text). */
let lastDpi = '0';

export interface RecognizeOptions {
  langDir?: string;
  /** The image's resolution when known (a rendered PDF page); otherwise tesseract estimates it. */
  dpi?: number;
  onProgress?: (fraction: number) => void;
}

/** The text of an encoded image (PNG, JPEG, WebP, PGM...); progress 0..1 while it is read. */
export function recognize(image: Uint8Array, options: RecognizeOptions = {}): Promise<string> {
  const job = queue.then(async () => {
    const current = await ocrWorker(options.langDir);
    const dpi = options.dpi ? String(Math.round(options.dpi)) : '0';
    if (dpi !== lastDpi) {
      await current.setParameters({ user_defined_dpi: dpi });
      lastDpi = dpi;
    }
    onRecognizing = options.onProgress ?? null;
    try {
      const result = await current.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
      return tidyOcrText(result.data.text);
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

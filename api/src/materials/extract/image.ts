/**
 * Images (PNG, JPEG, WebP, HEIC): the size is read from the header before anything is decoded (a small
 * file can claim a huge picture), then the image is read by OCR, scaled down first when it is larger
 * than a rendered page (MAX_RENDER_PIXELS).
 *
 * HEIC (iPhone photos) is decoded with heic-decode (libheif compiled to WebAssembly: no native
 * library to install), and a JPEG copy is made for the viewer, since browsers cannot draw HEIC.
 */
import { imageDimensions, withinImageLimits } from '../../uploads/images.ts';
import { ExtractionError } from './failures.ts';
import { MAX_RENDER_PIXELS } from './limits.ts';
import { recognize, rgbaToPgm } from './ocr.ts';
import type { ExtractedPage, ExtractedPreview } from './types.ts';

/** The viewer's copy of a HEIC photo: JPEG at this quality, at most this many pixels. */
const PREVIEW_QUALITY = 85;
const MAX_PREVIEW_PIXELS = 12_000_000;

type ImageOptions = { langDir?: string; onProgress?: (fraction: number) => void };

async function scaledDown(bytes: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const factor = Math.sqrt(MAX_RENDER_PIXELS / (width * height));
  const w = Math.max(1, Math.floor(width * factor));
  const h = Math.max(1, Math.floor(height * factor));
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const canvas = createCanvas(w, h);
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, w, h);
  context.drawImage(image, 0, 0, w, h);
  return rgbaToPgm(context.getImageData(0, 0, w, h).data, w, h);
}

export async function extractImage(bytes: Uint8Array, options: ImageOptions = {}): Promise<ExtractedPage[]> {
  const size = imageDimensions(bytes);
  if (!size) throw new ExtractionError('notImage');
  if (!withinImageLimits(size)) throw new ExtractionError('imageTooLarge');
  let input = bytes;
  if (size.width * size.height > MAX_RENDER_PIXELS) {
    input = await scaledDown(bytes, size.width, size.height).catch((error: unknown) => {
      throw new ExtractionError('notImage', { cause: error });
    });
  }
  const read = await recognize(input, options).catch((error: unknown) => {
    // tesseract.js rejects with Leptonica's message when the pixels cannot be decoded.
    const message = error instanceof Error ? error.message : String(error);
    throw /image/i.test(message) ? new ExtractionError('notImage', { cause: error }) : error;
  });
  return [{ page: 1, text: read.text, ocr: true, confidence: read.confidence }];
}

/** RGBA pixels scaled to fit `maxPixels` (white behind transparency), as a canvas. */
async function canvasOf(rgba: Uint8ClampedArray, width: number, height: number, maxPixels: number) {
  const { createCanvas, ImageData } = await import('@napi-rs/canvas');
  const source = createCanvas(width, height);
  source.getContext('2d').putImageData(new ImageData(rgba, width, height), 0, 0);
  const factor = Math.min(1, Math.sqrt(maxPixels / (width * height)));
  if (factor === 1) return { canvas: source, width, height };
  const w = Math.max(1, Math.floor(width * factor));
  const h = Math.max(1, Math.floor(height * factor));
  const canvas = createCanvas(w, h);
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, w, h);
  context.drawImage(source, 0, 0, w, h);
  return { canvas, width: w, height: h };
}

/**
 * Runs `read` with console.log silenced: libheif-js logs each file it cannot parse or decode there
 * (the reason reaches the student as notImage instead). Safe in an extraction thread, which runs one
 * job at a time.
 */
/* eslint-disable no-console -- replacing console.log for a moment is what this does */
async function quietly<T>(read: () => Promise<T>): Promise<T> {
  const log = console.log;
  console.log = () => undefined;
  try {
    return await read();
  } finally {
    console.log = log;
  }
}
/* eslint-enable no-console */

/**
 * A HEIC or HEIF photo: its size checked from the header, decoded, read by OCR, and a JPEG copy made
 * for the viewer. A file libheif cannot read, or one without an image, is `notImage`; one over the
 * picture limits is `imageTooLarge` before any pixel is decoded.
 */
export async function extractHeic(
  bytes: Uint8Array,
  options: ImageOptions = {},
): Promise<{ pages: ExtractedPage[]; preview: ExtractedPreview }> {
  const { default: heic } = await import('heic-decode');
  const decoded = await quietly(async () => {
    const images = await heic.all({ buffer: bytes }).catch((error: unknown) => {
      throw new ExtractionError('notImage', { cause: error });
    });
    try {
      // The primary image comes first; a burst or live photo's other frames are not read.
      const image = images[0];
      if (!image) throw new ExtractionError('notImage');
      if (!withinImageLimits(image)) throw new ExtractionError('imageTooLarge');
      return await image.decode().catch((error: unknown) => {
        throw new ExtractionError('notImage', { cause: error });
      });
    } finally {
      images.dispose();
    }
  });
  options.onProgress?.(0.1);
  const { width, height, data } = decoded;
  const view = await canvasOf(data, width, height, MAX_PREVIEW_PIXELS);
  const preview: ExtractedPreview = {
    mime: 'image/jpeg',
    bytes: new Uint8Array(await view.canvas.encode('jpeg', PREVIEW_QUALITY)),
  };
  const page =
    width * height > MAX_RENDER_PIXELS ? await canvasOf(data, width, height, MAX_RENDER_PIXELS) : null;
  const pgm = page
    ? rgbaToPgm(
        page.canvas.getContext('2d').getImageData(0, 0, page.width, page.height).data,
        page.width,
        page.height,
      )
    : rgbaToPgm(data, width, height);
  const read = await recognize(pgm, options);
  return { pages: [{ page: 1, text: read.text, ocr: true, confidence: read.confidence }], preview };
}

/**
 * Images (PNG, JPEG, WebP): the size is read from the header before anything is decoded (a small file
 * can claim a huge picture), then the image is read by OCR, scaled down first when it is larger than
 * a rendered page (MAX_RENDER_PIXELS).
 */
import { imageDimensions, withinImageLimits } from '../../uploads/images.ts';
import { ExtractionError } from './failures.ts';
import { MAX_RENDER_PIXELS } from './limits.ts';
import { recognize, rgbaToPgm } from './ocr.ts';
import type { ExtractedPage } from './types.ts';

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

export async function extractImage(
  bytes: Uint8Array,
  options: { langDir?: string; onProgress?: (fraction: number) => void } = {},
): Promise<ExtractedPage[]> {
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

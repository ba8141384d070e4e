// The picture a student attaches to a question: image files only, at most the API's limit (5 MB),
// and the part they cropped drawn to a PNG file (spec section 5: cropped image data is converted
// to a png file before sending).
import type { PixelCrop } from 'react-image-crop';
import { checkImageFile, cropToPngFile, type ImageCheck } from '@nibras/shared-ui/extra';

export type { ImageCheck };

/** The file chooser's check: any image file up to the API's limit (the API checks the bytes again). */
export const checkImage = (file: Pick<File, 'type' | 'size'>, maxBytes: number): ImageCheck =>
  checkImageFile(file, { maxBytes });

/** The limit in whole megabytes, for the texts ("up to 5 MB"). */
export const megabytes = (bytes: number): number => Math.max(1, Math.round(bytes / (1024 * 1024)));

/** A crop drawn from a very large photo stays readable but not huge: its longer side at most this. */
export const MAX_CROP_SIDE = 2048;

/** The output size: the crop's own size, its longer side capped at `maxSide`, never upscaled. */
export function outputSize(
  width: number,
  height: number,
  maxSide = MAX_CROP_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `photo.jpg` -> `photo-crop.png`. */
export function cropFileName(original: string): string {
  const base = original.replace(/\.[^./\\]+$/, '') || 'image';
  return `${base}-crop.png`;
}

/** Draws the crop of the full-resolution image to a PNG file (`photo.jpg` -> `photo-crop.png`). */
export function cropToPng(image: HTMLImageElement, crop: PixelCrop, fileName: string): Promise<File> {
  return cropToPngFile(image, crop, {
    size: (source) => outputSize(source.width, source.height),
    fileName: cropFileName(fileName),
  });
}

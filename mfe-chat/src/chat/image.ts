// The picture a student attaches to a question: image files only, at most the API's limit (5 MB),
// and the part they cropped drawn to a PNG file (spec section 5: cropped image data is converted
// to a png file before sending).
import type { PixelCrop } from 'react-image-crop';

export type ImageCheck = 'ok' | 'not-image' | 'too-large';

/** The file chooser's check (the API checks the bytes again: 415 for a non-image, 413 over the limit). */
export function checkImage(file: Pick<File, 'type' | 'size'>, maxBytes: number): ImageCheck {
  if (!file.type.startsWith('image/')) return 'not-image';
  if (file.size > maxBytes) return 'too-large';
  return 'ok';
}

/** The limit in whole megabytes, for the texts ("up to 5 MB"). */
export const megabytes = (bytes: number): number => Math.max(1, Math.round(bytes / (1024 * 1024)));

/** A crop drawn from a very large photo stays readable but not huge: its longer side at most this. */
export const MAX_CROP_SIDE = 2048;

/** The crop in the image's own pixels (react-image-crop reports it in the displayed image's pixels). */
export function naturalCrop(
  crop: Pick<PixelCrop, 'x' | 'y' | 'width' | 'height'>,
  displayed: { width: number; height: number },
  natural: { width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  const scaleX = displayed.width > 0 ? natural.width / displayed.width : 1;
  const scaleY = displayed.height > 0 ? natural.height / displayed.height : 1;
  return { x: crop.x * scaleX, y: crop.y * scaleY, width: crop.width * scaleX, height: crop.height * scaleY };
}

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

/** Draws the crop of the full-resolution image to a canvas and returns it as a PNG file. */
export async function cropToPng(image: HTMLImageElement, crop: PixelCrop, fileName: string): Promise<File> {
  const source = naturalCrop(
    crop,
    { width: image.width, height: image.height },
    { width: image.naturalWidth, height: image.naturalHeight },
  );
  const { width, height } = outputSize(source.width, source.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The canvas gave no PNG');
  return new File([blob], cropFileName(fileName), { type: 'image/png' });
}

// Profile and cover pictures: which files are taken, and the crop drawn to a PNG file (spec
// section 5: only images; the cropped image data is converted to a png file before sending).
import type { PixelCrop } from 'react-image-crop';

/** The API's limit (PUT /profile-picture, /profile-cover): 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What the API recognises by the file's bytes; the file chooser offers the same. */
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export type PictureKind = 'picture' | 'cover';

export const PICTURE_TARGETS = {
  picture: {
    path: '/profile-picture',
    field: 'profilePicture',
    aspect: 1,
    /** The uploaded square is at most this wide (a 96 px avatar on a 3x screen needs 288). */
    maxWidth: 512,
    fileName: 'profile-picture.png',
    toast: 'toast.profilePictureUpdated',
  },
  cover: {
    path: '/profile-cover',
    field: 'profileCover',
    aspect: 4,
    maxWidth: 1600,
    fileName: 'profile-cover.png',
    toast: 'toast.coverPictureUpdated',
  },
} as const;

export type ImageCheck = 'ok' | 'not-image' | 'too-large';

/** The file chooser's first check (the API checks the bytes again). */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageCheck {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'not-image';
  if (file.size > MAX_IMAGE_BYTES) return 'too-large';
  return 'ok';
}

/** The output size for a crop of `naturalWidth` source pixels: never upscaled, at most `maxWidth`. */
export function outputSize(
  naturalWidth: number,
  aspect: number,
  maxWidth: number,
): { width: number; height: number } {
  const width = Math.max(1, Math.round(Math.min(naturalWidth, maxWidth)));
  return { width, height: Math.max(1, Math.round(width / aspect)) };
}

/**
 * Draws the crop (in the displayed image's pixels, as react-image-crop reports it) from the
 * full-resolution image to a canvas and returns it as a PNG file.
 */
export async function cropToPngFile(
  image: HTMLImageElement,
  crop: PixelCrop,
  target: { aspect: number; maxWidth: number; fileName: string },
): Promise<File> {
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  const source = {
    x: crop.x * scaleX,
    y: crop.y * scaleY,
    width: crop.width * scaleX,
    height: crop.height * scaleY,
  };
  const { width, height } = outputSize(source.width, target.aspect, target.maxWidth);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the canvas gave no PNG');
  return new File([blob], target.fileName, { type: 'image/png' });
}

// Profile and cover pictures: which files are taken, and the crop drawn to a PNG file (spec
// section 5: only images; the cropped image data is converted to a png file before sending).
import type { PixelCrop } from 'react-image-crop';
import {
  checkImageFile as checkImage,
  cropToPngFile as drawCrop,
  type ImageCheck,
} from '@nibras/shared-ui/extra';

export type { ImageCheck };

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

/** The file chooser's first check (the API checks the bytes again). */
export const checkImageFile = (file: Pick<File, 'type' | 'size'>): ImageCheck =>
  checkImage(file, { maxBytes: MAX_IMAGE_BYTES, types: ACCEPTED_TYPES });

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
 * full-resolution image to a PNG file of the target's aspect and width.
 */
export function cropToPngFile(
  image: HTMLImageElement,
  crop: PixelCrop,
  target: { aspect: number; maxWidth: number; fileName: string },
): Promise<File> {
  return drawCrop(image, crop, {
    size: (source) => outputSize(source.width, target.aspect, target.maxWidth),
    fileName: target.fileName,
  });
}

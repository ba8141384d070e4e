/** Pictures (profile picture and cover): accepted kinds, limits, stored ids. */
import { imageSize } from 'image-size';
import { FILE_KINDS, type FileKind } from './kinds.ts';

export const IMAGE_KINDS: readonly FileKind[] = [
  FILE_KINDS.png,
  FILE_KINDS.jpeg,
  FILE_KINDS.webp,
  FILE_KINDS.gif,
];

/** Largest accepted picture file. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Largest accepted picture size: a small file can claim a huge image (a "decompression bomb") that a
 * browser or a later resize would have to hold in memory decoded, 4 bytes a pixel.
 */
export const MAX_IMAGE_SIDE = 8000;
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Stored upload ids: 128 random bits (base64url) and the detected type's extension. */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{22}\.(?:png|jpg|webp|gif)$/;

/** Width and height read from the image's header (nothing is decoded); undefined when unreadable. */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether an image of this size is within MAX_IMAGE_SIDE and MAX_IMAGE_PIXELS. */
export const withinImageLimits = ({ width, height }: { width: number; height: number }) =>
  width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;

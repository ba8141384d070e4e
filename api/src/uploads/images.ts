/**
 * Image files are recognised by their first bytes ("magic numbers"), never by the file name or the
 * Content-Type the client sent: both are the client's word.
 */
export interface ImageKind {
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  ext: 'png' | 'jpg' | 'webp' | 'gif';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87A = ascii('GIF87a');
const GIF89A = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** PNG, JPEG, WebP or GIF by signature; null for anything else (including an empty file). */
export function detectImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, PNG)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, JPEG)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { mime: 'image/webp', ext: 'webp' };
  return null;
}

/** Largest accepted picture. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Stored upload ids: 128 random bits (base64url) and the detected type's extension. */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{22}\.(?:png|jpg|webp|gif)$/;

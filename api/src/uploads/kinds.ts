/**
 * Kinds of file the API accepts, recognised by their bytes (file-type), never by the file name or the
 * Content-Type the client sent: both are the client's word.
 */
import { fileTypeFromBuffer } from 'file-type';

export interface FileKind {
  /** How the kind is named to the user ("PNG"), in both languages. */
  name: string;
  /** The type it is stored and served as. */
  mime: string;
  /** The extension of its stored id. */
  ext: string;
  /** The types file-type reports for it (an animated PNG is `image/apng`). */
  detected: readonly string[];
}

export const FILE_KINDS = {
  png: { name: 'PNG', mime: 'image/png', ext: 'png', detected: ['image/png', 'image/apng'] },
  jpeg: { name: 'JPEG', mime: 'image/jpeg', ext: 'jpg', detected: ['image/jpeg'] },
  webp: { name: 'WebP', mime: 'image/webp', ext: 'webp', detected: ['image/webp'] },
  gif: { name: 'GIF', mime: 'image/gif', ext: 'gif', detected: ['image/gif'] },
} as const satisfies Record<string, FileKind>;

/** Leading bytes enough for file-type to recognise any kind (its own "reasonable" sample size). */
export const DETECTION_BYTES = 4100;

/** The allowed kind the bytes are, or undefined (unknown, another kind, empty). */
export async function detectKind(
  bytes: Uint8Array,
  allowed: readonly FileKind[],
): Promise<FileKind | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  return type && allowed.find((kind) => kind.detected.includes(type.mime));
}

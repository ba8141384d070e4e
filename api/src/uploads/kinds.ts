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
  /**
   * iPhone photos (HEIC, and HEIF from other phones). Browsers cannot draw them: the extraction decodes
   * the photo and keeps a JPEG copy for the viewer (materials/extract/image.ts).
   */
  heic: { name: 'HEIC', mime: 'image/heic', ext: 'heic', detected: ['image/heic', 'image/heif'] },
  pdf: { name: 'PDF', mime: 'application/pdf', ext: 'pdf', detected: ['application/pdf'] },
  docx: {
    name: 'Word',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
    detected: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  pptx: {
    name: 'PowerPoint',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ext: 'pptx',
    detected: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  },
  /**
   * Plain text: nothing file-type recognises (it reports no type), valid UTF-8 without NUL bytes.
   * detectKind checks the first bytes; `createTextCheck` checks the rest as the file streams.
   */
  text: { name: 'text', mime: 'text/plain', ext: 'txt', detected: [] },
} as const satisfies Record<string, FileKind>;

/** What the pages of a file are to a student: slides of a presentation, the one page of a photo, or pages. */
export type PageUnit = 'page' | 'slide' | 'photo';

export function pageUnitOf(mime: string | undefined): PageUnit {
  if (mime === FILE_KINDS.pptx.mime) return 'slide';
  if (mime?.startsWith('image/')) return 'photo';
  return 'page';
}

/** Leading bytes enough for file-type to recognise any kind (its own "reasonable" sample size). */
export const DETECTION_BYTES = 4100;

/**
 * The allowed kind the bytes are, or undefined (unknown, another kind, empty). Plain text
 * (FILE_KINDS.text, when allowed) is what file-type does not recognise and reads as UTF-8 without
 * NUL bytes; `bytes` may be the first bytes of a longer file (a character cut at their end is fine).
 */
export async function detectKind(
  bytes: Uint8Array,
  allowed: readonly FileKind[],
): Promise<FileKind | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  if (type) return allowed.find((kind) => kind.detected.includes(type.mime));
  if (!allowed.includes(FILE_KINDS.text) || bytes.length === 0) return undefined;
  const check = createTextCheck();
  return check.push(bytes) ? FILE_KINDS.text : undefined;
}

/** Checks text piece by piece: valid UTF-8 (a character may span pieces) and no NUL byte. */
export interface TextCheck {
  /** False once the text so far is not valid UTF-8 or holds a NUL byte. */
  push(bytes: Uint8Array): boolean;
  /** False when the text ends inside a character (or failed before). */
  end(): boolean;
}

export function createTextCheck(): TextCheck {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let ok = true;
  return {
    push(bytes) {
      if (!ok) return false;
      if (bytes.includes(0)) ok = false;
      else {
        try {
          decoder.decode(bytes, { stream: true });
        } catch {
          ok = false;
        }
      }
      return ok;
    },
    end() {
      if (!ok) return false;
      try {
        decoder.decode();
      } catch {
        ok = false;
      }
      return ok;
    },
  };
}

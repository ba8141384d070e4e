/**
 * Reads a multipart upload as a stream (busboy): sizes are enforced while the bytes arrive, each file's
 * kind is decided by its first bytes (file-type), and nothing the client sends becomes a path. Its
 * file name is kept as display text only.
 *
 * Each file goes to the caller's `store` as a stream, once its kind is known: `inMemory` for small
 * files (pictures), a writer to disk or GridFS for large ones. A file that fails part way (over the
 * limit, the client left) makes its stream error, so the store can drop what it wrote; the files
 * stored before a later failure are handed to `discard`.
 */
import Busboy from 'busboy';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import {
  AppError,
  badRequest,
  invalidField,
  MESSAGES,
  payloadTooLarge,
  unsupportedMediaType,
  type LocalizedText,
} from '../errors.ts';
import { declaredBodyLength, lingerAfterAnswer } from '../router.ts';
import { detectKind, DETECTION_BYTES, type FileKind } from './kinds.ts';

export const UPLOAD_MESSAGES = {
  fileTooLarge: { en: 'File is too large', ar: 'حجم الملف كبير جدًا' },
  notMultipart: {
    en: 'The request must be a multipart/form-data form',
    ar: 'يجب أن يُرسل الطلب نموذجًا من النوع multipart/form-data',
  },
} as const satisfies Record<string, LocalizedText>;

const PREDICATES = {
  required: { en: 'is required', ar: 'مطلوب' },
  singleFile: { en: 'must be a single file', ar: 'يجب أن يكون ملفًا واحدًا' },
  notAllowed: { en: 'is not an allowed field', ar: 'غير مسموح به' },
  tooLong: { en: 'is too long', ar: 'طويل جدًا' },
} as const satisfies Record<string, LocalizedText>;

/** Room for the multipart framing (boundaries, part headers) around the files and fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Largest text field. */
const MAX_FIELD_BYTES = 16 * 1024;
/** Longest display name kept, in characters. */
export const MAX_NAME_LENGTH = 200;

/** A file as it arrives: its kind is known, its bytes are still coming. */
export interface IncomingFile {
  field: string;
  /** The client's file name, for display only (see `displayName`); never a path. */
  name: string;
  kind: FileKind;
  /** The file's bytes; errors when the upload fails before the file's end. */
  stream: Readable;
}

export interface UploadedFile<T> {
  field: string;
  name: string;
  kind: FileKind;
  /** Bytes received. */
  size: number;
  /** What `store` returned (the bytes, a temp file, a GridFS id...). */
  stored: T;
}

export interface ReadUploadOptions<T> {
  /** Kinds accepted, decided by the bytes; anything else is a 415. */
  allowed: readonly FileKind[];
  /** Largest file; one byte more is a 413 at once. */
  maxFileBytes: number;
  /** The form field that carries the files. Default `file`; it is required. */
  field?: string;
  /** Files accepted in `field`. Default 1. */
  maxFiles?: number;
  /** Text fields accepted besides the files (each at most 16 KB). Any other field is a 400. */
  fields?: readonly string[];
  /** The 415 message; default "<field> must be a <kinds> file". */
  notAllowedMessage?: LocalizedText;
  /** Takes one file's bytes; resolves when it has them all. */
  store: (file: IncomingFile) => Promise<T>;
  /** Removes a stored file when a later part of the same upload fails. */
  discard?: (stored: T) => Promise<void>;
}

export interface Upload<T> {
  /** At least one: a form without a file is a 400. */
  files: [UploadedFile<T>, ...UploadedFile<T>[]];
  fields: Record<string, string>;
}

/** The `store` for small files: the whole file in memory. */
export async function inMemory(file: IncomingFile): Promise<Buffer> {
  return Buffer.concat((await file.stream.toArray()) as Buffer[]);
}

/**
 * The client's file name made safe to show: the last path segment, without control or bidi
 * formatting characters, at most MAX_NAME_LENGTH characters; `file` when nothing is left.
 */
export function displayName(raw: string | undefined): string {
  const base = (raw ?? '').normalize('NFC').split(/[/\\]/).at(-1) ?? '';
  const chars = [...base.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '').trim()];
  const name = chars.slice(0, MAX_NAME_LENGTH).join('').trim();
  return name === '' || /^\.+$/.test(name) ? 'file' : name;
}

function notAllowedKind(field: string, allowed: readonly FileKind[]): LocalizedText {
  const names = allowed.map((kind) => kind.name);
  const last = names.pop() ?? '';
  return {
    en: `${field} must be a ${names.length > 0 ? `${names.join(', ')} or ${last}` : last} file`,
    ar: `الحقل ${field} يجب أن يكون ملفًا بصيغة ${[...names, last].join(' أو ')}`,
  };
}

/**
 * Reads the multipart body of `c`. Throws a localized AppError: 415 when the body is not multipart or
 * a file is not an allowed kind, 413 as soon as a file passes `maxFileBytes` (reading stops, and the
 * answer closes the connection), 400 when the form is malformed, the file is missing, or a field is
 * unknown.
 *
 * @example
 * const { files } = await readUpload(c, { allowed: IMAGE_KINDS, maxFileBytes: MAX_IMAGE_BYTES, store: inMemory });
 * const [picture] = files; // picture.stored: Buffer, picture.kind.ext: 'png'
 */
export async function readUpload<T>(c: Context, options: ReadUploadOptions<T>): Promise<Upload<T>> {
  const { files, fields } = await readForm(c, options);
  const [first, ...rest] = files;
  if (!first) throw invalidField('form', options.field ?? 'file', PREDICATES.required);
  return { files: [first, ...rest], fields };
}

/**
 * Like readUpload, for a form whose file is optional (a chat message: text, an image, or both):
 * `files` is empty when the form has none. Same checks and errors otherwise.
 */
export async function readForm<T>(
  c: Context,
  options: ReadUploadOptions<T>,
): Promise<{ files: UploadedFile<T>[]; fields: Record<string, string> }> {
  const field = options.field ?? 'file';
  const maxFiles = options.maxFiles ?? 1;
  const textFields = new Set(options.fields ?? []);
  const tooLarge = () => payloadTooLarge(UPLOAD_MESSAGES.fileTooLarge);

  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    throw unsupportedMediaType(UPLOAD_MESSAGES.notMultipart);
  const declared = declaredBodyLength(c);
  const maxBody =
    maxFiles * options.maxFileBytes + textFields.size * MAX_FIELD_BYTES + MULTIPART_OVERHEAD_BYTES;
  if (declared !== undefined && declared > maxBody) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) throw invalidField('form', field, PREDICATES.required);

  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8', // browsers send file names as UTF-8
      limits: {
        // busboy reports the limit once a file reaches it: one byte more than allowed.
        fileSize: options.maxFileBytes + 1,
        files: maxFiles,
        fields: textFields.size + 1, // one more, so that an unexpected field is seen and named
        fieldSize: MAX_FIELD_BYTES,
      },
    });
  } catch (cause) {
    throw badRequest(MESSAGES.malformedForm, { cause }); // e.g. no boundary
  }
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  const receiving: Promise<UploadedFile<T>>[] = [];
  const open = new Set<Readable>();
  let failure: AppError | undefined;

  const finished = new Promise<void>((resolve) => {
    /**
     * Stops parsing and storing at the first failure. The request is not destroyed: that would close
     * the connection before the error answer is written. When part of the body is still coming, the
     * answer says `Connection: close` (it is never taken for the next request) and the connection
     * closes in stages (lingerAfterAnswer): what the client still sends is read and dropped.
     */
    const fail = (error: unknown) => {
      if (failure) return;
      failure = source.readableEnded ? toUploadError(error) : closingConnection(toUploadError(error));
      source.unpipe(parser);
      if (!source.readableEnded) {
        source.on('data', () => undefined); // read and dropped, never stored
        lingerAfterAnswer(c);
      }
      for (const stream of open) stream.destroy(failure);
      resolve();
    };

    parser.on('file', (name, stream, info) => {
      if (name !== field) {
        stream.resume();
        fail(invalidField('form', name, PREDICATES.notAllowed));
        return;
      }
      open.add(stream);
      stream.once('limit', () => fail(tooLarge()));
      const received = receiveFile(stream, field, displayName(info.filename), options);
      void received.catch(fail).finally(() => open.delete(stream));
      receiving.push(received);
    });
    parser.on('field', (name, value, info) => {
      if (name === field) fail(invalidField('form', name, PREDICATES.singleFile));
      else if (!textFields.has(name)) fail(invalidField('form', name, PREDICATES.notAllowed));
      else if (info.valueTruncated) fail(invalidField('form', name, PREDICATES.tooLong));
      else fields[name] = value;
    });
    parser.on('filesLimit', () =>
      fail(
        invalidField(
          'form',
          field,
          maxFiles === 1
            ? PREDICATES.singleFile
            : { en: `must be at most ${maxFiles} files`, ar: `يجب ألا يزيد عدد ملفاته على ${maxFiles}` },
        ),
      ),
    );
    parser.on('fieldsLimit', () => fail(badRequest(MESSAGES.malformedForm)));
    parser.on('error', (cause) => fail(badRequest(MESSAGES.malformedForm, { cause })));
    parser.on('close', resolve);
    source.on('error', (cause) => fail(badRequest(MESSAGES.malformedForm, { cause })));
    source.pipe(parser);
  });

  await finished;
  const results = await Promise.allSettled(receiving);
  const files = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (failure) {
    if (options.discard) await Promise.all(files.map((file) => options.discard?.(file.stored)));
    throw failure;
  }
  return { files, fields };
}

/** An error about one file: `message` is the whole text, e.g. "file must be a PNG or GIF image". */
export function fileError(status: ContentfulStatusCode, field: string, message: LocalizedText): AppError {
  return new AppError(status, message, { issues: [{ field, message }] });
}

/** An AppError as it is; anything else (the store failed) a logged 500. */
function toUploadError(error: unknown): AppError {
  return error instanceof AppError ? error : new AppError(500, MESSAGES.internal, { cause: error });
}

function closingConnection(error: AppError): AppError {
  if (error.headers.Connection === 'close') return error;
  return new AppError(error.status, error.localized, {
    headers: { ...error.headers, Connection: 'close' },
    ...(error.issues ? { issues: [...error.issues] } : {}),
    cause: error.cause,
  });
}

/** Reads a file's first bytes, checks its kind, then hands the whole file to `store`. */
async function receiveFile<T>(
  stream: Readable,
  field: string,
  name: string,
  options: ReadUploadOptions<T>,
): Promise<UploadedFile<T>> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < DETECTION_BYTES && !ended) {
    const next = await chunks.next();
    if (next.done) ended = true;
    else {
      head.push(next.value);
      size += next.value.length;
    }
  }
  const kind = await detectKind(Buffer.concat(head), options.allowed);
  if (!kind) {
    throw fileError(415, field, options.notAllowedMessage ?? notAllowedKind(field, options.allowed));
  }

  async function* bytes() {
    yield* head;
    if (ended) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      size += next.value.length;
      yield next.value;
    }
  }
  const stored = await options.store({ field, name, kind, stream: Readable.from(bytes()) });
  return { field, name, kind, size, stored };
}

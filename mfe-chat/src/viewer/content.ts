// A file's bytes (GET /files/{id}/content) for the viewer, read with progress. The typed client
// answers JSON only, so this call is made with the client's URL and the same bearer token, and
// keeps the client's rules: every failure is an ApiError with the API's {en, ar} message (0 when the
// API cannot be reached), and a 401 to a call made with a token ends the session.
import {
  ApiError,
  GENERIC_ERROR,
  NETWORK_ERROR,
  toast,
  type ApiClient,
  type LocalizedText,
  type SessionAccess,
} from '@nibras/shared-ui';

/** How the viewer shows a file (the API serves only these kinds). */
export type FileKind = 'pdf' | 'image' | 'text' | 'document' | 'slides';

export interface FileContent {
  /** null: a kind the viewer cannot show. */
  kind: FileKind | null;
  /** The Content-Type without its parameters (`application/pdf`). */
  type: string;
  bytes: Uint8Array;
}

export interface ContentProgress {
  loaded: number;
  /** From Content-Length; null when the API did not say. */
  total: number | null;
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

export function kindOf(type: string): FileKind | null {
  if (type === 'application/pdf') return 'pdf';
  if (IMAGE_TYPES.has(type)) return 'image';
  if (type === 'text/plain') return 'text';
  // Word and PowerPoint files are shown as their text, page by page or slide by slide.
  if (type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return 'document';
  if (type === 'application/vnd.openxmlformats-officedocument.presentationml.presentation') return 'slides';
  return null;
}

export const contentPath = (fileId: string): string => `/files/${encodeURIComponent(fileId)}/content`;

const isAbort = (error: unknown) => (error as Error | null)?.name === 'AbortError';

function isLocalizedText(value: unknown): value is LocalizedText {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LocalizedText).en === 'string' &&
    typeof (value as LocalizedText).ar === 'string'
  );
}

async function answerError(response: Response): Promise<ApiError> {
  let data: unknown = null;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    data = await response.json().catch(() => null);
  }
  const message = (data as { message?: unknown } | null)?.message;
  return new ApiError(response.status, isLocalizedText(message) ? message : GENERIC_ERROR, data);
}

/** The body, chunk by chunk, with progress; all at once where the answer has no readable stream. */
async function readBody(
  response: Response,
  onProgress: ((progress: ContentProgress) => void) | undefined,
): Promise<Uint8Array> {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body?.getReader();
  if (!reader) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    onProgress?.({ loaded: bytes.length, total: total ?? bytes.length });
    return bytes;
  }
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress?.({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    onProgress?.({ loaded, total });
  }
  // One array of this page's own (a stream's chunks may come from another realm, as in tests).
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

export interface FetchContentOptions {
  api: ApiClient;
  session: SessionAccess;
  fileId: string;
  signal?: AbortSignal;
  onProgress?: (progress: ContentProgress) => void;
}

/** The file's bytes and kind; an ApiError when the API refuses (404: not the student's, or deleted). */
export async function fetchFileContent({
  api,
  session,
  fileId,
  signal,
  onProgress,
}: FetchContentOptions): Promise<FileContent> {
  const token = session.getState().token;
  const headers: Record<string, string> = {
    Accept: 'application/pdf, image/*, text/plain, application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(api.url(contentPath(fileId)), { headers, signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) {
    const error = await answerError(response);
    if (response.status === 401 && token && session.getState().token) {
      // The session is over (as the API client does for any call): the shell's guard takes over.
      session.getState().logout('unauthorized');
      toast.info(error.text);
    }
    throw error;
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  try {
    const bytes = await readBody(response, onProgress);
    return { kind: kindOf(type), type, bytes };
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
}

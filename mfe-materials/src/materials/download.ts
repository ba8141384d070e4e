// Downloads: a file's bytes (GET /files/{id}/content?download=1) and a section or folder as a zip
// (GET /files/{id}/download), saved under the name the API gives. These answers are not JSON, so
// they are fetched here rather than by the client's JSON calls, under the client's rules: its URL,
// the session's bearer token, an ApiError with the API's {en, ar} message. A 401 goes through the
// client once more (one small call), so the session ends exactly as after any other call.
import { ApiError, GENERIC_ERROR, type RemoteProps } from '@nibras/shared-ui';
import type { MaterialNode } from './api';

/** The header that counts the files a zip left out because their bytes are missing. */
export const MISSING_FILES_HEADER = 'Nibras-Missing-Files';

export interface Downloaded {
  blob: Blob;
  /** The name to save it under. */
  fileName: string;
  /** Files the zip could not include (0 for a single file). */
  missingFiles: number;
}

/** The name in `Content-Disposition` (`filename*=UTF-8''…` first, then `filename="…"`), or null. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Not valid percent-encoding: try the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** The answer's body as a Blob, read as a stream (every fetch has one; not every one has blob()). */
async function readBlob(response: Response, type: string): Promise<Blob> {
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(new Uint8Array(value));
  }
  return new Blob(chunks, { type });
}

async function errorOf(response: Response): Promise<ApiError> {
  let data: unknown = null;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    data = await response.json().catch(() => null);
  }
  const message = (data as { message?: { en?: unknown; ar?: unknown } } | null)?.message;
  const text =
    typeof message?.en === 'string' && typeof message.ar === 'string'
      ? { en: message.en, ar: message.ar }
      : GENERIC_ERROR;
  return new ApiError(response.status, text, data);
}

/** Fetches a node's download: the file's bytes, or the section's or folder's zip. */
export async function fetchDownload(
  remote: Pick<RemoteProps, 'api' | 'session'>,
  node: Pick<MaterialNode, '_id' | 'kind' | 'name'>,
  signal?: AbortSignal,
): Promise<Downloaded> {
  const { api, session } = remote;
  const id = encodeURIComponent(node._id);
  const url =
    node.kind === 'file'
      ? api.url(`/files/${id}/content`, { download: 1 })
      : api.url(`/files/${id}/download`);
  const token = session.getState().token;
  const headers: Record<string, string> = { Accept: '*/*' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal });
  } catch (error) {
    if ((error as Error | null)?.name === 'AbortError') throw error;
    throw new ApiError(0, GENERIC_ERROR);
  }
  if (!response.ok) {
    const error = await errorOf(response);
    // The client's rule for a 401 (the session is over): let one of its calls meet the same answer.
    if (response.status === 401 && token) await api.get('/files').catch(() => undefined);
    throw error;
  }
  const type =
    response.headers.get('content-type') ??
    (node.kind === 'file' ? 'application/octet-stream' : 'application/zip');
  const missing = Number(response.headers.get(MISSING_FILES_HEADER) ?? 0);
  const blob = await readBlob(response, type);
  const fileName =
    fileNameFrom(response.headers.get('content-disposition')) ??
    (node.kind === 'file' ? node.name : `${node.name}.zip`);
  return { blob, fileName, missingFiles: Number.isFinite(missing) && missing > 0 ? missing : 0 };
}

/** Saves a blob as a file (an object URL clicked through a link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

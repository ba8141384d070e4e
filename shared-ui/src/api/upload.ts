// Multipart upload with upload progress. fetch cannot report how many bytes have left, so this
// one kind of call uses XMLHttpRequest, under the same rules as the JSON calls (URL, bearer token,
// ApiError with the answer's {en, ar} message, 401 ends the session).
import { ApiError, NETWORK_ERROR, parseJson } from './errors';
import type { ApiContext, Query } from './context';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes in the whole request body. */
  total: number;
  /** loaded / total, from 0 to 1. */
  fraction: number;
}

export interface UploadOptions {
  /** POST unless told. */
  method?: string;
  /**
   * Called as the body leaves (only when the browser knows the total). Browsers report many
   * times, the last at `loaded === total`; some environments (jsdom) report only that last one.
   */
  onProgress?(progress: UploadProgress): void;
  /** Aborting rejects the upload with a DOMException named 'AbortError', as fetch does. */
  signal?: AbortSignal;
  query?: Query;
  headers?: Record<string, string>;
}

const abortError = () => new DOMException('The upload was aborted.', 'AbortError');

/** Sends `formData`; resolves with the JSON answer, rejects with ApiError (or AbortError). */
export function upload<T>(
  ctx: ApiContext,
  path: string,
  formData: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const { signal, onProgress } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', ctx.url(path, options.query));
    const { headers, token } = ctx.headers('application/json', options.headers);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = ({ lengthComputable, loaded, total }) => {
        if (lengthComputable && total > 0) onProgress({ loaded, total, fraction: loaded / total });
      };
    }
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, NETWORK_ERROR));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.onload = () => {
      settle();
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(ctx.fail(xhr.status, data, token));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(formData);
  });
}

// PUT of one file as multipart (`file`), with upload progress. fetch cannot report upload
// progress, so this one call uses XMLHttpRequest; it follows the API client's rules: the same
// URL and bearer token, every failure an ApiError with the API's {en, ar} message, and a 401
// goes through the client (one more call), which signs the student out as for any other call.
import {
  ApiError,
  GENERIC_ERROR,
  NETWORK_ERROR,
  type ApiClient,
  type LocalizedText,
} from '@nibras/shared-ui';

export interface UploadOptions {
  token: string | null;
  /** 0 to 1, as the bytes leave. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

function localized(value: unknown): LocalizedText | null {
  const message = (value as { message?: Partial<LocalizedText> } | null)?.message;
  return typeof message?.en === 'string' && typeof message.ar === 'string'
    ? { en: message.en, ar: message.ar }
    : null;
}

export function uploadFile<T>(api: ApiClient, path: string, file: File, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', api.url(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (options.token) xhr.setRequestHeader('Authorization', `Bearer ${options.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(data as T);
        return;
      }
      if (xhr.status === 401 && options.token) {
        // Let the API client see the 401 too: it ends the session as for any other call.
        void api.get('/me').catch(() => undefined);
      }
      reject(new ApiError(xhr.status, localized(data) ?? GENERIC_ERROR, data));
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

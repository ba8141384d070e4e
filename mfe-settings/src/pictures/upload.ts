// PUT of one file as multipart (`file`) through the API client's upload(), with progress: the
// client's rules hold (URL, bearer token, ApiError with the API's {en, ar} message, a 401 signs
// the student out).
import type { ApiClient, PathsWith, ResponseBody } from '@nibras/shared-ui';

export interface UploadOptions {
  /** 0 to 1, as the bytes leave; 1 once the API has answered. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/** A route that takes a picture by PUT: /profile-picture or /profile-cover. */
export type PicturePath = Extract<PathsWith<'put'>, '/profile-picture' | '/profile-cover'>;

export async function uploadFile(
  api: ApiClient,
  path: PicturePath,
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<ResponseBody<PicturePath, 'put'>> {
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await api.upload(path, body, {
    method: 'PUT',
    signal,
    onProgress: onProgress && ((progress) => onProgress(progress.fraction)),
  });
  onProgress?.(1);
  return answer;
}

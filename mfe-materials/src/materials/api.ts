// The study-materials calls (GET /files, sections, folders, PATCH/DELETE /files/{id}, uploads,
// retry) through the remote's API client, and the values the API shares with this page (the five
// swatches, the limits, the accepted kinds). Types and paths are the generated contract's
// (shared-ui/src/api/schema.gen.ts, made from the API's routes).
import type { ApiClient, components, LocalizedText, ResponseBody } from '@nibras/shared-ui';

type Schemas = components['schemas'];

/** A section, folder or file of the student's tree, with its children (files have none). */
export type MaterialNode = Schemas['MaterialNode'];
export type MaterialKind = MaterialNode['kind'];
export type MaterialColor = MaterialNode['color'];
/** A file's text extraction: queued, processing (with `progress`), ready, failed (with `failure`). */
export type ExtractionStatus = NonNullable<MaterialNode['status']>;
/** GET /files: the sections (each with everything inside) and the storage figures. */
export type MaterialsTree = ResponseBody<'/files', 'get'>;
export type MaterialsUsage = MaterialsTree['usage'];

/** Each swatch's name in the locale files (`colors.<name>`): one for every colour of the API. */
export const COLOR_NAMES: Record<MaterialColor, string> = {
  '#D2E4E2': 'mint',
  '#FFD5EA': 'pink',
  '#FFFFFF': 'white',
  '#FEE7A6': 'yellow',
  '#D8CAE8': 'lavender',
};

/** The five swatches of the spec (section 3), in the API's order. */
export const MATERIAL_COLORS = Object.keys(COLOR_NAMES) as readonly MaterialColor[];

/** The colour a new node gets unless the student picks another (the API's defaults). */
export const DEFAULT_COLORS: Record<MaterialKind, MaterialColor> = {
  section: '#D2E4E2',
  folder: '#FEE7A6',
  file: '#FFFFFF',
};

export const isMaterialColor = (value: unknown): value is MaterialColor =>
  typeof value === 'string' && (MATERIAL_COLORS as readonly string[]).includes(value);

/** The API's limits (api/src/materials/limits.ts); GET /files answers the byte figures too. */
export const MATERIAL_LIMITS = {
  /** Largest file, in bytes. */
  fileBytes: 25 * 1024 * 1024,
  /** Longest name of a section, folder or file, in characters. */
  name: 120,
  /** Deepest level: a section is 1. */
  depth: 8,
} as const;

export function listMaterials(api: ApiClient, signal?: AbortSignal): Promise<MaterialsTree> {
  return api.get('/files', { signal });
}

export async function createSection(
  api: ApiClient,
  body: { name: string; color: MaterialColor },
): Promise<MaterialNode> {
  return (await api.post('/files/sections', body)).node;
}

export async function createFolder(
  api: ApiClient,
  body: { name: string; color: MaterialColor; parentId: string },
): Promise<MaterialNode> {
  return (await api.post('/files/folders', body)).node;
}

export async function updateNode(
  api: ApiClient,
  id: string,
  changes: { name?: string; color?: MaterialColor; parentId?: string },
): Promise<MaterialNode> {
  return (await api.patch('/files/{id}', changes, { params: { id } })).node;
}

export async function deleteNode(api: ApiClient, id: string): Promise<void> {
  await api.delete('/files/{id}', { params: { id } });
}

export async function retryExtraction(api: ApiClient, id: string): Promise<MaterialNode> {
  return (await api.post('/files/{id}/retry', undefined, { params: { id } })).node;
}

/** Sends files into a section or folder (multipart, `file` repeated); answers the new file nodes. */
export async function uploadFiles(
  api: ApiClient,
  parentId: string,
  files: readonly File[],
  options: { onProgress?(fraction: number): void; signal?: AbortSignal } = {},
): Promise<MaterialNode[]> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const answer = await api.upload('/files/{parentId}/upload', form, {
    params: { parentId },
    signal: options.signal,
    onProgress: options.onProgress && ((progress) => options.onProgress?.(progress.fraction)),
  });
  options.onProgress?.(1);
  return answer.files;
}

/** A failure's reason in the page's language (the API sends both). */
export const failureText = (failure: LocalizedText | null | undefined, locale: 'en' | 'ar'): string =>
  failure ? failure[locale] : '';

// The saved-content calls (POST/GET /saved-contents, PATCH/DELETE /saved-contents/{id}) through the
// remote's API client, and the values the API shares with this page (the five swatches, the limits).
//
// TEMPORARY CAST: shared-ui/src/api/schema.gen.ts does not have the /saved-contents paths until the
// contract is regenerated (`npm run contract -w @nibras/api`). Until then the client is seen through
// the narrow interface below, typed from the API's schemas by hand (api/src/routes/saved-contents.ts);
// once the paths are generated, `typed()` can go and the calls use `api` directly.
import type { ApiClient, RequestOptions } from '@nibras/shared-ui';

/** The five swatches of the spec (section 3), in the API's order; the default is white. */
export const SAVED_COLORS = ['#D2E4E2', '#FFD5EA', '#FFFFFF', '#FEE7A6', '#D8CAE8'] as const;
export type SavedColor = (typeof SAVED_COLORS)[number];
export const DEFAULT_SAVED_COLOR: SavedColor = '#FFFFFF';

/** Each swatch's name in the locale files (`saved.colors.<name>`). */
export const COLOR_NAMES: Record<SavedColor, string> = {
  '#D2E4E2': 'mint',
  '#FFD5EA': 'pink',
  '#FFFFFF': 'white',
  '#FEE7A6': 'yellow',
  '#D8CAE8': 'lavender',
};

export const isSavedColor = (value: unknown): value is SavedColor =>
  typeof value === 'string' && (SAVED_COLORS as readonly string[]).includes(value);

/** The API's limits (characters, after trimming). */
export const SAVED_LIMITS = { title: 120, tag: 40, content: 20_000 } as const;

export interface SavedContent {
  _id: string;
  title: string;
  tag: string;
  color: SavedColor;
  content: string;
  conversationId: string | null;
  messageId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SavedContentPage {
  /** Newest first. */
  savedContents: SavedContent[];
  /** All of the student's distinct tags. */
  tags: string[];
  nextCursor: string | null;
}

export interface NewSavedContent {
  title: string;
  tag: string;
  color: SavedColor;
  content: string;
  conversationId?: string;
  messageId?: string;
}

export type SavedContentChanges = Partial<Pick<SavedContent, 'title' | 'tag' | 'color' | 'content'>>;

export interface SavedListQuery {
  tag?: string;
  color?: SavedColor;
  limit?: number;
  cursor?: string;
}

/** The client's calls with the /saved-contents paths (see TEMPORARY CAST above). */
interface SavedContentCalls {
  get(path: '/saved-contents', options?: RequestOptions): Promise<SavedContentPage>;
  post(path: '/saved-contents', body: NewSavedContent): Promise<{ savedContent: SavedContent }>;
  patch(
    path: '/saved-contents/{id}',
    body: SavedContentChanges,
    options: { params: { id: string } },
  ): Promise<{ savedContent: SavedContent }>;
  delete(path: '/saved-contents/{id}', options: { params: { id: string } }): Promise<unknown>;
}

const typed = (api: ApiClient) => api as unknown as SavedContentCalls;

export function listSaved(api: ApiClient, query: SavedListQuery = {}, signal?: AbortSignal) {
  return typed(api).get('/saved-contents', {
    query: { tag: query.tag, color: query.color, limit: query.limit, cursor: query.cursor },
    signal,
  });
}

export async function createSaved(api: ApiClient, body: NewSavedContent): Promise<SavedContent> {
  return (await typed(api).post('/saved-contents', body)).savedContent;
}

export async function updateSaved(
  api: ApiClient,
  id: string,
  changes: SavedContentChanges,
): Promise<SavedContent> {
  return (await typed(api).patch('/saved-contents/{id}', changes, { params: { id } })).savedContent;
}

export async function deleteSaved(api: ApiClient, id: string): Promise<void> {
  await typed(api).delete('/saved-contents/{id}', { params: { id } });
}

// The saved-content calls (POST/GET /saved-contents, PATCH/DELETE /saved-contents/{id}) through the
// remote's API client, and the values the API shares with this page (the five swatches, the limits).
// The calls and the types are the generated contract's (shared-ui/src/api/schema.gen.ts).
import type { ApiClient, components, paths } from '@nibras/shared-ui';

type Schemas = components['schemas'];

/** A saved item, with the conversation and message it came from (or null). */
export type SavedContent = Schemas['SavedContent'];
/** GET /saved-contents: newest first, with all of the student's distinct tags. */
export type SavedContentPage = Schemas['SavedContentPage'];
export type NewSavedContent = Schemas['NewSavedContent'];
export type SavedContentChanges = Schemas['SavedContentChanges'];
export type SavedColor = SavedContent['color'];
export type SavedListQuery = NonNullable<paths['/saved-contents']['get']['parameters']['query']>;

/** Each swatch's name in the locale files (`saved.colors.<name>`): one for every colour of the API. */
export const COLOR_NAMES: Record<SavedColor, string> = {
  '#D2E4E2': 'mint',
  '#FFD5EA': 'pink',
  '#FFFFFF': 'white',
  '#FEE7A6': 'yellow',
  '#D8CAE8': 'lavender',
};

/** The five swatches of the spec (section 3), in the API's order; the default is white. */
export const SAVED_COLORS = Object.keys(COLOR_NAMES) as readonly SavedColor[];
export const DEFAULT_SAVED_COLOR: SavedColor = '#FFFFFF';

export const isSavedColor = (value: unknown): value is SavedColor =>
  typeof value === 'string' && (SAVED_COLORS as readonly string[]).includes(value);

/** The API's limits (characters, after trimming). */
export const SAVED_LIMITS = { title: 120, tag: 40, content: 20_000 } as const;

export function listSaved(
  api: ApiClient,
  query: SavedListQuery = {},
  signal?: AbortSignal,
): Promise<SavedContentPage> {
  return api.get('/saved-contents', {
    query: { tag: query.tag, color: query.color, limit: query.limit, cursor: query.cursor },
    signal,
  });
}

export async function createSaved(api: ApiClient, body: NewSavedContent): Promise<SavedContent> {
  return (await api.post('/saved-contents', body)).savedContent;
}

export async function updateSaved(
  api: ApiClient,
  id: string,
  changes: SavedContentChanges,
): Promise<SavedContent> {
  return (await api.patch('/saved-contents/{id}', changes, { params: { id } })).savedContent;
}

export async function deleteSaved(api: ApiClient, id: string): Promise<void> {
  await api.delete('/saved-contents/{id}', { params: { id } });
}

/**
 * Limits of study materials (issue 10). Shared by the routes, the service, the extraction jobs and the
 * documentation (docs/decisions.md states the same figures).
 */
import type { SavedColor } from '../store/saved-contents.ts';

/** Largest uploaded file: a byte more is refused while the upload streams (413 "File is too large"). */
export const MAX_MATERIAL_FILE_BYTES = 25 * 1024 * 1024;
/** Default per-student quota of stored bytes (`MATERIALS_QUOTA_MB` changes it). */
export const DEFAULT_MATERIALS_QUOTA_BYTES = 500 * 1024 * 1024;
/** Files accepted by one upload request. */
export const MAX_FILES_PER_UPLOAD = 20;
/** Longest name of a section, folder or file, in characters. */
export const MAX_NODE_NAME = 120;
/** Sections, folders and files one student may have in all. */
export const MAX_NODES_PER_STUDENT = 5000;
/** Deepest level of the tree: a section is depth 1, its children depth 2, ... */
export const MAX_DEPTH = 8;

/** Colours given when the client sends none. */
export const DEFAULT_COLORS = {
  section: '#D2E4E2',
  folder: '#FEE7A6',
  file: '#FFFFFF',
} as const satisfies Record<'section' | 'folder' | 'file', SavedColor>;

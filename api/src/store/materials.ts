/**
 * Study materials (issue 10): each student's tree of sections, folders and files, and the text
 * extracted from the files page by page. The bytes of a file live in `store.materialBlobs` under the
 * node's `blobId`; this repository only keeps the documents.
 *
 * Three collections:
 * - `materialNodes`: one document per section, folder or file (files also carry their extraction status).
 * - `materialPages`: one document per extracted page of a file.
 * - `materialVersions`: one counter per student (`_id` = userId), increased by every write that changes
 *   what a search over the student's materials could find (nodes added, renamed, moved or deleted, pages
 *   replaced, an extraction finished). `version(userId)` reads it with one lookup by `_id`, so a process
 *   can tell cheaply whether its in-memory index is still current (several API processes share MongoDB).
 */
import type { LocalizedText } from '../errors.ts';
import { DuplicateKeyError } from '../errors.ts';
import { createIdGenerator } from '../notifications/ids.ts';
import type { SavedColor } from './saved-contents.ts';
import type { BaseDoc, Collection, Database, Update } from './types.ts';

export const MATERIAL_KINDS = ['section', 'folder', 'file'] as const;
export const EXTRACTION_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];

export interface MaterialNodeDoc extends BaseDoc {
  userId: string;
  kind: MaterialKind;
  /** Display text only, never a path. */
  name: string;
  color: SavedColor;
  /** The section or folder it is in; absent for sections. */
  parentId?: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC: the last rename, recolour or move. */
  updatedAt: string;
  // Files only.
  /** The kind decided from the bytes at upload (uploads/kinds.ts). */
  mime?: string;
  /** Bytes. */
  size?: number;
  /** Id of the bytes in `store.materialBlobs` (and of the viewer's copy: previewBlobId). */
  blobId?: string;
  /** Pages found by the extraction. */
  pageCount?: number;
  status?: ExtractionStatus;
  /** 0..100 */
  progress?: number;
  failure?: LocalizedText;
  /** Extraction attempts so far. */
  attempts?: number;
  /** The file's conversation, once created. */
  conversationId?: string;
}

/**
 * Where the viewer's copy of a file is kept in `store.materialBlobs`, for kinds a browser cannot draw
 * (a HEIC photo's JPEG, made by the extraction): derived from the file's own blob id.
 */
export const previewBlobId = (blobId: string): string => `${blobId.replace(/\.[^.]*$/, '')}-view.jpg`;

export interface MaterialPageDoc extends BaseDoc {
  userId: string;
  fileId: string;
  /** 1-based. */
  page: number;
  text: string;
  /** Read by OCR. */
  ocr: boolean;
  /** The OCR's mean confidence (0-100); null or absent for text not read by OCR. */
  confidence?: number | null;
}

export type MaterialNodeChanges = Partial<
  Pick<MaterialNodeDoc, 'name' | 'color' | 'parentId' | 'conversationId'>
>;

export interface ExtractionFields {
  status: ExtractionStatus;
  progress?: number;
  failure?: LocalizedText;
  pageCount?: number;
  attempts?: number;
}

export interface MaterialRepository {
  /** Every node of the student, in no particular order. */
  listForUser(userId: string): Promise<MaterialNodeDoc[]>;
  /** The student's node, or null when it does not exist or is another student's. */
  get(userId: string, id: string): Promise<MaterialNodeDoc | null>;
  /** Any student's node (extraction jobs only). */
  getAny(id: string): Promise<MaterialNodeDoc | null>;
  insert(doc: Omit<MaterialNodeDoc, '_id'>): Promise<MaterialNodeDoc>;
  /**
   * Applies the changes (a name, colour or parent change also sets `updatedAt` to `now`); null when the
   * node does not exist or is another student's.
   */
  update(
    userId: string,
    id: string,
    changes: MaterialNodeChanges,
    now: string,
  ): Promise<MaterialNodeDoc | null>;
  /** Deletes the student's nodes among `ids` and their pages; answers how many nodes went. */
  deleteNodes(userId: string, ids: string[]): Promise<number>;
  /** Bytes of the student's files. */
  bytesUsed(userId: string): Promise<number>;
  /**
   * Sets a file's extraction state (`updatedAt` stays: it is not a change the student made). Fields left out are kept, except `failure`, removed unless given
   * (so a file queued again forgets why it failed before).
   */
  setExtraction(id: string, fields: ExtractionFields, now: string): Promise<void>;
  /** Files whose extraction is queued or processing, oldest first. */
  pendingExtraction(): Promise<MaterialNodeDoc[]>;
  /** Replaces the file's pages. */
  putPages(
    userId: string,
    fileId: string,
    pages: { page: number; text: string; ocr: boolean; confidence?: number | null }[],
  ): Promise<void>;
  /** The file's pages, in page order. */
  pagesOf(userId: string, fileId: string): Promise<MaterialPageDoc[]>;
  /** Every page of the student (for the search index), by file then page. */
  pagesOfUser(userId: string): Promise<MaterialPageDoc[]>;
  /** Changes whenever the student's files or pages change (for index freshness across processes). */
  version(userId: string): Promise<string>;
}

export const MATERIAL_NODES_COLLECTION = 'materialNodes';
export const MATERIAL_PAGES_COLLECTION = 'materialPages';
export const MATERIAL_VERSIONS_COLLECTION = 'materialVersions';

interface VersionDoc extends BaseDoc {
  /** Increased by every change. */
  v: number;
}

const FINAL_STATUSES: readonly ExtractionStatus[] = ['ready', 'failed'];

export async function createMaterialRepository(db: Database): Promise<MaterialRepository> {
  const nodes: Collection<MaterialNodeDoc> = await db.collection<MaterialNodeDoc>(MATERIAL_NODES_COLLECTION);
  const pages: Collection<MaterialPageDoc> = await db.collection<MaterialPageDoc>(MATERIAL_PAGES_COLLECTION);
  const versions: Collection<VersionDoc> = await db.collection<VersionDoc>(MATERIAL_VERSIONS_COLLECTION);
  // Single-field indexes serve nedb (it uses an index on one queried field); the compound one serves
  // MongoDB's `{userId, fileId}` and `{userId}` page queries.
  await nodes.ensureIndex({ fields: ['userId'] });
  await nodes.ensureIndex({ fields: ['status'], sparse: true });
  await pages.ensureIndex({ fields: ['fileId'] });
  await pages.ensureIndex({ fields: ['userId', 'fileId', 'page'] });
  const nextId = createIdGenerator();

  /** Marks a change of the student's materials (see `version`). */
  async function bump(userId: string): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      const { matched } = await versions.updateOne({ _id: userId }, { $inc: { v: 1 } });
      if (matched > 0) return;
      try {
        await versions.insertOne({ _id: userId, v: 1 });
        return;
      } catch (error) {
        // Another write inserted it first: increase theirs.
        if (!(error instanceof DuplicateKeyError) || attempt >= 2) throw error;
      }
    }
  }

  return {
    listForUser: (userId) => nodes.find({ userId }),

    get: (userId, id) => nodes.findOne({ _id: id, userId }),

    getAny: (id) => nodes.findOne({ _id: id }),

    async insert(doc) {
      const inserted = await nodes.insertOne({ ...doc, _id: nextId() });
      await bump(doc.userId);
      return inserted;
    },

    async update(userId, id, changes, now) {
      const set: Update<MaterialNodeDoc>['$set'] = { ...changes };
      const visible =
        changes.name !== undefined || changes.color !== undefined || changes.parentId !== undefined;
      if (visible) set.updatedAt = now;
      if (Object.keys(set).length === 0) return nodes.findOne({ _id: id, userId });
      const { matched } = await nodes.updateOne({ _id: id, userId }, { $set: set });
      if (matched === 0) return null;
      if (visible) await bump(userId);
      return nodes.findOne({ _id: id, userId });
    },

    async deleteNodes(userId, ids) {
      if (ids.length === 0) return 0;
      const deleted = await nodes.deleteMany({ userId, _id: { $in: ids } });
      await pages.deleteMany({ userId, fileId: { $in: ids } });
      await bump(userId);
      return deleted;
    },

    async bytesUsed(userId) {
      const files = await nodes.find({ userId, kind: 'file' }, { fields: ['size'] });
      return files.reduce((sum, file) => sum + (file.size ?? 0), 0);
    },

    async setExtraction(id, fields) {
      const set: Update<MaterialNodeDoc>['$set'] = { status: fields.status };
      if (fields.progress !== undefined)
        set.progress = Math.max(0, Math.min(100, Math.round(fields.progress)));
      if (fields.pageCount !== undefined) set.pageCount = fields.pageCount;
      if (fields.attempts !== undefined) set.attempts = fields.attempts;
      if (fields.failure !== undefined) set.failure = fields.failure;
      const update: Update<MaterialNodeDoc> =
        fields.failure === undefined ? { $set: set, $unset: { failure: true } } : { $set: set };
      const { matched } = await nodes.updateOne({ _id: id, kind: 'file' }, update);
      if (matched > 0 && FINAL_STATUSES.includes(fields.status)) {
        const node = await nodes.findOne({ _id: id });
        if (node) await bump(node.userId);
      }
    },

    pendingExtraction: () =>
      nodes.find({ status: { $in: ['queued', 'processing'] } }, { sort: { createdAt: 1, _id: 1 } }),

    async putPages(userId, fileId, list) {
      await pages.deleteMany({ userId, fileId });
      for (const page of list) {
        await pages.insertOne({
          userId,
          fileId,
          page: page.page,
          text: page.text,
          ocr: page.ocr,
          confidence: page.confidence ?? null,
        });
      }
      await bump(userId);
    },

    pagesOf: (userId, fileId) => pages.find({ userId, fileId }, { sort: { page: 1 } }),

    pagesOfUser: (userId) => pages.find({ userId }, { sort: { fileId: 1, page: 1 } }),

    async version(userId) {
      const doc = await versions.findOne({ _id: userId });
      return String(doc?.v ?? 0);
    },
  };
}

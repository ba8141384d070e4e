/**
 * Study materials (issue 10): the student's tree of sections, folders and files, uploads into it, the
 * bytes and extracted pages of each file, and the conversation about a file. Routes (routes/files.ts)
 * stay thin; the rules live here.
 *
 * Other parts plug in through `MaterialsHooks`: the extraction queue learns of files to extract
 * (`onUploaded`), the search index of files that are gone (`onFilesDeleted`).
 */
import type { Context } from 'hono';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { AppError, badRequest, conflict, notFound, payloadTooLarge, type LocalizedText } from '../errors.ts';
import { declaredBodyLength, lingerAfterAnswer } from '../router.ts';
import type { Store } from '../store/index.ts';
import {
  previewBlobId,
  type ExtractionStatus,
  type MaterialKind,
  type MaterialNodeChanges,
  type MaterialNodeDoc,
  type MaterialPageDoc,
} from '../store/materials.ts';
import type { SavedColor } from '../store/saved-contents.ts';
import { pickLocale } from '../tutor/service.ts';
import { createTextCheck, FILE_KINDS, type FileKind } from '../uploads/kinds.ts';
import { displayName, fileError, readUpload } from '../uploads/read-upload.ts';
import {
  DEFAULT_COLORS,
  DEFAULT_MATERIALS_QUOTA_BYTES,
  MAX_DEPTH,
  MAX_FILES_PER_UPLOAD,
  MAX_MATERIAL_FILE_BYTES,
  MAX_NODE_NAME,
  MAX_NODES_PER_STUDENT,
} from './limits.ts';
import {
  depthOf,
  folderHeight,
  indexNodes,
  isWithin,
  nodeOrder,
  subtree,
  type NodeIndex,
  type TreeLocale,
} from './tree.ts';
import { createFolderZip, type FolderZip } from './zip.ts';

/** The kinds a student may upload, decided by the bytes. */
export const MATERIAL_FILE_KINDS: readonly FileKind[] = [
  FILE_KINDS.pdf,
  FILE_KINDS.png,
  FILE_KINDS.jpeg,
  FILE_KINDS.webp,
  FILE_KINDS.heic,
  FILE_KINDS.text,
  FILE_KINDS.docx,
  FILE_KINDS.pptx,
];

const megabytes = (bytes: number) => {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
};

export const MATERIALS_MESSAGES = {
  notFound: { en: 'This file or folder was not found', ar: 'لم يُعثر على هذا الملف أو المجلد' },
  parentIsFile: {
    en: 'Files and folders go into a section or a folder, not into a file',
    ar: 'توضع الملفات والمجلدات داخل قسم أو مجلد، لا داخل ملف',
  },
  sectionMoves: { en: 'A section cannot be moved', ar: 'لا يمكن نقل القسم' },
  cycle: {
    en: 'A folder cannot be moved into itself or into one of its own folders',
    ar: 'لا يمكن نقل مجلد إلى داخله أو إلى أحد المجلدات التي يحتويها',
  },
  tooDeep: {
    en: `Folders can be at most ${MAX_DEPTH} levels deep (a section is the first level)`,
    ar: `لا يمكن أن يزيد عمق المجلدات على ${MAX_DEPTH} مستويات (القسم هو المستوى الأول)`,
  },
  tooManyNodes: {
    en: `You can have at most ${MAX_NODES_PER_STUDENT} sections, folders and files in all`,
    ar: `يمكنك أن تضيف ${MAX_NODES_PER_STUDENT} من الأقسام والمجلدات والملفات على الأكثر`,
  },
  notAFile: { en: 'This is a section or folder, not a file', ar: 'هذا قسم أو مجلد وليس ملفًا' },
  isAFile: {
    en: 'This is a file: download it through its content link',
    ar: 'هذا ملف: نزّله من رابط محتواه',
  },
  notRetryable: {
    en: 'Only a file whose text extraction failed can be tried again',
    ar: 'لا تمكن إعادة المحاولة إلا لملف تعذّر استخراج نصه',
  },
  missingBytes: { en: 'The content of this file is missing', ar: 'محتوى هذا الملف مفقود' },
  previewPending: {
    en: 'This photo is still being prepared for viewing. Try again in a moment.',
    ar: 'ما زالت هذه الصورة قيد التجهيز للعرض. حاول مرة أخرى بعد قليل.',
  },
  notAccepted: {
    en: 'file must be a PDF, Word (.docx), PowerPoint (.pptx), PNG, JPEG, WebP, HEIC (iPhone photo) or plain text file',
    ar: 'الحقل file يجب أن يكون ملفًا بصيغة PDF أو Word (.docx) أو PowerPoint (.pptx) أو PNG أو JPEG أو WebP أو HEIC (صور iPhone) أو ملفًا نصيًا عاديًا',
  },
  emptyFolder: {
    en: 'This folder has no files to download',
    ar: 'لا توجد في هذا المجلد ملفات لتنزيلها',
  },
} as const satisfies Record<string, LocalizedText>;

/** 413 when the upload would pass the student's quota. */
export function quotaMessage(quotaBytes: number, usedBytes: number): LocalizedText {
  return {
    en: `Not enough space: your files may take ${megabytes(quotaBytes)} MB in all, and ${megabytes(usedBytes)} MB are used`,
    ar: `لا توجد مساحة كافية: الحد الأقصى لملفاتك ${megabytes(quotaBytes)} ميغابايت، والمستخدم منها ${megabytes(usedBytes)} ميغابايت`,
  };
}

/** A node as the API shows it (files also carry the file fields). */
export interface MaterialNode {
  _id: string;
  name: string;
  kind: MaterialKind;
  color: SavedColor;
  parentId: string | null;
  createdAt: string;
  updatedAt: string;
  url?: string;
  mime?: string;
  size?: number;
  pageCount?: number | null;
  status?: ExtractionStatus;
  progress?: number;
  failure?: LocalizedText | null;
  children: MaterialNode[];
}

export interface MaterialsUsage {
  bytes: number;
  quotaBytes: number;
  maxFileBytes: number;
  maxFiles: number;
}

/** Where the rest of the API plugs into materials. Hooks never fail a request: errors are logged. */
export interface MaterialsHooks {
  /**
   * Files were queued for text extraction: after an upload (in the order sent) or a retry.
   * The extraction queue plugs in here: `(fileIds) => fileIds.forEach((id) => queue.enqueue(id))`.
   */
  onUploaded?: (fileIds: string[]) => void | Promise<void>;
  /**
   * Files were deleted with their pages (a file, or everything in a deleted folder or section).
   * The search index plugs in here, to drop them.
   */
  onFilesDeleted?: (userId: string, fileIds: string[]) => void | Promise<void>;
}

export interface MaterialsServiceDeps {
  store: Store;
  clock: () => Date;
  logger: Logger;
  /** Bytes each student may store; default DEFAULT_MATERIALS_QUOTA_BYTES. */
  quotaBytes?: number;
  hooks?: MaterialsHooks;
}

export interface NewSection {
  name: string;
  color?: SavedColor;
}
export interface NewFolder extends NewSection {
  parentId: string;
}
export interface NodeChanges {
  name?: string;
  color?: SavedColor;
  parentId?: string;
}

export interface FileContent {
  node: MaterialNodeDoc;
  stream: Readable;
  /** The type the bytes are served as: the file's own, or the viewer's copy's (image/jpeg). */
  mime: string;
}

export interface MaterialsService {
  readonly quotaBytes: number;
  /** The language a student's tree is sorted in: saved interface language, else Accept-Language. */
  localeOf(userId: string, acceptLanguage: string | undefined): Promise<TreeLocale>;
  tree(userId: string, locale: TreeLocale): Promise<{ tree: MaterialNode[]; usage: MaterialsUsage }>;
  createSection(userId: string, input: NewSection): Promise<MaterialNode>;
  createFolder(userId: string, input: NewFolder): Promise<MaterialNode>;
  /** Renames, recolours or moves; answers the node with what it holds. */
  update(userId: string, id: string, changes: NodeChanges, locale: TreeLocale): Promise<MaterialNode>;
  /** Deletes the node, everything inside it, their bytes and pages. */
  remove(userId: string, id: string): Promise<void>;
  /** Reads the multipart upload of `c` into the section or folder `parentId`. */
  upload(c: Context, userId: string, parentId: string): Promise<MaterialNode[]>;
  retry(userId: string, id: string): Promise<MaterialNode>;
  /**
   * The file's bytes to show, or with `original` as uploaded: a HEIC photo is shown as the JPEG its
   * extraction made (409 while that is not made yet).
   */
  content(userId: string, id: string, options?: { original?: boolean }): Promise<FileContent>;
  pages(userId: string, id: string): Promise<MaterialPageDoc[]>;
  /** A section or folder as a zip built while it streams (422 when it holds no file). */
  download(userId: string, id: string): Promise<FolderZip>;
  /** The id of the file's conversation, created on first use. */
  conversation(userId: string, fileId: string): Promise<string>;
}

/** The URL of a file's bytes, relative to the API. */
export const contentUrl = (id: string) => `/files/${encodeURIComponent(id)}/content`;

export function toMaterialNode(doc: MaterialNodeDoc, children: MaterialNode[] = []): MaterialNode {
  const base = {
    _id: doc._id,
    name: doc.name,
    kind: doc.kind,
    color: doc.color,
    parentId: doc.parentId ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
  if (doc.kind !== 'file') return { ...base, children };
  return {
    ...base,
    url: contentUrl(doc._id),
    mime: doc.mime ?? 'application/octet-stream',
    size: doc.size ?? 0,
    pageCount: doc.pageCount ?? null,
    status: doc.status ?? 'queued',
    progress: doc.progress ?? 0,
    failure: doc.failure ?? null,
    children: [],
  };
}

/** The node with its subtree, children in tree order. */
function buildNode(
  index: NodeIndex,
  doc: MaterialNodeDoc,
  order: (a: MaterialNodeDoc, b: MaterialNodeDoc) => number,
  seen = new Set<string>(),
): MaterialNode {
  seen.add(doc._id);
  const children = [...(index.children.get(doc._id) ?? [])]
    .filter((child) => !seen.has(child._id))
    .sort(order)
    .map((child) => buildNode(index, child, order, seen));
  return toMaterialNode(doc, children);
}

/** A display name cut to MAX_NODE_NAME characters (never inside a surrogate pair). */
function nodeName(raw: string | undefined): string {
  const name = displayName(raw);
  const chars = [...name];
  return chars.length <= MAX_NODE_NAME ? name : chars.slice(0, MAX_NODE_NAME).join('').trim();
}

/** Room for the multipart framing around the files when comparing Content-Length with the quota. */
const MULTIPART_SLACK_BYTES = 64 * 1024;

/**
 * The same error, answered with `Connection: close` and a lingering close: for an answer given before
 * the upload's body was read.
 */
function beforeBody(c: Context, error: AppError): AppError {
  lingerAfterAnswer(c);
  return new AppError(error.status, error.localized, {
    headers: { ...error.headers, Connection: 'close' },
    ...(error.issues ? { issues: [...error.issues] } : {}),
  });
}

export function createMaterialsService(deps: MaterialsServiceDeps): MaterialsService {
  const { store, logger } = deps;
  const quotaBytes = deps.quotaBytes ?? DEFAULT_MATERIALS_QUOTA_BYTES;
  const now = () => deps.clock().toISOString();
  /** Bytes being uploaded right now per student (this process): concurrent uploads count each other. */
  const uploading = new Map<string, number>();
  /** Conversation creations in progress per file (this process): two first uses create one. */
  const creatingConversation = new Map<string, Promise<string>>();

  function runHook(name: string, call: () => void | Promise<void>): void {
    try {
      void Promise.resolve(call()).catch((err: unknown) =>
        logger.error({ err, hook: name }, 'Materials hook failed'),
      );
    } catch (err) {
      logger.error({ err, hook: name }, 'Materials hook failed');
    }
  }

  async function load(userId: string): Promise<NodeIndex> {
    return indexNodes(await store.materials.listForUser(userId));
  }

  function ownNode(index: NodeIndex, id: string): MaterialNodeDoc {
    const node = index.byId.get(id);
    if (!node) throw notFound(MATERIALS_MESSAGES.notFound);
    return node;
  }

  async function ownFile(userId: string, id: string): Promise<MaterialNodeDoc> {
    const node = await store.materials.get(userId, id);
    if (!node || node.kind !== 'file')
      throw notFound(node ? MATERIALS_MESSAGES.notAFile : MATERIALS_MESSAGES.notFound);
    return node;
  }

  /** The parent a folder or file goes into: the student's section or folder. */
  function container(index: NodeIndex, parentId: string): MaterialNodeDoc {
    const parent = ownNode(index, parentId);
    if (parent.kind === 'file') throw badRequest(MATERIALS_MESSAGES.parentIsFile);
    return parent;
  }

  async function createConversation(userId: string, fileId: string): Promise<string> {
    const file = await ownFile(userId, fileId);
    if (file.conversationId !== undefined) {
      const existing = await store.conversations.findForUser(file.conversationId, userId);
      if (existing) return existing._id;
    }
    const at = now();
    const created = await store.conversations.create({
      userId,
      title: file.name,
      titled: true,
      userFileId: file._id,
      at,
    });
    // Another API process may have created one meanwhile: the first one remembered wins.
    const current = await store.materials.get(userId, fileId);
    if (
      current?.conversationId !== undefined &&
      current.conversationId !== file.conversationId &&
      (await store.conversations.findForUser(current.conversationId, userId))
    ) {
      await store.conversations.delete(created._id, userId);
      return current.conversationId;
    }
    if (current) await store.materials.update(userId, fileId, { conversationId: created._id }, at);
    return created._id;
  }

  return {
    quotaBytes,

    async localeOf(userId, acceptLanguage) {
      const saved = await store.settings.find(userId);
      return pickLocale(saved?.settings.accessibility.mainLanguage, acceptLanguage);
    },

    async tree(userId, locale) {
      const nodes = await store.materials.listForUser(userId);
      const index = indexNodes(nodes);
      const order = nodeOrder(locale);
      const tree = [...index.sections].sort(order).map((section) => buildNode(index, section, order));
      const bytes = nodes.reduce((sum, node) => sum + (node.kind === 'file' ? (node.size ?? 0) : 0), 0);
      return {
        tree,
        usage: { bytes, quotaBytes, maxFileBytes: MAX_MATERIAL_FILE_BYTES, maxFiles: MAX_FILES_PER_UPLOAD },
      };
    },

    async createSection(userId, input) {
      const index = await load(userId);
      if (index.byId.size >= MAX_NODES_PER_STUDENT) throw conflict(MATERIALS_MESSAGES.tooManyNodes);
      const at = now();
      const doc = await store.materials.insert({
        userId,
        kind: 'section',
        name: input.name,
        color: input.color ?? DEFAULT_COLORS.section,
        createdAt: at,
        updatedAt: at,
      });
      return toMaterialNode(doc);
    },

    async createFolder(userId, input) {
      const index = await load(userId);
      const parent = container(index, input.parentId);
      if (depthOf(index, parent) + 1 > MAX_DEPTH) throw badRequest(MATERIALS_MESSAGES.tooDeep);
      if (index.byId.size >= MAX_NODES_PER_STUDENT) throw conflict(MATERIALS_MESSAGES.tooManyNodes);
      const at = now();
      const doc = await store.materials.insert({
        userId,
        kind: 'folder',
        name: input.name,
        color: input.color ?? DEFAULT_COLORS.folder,
        parentId: parent._id,
        createdAt: at,
        updatedAt: at,
      });
      return toMaterialNode(doc);
    },

    async update(userId, id, changes, locale) {
      const index = await load(userId);
      const node = ownNode(index, id);
      const update: MaterialNodeChanges = {};
      if (changes.name !== undefined) update.name = changes.name;
      if (changes.color !== undefined) update.color = changes.color;
      if (changes.parentId !== undefined && changes.parentId !== node.parentId) {
        if (node.kind === 'section') throw badRequest(MATERIALS_MESSAGES.sectionMoves);
        const parent = container(index, changes.parentId);
        if (isWithin(index, parent, node)) throw badRequest(MATERIALS_MESSAGES.cycle);
        if (node.kind === 'folder' && depthOf(index, parent) + folderHeight(index, node) > MAX_DEPTH)
          throw badRequest(MATERIALS_MESSAGES.tooDeep);
        update.parentId = parent._id;
      }
      const saved = await store.materials.update(userId, id, update, now());
      if (!saved) throw notFound(MATERIALS_MESSAGES.notFound);
      index.byId.set(saved._id, saved);
      return buildNode(index, saved, nodeOrder(locale));
    },

    async remove(userId, id) {
      const index = await load(userId);
      const nodes = subtree(index, ownNode(index, id));
      const files = nodes.filter((node) => node.kind === 'file');
      await store.materials.deleteNodes(
        userId,
        nodes.map((node) => node._id),
      );
      for (const file of files) {
        if (file.blobId === undefined) continue;
        await store.materialBlobs.delete(file.blobId).catch((err: unknown) => {
          logger.warn(
            { err, fileId: file._id, blobId: file.blobId },
            'Could not delete the bytes of a deleted file',
          );
        });
        if (file.mime === FILE_KINDS.heic.mime)
          await store.materialBlobs.delete(previewBlobId(file.blobId)).catch(() => false);
      }
      if (files.length > 0) {
        const fileIds = files.map((file) => file._id);
        runHook('onFilesDeleted', () => deps.hooks?.onFilesDeleted?.(userId, fileIds));
      }
    },

    async upload(c, userId, parentId) {
      // Everything that can be refused without the body is, before it is read.
      const index = await load(userId);
      try {
        container(index, parentId);
        if (index.byId.size >= MAX_NODES_PER_STUDENT) throw conflict(MATERIALS_MESSAGES.tooManyNodes);
      } catch (error) {
        throw error instanceof AppError ? beforeBody(c, error) : error;
      }
      let stored = 0;
      for (const node of index.byId.values()) if (node.kind === 'file') stored += node.size ?? 0;
      const inFlight = () => uploading.get(userId) ?? 0;
      const overQuota = (extra: number) =>
        payloadTooLarge(quotaMessage(quotaBytes, stored + inFlight() - extra));
      const declared = declaredBodyLength(c);
      if (declared !== undefined && stored + inFlight() + declared > quotaBytes + MULTIPART_SLACK_BYTES)
        throw beforeBody(c, overQuota(0));

      let received = 0;
      const take = (bytes: number) => {
        received += bytes;
        uploading.set(userId, inFlight() + bytes);
      };
      let upload;
      try {
        upload = await readUpload(c, {
          allowed: MATERIAL_FILE_KINDS,
          maxFileBytes: MAX_MATERIAL_FILE_BYTES,
          maxFiles: MAX_FILES_PER_UPLOAD,
          notAllowedMessage: MATERIALS_MESSAGES.notAccepted,
          store: async (file) => {
            const blobId = `${randomBytes(16).toString('base64url')}.${file.kind.ext}`;
            const text = file.kind === FILE_KINDS.text ? createTextCheck() : undefined;
            const notText = () => fileError(415, 'file', MATERIALS_MESSAGES.notAccepted);
            async function* checked(): AsyncGenerator<Uint8Array> {
              for await (const chunk of file.stream as AsyncIterable<Buffer>) {
                take(chunk.length);
                if (stored + inFlight() > quotaBytes) throw overQuota(received);
                if (text && !text.push(chunk)) throw notText();
                yield chunk;
              }
              if (text && !text.end()) throw notText();
            }
            await store.materialBlobs.putStream(blobId, checked());
            return blobId;
          },
          discard: async (blobId) => {
            await store.materialBlobs.delete(blobId).catch((err: unknown) => {
              logger.warn({ err, blobId }, 'Could not delete the bytes of a refused upload');
            });
          },
        });
      } finally {
        const left = inFlight() - received;
        if (left > 0) uploading.set(userId, left);
        else uploading.delete(userId);
      }

      const { files } = upload;
      const inserted: MaterialNodeDoc[] = [];
      try {
        // The tree may have changed while the bytes arrived.
        const current = await load(userId);
        const parent = container(current, parentId);
        if (current.byId.size + files.length > MAX_NODES_PER_STUDENT)
          throw conflict(MATERIALS_MESSAGES.tooManyNodes);
        const at = now();
        for (const file of files) {
          inserted.push(
            await store.materials.insert({
              userId,
              kind: 'file',
              name: nodeName(file.name),
              color: DEFAULT_COLORS.file,
              parentId: parent._id,
              createdAt: at,
              updatedAt: at,
              mime: file.kind.mime,
              size: file.size,
              blobId: file.stored,
              status: 'queued',
              progress: 0,
              attempts: 0,
            }),
          );
        }
      } catch (error) {
        await store.materials.deleteNodes(
          userId,
          inserted.map((doc) => doc._id),
        );
        for (const file of files) await store.materialBlobs.delete(file.stored).catch(() => false);
        throw error;
      }
      const fileIds = inserted.map((doc) => doc._id);
      runHook('onUploaded', () => deps.hooks?.onUploaded?.(fileIds));
      return inserted.map((doc) => toMaterialNode(doc));
    },

    async retry(userId, id) {
      const node = await ownFile(userId, id);
      if (node.status !== 'failed') throw conflict(MATERIALS_MESSAGES.notRetryable);
      // A fresh start: the attempts count runs that a restart interrupted (jobs.ts), not the student's retries.
      await store.materials.setExtraction(id, { status: 'queued', progress: 0, attempts: 0 }, now());
      runHook('onUploaded', () => deps.hooks?.onUploaded?.([id]));
      const queued = await store.materials.get(userId, id);
      if (!queued) throw notFound(MATERIALS_MESSAGES.notFound);
      return toMaterialNode(queued);
    },

    async content(userId, id, options = {}) {
      const node = await ownFile(userId, id);
      if (node.blobId === undefined) throw notFound(MATERIALS_MESSAGES.missingBytes);
      // A HEIC photo is shown as the JPEG its extraction made (browsers cannot draw HEIC); a download
      // gets the photo as uploaded.
      if (node.mime === FILE_KINDS.heic.mime && !options.original) {
        const preview = await store.materialBlobs.getStream(previewBlobId(node.blobId));
        if (preview) return { node, stream: preview, mime: 'image/jpeg' };
        if (node.status !== 'failed') throw conflict(MATERIALS_MESSAGES.previewPending);
      }
      const stream = await store.materialBlobs.getStream(node.blobId);
      if (!stream) throw notFound(MATERIALS_MESSAGES.missingBytes);
      return { node, stream, mime: node.mime ?? 'application/octet-stream' };
    },

    async pages(userId, id) {
      await ownFile(userId, id);
      return store.materials.pagesOf(userId, id);
    },

    async download(userId, id) {
      const index = await load(userId);
      const root = ownNode(index, id);
      if (root.kind === 'file') throw badRequest(MATERIALS_MESSAGES.isAFile);
      const zip = await createFolderZip({
        index,
        root,
        blobs: store.materialBlobs,
        logger,
        order: nodeOrder('en'),
      });
      if (!zip) throw new AppError(422, MATERIALS_MESSAGES.emptyFolder);
      return zip;
    },

    conversation(userId, fileId) {
      const key = `${userId}\n${fileId}`;
      const running = creatingConversation.get(key);
      if (running) return running;
      const promise = createConversation(userId, fileId).finally(() => creatingConversation.delete(key));
      creatingConversation.set(key, promise);
      return promise;
    },
  };
}

/**
 * A section or folder as a zip, built while it streams (archiver): one file at a time is read from the
 * store and compressed into the answer, so memory stays flat whatever the folder holds.
 *
 * - Paths keep the folders (relative to the downloaded one). Names are the students' display text, so
 *   each is made safe as a path segment: no separators, no control characters, no `.`/`..`, nothing a
 *   common file system refuses; duplicates in one folder are numbered (`notes (2).pdf`).
 * - Files whose bytes are missing are found before streaming starts and left out (their count goes in
 *   the `Nibras-Missing-Files` header). A file that fails while the zip streams (the store errors) ends
 *   where it failed; `could-not-download.txt` at the end names every file the zip lacks.
 */
import { ZipArchive } from 'archiver';
import { PassThrough, type Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { FileStore } from '../store/files.ts';
import type { MaterialNodeDoc } from '../store/materials.ts';
import type { NodeIndex } from './tree.ts';

/** Name of the entry that lists the files the zip could not hold. */
export const FAILURES_ENTRY = 'could-not-download.txt';

export interface FolderZip {
  /** File name for Content-Disposition: the folder's name and `.zip`. */
  fileName: string;
  /** Files left out because their bytes are missing (known before streaming). */
  missing: number;
  /** The zip as it is built. */
  stream: Readable;
}

export interface FolderZipInput {
  index: NodeIndex;
  root: MaterialNodeDoc;
  blobs: FileStore;
  logger: Logger;
  order: (a: MaterialNodeDoc, b: MaterialNodeDoc) => number;
}

interface PlannedFile {
  path: string;
  node: MaterialNodeDoc;
}

/** Names Windows refuses for a file or folder, whatever the extension. */
const RESERVED = /^(?:con|prn|aux|nul|com[0-9]|lpt[0-9])(?:\..*)?$/i;
const MAX_SEGMENT = 120;

/** A display name made safe as one path segment of a zip entry. */
export function safeSegment(name: string): string {
  let segment = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[/\\:*?"<>|]/g, '_')
    .trim()
    .replace(/[. ]+$/, ''); // Windows drops trailing dots and spaces; `..` becomes empty
  segment = [...segment].slice(0, MAX_SEGMENT).join('').trim();
  if (segment === '') return '_';
  return RESERVED.test(segment) ? `_${segment}` : segment;
}

/** `name`, or `name (2)`, `name (3)`... (before the extension of a file) not yet used in one folder. */
function uniqueIn(used: Set<string>, segment: string, isFile: boolean): string {
  const dot = isFile ? segment.lastIndexOf('.') : -1;
  const [stem, ext] = dot > 0 ? [segment.slice(0, dot), segment.slice(dot)] : [segment, ''];
  let candidate = segment;
  for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

/** Every file under `root` with its zip path, and every folder (`path/`), parents first. */
export function planZip(input: Pick<FolderZipInput, 'index' | 'root' | 'order'>): {
  files: PlannedFile[];
  folders: string[];
  rootNames: Set<string>;
} {
  const files: PlannedFile[] = [];
  const folders: string[] = [];
  const rootNames = new Set<string>();
  const seen = new Set<string>([input.root._id]);
  const walk = (folder: MaterialNodeDoc, prefix: string, used: Set<string>) => {
    const children = [...(input.index.children.get(folder._id) ?? [])].sort(input.order);
    for (const child of children) {
      if (seen.has(child._id)) continue;
      seen.add(child._id);
      const name = uniqueIn(used, safeSegment(child.name), child.kind === 'file');
      if (child.kind === 'file') files.push({ path: `${prefix}${name}`, node: child });
      else {
        folders.push(`${prefix}${name}/`);
        walk(child, `${prefix}${name}/`, new Set());
      }
    }
  };
  walk(input.root, '', rootNames);
  return { files, folders, rootNames };
}

/** Runs `check` over `items`, `limit` at a time. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  check: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await check(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function failuresText(paths: readonly string[]): string {
  return [
    'These files could not be added to this download. Try downloading them again.',
    'تعذّرت إضافة هذه الملفات إلى هذا التنزيل. حاول تنزيلها مرة أخرى.',
    '',
    ...paths,
    '',
  ].join('\r\n');
}

/**
 * The zip of a section or folder, or null when it holds no file at all. Which files are missing is
 * checked first (the caller sets the header); the zip is built as the answer is read.
 */
export async function createFolderZip(input: FolderZipInput): Promise<FolderZip | null> {
  const { blobs, logger } = input;
  const plan = planZip(input);
  if (plan.files.length === 0) return null;

  const present = await mapLimited(plan.files, 8, async (file) =>
    file.node.blobId === undefined ? false : blobs.has(file.node.blobId).catch(() => false),
  );
  const failed = plan.files.filter((_, i) => !present[i]).map((file) => file.path);
  const missing = failed.length;
  const toAdd = plan.files.filter((_, i) => present[i]);

  const archive = new ZipArchive({ zlib: { level: 6 } });
  let stopped = false;
  let current: Readable | undefined;
  const stop = () => {
    stopped = true;
    current?.destroy();
  };
  archive.on('warning', (err) => logger.warn({ err }, 'Zip warning'));
  archive.on('error', (err) => {
    logger.error({ err }, 'Could not build a zip');
    stop();
  });
  archive.on('close', stop); // the client went away (the answer's stream was cancelled)

  /** Resolves when archiver has taken the entry in whole (or the zip is over). */
  const added = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        archive.off('entry', done);
        archive.off('close', done);
        archive.off('error', done);
        resolve();
      };
      archive.on('entry', done);
      archive.on('close', done);
      archive.on('error', done);
    });

  async function build(): Promise<void> {
    for (const folder of plan.folders) archive.append(Buffer.alloc(0), { name: folder, type: 'directory' });
    for (const file of toAdd) {
      if (stopped) return;
      let source: Readable | null;
      try {
        source = await blobs.getStream(file.node.blobId ?? '');
      } catch (err) {
        logger.warn({ err, fileId: file.node._id }, 'Could not read a file for a zip');
        source = null;
      }
      if (!source) {
        failed.push(file.path);
        continue;
      }
      if (stopped) {
        source.destroy();
        return;
      }
      // The entry ends where the bytes stop: a read error must not abort the whole zip.
      const entry = new PassThrough();
      current = source;
      source.once('error', (err) => {
        logger.warn({ err, fileId: file.node._id }, 'A file failed while its zip streamed');
        failed.push(file.path);
        entry.end();
      });
      source.pipe(entry);
      const done = added();
      archive.append(entry, { name: file.path, date: new Date(file.node.updatedAt) });
      await done;
      current = undefined;
    }
    if (stopped) return;
    if (failed.length > 0) {
      const name = uniqueIn(plan.rootNames, FAILURES_ENTRY, true);
      archive.append(failuresText(failed), { name });
    }
    await archive.finalize();
  }
  void build().catch((err: unknown) => {
    logger.error({ err }, 'Could not build a zip');
    archive.destroy(err instanceof Error ? err : new Error(String(err)));
  });

  return { fileName: `${safeSegment(input.root.name)}.zip`, missing, stream: archive };
}

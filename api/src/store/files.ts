/**
 * Storage for uploaded files (profile pictures and covers), beside the document store. Files are
 * opaque bytes under a caller-chosen id; the caller makes ids unguessable and validates them (see
 * uploads/images.ts). Two adapters: a folder under the data folder (embedded store) and a GridFS
 * bucket (MongoDB, in mongo.ts), so every API process sharing one MongoDB serves the same files.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileStore {
  /** Stores the bytes under `id` (a new id each time: files are never overwritten). */
  put(id: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(id: string): Promise<Buffer | null>;
  /** Deletes the file; false when there was none. */
  delete(id: string): Promise<boolean>;
}

/** Ids are file names: letters, digits, `_`, `-` and one inner dot (no path separators, no `..`). */
const SAFE_ID = /^[A-Za-z0-9_-]{1,128}(\.[A-Za-z0-9]{1,8})?$/;

export function assertFileId(id: string): void {
  if (!SAFE_ID.test(id)) throw new Error(`Invalid file id ${JSON.stringify(id)}`);
}

function errnoCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/**
 * Disk adapter: one file per id in `dir`. A write goes to a temp file that is fsynced and renamed,
 * so a reader never sees a half-written file and a crash leaves at most a stray temp file.
 */
export function createDiskFileStore(dir: string): FileStore {
  const fileOf = (id: string) => {
    assertFileId(id);
    return path.join(dir, id);
  };
  return {
    async put(id, bytes) {
      const target = fileOf(id);
      await fs.mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.${id}.${randomBytes(6).toString('hex')}.tmp`);
      const handle = await fs.open(temp, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },

    async get(id) {
      try {
        return await fs.readFile(fileOf(id));
      } catch (error) {
        if (errnoCode(error) === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(id) {
      try {
        await fs.unlink(fileOf(id));
        return true;
      } catch (error) {
        if (errnoCode(error) === 'ENOENT') return false;
        throw error;
      }
    },
  };
}

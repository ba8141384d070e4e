/**
 * Storage for uploaded files (profile pictures and covers, study materials), beside the document store. Files are
 * opaque bytes under a caller-chosen id; the caller makes ids unguessable and validates them (see
 * uploads/images.ts). Two adapters: a folder under the data folder (embedded store) and a GridFS
 * bucket (MongoDB, in mongo.ts), so every API process sharing one MongoDB serves the same files.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStore {
  /** Stores the bytes under `id` (a new id each time: files are never overwritten). */
  put(id: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(id: string): Promise<Buffer | null>;
  /** Deletes the file; false when there was none. */
  delete(id: string): Promise<boolean>;
  /**
   * Stores the bytes of `source` under `id` as they arrive (a large file is never held whole in
   * memory); resolves with the number of bytes once they are all stored. When `source` errors, what was
   * written is dropped, nothing is stored under `id`, and the promise rejects with that error.
   */
  putStream(id: string, source: Readable | AsyncIterable<Uint8Array>): Promise<number>;
  /** The bytes as a stream, or null when there is no such file. */
  getStream(id: string): Promise<Readable | null>;
  /** Whether a file is stored under `id` (nothing is read). */
  has(id: string): Promise<boolean>;
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
  /** Writes a temp file with `write`, fsyncs it and renames it to the id; the temp file goes on failure. */
  async function writeAtomically<R>(id: string, write: (handle: fs.FileHandle) => Promise<R>): Promise<R> {
    const target = fileOf(id);
    await fs.mkdir(dir, { recursive: true });
    const temp = path.join(dir, `.${id}.${randomBytes(6).toString('hex')}.tmp`);
    const handle = await fs.open(temp, 'wx');
    let result: R;
    try {
      try {
        result = await write(handle);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    return result;
  }

  return {
    async put(id, bytes) {
      await writeAtomically(id, (handle) => handle.writeFile(bytes));
    },

    putStream(id, source) {
      return writeAtomically(id, async (handle) => {
        let size = 0;
        for await (const chunk of source as AsyncIterable<Uint8Array>) {
          let offset = 0;
          while (offset < chunk.length) {
            const { bytesWritten } = await handle.write(chunk, offset, chunk.length - offset);
            offset += bytesWritten;
          }
          size += chunk.length;
        }
        return size;
      });
    },

    async getStream(id) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(fileOf(id), 'r');
      } catch (error) {
        if (errnoCode(error) === 'ENOENT') return null;
        throw error;
      }
      // Opened first, so a missing file is a null rather than a stream that errors; the stream closes it.
      return handle.createReadStream();
    },

    async has(id) {
      try {
        return (await fs.stat(fileOf(id))).isFile();
      } catch (error) {
        if (errnoCode(error) === 'ENOENT') return false;
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

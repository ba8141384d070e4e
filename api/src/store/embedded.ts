/**
 * Embedded adapter: one persistent @seald-io/nedb Datastore per collection, in `<dataDir>/<name>.db`.
 *
 * Durability (see docs/api-notes.md for the reading of nedb's source behind this):
 * - Every insert/update/delete is appended to the datafile with fs.appendFile before its promise
 *   resolves, so an acknowledged write is in the OS page cache and survives `kill -9` of the process.
 *   nedb does not fsync appends: on power loss, writes since the last compaction may be lost.
 * - Opening a collection compacts it (rewrite to `<file>~`, fsync, rename over the datafile, fsync the
 *   folder). So do close(), flush() and the periodic compaction (every 10 minutes by default).
 * - A crash can leave a torn last line (an append cut short). Before loading, a datafile that does not
 *   end with "\n" is truncated after its last complete line and the torn bytes are kept beside it in
 *   `<file>.torn-<timestamp>`. Any other unreadable line makes the open fail (corruptAlertThreshold 0)
 *   instead of nedb's default of silently dropping up to 10% of the lines.
 * - One process per data folder: a `nibras.lock` file (holding the owner's pid) guards it.
 */
import Datastore from '@seald-io/nedb';
import { randomUUID } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { DuplicateKeyError } from '../errors.ts';
import { createDiskFileStore, type FileStore } from './files.ts';
import {
  assertCollectionName,
  assertFilter,
  assertUpdate,
  withoutUndefined,
  type BaseDoc,
  type Collection,
  type Database,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type NewDoc,
  type Sort,
  type Update,
  type UpdateResult,
} from './types.ts';

export const DEFAULT_COMPACTION_INTERVAL_MS = 10 * 60 * 1000;
export const LOCK_FILE = 'nibras.lock';

export interface TornTailRecovery {
  file: string;
  tornBytes: number;
  savedTo: string;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Periodic compaction (rewrite + fsync); 0 turns it off. Default 10 minutes. */
  compactionIntervalMs?: number;
  /** Told when a torn last line was cut off a datafile on open. */
  onRecovery?: (recovery: TornTailRecovery) => void;
}

type NedbStore = Datastore<Record<string, unknown>>;

/** The errno code of a Node system error (not `instanceof Error`: under jest those come from another realm). */
function errnoCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'errorType' in error &&
    error.errorType === 'uniqueViolated'
  );
}

function mapError(error: unknown, collection: string): unknown {
  return isUniqueViolation(error) ? new DuplicateKeyError(collection, error) : error;
}

/**
 * Cuts a torn last line off a datafile. Every nedb write ends with "\n", so bytes after the last "\n"
 * are an append that was interrupted. Returns what was done, or null when the file was intact.
 */
export async function repairTornTail(file: string): Promise<TornTailRecovery | null> {
  let handle: FileHandle;
  try {
    handle = await fs.open(file, 'r+');
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return null;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    if (size === 0) return null;
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    if (last[0] === 0x0a) return null;

    // Scan backwards for the last newline.
    const chunkSize = 64 * 1024;
    let keep = 0;
    for (let end = size; end > 0 && keep === 0; end -= chunkSize) {
      const start = Math.max(0, end - chunkSize);
      const chunk = Buffer.alloc(end - start);
      await handle.read(chunk, 0, chunk.length, start);
      const index = chunk.lastIndexOf(0x0a);
      if (index !== -1) keep = start + index + 1;
    }

    const torn = Buffer.alloc(size - keep);
    await handle.read(torn, 0, torn.length, keep);
    const savedTo = `${file}.torn-${Date.now()}`;
    await fs.writeFile(savedTo, torn);
    await handle.truncate(keep);
    await handle.sync();
    return { file, tornBytes: torn.length, savedTo };
  } finally {
    await handle.close();
  }
}

/** The data folder's lock is held by another live process (typically a running API). */
export class DataFolderInUseError extends Error {
  readonly dataDir: string;
  readonly pid: number;

  constructor(dataDir: string, pid: number, lockFile: string) {
    super(`The data folder ${dataDir} is in use by process ${pid} (lock file ${lockFile})`);
    this.name = 'DataFolderInUseError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

// Data folders opened by this process (a second open in the same process would corrupt the files).
const openDirs = new Set<string>();

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errnoCode(error) === 'EPERM';
  }
}

async function acquireLock(dataDir: string): Promise<void> {
  if (openDirs.has(dataDir)) throw new Error(`The data folder ${dataDir} is already open in this process`);
  const lockFile = path.join(dataDir, LOCK_FILE);
  try {
    await fs.writeFile(lockFile, `${process.pid}\n`, { flag: 'wx' });
  } catch (error) {
    if (errnoCode(error) !== 'EEXIST') throw error;
    const pid = Number.parseInt(await fs.readFile(lockFile, 'utf8'), 10);
    // Our own pid here means a previous process (e.g. a restarted container) had the same pid.
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processIsAlive(pid)) {
      throw new DataFolderInUseError(dataDir, pid, lockFile);
    }
    await fs.writeFile(lockFile, `${process.pid}\n`); // stale lock: the owner is gone
  }
  openDirs.add(dataDir);
}

async function releaseLock(dataDir: string): Promise<void> {
  openDirs.delete(dataDir);
  await fs.rm(path.join(dataDir, LOCK_FILE), { force: true });
}

class EmbeddedCollection<T extends BaseDoc> implements Collection<T> {
  readonly name: string;
  readonly #ds: NedbStore;

  constructor(name: string, ds: NedbStore) {
    this.name = name;
    this.#ds = ds;
  }

  async insertOne(doc: NewDoc<T>): Promise<T> {
    const toInsert = withoutUndefined({ ...doc, _id: doc._id ?? randomUUID() });
    try {
      const inserted: unknown = await this.#ds.insertAsync(toInsert);
      return inserted as T;
    } catch (error) {
      throw mapError(error, this.name);
    }
  }

  async findOne(filter: Filter<T>, options: { sort?: Sort<T> } = {}): Promise<T | null> {
    const [doc] = await this.find(filter, { ...options, limit: 1 });
    return doc ?? null;
  }

  find(filter?: Filter<T>, options?: FindOptions<T>): Promise<T[]>;
  find<K extends keyof T & string>(
    filter: Filter<T>,
    options: FindOptions<T> & { fields: readonly K[] },
  ): Promise<Pick<T, K | '_id'>[]>;
  async find(
    filter: Filter<T> = {},
    options: FindOptions<T> & { fields?: readonly string[] } = {},
  ): Promise<T[]> {
    assertFilter(filter);
    const projection = options.fields ? Object.fromEntries(options.fields.map((f) => [f, 1])) : {};
    let cursor = this.#ds.findAsync(filter, projection);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    const docs: unknown = await cursor;
    return docs as T[];
  }

  async count(filter: Filter<T> = {}): Promise<number> {
    assertFilter(filter);
    const n: unknown = await this.#ds.countAsync(filter);
    return n as number;
  }

  updateOne(filter: Filter<T>, update: Update<T>): Promise<UpdateResult> {
    return this.#update(filter, update, false);
  }

  updateMany(filter: Filter<T>, update: Update<T>): Promise<UpdateResult> {
    return this.#update(filter, update, true);
  }

  async #update(filter: Filter<T>, update: Update<T>, multi: boolean): Promise<UpdateResult> {
    assertFilter(filter);
    assertUpdate(update);
    try {
      const { numAffected } = await this.#ds.updateAsync(filter, withoutUndefined(update), { multi });
      return { matched: numAffected };
    } catch (error) {
      throw mapError(error, this.name);
    }
  }

  deleteOne(filter: Filter<T>): Promise<number> {
    assertFilter(filter);
    return this.#ds.removeAsync(filter, { multi: false });
  }

  deleteMany(filter: Filter<T>): Promise<number> {
    assertFilter(filter);
    return this.#ds.removeAsync(filter, { multi: true });
  }

  async ensureIndex(spec: IndexSpec<T>): Promise<void> {
    const [first, ...rest] = spec.fields;
    if (first === undefined) throw new Error('An index needs at least one field');
    try {
      await this.#ds.ensureIndexAsync({
        fieldName: rest.length === 0 ? first : [first, ...rest],
        unique: spec.unique ?? false,
        sparse: spec.sparse ?? false,
      });
    } catch (error) {
      throw mapError(error, this.name);
    }
  }
}

export async function openEmbeddedDatabase(options: EmbeddedOptions): Promise<Database> {
  const dataDir = path.resolve(options.dataDir);
  const compactionIntervalMs = options.compactionIntervalMs ?? DEFAULT_COMPACTION_INTERVAL_MS;
  await fs.mkdir(dataDir, { recursive: true });
  await acquireLock(dataDir);

  const datastores = new Map<string, NedbStore>();
  const collections = new Map<string, Promise<Collection<BaseDoc>>>();
  let closed = false;

  async function open(name: string): Promise<Collection<BaseDoc>> {
    const filename = path.join(dataDir, `${name}.db`);
    const recovery = await repairTornTail(filename);
    if (recovery) options.onRecovery?.(recovery);
    const ds: NedbStore = new Datastore({ filename, autoload: false, corruptAlertThreshold: 0 });
    try {
      // Loading also compacts: the datafile is rewritten one line per document and fsynced.
      await ds.loadDatabaseAsync();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Cannot open embedded collection "${name}" (${filename}): ${reason}`, { cause: error });
    }
    if (compactionIntervalMs > 0) ds.setAutocompactionInterval(compactionIntervalMs);
    datastores.set(name, ds);
    return new EmbeddedCollection<BaseDoc>(name, ds);
  }

  async function compactAll(): Promise<void> {
    for (const ds of datastores.values()) await ds.compactDatafileAsync();
  }

  return {
    kind: 'embedded',

    async collection<T extends BaseDoc>(name: string): Promise<Collection<T>> {
      if (closed) throw new Error('The embedded store is closed');
      assertCollectionName(name);
      let pending = collections.get(name);
      if (!pending) {
        pending = open(name);
        collections.set(name, pending);
        pending.catch(() => collections.delete(name));
      }
      // Safe: a collection's document type is fixed by its name, chosen by the repository that owns it.
      return pending as unknown as Promise<Collection<T>>;
    },

    fileStore(bucket: string): FileStore {
      assertCollectionName(bucket);
      return createDiskFileStore(path.join(dataDir, bucket));
    },

    async ping(): Promise<void> {
      if (closed) throw new Error('The embedded store is closed');
      await fs.access(dataDir, fsConstants.R_OK | fsConstants.W_OK);
    },

    flush: compactAll,

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await Promise.allSettled(collections.values());
      for (const ds of datastores.values()) ds.stopAutocompaction();
      try {
        await compactAll();
      } finally {
        datastores.clear();
        collections.clear();
        await releaseLock(dataDir);
      }
    },
  };
}

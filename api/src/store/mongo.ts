/**
 * MongoDB adapter: a thin layer over the official driver. Filters, sorts and updates from the shared
 * subset (see types.ts) pass through unchanged; `_id`s are strings (never ObjectId); E11000 becomes
 * the same DuplicateKeyError the embedded adapter throws.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, MongoClient } from 'mongodb';
import type {
  ChangeStreamInsertDocument,
  Collection as MongoCollection,
  Document,
  Filter as MongoFilter,
  Sort as MongoSort,
  UpdateFilter,
} from 'mongodb';
import { DuplicateKeyError } from '../errors.ts';
import { assertFileId, type FileStore } from './files.ts';
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
  type InsertWatch,
  type InsertWatchHandlers,
  type NewDoc,
  type Sort,
  type Update,
  type UpdateResult,
} from './types.ts';

export interface MongoOptions {
  uri: string;
  dbName: string;
  /** How long to wait for a server before failing (connect, ping). Default 5000 ms. */
  serverSelectionTimeoutMS?: number;
}

/** True for MongoDB's duplicate key error (code 11000), from a write or from an index build. */
export function isMongoDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 11000;
}

export function mapMongoError(error: unknown, collection: string): unknown {
  return isMongoDuplicateKeyError(error) ? new DuplicateKeyError(collection, error) : error;
}

// The shared subset is a subset of MongoDB's query language: pass it through as the driver's types.
const asFilter = (filter: object): MongoFilter<Document> => filter as MongoFilter<Document>;
const asUpdate = (update: object): UpdateFilter<Document> =>
  withoutUndefined(update) as UpdateFilter<Document>;

class MongoBackedCollection<T extends BaseDoc> implements Collection<T> {
  readonly name: string;
  readonly #col: MongoCollection<Document>;

  constructor(name: string, col: MongoCollection<Document>) {
    this.name = name;
    this.#col = col;
  }

  async insertOne(doc: NewDoc<T>): Promise<T> {
    const toInsert: Document = withoutUndefined({ ...doc, _id: doc._id ?? randomUUID() });
    try {
      await this.#col.insertOne({ ...toInsert });
    } catch (error) {
      throw mapMongoError(error, this.name);
    }
    return toInsert as T;
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
    let cursor = this.#col.find(asFilter(filter));
    if (options.fields) cursor = cursor.project(Object.fromEntries(options.fields.map((f) => [f, 1])));
    if (options.sort) cursor = cursor.sort(options.sort as MongoSort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    const docs: unknown = await cursor.toArray();
    return docs as T[];
  }

  count(filter: Filter<T> = {}): Promise<number> {
    assertFilter(filter);
    return this.#col.countDocuments(asFilter(filter));
  }

  async updateOne(filter: Filter<T>, update: Update<T>): Promise<UpdateResult> {
    assertFilter(filter);
    assertUpdate(update);
    try {
      const result = await this.#col.updateOne(asFilter(filter), asUpdate(update));
      return { matched: result.matchedCount };
    } catch (error) {
      throw mapMongoError(error, this.name);
    }
  }

  async updateMany(filter: Filter<T>, update: Update<T>): Promise<UpdateResult> {
    assertFilter(filter);
    assertUpdate(update);
    try {
      const result = await this.#col.updateMany(asFilter(filter), asUpdate(update));
      return { matched: result.matchedCount };
    } catch (error) {
      throw mapMongoError(error, this.name);
    }
  }

  async deleteOne(filter: Filter<T>): Promise<number> {
    assertFilter(filter);
    return (await this.#col.deleteOne(asFilter(filter))).deletedCount;
  }

  async deleteMany(filter: Filter<T>): Promise<number> {
    assertFilter(filter);
    return (await this.#col.deleteMany(asFilter(filter))).deletedCount;
  }

  async ensureIndex(spec: IndexSpec<T>): Promise<void> {
    if (spec.fields.length === 0) throw new Error('An index needs at least one field');
    try {
      await this.#col.createIndex(Object.fromEntries(spec.fields.map((field) => [field, 1])), {
        unique: spec.unique ?? false,
        sparse: spec.sparse ?? false,
      });
    } catch (error) {
      throw mapMongoError(error, this.name);
    }
  }
}

/**
 * GridFS adapter of FileStore: the file's name is its id (GridFS's own `_id` stays an internal
 * ObjectId). `put`/`get` read small files whole; `putStream`/`getStream` stream large ones chunk by
 * chunk (GridFS chunks of 255 KB), and an interrupted `putStream` aborts its upload (its chunks go).
 */
function createGridFsFileStore(bucket: GridFSBucket): FileStore {
  return {
    async put(id, bytes) {
      assertFileId(id);
      const upload = bucket.openUploadStream(id);
      await new Promise<void>((resolve, reject) => {
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(bytes);
      });
    },

    async get(id) {
      assertFileId(id);
      const [file] = await bucket.find({ filename: id }).limit(1).toArray();
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    async delete(id) {
      assertFileId(id);
      const files = await bucket.find({ filename: id }).toArray();
      for (const file of files) await bucket.delete(file._id);
      return files.length > 0;
    },

    async putStream(id, source) {
      assertFileId(id);
      const upload = bucket.openUploadStream(id);
      let size = 0;
      async function* counted() {
        for await (const chunk of source as AsyncIterable<Uint8Array>) {
          size += chunk.length;
          yield chunk;
        }
      }
      try {
        await pipeline(Readable.from(counted()), upload);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        throw error;
      }
      return size;
    },

    async getStream(id) {
      assertFileId(id);
      const [file] = await bucket.find({ filename: id }).limit(1).toArray();
      return file ? bucket.openDownloadStream(file._id) : null;
    },

    async has(id) {
      assertFileId(id);
      return (await bucket.find({ filename: id }).limit(1).toArray()).length > 0;
    },
  };
}

export async function openMongoDatabase(options: MongoOptions): Promise<Database> {
  const client = new MongoClient(options.uri, {
    // Like nedb, drop undefined fields instead of storing null.
    ignoreUndefined: true,
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 5000,
    appName: 'nibras-api',
  });
  await client.connect();
  const db = client.db(options.dbName);
  await db.command({ ping: 1 });

  const collections = new Map<string, Collection<BaseDoc>>();
  let closed = false;

  return {
    kind: 'mongodb',

    async collection<T extends BaseDoc>(name: string): Promise<Collection<T>> {
      if (closed) throw new Error('The MongoDB store is closed');
      assertCollectionName(name);
      let collection = collections.get(name);
      if (!collection) {
        collection = new MongoBackedCollection<BaseDoc>(name, db.collection(name));
        collections.set(name, collection);
      }
      // Safe: a collection's document type is fixed by its name, chosen by the repository that owns it.
      return collection as unknown as Collection<T>;
    },

    fileStore(bucketName: string): FileStore {
      assertCollectionName(bucketName);
      return createGridFsFileStore(new GridFSBucket(db, { bucketName }));
    },

    // A change stream on the collection's inserts; the caller reopens it after onError (hub.ts).
    watchInserts<T extends BaseDoc>(name: string, handlers: InsertWatchHandlers<T>): InsertWatch {
      assertCollectionName(name);
      const stream = db
        .collection(name)
        .watch<Document, ChangeStreamInsertDocument<Document>>([{ $match: { operationType: 'insert' } }], {
          ...(handlers.resumeAfter === undefined ? {} : { resumeAfter: handlers.resumeAfter }),
        });
      stream.on('change', (change) => {
        if (change.operationType === 'insert') handlers.onInsert(change.fullDocument as T, change._id);
      });
      stream.on('error', (error) => handlers.onError(error));
      return { close: () => stream.close() };
    },

    async ping(): Promise<void> {
      if (closed) throw new Error('The MongoDB store is closed');
      await db.command({ ping: 1 });
    },

    // Writes are acknowledged by the server under its write concern; nothing is buffered here.
    async flush(): Promise<void> {},

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

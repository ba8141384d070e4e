/**
 * The storage contract shared by the embedded adapter (@seald-io/nedb) and the MongoDB adapter.
 *
 * Both engines speak MongoDB's query language natively; this file pins down the SUBSET that behaves
 * the same on both (src/store/contract.test.ts runs the same suite against each). Stay inside it.
 *
 * Documents
 * - `_id` is a string on both engines (crypto.randomUUID() unless the caller supplies one). Never ObjectId.
 * - Dates are stored as ISO 8601 UTC strings from `Date.prototype.toISOString()` (`2025-01-31T09:30:00.000Z`).
 *   That fixed-width format sorts and compares correctly as a plain string on both engines, reads well
 *   in the datafile and in mongosh, and goes to JSON unchanged. Never store Date objects.
 * - Values are JSON values: strings, finite numbers, booleans, arrays, plain objects. Leave a field out
 *   rather than storing `null` or `undefined` (undefined fields are dropped by both adapters).
 * - Field names must not start with `$` or contain `.`.
 *
 * Filters (`Filter<T>`)
 * - Equality on a field or a nested dot path (`'profile.grade': 11`). On an array field, equality with
 *   a single value matches documents whose array contains it.
 * - `$in`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$exists`, and `$or` / `$and` of filters.
 * - Compare values of one type per field (numbers with numbers, ISO strings with ISO strings).
 * - NOT in the subset (the engines differ): equality with `null` (use `$exists: false`), `$ne` on
 *   array fields, equality with a whole embedded object (use dot paths), `$regex`, `$elemMatch`, `$nin`,
 *   `$not`, `$where`, text search, aggregation.
 *
 * Find options: `sort` (object of 1 / -1, keys in priority order), `skip`, `limit`, and `fields`
 * (top-level fields to return; `_id` always comes back). Without `sort` the order is unspecified.
 *
 * Updates (`Update<T>`): `$set`, `$inc`, `$push` (a value or `{ $each: [...] }`), `$unset`; dot paths
 * allowed. At least one operator is required (a bare object would REPLACE the document in nedb);
 * `_id` cannot change. No upserts: insert, and rely on a unique index (DuplicateKeyError) for races.
 *
 * Indexes: `ensureIndex({ fields, unique?, sparse? })`, idempotent; one field or a compound list.
 * A write that breaks a unique index throws DuplicateKeyError (409) on both engines.
 */

import type { FileStore } from './files.ts';

/** Every stored document has a string `_id`. */
export interface BaseDoc {
  _id: string;
}

export type StoreKind = 'embedded' | 'mongodb';

type DotPath = `${string}.${string}`;
type ElementOf<V> = V extends readonly (infer E)[] ? E : never;
type Scalar<V> = Exclude<V, undefined>;

export interface Operators<V> {
  $in?: readonly V[];
  $ne?: V;
  $gt?: V;
  $gte?: V;
  $lt?: V;
  $lte?: V;
  $exists?: boolean;
}

/** Condition on one field: a value (equality), an element of an array field, or operators. */
export type Condition<V> = Scalar<V> | ElementOf<Scalar<V>> | Operators<Scalar<V> | ElementOf<Scalar<V>>>;

export type Filter<T> = { [K in keyof T & string]?: Condition<T[K]> } & {
  [path: DotPath]: Condition<unknown>;
} & {
  $or?: readonly Filter<T>[];
  $and?: readonly Filter<T>[];
};

export type Sort<T> = { [K in keyof T & string]?: 1 | -1 } & { [path: DotPath]: 1 | -1 };

export interface FindOptions<T> {
  sort?: Sort<T>;
  skip?: number;
  limit?: number;
}

type SettableKeys<T> = Exclude<keyof T & string, '_id'>;

export interface Update<T> {
  $set?: { [K in SettableKeys<T>]?: T[K] } & { [path: DotPath]: unknown };
  $inc?: { [K in SettableKeys<T>]?: number } & { [path: DotPath]: number };
  $push?: { [K in SettableKeys<T>]?: unknown } & { [path: DotPath]: unknown };
  $unset?: { [K in SettableKeys<T>]?: true } & { [path: DotPath]: true };
}

export interface IndexSpec<T> {
  fields: readonly ((keyof T & string) | DotPath)[];
  unique?: boolean;
  /** Skip documents that lack the field(s): lets a unique index accept many documents without it. */
  sparse?: boolean;
}

/** A document to insert: `_id` is optional (generated when missing). */
export type NewDoc<T extends BaseDoc> = Omit<T, '_id'> & { _id?: string };

export interface UpdateResult {
  /** Documents that matched the filter (and were updated). */
  matched: number;
}

export interface Collection<T extends BaseDoc> {
  readonly name: string;
  insertOne(doc: NewDoc<T>): Promise<T>;
  findOne(filter: Filter<T>, options?: { sort?: Sort<T> }): Promise<T | null>;
  find(filter?: Filter<T>, options?: FindOptions<T>): Promise<T[]>;
  find<K extends keyof T & string>(
    filter: Filter<T>,
    options: FindOptions<T> & { fields: readonly K[] },
  ): Promise<Pick<T, K | '_id'>[]>;
  count(filter?: Filter<T>): Promise<number>;
  updateOne(filter: Filter<T>, update: Update<T>): Promise<UpdateResult>;
  updateMany(filter: Filter<T>, update: Update<T>): Promise<UpdateResult>;
  /** Returns how many documents were deleted (0 or 1). */
  deleteOne(filter: Filter<T>): Promise<number>;
  deleteMany(filter: Filter<T>): Promise<number>;
  ensureIndex(spec: IndexSpec<T>): Promise<void>;
}

/** Callbacks of `Database.watchInserts`. */
export interface InsertWatchHandlers<T extends BaseDoc> {
  /** Resume after this token (the last one passed to `onInsert`) instead of starting from now. */
  resumeAfter?: unknown;
  /** A document inserted by any process; `resumeToken` lets a new watch continue after it. */
  onInsert(doc: T, resumeToken: unknown): void;
  /** The watch failed and has stopped: close it and open a new one (with `resumeAfter`). */
  onError(error: unknown): void;
}

export interface InsertWatch {
  close(): Promise<void>;
}

/** One opened engine: a named set of collections. */
export interface Database {
  readonly kind: StoreKind;
  /** Opens (once) and returns the named collection. Names: letters, digits and `_`, starting with a letter. */
  collection<T extends BaseDoc>(name: string): Promise<Collection<T>>;
  /**
   * Storage for uploaded files: a folder `<dataDir>/<bucket>` (embedded) or a GridFS bucket (MongoDB).
   * Bucket names follow the collection-name rule.
   */
  fileStore(bucket: string): FileStore;
  /**
   * MongoDB only (undefined on the embedded store): reports every document inserted into the
   * collection, by any process, through a change stream (needs a replica set). Outside the shared
   * subset: used by the notification hub so that every API process learns of new notifications.
   */
  watchInserts?<T extends BaseDoc>(collection: string, handlers: InsertWatchHandlers<T>): InsertWatch;
  /** Resolves when the engine answers; rejects otherwise (used by GET /health). */
  ping(): Promise<void>;
  /** Forces written data to stable storage where the engine allows it (embedded: compaction + fsync). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export function assertCollectionName(name: string): void {
  if (!COLLECTION_NAME.test(name)) {
    throw new Error(
      `Invalid collection name ${JSON.stringify(name)}: use letters, digits and "_", starting with a letter`,
    );
  }
}

const UPDATE_OPERATORS = new Set(['$set', '$inc', '$push', '$unset']);

/** Rejects updates outside the subset (an empty or operator-less update would replace the document in nedb). */
export function assertUpdate(update: object): void {
  const keys = Object.keys(update);
  if (keys.length === 0) throw new Error('An update needs at least one of $set, $inc, $push, $unset');
  for (const key of keys) {
    if (!UPDATE_OPERATORS.has(key)) {
      throw new Error(`Unsupported update operator ${JSON.stringify(key)}: use $set, $inc, $push or $unset`);
    }
  }
  for (const key of keys) {
    const fields = (update as Record<string, unknown>)[key];
    if (typeof fields === 'object' && fields !== null && Object.hasOwn(fields, '_id')) {
      throw new Error('An update cannot change _id');
    }
  }
}

/**
 * Rejects a filter holding `undefined` anywhere: nedb would match missing fields while MongoDB (with
 * ignoreUndefined) would drop the condition and match every document, e.g. `{ email: input.email }`.
 */
export function assertFilter(filter: object, where = 'filter'): void {
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) throw new Error(`${where}.${key} is undefined`);
    if (Array.isArray(value)) {
      value.forEach((item: unknown, i) => {
        if (item === undefined) throw new Error(`${where}.${key}[${i}] is undefined`);
        if (typeof item === 'object' && item !== null) assertFilter(item, `${where}.${key}[${i}]`);
      });
    } else if (typeof value === 'object' && value !== null) {
      assertFilter(value, `${where}.${key}`);
    }
  }
}

/** Drops keys whose value is undefined (recursively in plain objects), so both engines store the same thing. */
export function withoutUndefined<V>(value: V): V {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutUndefined(item)) as V;
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) out[key] = withoutUndefined(item);
    }
    return out as V;
  }
  return value;
}

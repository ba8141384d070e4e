/**
 * One contract suite for both storage adapters: the embedded adapter always (a fresh temp folder on
 * real disk per test), MongoDB when MONGODB_URI is set (a fresh database per test, dropped after).
 */
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { AppError, DuplicateKeyError } from '../errors.ts';
import { makeTempDir, removeDir } from '../testing.ts';
import { openEmbeddedDatabase } from './embedded.ts';
import { openMongoDatabase } from './mongo.ts';
import type { Collection, Database } from './types.ts';

interface Item {
  _id: string;
  name: string;
  n: number;
  at: string;
  tags?: string[];
  profile?: { grade: number; level?: string };
  note?: string;
  counter?: number;
}

/** A fresh, empty engine for one test; `reopen` closes nothing but opens the same data again. */
interface Harness {
  db: Database;
  reopen(): Promise<Database>;
  cleanup(): Promise<void>;
}

const SEED: Omit<Item, '_id'>[] = [
  { name: 'alpha', n: 1, at: '2025-01-01T10:00:00.000Z', tags: ['math', 'algebra'], profile: { grade: 10 } },
  {
    name: 'bravo',
    n: 2,
    at: '2025-01-02T10:00:00.000Z',
    tags: ['physics'],
    profile: { grade: 11, level: 'school' },
  },
  { name: 'charlie', n: 3, at: '2025-01-03T10:00:00.000Z', tags: [], profile: { grade: 12 }, note: 'x' },
  { name: 'delta', n: 4, at: '2025-01-04T10:00:00.000Z', profile: { grade: 11, level: 'university' } },
  { name: 'echo', n: 5, at: '2025-01-05T10:00:00.000Z', tags: ['math'], note: 'y' },
];

export function runContract(name: string, makeHarness: () => Promise<Harness>): void {
  describe(`storage contract: ${name}`, () => {
    let h: Harness;
    let items: Collection<Item>;

    beforeEach(async () => {
      h = await makeHarness();
      items = await h.db.collection<Item>('items');
    });
    afterEach(async () => {
      await h.cleanup();
    });

    async function seed(): Promise<Item[]> {
      const out: Item[] = [];
      for (const doc of SEED) out.push(await items.insertOne(doc));
      return out;
    }

    const names = (docs: readonly { name?: string }[]) => docs.map((d) => d.name);
    const sorted = (docs: readonly { name?: string }[]) => names(docs).sort();

    describe('insertOne / findOne', () => {
      test('assigns a string _id and returns the stored document', async () => {
        const doc = await items.insertOne({ name: 'alpha', n: 1, at: '2025-01-01T10:00:00.000Z' });
        expect(typeof doc._id).toBe('string');
        expect(doc._id).toMatch(/^[0-9a-f-]{36}$/);
        expect(doc).toEqual({ _id: doc._id, name: 'alpha', n: 1, at: '2025-01-01T10:00:00.000Z' });
        expect(await items.findOne({ _id: doc._id })).toEqual(doc);
      });

      test('keeps an _id the caller chose', async () => {
        const doc = await items.insertOne({ _id: 'chosen-id', name: 'alpha', n: 1, at: 'a' });
        expect(doc._id).toBe('chosen-id');
        expect(await items.findOne({ _id: 'chosen-id' })).toMatchObject({ name: 'alpha' });
      });

      test('a duplicate _id is a DuplicateKeyError', async () => {
        await items.insertOne({ _id: 'same', name: 'alpha', n: 1, at: 'a' });
        await expect(items.insertOne({ _id: 'same', name: 'bravo', n: 2, at: 'b' })).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
      });

      test('drops undefined fields instead of storing them', async () => {
        const doc = await items.insertOne({ name: 'alpha', n: 1, at: 'a', note: undefined });
        expect(doc).not.toHaveProperty('note');
        const found = await items.findOne({ _id: doc._id });
        expect(found).not.toHaveProperty('note');
        expect(await items.count({ note: { $exists: false } })).toBe(1);
      });

      test('does not let the caller mutate what was stored', async () => {
        const input = { name: 'alpha', n: 1, at: 'a', tags: ['x'] };
        const doc = await items.insertOne(input);
        input.tags.push('y');
        doc.tags?.push('z');
        expect((await items.findOne({ _id: doc._id }))?.tags).toEqual(['x']);
      });

      test('findOne answers null when nothing matches, and honours sort', async () => {
        await seed();
        expect(await items.findOne({ name: 'zulu' })).toBeNull();
        expect((await items.findOne({ 'profile.grade': 11 }, { sort: { n: -1 } }))?.name).toBe('delta');
        expect((await items.findOne({ 'profile.grade': 11 }, { sort: { n: 1 } }))?.name).toBe('bravo');
      });
    });

    describe('filters', () => {
      beforeEach(async () => {
        await seed();
      });

      test('equality on a field, a nested dot path and an array element', async () => {
        expect(names(await items.find({ name: 'bravo' }))).toEqual(['bravo']);
        expect(sorted(await items.find({ 'profile.grade': 11 }))).toEqual(['bravo', 'delta']);
        expect(sorted(await items.find({ 'profile.level': 'university' }))).toEqual(['delta']);
        expect(sorted(await items.find({ tags: 'math' }))).toEqual(['alpha', 'echo']);
        expect(sorted(await items.find({ name: 'alpha', n: 1 }))).toEqual(['alpha']);
        expect(sorted(await items.find({ name: 'alpha', n: 2 }))).toEqual([]);
      });

      test('$in', async () => {
        expect(sorted(await items.find({ name: { $in: ['alpha', 'echo', 'zulu'] } }))).toEqual([
          'alpha',
          'echo',
        ]);
        expect(sorted(await items.find({ tags: { $in: ['physics', 'algebra'] } }))).toEqual([
          'alpha',
          'bravo',
        ]);
        expect(await items.find({ name: { $in: [] } })).toEqual([]);
      });

      test('$ne (also matching documents without the field)', async () => {
        expect(sorted(await items.find({ name: { $ne: 'alpha' } }))).toEqual([
          'bravo',
          'charlie',
          'delta',
          'echo',
        ]);
        expect(sorted(await items.find({ note: { $ne: 'x' } }))).toEqual(['alpha', 'bravo', 'delta', 'echo']);
      });

      test('$gt, $gte, $lt, $lte on numbers and on ISO date strings', async () => {
        expect(sorted(await items.find({ n: { $gt: 3 } }))).toEqual(['delta', 'echo']);
        expect(sorted(await items.find({ n: { $gte: 3 } }))).toEqual(['charlie', 'delta', 'echo']);
        expect(sorted(await items.find({ n: { $lt: 2 } }))).toEqual(['alpha']);
        expect(sorted(await items.find({ n: { $gt: 1, $lte: 3 } }))).toEqual(['bravo', 'charlie']);
        expect(sorted(await items.find({ at: { $gte: '2025-01-04T00:00:00.000Z' } }))).toEqual([
          'delta',
          'echo',
        ]);
        expect(sorted(await items.find({ at: { $lt: '2025-01-02T10:00:00.000Z' } }))).toEqual(['alpha']);
        expect(sorted(await items.find({ 'profile.grade': { $gte: 11 } }))).toEqual([
          'bravo',
          'charlie',
          'delta',
        ]);
      });

      test('$exists', async () => {
        expect(sorted(await items.find({ note: { $exists: true } }))).toEqual(['charlie', 'echo']);
        expect(sorted(await items.find({ tags: { $exists: false } }))).toEqual(['delta']);
        expect(sorted(await items.find({ 'profile.level': { $exists: true } }))).toEqual(['bravo', 'delta']);
      });

      test('$or and $and', async () => {
        expect(sorted(await items.find({ $or: [{ name: 'alpha' }, { n: { $gte: 5 } }] }))).toEqual([
          'alpha',
          'echo',
        ]);
        expect(sorted(await items.find({ $and: [{ n: { $gt: 1 } }, { n: { $lt: 4 } }] }))).toEqual([
          'bravo',
          'charlie',
        ]);
        expect(
          sorted(await items.find({ 'profile.grade': 11, $or: [{ note: { $exists: true } }, { n: 2 }] })),
        ).toEqual(['bravo']);
      });

      test('an undefined value in a filter is refused (it would match everything on MongoDB)', async () => {
        const email: string | undefined = undefined;
        await expect(items.find({ note: email })).rejects.toThrow(/filter\.note is undefined/);
        await expect(items.findOne({ $or: [{ name: 'a' }, { note: email }] })).rejects.toThrow(/undefined/);
        await expect(items.count({ n: { $gt: undefined } })).rejects.toThrow(/undefined/);
      });
    });

    describe('sort, skip, limit, fields, count', () => {
      beforeEach(async () => {
        await seed();
      });

      test('sort ascending, descending, by a dot path and by several keys', async () => {
        expect(names(await items.find({}, { sort: { n: 1 } }))).toEqual([
          'alpha',
          'bravo',
          'charlie',
          'delta',
          'echo',
        ]);
        expect(names(await items.find({}, { sort: { at: -1 } }))).toEqual([
          'echo',
          'delta',
          'charlie',
          'bravo',
          'alpha',
        ]);
        expect(
          names(
            await items.find({ 'profile.grade': { $exists: true } }, { sort: { 'profile.grade': -1, n: 1 } }),
          ),
        ).toEqual(['charlie', 'bravo', 'delta', 'alpha']);
      });

      test('skip and limit page through a sorted result', async () => {
        const page = (skip: number) => items.find({}, { sort: { n: 1 }, skip, limit: 2 });
        expect(names(await page(0))).toEqual(['alpha', 'bravo']);
        expect(names(await page(2))).toEqual(['charlie', 'delta']);
        expect(names(await page(4))).toEqual(['echo']);
        expect(names(await page(6))).toEqual([]);
      });

      test('fields returns only the listed fields and _id', async () => {
        const docs = await items.find({ n: { $lte: 2 } }, { sort: { n: 1 }, fields: ['name'] });
        expect(docs).toEqual([
          { _id: expect.any(String), name: 'alpha' },
          { _id: expect.any(String), name: 'bravo' },
        ]);
      });

      test('count with and without a filter', async () => {
        expect(await items.count()).toBe(5);
        expect(await items.count({ tags: 'math' })).toBe(2);
        expect(await items.count({ n: { $gt: 10 } })).toBe(0);
      });
    });

    describe('updates', () => {
      let docs: Item[];
      beforeEach(async () => {
        docs = await seed();
      });

      test('$set on a field and a dot path, updating one document', async () => {
        const [alpha] = docs;
        const result = await items.updateOne(
          { _id: alpha?._id ?? '' },
          { $set: { name: 'ALPHA', 'profile.level': 'school' } },
        );
        expect(result).toEqual({ matched: 1 });
        expect(await items.findOne({ _id: alpha?._id ?? '' })).toEqual({
          ...alpha,
          name: 'ALPHA',
          profile: { grade: 10, level: 'school' },
        });
      });

      test('$inc, creating the field when it is missing', async () => {
        await items.updateOne({ name: 'alpha' }, { $inc: { n: 10, counter: 1 } });
        await items.updateOne({ name: 'alpha' }, { $inc: { counter: 2 } });
        expect(await items.findOne({ name: 'alpha' })).toMatchObject({ n: 11, counter: 3 });
      });

      test('$push one value or several with $each, creating the array when missing', async () => {
        await items.updateOne({ name: 'alpha' }, { $push: { tags: 'geometry' } });
        await items.updateOne({ name: 'alpha' }, { $push: { tags: { $each: ['a', 'b'] } } });
        await items.updateOne({ name: 'delta' }, { $push: { tags: 'new' } });
        expect((await items.findOne({ name: 'alpha' }))?.tags).toEqual([
          'math',
          'algebra',
          'geometry',
          'a',
          'b',
        ]);
        expect((await items.findOne({ name: 'delta' }))?.tags).toEqual(['new']);
      });

      test('$unset removes a field and a nested field', async () => {
        await items.updateOne({ name: 'charlie' }, { $unset: { note: true, 'profile.grade': true } });
        const charlie = await items.findOne({ name: 'charlie' });
        expect(charlie).not.toHaveProperty('note');
        expect(charlie?.profile).toEqual({});
      });

      test('several operators in one update', async () => {
        await items.updateOne(
          { name: 'echo' },
          { $set: { name: 'ECHO' }, $inc: { n: 1 }, $unset: { note: true } },
        );
        const echo = await items.findOne({ name: 'ECHO' });
        expect(echo).toMatchObject({ n: 6 });
        expect(echo).not.toHaveProperty('note');
      });

      test('updateOne changes one match only; updateMany changes all of them', async () => {
        expect(await items.updateOne({ tags: 'math' }, { $set: { note: 'one' } })).toEqual({ matched: 1 });
        expect(await items.count({ note: 'one' })).toBe(1);
        expect(await items.updateMany({ 'profile.grade': 11 }, { $inc: { n: 100 } })).toEqual({ matched: 2 });
        expect(sorted(await items.find({ n: { $gt: 100 } }))).toEqual(['bravo', 'delta']);
      });

      test('no match: matched 0 and nothing inserted (no upserts)', async () => {
        expect(await items.updateOne({ name: 'zulu' }, { $set: { n: 1 } })).toEqual({ matched: 0 });
        expect(await items.updateMany({ name: 'zulu' }, { $set: { n: 1 } })).toEqual({ matched: 0 });
        expect(await items.count()).toBe(5);
      });

      test('updates outside the subset are refused before reaching the engine', async () => {
        const bare = { name: 'replaced' } as unknown as Parameters<typeof items.updateOne>[1];
        await expect(items.updateOne({ name: 'alpha' }, bare)).rejects.toThrow(/Unsupported update operator/);
        await expect(items.updateOne({ name: 'alpha' }, {})).rejects.toThrow(/at least one/);
        const id = { $set: { _id: 'other' } } as unknown as Parameters<typeof items.updateOne>[1];
        await expect(items.updateOne({ name: 'alpha' }, id)).rejects.toThrow(/_id/);
        expect(await items.findOne({ name: 'alpha' })).toMatchObject({ _id: docs[0]?._id, n: 1 });
      });
    });

    describe('deletes', () => {
      beforeEach(async () => {
        await seed();
      });

      test('deleteOne deletes one match and tells how many', async () => {
        expect(await items.deleteOne({ tags: 'math' })).toBe(1);
        expect(await items.count({ tags: 'math' })).toBe(1);
        expect(await items.deleteOne({ name: 'zulu' })).toBe(0);
      });

      test('deleteMany deletes every match', async () => {
        expect(await items.deleteMany({ n: { $gte: 3 } })).toBe(3);
        expect(sorted(await items.find())).toEqual(['alpha', 'bravo']);
        expect(await items.deleteMany({})).toBe(2);
        expect(await items.count()).toBe(0);
      });
    });

    describe('indexes', () => {
      test('a unique index rejects a duplicate insert with DuplicateKeyError (409)', async () => {
        await items.ensureIndex({ fields: ['name'], unique: true });
        await items.insertOne({ name: 'alpha', n: 1, at: 'a' });
        const error: unknown = await items
          .insertOne({ name: 'alpha', n: 2, at: 'b' })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DuplicateKeyError);
        expect(error).toBeInstanceOf(AppError);
        expect((error as DuplicateKeyError).status).toBe(409);
        expect((error as DuplicateKeyError).collection).toBe('items');
        expect(await items.count()).toBe(1);
      });

      test('a unique index rejects an update that would duplicate a key', async () => {
        await items.ensureIndex({ fields: ['name'], unique: true });
        await items.insertOne({ name: 'alpha', n: 1, at: 'a' });
        await items.insertOne({ name: 'bravo', n: 2, at: 'b' });
        await expect(items.updateOne({ name: 'bravo' }, { $set: { name: 'alpha' } })).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
        expect(sorted(await items.find())).toEqual(['alpha', 'bravo']);
      });

      test('building a unique index over existing duplicates fails with DuplicateKeyError', async () => {
        await items.insertOne({ name: 'alpha', n: 1, at: 'a' });
        await items.insertOne({ name: 'alpha', n: 2, at: 'b' });
        await expect(items.ensureIndex({ fields: ['name'], unique: true })).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
      });

      test('a compound unique index rejects only the same combination', async () => {
        await items.ensureIndex({ fields: ['name', 'n'], unique: true });
        await items.insertOne({ name: 'alpha', n: 1, at: 'a' });
        await items.insertOne({ name: 'alpha', n: 2, at: 'a' });
        await items.insertOne({ name: 'bravo', n: 1, at: 'a' });
        await expect(items.insertOne({ name: 'alpha', n: 1, at: 'b' })).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
        expect(await items.count()).toBe(3);
      });

      test('a sparse unique index accepts many documents without the field', async () => {
        await items.ensureIndex({ fields: ['note'], unique: true, sparse: true });
        await items.insertOne({ name: 'alpha', n: 1, at: 'a' });
        await items.insertOne({ name: 'bravo', n: 2, at: 'b' });
        await items.insertOne({ name: 'charlie', n: 3, at: 'c', note: 'x' });
        await expect(items.insertOne({ name: 'delta', n: 4, at: 'd', note: 'x' })).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
      });

      test('ensureIndex is idempotent and a plain index allows duplicates', async () => {
        await items.ensureIndex({ fields: ['at'] });
        await items.ensureIndex({ fields: ['at'] });
        await items.insertOne({ name: 'alpha', n: 1, at: 'same' });
        await items.insertOne({ name: 'bravo', n: 2, at: 'same' });
        expect(await items.count({ at: 'same' })).toBe(2);
      });
    });

    describe('durability and lifecycle', () => {
      test('data and unique indexes survive close and reopen', async () => {
        await items.ensureIndex({ fields: ['name'], unique: true });
        const docs = await seed();
        await items.updateOne({ name: 'alpha' }, { $set: { note: 'updated' }, $push: { tags: 'x' } });
        await items.deleteOne({ name: 'echo' });
        await h.db.close();

        const reopened = await h.reopen();
        const again = await reopened.collection<Item>('items');
        expect(sorted(await again.find())).toEqual(['alpha', 'bravo', 'charlie', 'delta']);
        expect(await again.findOne({ _id: docs[0]?._id ?? '' })).toMatchObject({
          note: 'updated',
          tags: ['math', 'algebra', 'x'],
        });
        expect(await again.findOne({ _id: docs[1]?._id ?? '' })).toEqual(docs[1]);
        // The unique index came back without calling ensureIndex again.
        await expect(again.insertOne({ name: 'alpha', n: 9, at: 'z' })).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
      });

      test('collections are separate, and collection() hands out the same data each time', async () => {
        const other = await h.db.collection<Item>('others');
        await items.insertOne({ name: 'alpha', n: 1, at: 'a' });
        await other.insertOne({ name: 'bravo', n: 2, at: 'b' });
        expect(names(await items.find())).toEqual(['alpha']);
        expect(names(await other.find())).toEqual(['bravo']);
        const same = await h.db.collection<Item>('items');
        expect(names(await same.find())).toEqual(['alpha']);
      });

      test('refuses unsafe collection names', async () => {
        for (const bad of ['../escape', 'a/b', '', 'x.y', '1abc', 'system$']) {
          await expect(h.db.collection(bad)).rejects.toThrow(/Invalid collection name/);
        }
      });

      test('ping answers while open and fails after close', async () => {
        await expect(h.db.ping()).resolves.toBeUndefined();
        await h.db.flush();
        await h.db.close();
        await expect(h.db.ping()).rejects.toThrow(/closed/);
        await h.db.close(); // closing twice is harmless
      });
    });
  });
}

// Embedded adapter: always.
runContract('embedded (nedb)', async () => {
  const dir = await makeTempDir('nibras-contract-');
  const opened: Database[] = [];
  const open = async () => {
    const db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
    opened.push(db);
    return db;
  };
  return {
    db: await open(),
    reopen: open,
    async cleanup() {
      for (const db of opened) await db.close();
      await removeDir(dir);
    },
  };
});

// MongoDB adapter: only with a server to talk to.
const mongoUri = process.env.MONGODB_URI;
if (mongoUri) {
  runContract('mongodb', async () => {
    const dbName = `nibras_contract_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const opened: Database[] = [];
    const open = async () => {
      const db = await openMongoDatabase({ uri: mongoUri, dbName });
      opened.push(db);
      return db;
    };
    return {
      db: await open(),
      reopen: open,
      async cleanup() {
        for (const db of opened) await db.close();
        const client = await MongoClient.connect(mongoUri);
        try {
          await client.db(dbName).dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  });
} else {
  console.info('MongoDB contract suite skipped: MONGODB_URI is not set');
  // prettier-ignore
  describe.skip('storage contract: mongodb (skipped: MONGODB_URI is not set)', () => test('the same suite as embedded (skipped: MONGODB_URI is not set, no MongoDB server here)', () => undefined)); // skipped: MONGODB_URI is not set, so there is no MongoDB server to run the suite against
}

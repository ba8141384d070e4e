/**
 * Child process for durability.test.ts: `node src/store/durability-writer.ts <dataDir> [count]`.
 * Inserts documents into the embedded store's `items` collection from 4 concurrent loops and prints each
 * id on stdout only after its insert promise resolved (= acknowledged). Without `count` it writes until
 * killed (or for 60 s at most); with `count` it writes that many, closes the store and exits 0.
 */
import { openEmbeddedDatabase } from './embedded.ts';

interface Item {
  _id: string;
  seq: number;
  payload: string;
}

const [dataDir, countArg] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: node src/store/durability-writer.ts <dataDir> [count]');
  process.exit(2);
}
const limit = countArg === undefined ? Number.POSITIVE_INFINITY : Number(countArg);
const deadline = Date.now() + 60_000;

const db = await openEmbeddedDatabase({ dataDir, compactionIntervalMs: 0 });
const items = await db.collection<Item>('items');
process.stdout.write('ready\n');

let next = 0;
async function writer(): Promise<void> {
  while (next < limit && Date.now() < deadline) {
    const seq = next++;
    const doc = await items.insertOne({ seq, payload: `${seq}:`.padEnd(512, 'x') });
    process.stdout.write(`${doc._id}\n`);
  }
}

await Promise.all([writer(), writer(), writer(), writer()]);
await db.close();
process.stdout.write('closed\n');

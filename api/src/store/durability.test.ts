/**
 * Durability of the embedded store, with a REAL child process writing to REAL disk:
 * - kill -9 in the middle of writing: every write the child saw acknowledged is there after reopening,
 *   and the store opens cleanly (a torn last line, if any, is cut off);
 * - a clean close, then reopen: everything is there and the datafile is compacted.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, removeDir } from '../testing.ts';
import { openEmbeddedDatabase, type TornTailRecovery } from './embedded.ts';

const WRITER = path.join(__dirname, 'durability-writer.ts');

interface Item {
  _id: string;
  seq: number;
  payload: string;
}

interface WriterRun {
  /** Lines printed by the child, in order ("ready", ids, maybe "closed"). */
  lines: string[];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once `n` ids were acknowledged. */
  acknowledged(n: number): Promise<void>;
  kill(signal: NodeJS.Signals): void;
  stderr(): string;
}

function startWriter(dataDir: string, count?: number): WriterRun {
  const args = [WRITER, dataDir, ...(count === undefined ? [] : [String(count)])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  let buffered = '';
  let errors = '';
  const ids = () => lines.filter((l) => l !== 'ready' && l !== 'closed').length;

  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? ''; // a line without its "\n" yet is not counted
    lines.push(...parts);
    for (const waiter of waiters.filter((w) => ids() >= w.n)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    errors += chunk;
  });

  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal }));
  });

  return {
    lines,
    exit,
    acknowledged: (n) =>
      new Promise<void>((resolve, reject) => {
        if (ids() >= n) return resolve();
        waiters.push({ n, resolve });
        void exit.then(({ code, signal }) => {
          if (ids() < n) reject(new Error(`writer exited (${code ?? signal}) after ${ids()} ids: ${errors}`));
        });
      }),
    kill: (signal) => child.kill(signal),
    stderr: () => errors,
  };
}

const idsOf = (lines: readonly string[]) => lines.filter((l) => /^[0-9a-f-]{36}$/.test(l));

let dir: string;
let running: WriterRun | undefined;
beforeEach(async () => {
  dir = await makeTempDir('nibras-durability-');
});
afterEach(async () => {
  running?.kill('SIGKILL');
  await running?.exit;
  running = undefined;
  await removeDir(dir);
});

test('every acknowledged write survives kill -9 of the writing process', async () => {
  running = startWriter(dir);
  await running.acknowledged(400);
  running.kill('SIGKILL'); // the loops are mid-write: more inserts are in flight right now
  const { signal } = await running.exit;
  expect(signal).toBe('SIGKILL');
  expect(running.lines).not.toContain('closed');

  const acknowledged = idsOf(running.lines);
  expect(acknowledged.length).toBeGreaterThanOrEqual(400);
  const raw = await fs.readFile(path.join(dir, 'items.db'), 'utf8');
  expect(raw.split('\n').filter((l) => l !== '').length).toBeGreaterThanOrEqual(acknowledged.length);

  const recoveries: TornTailRecovery[] = [];
  const db = await openEmbeddedDatabase({
    dataDir: dir,
    compactionIntervalMs: 0,
    onRecovery: (r) => recoveries.push(r),
  });
  try {
    const items = await db.collection<Item>('items');
    const stored = new Set((await items.find({}, { fields: ['seq'] })).map((d) => d._id));
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
    expect(await items.count()).toBeGreaterThanOrEqual(acknowledged.length);
    // Documents are whole: every one parsed back with its payload.
    const sample = await items.find({ _id: { $in: acknowledged.slice(-20) } });
    expect(sample).toHaveLength(20);
    for (const doc of sample) expect(doc.payload).toMatch(new RegExp(`^${doc.seq}:x+$`));
  } finally {
    await db.close();
  }
  // Only an unacknowledged append can be torn (the kernel may stop a multi-page write between pages on
  // SIGKILL; small documents rarely span pages). If one was, it was cut off and reported, not fatal.
  expect(recoveries.length).toBeLessThanOrEqual(1);
});

test('the store opens cleanly when the kill left a torn last line', async () => {
  running = startWriter(dir);
  await running.acknowledged(200);
  running.kill('SIGKILL');
  await running.exit;
  const acknowledged = idsOf(running.lines);

  // Simulate a crash in the middle of an append (what a power cut can leave behind).
  await fs.appendFile(path.join(dir, 'items.db'), '{"seq":999999,"payload":"999999:xxxx');
  const recoveries: TornTailRecovery[] = [];
  const db = await openEmbeddedDatabase({
    dataDir: dir,
    compactionIntervalMs: 0,
    onRecovery: (r) => recoveries.push(r),
  });
  try {
    const items = await db.collection<Item>('items');
    expect(recoveries).toHaveLength(1);
    expect(await items.count({ _id: { $in: acknowledged } })).toBe(acknowledged.length);
    expect(await items.count({ seq: 999999 })).toBe(0);
  } finally {
    await db.close();
  }
});

test('a clean close, then a restart: everything is there and the datafile is compacted', async () => {
  running = startWriter(dir, 300);
  const { code } = await running.exit;
  expect({ code, stderr: running.stderr() }).toEqual({ code: 0, stderr: '' });
  expect(running.lines.at(-1)).toBe('closed');
  const acknowledged = idsOf(running.lines);
  expect(acknowledged).toHaveLength(300);

  // Closing compacted the file: one line per document, nothing else.
  const raw = await fs.readFile(path.join(dir, 'items.db'), 'utf8');
  expect(raw.endsWith('\n')).toBe(true);
  expect(raw.split('\n').filter((l) => l !== '')).toHaveLength(300);

  const db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  try {
    const items = await db.collection<Item>('items');
    const docs = await items.find({}, { sort: { seq: 1 } });
    expect(docs.map((d) => d.seq)).toEqual(Array.from({ length: 300 }, (_, i) => i));
    expect(new Set(docs.map((d) => d._id))).toEqual(new Set(acknowledged));
  } finally {
    await db.close();
  }
});

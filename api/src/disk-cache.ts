/**
 * Work kept on disk between processes, so a process does not redo what an earlier one did with the
 * same input. Two things are kept:
 * - the course catalogue, validated (courses/catalogue.ts `loadCatalogue`): checking 405 lessons
 *   against the schema takes 1.3 s on the 2-core development machine, 3 s while it is busy;
 * - the curriculum's search index (tutor/knowledge/curriculum.ts): building it normalizes and stems
 *   every word of every written lesson, 3 s, up to 20 s while the machine is busy; loading it takes
 *   a fraction of that.
 * Each API start, each jest test file that makes the app or asks the tutor and each run of the
 * tutor's evaluation would otherwise pay for both.
 *
 * An entry is found by its kind and its key (`cacheKey`): a hash of everything its result depends on
 * (the input files or documents, the code that makes it, a format version), so a changed lesson,
 * schema or term pipeline is never answered from an old entry. Each kind keeps its newest KEPT entries
 * (the few catalogues a machine uses: the API's, the tests' own); older files are removed when a new
 * one is written.
 *
 * Where: NIBRAS_CACHE_DIR, else `node_modules/.cache/nibras` at the repository's root (the usual
 * place for tools' caches, ignored by git, gone with a clean install). `NIBRAS_CACHE_DIR=off` turns it
 * off. The cache is only an optimization: a folder that cannot be read or written, a file cut short
 * or not JSON are all the same as no entry, and the work is done as before.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Entries kept per kind. */
const KEPT = 4;

/** The cache folder, or null when caching is off. */
export function cacheDir(env: Readonly<Record<string, string | undefined>> = process.env): string | null {
  const configured = env.NIBRAS_CACHE_DIR?.trim();
  if (configured === 'off' || configured === '0' || configured === 'false') return null;
  if (configured) return path.resolve(configured);
  return path.resolve(import.meta.dirname, '../../node_modules/.cache/nibras');
}

/** A key for the parts an entry depends on (in order). */
export function cacheKey(parts: readonly (string | Buffer)[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts)
    hash
      .update(String(Buffer.byteLength(part)))
      .update(':')
      .update(part);
  return hash.digest('hex').slice(0, 32);
}

function fileOf(dir: string, kind: string, key: string): string {
  return path.join(dir, `${kind}-${key}.json`);
}

/** The entry of `kind` and `key`, or undefined (no file, unreadable, not JSON). */
export function readCached<T>(dir: string | null, kind: string, key: string): T | undefined {
  if (dir === null) return undefined;
  try {
    return JSON.parse(fs.readFileSync(fileOf(dir, kind, key), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * Writes `data` as the entry of `kind` and `key`, whole or not at all (a temporary file renamed into
 * place: a process reading at the same time sees no entry or the whole one), and removes the kind's
 * entries beyond the newest KEPT. Returns whether it was written; failures are not errors.
 */
export function writeCached(dir: string | null, kind: string, key: string, data: unknown): boolean {
  if (dir === null) return false;
  const file = fileOf(dir, kind, key);
  const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(temporary, JSON.stringify(data));
    fs.renameSync(temporary, file);
  } catch {
    try {
      fs.rmSync(temporary, { force: true });
    } catch {
      // The folder could not be made: there is no temporary file.
    }
    return false;
  }
  try {
    const others = fs
      .readdirSync(dir)
      .filter((name) => name.startsWith(`${kind}-`) && name.endsWith('.json') && name !== path.basename(file))
      .map((name) => ({ name, used: fs.statSync(path.join(dir, name)).mtimeMs }))
      .sort((a, b) => b.used - a.used);
    for (const { name } of others.slice(KEPT - 1)) fs.rmSync(path.join(dir, name), { force: true });
  } catch {
    // Old files only cost space.
  }
  return true;
}

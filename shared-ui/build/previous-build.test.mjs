import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILDS_FILE, keepPreviousBuild, readBuilds } from './previous-build.mjs';

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nibras-builds-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes a build's files, as webpack would, then runs the plugin's step. */
function build(files) {
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), file);
  }
  keepPreviousBuild(dir, files);
}
const present = () =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

test('keeps the files of this build and the one before, deletes older ones, and records each build', () => {
  fs.writeFileSync(path.join(dir, 'stale-from-before.js'), '');
  build(['remoteEntry.js', '10.aaaa1111.js', 'assets/logo.aaaa.svg']);
  // No record yet: everything else went, as webpack's clean did.
  expect(present()).toEqual([BUILDS_FILE, '10.aaaa1111.js', 'assets/logo.aaaa.svg', 'remoteEntry.js']);
  expect(readBuilds(dir)).toEqual(['10.aaaa1111.js', 'assets/logo.aaaa.svg', 'remoteEntry.js']);

  build(['remoteEntry.js', '10.bbbb2222.js', 'assets/logo.bbbb.svg']);
  // A tab still running the first build finds its chunks.
  expect(present()).toEqual([
    BUILDS_FILE,
    '10.aaaa1111.js',
    '10.bbbb2222.js',
    'assets/logo.aaaa.svg',
    'assets/logo.bbbb.svg',
    'remoteEntry.js',
  ]);

  build(['remoteEntry.js', '10.cccc3333.js']);
  // Two builds old: gone (an empty folder too).
  expect(present()).toEqual([
    BUILDS_FILE,
    '10.bbbb2222.js',
    '10.cccc3333.js',
    'assets/logo.bbbb.svg',
    'remoteEntry.js',
  ]);
  build(['remoteEntry.js', '10.cccc3333.js']);
  expect(present()).toEqual([BUILDS_FILE, '10.cccc3333.js', 'remoteEntry.js']);
  expect(fs.existsSync(path.join(dir, 'assets'))).toBe(false);
});

test('a record that cannot be read counts as none', () => {
  fs.writeFileSync(path.join(dir, BUILDS_FILE), '{not json');
  expect(readBuilds(dir)).toEqual([]);
  fs.writeFileSync(path.join(dir, BUILDS_FILE), JSON.stringify({ current: ['a.js', 3, null] }));
  expect(readBuilds(dir)).toEqual(['a.js']);
});

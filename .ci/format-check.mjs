// `prettier --check` on every file of the repository, split across the machine's cores: prettier
// itself runs on one core, and 14 MB of lesson JSON took it 37 s in a CI run. The files are those
// git knows or would add (tracked, and untracked but not ignored); .prettierignore still applies.
// Without git (an unpacked archive), one `prettier --check .` as before.
//
// NIBRAS_TEST_CONCURRENCY sets the number of processes (default: os.availableParallelism()).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const prettier = path.join(root, 'node_modules', '.bin', 'prettier');
const requested = Number.parseInt(process.env.NIBRAS_TEST_CONCURRENCY ?? '', 10);
const cores = Number.isInteger(requested) && requested > 0 ? requested : os.availableParallelism();

function listFiles() {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\0').filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
  } catch {
    return null;
  }
}

/** Splits the files into `count` groups of about the same size (largest first, into the lightest). */
function shard(files, count) {
  const groups = Array.from({ length: count }, () => ({ bytes: 0, files: [] }));
  const sized = files.map((file) => ({ file, bytes: fs.statSync(path.join(root, file)).size }));
  for (const { file, bytes } of sized.sort((a, b) => b.bytes - a.bytes)) {
    const lightest = groups.reduce((a, b) => (b.bytes < a.bytes ? b : a));
    lightest.bytes += bytes;
    lightest.files.push(file);
  }
  return groups.filter((group) => group.files.length > 0).map((group) => group.files.sort());
}

function check(args) {
  return new Promise((resolve) => {
    const child = spawn(prettier, ['--check', ...args], { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const files = listFiles();
// --ignore-unknown: git lists files prettier has no parser for (fonts, PDFs), which `prettier .` skips.
const codes = files
  ? await Promise.all(shard(files, Math.max(1, cores)).map((group) => check(['--ignore-unknown', ...group])))
  : [await check(['.'])];
process.exit(codes.some((code) => code !== 0) ? 1 : 0);

// Deployments that keep the previous build's files. A tab opened before a redeploy still runs the
// remote entry it loaded, and asks for that build's chunks as the student moves on (a lazy page, a
// dialog). webpack's `output.clean` deletes them all at each build; this plugin deletes only what
// neither this build nor the one before it wrote, so an open tab keeps working across one deploy,
// and a tab two deploys old meets a chunk that is gone, which reloads its remote from the current
// deployment (shared-ui's isChunkLoadError, the shell's RemoteOutlet).
//
// The names each build wrote are kept in `.nibras-builds.json` in the output folder.
import fs from 'node:fs';
import path from 'node:path';

export const BUILDS_FILE = '.nibras-builds.json';

/** Every file under `dir`, as paths relative to it with `/` separators. */
function filesUnder(dir, prefix = '') {
  let entries;
  try {
    entries = fs.readdirSync(path.join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

/** The names the last build recorded (none when there is no record, or it cannot be read). */
export function readBuilds(dir) {
  try {
    const data = JSON.parse(fs.readFileSync(path.join(dir, BUILDS_FILE), 'utf8'));
    return Array.isArray(data?.current) ? data.current.filter((name) => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * After a build wrote `current` into `dir`: deletes every file that neither it nor the build before
 * wrote (empty folders too), and records `current` for the next build. Without a record (a first
 * build, or a folder from before this plugin) everything else is deleted, as `clean` did.
 */
export function keepPreviousBuild(dir, current) {
  const keep = new Set([...current, ...readBuilds(dir), BUILDS_FILE]);
  for (const file of filesUnder(dir)) {
    if (!keep.has(file)) fs.rmSync(path.join(dir, file), { force: true });
  }
  for (const folder of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const full = path.join(dir, folder.name);
    if (filesUnder(full).length === 0) fs.rmSync(full, { recursive: true, force: true });
  }
  fs.writeFileSync(path.join(dir, BUILDS_FILE), `${JSON.stringify({ current: [...current].sort() })}\n`);
}

/** The webpack plugin: keepPreviousBuild with the assets this compilation emitted. */
export class KeepPreviousBuildPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('KeepPreviousBuildPlugin', (compilation) => {
      const dir = compiler.outputPath;
      keepPreviousBuild(
        dir,
        compilation.getAssets().map((asset) => asset.name.split(path.sep).join('/')),
      );
    });
  }
}

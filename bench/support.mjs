// Helpers the benchmarks share: percentiles, timing words, the API calls a benchmark makes as a
// student (JSON with the bearer token; a new student onboarded in grade 10), ports, and the
// production builds served as deployments with a signed-in student in Debian's Chromium.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
export const median = (values) => pct(values, 50);
export const sec = (v) => `${(v / 1000).toFixed(2)} s`;
export const sleep = (t) => new Promise((r) => setTimeout(r, t));
export const log = (line) => console.info(`  … ${line}`);

/** A JSON call to the API at `base`; throws with the status and the start of the body on failure. */
export async function json(base, method, url, token, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** A new student onboarded as a grade-10 school student: their token and user. */
export async function student(base, n, grade = 10) {
  const { accessToken } = await json(base, 'POST', '/auth/sign-up', undefined, {
    username: `Bench Student ${n}`,
    email: `bench-${n}-${Date.now()}@example.com`,
    password: 'Bench-passw0rd!',
  });
  const user = await json(base, 'PUT', '/onboarding', accessToken, {
    educationLevel: 'school',
    grade,
    voice: 'female',
    ttsSpeed: 1,
  });
  return { token: accessToken, user };
}

// ---------------------------------------------------------------------------------------------------
// Figures

/**
 * The figures of a run: `figure(section, name, value, aim)` logs one as it comes; `print(elapsedMs)`
 * prints them all at the end as one table (section, figure, value, aim).
 */
export function figureTable() {
  const figures = [];
  const figure = (section, name, value, aim = '') => {
    figures.push([section, name, value, aim]);
    log(`${name}: ${value}`);
  };
  const print = (elapsedMs) => {
    const header = ['', 'Figure', 'Value', 'Aim'];
    const rows = [header, ...figures];
    const widths = header.map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)));
    const line = (row) =>
      row
        .map((cell, c) => String(cell).padEnd(widths[c]))
        .join(' | ')
        .trimEnd();
    console.info(`\nFigures (${sec(elapsedMs)} in all)`);
    console.info(line(header));
    console.info(widths.map((w) => '-'.repeat(w)).join('-|-'));
    for (const row of figures) console.info(line(row));
  };
  return { figure, print };
}

// ---------------------------------------------------------------------------------------------------
// Ports

/** `count` distinct free ports chosen by the system (never 3000-3005 or 8787, which the e2e suite uses). */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.on('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((r) => server.close(r))));
  return ports;
}

/** Whether nothing listens on `port`. */
export function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

// ---------------------------------------------------------------------------------------------------
// The production builds in the browser

/** The shell and the remotes: folder, federation name, the port variable of serve.mjs / ports.mjs. */
export const APPS = [
  ['shell', 'shell', 'SHELL_PORT'],
  ['mfe-marketing', 'mfe_marketing', 'MFE_MARKETING_PORT'],
  ['mfe-learning', 'mfe_learning', 'MFE_LEARNING_PORT'],
  ['mfe-chat', 'mfe_chat', 'MFE_CHAT_PORT'],
  ['mfe-materials', 'mfe_materials', 'MFE_MATERIALS_PORT'],
  ['mfe-settings', 'mfe_settings', 'MFE_SETTINGS_PORT'],
];
/** The shell's port; the remotes follow (3100-3105), clear of a running e2e suite (3000-3005, 8787). */
export const SHELL_PORT = 3100;
export const APP_PORTS = APPS.map((_, i) => SHELL_PORT + i);
/** The apps' origins, as the API's CORS_ORIGINS (localhost and 127.0.0.1). */
export const APP_ORIGINS = APP_PORTS.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]).join(',');

/**
 * Why the builds cannot be served now (a "skipped: …" figure value), or undefined: an app without a
 * build (`<app>/dist/index.html`), or a port in use (the apps' and `ports`, e.g. the API's).
 */
export async function appsUnavailable(ports = []) {
  const missing = APPS.filter(([dir]) => !existsSync(path.join(ROOT, dir, 'dist/index.html'))).map(
    ([dir]) => dir,
  );
  if (missing.length > 0) return `skipped: no build of ${missing.join(', ')} (run npm run build)`;
  const busy = [];
  for (const port of [...ports, ...APP_PORTS]) if (!(await portFree(port))) busy.push(port);
  if (busy.length > 0) return `skipped: port(s) ${busy.join(', ')} in use`;
  return undefined;
}

/**
 * The shell and the remotes served by shared-ui/build/serve.mjs on APP_PORTS, the shell's run-time
 * config pointing at them and at the API on `apiPort` (http://localhost:<apiPort>, from API_PORT:
 * shared-ui/build/ports.mjs). Resolves once every app answers, to a function that stops them and
 * waits for them to exit (so that the ports are free again when it resolves).
 */
export async function serveApps({ apiPort }) {
  const env = { ...process.env, API_PORT: String(apiPort) };
  delete env.API_URL;
  APPS.forEach(([, , portEnv], i) => {
    env[portEnv] = String(APP_PORTS[i]);
    delete env[portEnv.replace(/_PORT$/, '_URL')];
  });
  const children = APPS.map(([dir], i) =>
    spawn(process.execPath, [path.join(ROOT, 'shared-ui/build/serve.mjs'), '--port', String(APP_PORTS[i])], {
      cwd: path.join(ROOT, dir),
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const stop = () =>
    Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(5000)]);
      }),
    );
  for (let i = 0; i < APPS.length; i += 1) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await fetch(`http://localhost:${APP_PORTS[i]}/mf-manifest.json`)).status < 500) break;
      } catch {
        // not listening yet
      }
      if (attempt > 100) {
        await stop();
        throw new Error(`${APPS[i][0]} did not start on ${APP_PORTS[i]}`);
      }
      await sleep(100);
    }
  }
  return stop;
}

/** Debian's Chromium (CHROMIUM_PATH to override) through Playwright, headless. */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Signs `user` in on every page of a Playwright `context`: the session as the app stores it. */
export async function seedSession(context, { user, token }) {
  // As e2e/support/accounts.ts seedSession does.
  await context.addInitScript(
    (value) => {
      localStorage.setItem(
        'nibras.session',
        JSON.stringify({
          state: { user: value.user, token: value.token, isAuthenticated: true },
          version: 0,
        }),
      );
    },
    { user, token },
  );
}

/**
 * The real API (`node api/src/index.ts`) as a child process on `port` over `dataDir`, silent, without
 * the machine's OPENAI_* settings (the offline engine answers). Resolves once GET /health answers;
 * `stop()` sends SIGTERM and waits up to `stopMs` for the exit (it leaves `dataDir` to the caller).
 */
export async function spawnApi({ port, dataDir, env = {}, startMs = 30_000, stopMs = 5000 }) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('OPENAI_')),
  );
  // BENCH_API_NODE_ARGS: flags for the API's Node only (e.g. `--trace-gc`, `--cpu-prof`), which
  // NODE_OPTIONS cannot carry or would give the benchmark's own process too.
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'src/index.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...inherited,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(stopMs)]);
    }
  };
  for (const until = Date.now() + startMs; Date.now() < until;) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base, port, stop };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error('The API did not start');
}

/** `spawnApi` on a fresh temporary DATA_DIR (`nibras-bench-<name>-…`), removed on stop. */
export async function spawnTempApi({ name, port, env = {}, ...options }) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `nibras-bench-${name}-`));
  const remove = () => fs.rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
  let server;
  try {
    server = await spawnApi({ port: port ?? (await freePorts(1))[0], dataDir, env, ...options });
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.stop();
      await remove();
    },
  };
}

/** A process's resident set (VmRSS) in kB, from /proc. */
export async function rssKb(pid) {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? Number.NaN);
}

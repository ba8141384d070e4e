/** `node src/index.ts` as a real process: config errors, start, serve, and a clean SIGTERM. */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, removeDir } from './testing.ts';

const ENTRY = path.join(__dirname, 'index.ts');

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, [ENTRY], {
    cwd: path.join(__dirname, '..'),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, exit, stdout: () => stdout, stderr: () => stderr };
}

let dir: string;
beforeEach(async () => {
  dir = await makeTempDir('nibras-index-');
});
afterEach(async () => {
  await removeDir(dir);
});

test('exits 1 with a clear message listing each bad variable', async () => {
  const p = run({ API_PORT: 'abc', LOG_LEVEL: 'loud', DATA_DIR: dir });
  expect(await p.exit).toBe(1);
  expect(p.stderr()).toContain('nibras-api: Invalid configuration:');
  expect(p.stderr()).toContain('  - API_PORT must be a whole number between 0 and 65535');
  expect(p.stderr()).toContain('  - LOG_LEVEL must be one of');
  expect(p.stdout()).toBe('');
});

test('starts, logs its URL, serves, and closes the store on SIGTERM', async () => {
  const p = run({ API_PORT: '0', API_HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'info' });
  try {
    const listening = await new Promise<{ url: string }>((resolve, reject) => {
      const timer = setInterval(() => {
        const line = p
          .stdout()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as { msg?: string; url?: string })
          .find((l) => l.msg?.startsWith('Nibras API listening'));
        if (line?.url) {
          clearInterval(timer);
          resolve({ url: line.url });
        }
      }, 50);
      void p.exit.then((code) => {
        clearInterval(timer);
        reject(new Error(`exited with ${code}: ${p.stderr()}`));
      });
    });
    expect(listening.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const health = await fetch(`${listening.url}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', store: 'embedded' });
    const created = await fetch(`${listening.url}/support-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 'From index test', message: 'Stored by the real process.' }),
    });
    expect(created.status).toBe(201);
    expect(await fs.readdir(dir)).toContain('nibras.lock');
  } finally {
    p.child.kill('SIGTERM');
  }
  expect(await p.exit).toBe(0);
  expect(p.stdout()).toContain('"msg":"Stopped"');
  expect((await fs.readdir(dir)).sort()).toEqual(['supportRequests.db']);
  const raw = await fs.readFile(path.join(dir, 'supportRequests.db'), 'utf8');
  expect(raw).toContain('From index test');
});

test('exits 1 when the store cannot be opened', async () => {
  await fs.writeFile(path.join(dir, 'supportRequests.db'), '{"_id":"a"}\nnot json at all\n{"_id":"b"}\n');
  const p = run({ API_PORT: '0', API_HOST: '127.0.0.1', DATA_DIR: dir });
  expect(await p.exit).toBe(1);
  expect(p.stdout()).toContain('Cannot open the store');
  expect(p.stdout()).toContain('Cannot open embedded collection');
});

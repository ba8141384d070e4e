/** @jest-environment node */
// The production server of the shell (serve.mjs, started for real on a free port against a
// temporary build): pages its route table knows answer 200, unknown ones 404, both with the app.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SERVE = path.join(__dirname, 'serve.mjs');
const SHELL = path.join(__dirname, '..', '..', 'shell');
const INDEX =
  '<!doctype html><html lang="en"><head><script id="nibras-config" type="application/json"></script></head><body><div id="root"></div></body></html>';

let dist;
let server;
let base;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'nibras-serve-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'main.js'), 'console.log("main");');
  fs.mkdirSync(path.join(dist, 'static'));
  fs.writeFileSync(path.join(dist, 'static', 'app.0123abcd.css'), 'body{margin:0}');
  server = spawn(process.execPath, [SERVE, '--app', 'shell', '--dir', dist, '--port', '0'], {
    cwd: SHELL,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  base = await new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const port = /localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://localhost:${port}`);
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
});

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The app's page (index.html with the run-time config written in), with this status. */
const expectApp = async (pathname, status) => {
  const res = await get(pathname);
  expect(res).toMatchObject({ status, type: 'text/html; charset=utf-8' });
  expect(res.body).toContain('<div id="root"></div>');
  expect(res.body).toContain('"remotes":');
};

const get = async (pathname) => {
  const res = await fetch(`${base}${pathname}`, { redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
};

describe('the shell server', () => {
  it.each([
    '/',
    '/en',
    '/ar',
    '/en/pricing',
    '/en/pricing/',
    '/ar/about',
    '/en/settings/accessibility',
    '/en/ai-engine/conversation/x',
    '/en/courses/ai/lesson-1',
    '/en/auth',
    '/en/auth/success',
    '/ar/onboarding',
    // Without a locale the app redirects to the same path under one.
    '/pricing',
    '/settings/notifications',
  ])('answers %s with 200 and the app', (pathname) => expectApp(pathname, 200));

  it.each([
    '/en/nope',
    '/ar/nope/deeper',
    '/en/auth/reset',
    '/en/onboarding/step-2',
    '/en/pricing/extra',
    '/nope',
    '/fr/pricing',
    '/english',
  ])('answers %s with 404 and the app, which draws its not-found page', (pathname) =>
    expectApp(pathname, 404),
  );

  it('sets lang and dir from the locale of an unknown path too', async () => {
    expect((await get('/ar/nope')).body).toContain('<html lang="ar" dir="rtl">');
    expect((await get('/en/nope')).body).toContain('<html lang="en" dir="ltr">');
  });

  // The shell cannot know a remote's own sub-routes without loading it: the remote's page says.
  it("answers an unknown path under a remote's prefix with 200 (the remote draws its not-found page)", () =>
    expectApp('/en/settings/nope', 200));

  it('still serves files, the run-time config, and 404 for a missing file', async () => {
    expect(await get('/main.js')).toMatchObject({ status: 200, body: 'console.log("main");' });
    expect(await get('/static/app.0123abcd.css')).toMatchObject({ status: 200, body: 'body{margin:0}' });
    const config = await get('/config.json');
    expect(config.status).toBe(200);
    expect(JSON.parse(config.body)).toHaveProperty('remotes.mfe_chat');
    expect(await get('/missing.js')).toMatchObject({ status: 404, body: 'Not found' });
  });

  it('answers HEAD like GET', async () => {
    const known = await fetch(`${base}/en/pricing`, { method: 'HEAD' });
    const unknown = await fetch(`${base}/en/nope`, { method: 'HEAD' });
    expect([known.status, unknown.status]).toEqual([200, 404]);
  });
});

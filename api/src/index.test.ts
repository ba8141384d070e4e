/** `node src/index.ts` as a real process: config errors, start, serve, and a clean SIGTERM. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, removeDir, runCommandProcess, spawnScript } from './testing.ts';

const ENTRY = path.join(__dirname, 'index.ts');

const run = (env: Record<string, string>) => spawnScript(ENTRY, [], env);

let dir: string;
beforeEach(async () => {
  dir = await makeTempDir('nibras-index-');
});
afterEach(async () => {
  await removeDir(dir);
});

test('exits 1 when MONGODB_URI is set without JWT_SECRET (processes must share one secret)', async () => {
  const p = run({ MONGODB_URI: 'mongodb://127.0.0.1:1', DATA_DIR: dir });
  expect(await p.exit).toBe(1);
  expect(p.stderr()).toContain('  - JWT_SECRET must be set when MONGODB_URI is set');
  expect(await fs.readdir(dir)).toEqual([]);
});

test('exits 1 with a clear message listing each bad variable', async () => {
  const p = run({ API_PORT: 'abc', LOG_LEVEL: 'loud', DATA_DIR: dir });
  expect(await p.exit).toBe(1);
  expect(p.stderr()).toContain('nibras-api: Invalid configuration:');
  expect(p.stderr()).toContain('  - API_PORT must be a whole number between 0 and 65535');
  expect(p.stderr()).toContain('  - LOG_LEVEL must be one of');
  expect(p.stdout()).toBe('');
});

interface LogLine {
  msg?: string;
  url?: string;
  method?: string;
  path?: string;
}

/** Resolves with the first line the process logs that `matches`; rejects if it exits first. */
function logged(p: ReturnType<typeof run>, matches: (line: LogLine) => boolean): Promise<LogLine> {
  return new Promise<LogLine>((resolve, reject) => {
    const timer = setInterval(() => {
      const line = p
        .stdout()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as LogLine)
        .find(matches);
      if (line) {
        clearInterval(timer);
        resolve(line);
      }
    }, 50);
    void p.exit.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${p.stderr()}`));
    });
  });
}

/** Resolves with the URL the process logs once it listens; rejects if it exits first. */
async function listeningUrl(p: ReturnType<typeof run>): Promise<string> {
  const line = await logged(
    p,
    (l) => l.url !== undefined && l.msg?.startsWith('Nibras API listening') === true,
  );
  return line.url!;
}

test('starts, logs its URL, serves, and closes the store on SIGTERM', async () => {
  const p = run({ API_PORT: '0', API_HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'info' });
  try {
    const listening = { url: await listeningUrl(p) };
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

    // The notification stream through @hono/node-server: its own headers (CORS among them), written
    // once (the route answers with the server's "already sent" marker, which nothing may write again).
    const signUp = await fetch(`${listening.url}/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'Stream Test',
        email: 'stream@example.com',
        password: 'Str3am-passw0rd!',
      }),
    });
    const { accessToken } = (await signUp.json()) as { accessToken: string };
    const ticketAnswer = await fetch(`${listening.url}/notifications/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const { ticket } = (await ticketAnswer.json()) as { ticket: string };
    const abort = new AbortController();
    const stream = await fetch(`${listening.url}/notifications?token=${ticket}`, {
      headers: { Origin: 'http://localhost:3000' },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    await stream.body?.getReader().read();
    // The request's log line is written once the route has handed its answer back, and the server
    // writes that answer (the "already sent" marker: nothing, or ERR_HTTP_HEADERS_SENT on stderr if
    // it wrote it out again) in the same turn of its event loop, before it can see the SIGTERM.
    await logged(p, (l) => l.msg === 'request' && l.method === 'GET' && l.path === '/notifications');
    abort.abort();
  } finally {
    p.child.kill('SIGTERM');
  }
  expect(await p.exit).toBe(0);
  expect(p.stdout()).toContain('"msg":"Stopped"');
  expect(p.stderr()).not.toContain('ERR_HTTP_HEADERS_SENT');
  expect((await fs.readdir(dir)).sort()).toEqual([
    'conversationMessages.db',
    'conversations.db',
    'enrolments.db',
    'jwt-secret',
    'learnerStats.db',
    'learningEvents.db',
    'lessonProgress.db',
    'materialNodes.db',
    'materialPages.db',
    'materialVersions.db',
    'notifications.db',
    'outbox', // the sign-up's welcome mail (no SMTP configured)
    'quizAttempts.db',
    'reviewCards.db',
    'reviewItems.db',
    'reviewReminders.db',
    'savedContents.db',
    'searchHistory.db',
    'sessions.db',
    'settings.db',
    'streamTickets.db',
    'supportRequests.db',
    'tutorUsage.db',
    'users.db',
  ]);
  expect((await fs.stat(path.join(dir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
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

test('an account seeded by the CLI signs in; tokens survive a restart until signed out', async () => {
  const env = { API_PORT: '0', API_HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'info' };
  // What the e2e suite does: `node src/cli/account.ts ... --if-missing && node src/index.ts`.
  const seed = await runCommandProcess(
    path.join(__dirname, 'cli', 'account.ts'),
    ['--role', 'admin', '--email', 'admin@example.com', '--username', 'Admin', '--if-missing'],
    { DATA_DIR: dir, ACCOUNT_PASSWORD: 'Str0ng!pass' },
  );
  expect(seed.code).toBe(0);

  const signIn = async (url: string) => {
    const response = await fetch(`${url}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Str0ng!pass' }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { accessToken: string }).accessToken;
  };
  const me = (url: string, token: string) =>
    fetch(`${url}/me`, { headers: { authorization: `Bearer ${token}` } });

  let p = run(env);
  let kept: string;
  try {
    const url = await listeningUrl(p);
    const token = await signIn(url);
    kept = await signIn(url);
    expect(await (await me(url, token)).json()).toMatchObject({
      roles: ['admin'],
      email: 'admin@example.com',
    });
    const out = await fetch(`${url}/auth/sign-out`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(204);
    expect((await me(url, token)).status).toBe(401);
  } finally {
    p.child.kill('SIGTERM');
  }
  expect(await p.exit).toBe(0);

  p = run(env);
  try {
    const url = await listeningUrl(p);
    expect((await me(url, kept)).status).toBe(200);
  } finally {
    p.child.kill('SIGTERM');
  }
  expect(await p.exit).toBe(0);
});

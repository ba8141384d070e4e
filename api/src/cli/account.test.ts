/** `node src/cli/account.ts` as a real child process against a temp DATA_DIR. */
import path from 'node:path';
import { openStore } from '../store/index.ts';
import {
  createTestApp,
  runCommandProcess,
  makeTempDir,
  removeDir,
  requestJson,
  TEST_PASSWORD,
} from '../testing.ts';

const CLI = path.join(__dirname, 'account.ts');

const run = (args: string[], env: Record<string, string> = {}) =>
  runCommandProcess(CLI, args, { DATA_DIR: dir, ...env });

const ADMIN = [
  '--role',
  'admin',
  '--email',
  ' Admin@Example.com ',
  '--password',
  TEST_PASSWORD,
  '--username',
  'Admin',
];

let dir: string;
beforeEach(async () => {
  dir = await makeTempDir('nibras-cli-');
});
afterEach(async () => {
  await removeDir(dir);
});

test('creates an admin that the API signs in; GET /me shows roles [admin]', async () => {
  const result = await run(ADMIN);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(
    /created admin@example\.com \(id [0-9a-f-]{36}, roles: admin, onboarded: false\)/,
  );

  const t = await createTestApp({ dataDir: dir });
  try {
    const signIn = await requestJson(t.app, 'POST', '/auth/sign-in', {
      body: { email: 'admin@example.com', password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const me = await requestJson(t.app, 'GET', '/me', { token: accessToken });
    expect(await me.json()).toMatchObject({
      email: 'admin@example.com',
      username: 'Admin',
      roles: ['admin'],
      hasOnBoarded: false,
    });
  } finally {
    await t.close();
  }
});

test('--if-missing succeeds without changes when the e-mail exists; without it, exit 1', async () => {
  expect((await run(ADMIN)).code).toBe(0);
  const again = await run([...ADMIN, '--if-missing']);
  expect(again.code).toBe(0);
  expect(again.stdout).toContain('admin@example.com already has an account (roles: admin); nothing to do');

  const duplicate = await run(ADMIN);
  expect(duplicate.code).toBe(1);
  expect(duplicate.stderr).toContain('an account with the e-mail admin@example.com already exists');
});

test('several roles, --onboarded, phone, and the password from ACCOUNT_PASSWORD', async () => {
  const result = await run(
    [
      '--role',
      'school_owner',
      '--role',
      'moderator',
      '--email',
      'owner@example.com',
      '--username',
      'Owner',
    ].concat(['--phone', '+966 50 123 4567', '--onboarded']),
    { ACCOUNT_PASSWORD: TEST_PASSWORD },
  );
  expect(result.code).toBe(0);
  const store = await openStore({ dataDir: dir, mongodbUri: undefined, mongodbDb: 'nibras' });
  try {
    expect(await store.users.findByEmail('owner@example.com')).toMatchObject({
      roles: ['school_owner', 'moderator'],
      hasOnBoarded: true,
      phone: '+966501234567',
      passwordHash: expect.stringMatching(/^\$argon2id\$/),
    });
  } finally {
    await store.close();
  }
});

test('invalid arguments: exit 2 with every problem and the usage text; nothing is written', async () => {
  const result = await run(['--role', 'boss', '--email', 'nope', '--password', 'weak', '--username', 'A']);
  expect(result.code).toBe(2);
  expect(result.stderr).toContain(
    '--role must be one of user, admin, platform_owner, school_owner, moderator',
  );
  expect(result.stderr).toContain('--email must be a valid email address');
  expect(result.stderr).toContain('--password must contain at least one uppercase letter (A-Z)');
  expect(result.stderr).toContain('--username must be at least 2 characters long');
  expect(result.stderr).toContain('Usage: npm run account');

  const unknown = await run([...ADMIN, '--bogus']);
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain("Unknown option '--bogus'");

  const missing = await run(['--role', 'admin']);
  expect(missing.code).toBe(2);
  expect(missing.stderr).toContain('--email is required');
  expect(missing.stderr).toContain('--password is required');

  const store = await openStore({ dataDir: dir, mongodbUri: undefined, mongodbDb: 'nibras' });
  try {
    expect(await store.users.findByEmail('admin@example.com')).toBeNull();
  } finally {
    await store.close();
  }
});

test('--help prints the usage', async () => {
  const result = await run(['--help']);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('--if-missing');
});

test('refuses clearly while the API holds the data folder', async () => {
  const t = await createTestApp({ dataDir: dir }); // this process now holds the lock, like a running API
  try {
    const result = await run(ADMIN);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`the data folder ${dir} is in use by process ${process.pid}`);
    expect(result.stderr).toContain('Stop the API, run this command, then start the API again.');
  } finally {
    await t.close();
  }
});

test('a configuration error is reported like the API does', async () => {
  const result = await run(ADMIN, { MONGODB_URI: 'mongodb://127.0.0.1:1' });
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('JWT_SECRET must be set when MONGODB_URI is set');
});

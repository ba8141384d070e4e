/** `node src/cli/notify.ts` as a real child process against a temp DATA_DIR. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { openStore } from '../store/index.ts';
import { defaultSettings } from '../store/settings.ts';
import {
  createTestApp,
  runCommandProcess,
  makeTempDir,
  removeDir,
  requestJson,
  signUpUser,
} from '../testing.ts';

const CLI = path.join(__dirname, 'notify.ts');

const run = (args: string[], env: Record<string, string> = {}) =>
  runCommandProcess(CLI, args, { DATA_DIR: dir, ...env });

const EMAIL = 'layla@example.com';
const MESSAGE = ['--en', 'Your chemistry quiz is ready.', '--ar', 'اختبار الكيمياء جاهز.'];

let dir: string;
let token: string;
beforeEach(async () => {
  dir = await makeTempDir('nibras-notify-');
  const t = await createTestApp({ dataDir: dir });
  try {
    token = (await signUpUser(t.app, { email: EMAIL, username: 'Layla' })).accessToken;
    // The welcome notification is there; mark it seen so the new one is the only unseen.
    expect((await requestJson(t.app, 'POST', '/mark-all-as-seen', { token })).status).toBe(200);
  } finally {
    await t.close();
  }
});
afterEach(async () => {
  await removeDir(dir);
});

async function listed() {
  const t = await createTestApp({ dataDir: dir });
  try {
    const response = await requestJson(t.app, 'GET', '/notifications/list', { token });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      notifications: { _id: string; type: string; message: { en: string; ar: string }; seen: boolean }[];
      unseen: number;
    };
  } finally {
    await t.close();
  }
}

test('sends a notification the API lists first, unseen, and e-mails it to the outbox', async () => {
  const result = await run(['--email', ' Layla@Example.com ', '--type', 'progress', ...MESSAGE]);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/sent [0-9a-f]{28} \(progress\) to layla@example\.com in the embedded store/);

  const page = await listed();
  expect(page.unseen).toBe(1);
  expect(page.notifications[0]).toMatchObject({
    type: 'progress',
    message: { en: 'Your chemistry quiz is ready.', ar: 'اختبار الكيمياء جاهز.' },
    seen: false,
  });
  const outbox = await fs.readdir(path.join(dir, 'outbox'));
  const mails = await Promise.all(outbox.map((f) => fs.readFile(path.join(dir, 'outbox', f), 'utf8')));
  expect(mails.some((m) => m.includes('Your chemistry quiz is ready.'))).toBe(true);
});

test("follows the student's toggles: a category switched off is stored already seen", async () => {
  const store = await openStore({ dataDir: dir, mongodbUri: undefined, mongodbDb: 'nibras' });
  try {
    const user = await store.users.findByEmail(EMAIL);
    const { subscription: _kept, ...settings } = defaultSettings();
    settings.notifications.quizzes = false;
    await store.settings.save(user!._id, settings, new Date().toISOString());
  } finally {
    await store.close();
  }
  const result = await run(['--email', EMAIL, '--category', 'quizzes', ...MESSAGE]);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('as read: the student switched this category off');
  const page = await listed();
  expect(page.unseen).toBe(0);
  expect(page.notifications[0]).toMatchObject({
    message: { en: 'Your chemistry quiz is ready.' },
    seen: true,
  });
});

test('invalid arguments: exit 2 with every problem and the usage text; nothing is stored', async () => {
  const result = await run(['--type', 'alarm', '--category', 'gossip', '--en', ' ']);
  expect(result.code).toBe(2);
  expect(result.stderr).toContain('--email is required');
  expect(result.stderr).toContain('--en is required');
  expect(result.stderr).toContain('--ar is required');
  expect(result.stderr).toContain('--type must be one of notification, progress, achievement (got "alarm")');
  expect(result.stderr).toContain(
    '--category must be one of updates, quizzes, lessons, progress, achievements',
  );
  expect(result.stderr).toContain('Usage: npm run notify');

  const long = await run(['--email', EMAIL, '--en', 'x'.repeat(501), '--ar', 'ب']);
  expect(long.code).toBe(2);
  expect(long.stderr).toContain('--en must be at most 500 characters');

  const unknown = await run(['--email', EMAIL, ...MESSAGE, '--bogus']);
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain("Unknown option '--bogus'");

  expect((await listed()).unseen).toBe(0);
});

test('an unknown e-mail fails with exit 1', async () => {
  const result = await run(['--email', 'nobody@example.com', ...MESSAGE]);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('no account has the e-mail nobody@example.com');
});

test('refuses clearly while the API holds the data folder', async () => {
  const t = await createTestApp({ dataDir: dir });
  try {
    const result = await run(['--email', EMAIL, ...MESSAGE]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`the data folder ${dir} is in use by process ${process.pid}`);
  } finally {
    await t.close();
  }
});

test('--help prints the usage', async () => {
  const result = await run(['--help']);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('--category <toggle>');
});

import { makeTempDir, removeDir } from '../testing.ts';
import { openStore, type Store } from './index.ts';

let dir: string;
let store: Store;
beforeEach(async () => {
  dir = await makeTempDir();
  store = await openStore(
    { dataDir: dir, mongodbUri: undefined, mongodbDb: 'nibras' },
    { compactionIntervalMs: 0 },
  );
});
afterEach(async () => {
  await store.close();
  await removeDir(dir);
});

const ticket = {
  userId: 'u1',
  sessionId: 's1',
  createdAt: '2025-03-01T08:00:00.000Z',
  expiresAt: '2025-03-01T08:01:00.000Z',
};

test('of many simultaneous uses of one ticket, exactly one succeeds', async () => {
  await store.streamTickets.create('the-ticket', ticket);
  const results = await Promise.all(
    Array.from({ length: 10 }, () => store.streamTickets.consume('the-ticket', '2025-03-01T08:00:30.000Z')),
  );
  expect(results.filter((r) => r !== null)).toEqual([
    expect.objectContaining({ userId: 'u1', sessionId: 's1' }),
  ]);
});

test('an expired ticket is refused and later swept', async () => {
  await store.streamTickets.create('old', ticket);
  await store.streamTickets.create('new', { ...ticket, expiresAt: '2025-03-01T08:05:00.000Z' });
  expect(await store.streamTickets.consume('old', '2025-03-01T08:01:00.000Z')).toBeNull();
  expect(await store.streamTickets.deleteExpired('2025-03-01T08:01:00.000Z')).toBe(1);
  expect(await store.streamTickets.consume('new', '2025-03-01T08:01:00.000Z')).toMatchObject({
    userId: 'u1',
  });
});

// Learning events over the real embedded store: appended, listed by student and time.
import { makeTempDir, removeDir } from '../testing.ts';
import { openEmbeddedDatabase } from './embedded.ts';
import {
  createLearningEventRepository,
  recordLearningEvent,
  type LearningEventRepository,
} from './learning-events.ts';
import type { Database } from './types.ts';

let dir: string;
let db: Database;
let events: LearningEventRepository;

beforeEach(async () => {
  dir = await makeTempDir();
  db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  events = await createLearningEventRepository(db);
});
afterEach(async () => {
  await db.close();
  await removeDir(dir);
});

test('records events with a time-ordered id and lists them by student, oldest first', async () => {
  const store = { learningEvents: events };
  const late = await recordLearningEvent(store, {
    userId: 'sara',
    type: 'quiz-submitted',
    at: '2025-03-01T10:00:00.000Z',
    attemptId: 'a1',
    score: 7,
    maxScore: 10,
  });
  expect(late).toEqual({
    _id: expect.stringMatching(/^[0-9a-f]{28}$/),
    userId: 'sara',
    type: 'quiz-submitted',
    at: '2025-03-01T10:00:00.000Z',
    attemptId: 'a1',
    score: 7,
    maxScore: 10,
  });
  await recordLearningEvent(store, {
    userId: 'sara',
    type: 'enrolled',
    at: '2025-03-01T08:00:00.000Z',
    courseId: 'c',
  });
  await recordLearningEvent(store, {
    userId: 'sara',
    type: 'active-time',
    at: '2025-03-01T09:00:00.000Z',
    seconds: 60,
    kind: 'lesson',
  });
  await recordLearningEvent(store, {
    userId: 'omar',
    type: 'enrolled',
    at: '2025-03-01T09:30:00.000Z',
    courseId: 'c',
  });

  expect((await events.listForUser('sara')).map((event) => event.type)).toEqual([
    'enrolled',
    'active-time',
    'quiz-submitted',
  ]);
  expect(
    (
      await events.listForUser('sara', { from: '2025-03-01T09:00:00.000Z', to: '2025-03-01T10:00:00.000Z' })
    ).map((event) => event.type),
  ).toEqual(['active-time']);
  expect(
    (await events.listForUser('sara', { types: ['enrolled', 'quiz-submitted'], limit: 1 })).map(
      (e) => e.type,
    ),
  ).toEqual(['enrolled']);
  expect(await events.listForUser('nobody')).toEqual([]);
});

test('the repository can only append and read', () => {
  expect(Object.keys(events).sort()).toEqual(['insert', 'listForUser', 'setListener']);
});

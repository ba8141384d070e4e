// Lesson progress over the real embedded store: first read and completion happen once.
import { makeTempDir, removeDir } from '../testing.ts';
import { openEmbeddedDatabase } from './embedded.ts';
import { createLessonProgressRepository, type LessonProgressRepository } from './lesson-progress.ts';
import type { Database } from './types.ts';

const LESSON = { courseId: 'y1-physics-1', lessonId: 'y1-physics-1.u1-l1' };
const T1 = '2025-03-01T08:00:00.000Z';
const T2 = '2025-03-01T09:00:00.000Z';
const T3 = '2025-03-01T10:00:00.000Z';

let dir: string;
let db: Database;
let progress: LessonProgressRepository;

beforeEach(async () => {
  dir = await makeTempDir();
  db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  progress = await createLessonProgressRepository(db);
});
afterEach(async () => {
  await db.close();
  await removeDir(dir);
});

test('a first read is first once; later reads only move updatedAt', async () => {
  expect(await progress.get('sara', LESSON.lessonId)).toBeNull();
  const first = await progress.markRead('sara', LESSON, T1);
  expect(first).toEqual({
    firstRead: true,
    progress: expect.objectContaining({
      ...LESSON,
      userId: 'sara',
      readAt: T1,
      checkPassed: false,
      updatedAt: T1,
    }),
  });
  const again = await progress.markRead('sara', LESSON, T2);
  expect(again.firstRead).toBe(false);
  expect(again.progress).toMatchObject({ readAt: T1, updatedAt: T2 });
  expect(await progress.listForUser('sara')).toHaveLength(1);
});

test('reads at once: one of them is the first', async () => {
  const results = await Promise.all(Array.from({ length: 5 }, () => progress.markRead('sara', LESSON, T1)));
  expect(results.filter((result) => result.firstRead)).toHaveLength(1);
  expect(await progress.listForUser('sara')).toHaveLength(1);
});

test('keeps the best check percent and remembers a pass', async () => {
  expect(await progress.recordCheck('sara', LESSON, { percent: 40, passed: false }, T1)).toMatchObject({
    bestCheckPercent: 40,
    checkPassed: false,
  });
  expect(await progress.recordCheck('sara', LESSON, { percent: 80, passed: true }, T2)).toMatchObject({
    bestCheckPercent: 80,
    checkPassed: true,
    updatedAt: T2,
  });
  expect(await progress.recordCheck('sara', LESSON, { percent: 20, passed: false }, T3)).toMatchObject({
    bestCheckPercent: 80,
    checkPassed: true,
    updatedAt: T3,
  });
});

test('completes a read and passed lesson once', async () => {
  expect(await progress.markCompleted('sara', LESSON.lessonId, T1)).toBe(false); // nothing yet
  await progress.recordCheck('sara', LESSON, { percent: 100, passed: true }, T1);
  expect(await progress.markCompleted('sara', LESSON.lessonId, T1)).toBe(false); // not read
  await progress.markRead('sara', LESSON, T2);
  expect(await progress.markCompleted('sara', LESSON.lessonId, T2)).toBe(true);
  expect(await progress.markCompleted('sara', LESSON.lessonId, T3)).toBe(false);
  expect((await progress.get('sara', LESSON.lessonId))?.completedAt).toBe(T2);
});

test('keeps each student’s progress apart, and lists by course', async () => {
  await progress.markRead('sara', LESSON, T1);
  await progress.markRead('sara', { courseId: 'y1-biology-1', lessonId: 'y1-biology-1.u1-l1' }, T1);
  await progress.recordCheck('omar', LESSON, { percent: 90, passed: true }, T1);
  expect(await progress.listForUser('sara', 'y1-physics-1')).toEqual([
    expect.objectContaining({ lessonId: LESSON.lessonId, readAt: T1 }),
  ]);
  expect(await progress.listForUser('sara')).toHaveLength(2);
  expect(await progress.get('omar', LESSON.lessonId)).not.toHaveProperty('readAt');
  expect(await progress.get('sara', LESSON.lessonId)).not.toHaveProperty('bestCheckPercent');
});

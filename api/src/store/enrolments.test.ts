// Enrolments over the real embedded store: one per student and course, races included.
import { makeTempDir, removeDir } from '../testing.ts';
import { openEmbeddedDatabase } from './embedded.ts';
import { createEnrolmentRepository, type EnrolmentRepository } from './enrolments.ts';
import type { Database } from './types.ts';

let dir: string;
let db: Database;
let enrolments: EnrolmentRepository;

beforeEach(async () => {
  dir = await makeTempDir();
  db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  enrolments = await createEnrolmentRepository(db);
});
afterEach(async () => {
  await db.close();
  await removeDir(dir);
});

test('enrols once per student and course, and keeps the first date', async () => {
  const first = await enrolments.enrol('sara', 'y1-physics-1', '2025-03-01T08:00:00.000Z');
  expect(first).toMatchObject({ created: true, enrolment: { userId: 'sara', courseId: 'y1-physics-1' } });
  const again = await enrolments.enrol('sara', 'y1-physics-1', '2025-03-02T08:00:00.000Z');
  expect(again).toEqual({ created: false, enrolment: first.enrolment });
  expect((await enrolments.enrol('omar', 'y1-physics-1', '2025-03-02T08:00:00.000Z')).created).toBe(true);
});

test('two enrolments at once make one', async () => {
  const results = await Promise.all(
    Array.from({ length: 5 }, () => enrolments.enrol('sara', 'y1-biology-1', '2025-03-01T08:00:00.000Z')),
  );
  expect(results.filter((result) => result.created)).toHaveLength(1);
  expect(await enrolments.listForUser('sara')).toHaveLength(1);
});

test('lists a student’s enrolments, latest first, and unenrols', async () => {
  await enrolments.enrol('sara', 'a', '2025-03-01T08:00:00.000Z');
  await enrolments.enrol('sara', 'b', '2025-03-03T08:00:00.000Z');
  await enrolments.enrol('omar', 'c', '2025-03-02T08:00:00.000Z');
  expect((await enrolments.listForUser('sara')).map((doc) => doc.courseId)).toEqual(['b', 'a']);
  expect(await enrolments.unenrol('sara', 'b')).toBe(true);
  expect(await enrolments.unenrol('sara', 'b')).toBe(false);
  expect(await enrolments.unenrol('sara', 'c')).toBe(false); // omar's
  expect(await enrolments.find('sara', 'b')).toBeNull();
  expect(await enrolments.find('omar', 'c')).not.toBeNull();
});

test('survives a reopen', async () => {
  await enrolments.enrol('sara', 'a', '2025-03-01T08:00:00.000Z');
  await db.close();
  db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
  enrolments = await createEnrolmentRepository(db);
  expect((await enrolments.enrol('sara', 'a', '2025-03-09T08:00:00.000Z')).created).toBe(false);
});

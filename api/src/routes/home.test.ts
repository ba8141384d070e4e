// GET /home and POST /learning/activity: real HTTP, the real store on disk, the real catalogue.
import { ACTIVITY_WINDOW } from '../courses/activity.ts';
import { loadCatalogue, type CatalogueCourse, type CatalogueLesson } from '../courses/catalogue.ts';
import { recordLessonCheck } from '../courses/progress.ts';
import { onboardedStudent } from '../courses/testing.ts';
import { createTestApp, manualClock, requestJson, type TestApp } from '../testing.ts';

interface Home {
  continue: {
    courseId: string;
    courseTitle: { en: string; ar: string };
    lessonId: string;
    lessonTitle: { en: string; ar: string };
    progress: number;
  } | null;
  suggestion: { kind: string; courseId?: string; lessonId?: string; title: { en: string; ar: string } };
  enrolled: { id: string; enrolled: boolean; completedLessons: number }[];
  recentConversations: { _id: string; title: string; updatedAt: string }[];
  recentFiles: { _id: string; name: string; status: string; updatedAt: string }[];
}

const catalogue = loadCatalogue();
const PHYSICS = catalogue.course('y1-physics-1') as CatalogueCourse;
const BIOLOGY = catalogue.course('y1-biology-1') as CatalogueCourse;
const WRITTEN = PHYSICS.lessons.filter((lesson) => lesson.written) as [
  CatalogueLesson,
  CatalogueLesson,
  ...CatalogueLesson[],
];

let t: TestApp;
let time: ReturnType<typeof manualClock>;
let token: string;
let userId: string;
beforeEach(async () => {
  time = manualClock('2025-03-01T08:00:00.000Z');
  t = await createTestApp({ clock: time.clock });
  ({ token, userId } = await onboardedStudent(t.app, { grade: 10 }));
});
afterEach(async () => {
  await t.close();
});

const api = (method: string, url: string, options: { body?: unknown; as?: string } = {}) =>
  requestJson(t.app, method, url, { token: options.as ?? token, body: options.body });

async function home(as = token): Promise<Home> {
  const response = await api('GET', '/home', { as });
  expect(response.status).toBe(200);
  return (await response.json()) as Home;
}

const now = () => time.clock().toISOString();
const step = () => time.advance(1000);

async function complete(lesson: CatalogueLesson) {
  expect((await api('POST', `/lessons/${lesson.id}/read`)).status).toBe(200);
  await recordLessonCheck(t.store, { userId, lessonId: lesson.id, percent: 100, attemptId: 'a', at: now() });
  step();
}

describe('GET /home', () => {
  test('a new student: nothing to continue, a course of their grade to enrol in', async () => {
    const page = await home();
    expect(page).toEqual({
      continue: null,
      suggestion: { kind: 'enrol', courseId: expect.any(String), title: expect.any(Object) },
      enrolled: [],
      recentConversations: [],
      recentFiles: [],
    });
    const suggested = catalogue.course(page.suggestion.courseId ?? '');
    expect(suggested?.course).toMatchObject({ stage: 'secondary', year: 1 });
    expect(suggested?.writtenLessonCount).toBeGreaterThan(0);
    expect(page.suggestion.title).toEqual(suggested?.course.title);
  });

  test('follows the student: enrol, read, check, next lesson, all done', async () => {
    expect((await api('POST', `/courses/${PHYSICS.id}/enrol`)).status).toBe(201);
    step();
    let page = await home();
    expect(page.continue).toEqual({
      courseId: PHYSICS.id,
      courseTitle: PHYSICS.course.title,
      lessonId: WRITTEN[0].id,
      lessonTitle: WRITTEN[0].lesson.title,
      progress: 0,
    });
    expect(page.suggestion).toEqual({
      kind: 'lesson',
      courseId: PHYSICS.id,
      lessonId: WRITTEN[0].id,
      title: WRITTEN[0].lesson.title,
    });
    expect(page.enrolled.map((course) => course.id)).toEqual([PHYSICS.id]);

    // Read, check not passed yet: take the check.
    expect((await api('POST', `/lessons/${WRITTEN[0].id}/read`)).status).toBe(200);
    step();
    page = await home();
    expect(page.suggestion).toEqual({
      kind: 'check',
      courseId: PHYSICS.id,
      lessonId: WRITTEN[0].id,
      title: WRITTEN[0].lesson.title,
    });
    expect(page.continue?.lessonId).toBe(WRITTEN[0].id);

    // Passed: completed, on to the next lesson.
    await recordLessonCheck(t.store, {
      userId,
      lessonId: WRITTEN[0].id,
      percent: 75,
      attemptId: 'a',
      at: now(),
    });
    step();
    page = await home();
    expect(page.continue).toMatchObject({ lessonId: WRITTEN[1].id, progress: 1 / PHYSICS.lessons.length });
    expect(page.suggestion).toMatchObject({ kind: 'lesson', lessonId: WRITTEN[1].id });
    expect(page.enrolled[0]?.completedLessons).toBe(1);

    // Every written lesson completed: a quiz on the course.
    for (const lesson of WRITTEN.slice(1)) await complete(lesson);
    page = await home();
    expect(page.continue).toBeNull();
    expect(page.suggestion).toEqual({ kind: 'quiz', courseId: PHYSICS.id, title: PHYSICS.course.title });
  });

  test('continues the course worked on last', async () => {
    await api('POST', `/courses/${PHYSICS.id}/enrol`);
    step();
    await api('POST', `/courses/${BIOLOGY.id}/enrol`);
    step();
    expect((await home()).continue?.courseId).toBe(BIOLOGY.id); // the latest enrolment
    await api('POST', `/lessons/${WRITTEN[0].id}/read`);
    step();
    const page = await home();
    expect(page.continue?.courseId).toBe(PHYSICS.id);
    expect(page.enrolled.map((course) => course.id)).toEqual([PHYSICS.id, BIOLOGY.id]);
  });

  test('lists the student’s own recent conversations and files (5 each, newest first)', async () => {
    for (let i = 1; i <= 6; i += 1) {
      await t.store.conversations.create({ userId, title: `Chat ${i}`, titled: true, at: now() });
      step();
    }
    const section = await t.store.materials.insert({
      userId,
      kind: 'section',
      name: 'Physics',
      color: '#FFFFFF',
      createdAt: now(),
      updatedAt: now(),
    });
    for (let i = 1; i <= 6; i += 1) {
      await t.store.materials.insert({
        userId,
        kind: 'file',
        name: `notes-${i}.pdf`,
        color: '#FFFFFF',
        parentId: section._id,
        createdAt: now(),
        updatedAt: now(),
        mime: 'application/pdf',
        size: 100,
        status: i === 6 ? 'processing' : 'ready',
      });
      step();
    }
    const other = await onboardedStudent(t.app, { grade: 10 });
    await t.store.conversations.create({ userId: other.userId, title: 'Not yours', titled: true, at: now() });

    const page = await home();
    expect(page.recentConversations.map((c) => c.title)).toEqual([
      'Chat 6',
      'Chat 5',
      'Chat 4',
      'Chat 3',
      'Chat 2',
    ]);
    expect(page.recentConversations[0]).toEqual({
      _id: expect.any(String),
      title: 'Chat 6',
      updatedAt: '2025-03-01T08:00:05.000Z',
    });
    expect(page.recentFiles.map((f) => f.name)).toEqual([
      'notes-6.pdf',
      'notes-5.pdf',
      'notes-4.pdf',
      'notes-3.pdf',
      'notes-2.pdf',
    ]);
    expect(page.recentFiles[0]).toMatchObject({ status: 'processing' });

    const theirs = await home(other.token);
    expect(theirs.recentConversations.map((c) => c.title)).toEqual(['Not yours']);
    expect(theirs.recentFiles).toEqual([]);
    expect(theirs.continue).toBeNull();
  });

  test('needs a bearer token', async () => {
    expect((await requestJson(t.app, 'GET', '/home')).status).toBe(401);
  });
});

describe('POST /learning/activity', () => {
  const report = (body: Record<string, unknown>, as = token) =>
    api('POST', '/learning/activity', { body, as });
  const recorded = async (id = userId) =>
    (await t.store.learningEvents.listForUser(id, { types: ['active-time'] })).map((event) => event.seconds);

  test('records active time with its lesson, unit and course', async () => {
    expect((await report({ seconds: 45, kind: 'lesson', lessonId: WRITTEN[0].id })).status).toBe(204);
    expect(await t.store.learningEvents.listForUser(userId)).toEqual([
      {
        _id: expect.any(String),
        userId,
        type: 'active-time',
        at: '2025-03-01T08:00:00.000Z',
        seconds: 45,
        kind: 'lesson',
        courseId: PHYSICS.id,
        unitId: WRITTEN[0].unit.id,
        lessonId: WRITTEN[0].id,
      },
    ]);
    expect((await report({ seconds: 1, kind: 'tutor' })).status).toBe(204);
    expect((await report({ seconds: 1, kind: 'quiz', courseId: PHYSICS.id })).status).toBe(204);
  });

  test('clamps to 60 s per 55 s of wall time', async () => {
    expect((await report({ seconds: 40, kind: 'lesson' })).status).toBe(204);
    time.advance(10_000);
    expect((await report({ seconds: 40, kind: 'quiz' })).status).toBe(204); // only 20 fit
    time.advance(10_000);
    expect((await report({ seconds: 60, kind: 'tutor' })).status).toBe(204); // nothing fits
    expect(await recorded()).toEqual([40, 20]);
    // 55 s after the first report, its 40 s leave the window.
    time.advance(ACTIVITY_WINDOW.ms - 20_000);
    expect((await report({ seconds: 60, kind: 'lesson' })).status).toBe(204);
    expect(await recorded()).toEqual([40, 20, 40]);
    // A steady page (60 s each minute) is never cut.
    for (let i = 0; i < 3; i += 1) {
      time.advance(60_000);
      await report({ seconds: 60, kind: 'lesson' });
    }
    expect(await recorded()).toEqual([40, 20, 40, 60, 60, 60]);
  });

  test('two tabs reporting at once count once', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => report({ seconds: 60, kind: 'lesson' })));
    expect(answers.map((response) => response.status)).toEqual([204, 204, 204]);
    expect(await recorded()).toEqual([60]);
  });

  test('each student has their own window', async () => {
    const other = await onboardedStudent(t.app, { grade: 11 });
    await report({ seconds: 60, kind: 'lesson' });
    await report({ seconds: 60, kind: 'lesson' }, other.token);
    expect(await recorded()).toEqual([60]);
    expect(await recorded(other.userId)).toEqual([60]);
  });

  test('refuses seconds outside 1-60, unknown kinds and fields, unknown ids', async () => {
    for (const body of [
      { seconds: 0, kind: 'lesson' },
      { seconds: 61, kind: 'lesson' },
      { seconds: 10, kind: 'games' },
      { seconds: 10 },
      { seconds: 10, kind: 'lesson', extra: 1 },
    ]) {
      const response = await report(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: { en: expect.any(String), ar: expect.any(String) },
      });
    }
    const mismatch = await report({
      seconds: 10,
      kind: 'lesson',
      lessonId: WRITTEN[0].id,
      courseId: BIOLOGY.id,
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({
      message: {
        en: 'Invalid request data: courseId must be the course of lessonId',
        ar: 'البيانات المرسلة غير صالحة: الحقل courseId يجب أن يكون مقرر الدرس lessonId',
      },
    });
    const lesson = await report({ seconds: 10, kind: 'lesson', lessonId: 'y1-physics-1.nope' });
    expect(lesson.status).toBe(404);
    expect(await lesson.json()).toEqual({
      message: { en: 'This lesson was not found', ar: 'لم يُعثر على هذا الدرس' },
    });
    const course = await report({ seconds: 10, kind: 'lesson', courseId: 'nope' });
    expect(course.status).toBe(404);
    expect(await course.json()).toEqual({
      message: { en: 'This course was not found', ar: 'لم يُعثر على هذا المقرر' },
    });
    expect(await recorded()).toEqual([]);
    expect(
      (await requestJson(t.app, 'POST', '/learning/activity', { body: { seconds: 5, kind: 'quiz' } })).status,
    ).toBe(401);
  });
});

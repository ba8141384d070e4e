// GET /lessons/{lessonId}, POST /lessons/{lessonId}/read and recordLessonCheck (the quiz engine's
// call when a lesson check is submitted): real HTTP, the real store on disk, the real catalogue.
import { loadCatalogue, type CatalogueCourse, type CatalogueLesson } from '../courses/catalogue.ts';
import { CHECK_PASS_PERCENT, recordLessonCheck } from '../courses/progress.ts';
import { onboardedStudent } from '../courses/testing.ts';
import { AppError } from '../errors.ts';
import { createTestApp, manualClock, requestJson, type TestApp } from '../testing.ts';

interface Progress {
  read: boolean;
  checkPassed: boolean;
  completed: boolean;
  bestCheckPercent: number | null;
}
interface LessonPage {
  lesson: Record<string, unknown> & { sections: { id: string }[]; questionCount: number };
  progress: Progress;
  previous: { id: string; title: { en: string; ar: string } } | null;
  next: { id: string; title: { en: string; ar: string } } | null;
}

const catalogue = loadCatalogue();
const PHYSICS = catalogue.course('y1-physics-1') as CatalogueCourse;
const FIRST = PHYSICS.lessons[0] as CatalogueLesson;
const SECOND = PHYSICS.lessons[1] as CatalogueLesson;
// An outline lesson after a unit boundary (the university courses keep their outlines).
const OUTLINE = catalogue.courses
  .flatMap((course) => course.lessons)
  .find(
    (lesson) => !lesson.written && lesson.previous && lesson.previous.unit !== lesson.unit,
  ) as CatalogueLesson;
const NEW: Progress = { read: false, checkPassed: false, completed: false, bestCheckPercent: null };
const LESSON_NOT_FOUND = { message: { en: 'This lesson was not found', ar: 'لم يُعثر على هذا الدرس' } };

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

const api = (method: string, url: string, as = token) => requestJson(t.app, method, url, { token: as });

async function lessonPage(lessonId: string, as = token): Promise<LessonPage> {
  const response = await api('GET', `/lessons/${lessonId}`, as);
  expect(response.status).toBe(200);
  return (await response.json()) as LessonPage;
}

async function read(lessonId: string, as = token): Promise<Progress> {
  const response = await api('POST', `/lessons/${lessonId}/read`, as);
  expect(response.status).toBe(200);
  return ((await response.json()) as { progress: Progress }).progress;
}

const check = (percent: number, lessonId = FIRST.id, attemptId = `attempt-${percent}`) =>
  recordLessonCheck(t.store, { userId, lessonId, percent, attemptId, at: time.clock().toISOString() });

const eventTypes = async (id = userId) => (await t.store.learningEvents.listForUser(id)).map((e) => e.type);

describe('GET /lessons/{lessonId}', () => {
  test('a written lesson: text, key terms, worked example, question count (never the questions)', async () => {
    const answer = await lessonPage(FIRST.id);
    const lesson = FIRST.written;
    if (!lesson) throw new Error('the first physics lesson is written');
    expect(answer).toEqual({
      lesson: {
        id: 'y1-physics-1.u1-l1',
        courseId: 'y1-physics-1',
        courseTitle: PHYSICS.course.title,
        unitId: 'u1',
        unitTitle: FIRST.unit.title,
        number: 1,
        title: lesson.title,
        written: true,
        minutes: lesson.minutes,
        sections: lesson.sections,
        keyTerms: lesson.keyTerms,
        workedExample: lesson.workedExample,
        questionCount: lesson.questions.length,
      },
      progress: NEW,
      previous: null,
      next: { id: SECOND.id, title: SECOND.lesson.title },
    });
    expect(answer.lesson.questionCount).toBeGreaterThanOrEqual(10);
    expect(JSON.stringify(answer)).not.toContain(lesson.questions[0]?.explanation.en ?? 'x');
  });

  test('an outline lesson: no text, and links across units', async () => {
    const answer = await lessonPage(OUTLINE.id);
    expect(answer.lesson).toMatchObject({
      id: OUTLINE.id,
      unitId: OUTLINE.unit.id,
      written: false,
      minutes: null,
      sections: [],
      keyTerms: [],
      workedExample: null,
      questionCount: 0,
    });
    expect(answer.previous).toEqual({ id: OUTLINE.previous?.id, title: OUTLINE.previous?.lesson.title });
  });

  test('404 with a localized message for unknown ids', async () => {
    for (const id of ['y1-physics-1.u99-l1', 'u1-l1', 'y9-nothing.u1-l1']) {
      for (const [method, url] of [
        ['GET', `/lessons/${id}`],
        ['POST', `/lessons/${id}/read`],
      ] as const) {
        const response = await api(method, url);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(LESSON_NOT_FOUND);
      }
    }
  });

  test('needs a bearer token', async () => {
    expect((await requestJson(t.app, 'GET', `/lessons/${FIRST.id}`)).status).toBe(401);
    expect((await requestJson(t.app, 'POST', `/lessons/${FIRST.id}/read`)).status).toBe(401);
  });
});

describe('POST /lessons/{lessonId}/read', () => {
  test('marks the lesson read, with one lesson-read event', async () => {
    expect(await read(FIRST.id)).toEqual({ ...NEW, read: true });
    time.advance(60_000);
    expect(await read(FIRST.id)).toEqual({ ...NEW, read: true });
    expect((await lessonPage(FIRST.id)).progress).toEqual({ ...NEW, read: true });
    expect(await t.store.learningEvents.listForUser(userId)).toEqual([
      {
        _id: expect.any(String),
        userId,
        type: 'lesson-read',
        at: '2025-03-01T08:00:00.000Z',
        courseId: 'y1-physics-1',
        unitId: 'u1',
        lessonId: FIRST.id,
      },
    ]);
  });

  test('refuses an outline lesson (422), in both languages', async () => {
    const response = await api('POST', `/lessons/${OUTLINE.id}/read`);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: {
        en: 'This lesson is an outline: its text is not written yet',
        ar: 'هذا الدرس مخطط فقط، ولم يُكتب نصه بعد',
      },
    });
    expect(await eventTypes()).toEqual([]);
  });
});

describe('completion (read + a passed lesson check)', () => {
  test('read, then a failed check, then a passed one: completed once, with the attempt', async () => {
    await read(FIRST.id);
    const failed = await check(CHECK_PASS_PERCENT - 20);
    expect(failed).toEqual({
      completedNow: false,
      progress: { read: true, checkPassed: false, completed: false, bestCheckPercent: 40 },
    });
    time.advance(60_000);
    const passed = await check(CHECK_PASS_PERCENT, FIRST.id, 'attempt-pass');
    expect(passed).toEqual({
      completedNow: true,
      progress: { read: true, checkPassed: true, completed: true, bestCheckPercent: 60 },
    });
    // A later, better check keeps the best score; the lesson stays completed, no second event.
    expect(await check(100)).toEqual({
      completedNow: false,
      progress: { read: true, checkPassed: true, completed: true, bestCheckPercent: 100 },
    });
    expect(await check(10)).toMatchObject({ progress: { bestCheckPercent: 100, completed: true } });
    expect((await lessonPage(FIRST.id)).progress).toEqual({
      read: true,
      checkPassed: true,
      completed: true,
      bestCheckPercent: 100,
    });
    const completions = (await t.store.learningEvents.listForUser(userId)).filter(
      (event) => event.type === 'lesson-completed',
    );
    expect(completions).toEqual([
      {
        _id: expect.any(String),
        userId,
        type: 'lesson-completed',
        at: '2025-03-01T08:01:00.000Z',
        courseId: 'y1-physics-1',
        unitId: 'u1',
        lessonId: FIRST.id,
        attemptId: 'attempt-pass',
      },
    ]);
  });

  test('a passed check first, then the read completes the lesson', async () => {
    expect(await check(90)).toEqual({
      completedNow: false,
      progress: { read: false, checkPassed: true, completed: false, bestCheckPercent: 90 },
    });
    expect(await read(FIRST.id)).toEqual({
      read: true,
      checkPassed: true,
      completed: true,
      bestCheckPercent: 90,
    });
    expect(await read(FIRST.id)).toMatchObject({ completed: true });
    expect(await eventTypes()).toEqual(['lesson-read', 'lesson-completed']);
    const [, completed] = await t.store.learningEvents.listForUser(userId);
    expect(completed).not.toHaveProperty('attemptId');
  });

  test('percent is clamped to 0-100', async () => {
    expect((await check(250)).progress.bestCheckPercent).toBe(100);
    expect((await check(-5, SECOND.id)).progress.bestCheckPercent).toBe(0);
  });

  test('recordLessonCheck refuses an unknown lesson with a 404 AppError', async () => {
    await expect(check(80, 'y1-physics-1.nope')).rejects.toMatchObject({ status: 404 });
    await expect(check(80, 'y1-physics-1.nope')).rejects.toBeInstanceOf(AppError);
  });

  test('another student never sees the progress', async () => {
    await read(FIRST.id);
    await check(100);
    const other = await onboardedStudent(t.app, { grade: 10 });
    expect((await lessonPage(FIRST.id, other.token)).progress).toEqual(NEW);
    expect(await eventTypes(other.userId)).toEqual([]);
    expect(await read(FIRST.id, other.token)).toEqual({ ...NEW, read: true });
    expect((await lessonPage(FIRST.id)).progress.completed).toBe(true);
  });
});

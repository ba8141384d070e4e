// GET /courses, GET /courses/{courseId}, POST and DELETE /courses/{courseId}/enrol: real HTTP through
// the app, the real store on disk and the real catalogue (api/content/courses). Ids and titles are
// read from the catalogue, so the tests hold while the content is being written.
import { loadCatalogue, type CatalogueCourse } from '../courses/catalogue.ts';
import { recordLessonCheck } from '../courses/progress.ts';
import { onboardedStudent } from '../courses/testing.ts';
import { createTestApp, manualClock, requestJson, type TestApp } from '../testing.ts';

interface Summary {
  id: string;
  title: { en: string; ar: string };
  stage: string;
  year: number;
  grade: number | null;
  track: string;
  unitCount: number;
  lessonCount: number;
  writtenLessonCount: number;
  enrolled: boolean;
  progress: number;
  completedLessons: number;
}
interface CatalogueAnswer {
  courses: Summary[];
  filter: { grade: number | null; track: string | null; stage: string | null };
}
interface LessonRow {
  id: string;
  number: number;
  written: boolean;
  minutes: number | null;
  status: 'new' | 'read' | 'completed';
}
interface CoursePage {
  course: Summary & { units: { id: string; semester: number; lessons: LessonRow[] }[] };
  continueLessonId: string | null;
}

const catalogue = loadCatalogue();
const PHYSICS = catalogue.course('y1-physics-1') as CatalogueCourse;
const written = PHYSICS.lessons.filter((lesson) => lesson.written);
const COURSE_NOT_FOUND = { message: { en: 'This course was not found', ar: 'لم يُعثر على هذا المقرر' } };

let t: TestApp;
let time: ReturnType<typeof manualClock>;
beforeEach(async () => {
  time = manualClock('2025-03-01T08:00:00.000Z');
  t = await createTestApp({ clock: time.clock });
});
afterEach(async () => {
  await t.close();
});

const api = (method: string, url: string, token: string) => requestJson(t.app, method, url, { token });

async function list(token: string, query = ''): Promise<CatalogueAnswer> {
  const response = await api('GET', `/courses${query}`, token);
  expect(response.status).toBe(200);
  return (await response.json()) as CatalogueAnswer;
}

async function page(token: string, courseId = PHYSICS.id): Promise<CoursePage> {
  const response = await api('GET', `/courses/${courseId}`, token);
  expect(response.status).toBe(200);
  return (await response.json()) as CoursePage;
}

const statuses = (answer: CoursePage) =>
  Object.fromEntries(answer.course.units.flatMap((unit) => unit.lessons).map((row) => [row.id, row.status]));

/** Reads a lesson and passes its check: completed. */
async function complete(token: string, userId: string, lessonId: string) {
  expect((await api('POST', `/lessons/${lessonId}/read`, token)).status).toBe(200);
  await recordLessonCheck(t.store, {
    userId,
    lessonId,
    percent: 80,
    attemptId: 'a',
    at: time.clock().toISOString(),
  });
}

describe('GET /courses', () => {
  test('grade 10 sees the year 1 common courses by default', async () => {
    const { token } = await onboardedStudent(t.app, { grade: 10 });
    const answer = await list(token);
    expect(answer.filter).toEqual({ grade: 10, track: 'common', stage: 'secondary' });
    expect(answer.courses.map((course) => course.id)).toEqual(
      expect.arrayContaining([
        'y1-mathematics',
        'y1-physics-1',
        'y1-chemistry-1',
        'y1-biology-1',
        'y1-english',
      ]),
    );
    for (const course of answer.courses)
      expect(course).toMatchObject({ stage: 'secondary', year: 1, grade: 10, track: 'common' });
    const physics = answer.courses.find((course) => course.id === PHYSICS.id);
    expect(physics).toEqual({
      id: PHYSICS.id,
      title: PHYSICS.course.title,
      description: PHYSICS.course.description,
      subject: 'physics',
      stage: 'secondary',
      year: 1,
      grade: 10,
      track: 'common',
      unitCount: PHYSICS.course.units.length,
      lessonCount: PHYSICS.lessons.length,
      writtenLessonCount: written.length,
      enrolled: false,
      progress: 0,
      completedLessons: 0,
    });
  });

  test('grade 11 sees year 2 of the General track; university students the common first year', async () => {
    const grade11 = await onboardedStudent(t.app, { grade: 11 });
    const year2 = await list(grade11.token);
    expect(year2.filter).toEqual({ grade: 11, track: 'general', stage: 'secondary' });
    expect(year2.courses.map((course) => course.id)).toEqual(
      catalogue.list({ grade: 11, track: 'general', stage: 'secondary' }).map((course) => course.id),
    );
    for (const course of year2.courses)
      expect(course).toMatchObject({ year: 2, grade: 11, track: 'general' });

    const university = await onboardedStudent(t.app, { universityYear: 1 });
    const uni = await list(university.token);
    expect(uni.filter).toEqual({ grade: null, track: 'university', stage: 'university' });
    expect(uni.courses.length).toBe(catalogue.list(uni.filter as never).length);
    for (const course of uni.courses)
      expect(course).toMatchObject({ stage: 'university', grade: null, year: 1 });
  });

  test('all=true lists every course; grade, track and stage replace the default filter', async () => {
    const { token } = await onboardedStudent(t.app, { grade: 10 });
    const all = await list(token, '?all=true');
    expect(all.filter).toEqual({ grade: null, track: null, stage: null });
    expect(all.courses.map((course) => course.id)).toEqual(catalogue.courses.map((course) => course.id));

    const grade12 = await list(token, '?grade=12');
    expect(grade12.filter).toEqual({ grade: 12, track: 'general', stage: 'secondary' });
    for (const course of grade12.courses) expect(course.year).toBe(3);

    expect((await list(token, '?stage=university')).filter).toEqual({
      grade: null,
      track: null,
      stage: 'university',
    });
    expect((await list(token, '?track=general')).filter).toEqual({
      grade: null,
      track: 'general',
      stage: 'secondary',
    });
  });

  test('a student who has not onboarded sees everything', async () => {
    const { token } = await onboardedStudent(t.app, null);
    const answer = await list(token);
    expect(answer.filter).toEqual({ grade: null, track: null, stage: null });
    expect(answer.courses).toHaveLength(catalogue.courses.length);
  });

  test('q searches titles, units and lessons, whatever the hamza forms and diacritics', async () => {
    const { token } = await onboardedStudent(t.app, { grade: 10 });
    const found = async (q: string, query = '') =>
      (await list(token, `?q=${encodeURIComponent(q)}${query}`)).courses.map((course) => course.id);

    // أحياء 1, written with a bare alif, with diacritics, with the article.
    for (const q of ['احياء', 'أَحْيَاء', 'الأحياء', 'BIOLOGY'])
      expect(await found(q)).toEqual(['y1-biology-1']);
    expect(await found('احياء', '&all=true')).toEqual(
      expect.arrayContaining([
        'y1-biology-1',
        ...catalogue.list({ grade: 11, track: 'general', stage: 'secondary' }, 'biology').map((c) => c.id),
      ]),
    );

    // A lesson title, its bare alifs written with hamza and a fatha added.
    const title = (PHYSICS.lessons[0]?.lesson.title.ar ?? '').replace(/ا/g, 'أ').replace(/^(.)/, '$1َ');
    expect(await found(title)).toContain(PHYSICS.id);
    // A unit title in English, in lower case.
    expect(await found(PHYSICS.course.units[1]?.title.en.toLowerCase() ?? '')).toContain(PHYSICS.id);

    expect(await found('spaceship zzz')).toEqual([]);
  });

  test('refuses a grade outside 10-12, in both languages', async () => {
    const { token } = await onboardedStudent(t.app, { grade: 10 });
    const response = await api('GET', '/courses?grade=9', token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: { en: expect.stringContaining('grade'), ar: expect.stringContaining('grade') },
    });
  });

  test('needs a bearer token', async () => {
    expect((await requestJson(t.app, 'GET', '/courses')).status).toBe(401);
    expect((await requestJson(t.app, 'GET', '/courses/y1-physics-1')).status).toBe(401);
    expect((await requestJson(t.app, 'POST', '/courses/y1-physics-1/enrol')).status).toBe(401);
  });
});

describe('GET /courses/{courseId}', () => {
  test('shows units and lessons with full ids and the student’s status in each', async () => {
    const { token, userId } = await onboardedStudent(t.app, { grade: 10 });
    const first = await page(token);
    expect(first.course).toMatchObject({ id: PHYSICS.id, enrolled: false, progress: 0 });
    expect(first.course.units.map((unit) => unit.id)).toEqual(PHYSICS.course.units.map((unit) => unit.id));
    const rows = first.course.units.flatMap((unit) => unit.lessons);
    expect(rows.map((row) => row.id)).toEqual(PHYSICS.lessons.map((lesson) => lesson.id));
    expect(rows[0]).toEqual({
      id: `${PHYSICS.id}.${PHYSICS.lessons[0]?.lesson.id}`,
      number: 1,
      title: PHYSICS.lessons[0]?.lesson.title,
      written: true,
      minutes: PHYSICS.lessons[0]?.lesson.minutes,
      status: 'new',
    });
    // An outline lesson (the university courses keep their outlines): no reading time.
    const outline = (await page(token, 'uni-intro-mathematics')).course.units
      .flatMap((unit) => unit.lessons)
      .find((row) => !row.written);
    expect(outline).toMatchObject({ minutes: null, status: 'new' });
    expect(new Set(Object.values(statuses(first)))).toEqual(new Set(['new']));
    expect(first.continueLessonId).toBe(written[0]?.id);

    const [a, b] = written as [CatalogueCourse['lessons'][number], CatalogueCourse['lessons'][number]];
    await complete(token, userId, a.id);
    time.advance(1000);
    expect((await api('POST', `/lessons/${b.id}/read`, token)).status).toBe(200);
    const after = await page(token);
    expect(statuses(after)[a.id]).toBe('completed');
    expect(statuses(after)[b.id]).toBe('read');
    expect(after.course.completedLessons).toBe(1);
    expect(after.course.progress).toBeCloseTo(1 / PHYSICS.lessons.length);
    expect(after.continueLessonId).toBe(b.id); // the last one worked on, not completed
  });

  test('continue: the next lesson after a completed one, the first open one, then null', async () => {
    const { token, userId } = await onboardedStudent(t.app, { grade: 10 });
    const last = written.at(-1);
    if (!last || written.length < 3) throw new Error('y1-physics-1 needs 3 written lessons');
    // The second lesson completed: continue at the third.
    await complete(token, userId, written[1]?.id ?? '');
    expect((await page(token)).continueLessonId).toBe(written[2]?.id);
    // The last one completed too (latest): back to the first open one.
    time.advance(1000);
    await complete(token, userId, last.id);
    expect((await page(token)).continueLessonId).toBe(
      written.find((l) => l !== last && l !== written[1])?.id,
    );
    // Everything written completed: nothing to continue.
    for (const lesson of written) {
      time.advance(1000);
      await complete(token, userId, lesson.id);
    }
    const done = await page(token);
    expect(done.continueLessonId).toBeNull();
    expect(done.course.completedLessons).toBe(written.length);
  });

  test('an outline course has nothing to continue', async () => {
    const outline = catalogue.courses.find((course) => course.writtenLessonCount === 0);
    if (!outline) return; // every course written: nothing to check
    const { token } = await onboardedStudent(t.app, { grade: 11 });
    const answer = await page(token, outline.id);
    expect(answer.continueLessonId).toBeNull();
    expect(answer.course.units.flatMap((unit) => unit.lessons).every((row) => !row.written)).toBe(true);
  });

  test('404 with a localized message for an unknown course', async () => {
    const { token } = await onboardedStudent(t.app, { grade: 10 });
    for (const [method, url] of [
      ['GET', '/courses/y9-nothing'],
      ['POST', '/courses/y9-nothing/enrol'],
      ['DELETE', '/courses/y9-nothing/enrol'],
    ] as const) {
      const response = await api(method, url, token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(COURSE_NOT_FOUND);
    }
  });
});

describe('enrolment', () => {
  test('201 when enrolling, then 200; shown in the catalogue; leaving answers 204', async () => {
    const { token, userId } = await onboardedStudent(t.app, { grade: 10 });
    const first = await api('POST', `/courses/${PHYSICS.id}/enrol`, token);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ enrolled: true });
    time.advance(1000);
    const again = await api('POST', `/courses/${PHYSICS.id}/enrol`, token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ enrolled: true });

    expect((await list(token)).courses.find((course) => course.id === PHYSICS.id)?.enrolled).toBe(true);
    expect((await page(token)).course.enrolled).toBe(true);
    expect(await t.store.learningEvents.listForUser(userId)).toEqual([
      expect.objectContaining({ type: 'enrolled', courseId: PHYSICS.id, at: '2025-03-01T08:00:00.000Z' }),
    ]);

    expect((await api('DELETE', `/courses/${PHYSICS.id}/enrol`, token)).status).toBe(204);
    expect((await api('DELETE', `/courses/${PHYSICS.id}/enrol`, token)).status).toBe(204);
    expect((await page(token)).course.enrolled).toBe(false);
    expect((await api('POST', `/courses/${PHYSICS.id}/enrol`, token)).status).toBe(201);
  });

  test('another student’s enrolments and progress never show', async () => {
    const sara = await onboardedStudent(t.app, { grade: 10 });
    const omar = await onboardedStudent(t.app, { grade: 10 });
    expect((await api('POST', `/courses/${PHYSICS.id}/enrol`, sara.token)).status).toBe(201);
    await complete(sara.token, sara.userId, written[0]?.id ?? '');

    const theirs = await page(omar.token);
    expect(theirs.course).toMatchObject({ enrolled: false, completedLessons: 0, progress: 0 });
    expect(new Set(Object.values(statuses(theirs)))).toEqual(new Set(['new']));
    expect(
      (await list(omar.token)).courses.every((course) => !course.enrolled && course.progress === 0),
    ).toBe(true);
    // Omar enrolling is his own first enrolment.
    expect((await api('POST', `/courses/${PHYSICS.id}/enrol`, omar.token)).status).toBe(201);
    expect(await t.store.learningEvents.listForUser(omar.userId)).toHaveLength(1);
  });
});

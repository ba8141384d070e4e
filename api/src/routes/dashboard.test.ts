// GET /dashboard: real HTTP through the test app, the real store on disk and the real catalogue. The
// events come from the real routes (enrol, read, the lesson check through the quiz engine, activity)
// and reach a progress service over the app's store as the store's listener (the test's own, so it
// can rebuild; the app's /dashboard reads the same store). The place is the app's leaderboard's.
import { loadCatalogue, type CatalogueLesson } from '../courses/catalogue.ts';
import { onboardedStudent } from '../courses/testing.ts';
import { createLogger } from '../logger.ts';
import { BADGE_IDS } from '../progress/badges.ts';
import {
  createProgressService,
  DASHBOARD_DAYS,
  type Dashboard,
  type ProgressService,
} from '../progress/service.ts';
import { rightAnswer } from '../quiz/testing.ts';
import { recordLearningEvent } from '../store/learning-events.ts';
import { createTestApp, manualClock, requestJson, type TestApp } from '../testing.ts';
import { DashboardSchema } from './dashboard.ts';

const catalogue = loadCatalogue();
const PHYSICS = catalogue.course('y1-physics-1');
const LESSON = PHYSICS?.lessons.find((lesson) => lesson.written) as CatalogueLesson;
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let time: ReturnType<typeof manualClock>;
let progress: ProgressService;
let token: string;
let userId: string;

beforeEach(async () => {
  time = manualClock('2025-10-01T08:00:00.000Z');
  t = await createTestApp({ clock: time.clock });
  progress = createProgressService({
    store: t.store,
    notifications: t.notifications,
    catalogue,
    clock: time.clock,
    logger: createLogger('silent'),
  });
  t.store.learningEvents.setListener((event) => progress.record(event));
  ({ token, userId } = await onboardedStudent(t.app, { grade: 10 }));
});
afterEach(async () => {
  t.store.learningEvents.setListener(undefined);
  await t.close();
});

const api = (method: string, url: string, body?: unknown) => requestJson(t.app, method, url, { token, body });

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** GET /dashboard, checked against its OpenAPI schema (no field missing, none extra). */
async function dashboard(): Promise<Dashboard> {
  const response = await api('GET', '/dashboard');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = await json<Dashboard>(response);
  expect(DashboardSchema.parse(body)).toEqual(body);
  return body;
}

/** The lesson check of a lesson through the quiz engine, every answer right. */
async function passCheck(lesson: CatalogueLesson): Promise<string> {
  const { attempt } = await json<{ attempt: { _id: string } }>(
    await api('POST', '/quizzes', { source: { kind: 'lesson-check', lessonId: lesson.id } }),
    201,
  );
  const stored = await t.store.quizAttempts.findForUser(attempt._id, userId);
  for (const question of stored?.questions ?? [])
    await json(
      await api('PUT', `/quiz-attempts/${attempt._id}/answers/${question.id}`, {
        answer: rightAnswer(question),
      }),
    );
  await json(await api('POST', `/quiz-attempts/${attempt._id}/submit`));
  return attempt._id;
}

test('a new student: nothing yet, every badge ahead, the current semester', async () => {
  expect(await dashboard()).toEqual({
    today: '2025-10-01',
    streak: {
      current: 0,
      longest: 0,
      freezes: 0,
      maxFreezes: 2,
      todayDone: false,
      frozenDays: [],
      nextFreezeIn: 7,
    },
    totals: {
      lessonsCompleted: 0,
      quizzesSubmitted: 0,
      learningHours: 0,
      reviewsDone: 0,
      points: 0,
      averageQuizPercent: null,
    },
    days: [],
    quizScores: [],
    units: [],
    badges: BADGE_IDS.map((id) => expect.objectContaining({ id, earnedAt: null })),
    period: { id: '2025-26-s1', title: { en: 'Semester 1 · 2025–26', ar: 'الفصل الدراسي الأول · 2025–26' } },
    place: null,
  });
});

test('a day of study through the real routes, then the days after', async () => {
  expect((await api('POST', `/courses/${PHYSICS?.id}/enrol`)).status).toBe(201);
  expect((await api('POST', `/lessons/${LESSON.id}/read`)).status).toBe(200);
  const attemptId = await passCheck(LESSON);
  for (let i = 0; i < 5; i += 1) {
    time.advance(60_000);
    expect(
      (await api('POST', '/learning/activity', { seconds: 60, kind: 'lesson', lessonId: LESSON.id })).status,
    ).toBe(204);
  }

  const page = await dashboard();
  expect(page.streak).toEqual({
    current: 1,
    longest: 1,
    freezes: 0,
    maxFreezes: 2,
    todayDone: true,
    frozenDays: [],
    nextFreezeIn: 6,
  });
  // The lesson 10, the quiz 10 (full marks), the streak day 2; 5 minutes earn no point yet.
  expect(page.totals).toEqual({
    lessonsCompleted: 1,
    quizzesSubmitted: 1,
    learningHours: 0.1,
    reviewsDone: 0,
    points: 22,
    averageQuizPercent: 100,
  });
  expect(page.days).toEqual([
    {
      day: '2025-10-01',
      lessonsCompleted: 1,
      learningMinutes: 5,
      quizzes: 1,
      quizPercent: 100,
      reviews: 0,
      points: 22,
      streakDay: true,
    },
  ]);
  expect(page.quizScores).toEqual([
    { at: '2025-10-01T08:00:00.000Z', percent: 100, attemptId, title: LESSON.lesson.title },
  ]);
  const unitLessons = PHYSICS?.lessons.filter((l) => l.written && l.unit.id === LESSON.unit.id).length ?? 0;
  // The enrolled course's written units: the one studied first, the others not started.
  const writtenUnits = (PHYSICS?.course.units ?? []).filter((unit) =>
    PHYSICS?.lessons.some((l) => l.written && l.unit.id === unit.id),
  );
  expect(page.units).toEqual(
    writtenUnits.map((unit) => {
      const lessons = PHYSICS?.lessons.filter((l) => l.written && l.unit.id === unit.id).length ?? 0;
      const studied = unit.id === LESSON.unit.id;
      return {
        courseId: 'y1-physics-1',
        unitId: unit.id,
        courseTitle: PHYSICS?.course.title,
        unitTitle: unit.title,
        lessons,
        completed: studied ? 1 : 0,
        averageCheckPercent: studied ? 100 : null,
        mastery: studied ? Math.round(100 / lessons) : 0,
      };
    }),
  );
  expect(unitLessons).toBeGreaterThan(0);
  expect(page.badges.map((b) => [b.id, b.earnedAt])).toEqual([
    ['first-lesson', '2025-10-01T08:00:00.000Z'],
    ['perfect-quiz', '2025-10-01T08:00:00.000Z'],
    ['streak-3', null],
    ['unit-mastered', null],
    ['streak-7', null],
    ['lessons-10', null],
    ['quizzes-10', null],
    ['streak-30', null],
    ['hours-10', null],
    ['reviews-50', null],
  ]);
  expect(page.badges.find((b) => b.id === 'unit-mastered')?.progress).toEqual({
    current: 1,
    target: unitLessons,
  });
  expect(page.badges[0]).toMatchObject({
    title: { en: 'First step', ar: 'الخطوة الأولى' },
    description: { en: 'Complete your first lesson.', ar: 'أكمل درسك الأول.' },
    progress: { current: 1, target: 1 },
  });

  // The next day, not studied yet: the streak holds.
  time.advance(DAY);
  expect((await dashboard()).streak).toMatchObject({ current: 1, todayDone: false });
  // A day missed without a freeze: broken.
  time.advance(DAY);
  expect((await dashboard()).streak).toMatchObject({ current: 0, longest: 1, todayDone: false });
});

test('the leaderboard place in the current semester, once the student has points', async () => {
  await recordLearningEvent(t.store, {
    userId,
    type: 'active-time',
    at: time.clock().toISOString(),
    seconds: 600,
    kind: 'lesson',
  });
  expect((await dashboard()).place).toBe(1);
  // A student with no points this semester is not on the board.
  const other = await onboardedStudent(t.app, { grade: 10 });
  const response = await requestJson(t.app, 'GET', '/dashboard', { token: other.token });
  expect(((await response.json()) as Dashboard).place).toBeNull();
});

test('a year of events: the last 365 days, the last 30 quizzes', async () => {
  t.store.learningEvents.setListener(undefined);
  const start = time.clock().getTime() - 400 * DAY;
  for (let d = 0; d <= 400; d += 1) {
    const at = new Date(start + d * DAY).toISOString();
    await recordLearningEvent(t.store, { userId, type: 'active-time', at, seconds: 60, kind: 'lesson' });
    await recordLearningEvent(t.store, {
      userId,
      type: 'quiz-submitted',
      at,
      attemptId: `a${d}`,
      score: d % 6,
      maxScore: 5,
    });
  }
  // No stats stored yet: the dashboard builds them from the events for its answer.
  const before = await dashboard();
  await progress.rebuild(userId);
  const page = await dashboard();
  expect(page).toEqual(before);
  expect(page.days).toHaveLength(DASHBOARD_DAYS);
  expect(page.days[0]?.day).toBe('2024-10-02');
  expect(page.days.at(-1)?.day).toBe('2025-10-01');
  expect(page.quizScores.map((q) => q.attemptId)).toEqual(
    Array.from({ length: 30 }, (_, i) => `a${371 + i}`),
  );
  expect(page.totals).toMatchObject({ quizzesSubmitted: 401, learningHours: 6.7 });
  expect(page.streak).toMatchObject({ current: 401, longest: 401, freezes: 2, todayDone: true });
});

test('needs a signed-in student; documented in the OpenAPI document', async () => {
  expect((await requestJson(t.app, 'GET', '/dashboard')).status).toBe(401);
  const doc = await json<{
    paths: Record<string, { get?: { tags?: string[] } }>;
    components: { schemas: Record<string, unknown> };
  }>(await requestJson(t.app, 'GET', '/openapi.json'));
  expect(doc.paths['/dashboard']?.get?.tags).toEqual(['Learning']);
  expect(Object.keys(doc.components.schemas)).toEqual(
    expect.arrayContaining(['Dashboard', 'DashboardDay', 'DashboardBadge']),
  );
});

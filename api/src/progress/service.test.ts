// The progress service over the real store on disk, the real notification service and catalogue:
// events recorded through recordLearningEvent reach it as the store's listener.
import { loadCatalogue } from '../courses/catalogue.ts';
import { createLogger } from '../logger.ts';
import type { NotificationDoc } from '../store/notifications.ts';
import { openEmbeddedDatabase } from '../store/embedded.ts';
import { recordLearningEvent, type NewLearningEvent } from '../store/learning-events.ts';
import { createLearnerStatsRepository, type LearnerStatsDoc } from '../store/learner-stats.ts';
import type { Database } from '../store/types.ts';
import {
  createMemoryLogger,
  createTestApp,
  makeTempDir,
  manualClock,
  removeDir,
  requestJson,
  signUpUser,
  type TestApp,
} from '../testing.ts';
import { aggregateContext, rebuild } from './aggregate.ts';
import { loadCalendar } from './calendar.ts';
import {
  createProgressService,
  type ProgressService,
  type ProgressServiceDeps,
  type ProgressStore,
} from './service.ts';

const catalogue = loadCalendar() && loadCatalogue();
const ctx = aggregateContext(catalogue, loadCalendar());
/** Written lessons, one course after the other (lesson 1 of each course, then lesson 2 …): no unit is done early. */
const LESSONS = catalogue.courses
  .flatMap((course) => course.lessons.filter((lesson) => lesson.written).map((lesson, i) => ({ lesson, i })))
  .sort((a, b) => a.i - b.i)
  .map(({ lesson }) => lesson);

let t: TestApp;
let time: ReturnType<typeof manualClock>;
let statsDir: string;
let statsDb: Database;
let store: ProgressStore;
let progress: ProgressService;
let token: string;
let userId: string;
/** The next lesson of LESSONS that completion() completes. */
let lessonIndex = 0;

/** A progress service over the test app's store (learnerStats in its own embedded database). */
function service(overrides: Partial<ProgressServiceDeps> = {}): ProgressService {
  return createProgressService({
    store,
    notifications: t.notifications,
    catalogue,
    clock: time.clock,
    logger: createLogger('silent'),
    ...overrides,
  });
}

beforeEach(async () => {
  time = manualClock('2025-10-01T08:00:00.000Z');
  t = await createTestApp({ clock: time.clock });
  statsDir = await makeTempDir();
  statsDb = await openEmbeddedDatabase({ dataDir: statsDir, compactionIntervalMs: 0 });
  store = Object.assign(Object.create(t.store) as typeof t.store, {
    learnerStats: await createLearnerStatsRepository(statsDb),
  });
  progress = service();
  lessonIndex = 0;
  t.store.learningEvents.setListener((event) => progress.record(event));
  const student = await signUpUser(t.app);
  token = student.accessToken;
  userId = student.user._id;
});
afterEach(async () => {
  t.store.learningEvents.setListener(undefined);
  await t.close();
  await statsDb.close();
  await removeDir(statsDir);
});

const now = () => time.clock().toISOString();
const DAY = 24 * 60 * 60 * 1000;

function completion(): NewLearningEvent {
  const lesson = LESSONS[lessonIndex++ % LESSONS.length];
  if (!lesson) throw new Error('no written lesson');
  return {
    userId,
    type: 'lesson-completed',
    at: now(),
    courseId: lesson.courseId,
    unitId: lesson.unit.id,
    lessonId: lesson.id,
  };
}
const record = (event: Partial<NewLearningEvent> & Pick<NewLearningEvent, 'type'>) =>
  recordLearningEvent(t.store, { userId, at: now(), ...event });

/** The student's progress and achievement notifications, oldest first. */
async function progressNotifications(): Promise<NotificationDoc[]> {
  const { notifications } = await t.store.notifications.listPage(userId, { limit: 100 });
  return notifications.filter((n) => n.type !== 'notification').reverse();
}

async function statsOf(id = userId): Promise<LearnerStatsDoc> {
  const doc = await progress.stats(id);
  if (!doc) throw new Error(`no stats for ${id}`);
  return doc;
}

describe('recording events', () => {
  test('a first lesson: stats stored and the badge notified in both languages', async () => {
    expect(await progress.stats(userId)).toBeNull();
    await recordLearningEvent(t.store, completion());
    expect(await statsOf()).toMatchObject({
      _id: userId,
      version: 1,
      updatedAt: now(),
      totals: { lessonsCompleted: 1, points: 12 },
      days: { '2025-10-01': { l: 1, p: 12, x: 1 } },
      streak: { current: 1, lastDay: '2025-10-01' },
      badges: { 'first-lesson': now() },
      periods: { '2025-26-s1': { points: 12, lessonsCompleted: 1 }, '2025-26': { points: 12 } },
    });
    expect(await progressNotifications()).toEqual([
      expect.objectContaining({
        type: 'achievement',
        category: 'achievements',
        read: false,
        seen: false,
        message: {
          en: 'New badge: “First step”. You completed your first lesson.',
          ar: 'حصلت على وسام «الخطوة الأولى». أكملت درسك الأول.',
        },
      }),
    ]);
    expect(
      (await t.store.notifications.listPage(userId, { limit: 10 })).notifications[0]?.muted,
    ).toBeUndefined();
  });

  test('milestones become progress notifications: a 3-day streak, 5 lessons', async () => {
    for (let day = 0; day < 3; day += 1) {
      await recordLearningEvent(t.store, completion());
      await recordLearningEvent(t.store, completion());
      time.advance(DAY);
    }
    const texts = (await progressNotifications()).map((n) => [n.type, n.message.en]);
    expect(texts).toEqual([
      ['achievement', 'New badge: “First step”. You completed your first lesson.'],
      ['achievement', 'New badge: “Three days in a row”. You learned 3 days in a row.'],
      ['progress', 'You have learned 3 days in a row! Keep your streak going.'],
      ['progress', 'You have completed 5 lessons! Well done.'],
    ]);
    expect((await statsOf()).streak).toMatchObject({ current: 3, longest: 3 });
  });

  test('with the categories switched off, the notifications are stored muted', async () => {
    const settings = (await (await requestJson(t.app, 'GET', '/settings', { token })).json()) as {
      notifications: Record<string, boolean>;
    };
    const body = {
      ...settings,
      notifications: { ...settings.notifications, achievements: false, progress: false },
    };
    expect((await requestJson(t.app, 'PUT', '/settings', { token, body })).status).toBe(200);
    for (let day = 0; day < 3; day += 1) {
      await recordLearningEvent(t.store, completion());
      time.advance(DAY);
    }
    const stored = await progressNotifications();
    expect(stored.map((n) => n.type)).toEqual(['achievement', 'achievement', 'progress']);
    for (const n of stored) expect(n).toMatchObject({ muted: true, read: true, seen: true });
  });

  test('events from before the service are counted on its first event, silently', async () => {
    t.store.learningEvents.setListener(undefined);
    for (let i = 0; i < 9; i += 1) await recordLearningEvent(t.store, completion());
    await record({ type: 'active-time', seconds: 60, kind: 'lesson' });
    t.store.learningEvents.setListener((event) => progress.record(event));
    expect(await progress.stats(userId)).toBeNull();

    await recordLearningEvent(t.store, completion());
    const stats = await statsOf();
    expect(stats.totals).toMatchObject({ lessonsCompleted: 10, activeSeconds: 60 });
    expect(Object.keys(stats.badges).sort()).toEqual(['first-lesson', 'lessons-10']);
    expect((await progressNotifications()).map((n) => n.message.en)).toEqual([
      'New badge: “Ten lessons”. You completed 10 lessons.',
    ]);
  });

  test('a review reminder placeholder is filled from the events, its reminder kept', async () => {
    t.store.learningEvents.setListener(undefined);
    await recordLearningEvent(t.store, completion());
    t.store.learningEvents.setListener((event) => progress.record(event));
    await store.learnerStats.setReviewReminder(userId, '2025-10-01', now());
    expect(await progress.stats(userId)).toBeNull();
    await record({ type: 'review-done', cardId: 'c1', rating: 'good' });
    expect(await statsOf()).toMatchObject({
      version: 1,
      totals: { lessonsCompleted: 1, reviewsDone: 1, points: 13 },
      reminders: { review: '2025-10-01' },
    });
  });

  test('many events at once for one student all count', async () => {
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        i % 5 === 0
          ? recordLearningEvent(t.store, completion())
          : record({ type: 'quiz-submitted', attemptId: `a${i}`, score: 4, maxScore: 5 }),
      ),
    );
    const stats = await statsOf();
    expect(stats.totals).toMatchObject({ lessonsCompleted: 5, quizzesSubmitted: 20 });
    // 5 lessons × 10, the day's first 10 quizzes × 8, the streak day's 2.
    expect(stats.totals.points).toBe(50 + 80 + 2);
    expect(stats.version).toBe(25);
  });

  test('two processes on one store: a lost save is retried over the fresh document', async () => {
    const memory = createMemoryLogger();
    const other = service({ logger: memory.logger });
    progress = service({ logger: memory.logger });
    const events = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        t.store.learningEvents.setListener(undefined);
        return recordLearningEvent(t.store, {
          userId,
          type: 'review-done',
          at: now(),
          cardId: `c${i}`,
          rating: 'good',
        });
      }),
    );
    // Each "process" hears half of the events, at the same time.
    await Promise.all(events.map((event, i) => (i % 2 === 0 ? progress : other).record(event)));
    expect(memory.lines()).toEqual([]);
    expect((await statsOf()).totals).toMatchObject({ reviewsDone: 12, points: 14 });
  });

  test('a failing notification is logged, never thrown; the stats are saved', async () => {
    const memory = createMemoryLogger();
    const failing = service({
      notifications: { notify: () => Promise.reject(new Error('notifications are down')) },
      logger: memory.logger,
    });
    t.store.learningEvents.setListener((event) => failing.record(event));
    await expect(recordLearningEvent(t.store, completion())).resolves.toMatchObject({
      type: 'lesson-completed',
    });
    expect((await statsOf()).totals.lessonsCompleted).toBe(1);
    expect(memory.lines()).toContainEqual(
      expect.objectContaining({ msg: 'A progress notification failed', userId, type: 'achievement' }),
    );
  });

  test('subscribers hear every saved document until they unsubscribe', async () => {
    const heard: number[] = [];
    const unsubscribe = progress.subscribe((doc) => heard.push(doc.totals.points));
    await recordLearningEvent(t.store, completion());
    await record({ type: 'review-done', cardId: 'c', rating: 'easy' });
    unsubscribe();
    await record({ type: 'review-done', cardId: 'c', rating: 'easy' });
    expect(heard).toEqual([12, 13]);
  });
});

describe('rebuild', () => {
  test('weeks of events recorded one by one equal the rebuild from the stored events', async () => {
    for (let day = 0; day < 45; day += 1) {
      if (day % 9 === 8) {
        time.advance(DAY);
        continue;
      }
      for (let i = 0; i < 5 + (day % 4); i += 1) {
        await record({ type: 'active-time', seconds: 60, kind: 'lesson' });
        time.advance(60_000);
      }
      if (day % 3 === 0) await recordLearningEvent(t.store, completion());
      if (day % 2 === 0)
        await record({ type: 'quiz-submitted', attemptId: `a${day}`, score: day % 6, maxScore: 5 });
      if (day % 5 === 0) await record({ type: 'review-done', cardId: `c${day}`, rating: 'hard' });
      time.advance(DAY - 8 * 60_000);
    }
    const recorded = await statsOf();
    const events = await t.store.learningEvents.listForUser(userId);
    const expected = rebuild(userId, events, ctx);
    const strip = ({ version: _v, updatedAt: _u, ...rest }: LearnerStatsDoc) => rest;
    expect(strip(recorded)).toEqual(strip(expected));
    expect(recorded.streak.freezes + recorded.streak.frozenDays.length).toBeGreaterThan(0);

    const rebuilt = await progress.rebuild(userId);
    expect(rebuilt.version).toBe(recorded.version + 1);
    expect(strip(rebuilt)).toEqual(strip(expected));
    expect(await statsOf()).toEqual(rebuilt);
  });

  test('a student without events gets empty stats', async () => {
    const rebuilt = await progress.rebuild(userId);
    expect(rebuilt).toMatchObject({ version: 1, totals: { points: 0 }, days: {}, badges: {} });
  });
});

// The learner-stats reducer: event by event equals the rebuild over a generated year, checked against
// a plain recount of the events; badges once; milestones; periods; the Riyadh day.
import type { LearningEventDoc, NewLearningEvent } from '../store/learning-events.ts';
import type { LearnerStatsDoc } from '../store/learner-stats.ts';
import { riyadhDay } from '../tutor/allowance.ts';
import { applyEvent, rebuild, type AggregateContext, type Milestone } from './aggregate.ts';
import { BADGE_IDS, type BadgeId } from './badges.ts';
import { addDays, loadCalendar } from './calendar.ts';
import { streakOf } from './streaks.ts';

const calendar = loadCalendar();
/** Unit c1/u1 has 3 written lessons, c1/u2 has 4; c2 has 20 units of 10. */
const ctx: AggregateContext = {
  calendar,
  writtenLessons: (courseId, unitId) =>
    courseId === 'c1'
      ? ({ u1: 3, u2: 4 } as Record<string, number>)[unitId]
      : courseId === 'c2'
        ? 10
        : undefined,
};

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An instant `minutes` after midnight of a Riyadh day. */
const riyadhTime = (day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00.000+03:00`) + minutes * 60_000).toISOString();

/** The lessons a student completes, in order: c1's 7, then c2's. */
const LESSONS = [
  ...['u1-l1', 'u1-l2', 'u1-l3', 'u2-l1', 'u2-l2', 'u2-l3', 'u2-l4'].map((id) => ({
    courseId: 'c1',
    unitId: id.slice(0, 2),
    lessonId: `c1.${id}`,
  })),
  ...Array.from({ length: 200 }, (_, i) => ({
    courseId: 'c2',
    unitId: `u${Math.floor(i / 10) + 1}`,
    lessonId: `c2.u${Math.floor(i / 10) + 1}-l${(i % 10) + 1}`,
  })),
];

/** A year of mixed, skewed activity: 2025-26 from 2025-08-24 to 2026-08-22 (with its summer). */
function generateYear(seed = 7): LearningEventDoc[] {
  const next = random(seed);
  const events: NewLearningEvent[] = [];
  let lesson = 0;
  for (let d = 0; d < 364; d += 1) {
    const day = addDays('2025-08-24', d);
    if (d >= 40 && next() < 0.2) continue; // a day off (none in the first 40: a 40-day streak)
    const busy = next();
    const add = (event: Omit<NewLearningEvent, 'userId' | 'at'>) =>
      events.push({ userId: 'sara', at: riyadhTime(day, Math.floor(next() * 1440)), ...event });
    for (let i = Math.floor(busy * busy * 50); i > 0; i -= 1)
      add({ type: 'active-time', seconds: 1 + Math.floor(next() * 60), kind: 'lesson' });
    if (d < 40) for (let i = 0; i < 5; i += 1) add({ type: 'active-time', seconds: 60, kind: 'tutor' });
    if (next() < 0.35 && lesson < LESSONS.length) add({ type: 'lesson-completed', ...LESSONS[lesson++] });
    const quizzes = next() < 0.1 ? 12 : next() < 0.3 ? 1 + Math.floor(next() * 3) : 0;
    for (let i = 0; i < quizzes; i += 1) {
      const maxScore = 3 + Math.floor(next() * 8);
      add({
        type: 'quiz-submitted',
        attemptId: `a${d}-${i}`,
        score: Math.floor(next() * (maxScore + 1)),
        maxScore,
      });
    }
    const reviews = next() < 0.15 ? 25 : next() < 0.3 ? Math.floor(next() * 10) : 0;
    for (let i = 0; i < reviews; i += 1) add({ type: 'review-done', cardId: `c${i}`, rating: 'good' });
    if (next() < 0.05) add({ type: 'lesson-read', lessonId: 'c1.u1-l1' });
  }
  return events
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
    .map((event, i) => ({ ...event, _id: String(i).padStart(8, '0') }));
}

/** The year's figures recounted plainly from the events, day by day. */
function recount(events: readonly LearningEventDoc[]) {
  const days = new Map<string, LearningEventDoc[]>();
  for (const event of events) {
    const day = riyadhDay(new Date(event.at));
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  const perDay = new Map<string, { points: number; lessons: number; seconds: number; streakDay: boolean }>();
  for (const [day, list] of days) {
    const of = (type: string) => list.filter((event) => event.type === type);
    const seconds = of('active-time').reduce((sum, event) => sum + (event.seconds ?? 0), 0);
    const quizPoints = of('quiz-submitted')
      .slice(0, 10)
      .reduce((sum, e) => sum + Math.max(1, Math.round((10 * (e.score ?? 0)) / (e.maxScore ?? 1))), 0);
    const lessons = of('lesson-completed').length;
    const streakDay =
      lessons > 0 || of('quiz-submitted').length > 0 || of('review-done').length > 0 || seconds >= 300;
    const points =
      10 * lessons +
      quizPoints +
      Math.min(20, of('review-done').length) +
      Math.floor(seconds / 600) +
      (streakDay ? 2 : 0);
    perDay.set(day, { points, lessons, seconds, streakDay });
  }
  return perDay;
}

describe('a generated year', () => {
  const events = generateYear();
  const rebuilt = rebuild('sara', events, ctx);

  test('event by event (stored and read back each time) equals the rebuild', () => {
    let doc: LearnerStatsDoc | null = null;
    for (const event of events)
      doc = JSON.parse(JSON.stringify(applyEvent(doc, event, ctx).doc)) as LearnerStatsDoc;
    expect(doc).toEqual(rebuilt);
    expect(events.length).toBeGreaterThan(3000);
  });

  test('matches a plain recount: totals, days, streak and periods', () => {
    const perDay = recount(events);
    const sum = (days: Iterable<[string, { points: number }]>) =>
      [...days].reduce((total, [, d]) => total + d.points, 0);
    expect(rebuilt.totals.points).toBe(sum(perDay));
    expect(rebuilt.totals.lessonsCompleted).toBe(events.filter((e) => e.type === 'lesson-completed').length);
    expect(rebuilt.totals.activeSeconds).toBe(events.reduce((s, e) => s + (e.seconds ?? 0), 0));
    expect(rebuilt.totals.reviewsDone).toBe(events.filter((e) => e.type === 'review-done').length);
    expect(rebuilt.totals.quizzesSubmitted).toBe(events.filter((e) => e.type === 'quiz-submitted').length);
    expect(rebuilt.totals.perfectQuizzes).toBe(
      events.filter((e) => e.type === 'quiz-submitted' && (e.maxScore ?? 0) >= 5 && e.score === e.maxScore)
        .length,
    );
    for (const [day, d] of perDay) {
      expect(rebuilt.days[day]?.p ?? 0).toBe(d.points);
      expect(rebuilt.days[day]?.x === 1).toBe(d.streakDay);
    }
    const streak = streakOf([...perDay].filter(([, d]) => d.streakDay).map(([day]) => day));
    expect(rebuilt.streak).toEqual(streak.state);
    expect(rebuilt.streak.longest).toBeGreaterThanOrEqual(40);

    for (const id of ['2025-26-s1', '2025-26-s2', '2025-26']) {
      const period = calendar.period(id);
      const inPeriod = [...perDay].filter(([day]) => period && period.from <= day && day <= period.to);
      const stats = rebuilt.periods[id];
      expect(stats).toMatchObject({
        points: sum(inPeriod),
        lessonsCompleted: inPeriod.reduce((n, [, d]) => n + d.lessons, 0),
        activeSeconds: inPeriod.reduce((n, [, d]) => n + d.seconds, 0),
        bestStreak: Math.max(...inPeriod.map(([day]) => streak.lengths.get(day) ?? 0)),
      });
      // reachedAt: the last event of the period that earned points (the last streak day's or later).
      const last = events.filter((e) => {
        const day = riyadhDay(new Date(e.at));
        return period && period.from <= day && day <= period.to;
      });
      expect(last.map((e) => e.at)).toContain(stats?.reachedAt);
    }
    // The summer counts in the year only.
    const year = rebuilt.periods['2025-26'];
    const semesters = ['2025-26-s1', '2025-26-s2'].map((id) => rebuilt.periods[id]);
    expect(year?.points).toBeGreaterThan(semesters.reduce((n, s) => n + (s?.points ?? 0), 0));
    expect(Object.keys(rebuilt.periods).sort()).toEqual(['2025-26', '2025-26-s1', '2025-26-s2']);
  });

  test('each badge is earned once, stamped with the event that earned it', () => {
    let doc: LearnerStatsDoc | null = null;
    const earned: { id: BadgeId; at: string }[] = [];
    for (const event of events) {
      const applied = applyEvent(doc, event, ctx);
      earned.push(...applied.earned.map((id) => ({ id, at: event.at })));
      doc = applied.doc;
    }
    expect(earned.map((e) => e.id).sort()).toEqual([...BADGE_IDS].sort());
    expect(Object.fromEntries(earned.map((e) => [e.id, e.at]))).toEqual(rebuilt.badges);
  });

  test('keeps the last 30 quizzes, oldest first', () => {
    const quizzes = events.filter((e) => e.type === 'quiz-submitted').slice(-30);
    expect(rebuilt.recentQuizzes.map((q) => q.attemptId)).toEqual(quizzes.map((q) => q.attemptId));
  });
});

const at = (iso: string, type: LearningEventDoc['type'], fields: Partial<LearningEventDoc> = {}) =>
  ({ _id: iso, userId: 'sara', type, at: iso, ...fields }) as LearningEventDoc;

/** Applies events in order, collecting badges and milestones. */
function fold(events: LearningEventDoc[], start: LearnerStatsDoc | null = null) {
  let doc = start;
  const earned: BadgeId[] = [];
  const milestones: Milestone[] = [];
  for (const event of events) {
    const applied = applyEvent(doc, event, ctx);
    doc = applied.doc;
    earned.push(...applied.earned);
    milestones.push(...applied.milestones);
  }
  return { doc: doc as LearnerStatsDoc, earned, milestones };
}

describe('one event at a time', () => {
  test('five active minutes make a streak day, counted on the Riyadh day', () => {
    const { doc } = fold([
      at('2025-10-01T20:55:00.000Z', 'active-time', { seconds: 60 }),
      ...[1, 2, 3, 4].map((i) => at(`2025-10-01T20:5${5 + i}:00.000Z`, 'active-time', { seconds: 60 })),
    ]);
    // 20:55-20:58Z is 2025-10-01 in Riyadh; 20:59Z too; 21:00Z would be the next day.
    expect(doc.days).toEqual({ '2025-10-01': { s: 300, x: 1, p: 2 } });
    const split = fold([
      ...[0, 1, 2].map((i) => at(`2025-10-01T20:5${7 + i}:00.000Z`, 'active-time', { seconds: 60 })),
      ...[0, 1].map((i) => at(`2025-10-01T21:0${i}:00.000Z`, 'active-time', { seconds: 60 })),
    ]).doc;
    expect(split.days).toEqual({ '2025-10-01': { s: 180 }, '2025-10-02': { s: 120 } });
    expect(split.streak.current).toBe(0);
  });

  test('milestones: streak 3 and 7, a freeze, 5 lessons, 5 hours', () => {
    const events = Array.from({ length: 7 }, (_, i) => [
      at(`2025-10-0${i + 1}T06:00:00.000Z`, 'lesson-completed', {
        courseId: 'c2',
        unitId: 'u1',
        lessonId: `c2.u1-l${i + 1}`,
      }),
      ...Array.from({ length: 45 }, (_, m) =>
        at(`2025-10-0${i + 1}T07:${String(m).padStart(2, '0')}:00.000Z`, 'active-time', { seconds: 60 }),
      ),
    ]).flat();
    const { doc, milestones, earned } = fold(events);
    expect(milestones).toEqual([
      { kind: 'streak', days: 3 },
      { kind: 'lessons', count: 5 },
      { kind: 'streak', days: 7 },
      { kind: 'freeze', held: 1 },
      { kind: 'hours', hours: 5 }, // 270 minutes before day 7, 300 during it
    ]);
    expect(earned).toEqual(['first-lesson', 'streak-3', 'streak-7']);
    expect(doc.streak).toMatchObject({ current: 7, freezes: 1 });
  });

  test('a unit is mastered when all its written lessons are completed', () => {
    const lesson = (id: string, i: number) =>
      at(`2025-10-01T0${i}:00:00.000Z`, 'lesson-completed', { courseId: 'c1', unitId: 'u1', lessonId: id });
    const { doc, earned } = fold([lesson('c1.u1-l1', 1), lesson('c1.u1-l2', 2), lesson('c1.u1-l2', 3)]);
    expect(doc.units).toEqual({ c1: { u1: ['c1.u1-l1', 'c1.u1-l2'] } });
    expect(earned).not.toContain('unit-mastered');
    expect(fold([lesson('c1.u1-l3', 4)], doc).earned).toEqual(['unit-mastered']);
  });

  test('a perfect quiz needs at least 5 marks; quiz percents are kept', () => {
    const quiz = (score: number, maxScore: number, i: number) =>
      at(`2025-10-01T0${i}:00:00.000Z`, 'quiz-submitted', { attemptId: `q${i}`, score, maxScore });
    const small = fold([quiz(4, 4, 1)]);
    expect(small.doc.totals.perfectQuizzes).toBe(0);
    const { doc, earned } = fold([quiz(5, 5, 2), quiz(1, 3, 3)], small.doc);
    expect(earned).toEqual(['perfect-quiz']);
    expect(doc.days['2025-10-01']).toMatchObject({ q: 3, qp: 233.3 });
    expect(doc.totals.quizPercentSum).toBe(233.3);
    expect(doc.recentQuizzes.map((q) => [q.attemptId, q.percent])).toEqual([
      ['q1', 100],
      ['q2', 100],
      ['q3', 33.3],
    ]);
  });

  test('period stats: points, when they were reached, nothing outside the calendar', () => {
    const { doc } = fold([
      at('2025-03-01T08:00:00.000Z', 'lesson-completed'), // before the calendar
      at('2026-01-17T20:00:00.000Z', 'lesson-completed'), // semester 1's last day
      at('2026-01-17T21:30:00.000Z', 'active-time', { seconds: 30 }), // semester 2, no points
      at('2026-01-17T22:00:00.000Z', 'review-done'),
    ]);
    expect(doc.periods).toEqual({
      '2025-26-s1': {
        points: 12,
        lessonsCompleted: 1,
        activeSeconds: 0,
        bestStreak: 1,
        reachedAt: '2026-01-17T20:00:00.000Z',
      },
      '2025-26-s2': {
        points: 3,
        lessonsCompleted: 0,
        activeSeconds: 30,
        bestStreak: 2,
        reachedAt: '2026-01-17T22:00:00.000Z',
      },
      '2025-26': {
        points: 15,
        lessonsCompleted: 1,
        activeSeconds: 30,
        bestStreak: 2,
        reachedAt: '2026-01-17T22:00:00.000Z',
      },
    });
    expect(doc.totals.points).toBe(27);
  });

  test('a streak day older than the last one rebuilds the streak', () => {
    const day = (d: string) => at(`${d}T08:00:00.000Z`, 'lesson-completed');
    const gap = fold([day('2025-10-01'), day('2025-10-03')]).doc;
    expect(gap.streak.current).toBe(1);
    const filled = applyEvent(gap, day('2025-10-02'), ctx).doc;
    expect(filled.streak).toEqual({
      current: 3,
      longest: 3,
      lastDay: '2025-10-03',
      freezes: 0,
      frozenDays: [],
    });
    expect(filled.periods['2025-26-s1']?.bestStreak).toBe(3);
  });

  test('never changes its input', () => {
    const first = fold([
      at('2025-10-01T08:00:00.000Z', 'lesson-completed', {
        courseId: 'c1',
        unitId: 'u1',
        lessonId: 'c1.u1-l1',
      }),
    ]).doc;
    const frozen = JSON.stringify(first);
    applyEvent(first, at('2025-10-02T08:00:00.000Z', 'quiz-submitted', { score: 5, maxScore: 5 }), ctx);
    applyEvent(first, at('2025-10-01T09:00:00.000Z', 'active-time', { seconds: 60 }), ctx);
    expect(JSON.stringify(first)).toBe(frozen);
  });

  test('an event that changes nothing leaves the document as it was', () => {
    const first = fold([at('2025-10-01T08:00:00.000Z', 'lesson-completed')]).doc;
    const applied = applyEvent(first, at('2025-10-01T09:00:00.000Z', 'enrolled', { courseId: 'c1' }), ctx);
    expect(applied).toEqual({
      doc: { ...first, updatedAt: '2025-10-01T09:00:00.000Z' },
      earned: [],
      milestones: [],
    });
    expect(applied.doc.days).toBe(first.days);
  });
});

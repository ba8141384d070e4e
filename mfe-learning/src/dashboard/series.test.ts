// The charts' data from GET /dashboard's sparse days: gaps filled, weeks summed for the longer
// ranges, lessons counted in all from before the range, quizzes kept by their Riyadh day.
import type { Dashboard } from './api';
import { addDays, isNewStudent, localDigits, riyadhDayOf, seriesFor } from './series';

const day = (d: string, over: Partial<Dashboard['days'][number]> = {}) => ({
  day: d,
  lessonsCompleted: 0,
  learningMinutes: 0,
  quizzes: 0,
  quizPercent: null,
  reviews: 0,
  points: 0,
  streakDay: false,
  ...over,
});
const totals = (lessonsCompleted: number): Dashboard['totals'] => ({
  lessonsCompleted,
  quizzesSubmitted: 0,
  learningHours: 0,
  reviewsDone: 0,
  points: 0,
  averageQuizPercent: null,
});

describe('seriesFor', () => {
  const data = {
    today: '2026-03-01',
    days: [
      day('2025-06-01', { lessonsCompleted: 2 }),
      day('2026-02-20', { learningMinutes: 30, lessonsCompleted: 1 }),
      day('2026-02-28', { learningMinutes: 12 }),
      day('2026-03-01', { learningMinutes: 5, lessonsCompleted: 1, streakDay: true }),
    ],
    quizScores: [
      { at: '2025-12-01T10:00:00.000Z', percent: 40, attemptId: 'old', title: null },
      // 22:30 UTC on 28 Feb is 1 March in Riyadh.
      { at: '2026-02-28T22:30:00.000Z', percent: 80, attemptId: 'a', title: null },
    ],
    totals: totals(5),
  };

  it('fills 28 days ending today, with lessons counted in all', () => {
    const series = seriesFor(data, '4w');
    expect(series.activity).toHaveLength(28);
    expect(series.from).toBe('2026-02-02');
    expect(series.activity.at(-1)).toMatchObject({ from: '2026-03-01', to: '2026-03-01', minutes: 5 });
    expect(series.activity.find((p) => p.from === '2026-02-21')?.minutes).toBe(0);
    // 5 in all, 2 of them in the range: the line starts at 3.
    expect(series.activity[0]!.cumulative).toBe(3);
    expect(series.activity.at(-1)!.cumulative).toBe(5);
    expect(series.totals).toEqual({ minutes: 47, lessons: 2, quizzes: 1, averageQuiz: 80 });
    expect(series.busiest?.from).toBe('2026-02-20');
    expect(series.quizzes).toEqual([
      { key: 'a', at: '2026-02-28T22:30:00.000Z', day: '2026-03-01', percent: 80, title: null },
    ]);
  });

  it('sums weeks ending today for 3 and 12 months', () => {
    const quarter = seriesFor(data, '3m');
    expect(quarter.step).toBe(7);
    expect(quarter.activity).toHaveLength(13);
    expect(quarter.activity.at(-1)).toMatchObject({ from: '2026-02-23', to: '2026-03-01', minutes: 17 });
    expect(quarter.activity.at(-2)).toMatchObject({ from: '2026-02-16', minutes: 30, lessons: 1 });
    const year = seriesFor(data, '12m');
    expect(year.activity).toHaveLength(52);
    expect(year.from).toBe(addDays('2026-03-01', -363));
    expect(year.quizzes.map((q) => q.key)).toEqual(['old', 'a']);
    expect(year.totals.averageQuiz).toBe(60);
  });
});

describe('helpers', () => {
  it('tells a new student apart', () => {
    const streak = { longest: 0 };
    expect(isNewStudent({ days: [], quizScores: [], totals: totals(0), streak })).toBe(true);
    expect(isNewStudent({ days: [day('2026-03-01')], quizScores: [], totals: totals(0), streak })).toBe(
      false,
    );
  });

  it('reads Riyadh days and writes Arabic digits', () => {
    expect(riyadhDayOf('2026-02-28T20:59:59.000Z')).toBe('2026-02-28');
    expect(riyadhDayOf('2026-02-28T21:00:00.000Z')).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(localDigits('Semester 1 · 2026–27', 'ar')).toBe('Semester ١ · ٢٠٢٦–٢٧');
    expect(localDigits('2026–27', 'en')).toBe('2026–27');
  });
});

// Streaks over Riyadh days: length, freezes earned and used, resets, and reading on a later day.
import { riyadhDay } from '../tutor/allowance.ts';
import { addDays } from './calendar.ts';
import { emptyStreak, extendStreak, MAX_FREEZES, readStreak, streakOf, type StreakState } from './streaks.ts';

/** `n` consecutive days from `from`. */
const run = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));
const dayOf = (iso: string) => riyadhDay(new Date(iso));

describe('streak days', () => {
  test('consecutive days add up; a repeated day changes nothing', () => {
    const { state, lengths } = streakOf(['2025-10-01', '2025-10-02', '2025-10-02', '2025-10-03']);
    expect(state).toEqual({ current: 3, longest: 3, lastDay: '2025-10-03', freezes: 0, frozenDays: [] });
    expect([...lengths]).toEqual([
      ['2025-10-01', 1],
      ['2025-10-02', 2],
      ['2025-10-03', 3],
    ]);
    expect(extendStreak(state, '2025-10-03').state).toBe(state);
    expect(extendStreak(state, '2025-09-30').state).toBe(state);
  });

  test('the day turns at midnight in Riyadh: 20:59:59Z and 21:00:00Z are two days', () => {
    const twoDays = [dayOf('2025-10-01T20:59:59.000Z'), dayOf('2025-10-01T21:00:00.000Z')];
    expect(twoDays).toEqual(['2025-10-01', '2025-10-02']);
    expect(streakOf(twoDays).state.current).toBe(2);
    const oneDay = [dayOf('2025-10-01T21:00:00.000Z'), dayOf('2025-10-02T20:59:59.000Z')];
    expect(streakOf(oneDay).state.current).toBe(1);
    // A study session from 23:50 to 00:10 Riyadh time keeps a streak going on both days.
    const session = streakOf([dayOf('2025-10-01T20:50:00.000Z'), dayOf('2025-10-01T21:10:00.000Z')]);
    expect(session.state).toMatchObject({ current: 2, lastDay: '2025-10-02' });
  });

  test('a freeze is earned at 7 and 14 days; at most 2 are held', () => {
    let state: StreakState = emptyStreak();
    const earnedOn: number[] = [];
    for (const [i, day] of run('2025-10-01', 28).entries()) {
      const step = extendStreak(state, day);
      if (step.freezeEarned) earnedOn.push(i + 1);
      state = step.state;
    }
    expect(earnedOn).toEqual([7, 14]);
    expect(state).toMatchObject({ current: 28, longest: 28, freezes: MAX_FREEZES });
  });

  test('a freeze covers a missed day: the streak goes on without counting it', () => {
    const days = run('2025-10-01', 7); // 7 days: one freeze
    const step = extendStreak(streakOf(days).state, '2025-10-09'); // 10-08 missed
    expect(step).toMatchObject({ frozen: ['2025-10-08'], reset: false, freezeEarned: false });
    expect(step.state).toEqual({
      current: 8,
      longest: 8,
      lastDay: '2025-10-09',
      freezes: 0,
      frozenDays: ['2025-10-08'],
    });
  });

  test('two freezes cover two missed days', () => {
    const days = [...run('2025-10-01', 14), '2025-10-17'];
    const { state } = streakOf(days);
    expect(state).toMatchObject({ current: 15, freezes: 0, frozenDays: ['2025-10-15', '2025-10-16'] });
  });

  test('two missed days with one freeze reset the streak, and the freeze is spent', () => {
    const { state } = streakOf([...run('2025-10-01', 8), '2025-10-11']); // 10-09 and 10-10 missed
    expect(state).toEqual({ current: 1, longest: 8, lastDay: '2025-10-11', freezes: 0, frozenDays: [] });
    expect(extendStreak(streakOf(run('2025-10-01', 8)).state, '2025-10-11').reset).toBe(true);
  });

  test('a freeze used early in the week is earned again at the next multiple of 7', () => {
    const { state } = streakOf([...run('2025-10-01', 7), ...run('2025-10-09', 7)]);
    expect(state).toMatchObject({ current: 14, freezes: 1, frozenDays: ['2025-10-08'] });
  });
});

describe('reading a streak on a day', () => {
  const week = streakOf(run('2025-10-01', 7)).state; // last day 10-07, one freeze

  test('today not done yet never breaks it', () => {
    expect(readStreak(week, '2025-10-08')).toEqual({
      current: 7,
      longest: 7,
      freezes: 1,
      frozenDays: [],
      todayDone: false,
      nextFreezeIn: 7,
    });
  });

  test('today done', () => {
    const eight = extendStreak(week, '2025-10-08').state;
    expect(readStreak(eight, '2025-10-08')).toMatchObject({ current: 8, todayDone: true, nextFreezeIn: 6 });
  });

  test('a missed day is covered by a held freeze (reported, not stored)', () => {
    expect(readStreak(week, '2025-10-09')).toMatchObject({
      current: 7,
      freezes: 0,
      frozenDays: ['2025-10-08'],
      todayDone: false,
    });
    expect(week.freezes).toBe(1);
  });

  test('more missed days than freezes: broken, and the reading matches what the next day stores', () => {
    expect(readStreak(week, '2025-10-10')).toMatchObject({
      current: 0,
      longest: 7,
      freezes: 0,
      frozenDays: [],
    });
    expect(extendStreak(week, '2025-10-10').state).toMatchObject({ current: 1, freezes: 0 });
  });

  test('no streak day yet', () => {
    expect(readStreak(emptyStreak(), '2025-10-01')).toEqual({
      current: 0,
      longest: 0,
      freezes: 0,
      frozenDays: [],
      todayDone: false,
      nextFreezeIn: 7,
    });
  });
});

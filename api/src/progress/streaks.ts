/**
 * Streaks, as pure functions over Riyadh days (`YYYY-MM-DD`). What makes a day a streak day is the
 * aggregate's business (aggregate.ts: a lesson completed, a quiz submitted, a review done, or
 * STREAK_ACTIVE_SECONDS of active time); here a streak is only a sequence of such days:
 *
 * - Each streak day after the previous one adds 1 to the current streak.
 * - A freeze is earned each time the streak reaches a multiple of FREEZE_EVERY (7, 14, 21 …); at most
 *   MAX_FREEZES are held (one earned at the maximum is lost).
 * - Missed days between two streak days each use a held freeze: the streak goes on and the frozen
 *   days add nothing to its length. When the freezes do not cover every missed day, the streak resets
 *   (the next streak day starts at 1) and the freezes held are spent (each missed day took one until
 *   none was left). Only days bridged by freezes are listed as frozen.
 * - Reading a streak on a day (`readStreak`) is pure: the days missed since the last streak day, not
 *   counting today, are covered by the freezes held (reported as used, not stored); when they cannot
 *   be, the current streak reads 0. Today not yet done never breaks it.
 */
import { addDays, daysBetween } from './calendar.ts';

/** Active seconds in a Riyadh day that make it a streak day on their own (5 minutes). */
export const STREAK_ACTIVE_SECONDS = 300;
/** A freeze is earned each time the streak reaches a multiple of this. */
export const FREEZE_EVERY = 7;
/** Freezes held at most. */
export const MAX_FREEZES = 2;
/** Frozen days kept (the most recent); a year holds far fewer. */
export const KEPT_FROZEN_DAYS = 120;

/** The stored streak (learnerStats.streak). */
export interface StreakState {
  /** The streak as of `lastDay` (days, frozen days not counted). */
  current: number;
  longest: number;
  /** The last streak day. */
  lastDay?: string;
  /** Freezes held, 0 to MAX_FREEZES. */
  freezes: number;
  /** Missed days a freeze covered, oldest first. */
  frozenDays: string[];
}

export const emptyStreak = (): StreakState => ({ current: 0, longest: 0, freezes: 0, frozenDays: [] });

/** What adding one streak day did. */
export interface StreakStep {
  state: StreakState;
  /** Missed days that freezes covered now. */
  frozen: string[];
  /** A freeze was earned (and is held). */
  freezeEarned: boolean;
  /** Missed days broke the previous streak: this day starts a new one. */
  reset: boolean;
}

/** The days strictly between `from` and `to`. */
function daysStrictlyBetween(from: string, to: string): string[] {
  const count = daysBetween(from, to) - 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i + 1));
}

/**
 * Adds a streak day after the last one. A day that is not after `lastDay` changes nothing (an earlier
 * day needs `streakOf` over every day).
 */
export function extendStreak(state: StreakState, day: string): StreakStep {
  const unchanged = { state, frozen: [], freezeEarned: false, reset: false };
  let { current, freezes, frozenDays } = state;
  let frozen: string[] = [];
  let reset = false;
  if (state.lastDay === undefined) {
    current = 1;
  } else {
    if (day <= state.lastDay) return unchanged;
    const missed = daysStrictlyBetween(state.lastDay, day);
    if (missed.length === 0) {
      current += 1;
    } else if (missed.length <= freezes) {
      freezes -= missed.length;
      frozen = missed;
      frozenDays = [...frozenDays, ...missed].slice(-KEPT_FROZEN_DAYS);
      current += 1;
    } else {
      freezes = 0;
      current = 1;
      reset = true;
    }
  }
  const freezeEarned = current % FREEZE_EVERY === 0 && freezes < MAX_FREEZES;
  if (freezeEarned) freezes += 1;
  return {
    state: { current, longest: Math.max(state.longest, current), lastDay: day, freezes, frozenDays },
    frozen,
    freezeEarned,
    reset,
  };
}

/** A streak built from all its days (any order, repeats ignored), and its length on each of them. */
export function streakOf(days: Iterable<string>): { state: StreakState; lengths: Map<string, number> } {
  let state = emptyStreak();
  const lengths = new Map<string, number>();
  for (const day of [...new Set(days)].sort()) {
    state = extendStreak(state, day).state;
    lengths.set(day, state.current);
  }
  return { state, lengths };
}

/** The streak as a student sees it on `today`. */
export interface StreakReading {
  /** 0 when broken. */
  current: number;
  longest: number;
  /** Held after covering the days missed so far. */
  freezes: number;
  /** Every covered missed day, including those covered by this reading; oldest first. */
  frozenDays: string[];
  /** Today is a streak day already. */
  todayDone: boolean;
  /** Streak days to the next multiple of FREEZE_EVERY (where a freeze is earned when fewer than MAX_FREEZES are held). */
  nextFreezeIn: number;
}

/** The streak on `today` (pure: freezes this would use are reported, not stored). */
export function readStreak(state: StreakState, today: string): StreakReading {
  let { current, freezes, frozenDays } = state;
  if (state.lastDay !== undefined && state.lastDay < today) {
    const missed = daysStrictlyBetween(state.lastDay, today);
    if (missed.length <= freezes) {
      freezes -= missed.length;
      frozenDays = [...frozenDays, ...missed].slice(-KEPT_FROZEN_DAYS);
    } else {
      current = 0;
      freezes = 0;
    }
  }
  return {
    current,
    longest: state.longest,
    freezes,
    frozenDays,
    todayDone: state.lastDay === today,
    nextFreezeIn: FREEZE_EVERY - (current % FREEZE_EVERY),
  };
}

/**
 * The leaderboard (docs/decisions.md, "Leaderboard"): students ranked by the points they
 * earned in a period (a semester or an academic year), kept in memory.
 *
 * - One array per period, sorted by (points desc, reachedAt asc, userId asc); an update finds a
 *   student's old row and its new place by binary search (a move is a remove and an insert), so a
 *   request never scans or sorts. Only students with points > 0 in the period are on it.
 * - Built lazily on the first use from every `learnerStats` doc (userId, version, updatedAt, periods)
 *   and the students who chose `anonymous` or `hidden` (settings); concurrent first requests share
 *   one load. Kept fresh by `update(doc)` (the progress service's feed, one call per changed doc) and
 *   `setVisibility` (the settings route, on save). With MongoDB (several API processes, each with its
 *   own board) it also re-reads, every `refreshMs`, the docs updated since its last read and the
 *   visibility choices.
 * - Places are competition ranking: equal points share a place (1, 2, 2, 4); within equal points the
 *   student who reached them first is listed first, then by userId. `anonymous` students are ranked
 *   and shown without a name; `hidden` ones are not ranked at all (they take no place).
 * - The answer never carries an e-mail, a userId or any other personal data: only the username of
 *   visible rows, read for the shown rows alone (one `$in` query) through a small LRU cache with a
 *   60 s time to live.
 */
import type { Logger } from 'pino';
import type { LocalizedText } from '../errors.ts';
import type { LearnerStatsDoc, LearnerStatsRepository, PeriodStats } from '../store/learner-stats.ts';
import type { LeaderboardVisibility, SettingsRepository } from '../store/settings.ts';
import type { StoreKind } from '../store/types.ts';
import type { UserRepository } from '../store/users.ts';
import { riyadhDay } from '../tutor/allowance.ts';
import { PERIOD_KINDS, type Calendar, type Period, type PeriodKind } from './calendar.ts';

/** The two leaderboard views: a semester, or an academic year (summer included). */
export const LEADERBOARD_VIEWS = PERIOD_KINDS;
export type LeaderboardViewKind = PeriodKind;

/** Rows shown at the top of the board. */
export const TOP_ROWS = 10;
/** Rows shown above and below the student when they are not in the top rows. */
export const NEIGHBOUR_ROWS = 2;
/** Re-read period with MongoDB (docs updated by other API processes). */
export const DEFAULT_REFRESH_MS = 5000;
/** How long a username is trusted before it is read again. */
export const NAME_TTL_MS = 60_000;
/** Usernames kept in the cache (the most recently shown). */
export const NAME_CACHE_SIZE = 2000;
/**
 * A refresh asks for docs updated since the newest `updatedAt` it has seen minus this margin: other
 * processes stamp docs with their own clocks, a little apart. Re-applying a doc is harmless.
 */
const REFRESH_OVERLAP_MS = 10_000;

/** A period as the board shows it (OpenAPI `LeaderboardPeriod`): `current` when today (Riyadh) falls in it. */
export interface LeaderboardPeriod {
  id: string;
  kind: PeriodKind;
  title: LocalizedText;
  /** YYYY-MM-DD, first day (Riyadh). */
  from: string;
  /** YYYY-MM-DD, last day, inclusive. */
  to: string;
  current: boolean;
}

/** A student's figures in one period (`LearnerStatsDoc.periods[id]`). */
export type PeriodFigures = PeriodStats;

/** The fields of a `LearnerStatsDoc` the board reads (`version` grows with every save). */
export const LEADERBOARD_FIELDS = ['userId', 'version', 'updatedAt', 'periods'] as const;
export type LeaderboardStatsDoc = Pick<LearnerStatsDoc, (typeof LEADERBOARD_FIELDS)[number]>;

/** Where the board's stats come from: the `learnerStats` repository. */
export type LeaderboardStatsSource = Pick<LearnerStatsRepository, 'listAll' | 'listUpdatedSince'>;

/** What the board reads from the store. */
export interface LeaderboardStore {
  readonly kind: StoreKind;
  readonly learnerStats: LeaderboardStatsSource;
  readonly settings: Pick<SettingsRepository, 'listLeaderboardChoices'>;
  readonly users: Pick<UserRepository, 'findUsernames'>;
}

/** One row of the board as answered. */
export interface LeaderboardRow {
  place: number;
  /** The student's username; null for an anonymous student. */
  name: string | null;
  /** The row of the student asking. */
  you: boolean;
  /** The longest streak held during the period (days). */
  streak: number;
  lessonsCompleted: number;
  /** Hours, 1 decimal. */
  learningHours: number;
  /** Points earned in the period. */
  score: number;
}

/** GET /leaderboard's answer (OpenAPI component `Leaderboard`). */
export interface Leaderboard {
  view: LeaderboardViewKind;
  period: LeaderboardPeriod;
  /** The view's periods that have started, newest first. */
  periods: LeaderboardPeriod[];
  /** Students ranked in the period (points > 0, not hidden). */
  participants: number;
  /** The asking student's own choice. */
  visibility: LeaderboardVisibility;
  /** The first TOP_ROWS rows. */
  top: LeaderboardRow[];
  /** The asking student's row; null when hidden or without points in the period. */
  me: LeaderboardRow | null;
  /** Up to NEIGHBOUR_ROWS rows above and below `me`, none of them in `top`; empty when `me` is in `top` or null. */
  neighbours: LeaderboardRow[];
  /** How many of `neighbours` come before `me` on the board (the rest come after). */
  neighboursAbove: number;
}

export interface LeaderboardDeps {
  store: LeaderboardStore;
  clock: () => Date;
  logger: Logger;
  /** The academic calendar (progress/calendar.ts `loadCalendar()`): the periods and the current one. */
  calendar: Pick<Calendar, 'period' | 'periodsOf'>;
  /** MongoDB only: how often to re-read docs updated by other processes. Default 5 s; 0 turns it off. */
  refreshMs?: number;
}

export interface LeaderboardService {
  /**
   * The board of `view` for `userId`: the period `periodId` (one of the view's started periods), or
   * the default one (the current semester or year; in the summer, the semester that just ended).
   * Null when `periodId` is not a started period of the view.
   */
  view(userId: string, view: LeaderboardViewKind, periodId?: string): Promise<Leaderboard | null>;
  /** The view's started periods, newest first (the first is the default). */
  periods(view: LeaderboardViewKind): LeaderboardPeriod[];
  /** A student's doc was saved (the progress service's feed). Ignored until the board is loaded. */
  update(doc: LeaderboardStatsDoc): void;
  /** A student saved their visibility (the settings route's hook). */
  setVisibility(userId: string, visibility: LeaderboardVisibility): void;
  /** Builds the board now (otherwise done on the first view); concurrent calls share one load. */
  load(): Promise<void>;
  /** Re-reads docs updated since the last read and the visibility choices (what the MongoDB timer runs). */
  refresh(): Promise<void>;
  /** Stops the refresh timer. */
  close(): void;
}

// ---------------------------------------------------------------------------------------------------
// Sorted rows

/** One student's row in one period's array. */
interface Entry {
  userId: string;
  points: number;
  reachedAt: string;
  lessonsCompleted: number;
  activeSeconds: number;
  bestStreak: number;
}

/** The board's order: points desc, reachedAt asc, userId asc (a total order: userIds are unique). */
function compare(a: Entry, b: Entry): number {
  if (a.points !== b.points) return b.points - a.points;
  if (a.reachedAt !== b.reachedAt) return a.reachedAt < b.reachedAt ? -1 : 1;
  if (a.userId !== b.userId) return a.userId < b.userId ? -1 : 1;
  return 0;
}

/** The first index whose row sorts at or after `entry` (where it is, or would be inserted). */
function lowerBound(rows: readonly Entry[], entry: Entry): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(rows[mid] as Entry, entry) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The row's index, or -1. */
function indexOf(rows: readonly Entry[], entry: Entry): number {
  const at = lowerBound(rows, entry);
  return at < rows.length && (rows[at] as Entry).userId === entry.userId ? at : -1;
}

function insertRow(rows: Entry[], entry: Entry): void {
  rows.splice(lowerBound(rows, entry), 0, entry);
}

function removeRow(rows: Entry[], entry: Entry): void {
  const at = indexOf(rows, entry);
  if (at !== -1) rows.splice(at, 1);
}

/** Competition ranking: 1 + the number of rows with more points (the first index with `points` or fewer). */
function placeOf(rows: readonly Entry[], points: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((rows[mid] as Entry).points > points) low = mid + 1;
    else high = mid;
  }
  return low + 1;
}

function sameEntry(a: Entry, b: Entry): boolean {
  return (
    a.points === b.points &&
    a.reachedAt === b.reachedAt &&
    a.lessonsCompleted === b.lessonsCompleted &&
    a.activeSeconds === b.activeSeconds &&
    a.bestStreak === b.bestStreak
  );
}

/** A student as the board knows them: their doc's version and one entry per period with points. */
interface Known {
  version: number;
  entries: Map<string, Entry>;
}

// ---------------------------------------------------------------------------------------------------

const hours = (seconds: number) => Math.round(seconds / 360) / 10;

export function createLeaderboard(deps: LeaderboardDeps): LeaderboardService {
  const { store, clock, logger } = deps;
  const refreshMs = deps.refreshMs ?? DEFAULT_REFRESH_MS;
  const { calendar } = deps;

  /** Period id → its rows, sorted. Hidden students are in none. */
  const boards = new Map<string, Entry[]>();
  const known = new Map<string, Known>();
  /** The students who are not `visible` (most are). */
  let choices = new Map<string, Exclude<LeaderboardVisibility, 'visible'>>();
  /** userId → username (null: no such user) and when it was read; Map order = least recently used first. */
  const names = new Map<string, { name: string | null; readAt: number }>();

  let loaded = false;
  let loading: Promise<void> | undefined;
  /** Changes told while a load is reading the store: applied on top of what it read. */
  let pendingDocs: Map<string, LeaderboardStatsDoc> | undefined;
  let pendingChoices: Map<string, LeaderboardVisibility> | undefined;
  /** The newest `updatedAt` read or told (the next refresh reads from there). */
  let newestSeen = '';
  let refreshing: Promise<void> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const visibilityOf = (userId: string): LeaderboardVisibility => choices.get(userId) ?? 'visible';
  /** Bumped by every change of a board (a row, a visibility): the cached top rows are then rebuilt. */
  let changes = 0;
  /** Per period, the top rows as everyone sees them (no `you`), while the boards and names hold. */
  const tops = new Map<string, { changes: number; at: number; rows: LeaderboardRow[] }>();
  /** Per view, its periods for a Riyadh day. */
  const periodLists = new Map<LeaderboardViewKind, { day: string; periods: LeaderboardPeriod[] }>();
  const boardOf = (periodId: string): Entry[] => {
    let rows = boards.get(periodId);
    if (!rows) {
      rows = [];
      boards.set(periodId, rows);
    }
    return rows;
  };

  /** The doc's entries: periods of the calendar with points > 0. */
  function entriesOf(doc: LeaderboardStatsDoc): Map<string, Entry> {
    const entries = new Map<string, Entry>();
    for (const [periodId, figures] of Object.entries(doc.periods)) {
      if (!(figures.points > 0) || !calendar.period(periodId)) continue;
      entries.set(periodId, {
        userId: doc.userId,
        points: figures.points,
        reachedAt: figures.reachedAt,
        lessonsCompleted: figures.lessonsCompleted,
        activeSeconds: figures.activeSeconds,
        bestStreak: figures.bestStreak,
      });
    }
    return entries;
  }

  function noteSeen(updatedAt: string) {
    if (updatedAt > newestSeen) newestSeen = updatedAt;
  }

  /** Replaces the student's rows with the doc's (a loaded board only). */
  function apply(doc: LeaderboardStatsDoc): void {
    changes += 1;
    noteSeen(doc.updatedAt);
    const before = known.get(doc.userId);
    if (before && doc.version < before.version) return;
    const entries = entriesOf(doc);
    known.set(doc.userId, { version: doc.version, entries });
    if (visibilityOf(doc.userId) === 'hidden') return;
    for (const [periodId, old] of before?.entries ?? []) {
      const next = entries.get(periodId);
      if (next && sameEntry(old, next)) {
        entries.set(periodId, old); // unchanged: keep the object that is in the array
        continue;
      }
      removeRow(boardOf(periodId), old);
    }
    for (const [periodId, entry] of entries) {
      if (before?.entries.get(periodId) !== entry) insertRow(boardOf(periodId), entry);
    }
  }

  function applyVisibility(userId: string, visibility: LeaderboardVisibility): void {
    changes += 1;
    const before = visibilityOf(userId);
    if (visibility === 'visible') choices.delete(userId);
    else choices.set(userId, visibility);
    if ((before === 'hidden') === (visibility === 'hidden')) return;
    const entries = known.get(userId)?.entries ?? new Map<string, Entry>();
    for (const [periodId, entry] of entries) {
      if (visibility === 'hidden') removeRow(boardOf(periodId), entry);
      else insertRow(boardOf(periodId), entry);
    }
  }

  async function read(): Promise<void> {
    const started = performance.now();
    pendingDocs = new Map();
    pendingChoices = new Map();
    try {
      const [docs, stored] = await Promise.all([
        store.learnerStats.listAll(LEADERBOARD_FIELDS),
        store.settings.listLeaderboardChoices(),
      ]);
      choices = stored;
      for (const [userId, visibility] of pendingChoices) {
        if (visibility === 'visible') choices.delete(userId);
        else choices.set(userId, visibility);
      }
      // Build each array in one sort (faster than one insert per student).
      for (const doc of docs) {
        noteSeen(doc.updatedAt);
        const before = known.get(doc.userId);
        if (before && doc.version < before.version) continue;
        const entries = entriesOf(doc);
        known.set(doc.userId, { version: doc.version, entries });
      }
      for (const [userId, student] of known) {
        if (visibilityOf(userId) === 'hidden') continue;
        for (const [periodId, entry] of student.entries) boardOf(periodId).push(entry);
      }
      for (const rows of boards.values()) rows.sort(compare);
      for (const doc of pendingDocs.values()) apply(doc);
      loaded = true;
      logger.info(
        {
          students: docs.length,
          periods: Object.fromEntries([...boards].map(([id, rows]) => [id, rows.length])),
          durationMs: Math.round(performance.now() - started),
        },
        'leaderboard loaded',
      );
      startRefresh();
    } finally {
      pendingDocs = undefined;
      pendingChoices = undefined;
    }
  }

  function load(): Promise<void> {
    if (loaded) return Promise.resolve();
    loading ??= read().catch((error: unknown) => {
      loading = undefined; // the next request tries again
      boards.clear();
      known.clear();
      throw error;
    });
    return loading;
  }

  function startRefresh() {
    if (store.kind !== 'mongodb' || refreshMs <= 0 || closed || timer) return;
    timer = setInterval(() => {
      refresh().catch((error: unknown) => logger.warn({ err: error }, 'leaderboard refresh failed'));
    }, refreshMs);
    timer.unref();
  }

  async function refreshOnce(): Promise<void> {
    const since =
      newestSeen === ''
        ? new Date(0).toISOString()
        : new Date(new Date(newestSeen).getTime() - REFRESH_OVERLAP_MS).toISOString();
    const [docs, stored] = await Promise.all([
      store.learnerStats.listUpdatedSince(since, LEADERBOARD_FIELDS),
      store.settings.listLeaderboardChoices(),
    ]);
    for (const userId of [...choices.keys()]) {
      if (!stored.has(userId)) applyVisibility(userId, 'visible');
    }
    for (const [userId, visibility] of stored) applyVisibility(userId, visibility);
    for (const doc of docs) apply(doc);
  }

  function refresh(): Promise<void> {
    if (!loaded) return load();
    refreshing ??= refreshOnce().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  /** periodsOf, kept for the Riyadh day. */
  function periodsFor(view: LeaderboardViewKind): LeaderboardPeriod[] {
    const day = riyadhDay(clock());
    const cached = periodLists.get(view);
    if (cached?.day === day) return cached.periods;
    const periods = periodsOf(view);
    periodLists.set(view, { day, periods });
    return periods;
  }

  /** The view's started periods, newest first (the first is the default: calendar.ts `periodsOf`). */
  function periodsOf(view: LeaderboardViewKind): LeaderboardPeriod[] {
    const now = clock();
    const today = riyadhDay(now);
    return calendar.periodsOf(view, now).map((period: Period) => ({
      id: period.id,
      kind: period.kind,
      title: period.title,
      from: period.from,
      to: period.to,
      current: period.from <= today && today <= period.to,
    }));
  }

  /** Usernames of `userIds`, from the cache or one `$in` read of those missing or too old. */
  async function usernames(userIds: readonly string[]): Promise<Map<string, string | null>> {
    const now = clock().getTime();
    const out = new Map<string, string | null>();
    const missing: string[] = [];
    for (const userId of userIds) {
      const cached = names.get(userId);
      if (cached && now - cached.readAt < NAME_TTL_MS) {
        names.delete(userId); // most recently used: to the end
        names.set(userId, cached);
        out.set(userId, cached.name);
      } else {
        missing.push(userId);
      }
    }
    if (missing.length > 0) {
      const found = await store.users.findUsernames(missing);
      for (const userId of missing) {
        const name = found.get(userId) ?? null;
        names.delete(userId);
        names.set(userId, { name, readAt: now });
        out.set(userId, name);
      }
      for (const userId of names.keys()) {
        if (names.size <= NAME_CACHE_SIZE) break;
        names.delete(userId);
      }
    }
    return out;
  }

  return {
    async view(userId, view, periodId) {
      await load();
      const periods = periodsFor(view);
      const period = periodId === undefined ? periods[0] : periods.find((p) => p.id === periodId);
      if (!period) return null;
      const rows = boards.get(period.id) ?? [];
      const visibility = visibilityOf(userId);
      const mine = visibility === 'hidden' ? undefined : known.get(userId)?.entries.get(period.id);
      const myIndex = mine ? indexOf(rows, mine) : -1;

      const row = (entry: Entry, named: Map<string, string | null>): LeaderboardRow => ({
        place: placeOf(rows, entry.points),
        name: visibilityOf(entry.userId) === 'visible' ? (named.get(entry.userId) ?? null) : null,
        you: entry.userId === userId,
        streak: entry.bestStreak,
        lessonsCompleted: entry.lessonsCompleted,
        learningHours: hours(entry.activeSeconds),
        score: entry.points,
      });
      const namesOf = (entries: readonly Entry[]) =>
        usernames(
          entries.filter((entry) => visibilityOf(entry.userId) === 'visible').map((entry) => entry.userId),
        );

      // The top rows are the same for everyone: built once per change of the boards (and at least
      // every NAME_TTL_MS, for renamed students), then only the asker's own row is marked.
      const now = clock().getTime();
      let top = tops.get(period.id);
      if (!top || top.changes !== changes || now - top.at >= NAME_TTL_MS) {
        const entries = rows.slice(0, TOP_ROWS);
        const named = await namesOf(entries);
        top = { changes, at: now, rows: entries.map((entry) => ({ ...row(entry, named), you: false })) };
        tops.set(period.id, top);
      }
      const topRows =
        myIndex >= 0 && myIndex < TOP_ROWS
          ? top.rows.map((shown, i) => (i === myIndex ? { ...shown, you: true } : shown))
          : top.rows;

      // Below the top: up to NEIGHBOUR_ROWS rows either side of mine, none of the top's.
      const from = Math.max(TOP_ROWS, myIndex - NEIGHBOUR_ROWS);
      const above = myIndex >= TOP_ROWS ? rows.slice(from, myIndex) : [];
      const below = myIndex >= TOP_ROWS ? rows.slice(myIndex + 1, myIndex + NEIGHBOUR_ROWS + 1) : [];
      const near = myIndex >= TOP_ROWS ? [...above, ...below, rows[myIndex] as Entry] : [];
      const named = near.length > 0 ? await namesOf(near) : new Map<string, string | null>();
      return {
        view,
        period,
        periods,
        participants: rows.length,
        visibility,
        top: topRows,
        me:
          myIndex === -1
            ? null
            : myIndex < TOP_ROWS
              ? (topRows[myIndex] as LeaderboardRow)
              : row(rows[myIndex] as Entry, named),
        neighbours: [...above, ...below].map((entry) => row(entry, named)),
        neighboursAbove: above.length,
      };
    },

    periods: periodsOf,

    update(doc) {
      if (loaded) apply(doc);
      else if (pendingDocs) {
        const waiting = pendingDocs.get(doc.userId);
        if (!waiting || waiting.version <= doc.version) pendingDocs.set(doc.userId, doc);
      }
      // Not loaded and not loading: the load will read it from the store.
    },

    setVisibility(userId, visibility) {
      if (loaded) applyVisibility(userId, visibility);
      else pendingChoices?.set(userId, visibility);
    },

    load,
    refresh,

    close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

/**
 * The academic calendar (`api/content/calendar.json`): the periods of the leaderboard and of the
 * per-period progress stats. Each academic year has two semesters:
 *
 * - Semester 1 runs from its start to the day before semester 2; semester 2 to its own end.
 * - A year runs from its semester 1 start to the day before the next year's semester 1 start, so the
 *   summer counts in the year only (no semester holds it). The last year listed ends the day before
 *   the same date a year after its start.
 * - "The current semester" during the summer is the one that just ended; before the first semester it
 *   is that first one, after the last year the last semester.
 *
 * Dates are Riyadh calendar days, `YYYY-MM-DD` (inclusive both ends); instants are turned into days
 * with `riyadhDay` (tutor/allowance.ts). Ids: year `2025-26`, semesters `2025-26-s1`, `2025-26-s2`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { LocalizedText } from '../errors.ts';
import { riyadhDay } from '../tutor/allowance.ts';

/** Where the calendar lives: `api/content/calendar.json`. */
export const CALENDAR_FILE = path.resolve(import.meta.dirname, '../../content/calendar.json');

// ---------------------------------------------------------------------------------------------------
// Days

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD`. */
export function isDay(value: string): boolean {
  return DAY_PATTERN.test(value) && new Date(`${value}T00:00:00.000Z`).toISOString().startsWith(value);
}

const dayMs = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);

/** The day `n` days after `day` (before it when negative). */
export function addDays(day: string, n: number): string {
  return new Date(dayMs(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

// ---------------------------------------------------------------------------------------------------
// The file

const DaySchema = z.string().refine(isDay, { message: 'must be a date written YYYY-MM-DD' });

export const CalendarFileSchema = z.strictObject({
  $comment: z.string().optional(),
  years: z
    .array(
      z.strictObject({
        id: z.string().regex(/^\d{4}-\d{2}$/, { message: 'must be written like 2025-26' }),
        semester1From: DaySchema,
        semester2From: DaySchema,
        semester2To: DaySchema,
        /** Dates not published yet by the ministry. */
        estimated: z.boolean().optional(),
      }),
    )
    .min(1),
});
export type CalendarFile = z.infer<typeof CalendarFileSchema>;

// ---------------------------------------------------------------------------------------------------
// Periods

export const PERIOD_KINDS = ['semester', 'year'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export interface Period {
  /** `2025-26` (year) or `2025-26-s1` / `2025-26-s2` (semester). */
  id: string;
  kind: PeriodKind;
  title: LocalizedText;
  /** First day, `YYYY-MM-DD` (Riyadh). */
  from: string;
  /** Last day, inclusive. */
  to: string;
  /** Its dates are an estimate (not published yet). */
  estimated: boolean;
}

/** The periods that hold a day: no semester in the summer, nothing outside the calendar. */
export interface PeriodsAt {
  semester: Period | null;
  year: Period | null;
}

export interface Calendar {
  /** Oldest first. */
  readonly years: readonly Period[];
  /** Oldest first. */
  readonly semesters: readonly Period[];
  period(id: string): Period | undefined;
  /** The periods holding a Riyadh day (`YYYY-MM-DD`). */
  periodsOn(day: string): PeriodsAt;
  /** The periods holding an instant (its Riyadh day). */
  periodsAt(at: Date): PeriodsAt;
  /**
   * The period of the view that is current at `now`: the one holding today, else the last one that
   * has ended (a semester during the summer), else the first one (before the calendar starts).
   */
  current(view: PeriodKind, now: Date): Period;
  /** The periods of the view that have started by `now`, newest first (always with the current one). */
  periodsOf(view: PeriodKind, now: Date): Period[];
}

const ORDINAL: Record<1 | 2, LocalizedText> = {
  1: { en: 'Semester 1', ar: 'الفصل الدراسي الأول' },
  2: { en: 'Semester 2', ar: 'الفصل الدراسي الثاني' },
};

/** `2025–26` (en dash) from the id `2025-26`; the client renders the digits of its language. */
const yearLabel = (id: string): string => id.replace('-', '–');

function semester(yearId: string, n: 1 | 2, from: string, to: string, estimated: boolean): Period {
  const label = yearLabel(yearId);
  return {
    id: `${yearId}-s${n}`,
    kind: 'semester',
    title: { en: `${ORDINAL[n].en} · ${label}`, ar: `${ORDINAL[n].ar} · ${label}` },
    from,
    to,
    estimated,
  };
}

/** The problems of a calendar's dates (empty when consistent). */
function calendarProblems(file: CalendarFile): string[] {
  const problems: string[] = [];
  file.years.forEach((year, i) => {
    const where = `years[${i}] (${year.id})`;
    const start = Number(year.semester1From.slice(0, 4));
    const expectedId = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
    if (year.id !== expectedId) problems.push(`${where}: id must be "${expectedId}" (its semester 1 year)`);
    if (year.semester2From <= year.semester1From)
      problems.push(`${where}: semester 2 must start after semester 1`);
    if (year.semester2To < year.semester2From) problems.push(`${where}: semester 2 must end after it starts`);
    const next = file.years[i + 1];
    if (next && next.semester1From <= year.semester2To)
      problems.push(`years[${i + 1}] (${next.id}): must start after ${year.id} ends`);
  });
  return problems;
}

/** A calendar over a validated file; throws when its dates do not follow each other. */
export function createCalendar(file: CalendarFile): Calendar {
  const problems = calendarProblems(file);
  if (problems.length > 0) throw new Error(`The calendar is not consistent:\n  - ${problems.join('\n  - ')}`);

  const years: Period[] = [];
  const semesters: Period[] = [];
  file.years.forEach((year, i) => {
    const estimated = year.estimated ?? false;
    const next = file.years[i + 1];
    const nextStart = next
      ? next.semester1From
      : `${Number(year.semester1From.slice(0, 4)) + 1}${year.semester1From.slice(4)}`;
    const label = yearLabel(year.id);
    years.push({
      id: year.id,
      kind: 'year',
      title: { en: `Academic year ${label}`, ar: `العام الدراسي ${label}` },
      from: year.semester1From,
      to: addDays(nextStart, -1),
      estimated,
    });
    semesters.push(
      semester(year.id, 1, year.semester1From, addDays(year.semester2From, -1), estimated),
      semester(year.id, 2, year.semester2From, year.semester2To, estimated),
    );
  });
  const byId = new Map([...years, ...semesters].map((period) => [period.id, period]));
  const listOf = (view: PeriodKind) => (view === 'year' ? years : semesters);
  const holding = (list: readonly Period[], day: string) =>
    list.find((period) => period.from <= day && day <= period.to) ?? null;

  const periodsOn = (day: string): PeriodsAt => ({
    semester: holding(semesters, day),
    year: holding(years, day),
  });

  function current(view: PeriodKind, now: Date): Period {
    const list = listOf(view);
    const today = riyadhDay(now);
    const started = list.filter((period) => period.from <= today);
    return holding(list, today) ?? started.at(-1) ?? (list[0] as Period);
  }

  return {
    years,
    semesters,
    period: (id) => byId.get(id),
    periodsOn,
    periodsAt: (at) => periodsOn(riyadhDay(at)),
    current,
    periodsOf(view, now) {
      const today = riyadhDay(now);
      const started = listOf(view).filter((period) => period.from <= today);
      return (started.length > 0 ? started : [current(view, now)]).reverse();
    },
  };
}

/** The problems of a calendar file's data (empty when valid). */
export function calendarFileProblems(data: unknown): string[] {
  const parsed = CalendarFileSchema.safeParse(data);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
  return calendarProblems(parsed.data);
}

/** Reads and validates a calendar file; throws naming the file and each problem. */
export function readCalendar(file: string = CALENDAR_FILE): Calendar {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Calendar ${file} could not be read: ${(error as Error).message}`, { cause: error });
  }
  const problems = calendarFileProblems(data);
  if (problems.length > 0)
    throw new Error(`Calendar ${file} is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return createCalendar(CalendarFileSchema.parse(data));
}

let loaded: Calendar | undefined;

/** The calendar of `api/content/calendar.json`, read and validated once, then cached. */
export function loadCalendar(): Calendar {
  loaded ??= readCalendar();
  return loaded;
}

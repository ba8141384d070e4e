// The academic calendar: the real content file, its boundaries in Riyadh time, and broken files.
import {
  addDays,
  calendarFileProblems,
  createCalendar,
  daysBetween,
  isDay,
  loadCalendar,
  type CalendarFile,
} from './calendar.ts';

const calendar = loadCalendar();
const ids = (at: string) => {
  const { semester, year } = calendar.periodsAt(new Date(at));
  return { semester: semester?.id ?? null, year: year?.id ?? null };
};

describe('day arithmetic', () => {
  test('adds days across months, years and a leap day', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2025-12-30', '2026-01-02')).toBe(3);
    expect(daysBetween('2026-01-02', '2025-12-30')).toBe(-3);
  });

  test('knows a real day', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-2-28')).toBe(false);
  });
});

describe('the periods of 2025-26 and 2026-27', () => {
  test('ids, titles in both languages and dates', () => {
    expect(calendar.years.map((p) => [p.id, p.from, p.to, p.estimated])).toEqual([
      ['2025-26', '2025-08-24', '2026-08-22', false],
      ['2026-27', '2026-08-23', '2027-08-22', true],
    ]);
    expect(calendar.semesters.map((p) => [p.id, p.from, p.to])).toEqual([
      ['2025-26-s1', '2025-08-24', '2026-01-17'],
      ['2025-26-s2', '2026-01-18', '2026-06-25'],
      ['2026-27-s1', '2026-08-23', '2027-01-09'],
      ['2026-27-s2', '2027-01-10', '2027-06-24'],
    ]);
    expect(calendar.period('2026-27-s1')?.title).toEqual({
      en: 'Semester 1 · 2026–27',
      ar: 'الفصل الدراسي الأول · 2026–27',
    });
    expect(calendar.period('2025-26-s2')?.title).toEqual({
      en: 'Semester 2 · 2025–26',
      ar: 'الفصل الدراسي الثاني · 2025–26',
    });
    expect(calendar.period('2025-26')?.title).toEqual({
      en: 'Academic year 2025–26',
      ar: 'العام الدراسي 2025–26',
    });
    expect(calendar.period('2024-25')).toBeUndefined();
  });

  test('semester 2 starts at midnight in Riyadh (21:00 UTC the evening before)', () => {
    expect(ids('2026-01-17T20:59:59.999Z')).toEqual({ semester: '2025-26-s1', year: '2025-26' });
    expect(ids('2026-01-17T21:00:00.000Z')).toEqual({ semester: '2025-26-s2', year: '2025-26' });
    expect(calendar.periodsOn('2026-01-17').semester?.id).toBe('2025-26-s1');
    expect(calendar.periodsOn('2026-01-18').semester?.id).toBe('2025-26-s2');
  });

  test('the summer counts in the year only; its current semester is the one that just ended', () => {
    expect(ids('2026-06-25T20:59:59.000Z')).toEqual({ semester: '2025-26-s2', year: '2025-26' });
    expect(ids('2026-06-25T21:00:00.000Z')).toEqual({ semester: null, year: '2025-26' });
    const july = new Date('2026-07-15T09:00:00.000Z');
    expect(calendar.current('semester', july).id).toBe('2025-26-s2');
    expect(calendar.current('year', july).id).toBe('2025-26');
  });

  test('the next year starts with its semester 1, at midnight in Riyadh', () => {
    expect(ids('2026-08-22T20:59:59.999Z')).toEqual({ semester: null, year: '2025-26' });
    expect(ids('2026-08-22T21:00:00.000Z')).toEqual({ semester: '2026-27-s1', year: '2026-27' });
  });

  test('outside the calendar: no period; the current one is the nearest', () => {
    expect(ids('2025-03-01T08:00:00.000Z')).toEqual({ semester: null, year: null });
    expect(ids('2027-08-23T08:00:00.000Z')).toEqual({ semester: null, year: null });
    const before = new Date('2025-03-01T08:00:00.000Z');
    expect(calendar.current('semester', before).id).toBe('2025-26-s1');
    expect(calendar.periodsOf('semester', before).map((p) => p.id)).toEqual(['2025-26-s1']);
    const after = new Date('2028-01-01T08:00:00.000Z');
    expect(calendar.current('semester', after).id).toBe('2026-27-s2');
    expect(calendar.current('year', after).id).toBe('2026-27');
  });

  test('periodsOf lists the started periods of a view, newest first', () => {
    const now = new Date('2026-09-01T08:00:00.000Z');
    expect(calendar.periodsOf('semester', now).map((p) => p.id)).toEqual([
      '2026-27-s1',
      '2025-26-s2',
      '2025-26-s1',
    ]);
    expect(calendar.periodsOf('year', now).map((p) => p.id)).toEqual(['2026-27', '2025-26']);
    expect(calendar.current('semester', now).id).toBe('2026-27-s1');
  });

  test('the first period listed is always the current one (the leaderboard’s default)', () => {
    for (const at of ['2025-03-01', '2025-12-01', '2026-02-01', '2026-07-15', '2026-09-01', '2028-01-01']) {
      const now = new Date(`${at}T08:00:00.000Z`);
      for (const view of ['semester', 'year'] as const)
        expect(calendar.periodsOf(view, now)[0]).toEqual(calendar.current(view, now));
    }
  });
});

describe('a broken calendar file', () => {
  const good: CalendarFile = {
    years: [
      { id: '2025-26', semester1From: '2025-08-24', semester2From: '2026-01-18', semester2To: '2026-06-25' },
    ],
  };

  test('the content file is valid', () => {
    expect(calendarFileProblems(good)).toEqual([]);
  });

  test('names each problem', () => {
    expect(calendarFileProblems({ years: [] })).toEqual([expect.stringMatching(/^years:/)]);
    expect(calendarFileProblems({ years: [{ ...good.years[0], semester2From: '2026-02-30' }] })).toEqual([
      'years.0.semester2From: must be a date written YYYY-MM-DD',
    ]);
    expect(calendarFileProblems({ years: [{ ...good.years[0], id: '2024-25' }] })).toEqual([
      'years[0] (2024-25): id must be "2025-26" (its semester 1 year)',
    ]);
    expect(
      calendarFileProblems({
        years: [
          good.years[0],
          {
            id: '2026-27',
            semester1From: '2026-06-01',
            semester2From: '2027-01-10',
            semester2To: '2027-06-24',
          },
        ],
      }),
    ).toEqual(['years[1] (2026-27): must start after 2025-26 ends']);
    expect(() =>
      createCalendar({ years: [{ ...good.years[0], semester2To: '2026-01-01' }] } as CalendarFile),
    ).toThrow(/semester 2 must end after it starts/);
  });
});

// The review's times in both languages: the interval on each rating button and when the next card
// is due (Intl's words and digits).
import { formatDueIn, formatInterval } from './format';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatInterval', () => {
  it('is short in English: "<1 min", minutes, hours, days, months, years', () => {
    const en = (ms: number) => formatInterval(ms, 'en', '<1 min');
    expect([en(0), en(30_000), en(MIN), en(10 * MIN), en(3 * HOUR), en(4 * DAY), en(1 * DAY)]).toEqual([
      '<1 min',
      '<1 min',
      '1 min',
      '10 min',
      '3 hr',
      '4 days',
      '1 day',
    ]);
    expect(en(65 * DAY)).toBe('2 mths');
    expect(en(800 * DAY)).toBe('2 yrs');
    // Rounded to the nearest unit, the next unit once it is nearer.
    expect(en(59 * MIN + 50_000)).toBe('1 hr');
    expect(en(23 * HOUR + 40 * MIN)).toBe('1 day');
  });

  it('uses the Arabic counted forms and Arabic-Indic digits', () => {
    const ar = (ms: number) => formatInterval(ms, 'ar', 'أقل من دقيقة');
    expect([ar(20_000), ar(MIN), ar(2 * MIN), ar(10 * MIN), ar(11 * MIN), ar(2 * DAY), ar(4 * DAY)]).toEqual([
      'أقل من دقيقة',
      'دقيقة',
      'دقيقتان',
      '١٠ دقائق',
      '١١ دقيقة',
      'يومان',
      '٤ أيام',
    ]);
    expect(ar(3 * HOUR)).toBe('٣ ساعات');
  });
});

describe('formatDueIn', () => {
  const now = Date.parse('2026-03-01T08:00:00.000Z');
  const at = (ms: number) => new Date(now + ms).toISOString();

  it('says when the next card is due, in words', () => {
    expect(formatDueIn(at(10 * MIN), 'en', now)).toBe('in 10 minutes');
    expect(formatDueIn(at(59_000), 'en', now)).toBe('in 1 minute');
    expect(formatDueIn(at(DAY), 'en', now)).toBe('tomorrow');
    expect(formatDueIn(at(4 * DAY), 'en', now)).toBe('in 4 days');
    expect(formatDueIn(at(-HOUR), 'en', now)).toBe('now');
    expect(formatDueIn(at(10 * MIN), 'ar', now)).toBe('خلال ١٠ دقائق');
    expect(formatDueIn(at(DAY), 'ar', now)).toBe('غدًا');
    expect(formatDueIn(at(0), 'ar', now)).toBe('الآن');
  });
});

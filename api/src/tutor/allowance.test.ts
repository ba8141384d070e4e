import { allowanceMessage, describeWait, nextRiyadhMidnight, riyadhDay } from './allowance.ts';

describe('the Riyadh day', () => {
  test.each([
    ['2025-03-01T20:59:59.999Z', '2025-03-01', '2025-03-01T21:00:00.000Z'],
    ['2025-03-01T21:00:00.000Z', '2025-03-02', '2025-03-02T21:00:00.000Z'],
    ['2025-03-01T00:00:00.000Z', '2025-03-01', '2025-03-01T21:00:00.000Z'],
    ['2024-12-31T21:30:00.000Z', '2025-01-01', '2025-01-01T21:00:00.000Z'],
  ])('%s is %s in Riyadh, renewing at %s', (at, day, renews) => {
    expect(riyadhDay(new Date(at))).toBe(day);
    expect(nextRiyadhMidnight(new Date(at)).toISOString()).toBe(renews);
  });
});

describe('the wait in words', () => {
  test.each([
    [30_000, '1 minute', 'دقيقة واحدة'],
    [2 * 60_000, '2 minutes', 'دقيقتين'],
    [60 * 60_000, '1 hour', 'ساعة واحدة'],
    [2 * 60 * 60_000 + 60_000, '2 hours and 1 minute', 'ساعتين ودقيقة واحدة'],
    [5 * 60 * 60_000 + 7 * 60_000, '5 hours and 7 minutes', '5 ساعات و7 دقائق'],
    [23 * 60 * 60_000 + 59 * 60_000, '23 hours and 59 minutes', '23 ساعة و59 دقيقة'],
  ])('%d ms', (ms, en, ar) => {
    expect(describeWait(ms)).toEqual({ en, ar });
  });

  test('the message names the limit and the renewal in both languages', () => {
    expect(allowanceMessage(200, 3 * 60 * 60_000)).toEqual({
      en: "You have used today's 200 messages with the tutor. They renew at midnight Riyadh time, in 3 hours.",
      ar: 'لقد استخدمت رسائل اليوم مع المعلم (200 رسالة). تتجدد عند منتصف الليل بتوقيت الرياض، بعد 3 ساعات.',
    });
    expect(allowanceMessage(5, 60_000).ar).toContain('(5 رسائل)');
  });
});

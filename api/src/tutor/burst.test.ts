import { AppError } from '../errors.ts';
import { manualClock } from '../testing.ts';
import { BURST_LIMITS, burstMessage, createBurstLimiter } from './burst.ts';

function refusal(take: () => unknown): AppError {
  try {
    take();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a 429');
}

describe('the short-window limit', () => {
  test('the limits: 6 a minute with the AI provider, 20 with the offline engine', () => {
    expect(BURST_LIMITS).toEqual({ openai: 6, offline: 20 });
  });

  test('at most `limit` starts in any window; 429 with Retry-After until the oldest leaves it', () => {
    const time = manualClock();
    const burst = createBurstLimiter({ limit: 3, windowMs: 60_000, clock: time.clock });
    burst.take('u1'); // t = 0
    time.advance(10_000);
    burst.take('u1'); // t = 10 s
    time.advance(10_500);
    burst.take('u1'); // t = 20.5 s
    const refused = refusal(() => burst.take('u1'));
    expect(refused.status).toBe(429);
    // The first start leaves the window at 60 s: 39.5 s from now, rounded up.
    expect(refused.headers).toEqual({ 'Retry-After': '40' });
    expect(refused.localized).toEqual({
      en: 'You are sending messages to the tutor too quickly (at most 3 a minute). Please wait 40 seconds and try again.',
      ar: 'أنت ترسل الرسائل إلى المعلم بسرعة كبيرة (3 رسائل في الدقيقة على الأكثر). يرجى الانتظار 40 ثانية ثم المحاولة مرة أخرى.',
    });
    // Another student has their own window.
    expect(() => burst.take('u2')).not.toThrow();

    // A refusal is not a start: once the first leaves, one more may start, and only one.
    time.advance(39_500); // t = 60 s
    expect(() => burst.take('u1')).not.toThrow();
    expect(refusal(() => burst.take('u1')).headers).toEqual({ 'Retry-After': '10' });
    time.advance(10_000); // t = 70 s: the second left
    expect(() => burst.take('u1')).not.toThrow();
  });

  test('a start taken back (refused later, e.g. by the daily allowance) does not count', () => {
    const time = manualClock();
    const burst = createBurstLimiter({ limit: 2, windowMs: 60_000, clock: time.clock });
    burst.take('u1');
    const takeBack = burst.take('u1');
    takeBack();
    expect(() => burst.take('u1')).not.toThrow();
    expect(() => burst.take('u1')).toThrow(AppError);
  });

  test.each([
    [1, 1, 'at most 1 a minute', 'wait 1 second', 'رسالة واحدة في الدقيقة', 'الانتظار ثانية واحدة'],
    [2, 2, 'at most 2 a minute', 'wait 2 seconds', 'رسالتان في الدقيقة', 'الانتظار ثانيتين'],
    [20, 7, 'at most 20 a minute', 'wait 7 seconds', '20 رسالة في الدقيقة', 'الانتظار 7 ثوانٍ'],
  ])('the message names the limit and the wait (%i, %i s)', (limit, wait, en1, en2, ar1, ar2) => {
    const message = burstMessage(limit, 60_000, wait);
    expect(message.en).toContain(en1);
    expect(message.en).toContain(en2);
    expect(message.ar).toContain(ar1);
    expect(message.ar).toContain(ar2);
  });

  test('a window other than a minute is named in seconds', () => {
    expect(burstMessage(5, 10_000, 3)).toEqual({
      en: 'You are sending messages to the tutor too quickly (at most 5 every 10 seconds). Please wait 3 seconds and try again.',
      ar: 'أنت ترسل الرسائل إلى المعلم بسرعة كبيرة (5 رسائل كل 10 ثوانٍ على الأكثر). يرجى الانتظار 3 ثوانٍ ثم المحاولة مرة أخرى.',
    });
  });
});

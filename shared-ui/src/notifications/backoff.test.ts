import { BACKOFF, backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles from 1 s up to 30 s (without jitter)', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10, 100].map((n) => backoffDelay(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000,
    ]);
  });

  it('moves each wait by at most ±25 %, never above 30 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(750);
    expect(backoffDelay(0, () => 0.999999)).toBe(1250);
    expect(backoffDelay(3, () => 0)).toBe(6000);
    expect(backoffDelay(4, () => 0.999999)).toBe(20000);
    expect(backoffDelay(5, () => 0.999999)).toBe(BACKOFF.maxMs); // 32 s * 1.25, capped
    expect(backoffDelay(5, () => 0)).toBe(22500);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const delay = backoffDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(750);
      expect(delay).toBeLessThanOrEqual(BACKOFF.maxMs);
    }
  });
});

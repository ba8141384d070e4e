// How long to wait before reconnecting the stream: 1 s, 2 s, 4 s... doubling up to 30 s, each
// moved by up to ±25 % at random, so that many tabs (or many students after an API restart) do
// not all come back in the same instant. Never more than the maximum.

export const BACKOFF = { baseMs: 1000, maxMs: 30_000, jitter: 0.25 } as const;

/** The wait before attempt `attempt` (0 for the first retry). `random` returns [0, 1). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempt, 30));
  const nominal = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** exponent);
  const factor = 1 - BACKOFF.jitter + 2 * BACKOFF.jitter * random();
  return Math.round(Math.min(BACKOFF.maxMs, nominal * factor));
}

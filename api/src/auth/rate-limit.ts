/**
 * Counting attempts per key (a normalised e-mail, a client address) in a sliding window, in the memory
 * of this process. Past `slowAfter` attempts in the window, each further attempt is delayed (doubling
 * from `baseDelayMs`, capped at `maxDelayMs`); at `blockAfter` attempts it is refused until the oldest
 * counted attempt leaves the window. Refused attempts are not counted, so waiting always helps.
 *
 * Checking and counting happen in one synchronous step (`take`), before any await: a burst of
 * parallel requests cannot all pass the check before the first one is counted.
 */

export interface AttemptPolicy {
  windowMs: number;
  /** Attempts already in the window from which the next one is delayed; Infinity for never. */
  slowAfter: number;
  /** Attempts already in the window from which the next one is refused. */
  blockAfter: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export type AttemptVerdict =
  { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

/** Delay before attempt number `count + 1` when `count` attempts are already in the window. */
export function delayFor(policy: AttemptPolicy, count: number): number {
  if (count < policy.slowAfter) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (count - policy.slowAfter));
}

export class AttemptLimiter {
  readonly policy: AttemptPolicy;
  readonly #now: () => number;
  readonly #maxKeys: number;
  /** Per key: times (ms) of counted attempts, oldest first. */
  readonly #attempts = new Map<string, number[]>();

  constructor(policy: AttemptPolicy, now: () => number, maxKeys = 100_000) {
    this.policy = policy;
    this.#now = now;
    this.#maxKeys = maxKeys;
  }

  /** The live attempt times of a key (expired ones dropped). */
  #live(key: string, now: number): number[] {
    const times = this.#attempts.get(key);
    if (!times) return [];
    const cutoff = now - this.policy.windowMs;
    let drop = 0;
    while (drop < times.length && (times[drop] ?? 0) <= cutoff) drop += 1;
    if (drop > 0) times.splice(0, drop);
    if (times.length === 0) this.#attempts.delete(key);
    return times;
  }

  /** What would happen to one more attempt, without counting it. */
  peek(key: string): AttemptVerdict {
    const now = this.#now();
    const times = this.#live(key, now);
    if (times.length >= this.policy.blockAfter) {
      // The count drops below blockAfter when this attempt leaves the window.
      const freeing = times[times.length - this.policy.blockAfter] ?? now;
      const retryAfterMs = freeing + this.policy.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
    return { allowed: true, delayMs: delayFor(this.policy, times.length) };
  }

  /** Counts one attempt now; returns its time (for `forgive`). */
  record(key: string): number {
    const now = this.#now();
    const times = this.#live(key, now);
    times.push(now);
    this.#attempts.delete(key); // re-insert: the map stays ordered by last activity
    this.#attempts.set(key, times);
    if (this.#attempts.size > this.#maxKeys) this.#evict(now);
    return now;
  }

  /** Removes one counted attempt (e.g. it turned out to be a successful sign-in). */
  forgive(key: string, at: number): void {
    const times = this.#attempts.get(key);
    if (!times) return;
    const index = times.lastIndexOf(at);
    if (index !== -1) times.splice(index, 1);
    if (times.length === 0) this.#attempts.delete(key);
  }

  /** Forgets every attempt of a key. */
  reset(key: string): void {
    this.#attempts.delete(key);
  }

  /** Attempts of a key in the current window. */
  count(key: string): number {
    return this.#live(key, this.#now()).length;
  }

  /** Keeps memory bounded: drop expired keys, then the least recently active ones. */
  #evict(now: number): void {
    for (const key of [...this.#attempts.keys()]) this.#live(key, now);
    for (const key of this.#attempts.keys()) {
      if (this.#attempts.size <= this.#maxKeys) break;
      this.#attempts.delete(key);
    }
  }
}

/**
 * Checks every (limiter, key) pair; when all allow, counts the attempt in each and returns the longest
 * delay. When any refuses, counts nothing and returns the longest wait.
 */
export function takeAttempt(
  checks: readonly { limiter: AttemptLimiter; key: string }[],
): { allowed: true; delayMs: number; stamps: number[] } | { allowed: false; retryAfterSeconds: number } {
  let delayMs = 0;
  let retryAfterSeconds = 0;
  for (const { limiter, key } of checks) {
    const verdict = limiter.peek(key);
    if (verdict.allowed) delayMs = Math.max(delayMs, verdict.delayMs);
    else retryAfterSeconds = Math.max(retryAfterSeconds, verdict.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
  const stamps = checks.map(({ limiter, key }) => limiter.record(key));
  return { allowed: true, delayMs, stamps };
}

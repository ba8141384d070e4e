/**
 * The tutor's short-window limit, beside the daily allowance (allowance.ts): at most `limit` replies
 * started per student in any `windowMs` (a sliding window). The allowance bounds a day; this bounds a
 * moment, so that one student (or a script with their token) cannot start hundreds of paid
 * completions at once across many conversations. Sends, reply actions and regenerations count.
 *
 * With the AI provider, BURST_LIMITS.openai (6 a minute): a student who reads the replies never
 * reaches it, even clicking "regenerate" or the reply actions in a row. The offline engine costs no
 * money but CPU (retrieval, and OCR of a photo takes seconds of a core), so it has a looser limit,
 * BURST_LIMITS.offline (20 a minute).
 *
 * The window lives in this process's memory: with several API processes (MongoDB) each counts its
 * own, so a student may start up to `limit` per process. That is enough for its purpose (a burst is
 * short and a reverse proxy spreads it), and the daily allowance, counted in the store, still holds.
 */
import { AppError, type LocalizedText } from '../errors.ts';
import type { ProviderInfo } from './types.ts';

export const BURST_WINDOW_MS = 60_000;
/** Replies a student may start per BURST_WINDOW_MS, by the provider that answers. */
export const BURST_LIMITS: Record<ProviderInfo['kind'], number> = { openai: 6, offline: 20 };

export interface BurstOptions {
  limit: number;
  windowMs: number;
}

function arabicCount(n: number, one: string, two: string, few: string, many: string): string {
  if (n === 1) return one;
  if (n === 2) return two;
  if (n >= 3 && n <= 10) return `${n} ${few}`;
  return `${n} ${many}`;
}

/** The 429 text: too many replies started in the window, and when the next one may start. */
export function burstMessage(limit: number, windowMs: number, waitSeconds: number): LocalizedText {
  const seconds = (n: number) => ({
    en: `${n} ${n === 1 ? 'second' : 'seconds'}`,
    ar: arabicCount(n, 'ثانية واحدة', 'ثانيتين', 'ثوانٍ', 'ثانية'),
  });
  const windowSeconds = seconds(Math.round(windowMs / 1000));
  const per =
    windowMs === 60_000
      ? { en: 'a minute', ar: 'في الدقيقة' }
      : { en: `every ${windowSeconds.en}`, ar: `كل ${windowSeconds.ar}` };
  const wait = seconds(waitSeconds);
  return {
    en:
      `You are sending messages to the tutor too quickly (at most ${limit} ${per.en}). ` +
      `Please wait ${wait.en} and try again.`,
    ar:
      `أنت ترسل الرسائل إلى المعلم بسرعة كبيرة (${arabicCount(limit, 'رسالة واحدة', 'رسالتان', 'رسائل', 'رسالة')} ${per.ar} على الأكثر). ` +
      `يرجى الانتظار ${wait.ar} ثم المحاولة مرة أخرى.`,
  };
}

export interface BurstLimiter {
  readonly limit: number;
  readonly windowMs: number;
  /**
   * Counts one reply started now, or throws the 429 (Retry-After: seconds until the oldest start in
   * the window leaves it). Returns a function that takes the start back (the send was refused later,
   * e.g. by the daily allowance, and started nothing).
   */
  take(userId: string): () => void;
}

export function createBurstLimiter(deps: BurstOptions & { clock: () => Date }): BurstLimiter {
  const { limit, windowMs } = deps;
  /** Each student's starts in the window, oldest first. */
  const starts = new Map<string, number[]>();
  let sweptAt = 0;

  /** Forgets the starts that left the window, of everyone at most once a window (memory stays bounded). */
  function sweep(now: number): void {
    if (now - sweptAt < windowMs) return;
    sweptAt = now;
    for (const [userId, times] of starts) {
      if ((times.at(-1) ?? 0) <= now - windowMs) starts.delete(userId);
    }
  }

  return {
    limit,
    windowMs,
    take(userId) {
      const now = deps.clock().getTime();
      sweep(now);
      const times = (starts.get(userId) ?? []).filter((at) => at > now - windowMs);
      if (times.length >= limit) {
        starts.set(userId, times);
        const waitMs = (times[0] as number) + windowMs - now;
        const waitSeconds = Math.max(1, Math.ceil(waitMs / 1000));
        throw new AppError(429, burstMessage(limit, windowMs, waitSeconds), {
          headers: { 'Retry-After': String(waitSeconds) },
        });
      }
      times.push(now);
      starts.set(userId, times);
      return () => {
        const current = starts.get(userId);
        const i = current?.lastIndexOf(now) ?? -1;
        if (current && i !== -1) current.splice(i, 1);
      };
    },
  };
}

/**
 * The per-student daily message allowance: each send and regeneration counts one; the count renews
 * at midnight in Riyadh (Asia/Riyadh is UTC+3 all year, no daylight saving time). It bounds what one
 * student can cost at the provider; the default (TUTOR_DAILY_MESSAGES, 200) is generous for study.
 */
import { AppError, type LocalizedText } from '../errors.ts';
import type { TutorUsageRepository } from '../store/tutor-usage.ts';

/** Asia/Riyadh: UTC+3, no DST. */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Counts of days older than this are deleted (at most once a day, on a send). */
const KEEP_DAYS = 7;

/** The Riyadh calendar day of an instant, `YYYY-MM-DD`. */
export function riyadhDay(at: Date): string {
  return new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

/** The next midnight in Riyadh after `at` (when the day's allowance renews). */
export function nextRiyadhMidnight(at: Date): Date {
  const local = at.getTime() + RIYADH_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS + DAY_MS - RIYADH_OFFSET_MS);
}

function arabicCount(n: number, one: string, two: string, few: string, many: string): string {
  if (n === 1) return one;
  if (n === 2) return two;
  if (n >= 3 && n <= 10) return `${n} ${few}`;
  return `${n} ${many}`;
}

/** "3 hours and 20 minutes" / "3 ساعات و20 دقيقة" (at least one minute). */
export function describeWait(ms: number): LocalizedText {
  const totalMinutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const en: string[] = [];
  const ar: string[] = [];
  if (hours > 0) {
    en.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
    ar.push(arabicCount(hours, 'ساعة واحدة', 'ساعتين', 'ساعات', 'ساعة'));
  }
  if (minutes > 0) {
    en.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
    ar.push(arabicCount(minutes, 'دقيقة واحدة', 'دقيقتين', 'دقائق', 'دقيقة'));
  }
  return { en: en.join(' and '), ar: ar.join(' و') };
}

/** The 429 text: the allowance is used up and renews at midnight Riyadh time, in so long. */
export function allowanceMessage(limit: number, waitMs: number): LocalizedText {
  const wait = describeWait(waitMs);
  return {
    en:
      `You have used today's ${limit} messages with the tutor. They renew at midnight Riyadh time, ` +
      `in ${wait.en}.`,
    ar:
      `لقد استخدمت رسائل اليوم مع المعلم (${arabicCount(limit, 'رسالة واحدة', 'رسالتان', 'رسائل', 'رسالة')}). تتجدد عند منتصف الليل بتوقيت الرياض، ` +
      `بعد ${wait.ar}.`,
  };
}

export interface AllowanceStatus {
  limit: number;
  used: number;
  /** ISO 8601 UTC: the next midnight in Riyadh. */
  renewsAt: string;
}

export interface Allowance {
  readonly limit: number;
  status(userId: string): Promise<AllowanceStatus>;
  /** Counts one message, or throws the 429 (Retry-After: seconds to midnight in Riyadh). */
  take(userId: string): Promise<{ day: string }>;
  /** Gives back a message counted on `day` (its reply failed at the provider). */
  giveBack(userId: string, day: string): Promise<void>;
}

export function createAllowance(deps: {
  usage: TutorUsageRepository;
  limit: number;
  clock: () => Date;
  onError?: (error: unknown) => void;
}): Allowance {
  let sweptDay = '';
  return {
    limit: deps.limit,

    async status(userId) {
      const now = deps.clock();
      return {
        limit: deps.limit,
        used: Math.min(deps.limit, await deps.usage.used(userId, riyadhDay(now))),
        renewsAt: nextRiyadhMidnight(now).toISOString(),
      };
    },

    async take(userId) {
      const now = deps.clock();
      const day = riyadhDay(now);
      if (day !== sweptDay) {
        sweptDay = day;
        const oldest = riyadhDay(new Date(now.getTime() - KEEP_DAYS * DAY_MS));
        deps.usage.deleteBefore(oldest).catch((error: unknown) => deps.onError?.(error));
      }
      if (await deps.usage.take(userId, day, deps.limit)) return { day };
      const waitMs = nextRiyadhMidnight(now).getTime() - now.getTime();
      throw new AppError(429, allowanceMessage(deps.limit, waitMs), {
        headers: { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
      });
    },

    giveBack: (userId, day) => deps.usage.giveBack(userId, day),
  };
}

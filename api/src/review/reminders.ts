/**
 * The daily review reminder (issue 12): between 16:00 and 21:00 Riyadh time, a student with due
 * review cards is told once a Riyadh day, "You have 5 cards to review today", by notify() (type
 * 'notification', category 'lessons': the student's "Lessons" toggle governs it, and notify() stores
 * a muted one already read and neither streams nor e-mails it).
 *
 * A round (every `everyMs`, 15 minutes by default) walks the students with a card due now, in id
 * order through the (userId, due) index, one query each; outside the window it reads nothing. A
 * student is claimed for the day in the `reviewReminders` ledger before the message is sent, so
 * several API processes (MongoDB) remind once; a failed send releases the claim for the next round.
 */
import type { Logger } from 'pino';
import type { NotificationService } from '../notifications/service.ts';
import type { Store } from '../store/index.ts';
import { riyadhDay } from '../tutor/allowance.ts';
import { reviewReminderMessage } from './messages.ts';
import { countDueCards } from './service.ts';

/** Reminders go out from this hour (Riyadh time, inclusive)... */
export const REMINDER_FROM_HOUR = 16;
/** ...until this one (exclusive): 16:00-20:59. */
export const REMINDER_UNTIL_HOUR = 21;
export const DEFAULT_REMINDER_INTERVAL_MS = 15 * 60 * 1000;

const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The hour of the day in Riyadh (UTC+3, no daylight saving time). */
export const riyadhHour = (at: Date): number => new Date(at.getTime() + RIYADH_OFFSET_MS).getUTCHours();

/** Whether `at` falls in the reminders' window. */
export function inReminderWindow(at: Date): boolean {
  const hour = riyadhHour(at);
  return hour >= REMINDER_FROM_HOUR && hour < REMINDER_UNTIL_HOUR;
}

export interface ReviewRemindersDeps {
  store: Pick<Store, 'reviewCards'>;
  notifications: Pick<NotificationService, 'notify'>;
  clock?: () => Date;
  logger: Logger;
  /** Time between rounds; default 15 minutes. */
  everyMs?: number;
}

export interface ReviewReminders {
  /** One round now: resolves with how many reminders were sent (0 outside the window). */
  runOnce(): Promise<number>;
  /** Stops the rounds (a round in progress finishes). */
  stop(): void;
}

export function startReviewReminders(deps: ReviewRemindersDeps): ReviewReminders {
  const clock = deps.clock ?? (() => new Date());
  const { reviewCards } = deps.store;
  let running: Promise<number> | undefined;

  async function round(): Promise<number> {
    const now = clock();
    if (!inReminderWindow(now)) return 0;
    const day = riyadhDay(now);
    const nowIso = now.toISOString();
    let sent = 0;
    let after: string | undefined;
    for (;;) {
      const userId = await reviewCards.nextUserWithDueCard(nowIso, after);
      if (userId === null) break;
      after = userId;
      if ((await reviewCards.remindedOn(userId)) === day) continue;
      // Only new cards beyond today's allowance are due: nothing to review today.
      const { due } = await countDueCards(reviewCards, userId, now);
      if (due === 0) continue;
      if (!(await reviewCards.claimReminder(userId, day))) continue;
      try {
        await deps.notifications.notify(userId, {
          type: 'notification',
          category: 'lessons',
          message: reviewReminderMessage(due),
        });
        sent += 1;
      } catch (err) {
        deps.logger.error({ err, userId }, 'Sending a review reminder failed');
        await reviewCards.releaseReminder(userId, day).catch((releaseErr: unknown) => {
          deps.logger.error({ err: releaseErr, userId }, 'Releasing a review reminder failed');
        });
      }
    }
    if (sent > 0) deps.logger.info({ sent, day }, 'Review reminders sent');
    return sent;
  }

  /** One round at a time: a call during a round waits for it and starts none of its own. */
  function runOnce(): Promise<number> {
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => {
    runOnce().catch((err: unknown) => {
      deps.logger.error({ err }, 'A review reminder round failed');
    });
  }, deps.everyMs ?? DEFAULT_REMINDER_INTERVAL_MS);
  timer.unref();

  return {
    runOnce,
    stop: () => clearInterval(timer),
  };
}

/**
 * notify(): the one way to tell a student something. It stores the notification, publishes it to
 * the live streams of every API process (hub.ts) and e-mails it, all according to the student's
 * toggles in Settings > Notifications.
 */
import type { Logger } from 'pino';
import type { LocalizedText } from '../errors.ts';
import type { Store } from '../store/index.ts';
import type { NotificationDoc, NotificationType } from '../store/notifications.ts';
import { defaultSettings, type NotificationCategory } from '../store/settings.ts';
import type { NotificationHub } from './hub.ts';
import { createIdGenerator } from './ids.ts';
import { composeNotificationEmail, type Mailer } from './mailer.ts';

export interface NotifyInput {
  type: NotificationType;
  /** The toggle that governs it; by default the type's own (see DEFAULT_CATEGORY). */
  category?: NotificationCategory;
  message: LocalizedText;
}

/** The spec's Notification: what the list and the stream show (no userId, no bookkeeping). */
export interface PublicNotification {
  _id: string;
  type: NotificationType;
  message: LocalizedText;
  /** Seconds since the epoch. */
  timestamp: number;
  read: boolean;
  seen: boolean;
}

export const DEFAULT_CATEGORY: Record<NotificationType, NotificationCategory> = {
  notification: 'updates',
  progress: 'progress',
  achievement: 'achievements',
};

export const toPublicNotification = (doc: NotificationDoc): PublicNotification => ({
  _id: doc._id,
  type: doc.type,
  message: { en: doc.message.en, ar: doc.message.ar },
  timestamp: doc.timestamp,
  read: doc.read,
  seen: doc.seen,
});

export interface NotificationService {
  /**
   * Creates a notification for the student. If its category is switched off it is stored already
   * seen and read, and is neither streamed nor e-mailed. Otherwise it is stored unseen and unread,
   * published to the student's open streams, and e-mailed when `notifications.email` is on (in the
   * background: e-mail failures are logged, never thrown).
   */
  notify(userId: string, input: NotifyInput): Promise<PublicNotification>;
  /**
   * notify() for side effects of a request that must not fail it (welcome, profile updated):
   * errors are logged and swallowed.
   */
  notifyQuietly(userId: string, input: NotifyInput): Promise<void>;
  readonly hub: NotificationHub;
  /** Resolves once the e-mails queued so far are sent or have failed (tests, shutdown). */
  settled(): Promise<void>;
  /** Waits for queued e-mails, then closes the hub and the mailer. */
  close(): Promise<void>;
}

export interface NotificationServiceDeps {
  store: Pick<Store, 'notifications' | 'settings' | 'users'>;
  hub: NotificationHub;
  /** Without one, e-mails are skipped (scripts and benchmarks). */
  mailer?: Mailer;
  clock?: () => Date;
  logger: Logger;
}

export function createNotificationService(deps: NotificationServiceDeps): NotificationService {
  const clock = deps.clock ?? (() => new Date());
  const newId = createIdGenerator(() => clock().getTime());
  const pending = new Set<Promise<void>>();

  async function email(userId: string, message: LocalizedText, language: 'en' | 'ar'): Promise<void> {
    if (!deps.mailer) return;
    const user = await deps.store.users.findById(userId);
    if (!user) return;
    await deps.mailer.send(
      composeNotificationEmail({ to: user.email, username: user.username, message, language }),
    );
  }

  async function notify(userId: string, input: NotifyInput): Promise<PublicNotification> {
    const settings = (await deps.store.settings.find(userId))?.settings ?? defaultSettings();
    const category = input.category ?? DEFAULT_CATEGORY[input.type];
    const wanted = settings.notifications[category];
    const now = clock();
    const doc = await deps.store.notifications.insert({
      _id: newId(),
      userId,
      type: input.type,
      category,
      message: { en: input.message.en, ar: input.message.ar },
      timestamp: Math.floor(now.getTime() / 1000),
      read: !wanted,
      seen: !wanted,
      ...(wanted ? {} : { muted: true as const }),
      createdAt: now.toISOString(),
    });
    if (wanted) {
      deps.hub.publish(doc);
      if (settings.notifications.email && deps.mailer) {
        const sending = email(userId, doc.message, settings.accessibility.mainLanguage)
          .catch((err: unknown) => {
            deps.logger.error(
              { err, userId, notificationId: doc._id },
              'Sending a notification e-mail failed',
            );
          })
          .finally(() => pending.delete(sending));
        pending.add(sending);
      }
    }
    return toPublicNotification(doc);
  }

  async function settled(): Promise<void> {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  }

  return {
    notify,
    async notifyQuietly(userId, input) {
      try {
        await notify(userId, input);
      } catch (err) {
        deps.logger.error({ err, userId, type: input.type }, 'Creating a notification failed');
      }
    },
    hub: deps.hub,
    settled,
    async close() {
      await settled();
      await deps.hub.close();
      deps.mailer?.close();
    },
  };
}

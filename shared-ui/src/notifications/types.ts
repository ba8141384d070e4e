// A notification as the API sends it (spec section 3), in the list and on the stream.
import type { components } from '../api/schema.gen';

/** A notification as the API sends it (the contract's `Notification`). */
export type AppNotification = components['schemas']['Notification'];
export type NotificationType = AppNotification['type'];

/** GET /notifications/list (the contract's `NotificationPage`). */
export type NotificationsPage = components['schemas']['NotificationPage'];

/**
 * One message of the stream (GET /notifications?token=...): `{type, data}`, where `type` is the
 * notification's own type (notification, progress or achievement) and `data` the notification.
 */
export interface StreamMessage {
  type: string;
  data?: unknown;
}

export const NOTIFICATION_TYPES: readonly NotificationType[] = ['notification', 'progress', 'achievement'];
const TYPES = NOTIFICATION_TYPES;

/** Whether a stream message carries a notification (of any of the three types). */
export const isNotificationMessage = (message: StreamMessage | null | undefined): boolean =>
  !!message && TYPES.includes(message.type as NotificationType);

/**
 * A notification from the live stream (an EventSource message: JSON text outside the typed client),
 * checked field by field; null when it is not one (spec section 7: unreadable messages are ignored).
 */
export function parseNotification(value: unknown): AppNotification | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const message = v.message as Partial<AppNotification['message']> | null | undefined;
  if (
    typeof v._id !== 'string' ||
    v._id === '' ||
    typeof message !== 'object' ||
    message === null ||
    typeof message.en !== 'string' ||
    typeof message.ar !== 'string' ||
    typeof v.timestamp !== 'number' ||
    !Number.isFinite(v.timestamp)
  ) {
    return null;
  }
  return {
    _id: v._id,
    // A type this version does not know still shows, with the general icon.
    type: TYPES.includes(v.type as NotificationType) ? (v.type as NotificationType) : 'notification',
    message: { en: message.en, ar: message.ar },
    timestamp: v.timestamp,
    read: v.read === true,
    seen: v.seen === true,
  };
}

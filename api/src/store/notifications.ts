import type { LocalizedText } from '../errors.ts';
import type { NotificationCategory } from './settings.ts';
import type { Collection, Database, Filter, InsertWatch, InsertWatchHandlers } from './types.ts';

/** The notification types of the spec (section 3); the front end picks an icon per type. */
export const NOTIFICATION_TYPES = ['notification', 'progress', 'achievement'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * One notification of one student. `_id` is time-ordered (notifications/ids.ts): it is also the SSE
 * event id, and "what did I miss" is `{_id: {$gt: lastEventId}}` on both engines.
 */
export interface NotificationDoc {
  _id: string;
  userId: string;
  type: NotificationType;
  /** Which toggle of Settings > Notifications governs it. */
  category: NotificationCategory;
  message: LocalizedText;
  /** Seconds since the epoch (the spec's `timestamp`). */
  timestamp: number;
  read: boolean;
  seen: boolean;
  /** Set when the category was switched off at creation: stored seen and read, never streamed. */
  muted?: true;
  /** ISO 8601 UTC. */
  createdAt: string;
}

export interface NotificationPage {
  /** Newest first. */
  notifications: NotificationDoc[];
  /** The `before` of the next (older) page, when there is one. */
  nextBefore?: string;
}

export interface NotificationRepository {
  insert(doc: NotificationDoc): Promise<NotificationDoc>;
  /** A page of the student's notifications, newest first, older than `before` when given. */
  listPage(userId: string, options: { limit: number; before?: string }): Promise<NotificationPage>;
  countUnseen(userId: string): Promise<number>;
  countUnread(userId: string): Promise<number>;
  /** Marks every unseen notification of the student seen; returns how many changed. */
  markAllSeen(userId: string): Promise<number>;
  /** Marks every unread (or unseen) notification of the student read and seen; returns how many changed. */
  markAllRead(userId: string): Promise<number>;
  /** Streamable (not muted) notifications of the student after `afterId`, oldest first, at most `limit`. */
  listDeliverableAfter(userId: string, afterId: string, limit: number): Promise<NotificationDoc[]>;
  /** MongoDB only: every process learns of inserts through a change stream (see notifications/hub.ts). */
  watchInserts?: (handlers: InsertWatchHandlers<NotificationDoc>) => InsertWatch;
}

export const NOTIFICATIONS_COLLECTION = 'notifications';

export async function createNotificationRepository(db: Database): Promise<NotificationRepository> {
  const collection: Collection<NotificationDoc> =
    await db.collection<NotificationDoc>(NOTIFICATIONS_COLLECTION);
  await collection.ensureIndex({ fields: ['userId', '_id'] });
  await collection.ensureIndex({ fields: ['userId', 'seen'] });

  const watch = db.watchInserts?.bind(db);

  return {
    insert: (doc) => collection.insertOne(doc),

    async listPage(userId, { limit, before }) {
      const filter: Filter<NotificationDoc> =
        before === undefined ? { userId } : { userId, _id: { $lt: before } };
      const docs = await collection.find(filter, { sort: { _id: -1 }, limit: limit + 1 });
      const page = docs.slice(0, limit);
      const last = page.at(-1);
      return docs.length > limit && last
        ? { notifications: page, nextBefore: last._id }
        : { notifications: page };
    },

    countUnseen: (userId) => collection.count({ userId, seen: false }),
    countUnread: (userId) => collection.count({ userId, read: false }),

    async markAllSeen(userId) {
      return (await collection.updateMany({ userId, seen: false }, { $set: { seen: true } })).matched;
    },

    async markAllRead(userId) {
      const { matched } = await collection.updateMany(
        { userId, $or: [{ read: false }, { seen: false }] },
        { $set: { read: true, seen: true } },
      );
      return matched;
    },

    listDeliverableAfter: (userId, afterId, limit) =>
      collection.find(
        { userId, _id: { $gt: afterId }, muted: { $exists: false } },
        { sort: { _id: 1 }, limit },
      ),

    ...(watch
      ? {
          watchInserts: (handlers: InsertWatchHandlers<NotificationDoc>) =>
            watch<NotificationDoc>(NOTIFICATIONS_COLLECTION, handlers),
        }
      : {}),
  };
}

export {
  startNotifications,
  MARKS_CHANNEL,
  type EventSourceLike,
  type NotificationsOptions,
} from './controller';
export {
  useNotificationsStore,
  resetNotifications,
  sanitizePage,
  withIncoming,
  withMarked,
  withPage,
  EMPTY_NOTIFICATIONS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationsData,
  type NotificationsState,
} from './store';
export { backoffDelay, BACKOFF } from './backoff';
export { relativeTime, relativeTimeLong, elapsed } from './relativeTime';
export { playChime } from './sound';
export {
  NotificationsDropdown,
  type NotificationsDropdownProps,
  type NotificationsGate,
} from './NotificationsDropdown';
export {
  parseNotification,
  type AppNotification,
  type NotificationType,
  type NotificationsPage,
} from './types';

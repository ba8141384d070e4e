export {
  startNotifications,
  MARKS_CHANNEL,
  type EventSourceLike,
  type NotificationsOptions,
} from './controller';
export {
  useNotificationsStore,
  resetNotifications,
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
// The dropdown itself (antd Popover and Badge) is in `@nibras/shared-ui/extra`.
export {
  parseNotification,
  type AppNotification,
  type NotificationType,
  type NotificationsPage,
} from './types';

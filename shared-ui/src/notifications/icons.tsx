// One icon per notification type (spec section 3: notification, progress, achievement).
// Decorative: the item says its type in words for screen readers.
import type { ComponentType } from 'react';
import { BellIcon, type IconProps } from '../icons/core';
import { AchievementIcon, ProgressIcon } from '../icons/extra';
import type { NotificationType } from './types';

const ICONS: Record<NotificationType, ComponentType<IconProps>> = {
  notification: BellIcon,
  progress: ProgressIcon,
  achievement: AchievementIcon,
};

export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const Drawn = ICONS[type];
  return <Drawn size={18} />;
}

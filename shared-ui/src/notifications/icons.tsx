// One icon per notification type (spec section 3: notification, progress, achievement).
// Decorative: the item says its type in words for screen readers.
import type { ReactNode } from 'react';
import type { NotificationType } from './types';

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const ICONS: Record<NotificationType, () => ReactNode> = {
  notification: () => (
    <Svg>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </Svg>
  ),
  progress: () => (
    <Svg>
      <path d="M3 3v18h18" />
      <path d="m7 15 4-4 3 3 5-6" />
    </Svg>
  ),
  achievement: () => (
    <Svg>
      <path d="M8 21h8M12 17v4" />
      <path d="M7 4h10v5a5 5 0 0 1-10 0V4Z" />
      <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
    </Svg>
  ),
};

export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  return <>{ICONS[type]()}</>;
}

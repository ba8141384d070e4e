// The icons of the lazily loaded entry (`@nibras/shared-ui/extra`): those only signed-in pages
// show (settings, onboarding, notifications). Drawn through the same wrapper as core.tsx.
import { defineIcon } from './Icon';

// Settings sections
export const UserIcon = defineIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </>,
);
export const AccessibilityIcon = defineIcon(
  <>
    <circle cx="12" cy="4.5" r="1.8" />
    <path d="M5 8.5 12 10l7-1.5M12 10v4.5M12 14.5 9 21M12 14.5l3 6.5" />
  </>,
);
export const BookIcon = defineIcon(
  <>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
    <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
  </>,
);
export const HelpIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M9.3 9a2.8 2.8 0 0 1 5.4 1c0 1.8-2.7 2.5-2.7 4M12 17.5h.01" />
  </>,
);
export const CardIcon = defineIcon(
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M2.5 10h19M6.5 15h4" />
  </>,
);

// Pictures, display modes, support, plans
export const CameraIcon = defineIcon(
  <>
    <path d="M3 8.5A2.5 2.5 0 0 1 5.5 6h1.7l1.6-2h6.4l1.6 2h1.7A2.5 2.5 0 0 1 21 8.5v9a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);
export const ImageIcon = defineIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="9" cy="9.5" r="1.8" />
    <path d="m21 16-5-5-9 9" />
  </>,
);
export const SunIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = defineIcon(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);
export const MonitorIcon = defineIcon(
  <>
    <rect x="2.5" y="4" width="19" height="13" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </>,
);
export const MailIcon = defineIcon(
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
export const InfoIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 11v6M12 7.5h.01" />
  </>,
);
export const ChevronIcon = defineIcon(<path d="m6 9 6 6 6-6" />);
export const EyeIcon = defineIcon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = defineIcon(
  <>
    <path d="M10.7 5.1A10.9 10.9 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m2 2 20 20" />
  </>,
);

// Learning preferences (onboarding and settings)
export const SpeakerIcon = defineIcon(
  <>
    <path d="M11 5 6 9H2v6h4l5 4Z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
  </>,
);
export const SchoolIcon = defineIcon(
  <>
    <path d="m2 9 10-5 10 5-10 5Z" />
    <path d="M6 11v5c3 2.5 9 2.5 12 0v-5" />
  </>,
);
export const UniversityIcon = defineIcon(
  <>
    <path d="M3 21h18M4 10h16M12 3l9 5H3Z" />
    <path d="M6 10v8M10 10v8M14 10v8M18 10v8" />
  </>,
);
export const VoiceIcon = defineIcon(
  <>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </>,
);

// Notification types (the notification type itself is the bell, in core.tsx)
export const ProgressIcon = defineIcon(
  <>
    <path d="M3 3v18h18" />
    <path d="m7 15 4-4 3 3 5-6" />
  </>,
);
export const AchievementIcon = defineIcon(
  <>
    <path d="M8 21h8M12 17v4" />
    <path d="M7 4h10v5a5 5 0 0 1-10 0V4Z" />
    <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
  </>,
);

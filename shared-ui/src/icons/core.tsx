// The icons of the core entry (`@nibras/shared-ui`): those the first page of a visit or every
// signed-in page can show (the navbar, its search, the password checklist, the notifications
// bell, the placeholder avatar). Every other icon is in extra.tsx (`@nibras/shared-ui/extra`),
// so the public pages do not download it.
import { defineIcon } from './Icon';

export { Icon, defineIcon, type IconOptions, type IconProps } from './Icon';

export const CheckIcon = defineIcon(<path d="M20 6 9 17l-5-5" />);
export const CheckCircleIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="10" fill="currentColor" stroke="none" />
    <path d="m7.5 12.5 3 3 6-6.5" stroke="#fff" />
  </>,
);
export const CircleIcon = defineIcon(<circle cx="12" cy="12" r="9.5" />);
export const BellIcon = defineIcon(
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </>,
);
export const SearchIcon = defineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const MenuIcon = defineIcon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const SparklesIcon = defineIcon(
  <>
    <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8Z" />
    <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8Z" />
  </>,
);
/** The way out points to the end of the line: mirrored in right-to-left text. */
export const LogOutIcon = defineIcon(
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5M21 12H9" />
  </>,
  { mirrored: true },
);
export const ClockIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

/** The placeholder profile picture (spec: "placeholder image when none"). */
export const AvatarPlaceholder = defineIcon(
  <>
    <rect width="40" height="40" rx="20" fill="#d7ece9" />
    <circle cx="20" cy="16" r="7" fill="#0f766e" />
    <path d="M7 35c2.5-6.5 7.4-9 13-9s10.5 2.5 13 9" fill="#0f766e" />
  </>,
  { size: 32, viewBox: '0 0 40 40', stroke: 'none' },
);

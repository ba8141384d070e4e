// The settings navigation's icons at its 18 px (layout/SettingsNav.tsx imports them from here).
// They are shared-ui's icons (`@nibras/shared-ui` and `/extra`); the pages import those directly.
import type { ComponentType } from 'react';
import { BellIcon as Bell, type IconProps } from '@nibras/shared-ui';
import {
  AccessibilityIcon as Accessibility,
  BookIcon as Book,
  CardIcon as Card,
  HelpIcon as Help,
  UserIcon as User,
} from '@nibras/shared-ui/extra';

const navIcon = (Drawn: ComponentType<IconProps>) =>
  function NavIcon(props: IconProps) {
    return <Drawn size={18} {...props} />;
  };

export const UserIcon = navIcon(User);
export const AccessibilityIcon = navIcon(Accessibility);
export const BellIcon = navIcon(Bell);
export const BookIcon = navIcon(Book);
export const HelpIcon = navIcon(Help);
export const CardIcon = navIcon(Card);

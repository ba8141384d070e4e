// The navbar's notifications: the shared dropdown (live list over server-sent events),
// gated like every other navbar control for students who have not onboarded.
import { NotificationsDropdown } from '@nibras/shared-ui/extra';
import { useOnboardingGate } from './OnboardingGate';

export function NotificationsMenu() {
  return <NotificationsDropdown gate={useOnboardingGate()} triggerClassName="nibras-nav__icon" />;
}

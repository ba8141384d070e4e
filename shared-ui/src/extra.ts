// @nibras/shared-ui/extra: the second shared singleton of the design system. What the first page
// of a visit does not need (form controls, menus, dialogs, pop-ups, the navbar's notifications
// dropdown, the placeholder pages, the standalone harness) lives here, so that the public pages
// download only `@nibras/shared-ui` (index.ts). Import from here in code that loads after the first
// page: signed-in pages, lazy pages, the signed-in navbar's dropdowns, standalone bootstraps.
// The shell provides it like the main entry, so every antd module still exists once.
export * from './ui-extra';
export {
  NotificationsDropdown,
  type NotificationsDropdownProps,
  type NotificationsGate,
} from './notifications/NotificationsDropdown';
export { PlaceholderPage, type PlaceholderPageProps } from './components/PlaceholderPage';
export { mountStandalone, FAKE_USER, type StandaloneOptions } from './harness/mountStandalone';

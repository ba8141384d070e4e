/** The routes this remote owns, under the locale prefix. */
export const SETTINGS_ROUTES = [
  '/settings',
  '/settings/accessibility',
  '/settings/notifications',
  '/settings/learning-preferences',
  '/settings/help-support',
  '/settings/subscriptions',
];

// The six settings pages, in menu order: path (under the locale), test id (`page-settings-<id>`)
// and the page's key in the `settings` namespace (its title, description and menu label). The
// remote's one list of routes: its root (<Routes>), its menu, its standalone harness and the
// shell's route test (shell/src/routes.test.ts) read it.
export const SETTINGS_PAGES = [
  { path: '/settings', pageId: 'general', key: 'general' },
  { path: '/settings/accessibility', pageId: 'accessibility', key: 'accessibility' },
  { path: '/settings/notifications', pageId: 'notifications', key: 'notifications' },
  { path: '/settings/learning-preferences', pageId: 'learning-preferences', key: 'learningPreferences' },
  { path: '/settings/help-support', pageId: 'help-support', key: 'helpSupport' },
  { path: '/settings/subscriptions', pageId: 'subscriptions', key: 'subscriptions' },
] as const;

export type SettingsPageDef = (typeof SETTINGS_PAGES)[number];

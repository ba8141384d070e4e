// The settings remote: six pages in one layout (profile header, menu, page), under the locale.
import type { ComponentType } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { NotFound, useRemote } from '@nibras/shared-ui';
import { SettingsLayout } from './layout/SettingsLayout';
import { GeneralPage } from './pages/GeneralPage';
import { AccessibilityPage } from './pages/AccessibilityPage';
import { NotificationsPage } from './pages/NotificationsPage';
import { LearningPreferencesPage } from './pages/LearningPreferencesPage';
import { HelpSupportPage } from './pages/HelpSupportPage';
import { SubscriptionsPage } from './pages/SubscriptionsPage';
import { SETTINGS_PAGES, type SettingsPageDef } from './pages';

/** The component of each page of pages.ts. */
const PAGES: Record<SettingsPageDef['pageId'], ComponentType> = {
  general: GeneralPage,
  accessibility: AccessibilityPage,
  notifications: NotificationsPage,
  'learning-preferences': LearningPreferencesPage,
  'help-support': HelpSupportPage,
  subscriptions: SubscriptionsPage,
};

export default function SettingsRoot() {
  const { basename } = useRemote();
  const navigate = useNavigate();
  return (
    <Routes>
      {/* The layout's own path is the first page's: every page's path starts with it. */}
      <Route path={SETTINGS_PAGES[0].path} element={<SettingsLayout />}>
        {SETTINGS_PAGES.map(({ path, pageId }) => {
          const Page = PAGES[pageId];
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </Route>
      <Route path="*" element={<NotFound homeHref={basename} onHome={() => void navigate('/')} />} />
    </Routes>
  );
}

// The settings remote: six pages in one layout (profile header, menu, page), under the locale.
import { Route, Routes, useNavigate } from 'react-router-dom';
import { NotFound, useRemote } from '@nibras/shared-ui';
import { SettingsLayout } from './layout/SettingsLayout';
import { GeneralPage } from './pages/GeneralPage';
import { AccessibilityPage } from './pages/AccessibilityPage';
import { NotificationsPage } from './pages/NotificationsPage';
import { LearningPreferencesPage } from './pages/LearningPreferencesPage';
import { HelpSupportPage } from './pages/HelpSupportPage';
import { SubscriptionsPage } from './pages/SubscriptionsPage';

export default function SettingsRoot() {
  const { basename } = useRemote();
  const navigate = useNavigate();
  return (
    <Routes>
      <Route path="/settings" element={<SettingsLayout />}>
        <Route index element={<GeneralPage />} />
        <Route path="accessibility" element={<AccessibilityPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="learning-preferences" element={<LearningPreferencesPage />} />
        <Route path="help-support" element={<HelpSupportPage />} />
        <Route path="subscriptions" element={<SubscriptionsPage />} />
      </Route>
      <Route path="*" element={<NotFound homeHref={basename} onHome={() => void navigate('/')} />} />
    </Routes>
  );
}

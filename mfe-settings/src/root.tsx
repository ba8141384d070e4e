import { Route, Routes, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFound, PlaceholderPage, useRemote } from '@nibras/shared-ui';
import { LogoutSection } from './LogoutSection';
import './settings.css';

interface PageDef {
  path: string;
  /** `settings-<pageId>` is the page's test id. */
  pageId: string;
  /** The page's key in the `settings` namespace. */
  key: string;
  /** Keys under `<key>.coming`: what the page will offer. */
  coming: readonly string[];
}

const PAGES: readonly PageDef[] = [
  { path: '/settings', pageId: 'general', key: 'general', coming: ['pictures', 'details', 'logout'] },
  {
    path: '/settings/accessibility',
    pageId: 'accessibility',
    key: 'accessibility',
    coming: ['language', 'textSize', 'display'],
  },
  {
    path: '/settings/notifications',
    pageId: 'notifications',
    key: 'notifications',
    coming: ['channels', 'topics'],
  },
  {
    path: '/settings/learning-preferences',
    pageId: 'learning-preferences',
    key: 'learningPreferences',
    coming: ['level', 'grade'],
  },
  { path: '/settings/help-support', pageId: 'help-support', key: 'helpSupport', coming: ['faqs', 'contact'] },
  {
    path: '/settings/subscriptions',
    pageId: 'subscriptions',
    key: 'subscriptions',
    coming: ['plans', 'change'],
  },
];

function Page({ page }: { page: PageDef }) {
  const { t } = useTranslation('settings');
  return (
    <>
      <PlaceholderPage
        pageId={`settings-${page.pageId}`}
        title={t(`${page.key}.title`)}
        description={t(`${page.key}.description`)}
        upcoming={page.coming.map((item) => t(`${page.key}.coming.${item}`))}
      ></PlaceholderPage>
      {/* The settings layout with its side menu comes later; until then every page ends with the logout item. */}
      <LogoutSection />
    </>
  );
}

export default function SettingsRoot() {
  const { basename } = useRemote();
  const navigate = useNavigate();
  return (
    <Routes>
      {PAGES.map((p) => (
        <Route key={p.pageId} path={p.path} element={<Page page={p} />} />
      ))}
      <Route path="*" element={<NotFound homeHref={basename} onHome={() => void navigate('/')} />} />
    </Routes>
  );
}

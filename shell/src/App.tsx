import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import {
  AppProviders,
  NotFound,
  SESSION_STORE_INSTANCE_ID,
  applyDocumentLocale,
  initI18n,
  isLocale,
  preferredLocale,
  type Locale,
} from '@nibras/shared-ui';
import { Layout } from './layout/Layout';
import { matchRoute } from './routes';
import { RemoteOutlet } from './remotes/RemoteOutlet';
import { AuthPage, AuthSuccessPage } from './pages/AuthPage';
import { OnboardingPage } from './pages/OnboardingPage';
import { useNavigate } from 'react-router-dom';

/** A path without a locale prefix goes to the same path in the preferred locale. */
function RedirectToLocale() {
  const location = useLocation();
  const rest = location.pathname === '/' ? '' : location.pathname;
  return <Navigate replace to={`/${preferredLocale()}${rest}${location.search}${location.hash}`} />;
}

function ShellPage({ path, locale }: { path: string; locale: Locale }) {
  const navigate = useNavigate();
  if (path === '/auth/success') return <AuthSuccessPage />;
  if (path === '/auth' || path.startsWith('/auth/')) return <AuthPage />;
  if (path === '/onboarding') return <OnboardingPage />;
  return <NotFound homeHref={`/${locale}`} onHome={(href) => void navigate(href)} />;
}

function LocaleRoot() {
  const { locale: param } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const locale = isLocale(param) ? param : null;

  useEffect(() => {
    if (!locale) return;
    applyDocumentLocale(locale);
    void initI18n(locale);
  }, [locale]);

  if (!locale) return <RedirectToLocale />;

  const path = location.pathname.slice(locale.length + 1) || '/';
  const entry = matchRoute(path);
  return (
    <AppProviders locale={locale} toastHost>
      <div className="nibras-shell" data-store-instance={SESSION_STORE_INSTANCE_ID}>
        <Layout locale={locale} path={path}>
          {entry && entry.owner !== 'shell' ? (
            <RemoteOutlet key={entry.owner} remote={entry.owner} locale={locale} />
          ) : entry ? (
            <ShellPage path={path} locale={locale} />
          ) : (
            <NotFound homeHref={`/${locale}`} onHome={(href) => void navigate(href)} />
          )}
        </Layout>
      </div>
    </AppProviders>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/:locale/*" element={<LocaleRoot />} />
        <Route path="*" element={<RedirectToLocale />} />
      </Routes>
    </BrowserRouter>
  );
}

import { Suspense, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
import {
  AppProviders,
  LoadBoundary,
  NotFound,
  RemoteUnavailable,
  SESSION_STORE_INSTANCE_ID,
  applyDocumentLocale,
  initI18n,
  isLocale,
  preferredLocale,
  Skeleton,
  useDocumentAccessibility,
  type Locale,
} from '@nibras/shared-ui';
import { Layout } from './layout/Layout';
import { matchRoute, normalisePath, pageExists, type RouteEntry, type ShellPageId } from './routes';
import { RemoteOutlet } from './remotes/RemoteOutlet';
import { RouteGuard } from './guards/RouteGuard';
// The shell's own pages (the route table's `page`) load on demand: their forms (formik, zod) stay
// off a visitor's first load.
const SHELL_PAGES: Record<ShellPageId, LazyExoticComponent<ComponentType<{ locale: Locale }>>> = {
  auth: lazy(() => import('./pages/auth/AuthPage').then((m) => ({ default: m.AuthPage }))),
  authSuccess: lazy(() =>
    import('./pages/auth/AuthSuccessPage').then((m) => ({ default: m.AuthSuccessPage })),
  ),
  onboarding: lazy(() =>
    import('./pages/onboarding/OnboardingPage').then((m) => ({ default: m.OnboardingPage })),
  ),
};
import { useRefreshUserOnStart } from './session/useRefreshUser';
import { overridesPanelWanted } from './runtime-config';

/** The remote overrides panel (QA): loaded only in a browser that uses it. */
const RemoteOverrides = lazy(() => import('./layout/RemoteOverrides'));

/** A path without a locale prefix goes to the same path in the preferred locale. */
function RedirectToLocale() {
  const location = useLocation();
  const rest = location.pathname === '/' ? '' : location.pathname;
  return <Navigate replace to={`/${preferredLocale()}${rest}${location.search}${location.hash}`} />;
}

function ShellPage({ entry, path, locale }: { entry: RouteEntry; path: string; locale: Locale }) {
  const navigate = useNavigate();
  if (!entry.page || !pageExists(path)) {
    return <NotFound homeHref={`/${locale}`} onHome={(href) => void navigate(href)} />;
  }
  const Page = SHELL_PAGES[entry.page];
  // If the page's code cannot be fetched (offline, or a new deployment replaced it), only the page
  // area says so; a reload fetches it again.
  return (
    <LoadBoundary
      key={path}
      fallback={<RemoteUnavailable remote="shell" onRetry={() => window.location.reload()} />}
    >
      <Suspense
        fallback={
          <div className="nibras-guard-wait" data-testid="page-loading" aria-busy="true">
            <Skeleton active title paragraph={{ rows: 4 }} />
          </div>
        }
      >
        <Page locale={locale} />
      </Suspense>
    </LoadBoundary>
  );
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

  const path = normalisePath(location.pathname.slice(locale.length + 1) || '/');
  const entry = matchRoute(path);
  const overridesWanted = overridesPanelWanted();
  return (
    <AppProviders locale={locale} toastHost>
      <div className="nibras-shell" data-store-instance={SESSION_STORE_INSTANCE_ID}>
        <Layout locale={locale} path={path}>
          {entry ? (
            <RouteGuard access={entry.access} path={path} locale={locale}>
              {entry.owner !== 'shell' ? (
                <RemoteOutlet key={entry.owner} remote={entry.owner} locale={locale} />
              ) : (
                <ShellPage entry={entry} path={path} locale={locale} />
              )}
            </RouteGuard>
          ) : (
            <NotFound homeHref={`/${locale}`} onHome={(href) => void navigate(href)} />
          )}
        </Layout>
        {overridesWanted && (
          <Suspense fallback={null}>
            <RemoteOverrides />
          </Suspense>
        )}
      </div>
    </AppProviders>
  );
}

export function App() {
  useRefreshUserOnStart();
  // The accessibility settings as classes on <html> (text size, high contrast, motion, dark).
  useDocumentAccessibility();
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/:locale/*" element={<LocaleRoot />} />
        <Route path="*" element={<RedirectToLocale />} />
      </Routes>
    </BrowserRouter>
  );
}

// The standalone harness: plays the shell's part so a remote runs, and is tested,
// alone on its own port. It owns history, offers a locale switch and a fake
// signed-in session, and mounts the remote's real lifecycles as a parcel.
import { useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { Layout, Segmented, Space, Tag, Typography } from '../ui-extra';
import { useTranslation } from 'react-i18next';
import type { RemoteLifecycles, RemoteName, RemoteProps } from '../contract';
import type { Locale, User } from '../types';
import { applyDocumentLocale, initI18n, localeFromPath, preferredLocale, switchLocalePath } from '../i18n';
import { AppProviders } from '../theme/AppProviders';
import { useDocumentAccessibility } from '../theme/accessibility';
import { bus } from '../bus';
import { createApiClient } from '../api-client';
import { useSessionStore } from '../stores/session';

export interface StandaloneOptions {
  name: RemoteName;
  lifecycles: RemoteLifecycles;
  /** The remote's routes (its routes list, under the locale), shown as links in the harness bar. */
  routes: readonly StandaloneRoute[];
  apiUrl?: string;
}

export interface StandaloneRoute {
  path: string;
  /** A path that matches `path` when it has parameters (`/ai-engine/conversation/demo-1`). */
  sample?: string;
}

/** Where the harness links to for a route (its locale prefix not included). */
const linkPath = (route: StandaloneRoute | undefined) => {
  const path = route?.sample ?? route?.path ?? '/';
  return path === '/' ? '' : path;
};

export const FAKE_USER: User = {
  _id: 'standalone-student',
  username: 'Test Student',
  email: 'student@example.com',
  roles: ['user'],
  hasOnBoarded: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const currentHref = () => window.location.pathname + window.location.search + window.location.hash;

function Harness({ options }: { options: StandaloneOptions }) {
  const [href, setHref] = useState(currentHref);
  const url = new URL(href, window.location.origin);
  const locale: Locale = localeFromPath(url.pathname) ?? 'en';
  const { t } = useTranslation('common');
  useDocumentAccessibility();

  useEffect(() => {
    const onPop = () => setHref(currentHref());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((to: string, opts?: { replace?: boolean }) => {
    window.history[opts?.replace ? 'replaceState' : 'pushState'](null, '', to);
    setHref(currentHref());
  }, []);

  useEffect(() => {
    void initI18n(locale);
    applyDocumentLocale(locale);
  }, [locale]);

  const [api] = useState(() =>
    createApiClient({
      baseUrl: options.apiUrl ?? 'http://localhost:8787',
      getToken: () => useSessionStore.getState().token,
      onUnauthorized: () => undefined,
    }),
  );

  const props: RemoteProps = {
    basename: `/${locale}`,
    locale,
    location: { pathname: url.pathname, search: url.search, hash: url.hash },
    navigate,
    bus,
    api,
    session: useSessionStore,
    // Alone, the remote is the page: loading it again from its deployment is reloading the page.
    reload: () => window.location.reload(),
  };

  return (
    <AppProviders locale={locale} toastHost>
      <Layout style={{ minHeight: '100vh' }}>
        <header
          data-testid="harness-bar"
          style={{
            padding: '8px 16px',
            background: '#102a28',
            color: '#fff',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 12,
            alignItems: 'center',
          }}
        >
          <strong>{t('harness.title')}</strong>
          <Tag color="cyan">{options.name}</Tag>
          <span>{t('harness.session', { name: FAKE_USER.username })}</span>
          <nav aria-label={options.name} style={{ display: 'flex', gap: 10, flexWrap: 'wrap' }}>
            {options.routes.map((r) => (
              <a
                key={r.path}
                href={`/${locale}${linkPath(r)}`}
                style={{ color: '#fde68a' }}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(`/${locale}${linkPath(r)}`);
                }}
              >
                <bdi dir="ltr">{r.sample ?? r.path}</bdi>
              </a>
            ))}
          </nav>
          <Space style={{ marginInlineStart: 'auto' }}>
            <Typography.Text style={{ color: '#fff' }}>{t('harness.language')}</Typography.Text>
            <Segmented
              size="small"
              value={locale}
              options={[
                { label: 'English', value: 'en' },
                { label: 'العربية', value: 'ar' },
              ]}
              onChange={(value) => navigate(switchLocalePath(url.pathname, value as Locale) + url.search)}
            />
          </Space>
        </header>
        <main style={{ padding: 24 }}>
          <Parcel
            config={options.lifecycles as unknown as ParcelConfig}
            mountParcel={mountRootParcel}
            wrapWith="div"
            {...props}
          />
        </main>
      </Layout>
    </AppProviders>
  );
}

/** Mounts a remote alone, with a fake signed-in session, into #root. */
export async function mountStandalone(options: StandaloneOptions): Promise<void> {
  if (!localeFromPath(window.location.pathname)) {
    window.history.replaceState(null, '', `/${preferredLocale()}${linkPath(options.routes[0])}`);
  }
  await initI18n(localeFromPath(window.location.pathname) ?? 'en');
  const session = useSessionStore.getState();
  if (!session.isAuthenticated) session.login(FAKE_USER, 'standalone-fake-token', { broadcast: false });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(<Harness options={options} />);
}

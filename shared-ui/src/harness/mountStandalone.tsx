// The standalone harness: plays the shell's part so a remote runs, and is tested, alone on its own
// port. It owns history, offers a locale switch and a real session against a real API (sign in, sign
// up, a new test student in one click, sign out; the shell's 401 rule), and mounts the remote's real
// lifecycles as a parcel. The API is found as session.ts says (`?api=`, the server's /config.json).
import { useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import { Layout, Segmented, Space, Tag, Typography } from '../ui-extra';
import { useTranslation } from 'react-i18next';
import type { RemoteLifecycles, RemoteName, RemoteProps } from '../contract';
import type { Locale, User } from '../types';
import { applyDocumentLocale, initI18n, localeFromPath, preferredLocale, switchLocalePath } from '../i18n';
import { AppProviders } from '../theme/AppProviders';
import { useDocumentAccessibility } from '../theme/accessibility';
import { bus } from '../bus';
import { createApiClient, type ApiClient } from '../api-client';
import { useSessionStore } from '../stores/session';
import { toast } from '../toast';
import { HarnessSession } from './HarnessSession';
import { resolveApiUrl } from './session';

export interface StandaloneOptions {
  name: RemoteName;
  lifecycles: RemoteLifecycles;
  /** The remote's routes (its routes list, under the locale), shown as links in the harness bar. */
  routes: readonly StandaloneRoute[];
  /** Pages a visitor sees (mfe-marketing): mounted without a session. */
  public?: boolean;
  /** The API when neither `?api=` nor the server's /config.json names one (default localhost:8787). */
  apiUrl?: string;
  /**
   * Runs while a student is signed in (what the shell would run around the remote: the settings sync,
   * live notifications); returns what stops it at sign-out.
   */
  whileSignedIn?: (api: ApiClient) => () => void;
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

/** The student of unit tests that render a remote without an API (testing/renderRemote.tsx). */
export const FAKE_USER: User = {
  _id: 'standalone-student',
  username: 'Test Student',
  email: 'student@example.com',
  roles: ['user'],
  hasOnBoarded: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const currentHref = () => window.location.pathname + window.location.search + window.location.hash;

/** The API client of the harness: the shell's rules (a 401 ends the session and says so). */
function harnessApi(apiUrl: string): ApiClient {
  return createApiClient({
    baseUrl: apiUrl,
    getToken: () => useSessionStore.getState().token,
    onUnauthorized: () => {
      const session = useSessionStore.getState();
      if (!session.token) return;
      session.logout('unauthorized');
      toast.info('common:harness.sessionEnded');
    },
  });
}

function Harness({ options, api, apiUrl }: { options: StandaloneOptions; api: ApiClient; apiUrl: string }) {
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

  // What the shell would run around the remote, while someone is signed in.
  const user = useSessionStore((state) => state.user);
  const signedIn = user !== null;
  const { whileSignedIn } = options;
  useEffect(
    () => (signedIn && whileSignedIn ? whileSignedIn(api) : undefined),
    [signedIn, whileSignedIn, api],
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
          <HarnessSession api={api} apiUrl={apiUrl} locale={locale} />
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
          {options.public || user ? (
            // Mounted afresh for each student (and for a visitor), as after a sign-in in the shell.
            <Parcel
              key={user?._id ?? 'visitor'}
              config={options.lifecycles}
              mountParcel={mountRootParcel}
              wrapWith="div"
              {...props}
            />
          ) : (
            // The shell's guard would send a visitor to sign in: the harness asks for it in its bar.
            <Typography.Paragraph data-testid="harness-sign-in-first">
              {t('harness.signInFirst')}
            </Typography.Paragraph>
          )}
        </main>
      </Layout>
    </AppProviders>
  );
}

/** Mounts a remote alone into #root, with a real session against the API it finds. */
export async function mountStandalone(options: StandaloneOptions): Promise<void> {
  const apiUrl = await resolveApiUrl(options.apiUrl);
  if (!localeFromPath(window.location.pathname)) {
    window.history.replaceState(
      null,
      '',
      `/${preferredLocale()}${linkPath(options.routes[0])}${window.location.search}`,
    );
  }
  await initI18n(localeFromPath(window.location.pathname) ?? 'en');
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(<Harness options={options} api={harnessApi(apiUrl)} apiUrl={apiUrl} />);
}

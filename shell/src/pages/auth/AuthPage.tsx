// /auth: sign in and sign up, as two tabs of one card (the mode is in the query string,
// so "Get started" opens sign-up and a reload keeps the tab).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageMeta, type Locale } from '@nibras/shared-ui';
import { Tabs } from '@nibras/shared-ui/extra';
import { LogoMark } from '../../layout/Logo';
import type { AuthMode } from '../../session/postAuth';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import './auth.css';

export function AuthPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const [params, setParams] = useSearchParams();
  const mode: AuthMode = params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in';
  // Focus the first field of the tab shown on arrival; switching tabs leaves focus on the tab.
  const [arrivalMode] = useState(mode);
  const key = mode === 'sign-in' ? 'signIn' : 'signUp';
  usePageMeta({
    title: `${t(`auth.${key}.tab`)} · ${t('brand')}`,
    description: t('auth.description'),
    path: `/${locale}/auth`,
    locale,
  });

  const setMode = (next: AuthMode) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('mode', next);
    setParams(nextParams, { replace: true });
  };

  return (
    <section className="nibras-auth" data-testid="page-shell-auth" aria-labelledby="auth-title">
      <div className="nibras-auth-card nibras-card-surface">
        <Link to={`/${locale}`} className="nibras-auth-card__logo" aria-label={t('nav.logo')}>
          <LogoMark size={44} />
        </Link>
        <h1 id="auth-title" className="nibras-auth-card__title">
          {t(`auth.${key}.title`)}
        </h1>
        <p className="nibras-auth-card__subtitle">{t(`auth.${key}.subtitle`)}</p>
        <Tabs
          className="nibras-auth-tabs"
          activeKey={mode}
          onChange={(next) => setMode(next as AuthMode)}
          centered
          size="large"
          aria-label={t('auth.tabsLabel')}
          items={[
            {
              key: 'sign-in',
              label: <span data-testid="tab-sign-in">{t('auth.signIn.tab')}</span>,
              children: <SignInForm autoFocus={arrivalMode === 'sign-in'} />,
            },
            {
              key: 'sign-up',
              label: <span data-testid="tab-sign-up">{t('auth.signUp.tab')}</span>,
              children: <SignUpForm autoFocus={arrivalMode === 'sign-up'} locale={locale} />,
            },
          ]}
        />
        <p className="nibras-auth-card__switch">
          {t(`auth.${key}.switchPrompt`)}{' '}
          <button
            type="button"
            className="nibras-link-button"
            onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
            data-testid="auth-switch"
          >
            {t(`auth.${key}.switchAction`)}
          </button>
        </p>
      </div>
    </section>
  );
}

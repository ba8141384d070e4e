// /auth/success (no navbar): a short welcome after signing in or up, then on to
// /onboarding (not onboarded yet) or /home, after 1.2 s or at once with "Continue".
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, CheckIcon, useSessionStore, usePageMeta, type Locale } from '@nibras/shared-ui';
import { clearJustSignedIn, justSignedIn } from '../../session/postAuth';
import './auth.css';

export const AUTH_SUCCESS_DELAY_MS = 1200;

/** The first two words of a name (as the profile header shows it). */
export const shortName = (username: string) => username.trim().split(/\s+/).slice(0, 2).join(' ');

export function AuthSuccessPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const [mode] = useState(() => justSignedIn() ?? 'sign-in');
  const next = user?.hasOnBoarded ? '/home' : '/onboarding';
  const button = useRef<HTMLButtonElement>(null);
  usePageMeta({
    title: `${t('authSuccess.title')} · ${t('brand')}`,
    description: t('authSuccess.description'),
    path: `/${locale}/auth/success`,
    locale,
  });

  useEffect(() => {
    clearJustSignedIn();
    button.current?.focus();
    const timer = setTimeout(
      () => void navigate(`/${locale}${next}`, { replace: true }),
      AUTH_SUCCESS_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [locale, navigate, next]);

  const name = shortName(user?.username ?? '');
  return (
    <section
      className="nibras-auth nibras-auth-success"
      data-testid="page-shell-auth-success"
      aria-labelledby="auth-success-title"
    >
      <div className="nibras-auth-card nibras-card-surface nibras-auth-success__card">
        <div className="nibras-auth-success__badge" aria-hidden="true">
          <CheckIcon size={40} strokeWidth={3} />
        </div>
        <div role="status">
          <h1 id="auth-success-title" className="nibras-auth-card__title">
            {t(mode === 'sign-up' ? 'authSuccess.signUpTitle' : 'authSuccess.signInTitle', { name })}
          </h1>
          <p className="nibras-auth-card__subtitle">
            {t(user?.hasOnBoarded ? 'authSuccess.toHome' : 'authSuccess.toOnboarding')}
          </p>
        </div>
        <div className="nibras-auth-success__progress" aria-hidden="true">
          <span style={{ animationDuration: `${AUTH_SUCCESS_DELAY_MS}ms` }} />
        </div>
        <Button
          ref={button}
          type="primary"
          size="large"
          onClick={() => void navigate(`/${locale}${next}`, { replace: true })}
          data-testid="auth-success-continue"
        >
          {t('authSuccess.continue')}
        </Button>
      </div>
    </section>
  );
}

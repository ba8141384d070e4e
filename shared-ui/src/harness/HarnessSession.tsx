// The harness bar's session: sign in or sign up against the real API, or make a new test student
// (onboarded) in one click; once signed in, who it is and a sign-out that signs out (on the server
// too). Errors are the API's own localized messages.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';
import { Input, Popover, Space, Typography } from '../ui-extra';
import type { ApiClient } from '../api-client';
import { ApiError } from '../api/errors';
import { useSessionStore } from '../stores/session';
import type { Locale } from '../types';
import { harnessAuth, type SignedIn } from './session';

type Busy = 'sign-in' | 'sign-up' | 'seed' | 'sign-out' | null;

export function HarnessSession({ api, apiUrl, locale }: { api: ApiClient; apiUrl: string; locale: Locale }) {
  const { t } = useTranslation('common');
  const user = useSessionStore((state) => state.user);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  /** The test student made here: its e-mail and password, to sign in with again. */
  const [seeded, setSeeded] = useState<{ email: string; password: string } | null>(null);

  const run = async (what: Exclude<Busy, null>, action: () => Promise<SignedIn | void>) => {
    setBusy(what);
    setError(null);
    try {
      const signedIn = await action();
      if (signedIn) useSessionStore.getState().login(signedIn.user, signedIn.token, { broadcast: false });
    } catch (caught) {
      // The API's own words; "cannot reach" names the URL the harness is using.
      setError(
        caught instanceof ApiError && caught.status !== 0
          ? caught.text[locale]
          : t('harness.unreachable', { url: apiUrl }),
      );
    } finally {
      setBusy(null);
    }
  };

  if (user) {
    return (
      <Space wrap data-testid="harness-session">
        <span data-testid="harness-signed-in">{t('harness.session', { name: user.username })}</span>
        {seeded && (
          <Popover
            content={
              <span data-testid="harness-seeded">
                <bdi dir="ltr">{seeded.email}</bdi> · <bdi dir="ltr">{seeded.password}</bdi>
              </span>
            }
          >
            <Button size="small" type="link" style={{ color: '#fde68a' }}>
              {t('harness.credentials')}
            </Button>
          </Popover>
        )}
        <Button
          size="small"
          loading={busy === 'sign-out'}
          data-testid="harness-sign-out"
          onClick={() =>
            void run('sign-out', async () => {
              await harnessAuth.signOut(api);
              useSessionStore.getState().logout('user');
              setSeeded(null);
            })
          }
        >
          {t('harness.signOut')}
        </Button>
      </Space>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('sign-in', () => harnessAuth.signIn(api, email.trim(), password));
  };
  return (
    <form onSubmit={submit} data-testid="harness-session" style={{ display: 'contents' }}>
      <Space wrap>
        <Typography.Text style={{ color: '#fff' }}>{t('harness.signedOut')}</Typography.Text>
        <Input
          size="small"
          type="email"
          autoComplete="username"
          placeholder={t('harness.email')}
          aria-label={t('harness.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          style={{ width: 190 }}
          data-testid="harness-email"
        />
        <Input.Password
          size="small"
          autoComplete="current-password"
          placeholder={t('harness.password')}
          aria-label={t('harness.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          style={{ width: 150 }}
          data-testid="harness-password"
        />
        <Button
          size="small"
          type="primary"
          htmlType="submit"
          loading={busy === 'sign-in'}
          data-testid="harness-sign-in"
        >
          {t('harness.signIn')}
        </Button>
        <Button
          size="small"
          loading={busy === 'sign-up'}
          data-testid="harness-sign-up"
          onClick={() =>
            void run('sign-up', () =>
              harnessAuth.signUp(api, email.trim().split('@')[0] || 'QA', email.trim(), password),
            )
          }
        >
          {t('harness.signUp')}
        </Button>
        <Button
          size="small"
          loading={busy === 'seed'}
          data-testid="harness-seed"
          onClick={() =>
            void run('seed', async () => {
              const student = await harnessAuth.seedStudent(api);
              setSeeded({ email: student.email, password: student.password });
              return student;
            })
          }
        >
          {t('harness.seed')}
        </Button>
        {error && (
          <span role="alert" data-testid="harness-error" style={{ color: '#fecaca' }}>
            {error}
          </span>
        )}
      </Space>
    </form>
  );
}

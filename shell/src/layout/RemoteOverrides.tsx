// The overrides panel (QA and feature teams): point one remote of the running shell at another
// deployment, a local build for instance, in this browser only (runtime-config.ts, OVERRIDES_KEY).
// Opened with `?devtools=1` (remembered in this browser); whenever an override is in force the page
// says so here, with the way back, so nobody runs another build without knowing.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@nibras/shared-ui';
import type { RemoteName } from '@nibras/shared-ui';
import { DEVTOOLS_KEY, REMOTE_NAMES, runtimeConfig, saveRemoteOverrides } from '../runtime-config';
import './RemoteOverrides.css';

export default function RemoteOverrides({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const { t } = useTranslation('shell');
  const config = runtimeConfig();
  const tools = localStorage.getItem(DEVTOOLS_KEY) === '1';
  const [open, setOpen] = useState(false);
  const [urls, setUrls] = useState<Partial<Record<RemoteName, string>>>(() =>
    Object.fromEntries(Object.entries(config.overridden).map(([name, o]) => [name, o?.url ?? ''])),
  );
  const active = Object.entries(config.overridden) as [RemoteName, { url: string; deployed: string }][];

  const save = (event: FormEvent) => {
    event.preventDefault();
    saveRemoteOverrides(
      Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, url?.trim() ?? ''])),
    );
    reload();
  };
  const reset = () => {
    saveRemoteOverrides({});
    reload();
  };

  return (
    <aside className="nibras-overrides" aria-label={t('overrides.title')} data-testid="remote-overrides">
      {active.length > 0 && (
        <div role="status" data-testid="remote-overrides-active">
          <strong>{t('overrides.active')}</strong>
          <ul>
            {active.map(([name, { url }]) => (
              <li key={name}>
                <bdi dir="ltr">
                  {name} → {url}
                </bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="nibras-overrides__actions">
        {tools && (
          <Button
            size="small"
            onClick={() => setOpen((now) => !now)}
            aria-expanded={open}
            data-testid="remote-overrides-toggle"
          >
            {t('overrides.title')}
          </Button>
        )}
        {active.length > 0 && (
          <Button size="small" danger onClick={reset} data-testid="remote-overrides-reset">
            {t('overrides.reset')}
          </Button>
        )}
      </div>
      {tools && open && (
        <form onSubmit={save} data-testid="remote-overrides-form">
          <p>{t('overrides.help')}</p>
          {REMOTE_NAMES.map((name) => (
            <label key={name} className="nibras-overrides__field">
              <span dir="ltr">{name}</span>
              <input
                type="url"
                dir="ltr"
                value={urls[name] ?? ''}
                placeholder={config.overridden[name]?.deployed ?? config.remotes[name]}
                onChange={(event) => setUrls((now) => ({ ...now, [name]: event.target.value }))}
                data-testid={`remote-override-${name}`}
              />
            </label>
          ))}
          <Button size="small" type="primary" htmlType="submit" data-testid="remote-overrides-save">
            {t('overrides.save')}
          </Button>
        </form>
      )}
    </aside>
  );
}

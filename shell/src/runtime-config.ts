import type { RemoteName } from '@nibras/shared-ui';
import { isHttpUrl, onPageHost } from '@nibras/shared-ui/urls';

/** The shell's run-time configuration (filled from the environment by the shell's server). */
export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<RemoteName, string>;
  /** Remotes whose URL this browser overrides (remoteOverrides), with the deployed URL they replace. */
  overridden: Partial<Record<RemoteName, { url: string; deployed: string }>>;
}

/**
 * Per-browser overrides of remote URLs, like single-spa's import-map overrides: QA loads a local
 * build of one remote into the running shell with the deployed others. A JSON object in local storage
 * (`{"mfe_chat": "http://localhost:4103/mf-manifest.json"}`), written by the overrides panel
 * (layout/RemoteOverrides.tsx); the page always says when one is in force.
 */
export const OVERRIDES_KEY = 'nibras.remoteOverrides';

/** The remotes, in the order the overrides panel lists them. */
export const REMOTE_NAMES: readonly RemoteName[] = [
  'mfe_marketing',
  'mfe_learning',
  'mfe_chat',
  'mfe_materials',
  'mfe_settings',
];

/** The overrides stored in this browser: known remotes with http(s) URLs only. */
export function remoteOverrides(
  storage: Pick<Storage, 'getItem'> | null = globalThis.localStorage ?? null,
): Partial<Record<RemoteName, string>> {
  try {
    const data = JSON.parse(storage?.getItem(OVERRIDES_KEY) ?? 'null') as unknown;
    if (!data || typeof data !== 'object') return {};
    return Object.fromEntries(
      Object.entries(data).filter(
        ([name, url]) => REMOTE_NAMES.includes(name as RemoteName) && isHttpUrl(url),
      ),
    );
  } catch {
    return {};
  }
}

/** Where the overrides panel is remembered as open for this browser (`?devtools=1` opens it). */
export const DEVTOOLS_KEY = 'nibras.devtools';

/** Whether the page shows the overrides panel: an override in force, or the developer tools asked for. */
export function overridesPanelWanted(
  search: string = window.location.search,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): boolean {
  if (new URLSearchParams(search).get('devtools') === '1') storage.setItem(DEVTOOLS_KEY, '1');
  return storage.getItem(DEVTOOLS_KEY) === '1' || Object.keys(current.overridden).length > 0;
}

/** Stores the overrides (none: the key is removed). */
export function saveRemoteOverrides(
  overrides: Partial<Record<RemoteName, string>>,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): void {
  const valid = Object.fromEntries(Object.entries(overrides).filter(([, url]) => isHttpUrl(url)));
  if (Object.keys(valid).length === 0) storage.removeItem(OVERRIDES_KEY);
  else storage.setItem(OVERRIDES_KEY, JSON.stringify(valid));
}

/** The id of the `<script type="application/json">` the shell's server writes into index.html. */
export const INLINE_CONFIG_ID = 'nibras-config';

const DEFAULTS: Omit<RuntimeConfig, 'overridden'> = {
  apiUrl: 'http://localhost:8787',
  remotes: {
    mfe_marketing: 'http://localhost:3001/mf-manifest.json',
    mfe_learning: 'http://localhost:3002/mf-manifest.json',
    mfe_chat: 'http://localhost:3003/mf-manifest.json',
    mfe_materials: 'http://localhost:3004/mf-manifest.json',
    mfe_settings: 'http://localhost:3005/mf-manifest.json',
  },
};

// onPageHost: a loopback URL follows the host the page was opened on (shared-ui/src/urls.ts).
export { onPageHost };

const withDefaults = (
  data: Partial<RuntimeConfig>,
  overrides: Partial<Record<RemoteName, string>> = remoteOverrides(),
): RuntimeConfig => {
  const remotes = { ...DEFAULTS.remotes, ...data.remotes };
  const deployed = Object.fromEntries(
    Object.entries(remotes).map(([name, url]) => [name, onPageHost(url)]),
  ) as Record<RemoteName, string>;
  const overridden: RuntimeConfig['overridden'] = {};
  for (const [name, url] of Object.entries(overrides) as [RemoteName, string][]) {
    overridden[name] = { url, deployed: deployed[name] };
  }
  return {
    apiUrl: onPageHost(data.apiUrl ?? DEFAULTS.apiUrl),
    remotes: { ...deployed, ...overrides },
    overridden,
  };
};

let current: RuntimeConfig = withDefaults({}, {});

/** The configuration written into the page by the server, if any (saves a round trip). */
export function inlineRuntimeConfig(doc: Document = document): Partial<RuntimeConfig> | null {
  const text = doc.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as unknown;
    return data && typeof data === 'object' ? (data as Partial<RuntimeConfig>) : null;
  } catch {
    return null;
  }
}

/** The page's inline configuration, else /config.json, else the defaults (on the page's host). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = inlineRuntimeConfig();
  if (inline) {
    current = withDefaults(inline);
    return current;
  }
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (response.ok) current = withDefaults((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    // Keep the defaults: the app still starts.
  }
  return current;
}

export const runtimeConfig = (): RuntimeConfig => current;

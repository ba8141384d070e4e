import type { RemoteName } from '@nibras/shared-ui';

/** The shell's run-time configuration (filled from the environment by the shell's server). */
export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<RemoteName, string>;
}

/** The id of the `<script type="application/json">` the shell's server writes into index.html. */
export const INLINE_CONFIG_ID = 'nibras-config';

const DEFAULTS: RuntimeConfig = {
  apiUrl: 'http://localhost:8787',
  remotes: {
    mfe_marketing: 'http://localhost:3001/mf-manifest.json',
    mfe_learning: 'http://localhost:3002/mf-manifest.json',
    mfe_chat: 'http://localhost:3003/mf-manifest.json',
    mfe_materials: 'http://localhost:3004/mf-manifest.json',
    mfe_settings: 'http://localhost:3005/mf-manifest.json',
  },
};

/** `http://localhost...`, `http://127.0.0.1...` or `http://[::1]...` (the host in group 2). */
const LOOPBACK_URL = /^(https?:\/\/)(localhost|127\.0\.0\.1|\[::1\])(?=[:/?#]|$)/i;

/**
 * A URL on a loopback host (the defaults, or API_URL=http://localhost:8787) names the machine that
 * served the page, so it follows the host the page was opened on: the app opened at
 * http://127.0.0.1:3000 calls http://127.0.0.1:8787, which the API allows from that origin (and a
 * phone that opened the page by the machine's address gets that address, not its own localhost).
 * Other URLs, and pages opened on an IPv6 literal (the API listens on IPv4 by default, and
 * `localhost` reaches it from there), are left as they are.
 */
export function onPageHost(url: string, pageHostname: string = location.hostname): string {
  if (pageHostname === '' || pageHostname.startsWith('[')) return url;
  return url.replace(LOOPBACK_URL, `$1${pageHostname}`);
}

const withDefaults = (data: Partial<RuntimeConfig>): RuntimeConfig => {
  const remotes = { ...DEFAULTS.remotes, ...data.remotes };
  return {
    apiUrl: onPageHost(data.apiUrl ?? DEFAULTS.apiUrl),
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([name, url]) => [name, onPageHost(url)]),
    ) as Record<RemoteName, string>,
  };
};

let current: RuntimeConfig = withDefaults({});

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

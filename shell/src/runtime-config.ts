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

let current: RuntimeConfig = DEFAULTS;

const withDefaults = (data: Partial<RuntimeConfig>): RuntimeConfig => ({
  apiUrl: data.apiUrl ?? DEFAULTS.apiUrl,
  remotes: { ...DEFAULTS.remotes, ...data.remotes },
});

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

/** The page's inline configuration, else /config.json, else the localhost defaults. */
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
    // Keep the localhost defaults: the app still starts.
  }
  return current;
}

export const runtimeConfig = (): RuntimeConfig => current;

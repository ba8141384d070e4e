import type { RemoteName } from '@nibras/shared-ui';

/** What the shell reads from /config.json at start-up (filled from the environment). */
export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<RemoteName, string>;
}

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

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (response.ok) {
      const data = (await response.json()) as Partial<RuntimeConfig>;
      current = { apiUrl: data.apiUrl ?? DEFAULTS.apiUrl, remotes: { ...DEFAULTS.remotes, ...data.remotes } };
    }
  } catch {
    // Keep the localhost defaults: the app still starts.
  }
  return current;
}

export const runtimeConfig = (): RuntimeConfig => current;

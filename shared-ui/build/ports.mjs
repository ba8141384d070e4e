// One table of the apps, their federation names and default ports.
// Each port is overridable by an environment variable (see README).
export const apps = {
  shell: { port: 3000, portEnv: 'SHELL_PORT' },
  mfe_marketing: { port: 3001, portEnv: 'MFE_MARKETING_PORT', urlEnv: 'MFE_MARKETING_URL' },
  mfe_learning: { port: 3002, portEnv: 'MFE_LEARNING_PORT', urlEnv: 'MFE_LEARNING_URL' },
  mfe_chat: { port: 3003, portEnv: 'MFE_CHAT_PORT', urlEnv: 'MFE_CHAT_URL' },
  mfe_materials: { port: 3004, portEnv: 'MFE_MATERIALS_PORT', urlEnv: 'MFE_MATERIALS_URL' },
  mfe_settings: { port: 3005, portEnv: 'MFE_SETTINGS_PORT', urlEnv: 'MFE_SETTINGS_URL' },
  api: { port: 8787, portEnv: 'API_PORT', urlEnv: 'API_URL' },
};

export const remoteNames = ['mfe_marketing', 'mfe_learning', 'mfe_chat', 'mfe_materials', 'mfe_settings'];

/** Port for an app: its env variable, else the default. */
export function portOf(name, env = process.env) {
  const app = apps[name];
  const raw = env[app.portEnv];
  const port = raw ? Number(raw) : app.port;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${app.portEnv} must be a TCP port number (1-65535), got "${raw}"`);
  }
  return port;
}

/** The base URL the browser uses to reach an app (remote or API). */
export function urlOf(name, env = process.env) {
  const app = apps[name];
  const explicit = app.urlEnv ? env[app.urlEnv] : undefined;
  return (explicit || `http://localhost:${portOf(name, env)}`).replace(/\/+$/, '');
}

/**
 * The run-time config the shell serves at /config.json. Remote URLs point at
 * each remote's mf-manifest.json, so a remote can be redeployed (or moved) without
 * rebuilding the shell.
 */
export function runtimeConfig(env = process.env) {
  return {
    apiUrl: urlOf('api', env),
    remotes: Object.fromEntries(remoteNames.map((n) => [n, `${urlOf(n, env)}/mf-manifest.json`])),
  };
}

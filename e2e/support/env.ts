// Ports and browser options for the end-to-end suite.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const TMP = path.join(ROOT, 'e2e', '.tmp');

/**
 * NIBRAS_E2E_PORT_BASE moves every port the suite uses by the same amount (default 3000: the shell on
 * 3000, the remotes on 3001-3005, the API on 8787, the isolation tests' servers on 4000-4112), so a
 * second copy of the suite can run beside another one (CI on the same machine, a second clone).
 */
const BASE = Number.parseInt(process.env.NIBRAS_E2E_PORT_BASE ?? '', 10);
const SHIFT = Number.isInteger(BASE) && BASE > 0 && BASE + 6000 < 65536 ? BASE - 3000 : 0;
/** A port of the suite, moved by NIBRAS_E2E_PORT_BASE. */
export const port = (defaultPort: number): number => defaultPort + SHIFT;

export const PORTS = {
  shell: port(3000),
  mfe_marketing: port(3001),
  mfe_learning: port(3002),
  mfe_chat: port(3003),
  mfe_materials: port(3004),
  mfe_settings: port(3005),
  api: port(8787),
} as const;

/** The port variables every server of the suite is started with (shared-ui/build/ports.mjs). */
export const PORT_ENV: Record<string, string> = {
  SHELL_PORT: String(PORTS.shell),
  MFE_MARKETING_PORT: String(PORTS.mfe_marketing),
  MFE_LEARNING_PORT: String(PORTS.mfe_learning),
  MFE_CHAT_PORT: String(PORTS.mfe_chat),
  MFE_MATERIALS_PORT: String(PORTS.mfe_materials),
  MFE_SETTINGS_PORT: String(PORTS.mfe_settings),
  API_PORT: String(PORTS.api),
};

export const APP_DIRS = {
  shell: 'shell',
  mfe_marketing: 'mfe-marketing',
  mfe_learning: 'mfe-learning',
  mfe_chat: 'mfe-chat',
  mfe_materials: 'mfe-materials',
  mfe_settings: 'mfe-settings',
} as const;

export type AppName = keyof typeof APP_DIRS;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

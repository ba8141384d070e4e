// Ports and browser options for the end-to-end suite.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const TMP = path.join(ROOT, 'e2e', '.tmp');

export const PORTS = {
  shell: 3000,
  mfe_marketing: 3001,
  mfe_learning: 3002,
  mfe_chat: 3003,
  mfe_materials: 3004,
  mfe_settings: 3005,
  api: 8787,
} as const;

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

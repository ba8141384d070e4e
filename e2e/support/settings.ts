// Settings seeded into the browser the way the app stores them (localStorage `nibras.settings`),
// and the same change arriving from another tab (the bus's BroadcastChannel).
import type { BrowserContext, Page } from '@playwright/test';
// The API's defaults, from the generated contract (one definition, on the API).
import { DEFAULT_SETTINGS } from '../../shared-ui/src/api/schema.gen';

export type AccessibilitySettings = typeof DEFAULT_SETTINGS.accessibility;

export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = DEFAULT_SETTINGS.accessibility;

/** Saved accessibility settings, written once per tab before any page script runs. */
export async function seedSettings(
  target: Page | BrowserContext,
  accessibility: Partial<AccessibilitySettings>,
): Promise<void> {
  await target.addInitScript(
    (value) => {
      if (sessionStorage.getItem('nibras.e2e.settings-seeded')) return;
      sessionStorage.setItem('nibras.e2e.settings-seeded', '1');
      localStorage.setItem(
        'nibras.settings',
        JSON.stringify({ state: { saved: true, settings: { accessibility: value } }, version: 0 }),
      );
    },
    { ...DEFAULT_ACCESSIBILITY, ...accessibility },
  );
}

/**
 * Sends a settings change from this page as another tab of the app would (the bus event
 * `settings:changed` on the `nibras` BroadcastChannel); the app's other tabs apply it.
 */
export async function broadcastSettings(
  from: Page,
  accessibility: Partial<AccessibilitySettings>,
): Promise<void> {
  await from.evaluate(
    (settings) => {
      const channel = new BroadcastChannel('nibras');
      channel.postMessage({ type: 'settings:changed', payload: { settings } });
      channel.close();
    },
    { ...DEFAULT_SETTINGS, accessibility: { ...DEFAULT_ACCESSIBILITY, ...accessibility } },
  );
}

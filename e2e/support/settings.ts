// Settings seeded into the browser the way the app stores them (localStorage `nibras.settings`),
// and the same change arriving from another tab (the bus's BroadcastChannel).
import type { BrowserContext, Page } from '@playwright/test';

export interface AccessibilitySettings {
  mainLanguage: 'en' | 'ar';
  textSize: 'small' | 'medium' | 'large';
  displayMode: 'light' | 'dark' | 'system';
  highContrast: boolean;
  reduceMotion: boolean;
}

export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = {
  mainLanguage: 'en',
  textSize: 'medium',
  displayMode: 'system',
  highContrast: false,
  reduceMotion: false,
};

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
    (a11y) => {
      const settings = {
        accessibility: a11y,
        notifications: {
          email: true,
          sound: true,
          updates: true,
          quizzes: true,
          lessons: true,
          progress: true,
          achievements: true,
        },
        learningPreferences: { gradeLevel: null },
        subscription: { plan: 'free', paid: false, price: 0 },
      };
      const channel = new BroadcastChannel('nibras');
      channel.postMessage({ type: 'settings:changed', payload: { settings } });
      channel.close();
    },
    { ...DEFAULT_ACCESSIBILITY, ...accessibility },
  );
}

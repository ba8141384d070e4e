import fs from 'node:fs';
import path from 'node:path';
import { act, render, waitFor } from '@testing-library/react';
import {
  DOCUMENT_CLASSES,
  TEXT_SCALE,
  applyDocumentAccessibility,
  documentClassesFor,
  fontSizeFor,
  useDocumentAccessibility,
  type EffectiveAccessibility,
} from './accessibility';
import { buildTheme } from './theme';
import {
  SETTINGS_STORAGE_KEY,
  defaultSettings,
  syncSettingsAcrossTabs,
  useSettingsStore,
} from '../stores/settings';
import { bus, createBus } from '../bus';

const html = document.documentElement;
const BASE: EffectiveAccessibility = {
  textSize: 'medium',
  highContrast: false,
  reduceMotion: false,
  dark: false,
};

/** matchMedia answering for the system's colour scheme and motion wish, with change events. */
function fakeSystem(initial: { dark?: boolean; reduce?: boolean }) {
  const state = { dark: initial.dark ?? false, reduce: initial.reduce ?? false };
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') ? state.dark : query.includes('reduced-motion') ? state.reduce : false;
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: { dark?: boolean; reduce?: boolean }) {
      Object.assign(state, next);
      for (const fn of listeners) fn();
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

function Probe() {
  useDocumentAccessibility();
  return null;
}

const classes = () => [...html.classList].sort();

beforeEach(() => {
  localStorage.clear();
  useSettingsStore.setState({ settings: defaultSettings(), saved: false });
  html.className = '';
});
afterAll(() => bus.close());

describe('classes on <html>', () => {
  it.each<[Partial<EffectiveAccessibility>, string[]]>([
    [{}, []],
    [{ textSize: 'small' }, ['nibras-text-small']],
    [{ textSize: 'large' }, ['nibras-text-large']],
    [{ highContrast: true }, ['nibras-high-contrast']],
    [{ reduceMotion: true }, ['nibras-reduce-motion']],
    [{ dark: true }, ['nibras-dark']],
    [
      { textSize: 'large', highContrast: true, reduceMotion: true, dark: true },
      ['nibras-text-large', 'nibras-high-contrast', 'nibras-reduce-motion', 'nibras-dark'],
    ],
  ])('%j -> %j (medium text adds none)', (settings, expected) => {
    expect(documentClassesFor({ ...BASE, ...settings })).toEqual(expected);
  });

  it('sets only its own classes, and the colour scheme', () => {
    html.classList.add('someone-else', DOCUMENT_CLASSES.dark);
    applyDocumentAccessibility({ ...BASE, highContrast: true });
    expect(classes()).toEqual(['nibras-high-contrast', 'someone-else']);
    expect(html.style.colorScheme).toBe('light');
    applyDocumentAccessibility({ ...BASE, dark: true });
    expect(html.style.colorScheme).toBe('dark');
  });
});

describe('useDocumentAccessibility', () => {
  it('follows every setting as it changes', () => {
    render(<Probe />);
    expect(classes()).toEqual([]);
    act(() => useSettingsStore.getState().update('accessibility', { textSize: 'small' }));
    expect(classes()).toEqual(['nibras-text-small']);
    act(() =>
      useSettingsStore.getState().update('accessibility', { textSize: 'medium', highContrast: true }),
    );
    expect(classes()).toEqual(['nibras-high-contrast']);
    act(() =>
      useSettingsStore.getState().update('accessibility', { displayMode: 'dark', reduceMotion: true }),
    );
    expect(classes()).toEqual(['nibras-dark', 'nibras-high-contrast', 'nibras-reduce-motion']);
    act(() =>
      useSettingsStore.getState().update('accessibility', { displayMode: 'light', highContrast: false }),
    );
    expect(classes()).toEqual(['nibras-reduce-motion']);
  });

  it('follows a change made in another tab', async () => {
    const stop = syncSettingsAcrossTabs();
    const otherTab = createBus('nibras');
    render(<Probe />);
    const settings = defaultSettings();
    settings.accessibility = { ...settings.accessibility, textSize: 'large', displayMode: 'dark' };
    act(() => otherTab.emit('settings:changed', { settings }, { crossTab: true }));
    await waitFor(() => expect(classes()).toEqual(['nibras-dark', 'nibras-text-large']));
    otherTab.close();
    stop();
  });

  it('display mode "system" follows the system, live', () => {
    const system = fakeSystem({ dark: true });
    try {
      render(<Probe />);
      expect(classes()).toEqual(['nibras-dark']);
      act(() => system.set({ dark: false }));
      expect(classes()).toEqual([]);
      act(() => useSettingsStore.getState().update('accessibility', { displayMode: 'dark' }));
      expect(classes()).toEqual(['nibras-dark']);
    } finally {
      system.restore();
    }
  });

  it('reduce motion is on when the system asks and the student never saved settings', () => {
    const system = fakeSystem({ reduce: true });
    try {
      render(<Probe />);
      expect(classes()).toEqual(['nibras-reduce-motion']);
      // A saved choice wins over the system.
      act(() => useSettingsStore.getState().update('accessibility', { reduceMotion: false }));
      expect(classes()).toEqual([]);
    } finally {
      system.restore();
    }
  });
});

describe('the default reduce-motion setting on first load', () => {
  it('comes from the system when settings were never saved, even if old defaults are stored', async () => {
    const system = fakeSystem({ reduce: true });
    try {
      localStorage.setItem(
        SETTINGS_STORAGE_KEY,
        JSON.stringify({
          state: { saved: false, settings: defaultSettingsWith({ reduceMotion: false }) },
          version: 0,
        }),
      );
      await useSettingsStore.persist.rehydrate();
      expect(useSettingsStore.getState().settings.accessibility.reduceMotion).toBe(true);
      expect(useSettingsStore.getState().saved).toBe(false);
    } finally {
      system.restore();
    }
  });

  it('keeps a saved choice', async () => {
    const system = fakeSystem({ reduce: true });
    try {
      localStorage.setItem(
        SETTINGS_STORAGE_KEY,
        JSON.stringify({
          state: { saved: true, settings: defaultSettingsWith({ reduceMotion: false }) },
          version: 0,
        }),
      );
      await useSettingsStore.persist.rehydrate();
      expect(useSettingsStore.getState().settings.accessibility.reduceMotion).toBe(false);
    } finally {
      system.restore();
    }
  });
});

function defaultSettingsWith(a11y: Partial<ReturnType<typeof defaultSettings>['accessibility']>) {
  const s = defaultSettings();
  return { ...s, accessibility: { ...s.accessibility, ...a11y } };
}

describe('text size: root font size and antd fontSize scale together', () => {
  const css = fs.readFileSync(path.join(__dirname, 'base.css'), 'utf8');
  it.each(['small', 'large'] as const)('%s', (size) => {
    const rule = new RegExp(`html\\.nibras-text-${size}\\s*\\{\\s*font-size:\\s*([\\d.]+)%`).exec(css);
    expect(Number(rule?.[1]) / 100).toBe(TEXT_SCALE[size]);
  });
  it('antd sizes are 13, 15 and 18 px', () => {
    expect([fontSizeFor('small'), fontSizeFor('medium'), fontSizeFor('large')]).toEqual([13, 15, 18]);
    const theme = (textSize: 'small' | 'medium' | 'large') =>
      buildTheme({ locale: 'en', dark: false, highContrast: false, textSize, reduceMotion: false }).token
        ?.fontSize;
    expect([theme('small'), theme('medium'), theme('large')]).toEqual([13, 15, 18]);
  });
});

describe('reduce motion in CSS and in antd', () => {
  it('stops every animation and transition under .nibras-reduce-motion', () => {
    const css = fs.readFileSync(path.join(__dirname, 'base.css'), 'utf8');
    expect(css).toMatch(
      /html\.nibras-reduce-motion \*,\s*html\.nibras-reduce-motion \*::before,\s*html\.nibras-reduce-motion \*::after \{\s*animation: none !important;\s*transition: none !important;\s*scroll-behavior: auto !important;/,
    );
  });
  it("sets antd's motion durations to zero (motion itself stays on: no re-mount)", () => {
    const input = { locale: 'ar', dark: true, highContrast: true, textSize: 'medium' } as const;
    expect(buildTheme({ ...input, reduceMotion: true }).token).toMatchObject({
      motionDurationFast: '0s',
      motionDurationMid: '0s',
      motionDurationSlow: '0s',
    });
    expect(buildTheme({ ...input, reduceMotion: false }).token?.motionDurationMid).toBeUndefined();
  });
});

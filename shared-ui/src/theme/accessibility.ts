// The accessibility settings as the page applies them (spec sections 3 and 4): classes on
// <html>, so the shell, every remote, portals and antd's pop-ups all follow them, and the
// values AppProviders gives antd's theme. The CSS is in base.css.
import { useLayoutEffect } from 'react';
import type { TextSize } from '../types';
import { useSettingsStore } from '../stores/settings';
import { useMediaQuery } from './useMediaQuery';

/** The settings as they apply right now (display mode and motion resolved against the system). */
export interface EffectiveAccessibility {
  textSize: TextSize;
  highContrast: boolean;
  reduceMotion: boolean;
  /** The effective display mode is dark (dark, or system with a dark system). */
  dark: boolean;
}

export const DOCUMENT_CLASSES = {
  small: 'nibras-text-small',
  large: 'nibras-text-large',
  highContrast: 'nibras-high-contrast',
  reduceMotion: 'nibras-reduce-motion',
  dark: 'nibras-dark',
} as const;

/**
 * How much each text size scales type. base.css sets the root font size to these ratios
 * (87.5 % and 118.75 %), and antd's fontSize token is the base size times the same ratio.
 */
export const TEXT_SCALE: Record<TextSize, number> = { small: 0.875, medium: 1, large: 1.1875 };

/** antd's fontSize token at medium size, in px. */
export const BASE_FONT_SIZE = 15;

export const fontSizeFor = (size: TextSize): number => Math.round(BASE_FONT_SIZE * TEXT_SCALE[size]);

export const PREFERS_DARK = '(prefers-color-scheme: dark)';
export const PREFERS_REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function useEffectiveAccessibility(): EffectiveAccessibility {
  const a11y = useSettingsStore((s) => s.settings.accessibility);
  const saved = useSettingsStore((s) => s.saved);
  const systemDark = useMediaQuery(PREFERS_DARK);
  const systemReducedMotion = useMediaQuery(PREFERS_REDUCED_MOTION);
  return {
    textSize: a11y.textSize,
    highContrast: a11y.highContrast,
    // Until the student saves settings, the system's wish is followed live (the stored default
    // already took it at start-up).
    reduceMotion: a11y.reduceMotion || (!saved && systemReducedMotion),
    dark: a11y.displayMode === 'dark' || (a11y.displayMode === 'system' && systemDark),
  };
}

/** The classes <html> carries for these settings (medium text size adds none). */
export function documentClassesFor(a: EffectiveAccessibility): string[] {
  const classes: string[] = [];
  if (a.textSize === 'small') classes.push(DOCUMENT_CLASSES.small);
  if (a.textSize === 'large') classes.push(DOCUMENT_CLASSES.large);
  if (a.highContrast) classes.push(DOCUMENT_CLASSES.highContrast);
  if (a.reduceMotion) classes.push(DOCUMENT_CLASSES.reduceMotion);
  if (a.dark) classes.push(DOCUMENT_CLASSES.dark);
  return classes;
}

/** Sets our classes (and only ours) and the colour scheme on <html>. */
export function applyDocumentAccessibility(a: EffectiveAccessibility, root = document.documentElement): void {
  const wanted = new Set(documentClassesFor(a));
  for (const name of Object.values(DOCUMENT_CLASSES)) root.classList.toggle(name, wanted.has(name));
  root.style.colorScheme = a.dark ? 'dark' : 'light';
}

/**
 * Keeps <html> in step with the settings: a change here, in a remote or in another tab (the
 * settings store follows the bus) and a change of the system's colour scheme or motion wish.
 * Used once per page, by the root that owns it (the shell, or a remote's standalone harness).
 */
export function useDocumentAccessibility(): EffectiveAccessibility {
  const a = useEffectiveAccessibility();
  const { textSize, highContrast, reduceMotion, dark } = a;
  useLayoutEffect(() => {
    applyDocumentAccessibility({ textSize, highContrast, reduceMotion, dark });
  }, [textSize, highContrast, reduceMotion, dark]);
  return a;
}

import { theme as antdTheme, type ThemeConfig } from '../ui';
import type { Locale, TextSize } from '../types';
import { FONT_FAMILY } from './fonts';
import { fontSizeFor } from './accessibility';

/** Brand colours: a deep teal lantern with a warm amber flame. */
export const BRAND = {
  primary: '#0f766e',
  primaryHighContrast: '#064e47',
  /** Dark mode: a light teal, with dark ink on it. */
  primaryDark: '#2dd4bf',
  /** High contrast in dark mode: a lighter teal, with black text on it (17:1). */
  primaryHighContrastDark: '#9ff5ea',
  accent: '#f59e0b',
  ink: '#102a28',
} as const;

export interface ThemeInput {
  locale: Locale;
  dark: boolean;
  highContrast: boolean;
  textSize: TextSize;
  reduceMotion: boolean;
}

function primaryFor(dark: boolean, highContrast: boolean): string {
  if (dark) return highContrast ? BRAND.primaryHighContrastDark : BRAND.primaryDark;
  return highContrast ? BRAND.primaryHighContrast : BRAND.primary;
}

export function buildTheme({ locale, dark, highContrast, textSize, reduceMotion }: ThemeInput): ThemeConfig {
  const algorithm = [dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm];
  return {
    algorithm,
    token: {
      colorPrimary: primaryFor(dark, highContrast),
      colorInfo: primaryFor(dark, highContrast),
      // In dark mode the primary is a light teal (antd's dark palette of our deep teal reads at
      // 2.5:1 as text), so text on it is dark ink.
      ...(dark ? { colorTextLightSolid: BRAND.ink, colorLink: highContrast ? '#9ff5ea' : '#5eead4' } : {}),
      colorWarning: BRAND.accent,
      fontFamily: FONT_FAMILY[locale],
      // 13, 15 or 18 px: the same ratio as the root font size (base.css).
      fontSize: fontSizeFor(textSize),
      borderRadius: 10,
      // Keep `motion` on: toggling it makes antd's ConfigProvider add a wrapper, which re-mounts the
      // whole tree and drops keyboard focus. Zero durations stop antd's animations instead.
      ...(reduceMotion
        ? { motionDurationFast: '0s', motionDurationMid: '0s', motionDurationSlow: '0s' }
        : {}),
      // antd's secondary grey (45 % black) reads below 4.5:1 on the page's tinted background;
      // a little darker keeps descriptions and hints at WCAG AA in both modes.
      colorTextTertiary: dark ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.58)',
      colorTextDescription: dark ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.58)',
      ...(highContrast
        ? {
            colorText: dark ? '#ffffff' : '#000000',
            colorTextSecondary: dark ? '#f0f0f0' : '#1a1a1a',
            colorTextTertiary: dark ? '#e0e0e0' : '#262626',
            colorTextDescription: dark ? '#e0e0e0' : '#262626',
            colorTextPlaceholder: dark ? '#cccccc' : '#404040',
            colorBorder: dark ? '#ffffff' : '#000000',
            colorBorderSecondary: dark ? '#ffffff' : '#000000',
            colorLink: dark ? '#9ff5ea' : '#00403a',
            // Text on primary buttons: white on dark teal, black on light teal (both AAA).
            colorTextLightSolid: dark ? '#000000' : '#ffffff',
          }
        : {}),
    },
  };
}

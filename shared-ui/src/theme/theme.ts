import { theme as antdTheme, type ThemeConfig } from '../ui';
import type { Locale, TextSize } from '../types';
import { FONT_FAMILY } from './fonts';

/** Brand colours: a deep teal lantern with a warm amber flame. */
export const BRAND = {
  primary: '#0f766e',
  primaryHighContrast: '#064e47',
  accent: '#f59e0b',
  ink: '#102a28',
} as const;

const FONT_SIZE: Record<TextSize, number> = { small: 13, medium: 15, large: 18 };

export interface ThemeInput {
  locale: Locale;
  dark: boolean;
  highContrast: boolean;
  textSize: TextSize;
  reduceMotion: boolean;
}

export function buildTheme({ locale, dark, highContrast, textSize, reduceMotion }: ThemeInput): ThemeConfig {
  const algorithm = [dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm];
  return {
    algorithm,
    token: {
      colorPrimary: highContrast && !dark ? BRAND.primaryHighContrast : BRAND.primary,
      colorInfo: BRAND.primary,
      colorWarning: BRAND.accent,
      fontFamily: FONT_FAMILY[locale],
      fontSize: FONT_SIZE[textSize],
      borderRadius: 10,
      motion: !reduceMotion,
      ...(highContrast
        ? {
            colorText: dark ? '#ffffff' : '#000000',
            colorTextSecondary: dark ? '#f0f0f0' : '#1a1a1a',
            colorTextTertiary: dark ? '#e0e0e0' : '#262626',
            colorBorder: dark ? '#ffffff' : '#000000',
            colorLink: dark ? '#9ff5ea' : '#00403a',
          }
        : {}),
    },
  };
}

// antd's design tokens as CSS variables on the settings area, so its stylesheet follows the
// theme (dark mode, high contrast, text size) without a second set of rules.
import type { CSSProperties } from 'react';
import { theme, useIsDark } from '@nibras/shared-ui';

export function useSettingsStyle(): { style: CSSProperties; dark: boolean } {
  const { token } = theme.useToken();
  const dark = useIsDark();
  const style = {
    '--st-text': token.colorText,
    '--st-text-2': token.colorTextSecondary,
    '--st-text-3': token.colorTextTertiary,
    '--st-surface': token.colorBgContainer,
    '--st-elevated': token.colorBgElevated,
    '--st-layout': token.colorBgLayout,
    '--st-border': token.colorBorderSecondary,
    '--st-border-strong': token.colorBorder,
    '--st-fill': token.colorFillQuaternary,
    '--st-fill-2': token.colorFillTertiary,
    '--st-primary': token.colorPrimary,
    // antd derives a greyish colorPrimaryBg (#a8b5b2) from our deep teal: tint the surface instead.
    '--st-primary-bg': `color-mix(in srgb, ${token.colorPrimary} ${dark ? 22 : 9}%, ${token.colorBgContainer})`,
    '--st-primary-border': `color-mix(in srgb, ${token.colorPrimary} 45%, ${token.colorBgContainer})`,
    '--st-primary-text': dark ? '#5eead4' : token.colorPrimaryText,
    '--st-error': token.colorError,
    '--st-error-bg': token.colorErrorBg,
    '--st-error-border': token.colorErrorBorder,
    '--st-warning-bg': token.colorWarningBg,
    '--st-warning-border': token.colorWarningBorder,
    '--st-radius': `${token.borderRadiusLG}px`,
  } as CSSProperties;
  return { style, dark };
}

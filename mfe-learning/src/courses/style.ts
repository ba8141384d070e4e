// antd's design tokens as CSS variables on a learning page (--learning-*), so courses.css and
// home.css follow the theme: light, dark and high contrast.
import { useMemo, type CSSProperties } from 'react';
import { theme, useIsDark } from '@nibras/shared-ui';

export function useLearningStyle(): CSSProperties {
  const { token } = theme.useToken();
  const dark = useIsDark();
  return useMemo(
    () =>
      ({
        '--learning-text': token.colorText,
        '--learning-text-2': token.colorTextSecondary,
        '--learning-text-3': token.colorTextTertiary,
        '--learning-surface': token.colorBgContainer,
        '--learning-surface-2': token.colorFillQuaternary,
        '--learning-border': token.colorBorder,
        '--learning-border-2': token.colorBorderSecondary,
        '--learning-primary': token.colorPrimary,
        // Text on the primary: white in light mode, dark ink on dark mode's light teal.
        '--learning-on-primary': token.colorTextLightSolid,
        '--learning-primary-bg': `color-mix(in srgb, ${token.colorPrimary} ${dark ? 22 : 9}%, ${token.colorBgContainer})`,
        '--learning-success': token.colorSuccess,
        '--learning-success-bg': `color-mix(in srgb, ${token.colorSuccess} ${dark ? 22 : 10}%, ${token.colorBgContainer})`,
        '--learning-warning-bg': `color-mix(in srgb, ${token.colorWarning} ${dark ? 22 : 12}%, ${token.colorBgContainer})`,
        '--learning-link': token.colorLink,
        '--learning-radius': `${token.borderRadiusLG}px`,
        '--learning-font-code': token.fontFamilyCode,
      }) as CSSProperties,
    [token, dark],
  );
}

// antd's design tokens as CSS variables on the materials page, so materials.css follows the theme
// (dark mode, high contrast, text size) without a second set of rules.
import { useMemo, type CSSProperties } from 'react';
import { theme, useIsDark } from '@nibras/shared-ui';

export function useMaterialsStyle(): CSSProperties {
  const { token } = theme.useToken();
  const dark = useIsDark();
  return useMemo(
    () =>
      ({
        '--materials-text': token.colorText,
        '--materials-text-2': token.colorTextSecondary,
        '--materials-surface': token.colorBgContainer,
        '--materials-elevated': token.colorBgElevated,
        '--materials-border': token.colorBorder,
        '--materials-border-2': token.colorBorderSecondary,
        '--materials-fill': token.colorFillTertiary,
        '--materials-primary': token.colorPrimary,
        '--materials-primary-bg': `color-mix(in srgb, ${token.colorPrimary} ${dark ? 24 : 10}%, ${token.colorBgContainer})`,
        // Status words are small text: the signal colours mixed half with the text colour keep
        // 4.5:1 on the page in light and dark mode (antd's green and red alone are 2-3:1 on white).
        '--materials-error': `color-mix(in srgb, ${token.colorError} 50%, ${token.colorText})`,
        '--materials-warning': token.colorWarning,
        '--materials-success': `color-mix(in srgb, ${token.colorSuccess} 50%, ${token.colorText})`,
        '--materials-radius': `${token.borderRadiusLG}px`,
        '--materials-shadow': token.boxShadowSecondary,
      }) as CSSProperties,
    [token, dark],
  );
}

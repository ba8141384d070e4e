// antd's design tokens as CSS variables on the chat, so chat.css follows the theme (dark mode,
// high contrast, text size) without a second set of rules.
import { useMemo, type CSSProperties } from 'react';
import { theme, useIsDark } from '@nibras/shared-ui';

export function useChatStyle(): CSSProperties {
  const { token } = theme.useToken();
  const dark = useIsDark();
  return useMemo(
    () =>
      ({
        '--chat-text': token.colorText,
        '--chat-text-2': token.colorTextSecondary,
        '--chat-text-3': token.colorTextTertiary,
        '--chat-surface': token.colorBgContainer,
        '--chat-elevated': token.colorBgElevated,
        '--chat-layout': token.colorBgLayout,
        '--chat-border': token.colorBorderSecondary,
        '--chat-border-strong': token.colorBorder,
        '--chat-fill': token.colorFillQuaternary,
        '--chat-fill-2': token.colorFillTertiary,
        '--chat-primary': token.colorPrimary,
        '--chat-primary-bg': `color-mix(in srgb, ${token.colorPrimary} ${dark ? 24 : 10}%, ${token.colorBgContainer})`,
        '--chat-primary-border': `color-mix(in srgb, ${token.colorPrimary} 45%, ${token.colorBgContainer})`,
        '--chat-highlight': `color-mix(in srgb, ${token.colorWarning} ${dark ? 30 : 22}%, ${token.colorBgContainer})`,
        '--chat-warning-bg': token.colorWarningBg,
        '--chat-warning-border': token.colorWarningBorder,
        '--chat-error': token.colorError,
        '--chat-radius': `${token.borderRadiusLG}px`,
      }) as CSSProperties,
    [token, dark],
  );
}

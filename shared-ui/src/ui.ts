// The antd components of the design system that a first visit needs (the shell's frame, the
// public pages, toasts). Everything in the shell and the remotes imports antd through
// `@nibras/shared-ui` (this file) or `@nibras/shared-ui/extra` (ui-extra.ts), never from 'antd'
// directly (lint enforces it): both are shared singletons provided by the shell, so every antd
// module (and its contexts: theme, direction, locale) exists once, and only the components listed
// are shipped instead of the whole library that sharing the bare 'antd' package would load.
// A shared module cannot be tree-shaken, so what is listed here is downloaded by every visitor:
// add a component here only when the first page of a visit needs it, otherwise to ui-extra.ts.
export { default as Button } from 'antd/es/button';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Drawer } from 'antd/es/drawer';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as message } from 'antd/es/message';
export { default as theme } from 'antd/es/theme';
export type { ThemeConfig } from 'antd/es/config-provider';

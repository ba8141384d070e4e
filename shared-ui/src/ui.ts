// The antd components of the design system. Everything in the shell and the remotes
// imports antd through here, never from 'antd' directly (lint enforces it):
// shared-ui is one shared singleton, so every antd module (and its contexts: theme,
// direction, locale) exists once, and only the components listed here are shipped,
// instead of the whole library that sharing the bare 'antd' package would load.
// Add a component here when a feature needs it.
export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { default as Avatar } from 'antd/es/avatar';
export { default as Badge } from 'antd/es/badge';
export { default as Button } from 'antd/es/button';
export { default as Card } from 'antd/es/card';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Drawer } from 'antd/es/drawer';
export { default as Empty } from 'antd/es/empty';
export { default as Input } from 'antd/es/input';
export { default as Layout } from 'antd/es/layout';
export { default as Menu } from 'antd/es/menu';
export { default as Modal } from 'antd/es/modal';
export { default as Popover } from 'antd/es/popover';
export { default as Progress } from 'antd/es/progress';
export { default as Radio } from 'antd/es/radio';
export { default as Result } from 'antd/es/result';
export { default as Segmented } from 'antd/es/segmented';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Slider } from 'antd/es/slider';
export { default as Space } from 'antd/es/space';
export { default as Steps } from 'antd/es/steps';
export { default as Switch } from 'antd/es/switch';
export { default as Tabs } from 'antd/es/tabs';
export { default as Tag } from 'antd/es/tag';
export { default as Typography } from 'antd/es/typography';
export { default as message } from 'antd/es/message';
export { default as theme } from 'antd/es/theme';
export type { ThemeConfig } from 'antd/es/config-provider';
export type { InputRef } from 'antd/es/input';

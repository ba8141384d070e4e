// The antd components that the first page of a visit does not need: forms, menus, dialogs,
// pop-ups and the rest. They reach the apps through `@nibras/shared-ui/extra`, a second shared
// singleton that is downloaded only when code that imports it runs (a signed-in page, a lazy
// page, the navbar's dropdowns), so the public pages do not pay for them.
export { default as Alert } from 'antd/es/alert';
export { default as Badge } from 'antd/es/badge';
export { default as Card } from 'antd/es/card';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Input } from 'antd/es/input';
export { default as Layout } from 'antd/es/layout';
export { default as Menu } from 'antd/es/menu';
export { default as Modal } from 'antd/es/modal';
export { default as Popover } from 'antd/es/popover';
export { default as Progress } from 'antd/es/progress';
export { default as Radio } from 'antd/es/radio';
export { default as Segmented } from 'antd/es/segmented';
export { default as Slider } from 'antd/es/slider';
export { default as Space } from 'antd/es/space';
export { default as Steps } from 'antd/es/steps';
export { default as Switch } from 'antd/es/switch';
export { default as Tabs } from 'antd/es/tabs';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Typography } from 'antd/es/typography';
export type { InputRef } from 'antd/es/input';

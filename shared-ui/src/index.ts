// @nibras/shared-ui: the design system and the shared singletons: what every page needs, the
// first page of a visit included. The rest is in `@nibras/shared-ui/extra` (extra.ts).
export * from './types';
export * from './ui';
export * from './contract';
export * from './bus';
export * from './toast';
export * from './api-client';
export * from './stores/session';
export * from './stores/settings';
export * from './i18n';
export { AppProviders, useIsDark, type AppProvidersProps } from './theme/AppProviders';
export { buildTheme, BRAND } from './theme/theme';
export {
  useEffectiveAccessibility,
  useDocumentAccessibility,
  applyDocumentAccessibility,
  documentClassesFor,
  fontSizeFor,
  DOCUMENT_CLASSES,
  TEXT_SCALE,
  BASE_FONT_SIZE,
  type EffectiveAccessibility,
} from './theme/accessibility';
export { FONT_FAMILY } from './theme/fonts';
export { useMediaQuery } from './theme/useMediaQuery';
export { ShellLinkedRouter } from './router/ShellLinkedRouter';
export { createRemoteLifecycles, RemoteFrame, type RemoteDefinition } from './remote/createRemoteLifecycles';
export { useRemote, RemoteContext } from './remote/RemoteContext';
export { lazyPage, type LazyPage } from './remote/lazyPage';
export { NotFound } from './components/NotFound';
export { LoadBoundary, type LoadBoundaryProps } from './components/LoadBoundary';
export { StatusResult, type StatusKind } from './components/StatusResult';
export { usePageMeta, applyPageMeta, type PageMeta } from './seo/usePageMeta';
export {
  useLongPress,
  LONG_PRESS_MS,
  type ContextMenuPoint,
  type LongPressHandlers,
} from './hooks/useLongPress';
export { RemoteUnavailable, RemoteCrashed } from './components/StatusPanel';
export * from './icons/core';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export * from './plans';
export * from './sync';
export * from './notifications';
export * from './speech';

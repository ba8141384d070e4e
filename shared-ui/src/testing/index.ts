// Test helpers for remotes (imported by tests only, never by app code).
export {
  renderRemote,
  localePath,
  UNUSED_API_URL,
  type RenderRemoteOptions,
  type RenderedRemote,
  type RecordedNavigation,
} from './renderRemote';
export { flattenMessages, localeKeyDiff, untranslatedKeys, hasArabic, messageAt } from './locales';
export {
  describeRemote,
  rawKeysIn,
  renderRemoteInEachTest,
  expectPage,
  expectNotFound,
  type RemotePageSpec,
  type RemoteSuiteSpec,
} from './describeRemote';

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
export {
  captureToasts,
  stubObjectUrls,
  patchComputedStyle,
  quietLayoutWarnings,
  stubCanvas,
  laidOutImage,
  type CanvasStub,
  type Toast,
} from './jsdom';
export { nodeFetch, blobBytes, createGate, type Gate, type NodeFetchOptions } from './nodeFetch';
export { watchTimeouts, loadBeforeTests, type WatchedTimeouts } from './timers';
export { startRealApi, realApiForFile, type RealApi, type StartedApi } from './realApi';
export { readBody } from '../api/test-server';

/* global window */
// jsdom lacks a few browser APIs that antd and the bus use.
const { BroadcastChannel: NodeBroadcastChannel } = require('node:worker_threads');
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
  if (!globalThis.BroadcastChannel) globalThis.BroadcastChannel = NodeBroadcastChannel;
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  const { TextEncoder, TextDecoder } = require('node:util');
  if (!globalThis.TextEncoder) globalThis.TextEncoder = TextEncoder;
  if (!globalThis.TextDecoder) globalThis.TextDecoder = TextDecoder;
}

// waitFor/findBy give up after 20 s instead of 1 s: a real API's answer and an antd page's render can
// take several seconds when both cores are busy (a second process, a loaded CI machine: 5 s was not
// enough at a load average of 16). A passing wait returns as soon as its condition holds, so this only
// decides how long a failing one takes to say so; the per-test limit (jest-preset.cjs) is above it.
require('@testing-library/dom').configure({ asyncUtilTimeout: 20_000 });

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

// waitFor/findBy give up after 5 s instead of 1 s: `npm test` runs the builds and every package's tests
// at once on two cores, and a real API's answer can take longer than a second then. A passing wait
// returns as soon as its condition holds, so this only decides how long a failing one takes to say so.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

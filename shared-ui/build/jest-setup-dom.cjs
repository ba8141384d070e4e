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

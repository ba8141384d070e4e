/**
 * @jest-environment-options {"url": "http://127.0.0.1:3000/en"}
 */
// The app opened at 127.0.0.1 rather than localhost: the API and the remotes are called on the same
// host, whose origin the API allows by default (api/src/config.ts), so signing in works.
import { loadRuntimeConfig, runtimeConfig } from './runtime-config';

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('run-time config on a page opened at 127.0.0.1', () => {
  it('starts with the defaults on the page host', () => {
    expect(location.hostname).toBe('127.0.0.1');
    expect(runtimeConfig().apiUrl).toBe('http://127.0.0.1:8787');
    expect(runtimeConfig().remotes.mfe_settings).toBe('http://127.0.0.1:3005/mf-manifest.json');
  });

  it('moves the served localhost URLs to the page host and keeps others', async () => {
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({
        ok: true,
        json: () =>
          Promise.resolve({
            apiUrl: 'http://localhost:8787',
            remotes: {
              mfe_chat: 'http://localhost:3003/mf-manifest.json',
              mfe_learning: 'https://learning.nibras.example/mf-manifest.json',
            },
          }),
      }),
    ) as unknown as typeof fetch;
    const config = await loadRuntimeConfig();
    expect(config.apiUrl).toBe('http://127.0.0.1:8787');
    expect(config.remotes).toEqual({
      mfe_marketing: 'http://127.0.0.1:3001/mf-manifest.json',
      mfe_learning: 'https://learning.nibras.example/mf-manifest.json',
      mfe_chat: 'http://127.0.0.1:3003/mf-manifest.json',
      mfe_materials: 'http://127.0.0.1:3004/mf-manifest.json',
      mfe_settings: 'http://127.0.0.1:3005/mf-manifest.json',
    });
  });
});

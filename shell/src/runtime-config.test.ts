import { INLINE_CONFIG_ID, inlineRuntimeConfig, loadRuntimeConfig, runtimeConfig } from './runtime-config';

function setInline(text: string | null) {
  document.getElementById(INLINE_CONFIG_ID)?.remove();
  if (text === null) return;
  const script = document.createElement('script');
  script.id = INLINE_CONFIG_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  setInline(null);
  globalThis.fetch = originalFetch;
});

describe('run-time config', () => {
  it('takes the config the server wrote into the page, without fetching /config.json', async () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    setInline(
      JSON.stringify({
        apiUrl: 'https://api.example',
        remotes: { mfe_chat: 'https://chat/mf-manifest.json' },
      }),
    );
    const config = await loadRuntimeConfig();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(config.apiUrl).toBe('https://api.example');
    expect(config.remotes.mfe_chat).toBe('https://chat/mf-manifest.json');
    expect(config.remotes.mfe_marketing).toBe('http://localhost:3001/mf-manifest.json');
    expect(runtimeConfig()).toBe(config);
  });

  it('falls back to /config.json when the page has none (development server) or it is unreadable', async () => {
    for (const inline of [null, '', '{broken']) {
      setInline(inline);
      const fetchSpy = jest.fn(() =>
        Promise.resolve({ ok: true, json: () => Promise.resolve({ apiUrl: 'https://from-fetch' }) }),
      );
      globalThis.fetch = fetchSpy as unknown as typeof fetch;
      const config = await loadRuntimeConfig();
      expect(fetchSpy).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
      expect(config.apiUrl).toBe('https://from-fetch');
    }
  });

  it('reads nothing from an empty slot', () => {
    setInline('');
    expect(inlineRuntimeConfig()).toBeNull();
  });
});

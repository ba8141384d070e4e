import {
  INLINE_CONFIG_ID,
  inlineRuntimeConfig,
  loadRuntimeConfig,
  OVERRIDES_KEY,
  overridesPanelWanted,
  remoteOverrides,
  runtimeConfig,
  saveRemoteOverrides,
} from './runtime-config';

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

describe('per-browser remote overrides', () => {
  afterEach(() => localStorage.clear());

  it('replace a remote’s URL in this browser, say which, and keep the deployed one for the way back', async () => {
    saveRemoteOverrides({ mfe_chat: 'http://localhost:4103/mf-manifest.json' });
    setInline(JSON.stringify({ remotes: { mfe_chat: 'https://chat.nibras.example/mf-manifest.json' } }));
    const config = await loadRuntimeConfig();
    expect(config.remotes.mfe_chat).toBe('http://localhost:4103/mf-manifest.json');
    expect(config.overridden).toEqual({
      mfe_chat: {
        url: 'http://localhost:4103/mf-manifest.json',
        deployed: 'https://chat.nibras.example/mf-manifest.json',
      },
    });
    expect(config.remotes.mfe_settings).toBe('http://localhost:3005/mf-manifest.json');
    expect(overridesPanelWanted('')).toBe(true);

    saveRemoteOverrides({});
    expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
    expect((await loadRuntimeConfig()).overridden).toEqual({});
    expect(overridesPanelWanted('')).toBe(false);
  });

  it('ignore unknown remotes, URLs that are not http(s), and a stored value that is not JSON', () => {
    localStorage.setItem(
      OVERRIDES_KEY,
      JSON.stringify({
        mfe_chat: 'javascript:alert(1)',
        mfe_evil: 'http://x',
        mfe_learning: 'https://l.example/m.json',
      }),
    );
    expect(remoteOverrides()).toEqual({ mfe_learning: 'https://l.example/m.json' });
    localStorage.setItem(OVERRIDES_KEY, '{not json');
    expect(remoteOverrides()).toEqual({});
  });

  it('the panel opens with ?devtools=1 and is remembered in this browser', () => {
    expect(overridesPanelWanted('')).toBe(false);
    expect(overridesPanelWanted('?devtools=1')).toBe(true);
    expect(overridesPanelWanted('')).toBe(true);
  });
});

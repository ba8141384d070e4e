import { API_URL_KEY, DEFAULT_API_URL, resolveApiUrl } from './session';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}
const page = (search = '', hostname = 'localhost') => ({ search, hostname });
const served = (apiUrl: unknown) => () => Promise.resolve(apiUrl === undefined ? null : { apiUrl });

describe('the harness finds its API', () => {
  it('from ?api= first, and keeps it for the tab', async () => {
    const storage = memoryStorage();
    const fromQuery = await resolveApiUrl(
      undefined,
      served('http://api.example'),
      page('?api=http://localhost:9999/'),
      storage,
    );
    expect(fromQuery).toBe('http://localhost:9999');
    expect(storage.items.get(API_URL_KEY)).toBe('http://localhost:9999/');
    // Later pages of the tab, without the query.
    expect(await resolveApiUrl(undefined, served('http://api.example'), page(), storage)).toBe(
      'http://localhost:9999',
    );
  });

  it('then from the server’s /config.json, then the option, then localhost:8787', async () => {
    expect(
      await resolveApiUrl('http://option.example', served('https://api.example/'), page(), memoryStorage()),
    ).toBe('https://api.example');
    expect(await resolveApiUrl('http://option.example', served(undefined), page(), memoryStorage())).toBe(
      'http://option.example',
    );
    const failing = () => Promise.reject(new Error('offline'));
    expect(await resolveApiUrl(undefined, failing, page(), memoryStorage())).toBe(DEFAULT_API_URL);
  });

  it('ignores what is not an http(s) URL, and follows the page’s host for a loopback API', async () => {
    expect(
      await resolveApiUrl(
        undefined,
        served('javascript:alert(1)'),
        page('?api=file:///etc'),
        memoryStorage(),
      ),
    ).toBe(DEFAULT_API_URL);
    expect(await resolveApiUrl(undefined, served(undefined), page('', '127.0.0.1'), memoryStorage())).toBe(
      'http://127.0.0.1:8787',
    );
  });
});

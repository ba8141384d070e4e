// The URL helpers the shell and the harness share (bundled into each, not a shared module).
import { isHttpUrl, onPageHost } from './urls';

describe('onPageHost', () => {
  it.each([
    // Loopback URLs follow the host the page was opened on.
    ['http://localhost:8787', '127.0.0.1', 'http://127.0.0.1:8787'],
    ['http://localhost:3001/mf-manifest.json', '127.0.0.1', 'http://127.0.0.1:3001/mf-manifest.json'],
    ['http://127.0.0.1:8787', 'localhost', 'http://localhost:8787'],
    ['http://[::1]:8787/', '192.168.1.20', 'http://192.168.1.20:8787/'],
    ['http://LOCALHOST:8787', 'nibras.local', 'http://nibras.local:8787'],
    // Other hosts, look-alikes and pages on an IPv6 literal are left alone.
    ['https://api.nibras.example', '127.0.0.1', 'https://api.nibras.example'],
    ['http://localhost.evil.example:8787', '127.0.0.1', 'http://localhost.evil.example:8787'],
    ['http://127.0.0.10:8787', 'localhost', 'http://127.0.0.10:8787'],
    ['http://localhost:8787', '[::1]', 'http://localhost:8787'],
    ['http://localhost:8787', 'localhost', 'http://localhost:8787'],
  ])('%s on a page at %s is %s', (url, pageHost, expected) => {
    expect(onPageHost(url, pageHost)).toBe(expected);
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['http://localhost:3002/mf-manifest.json', true],
    ['https://cdn.nibras.example/learning/mf-manifest.json', true],
    ['javascript:alert(1)', false],
    ['file:///etc/passwd', false],
    ['/relative/path', false],
    ['', false],
    [42, false],
    [null, false],
  ])('%s: %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});

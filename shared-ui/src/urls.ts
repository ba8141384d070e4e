// URL helpers for the shell's run-time config and the standalone harness. Imported as
// '@nibras/shared-ui/urls', which is not a shared module (build/shared.mjs SHARED_UI_ENTRIES): the
// shell reads its config before Module Federation has shared anything, so each build bundles its
// own copy of these few pure functions, written once here.

/** `http://localhost...`, `http://127.0.0.1...` or `http://[::1]...` (the host in group 2). */
export const LOOPBACK_URL = /^(https?:\/\/)(localhost|127\.0\.0\.1|\[::1\])(?=[:/?#]|$)/i;

/**
 * A URL on a loopback host (the defaults, or API_URL=http://localhost:8787) names the machine that
 * served the page, so it follows the host the page was opened on: the app opened at
 * http://127.0.0.1:3000 calls http://127.0.0.1:8787, which the API allows from that origin (and a
 * phone that opened the page by the machine's address gets that address, not its own localhost).
 * Other URLs, and pages opened on an IPv6 literal (the API listens on IPv4 by default, and
 * `localhost` reaches it from there), are left as they are.
 */
export function onPageHost(url: string, pageHostname: string = globalThis.location?.hostname ?? ''): string {
  if (pageHostname === '' || pageHostname.startsWith('[')) return url;
  return url.replace(LOOPBACK_URL, `$1${pageHostname}`);
}

/** An absolute http: or https: URL (what a remote override, `?api=` or /config.json may name). */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

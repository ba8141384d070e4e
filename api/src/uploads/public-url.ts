import type { Context } from 'hono';

/** A host name or address with an optional port, as in a Host header. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const lastEntry = (value: string | undefined) =>
  value
    ?.split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .at(-1);

/**
 * The origin the client used to reach the API, for absolute URLs in answers (uploaded pictures).
 * From the request itself (Host header); with `trustProxy` (TRUST_PROXY=true, one reverse proxy
 * in front) the proxy's X-Forwarded-Proto and X-Forwarded-Host win, their last entry, as for
 * X-Forwarded-For. Malformed values are ignored.
 */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  if (trustProxy) {
    const proto = lastEntry(c.req.header('x-forwarded-proto'))?.toLowerCase();
    const host = lastEntry(c.req.header('x-forwarded-host'));
    if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
    if (host !== undefined && HOST.test(host)) url.host = host;
  }
  return url.origin;
}

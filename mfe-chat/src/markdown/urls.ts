// Which link and image addresses a reply may keep. Anything a model writes is untrusted: only
// web and mail addresses survive (`javascript:`, `data:`, `vbscript:`, `file:` and relative paths
// are dropped), plus `#fragment` links that GFM footnotes point at inside the same reply.
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The address if it is safe to link to, else undefined (react-markdown then drops the attribute). */
export function safeUrl(value: string): string | undefined {
  const url = value.trim();
  if (/^#[\w-]*$/.test(url)) return url;
  try {
    // The URL parser removes tabs and line breaks ("java\nscript:") exactly as a browser would.
    const parsed = new URL(url);
    return ALLOWED_PROTOCOLS.has(parsed.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A web address (opens in a new tab), as opposed to mailto: or an in-reply #fragment. */
export function isWebUrl(url: string): boolean {
  return /^https?:/i.test(url);
}

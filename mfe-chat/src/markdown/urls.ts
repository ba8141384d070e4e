// Which link and image addresses a reply may keep. Anything a model writes is untrusted: only
// web and mail addresses survive (`javascript:`, `data:`, `vbscript:`, `file:` and relative paths
// are dropped), plus `#fragment` links that GFM footnotes point at inside the same reply, and the
// citations of a file conversation's replies, `#page=N`, and of a lesson conversation's,
// `#section=<id>` (ReplyMarkdown turns them into buttons that open the file's viewer at page N or
// the lesson at that section; they never navigate).
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The address if it is safe to link to, else undefined (react-markdown then drops the attribute). */
export function safeUrl(value: string): string | undefined {
  const url = value.trim();
  if (/^#[\w-]*$/.test(url) || citedPage(url) !== null || citedSection(url) !== null) return url;
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

/** The largest page a citation may name (a PDF here has at most 500; anything beyond is not a page). */
const MAX_CITED_PAGE = 100_000;

/** The page a citation link names (`#page=3`: 3), or null for any other address. */
export function citedPage(href: string | null | undefined): number | null {
  const match = /^#page=(\d{1,6})$/.exec(href?.trim() ?? '');
  if (!match) return null;
  const page = Number(match[1]);
  return page >= 1 && page <= MAX_CITED_PAGE ? page : null;
}

/** The section a lesson citation names (`#section=s2`: `s2`), or null for any other address. */
export function citedSection(href: string | null | undefined): string | null {
  const match = /^#section=([A-Za-z0-9][\w-]{0,63})$/.exec(href?.trim() ?? '');
  return match ? (match[1] as string) : null;
}

/** Plain-text files: UTF-8 text cut into pages of about TEXT_PAGE_CHARS characters. */
import { TEXT_PAGE_CHARS } from './limits.ts';

/** The text of UTF-8 bytes (a byte-order mark dropped, line ends as `\n`); null when not valid UTF-8. */
export function decodeText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes).replace(/\r\n?/g, '\n');
  } catch {
    return null;
  }
}

/** Cuts `text` (longer than `max`) at the last line end, else sentence end, else space before `max`. */
function cutLong(text: string, max: number): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    const floor = Math.floor(max / 2);
    let cut = window.lastIndexOf('\n');
    if (cut < floor)
      cut = Math.max(...['. ', '? ', '! ', '。', '؟ ', '، '].map((mark) => window.lastIndexOf(mark) + 1));
    if (cut < floor) cut = window.lastIndexOf(' ');
    if (cut < floor) cut = max;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut);
  }
  if (rest.trim()) parts.push(rest.trim());
  return parts;
}

/**
 * Pages of at most about `max` characters: whole paragraphs (blank-line separated) while they fit, a
 * paragraph longer than a page cut at line ends, then sentence ends, then spaces. No empty pages.
 */
export function splitTextPages(text: string, max = TEXT_PAGE_CHARS): string[] {
  const paragraphs = text
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.replace(/[ \t]+$/gm, '').trim())
    .filter((paragraph) => paragraph.length > 0)
    .flatMap((paragraph) => (paragraph.length > max ? cutLong(paragraph, max) : [paragraph]));
  const pages: string[] = [];
  let page = '';
  for (const paragraph of paragraphs) {
    if (page && page.length + 2 + paragraph.length > max) {
      pages.push(page);
      page = '';
    }
    page = page ? `${page}\n\n${paragraph}` : paragraph;
  }
  if (page) pages.push(page);
  return pages;
}

// "Listen" on a reply, the chat's part: what of a Markdown reply is read out (no code, no maths,
// no markup) and in which language. Reading it aloud is shared-ui's (playPreview: the student's
// voice and speed, long texts in pieces, "no voice on this device").
import type { Locale } from '@nibras/shared-ui';

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]/g;
const LATIN = /[A-Za-z]/g;

/** The language a reply is mostly written in. */
export function replyLanguage(text: string): Locale {
  const arabic = text.match(ARABIC)?.length ?? 0;
  const latin = text.match(LATIN)?.length ?? 0;
  return arabic > 0 && arabic >= latin / 2 ? 'ar' : 'en';
}

/** What a listener should hear of a Markdown reply. */
export function speakableText(markdown: string): string {
  return (
    markdown
      // Code blocks and display math are not read.
      .replace(/```[\s\S]*?(```|$)/g, ' ')
      .replace(/\$\$[\s\S]*?\$\$/g, ' ')
      .replace(/\\\[[\s\S]*?\\\]/g, ' ')
      // Pictures go; links keep their text.
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, ' ')
      // Inline code and math keep their text, without the marks.
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\\\((.*?)\\\)/g, '$1')
      // Headings, quotes, list bullets, emphasis, table bars and rules.
      .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, '')
      .replace(/^\s*([-*_]\s*){3,}$/gm, ' ')
      .replace(/[*_~]{1,3}/g, '')
      .replace(/\|/g, ' ')
      .split('\n')
      .map((line) => line.replace(/[ \t]+/g, ' ').trim())
      .filter(Boolean)
      .join('\n')
  );
}

/** A reply as the reader takes it: its speakable text and language; null when nothing is left to read. */
export function replySpeech(markdown: string): { text: string; locale: Locale } | null {
  const text = speakableText(markdown);
  return text ? { text, locale: replyLanguage(text) } : null;
}

// "Listen" on a reply: the browser's speech synthesis reads the reply in its own language, with a
// voice of the gender the student chose at onboarding and at their speed. Markdown, code and
// math markup are not read out; long replies are read in short pieces (some browsers stop a long
// utterance after about fifteen seconds).
import {
  SPEECH_LANG,
  loadVoices,
  pickVoice,
  type Locale,
  type SynthLike,
  type Voice,
} from '@nibras/shared-ui';

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

/** The text in pieces of at most `max` characters, cut at sentence ends (then at spaces). */
export function speechChunks(text: string, max = 220): string[] {
  const sentences = text.match(/[^.!?؟\n]+[.!?؟]*\s*|\n+/g) ?? [];
  const chunks: string[] = [];
  let current = '';
  const push = (piece: string) => {
    const trimmed = piece.trim();
    if (trimmed) chunks.push(trimmed);
  };
  for (const sentence of sentences) {
    if ((current + sentence).length <= max) {
      current += sentence;
      continue;
    }
    push(current);
    current = '';
    let rest = sentence;
    while (rest.length > max) {
      const cut = rest.lastIndexOf(' ', max);
      const at = cut > max / 2 ? cut : max;
      push(rest.slice(0, at));
      rest = rest.slice(at);
    }
    current = rest;
  }
  push(current);
  return chunks;
}

export interface SpeakRequest {
  text: string;
  gender: Voice;
  rate: number;
  /** Called once, when the reading ends or fails. */
  onEnd(): void;
}

/** Reads a reply aloud; false when there is nothing to read. */
export async function speakReply(synth: SynthLike, request: SpeakRequest): Promise<boolean> {
  const text = speakableText(request.text);
  const chunks = speechChunks(text);
  if (chunks.length === 0) return false;
  const language = replyLanguage(text);
  const choice = pickVoice(await loadVoices(synth), language, request.gender);
  synth.cancel();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    request.onEnd();
  };
  chunks.forEach((chunk, index) => {
    const utterance = new SpeechSynthesisUtterance(chunk);
    // Without a listed voice for the language the browser still picks one from `lang` when it can.
    utterance.lang = choice?.voice.lang ?? SPEECH_LANG[language];
    if (choice) utterance.voice = choice.voice as SpeechSynthesisVoice;
    utterance.rate = request.rate;
    utterance.onerror = end;
    if (index === chunks.length - 1) utterance.onend = end;
    synth.speak(utterance);
  });
  return true;
}

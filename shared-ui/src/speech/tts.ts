// Reading aloud: the previews of onboarding and the learning preferences, and the chat's "Listen"
// on a reply. The Web Speech API, in the given language, at the chosen rate, with a voice of the
// chosen gender when the browser has one; a long text is read in short pieces (some browsers stop
// an utterance after about fifteen seconds). Browsers differ widely (no API, no voices, voices
// that load late), so nothing here throws: every outcome is a value the page turns into a message.
import type { Locale, Voice } from '../types';

/** The part of SpeechSynthesisVoice used here (tests pass plain objects). */
export interface VoiceInfo {
  name: string;
  lang: string;
  default?: boolean;
  localService?: boolean;
}

/** The part of SpeechSynthesis used here. */
export interface SynthLike {
  getVoices(): VoiceInfo[];
  speak(utterance: SpeechSynthesisUtterance): void;
  cancel(): void;
  addEventListener?(type: 'voiceschanged', listener: () => void): void;
  removeEventListener?(type: 'voiceschanged', listener: () => void): void;
}

export const SPEECH_LANG: Record<Locale, string> = { en: 'en-US', ar: 'ar-SA' };

// Names of the voices the common platforms ship (Windows, macOS/iOS, Android/Chrome, Edge
// online voices), lower-case. "female" is tested before "male", which it contains.
const FEMALE = [
  'female',
  'woman',
  'girl',
  'zira',
  'aria',
  'jenny',
  'samantha',
  'karen',
  'moira',
  'tessa',
  'fiona',
  'victoria',
  'susan',
  'serena',
  'allison',
  'ava',
  'kate',
  'hazel',
  'libby',
  'sonia',
  'michelle',
  'hoda',
  'salma',
  'zariyah',
  'laila',
  'layla',
  'mariam',
  'maryam',
  'amira',
  'amina',
  'fatima',
  'sana',
  'noura',
  'hala',
  'rana',
  'google us english',
  'google uk english female',
];
const MALE = [
  'male',
  'man',
  'boy',
  'david',
  'mark',
  'guy',
  'ryan',
  'daniel',
  'alex',
  'fred',
  'tom',
  'aaron',
  'arthur',
  'george',
  'james',
  'oliver',
  'thomas',
  'christopher',
  'eric',
  'naayf',
  'hamed',
  'maged',
  'majed',
  'tarik',
  'tariq',
  'fahad',
  'fahed',
  'omar',
  'hamdan',
  'bassel',
  'shakir',
  'khalid',
  'google uk english male',
];

const words = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z\u0600-\u06ff]+/)
    .filter(Boolean);

/** The gender a voice's name suggests, or null when it says nothing. */
export function guessGender(voice: VoiceInfo): Voice | null {
  const name = voice.name.toLowerCase();
  const tokens = words(voice.name);
  const hit = (list: readonly string[]) =>
    list.some((entry) => (entry.includes(' ') ? name.includes(entry) : tokens.includes(entry)));
  if (hit(FEMALE)) return 'female';
  if (hit(MALE)) return 'male';
  return null;
}

export interface VoiceChoice {
  voice: VoiceInfo;
  /** False when no voice of the chosen gender exists for the language: another one is used. */
  genderMatched: boolean;
}

/** The best voice for the language (exact region first) and gender, or null when the language has none. */
export function pickVoice(voices: readonly VoiceInfo[], locale: Locale, gender: Voice): VoiceChoice | null {
  const wanted = SPEECH_LANG[locale].toLowerCase();
  const base = locale;
  const forLanguage = voices.filter((v) => v.lang.replace('_', '-').toLowerCase().split('-')[0] === base);
  if (forLanguage.length === 0) return null;
  const score = (v: VoiceInfo) =>
    (guessGender(v) === gender ? 4 : 0) +
    (v.lang.replace('_', '-').toLowerCase() === wanted ? 2 : 0) +
    (v.localService ? 1 : 0);
  const best = [...forLanguage].sort((a, b) => score(b) - score(a))[0]!;
  return { voice: best, genderMatched: guessGender(best) === gender };
}

/** The browser's speech synthesis, or null. */
export function browserSynth(): SynthLike | null {
  if (typeof window === 'undefined') return null;
  const synth = (window as Window & { speechSynthesis?: SpeechSynthesis }).speechSynthesis;
  if (!synth || typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return synth as unknown as SynthLike;
}

/** The voices, waiting up to `timeoutMs` for them to load (Chrome fills the list late). */
export function loadVoices(synth: SynthLike, timeoutMs = 1500): Promise<VoiceInfo[]> {
  const now = safeVoices(synth);
  if (now.length > 0 || !synth.addEventListener) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener?.('voiceschanged', done);
      resolve(safeVoices(synth));
    };
    const timer = setTimeout(done, timeoutMs);
    synth.addEventListener?.('voiceschanged', done);
  });
}

function safeVoices(synth: SynthLike): VoiceInfo[] {
  try {
    return synth.getVoices() ?? [];
  } catch {
    return [];
  }
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

export type PreviewOutcome =
  | { status: 'playing'; genderMatched: boolean }
  /** No speech synthesis in this browser. */
  | { status: 'unsupported' }
  /** Speech synthesis, but no voice for the language. */
  | { status: 'no-voice' }
  /** The request's signal was aborted before the reading started: nothing was read. */
  | { status: 'stopped' };

export interface PreviewRequest {
  /** Any length: a long text is read in pieces, one after the other. */
  text: string;
  locale: Locale;
  rate: number;
  gender: Voice;
  /** Called once when the reading ends, fails or is stopped (only when it started playing). */
  onEnd?: () => void;
  /** Aborting stops the reading, or keeps it from starting while the voices load. */
  signal?: AbortSignal;
}

/** Reads the text aloud (any reading in progress stops); resolves with what happened and never rejects. */
export async function playPreview(
  request: PreviewRequest,
  synth: SynthLike | null = browserSynth(),
): Promise<PreviewOutcome> {
  if (!synth) return { status: 'unsupported' };
  const { signal } = request;
  try {
    const choice = pickVoice(await loadVoices(synth), request.locale, request.gender);
    if (signal?.aborted) return { status: 'stopped' };
    if (!choice) return { status: 'no-voice' };
    synth.cancel();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      signal?.removeEventListener('abort', stop);
      request.onEnd?.();
    };
    const stop = () => {
      if (ended) return;
      end();
      stopPreview(synth);
    };
    const chunks = speechChunks(request.text);
    chunks.forEach((chunk, index) => {
      const utterance = new SpeechSynthesisUtterance(chunk);
      utterance.lang = choice.voice.lang;
      utterance.voice = choice.voice as SpeechSynthesisVoice;
      utterance.rate = request.rate;
      utterance.onerror = end;
      if (index === chunks.length - 1) utterance.onend = end;
      synth.speak(utterance);
    });
    // Nothing to read (a blank text): done at once.
    if (chunks.length === 0) end();
    else signal?.addEventListener('abort', stop, { once: true });
    return { status: 'playing', genderMatched: choice.genderMatched };
  } catch {
    // A browser that refused a piece: none of the text is read.
    stopPreview(synth);
    return { status: 'unsupported' };
  }
}

/** Stops any reading (leaving the page). */
export function stopPreview(synth: SynthLike | null = browserSynth()): void {
  try {
    synth?.cancel();
  } catch {
    // Nothing to stop.
  }
}

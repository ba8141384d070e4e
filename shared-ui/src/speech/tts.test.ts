import {
  guessGender,
  loadVoices,
  pickVoice,
  playPreview,
  speechChunks,
  type SynthLike,
  type VoiceInfo,
} from './tts';

const v = (name: string, lang: string, extra: Partial<VoiceInfo> = {}): VoiceInfo => ({
  name,
  lang,
  ...extra,
});

const VOICES: VoiceInfo[] = [
  v('Microsoft David - English (United States)', 'en-US', { localService: true }),
  v('Microsoft Zira - English (United States)', 'en-US', { localService: true }),
  v('Google UK English Male', 'en-GB'),
  v('Microsoft Hamed Online (Natural) - Arabic (Saudi Arabia)', 'ar-SA'),
  v('Microsoft Zariyah Online (Natural) - Arabic (Saudi Arabia)', 'ar-SA'),
  v('Microsoft Salma Online (Natural) - Arabic (Egypt)', 'ar-EG'),
  v('Majed', 'ar_SA'),
];

describe('guessGender', () => {
  it.each([
    ['Microsoft Zira - English (United States)', 'female'],
    ['Google UK English Female', 'female'],
    ['Google UK English Male', 'male'],
    ['Google US English', 'female'],
    ['Samantha', 'female'],
    ['Microsoft Hamed Online (Natural) - Arabic (Saudi Arabia)', 'male'],
    ['Microsoft Zariyah Online (Natural) - Arabic (Saudi Arabia)', 'female'],
    ['Majed', 'male'],
    ['espeak-ng Arabic', null],
    ['German voice 2', null],
  ])('%s -> %s', (name, gender) => {
    expect(guessGender(v(name, 'en-US'))).toBe(gender);
  });
});

describe('pickVoice', () => {
  it('picks a voice of the language and gender, the exact region first', () => {
    expect(pickVoice(VOICES, 'ar', 'female')).toEqual({ voice: VOICES[4], genderMatched: true });
    expect(pickVoice(VOICES, 'ar', 'male')?.voice.name).toMatch(/Hamed|Majed/);
    expect(pickVoice(VOICES, 'en', 'male')).toEqual({ voice: VOICES[0], genderMatched: true });
    expect(pickVoice(VOICES, 'en', 'female')).toEqual({ voice: VOICES[1], genderMatched: true });
  });

  it('falls back to another voice of the language when the gender is missing', () => {
    const onlyMale = [v('Majed', 'ar-SA')];
    expect(pickVoice(onlyMale, 'ar', 'female')).toEqual({ voice: onlyMale[0], genderMatched: false });
  });

  it('returns null when the language has no voice', () => {
    expect(pickVoice([v('Samantha', 'en-US')], 'ar', 'female')).toBeNull();
    expect(pickVoice([], 'en', 'male')).toBeNull();
  });
});

class FakeUtterance {
  lang = '';
  rate = 1;
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

describe('speechChunks', () => {
  it('cuts a long text at sentence ends, then at spaces, and keeps every word', () => {
    const sentence = 'This is a sentence of a moderate length. ';
    const chunks = speechChunks(sentence.repeat(12), 100);
    expect(chunks.every((c) => c.length <= 100)).toBe(true);
    expect(chunks.join(' ')).toBe(sentence.repeat(12).trim());
    expect(speechChunks('هل فهمت؟ نعم. '.repeat(3), 20)).toEqual([
      'هل فهمت؟ نعم.',
      'هل فهمت؟ نعم.',
      'هل فهمت؟ نعم.',
    ]);
    const words = speechChunks('كلمة '.repeat(100), 50);
    expect(words.every((c) => c.length <= 50)).toBe(true);
    expect(words.join(' ')).toBe('كلمة '.repeat(100).trim());
  });

  it('keeps a short text whole and drops blank ones', () => {
    expect(speechChunks('One line.\nAnother line.')).toEqual(['One line.\nAnother line.']);
    expect(speechChunks('   ')).toEqual([]);
    expect(speechChunks('')).toEqual([]);
  });
});

function fakeSynth(voices: VoiceInfo[], options: { late?: boolean } = {}) {
  let list = options.late ? [] : voices;
  const listeners = new Set<() => void>();
  const spoken: FakeUtterance[] = [];
  const synth: SynthLike & { spoken: FakeUtterance[]; load(): void } = {
    spoken,
    getVoices: () => list,
    speak: (u) => spoken.push(u as unknown as FakeUtterance),
    cancel: jest.fn(),
    addEventListener: (_t, l) => listeners.add(l),
    removeEventListener: (_t, l) => listeners.delete(l),
    load() {
      list = voices;
      listeners.forEach((l) => l());
    },
  };
  return synth;
}

describe('playPreview', () => {
  beforeAll(() => {
    (globalThis as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance = FakeUtterance;
  });

  it('speaks the text in the language, at the rate, with the voice', async () => {
    const synth = fakeSynth(VOICES);
    const outcome = await playPreview({ text: 'مرحبًا', locale: 'ar', rate: 1.5, gender: 'female' }, synth);
    expect(outcome).toEqual({ status: 'playing', genderMatched: true });
    expect(synth.cancel).toHaveBeenCalled();
    expect(synth.spoken).toHaveLength(1);
    expect(synth.spoken[0]).toMatchObject({ text: 'مرحبًا', lang: 'ar-SA', rate: 1.5, voice: VOICES[4] });
  });

  it('says when there is no speech synthesis at all', async () => {
    await expect(playPreview({ text: 'x', locale: 'en', rate: 1, gender: 'male' }, null)).resolves.toEqual({
      status: 'unsupported',
    });
  });

  it('says when the language has no voice (after waiting for late voices)', async () => {
    jest.useFakeTimers();
    const synth = fakeSynth([v('Samantha', 'en-US')], { late: true });
    const outcome = playPreview({ text: 'x', locale: 'ar', rate: 1, gender: 'male' }, synth);
    jest.advanceTimersByTime(2000);
    await expect(outcome).resolves.toEqual({ status: 'no-voice' });
    jest.useRealTimers();
  });

  it('waits for voices that load late', async () => {
    const synth = fakeSynth(VOICES, { late: true });
    const loaded = loadVoices(synth, 5000);
    synth.load();
    await expect(loaded).resolves.toHaveLength(VOICES.length);
  });

  it('reads a long text in pieces and calls onEnd once, after the last one', async () => {
    const synth = fakeSynth(VOICES);
    const onEnd = jest.fn();
    const text = 'Plants make their own food. '.repeat(20).trim();
    const outcome = await playPreview({ text, locale: 'en', rate: 1, gender: 'female', onEnd }, synth);
    expect(outcome).toEqual({ status: 'playing', genderMatched: true });
    expect(synth.spoken.length).toBeGreaterThan(1);
    expect(synth.spoken.map((u) => u.text).join(' ')).toBe(text);
    expect(synth.spoken.every((u) => u.lang === 'en-US' && u.voice === VOICES[1])).toBe(true);
    synth.spoken[0]?.onend?.();
    expect(onEnd).not.toHaveBeenCalled();
    synth.spoken.at(-1)?.onend?.();
    expect(onEnd).toHaveBeenCalledTimes(1);
    // A failing piece ends the reading too, once.
    synth.spoken[1]?.onerror?.();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('ends at the first failing piece', async () => {
    const synth = fakeSynth(VOICES);
    const onEnd = jest.fn();
    const text = 'Plants make their own food. '.repeat(20).trim();
    await playPreview({ text, locale: 'en', rate: 1, gender: 'male', onEnd }, synth);
    synth.spoken[1]?.onerror?.();
    synth.spoken.at(-1)?.onerror?.();
    synth.spoken.at(-1)?.onend?.();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stops when its signal is aborted: the synthesis is cancelled and onEnd called once', async () => {
    const synth = fakeSynth(VOICES);
    const onEnd = jest.fn();
    const controller = new AbortController();
    await playPreview(
      { text: 'مرحبًا', locale: 'ar', rate: 1, gender: 'male', onEnd, signal: controller.signal },
      synth,
    );
    const cancels = (synth.cancel as jest.Mock).mock.calls.length;
    controller.abort();
    expect(synth.cancel).toHaveBeenCalledTimes(cancels + 1);
    expect(onEnd).toHaveBeenCalledTimes(1);
    synth.spoken[0]?.onerror?.();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('does not cancel a later reading when aborted after it ended', async () => {
    const synth = fakeSynth(VOICES);
    const controller = new AbortController();
    await playPreview(
      { text: 'One.', locale: 'en', rate: 1, gender: 'male', signal: controller.signal },
      synth,
    );
    synth.spoken[0]?.onend?.();
    const cancels = (synth.cancel as jest.Mock).mock.calls.length;
    controller.abort();
    expect(synth.cancel).toHaveBeenCalledTimes(cancels);
  });

  it('does not start when its signal was aborted while the voices loaded', async () => {
    const synth = fakeSynth(VOICES, { late: true });
    const onEnd = jest.fn();
    const controller = new AbortController();
    const outcome = playPreview(
      { text: 'x', locale: 'en', rate: 1, gender: 'male', onEnd, signal: controller.signal },
      synth,
    );
    controller.abort();
    synth.load();
    await expect(outcome).resolves.toEqual({ status: 'stopped' });
    expect(synth.spoken).toHaveLength(0);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('ends at once when there is nothing to read', async () => {
    const synth = fakeSynth(VOICES);
    const onEnd = jest.fn();
    await expect(
      playPreview({ text: ' \n ', locale: 'en', rate: 1, gender: 'male', onEnd }, synth),
    ).resolves.toEqual({ status: 'playing', genderMatched: true });
    expect(synth.spoken).toHaveLength(0);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('never throws, even when the browser does', async () => {
    const synth = fakeSynth(VOICES);
    synth.speak = () => {
      throw new Error('speech-dispatcher missing');
    };
    await expect(playPreview({ text: 'x', locale: 'en', rate: 1, gender: 'male' }, synth)).resolves.toEqual({
      status: 'unsupported',
    });
    const broken: SynthLike = {
      getVoices: () => {
        throw new Error('nope');
      },
      speak: () => undefined,
      cancel: () => undefined,
    };
    await expect(playPreview({ text: 'x', locale: 'en', rate: 1, gender: 'male' }, broken)).resolves.toEqual({
      status: 'no-voice',
    });
  });
});

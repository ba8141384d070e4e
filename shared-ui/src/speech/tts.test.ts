import { guessGender, loadVoices, pickVoice, playPreview, type SynthLike, type VoiceInfo } from './tts';

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

// A copy of the shell's onboarding preview (shell/src/pages/onboarding/tts.ts), shared so the
// settings remote can use it without importing from the shell; the lead will make the shell use
// this one and delete its copy.
export {
  SPEECH_LANG,
  browserSynth,
  guessGender,
  loadVoices,
  pickVoice,
  playPreview,
  stopPreview,
  type PreviewOutcome,
  type PreviewRequest,
  type SynthLike,
  type VoiceChoice,
  type VoiceInfo,
} from './tts';

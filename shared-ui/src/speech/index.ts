// Reading aloud (the Web Speech API): the "Listen" previews of onboarding (shell) and of the
// learning preferences page (mfe-settings), and "Listen" on a tutor reply (mfe-chat).
export {
  SPEECH_LANG,
  browserSynth,
  guessGender,
  loadVoices,
  pickVoice,
  playPreview,
  speechChunks,
  stopPreview,
  type PreviewOutcome,
  type PreviewRequest,
  type SynthLike,
  type VoiceChoice,
  type VoiceInfo,
} from './tts';

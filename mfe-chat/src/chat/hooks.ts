// The chat page's small hooks: fullscreen mode (through the shell's bus), reading a reply aloud,
// and the page's height (it fills the window below the navbar).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { browserSynth, playPreview, stopPreview, type Bus, type Locale, type User } from '@nibras/shared-ui';
import { replySpeech } from './speech';

/**
 * Fullscreen mode: the shell hides its navbar while it is on (`layout:fullscreen` on the bus).
 * Escape ends it (unless a dialog has the key), and so does leaving the page.
 */
export function useFullscreen(bus: Bus): { fullscreen: boolean; set(on: boolean): void; toggle(): void } {
  const [fullscreen, setFullscreen] = useState(false);
  const on = useRef(false);

  const set = useCallback(
    (next: boolean) => {
      on.current = next;
      setFullscreen(next);
      bus.emit('layout:fullscreen', { fullscreen: next });
    },
    [bus],
  );

  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target as Element | null;
      // Escape closes a dialog, a drawer or a menu first.
      if (
        target?.closest?.('[role="dialog"], .ant-modal-wrap, .ant-drawer, .ant-popover, .ant-select-dropdown')
      )
        return;
      set(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreen, set]);

  // Leaving the page ends it.
  useEffect(
    () => () => {
      if (on.current) bus.emit('layout:fullscreen', { fullscreen: false });
    },
    [bus],
  );

  // From the mode as it is now, not as the last render saw it (two quick presses).
  const toggle = useCallback(() => set(!on.current), [set]);

  return { fullscreen, set, toggle };
}

/** Why a reply could not be read aloud: no voice for its language on this device, or the browser refused. */
export type SpeechProblem = { kind: 'no-voice'; locale: Locale } | { kind: 'unsupported' };

/**
 * Reads replies aloud with the student's voice and speed (shared-ui's reader); one at a time,
 * toggled per reply. `onProblem` (a stable function) hears when a reply cannot be read.
 */
export function useSpeech(
  user: User | null,
  onProblem: (problem: SpeechProblem) => void,
): {
  supported: boolean;
  speakingId: string | null;
  toggle(id: string, content: string): void;
} {
  const [synth] = useState(browserSynth);
  const [speakingId, setSpeakingId] = useState<string | null>(null);
  const current = useRef<{ id: string; controller: AbortController } | null>(null);
  const gender = user?.voice ?? 'female';
  const rate = user?.ttsSpeed ?? 1;

  // Leaving the page stops the reading.
  useEffect(
    () => () => {
      current.current?.controller.abort();
      current.current = null;
      stopPreview(synth);
    },
    [synth],
  );

  const toggle = useCallback(
    (id: string, content: string) => {
      if (!synth) return;
      // A second press on the reply being read stops it; another reply's reading stops first.
      const playing = current.current;
      if (playing) {
        current.current = null;
        setSpeakingId(null);
        playing.controller.abort();
        if (playing.id === id) return;
      }
      const speech = replySpeech(content);
      if (!speech) return;
      const controller = new AbortController();
      current.current = { id, controller };
      setSpeakingId(id);
      const end = () => {
        if (current.current?.controller !== controller) return;
        current.current = null;
        setSpeakingId(null);
      };
      void playPreview({ ...speech, gender, rate, onEnd: end, signal: controller.signal }, synth).then(
        (outcome) => {
          if (outcome.status === 'playing') return;
          end();
          if (outcome.status === 'no-voice') onProblem({ kind: 'no-voice', locale: speech.locale });
          else if (outcome.status === 'unsupported') onProblem({ kind: 'unsupported' });
        },
      );
    },
    [synth, gender, rate, onProblem],
  );

  return { supported: synth !== null, speakingId, toggle };
}

/**
 * The page fills the window from where it starts (below the navbar) to the bottom: its top offset
 * as the `--chat-top` variable, measured again when the window or the layout above changes.
 */
export function useFillWindow(ref: RefObject<HTMLElement | null>, dependency: unknown): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = Math.max(0, element.getBoundingClientRect().top + window.scrollY);
      element.style.setProperty('--chat-top', `${Math.round(top)}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    // The navbar hides a frame after the fullscreen event: measure again then.
    const frame = requestAnimationFrame(measure);
    const later = setTimeout(measure, 120);
    return () => {
      window.removeEventListener('resize', measure);
      cancelAnimationFrame(frame);
      clearTimeout(later);
    };
  }, [ref, dependency]);
}

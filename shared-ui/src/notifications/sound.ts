// The sound of a new notification: a soft two-note chime made with the Web Audio API (no audio
// file to download). Browsers only let a page play sound after the student has interacted with
// it; before that the chime is skipped quietly. Never throws.

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;
let lastPlayed = 0;

/** At most one chime in this window, however many notifications arrive together. */
export const CHIME_GAP_MS = 1500;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** Plays the chime; returns false when it could not (no Web Audio, not allowed yet, too soon). */
export function playChime(now: number = Date.now()): boolean {
  if (now - lastPlayed < CHIME_GAP_MS) return false;
  const Ctor = audioContextClass();
  if (!Ctor) return false;
  try {
    context ??= new Ctor();
    const ctx = context;
    if (ctx.state === 'suspended') {
      // Not allowed until the student has interacted with the page: try, and skip this one.
      void ctx.resume().catch(() => undefined);
      if (ctx.state === 'suspended') return false;
    }
    lastPlayed = now;
    const start = ctx.currentTime + 0.01;
    const notes: ReadonlyArray<readonly [number, number]> = [
      [880, 0], // A5
      [1318.5, 0.12], // E6
    ];
    for (const [frequency, offset] of notes) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      const t = start + offset;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.08, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.35);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + 0.4);
    }
    return true;
  } catch {
    return false;
  }
}

// Active study time (POST /learning/activity): while a learning page is open, the seconds in which
// its tab is visible and the student did something (a key, a click, a touch, a scroll, the mouse)
// in the last minute are counted, and reported about every 30 s, and once more when the page
// closes or the tab is hidden. Reports carry 1-60 s; the API clamps and rate-limits them too.
// Exported for the quiz (stream L6): `useActiveTime({ kind: 'quiz' })`.
import { useEffect, useRef } from 'react';
import { useRemote, type ApiClient } from '@nibras/shared-ui';
import { reportActivity, type Activity } from './api';

export interface ActiveTimeOptions {
  /** How often time is counted (default 1 s). */
  tickMs?: number;
  /** How often it is reported (default 30 s). */
  reportEveryMs?: number;
  /** Input older than this makes the student idle (default 60 s). */
  idleMs?: number;
  /** The clock (tests pass their own). */
  now?: () => number;
  /** Where reports go (default POST /learning/activity through the remote's client). */
  report?: (seconds: number, activity: Activity) => void;
}

/** The events that count as the student being there. */
const INPUT_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'scroll', 'touchstart'] as const;

/** At most this many seconds in one report (the contract's limit). */
export const MAX_REPORT_SECONDS = 60;

/**
 * The counting, apart from the page: `tick()` adds the time since the last tick when the tab is
 * visible and input came recently; `take()` answers the whole seconds to report (0 when under
 * one) and keeps the rest.
 */
export class ActiveTimeCounter {
  private activeMs = 0;
  private lastTick: number;
  private lastInput: number;

  constructor(
    private readonly now: () => number,
    private readonly idleMs: number,
  ) {
    this.lastTick = now();
    // Opening the page is input.
    this.lastInput = this.lastTick;
  }

  input(): void {
    this.lastInput = this.now();
  }

  tick(visible: boolean): void {
    const at = this.now();
    const elapsed = Math.max(0, at - this.lastTick);
    this.lastTick = at;
    if (!visible) return;
    // Counted up to the moment the student went idle.
    const idleSince = this.lastInput + this.idleMs;
    const counted = Math.min(elapsed, Math.max(0, idleSince - (at - elapsed)));
    this.activeMs += counted;
  }

  take(): number {
    const seconds = Math.min(MAX_REPORT_SECONDS, Math.floor(this.activeMs / 1000));
    this.activeMs -= seconds * 1000;
    // Whatever is over the limit is not carried on (the API would clamp it anyway).
    if (this.activeMs > MAX_REPORT_SECONDS * 1000) this.activeMs = 0;
    return seconds;
  }
}

const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** Reports active study time while the calling page is mounted; `null` pauses it. */
export function useActiveTime(activity: Activity | null, options: ActiveTimeOptions = {}): void {
  const { api } = useRemote();
  const { tickMs = 1000, reportEveryMs = 30_000, idleMs = 60_000, now = Date.now, report } = options;
  const send = useRef<(seconds: number, activity: Activity) => void>(() => undefined);
  useEffect(() => {
    send.current = report ?? ((seconds, current) => sendReport(api, seconds, current));
  });
  const key = activity
    ? JSON.stringify([activity.kind, activity.courseId ?? '', activity.lessonId ?? ''])
    : null;

  useEffect(() => {
    if (!key) return;
    const current = JSON.parse(key) as [Activity['kind'], string, string];
    const what: Activity = {
      kind: current[0],
      ...(current[1] ? { courseId: current[1] } : {}),
      ...(current[2] ? { lessonId: current[2] } : {}),
    };
    const counter = new ActiveTimeCounter(now, idleMs);
    let lastReport = now();
    /** Reports what was counted; `wasVisible`: the time since the last tick was visible. */
    const flush = (wasVisible = visible()) => {
      counter.tick(wasVisible);
      const seconds = counter.take();
      lastReport = now();
      if (seconds >= 1) send.current(seconds, what);
    };
    const onInput = () => counter.input();
    const onVisibility = () => {
      // Hidden: what was counted so far goes now (the tab may never come back); the time up to
      // this moment was visible.
      if (!visible()) flush(true);
      else counter.tick(false);
    };
    const timer = setInterval(() => {
      if (now() - lastReport >= reportEveryMs) flush();
      else counter.tick(visible());
    }, tickMs);
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [key, tickMs, reportEveryMs, idleMs, now]);
}

function sendReport(api: ApiClient, seconds: number, activity: Activity): void {
  // Lost time is not worth an error on screen: a failed report is dropped.
  reportActivity(api, seconds, activity).catch(() => undefined);
}

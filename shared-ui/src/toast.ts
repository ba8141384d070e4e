// The toast service: one toast at a time (a new one replaces the current one).
// Durations per spec section 9: success and basic 2 s, error 8 s.
import type { LocalizedText } from './types';

export type ToastKind = 'success' | 'info' | 'error';

export interface ToastPayload {
  kind: ToastKind;
  /** A text in both languages, or a translation key of the `common` namespace. */
  text: LocalizedText | string;
}

export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 2000, info: 2000, error: 8000 };

/** What actually draws a toast (antd's message API, registered by the toast host). */
export interface ToastRenderer {
  show(kind: ToastKind, text: string, durationMs: number): void;
}

type Resolver = (text: LocalizedText | string) => string;

let renderer: ToastRenderer | null = null;
let resolve: Resolver = (text) => (typeof text === 'string' ? text : text.en);
const pending: ToastPayload[] = [];

/** Registers the renderer; returns the function that unregisters it. */
export function registerToastRenderer(next: ToastRenderer, resolver: Resolver): () => void {
  renderer = next;
  resolve = resolver;
  // A toast raised before the host mounted is not lost: the latest one is shown.
  const last = pending.pop();
  pending.length = 0;
  if (last) show(last);
  return () => {
    if (renderer === next) renderer = null;
  };
}

function show(payload: ToastPayload) {
  if (!renderer) {
    pending.push(payload);
    return;
  }
  renderer.show(payload.kind, resolve(payload.text), TOAST_DURATION_MS[payload.kind]);
}

export const toast = {
  show,
  success: (text: LocalizedText | string) => show({ kind: 'success', text }),
  info: (text: LocalizedText | string) => show({ kind: 'info', text }),
  error: (text: LocalizedText | string) => show({ kind: 'error', text }),
};

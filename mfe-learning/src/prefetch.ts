// API answers a page needs, asked for before the page's code has arrived (pages.ts preloadFor, when
// the remote mounts on that page), so the request runs beside the download instead of after it.
// Each answer is used once, by the page's first load, and only while fresh: a retry, a later visit
// or a page opened after FRESH_MS asks the API again. When the remote unmounts (a sign-out among
// other things) whatever was not taken is dropped: no answer outlives the mount it was asked for.

/** How long a prefetched answer may wait for its page. */
export const FRESH_MS = 10_000;

const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Starts `load` now; the page takes its answer with takePrefetched(key). */
export function prefetch<T>(key: string, load: () => Promise<T>): void {
  const answer = load();
  answer.catch(() => undefined); // the page's own load shows a failure, not an unhandled rejection
  started.set(key, { at: Date.now(), answer });
}

/** The answer prefetched under `key` (once), or undefined when none is fresh. */
export function takePrefetched<T>(key: string): Promise<T> | undefined {
  const entry = started.get(key);
  started.delete(key);
  return entry && Date.now() - entry.at < FRESH_MS ? (entry.answer as Promise<T>) : undefined;
}

/** Drops every answer not taken (the remote's root unmounts). */
export function clearPrefetched(): void {
  started.clear();
}

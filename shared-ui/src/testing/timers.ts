// Timers seen from a test (never imported by app code): the order of events, not the time they took.
// "Created about 100 ms after the visit" is tested as "nothing was sent until the page's 100 ms timer
// fired", which holds however long a busy machine makes those 100 ms; how long it really takes is a
// benchmark's figure (bench/), not a test's.

export interface WatchedTimeouts {
  /** Timers of the watched delay set since `watchTimeouts` (setTimeout(fn, delayMs)). */
  readonly set: number;
  /** ... that fired (their callback ran). */
  readonly fired: number;
  /** ... cleared before they fired. */
  readonly cleared: number;
  /** ... neither fired nor cleared yet: what may still happen. */
  readonly pending: number;
  /** Puts setTimeout and clearTimeout back. */
  restore(): void;
}

/**
 * Watches the timers of one delay until `restore()`: `onFire` runs just before each one's callback,
 * so a test can record what had happened by then (no request yet, a status still shown). The timers
 * still run on the real clock; only their callbacks are wrapped. (Plain functions, not jest mocks:
 * testing-library takes a mocked setTimeout for jest's fake timers and would wait on those.)
 */
export function watchTimeouts(delayMs: number, onFire: () => void = () => undefined): WatchedTimeouts {
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  const live = new Set<unknown>();
  let set = 0;
  let fired = 0;
  let cleared = 0;
  type Handler = (...args: unknown[]) => void;
  function setTimeout(handler: unknown, timeout?: number, ...args: unknown[]): unknown {
    if (timeout !== delayMs || typeof handler !== 'function') {
      return (realSet as (...all: unknown[]) => unknown)(handler, timeout, ...args);
    }
    set += 1;
    const id = realSet(() => {
      live.delete(id);
      fired += 1;
      onFire();
      (handler as Handler)(...args);
    }, timeout);
    live.add(id);
    return id;
  }
  function clearTimeout(id?: unknown): void {
    if (live.delete(id)) cleared += 1;
    realClear(id as Parameters<typeof realClear>[0]);
  }
  globalThis.setTimeout = setTimeout as typeof globalThis.setTimeout;
  globalThis.clearTimeout = clearTimeout as typeof globalThis.clearTimeout;
  return {
    get set() {
      return set;
    },
    get fired() {
      return fired;
    },
    get cleared() {
      return cleared;
    },
    get pending() {
      return live.size;
    },
    restore() {
      globalThis.setTimeout = realSet;
      globalThis.clearTimeout = realClear;
    },
  };
}

/**
 * Call at the top of a test file: loads these modules (a remote's root, a page loaded lazily) before
 * the file's tests. Loading a remote's code takes seconds on a busy machine; loaded inside a test it
 * would count against that test's time and against the waits (findBy, waitFor) that happen to cover
 * it, so the file's first test, or the first to open a lazy page, would fail on load alone.
 */
export function loadBeforeTests(...loaders: Array<() => Promise<unknown>>): void {
  beforeAll(async () => {
    await Promise.all(loaders.map((load) => load()));
  });
}

// The student's tree and storage figures (GET /files), kept fresh: read when the page opens and
// after every change the page makes, and every 1.5 s while a file is queued or being processed
// (the extraction's progress), never while the tab is hidden or after the page is gone. An answer
// is merged into the one shown (tree.ts mergeTree), so rows that did not change are not drawn again.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useRemote } from '@nibras/shared-ui';
import { listMaterials, type MaterialNode, type MaterialsUsage } from './api';
import { hasPendingExtraction, mergeTree } from './tree';

/** How often the page asks again while an extraction is under way. */
export const POLL_MS = 1500;

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface MaterialsState {
  status: LoadStatus;
  tree: readonly MaterialNode[];
  usage: MaterialsUsage | null;
  /** True while a file waits for or goes through extraction (the page polls). */
  pending: boolean;
  /** Reads the tree again now; resolves when the answer is shown (or failed). */
  refresh(): Promise<void>;
  /** After an error: try again from the loading state. */
  retry(): void;
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the page's tab is shown. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/** `pollMs`: how often to ask while an extraction is under way (tests ask more often). */
export function useMaterials({ pollMs = POLL_MS }: { pollMs?: number } = {}): MaterialsState {
  const { api } = useRemote();
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [tree, setTree] = useState<readonly MaterialNode[]>([]);
  const [usage, setUsage] = useState<MaterialsUsage | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** Bumped after every answer: the polling timer starts again from it. */
  const [answers, setAnswers] = useState(0);
  const visible = usePageVisible();
  const mounted = useRef(true);
  /** The newest request: an older answer that arrives late is dropped. */
  const latest = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      inFlight.current?.abort();
    };
  }, []);

  const load = useCallback(
    (initial: boolean): Promise<void> => {
      const request = ++latest.current;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const current = () => mounted.current && request === latest.current;
      return listMaterials(api, controller.signal)
        .then(
          (answer) => {
            if (!current()) return;
            setTree((previous) => mergeTree(previous, answer.tree));
            setUsage(answer.usage);
            setStatus('ready');
          },
          () => {
            // A failed refresh keeps the tree on screen (the next one may work); a failed first
            // read shows the error.
            if (current() && !controller.signal.aborted && initial) setStatus('error');
          },
        )
        .finally(() => {
          if (!current()) return;
          inFlight.current = null;
          setAnswers((n) => n + 1);
        });
    },
    [api],
  );

  useEffect(() => {
    void load(true);
  }, [load, attempt]);

  const pending = status === 'ready' && hasPendingExtraction(tree);

  useEffect(() => {
    if (!pending || !visible) return;
    const timer = setTimeout(() => void load(false), pollMs);
    return () => clearTimeout(timer);
  }, [pending, visible, answers, load, pollMs]);

  const refresh = useCallback(() => load(false), [load]);
  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  return { status, tree, usage, pending, refresh, retry };
}

// The navbar search's data: the query typed, searched 400 ms after typing pauses (spec section 9),
// GET /search; and the student's recent searches (GET, POST and DELETE /search/recent). A new
// search aborts the one before it, and an answer to a query that is no longer the one typed is
// never shown.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, type ApiClient, type LocalizedText, type ResponseBody } from '@nibras/shared-ui';

/** Spec section 9: the search box waits for typing to pause this long. */
export const SEARCH_DEBOUNCE_MS = 400;
/** Hits asked for in each group. */
export const SEARCH_LIMIT = 5;
/** The longest query the API takes (MAX_SEARCH_QUERY of api/src/routes/search.ts). */
export const MAX_QUERY_LENGTH = 200;
/** Recent searches the API keeps. */
export const RECENT_LIMIT = 8;

/** GET /search: each group's hits (materials name file and page). */
export type SearchResults = ResponseBody<'/search', 'get'>;
/** One of GET /search/recent's queries. */
export type RecentSearch = ResponseBody<'/search/recent', 'get'>['recent'][number];

export type SearchView =
  /** Nothing typed: the recent searches are shown. */
  | { status: 'idle' }
  /** Typing, or the request is on its way. */
  | { status: 'pending'; query: string }
  | { status: 'done'; query: string; results: SearchResults; count: number }
  | { status: 'error'; query: string; error: LocalizedText | null };

type Answer = { key: string; results: SearchResults } | { key: string; error: LocalizedText | null };

export interface RecentView {
  /** idle: not asked for yet. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: RecentSearch[];
}

/** The API's own words for a refused query (too long...); null for anything else (the generic line). */
const refusal = (error: unknown): LocalizedText | null =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.text
    : null;

const isAbort = (error: unknown) => (error as Error | null)?.name === 'AbortError';

export const countHits = (r: SearchResults): number =>
  r.lessons.length + r.materials.length + r.conversations.length + r.saved.length;

export function useSearch(api: ApiClient) {
  const [text, setText] = useState('');
  /** The query searched: the trimmed text once typing has paused. */
  const [term, setTerm] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const typed = text.trim();

  // Debounce: the term follows the text 400 ms after it stops changing (at once when emptied).
  useEffect(() => {
    if (typed === term) return;
    const timer = setTimeout(() => setTerm(typed), typed ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [typed, term]);

  const key = `${attempt}\u0000${term}`;
  useEffect(() => {
    if (!term) return;
    const controller = new AbortController();
    let live = true;
    api.get('/search', { query: { q: term, limit: SEARCH_LIMIT }, signal: controller.signal }).then(
      (data) => {
        if (live) setAnswer({ key, results: data });
      },
      (error: unknown) => {
        if (live && !isAbort(error)) setAnswer({ key, error: refusal(error) });
      },
    );
    // The query changed (or the menu closed): this request is not wanted any more.
    return () => {
      live = false;
      controller.abort();
    };
  }, [api, term, key]);

  let view: SearchView;
  if (!typed) view = { status: 'idle' };
  else if (typed !== term || answer?.key !== key) view = { status: 'pending', query: typed };
  else if ('results' in answer)
    view = { status: 'done', query: term, results: answer.results, count: countHits(answer.results) };
  else view = { status: 'error', query: term, error: answer.error };

  return {
    text,
    view,
    /** The box's text changed: searched once typing pauses. */
    setText,
    /** Searches this text now (a recent search clicked, Enter pressed while typing). */
    searchNow: useCallback((value: string) => {
      setText(value);
      setTerm(value.trim());
    }, []),
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}

export function useRecentSearches(api: ApiClient) {
  const [recent, setRecent] = useState<RecentView>({ status: 'idle', items: [] });

  const load = useCallback(() => {
    setRecent((r) => ({ status: 'loading', items: r.items }));
    api.get('/search/recent').then(
      (data) => setRecent({ status: 'ready', items: data.recent }),
      () => setRecent((r) => ({ status: 'error', items: r.items })),
    );
  }, [api]);

  /** Keeps a query the student acted on (opened a hit, pressed Enter); newest first, no repeats. */
  const record = useCallback(
    (query: string) => {
      const q = query.trim();
      if (!q) return;
      setRecent((r) => ({
        status: r.status,
        items: [{ query: q, at: new Date().toISOString() }, ...r.items.filter((i) => i.query !== q)].slice(
          0,
          RECENT_LIMIT,
        ),
      }));
      // Nothing to tell the student if it fails: the search itself worked.
      api.post('/search/recent', { query: q }).catch(() => undefined);
    },
    [api],
  );

  /** Forgets every recent search; resolves false when the API refused. */
  const clear = useCallback(async () => {
    try {
      await api.delete('/search/recent');
      setRecent({ status: 'ready', items: [] });
      return true;
    } catch {
      return false;
    }
  }, [api]);

  return { recent, load, record, clear };
}

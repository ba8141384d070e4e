// The conversation list of the sidebar: newest first, a page at a time (the API's cursor), a search
// (`q`), rename and delete, and a refresh after every reply that keeps the pages already loaded.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError, GENERIC_ERROR } from '@nibras/shared-ui';
import type { ChatApi, ConversationSummary } from './api';

export const PAGE_SIZE = 20;

export interface ListState {
  status: 'loading' | 'ready' | 'failed';
  items: ConversationSummary[];
  nextCursor: string | null;
  loadingMore: boolean;
  /** The search the items answer ('' for all). */
  q: string;
}

export interface ListActions {
  /** The first page for a search (a new search shows the skeleton). */
  load(q?: string): Promise<void>;
  loadMore(): Promise<void>;
  /** Re-reads the first page quietly; the pages loaded beyond it stay. */
  refresh(): Promise<void>;
  rename(id: string, title: string): Promise<ApiError | null>;
  remove(id: string): Promise<ApiError | null>;
}

export type ListStore = StoreApi<ListState & ListActions>;

const toApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError(0, GENERIC_ERROR));

/** The fresh first page, then (when more pages were loaded) the loaded items it does not hold. */
export function mergeFirstPage(
  fresh: ConversationSummary[],
  loaded: ConversationSummary[],
): ConversationSummary[] {
  if (loaded.length <= PAGE_SIZE) return fresh;
  const ids = new Set(fresh.map((c) => c._id));
  return [...fresh, ...loaded.filter((c) => !ids.has(c._id))];
}

export function createListStore(api: ChatApi): ListStore {
  // Each first-page read has a number: an answer to an older search is dropped.
  let generation = 0;
  return createStore<ListState & ListActions>()((set, get) => ({
    status: 'loading',
    items: [],
    nextCursor: null,
    loadingMore: false,
    q: '',

    async load(q = get().q) {
      const mine = ++generation;
      set({ status: 'loading', q, items: [], nextCursor: null, loadingMore: false });
      try {
        const page = await api.listConversations({ q, limit: PAGE_SIZE });
        if (mine === generation)
          set({ status: 'ready', items: page.conversations, nextCursor: page.nextCursor });
      } catch (error) {
        if (mine === generation) set({ status: 'failed' });
        console.error('The conversation list could not be read', error);
      }
    },

    async loadMore() {
      const { nextCursor, loadingMore, q } = get();
      if (!nextCursor || loadingMore) return;
      const mine = generation;
      set({ loadingMore: true });
      try {
        const page = await api.listConversations({ q, cursor: nextCursor, limit: PAGE_SIZE });
        if (mine !== generation) return;
        const ids = new Set(get().items.map((c) => c._id));
        set({
          items: [...get().items, ...page.conversations.filter((c) => !ids.has(c._id))],
          nextCursor: page.nextCursor,
          loadingMore: false,
        });
      } catch (error) {
        if (mine === generation) set({ loadingMore: false });
        console.error('More conversations could not be read', error);
      }
    },

    async refresh() {
      if (get().status !== 'ready') return get().load();
      const mine = ++generation;
      const { q } = get();
      try {
        const page = await api.listConversations({ q, limit: PAGE_SIZE });
        if (mine !== generation) return;
        const loadedMore = get().items.length > PAGE_SIZE;
        set({
          items: mergeFirstPage(page.conversations, get().items),
          nextCursor: loadedMore ? get().nextCursor : page.nextCursor,
          loadingMore: false,
        });
      } catch {
        // The list on screen stays; the next refresh tries again.
      }
    },

    async rename(id, title) {
      try {
        const conversation = await api.renameConversation(id, title);
        set({ items: get().items.map((c) => (c._id === id ? { ...c, title: conversation.title } : c)) });
        return null;
      } catch (error) {
        return toApiError(error);
      }
    },

    async remove(id) {
      try {
        await api.deleteConversation(id);
        set({ items: get().items.filter((c) => c._id !== id) });
        return null;
      } catch (error) {
        return toApiError(error);
      }
    },
  }));
}

// One open conversation's store: reads it, sends a message and streams the reply into the state
// (chatState.ts), stops (the API's stop call, or cutting the stream when that call fails or takes
// more than 2 s), regenerates the last reply, and lets go of everything when the page closes.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError, GENERIC_ERROR } from '@nibras/shared-ui';
import type { ChatApi, ChatMessage, OutgoingMessage, ReplyEvent } from './api';
import {
  chatReducer,
  initialChatState,
  isLocalId,
  lastReply,
  unanswered,
  type ChatAction,
  type ChatState,
} from './chatState';

/** How long Stop waits for the API's stop call before it cuts the stream itself. */
export const STOP_TIMEOUT_MS = 2000;
/** After a cut stream, when to re-read the conversation (the API saves the cut reply meanwhile). */
export const SYNC_DELAY_MS = 500;
/**
 * Words of a reply that arrive together are drawn together: tokens are gathered for this long (one
 * frame) and dispatched as one. Dispatching each of the many tokens of one network chunk in a row made
 * React re-render synchronously once per token; past 50 nested updates it stops with "Maximum update
 * depth exceeded" (error #185), which ended long replies as "The tutor couldn't answer".
 */
export const TOKEN_FLUSH_MS = 16;

export interface SendResult {
  ok: boolean;
  /** Why it failed (the API's localized message). */
  error?: ApiError;
  /** The reply failed but the API kept the student's message (it stays; regenerate answers it). */
  kept?: boolean;
}

export interface ChatActions {
  /** The page shows the conversation: read it (again after a close: React's StrictMode does that). */
  open(): Promise<void>;
  load(): Promise<void>;
  /** Sends a message and streams the reply; resolves when the reply is complete, stopped or failed. */
  send(message: OutgoingMessage): Promise<SendResult>;
  /** Replaces the last reply with a new one (or answers a message whose reply failed), streamed. */
  regenerate(options?: { hintFirst?: boolean }): Promise<SendResult>;
  stop(): Promise<void>;
  /** The page closed: cut the stream (the API keeps the text so far) and cancel the rest. */
  close(): void;
}

export type ChatStore = StoreApi<ChatState & ChatActions>;

export interface ChatStoreOptions {
  stopTimeoutMs?: number;
  syncDelayMs?: number;
  now?: () => Date;
}

const isAbortError = (error: unknown) => (error as Error | null)?.name === 'AbortError';
const toApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError(0, GENERIC_ERROR));

/** An object URL for the optimistic message's picture (none where the browser has no such thing). */
function previewUrl(file: File | null | undefined): string | null {
  if (!file || typeof URL.createObjectURL !== 'function') return null;
  return URL.createObjectURL(file);
}

let localIds = 0;
const nextLocalId = () => `local-${++localIds}`;

export function createChatStore(
  api: ChatApi,
  conversationId: string,
  options: ChatStoreOptions = {},
): ChatStore {
  const stopTimeoutMs = options.stopTimeoutMs ?? STOP_TIMEOUT_MS;
  const syncDelayMs = options.syncDelayMs ?? SYNC_DELAY_MS;
  const now = options.now ?? (() => new Date());

  let stream: AbortController | null = null;
  let loading: AbortController | null = null;
  let syncTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  const objectUrls: string[] = [];

  return createStore<ChatState & ChatActions>()((set, get) => {
    const dispatch = (action: ChatAction) => {
      if (!disposed) set((state) => chatReducer(state, action));
    };

    const sync = () => {
      clearTimeout(syncTimer);
      syncTimer = setTimeout(() => {
        api.getConversation(conversationId).then(
          ({ messages }) => dispatch({ type: 'synced', messages }),
          () => undefined,
        );
      }, syncDelayMs);
    };

    /** Streams one reply into the state. */
    async function run(
      events: (signal: AbortSignal) => AsyncGenerator<ReplyEvent, void>,
    ): Promise<SendResult> {
      const controller = new AbortController();
      stream = controller;
      let pending = '';
      let flushTimer: ReturnType<typeof setTimeout> | undefined;
      const flushTokens = () => {
        clearTimeout(flushTimer);
        flushTimer = undefined;
        if (pending === '') return;
        const text = pending;
        pending = '';
        dispatch({ type: 'event', event: { type: 'token', text } });
      };
      try {
        for await (const event of events(controller.signal)) {
          if (event.type === 'token') {
            pending += event.text;
            flushTimer ??= setTimeout(flushTokens, TOKEN_FLUSH_MS);
            continue;
          }
          flushTokens();
          dispatch({ type: 'event', event });
        }
        flushTokens();
        return { ok: true };
      } catch (error) {
        // The words received so far are kept (a stopped reply shows them).
        flushTokens();
        if (disposed) return { ok: true };
        if (controller.signal.aborted || isAbortError(error)) {
          // Cut after Stop: the text so far stays, marked stopped; the API saved it too.
          dispatch({ type: 'aborted', localId: nextLocalId(), at: now().toISOString() });
          sync();
          return { ok: true };
        }
        const kept = Boolean(get().reply?.savedUserId);
        dispatch({ type: 'failed' });
        return { ok: false, error: toApiError(error), kept };
      } finally {
        if (stream === controller) stream = null;
      }
    }

    /** After the first exchange the API titles the conversation: read the new title. */
    async function retitle() {
      try {
        const { conversation } = await api.getConversation(conversationId);
        dispatch({ type: 'retitled', conversation });
      } catch {
        // The old title stays.
      }
    }

    return {
      ...initialChatState,

      open() {
        disposed = false;
        return get().load();
      },

      async load() {
        loading?.abort();
        const controller = new AbortController();
        loading = controller;
        dispatch({ type: 'loading' });
        try {
          const { conversation, messages } = await api.getConversation(conversationId, controller.signal);
          dispatch({ type: 'loaded', conversation, messages });
        } catch (error) {
          if (!controller.signal.aborted) dispatch({ type: 'loadFailed', error: toApiError(error) });
        }
      },

      async send(message) {
        if (get().reply || disposed) return { ok: false };
        const text = message.text.trim();
        const firstExchange = !get().messages.some((m) => !isLocalId(m._id));
        const image = previewUrl(message.file);
        if (image) objectUrls.push(image);
        const optimistic: ChatMessage = {
          _id: nextLocalId(),
          sender: 'user',
          content: text,
          image,
          createdAt: now().toISOString(),
          ...(message.action ? { action: message.action } : {}),
        };
        dispatch({ type: 'sendStarted', message: optimistic });
        const result = await run((signal) => api.sendMessage(conversationId, { ...message, text }, signal));
        if (result.ok && firstExchange && !disposed) void retitle();
        return result;
      },

      async regenerate(options = {}) {
        const { reply, messages } = get();
        if (reply || disposed || (!lastReply(messages) && !unanswered(messages))) return { ok: false };
        dispatch({ type: 'regenerateStarted' });
        return run((signal) => api.regenerate(conversationId, options, signal));
      },

      async stop() {
        const controller = stream;
        const reply = get().reply;
        if (!controller || !reply || reply.phase === 'stopping') return;
        dispatch({ type: 'stopping' });
        const timeout = new AbortController();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => {
            timeout.abort();
            reject(new Error('The stop call took too long'));
          }, stopTimeoutMs);
        });
        try {
          const { stopped } = await Promise.race([api.stop(conversationId, timeout.signal), late]);
          // Nothing was running at the API yet (or any more): cutting the stream ends it for sure.
          if (!stopped) controller.abort();
        } catch {
          controller.abort();
        } finally {
          clearTimeout(timer);
        }
      },

      close() {
        disposed = true;
        stream?.abort();
        loading?.abort();
        clearTimeout(syncTimer);
        for (const url of objectUrls.splice(0)) URL.revokeObjectURL(url);
      },
    };
  });
}

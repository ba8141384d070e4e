// The state of one open conversation and its pure transitions: the messages (saved ones and the
// student's optimistic one), the reply in progress as its tokens arrive, stop, regenerate, failure.
// The store (chatStore.ts) runs the calls and feeds their events here; the page renders the state.
import type { ApiError } from '@nibras/shared-ui';
import type { ChatMessage, Conversation, ProviderInfo, ReplyEvent } from './api';

export interface PendingReply {
  /** `waiting` until the first token, then `streaming`; `stopping` once the student pressed Stop. */
  phase: 'waiting' | 'streaming' | 'stopping';
  /** The reply's text so far. */
  text: string;
  kind: 'send' | 'regenerate';
  /** The optimistic user message's local id (a send), and its saved id once `meta` came. */
  localUserId: string | null;
  savedUserId: string | null;
  /** The reply being regenerated: out of the list meanwhile, back if regenerating fails. */
  replaces: ChatMessage | null;
}

export interface Completion {
  /** The reply's id. */
  id: string;
  stopped: boolean;
  /** Grows with every completed reply (effects key on it). */
  seq: number;
}

export interface ChatState {
  status: 'loading' | 'ready' | 'failed';
  loadError: ApiError | null;
  conversation: Conversation | null;
  /** Oldest first; the optimistic ones have ids starting with `local-`. */
  messages: ChatMessage[];
  reply: PendingReply | null;
  /** Who answered last (from the stream's `meta`). */
  provider: ProviderInfo | null;
  completed: Completion | null;
}

export type ChatAction =
  | { type: 'loading' }
  | { type: 'loaded'; conversation: Conversation; messages: ChatMessage[] }
  | { type: 'loadFailed'; error: ApiError }
  | { type: 'retitled'; conversation: Conversation }
  | { type: 'sendStarted'; message: ChatMessage }
  | { type: 'regenerateStarted' }
  | { type: 'event'; event: ReplyEvent }
  | { type: 'stopping' }
  /** The stream was cut by the client after Stop: the text so far stays, marked stopped. */
  | { type: 'aborted'; localId: string; at: string }
  /** The reply failed: the optimistic message goes (unless the API saved it), a regenerated reply comes back. */
  | { type: 'failed' }
  /** The saved messages, re-read after a reply the client cut (the API saved it as far as it came). */
  | { type: 'synced'; messages: ChatMessage[] };

export const initialChatState: ChatState = {
  status: 'loading',
  loadError: null,
  conversation: null,
  messages: [],
  reply: null,
  provider: null,
  completed: null,
};

export const isLocalId = (id: string): boolean => id.startsWith('local-');

/** The last message, when it is the tutor's: the one reply that can be regenerated. */
export function lastReply(messages: readonly ChatMessage[]): ChatMessage | null {
  const last = messages.at(-1);
  return last && last.sender === 'model' && !isLocalId(last._id) ? last : null;
}

/** The last message, when it is the student's and saved: its reply failed; regenerating answers it. */
export function unanswered(messages: readonly ChatMessage[]): ChatMessage | null {
  const last = messages.at(-1);
  return last && last.sender === 'user' && !isLocalId(last._id) ? last : null;
}

function complete(state: ChatState, reply: ChatMessage | undefined): Completion | null {
  if (!reply) return state.completed;
  return { id: reply._id, stopped: Boolean(reply.stopped), seq: (state.completed?.seq ?? 0) + 1 };
}

function onEvent(state: ChatState, event: ReplyEvent): ChatState {
  const reply = state.reply;
  if (!reply) return state;
  switch (event.type) {
    case 'meta': {
      const saved = event.userMessage;
      const messages =
        saved && reply.localUserId
          ? state.messages.map((m) =>
              m._id === reply.localUserId ? { ...saved, image: saved.image ?? m.image } : m,
            )
          : state.messages;
      return {
        ...state,
        messages,
        provider: event.provider ?? state.provider,
        reply: { ...reply, savedUserId: saved?._id ?? reply.savedUserId },
      };
    }
    case 'token':
      return {
        ...state,
        reply: {
          ...reply,
          text: reply.text + event.text,
          phase: reply.phase === 'waiting' ? 'streaming' : reply.phase,
        },
      };
    case 'end': {
      const drop = new Set([reply.localUserId, reply.savedUserId]);
      const incoming = new Set(event.messages.map((m) => m._id));
      const kept = state.messages.filter((m) => !drop.has(m._id) && !incoming.has(m._id));
      const model = event.messages.filter((m) => m.sender === 'model').at(-1);
      return {
        ...state,
        messages: [...kept, ...event.messages],
        reply: null,
        completed: complete(state, model),
      };
    }
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'loading':
      return { ...state, status: 'loading', loadError: null };
    case 'loaded':
      return {
        ...state,
        status: 'ready',
        loadError: null,
        conversation: action.conversation,
        messages: action.messages,
      };
    case 'loadFailed':
      return { ...state, status: 'failed', loadError: action.error };
    case 'retitled':
      return { ...state, conversation: action.conversation };
    case 'sendStarted':
      if (state.reply) return state;
      return {
        ...state,
        messages: [...state.messages, action.message],
        reply: {
          phase: 'waiting',
          text: '',
          kind: 'send',
          localUserId: action.message._id,
          savedUserId: null,
          replaces: null,
        },
      };
    case 'regenerateStarted': {
      const last = lastReply(state.messages);
      if (state.reply || (!last && !unanswered(state.messages))) return state;
      return {
        ...state,
        messages: last ? state.messages.slice(0, -1) : state.messages,
        reply: {
          phase: 'waiting',
          text: '',
          kind: 'regenerate',
          localUserId: null,
          savedUserId: null,
          replaces: last,
        },
      };
    }
    case 'event':
      return onEvent(state, action.event);
    case 'stopping':
      return state.reply ? { ...state, reply: { ...state.reply, phase: 'stopping' } } : state;
    case 'aborted': {
      const reply = state.reply;
      if (!reply) return state;
      const stopped: ChatMessage = {
        _id: action.localId,
        sender: 'model',
        content: reply.text,
        image: null,
        createdAt: action.at,
        stopped: true,
      };
      return {
        ...state,
        messages: [...state.messages, stopped],
        reply: null,
        completed: complete(state, stopped),
      };
    }
    case 'failed': {
      const reply = state.reply;
      if (!reply) return state;
      // The API keeps the student's message once it said so (`meta`); an unsaved one goes.
      const messages = reply.savedUserId
        ? state.messages
        : state.messages.filter((m) => m._id !== reply.localUserId);
      return {
        ...state,
        messages: reply.replaces ? [...messages, reply.replaces] : messages,
        reply: null,
      };
    }
    case 'synced': {
      if (state.reply) return state;
      // The API saves a cut reply when it notices the closed connection: until then the local copy stays.
      const local = state.messages.filter((m) => isLocalId(m._id) && m.sender === 'model');
      const savedLast = action.messages.at(-1);
      const keepLocal = savedLast?.sender === 'model' ? [] : local;
      return { ...state, messages: [...action.messages, ...keepLocal] };
    }
  }
}

// Every call the chat makes, in one place: the conversations (list, create, read, rename, delete),
// the tutor's reply to a message (streamed), regenerate, stop, and the tutor's provider and limits.
// The wire types follow docs/tutor-plan.md ("API contract").
//
// The API gains these paths in this issue; the typed client (shared-ui/src/api/schema.gen.ts) gets
// them when the contract is regenerated. Until then the calls go through `untyped` below: the one
// narrowly typed cast of this remote, to be replaced by the typed client's calls once
// `npm run contract -w @nibras/api` has added the paths.
import { ApiError, GENERIC_ERROR, type ApiClient, type Locale, type StreamEvent } from '@nibras/shared-ui';

export const TUTOR_ACTIONS = ['summarize', 'examples', 'explain', 'translate'] as const;
export type TutorAction = (typeof TUTOR_ACTIONS)[number];

/** One row of the conversation list. */
export interface ConversationSummary {
  _id: string;
  title: string;
  userFileId: string | null;
  updatedAt: string;
}

export interface ConversationPage {
  conversations: ConversationSummary[];
  nextCursor: string | null;
}

export interface Conversation {
  _id: string;
  title: string;
  userFileId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ChatMessage {
  _id: string;
  sender: 'user' | 'model';
  content: string;
  /** The attached image's URL. */
  image: string | null;
  createdAt: string;
  stopped?: boolean;
  action?: TutorAction;
  provider?: 'openai' | 'offline';
}

export interface ConversationDetail {
  conversation: Conversation;
  messages: ChatMessage[];
}

export interface ProviderInfo {
  kind: 'openai' | 'offline';
  /** The model's name, or `nibras-offline` for the embedded engine. */
  model: string;
}

export interface TutorInfo {
  provider: ProviderInfo;
  allowance: { limit: number; used: number; renewsAt: string };
  hintFirst: boolean;
  maxImageBytes: number;
}

/** What the student sends: a text, an image, or both; a reply action names the reply it is about. */
export interface OutgoingMessage {
  text: string;
  file?: File | null;
  hintFirst?: boolean;
  action?: TutorAction;
  replyTo?: string;
}

/** The events of a streamed reply, as the chat uses them. */
export type ReplyEvent =
  | { type: 'meta'; userMessage: ChatMessage | null; provider: ProviderInfo | null }
  | { type: 'token'; text: string }
  | { type: 'end'; messages: ChatMessage[] };

/** The API's image limit (5 MB), until GET /tutor says otherwise. */
export const DEFAULT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ChatApi {
  listConversations(options?: {
    cursor?: string | null;
    q?: string;
    limit?: number;
    signal?: AbortSignal;
  }): Promise<ConversationPage>;
  createConversation(): Promise<{ _id: string }>;
  getConversation(id: string, signal?: AbortSignal): Promise<ConversationDetail>;
  renameConversation(id: string, title: string): Promise<Conversation>;
  deleteConversation(id: string): Promise<void>;
  tutor(signal?: AbortSignal): Promise<TutorInfo>;
  /** POST /ai-conversations/{id}/messages as multipart, answered as server-sent events. */
  sendMessage(id: string, message: OutgoingMessage, signal: AbortSignal): AsyncGenerator<ReplyEvent, void>;
  /** POST /ai-conversations/{id}/regenerate, answered as server-sent events. */
  regenerate(
    id: string,
    options: { hintFirst?: boolean },
    signal: AbortSignal,
  ): AsyncGenerator<ReplyEvent, void>;
  stop(id: string, signal?: AbortSignal): Promise<{ stopped: boolean }>;
}

interface CallOptions {
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}
/** The client with string paths: the tutor's paths are not in the generated contract yet (see above). */
interface UntypedClient {
  get(path: string, options?: CallOptions): Promise<unknown>;
  post(path: string, body?: unknown, options?: CallOptions): Promise<unknown>;
  patch(path: string, body: unknown, options?: CallOptions): Promise<unknown>;
  delete(path: string, options?: CallOptions): Promise<unknown>;
  stream(
    path: string,
    options: CallOptions & { body?: unknown },
  ): AsyncGenerator<StreamEvent, void, undefined>;
}

const untyped = (client: ApiClient) => client as unknown as UntypedClient;

const seg = encodeURIComponent;

/** The form fields of a message (the API's multipart contract). */
export function messageForm(message: OutgoingMessage): FormData {
  const form = new FormData();
  form.append('message', message.text);
  if (message.file) form.append('file', message.file, message.file.name);
  if (message.hintFirst !== undefined) form.append('hintFirst', String(message.hintFirst));
  if (message.action && message.replyTo) {
    form.append('action', message.action);
    form.append('replyTo', message.replyTo);
  }
  return form;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isMessage = (value: unknown): value is ChatMessage =>
  isObject(value) && typeof value._id === 'string' && (value.sender === 'user' || value.sender === 'model');

/** A stream event as the chat uses it; null for events it does not know (ignored). */
export function toReplyEvent({ event, data }: StreamEvent): ReplyEvent | null {
  if (event === 'token') {
    const text = isObject(data) ? data.text : undefined;
    return typeof text === 'string' ? { type: 'token', text } : null;
  }
  if (event === 'meta') {
    const userMessage = isObject(data) && isMessage(data.userMessage) ? data.userMessage : null;
    const provider =
      isObject(data) && isObject(data.provider) && typeof data.provider.model === 'string'
        ? (data.provider as unknown as ProviderInfo)
        : null;
    return { type: 'meta', userMessage, provider };
  }
  if (event === 'end') {
    const messages = isObject(data) && Array.isArray(data.messages) ? data.messages.filter(isMessage) : [];
    return { type: 'end', messages };
  }
  return null;
}

async function* replyEvents(events: AsyncGenerator<StreamEvent, void, undefined>) {
  let ended = false;
  for await (const raw of events) {
    const event = toReplyEvent(raw);
    if (!event) continue;
    if (event.type === 'end') ended = true;
    yield event;
  }
  // The answer closed without its `end` event (a proxy cut it): the reply is incomplete.
  if (!ended) throw new ApiError(502, GENERIC_ERROR);
}

/**
 * The chat's calls through the remote's API client. `locale` goes as Accept-Language: the API names
 * a new conversation and answers in the student's language when their settings do not say.
 */
export function chatApi(client: ApiClient, locale?: Locale): ChatApi {
  const api = untyped(client);
  const headers = locale ? { 'Accept-Language': locale } : undefined;
  return {
    listConversations: ({ cursor, q, limit = 20, signal } = {}) =>
      api.get('/conversations', {
        query: { limit, cursor: cursor ?? undefined, q: q?.trim() || undefined },
        signal,
      }) as Promise<ConversationPage>,
    createConversation: () => api.post('/conversations', {}, { headers }) as Promise<{ _id: string }>,
    getConversation: (id, signal) =>
      api.get(`/conversations/${seg(id)}`, { signal }) as Promise<ConversationDetail>,
    renameConversation: async (id, title) =>
      ((await api.patch(`/conversations/${seg(id)}`, { title })) as { conversation: Conversation })
        .conversation,
    deleteConversation: async (id) => {
      await api.delete(`/conversations/${seg(id)}`);
    },
    tutor: (signal) => api.get('/tutor', { signal }) as Promise<TutorInfo>,
    sendMessage: (id, message, signal) =>
      replyEvents(
        api.stream(`/ai-conversations/${seg(id)}/messages`, { body: messageForm(message), signal, headers }),
      ),
    regenerate: (id, { hintFirst }, signal) =>
      replyEvents(
        api.stream(`/ai-conversations/${seg(id)}/regenerate`, {
          query: { hintFirst: hintFirst === undefined ? undefined : String(hintFirst) },
          signal,
          headers,
        }),
      ),
    stop: (id, signal) =>
      api.post(`/ai-conversations/${seg(id)}/stop`, undefined, { signal }) as Promise<{ stopped: boolean }>,
  };
}

// Every call the chat makes, in one place: the conversations (list, create, read, rename, delete,
// the one about an uploaded file), the tutor's reply to a message (streamed), regenerate, stop, and
// the tutor's provider and limits.
// The calls and the wire types are the generated contract's (shared-ui/src/api/schema.gen.ts, made
// from the API's /openapi.json): a path, a body or a field the API does not have fails to type-check.
import {
  ApiError,
  GENERIC_ERROR,
  type ApiClient,
  type components,
  type Locale,
  type paths,
  type ResponseBody,
  type StreamEvent,
} from '@nibras/shared-ui';

type Schemas = components['schemas'];

/** One row of the conversation list. */
export type ConversationSummary = Schemas['ConversationSummary'];
/** GET /conversations. */
export type ConversationPage = Schemas['ConversationPage'];
export type Conversation = Schemas['Conversation'];
/** The student's message or a reply (`stopped`, `action`, `replyTo`, `provider` when they apply). */
export type ChatMessage = Schemas['Message'];
/** GET /conversations/{id}. */
export type ConversationDetail = Schemas['ConversationDetail'];
/** Which provider answers: `offline` is the embedded study engine (its model `nibras-offline`). */
export type ProviderInfo = Schemas['ProviderInfo'];
/** GET /tutor: the provider, the daily allowance, the hint-first default and the image limit. */
export type TutorInfo = Schemas['TutorStatus'];
export type TutorAction = NonNullable<ChatMessage['action']>;

/** The reply actions, in the toolbar's order. */
export const TUTOR_ACTIONS = [
  'summarize',
  'examples',
  'explain',
  'translate',
] as const satisfies readonly TutorAction[];

type MessageField = keyof Schemas['TutorMessageForm'];
type RegenerateQuery = NonNullable<paths['/ai-conversations/{id}/regenerate']['post']['parameters']['query']>;
type ListQuery = NonNullable<paths['/conversations']['get']['parameters']['query']>;

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
  createConversation(): Promise<ResponseBody<'/conversations', 'post'>>;
  /** GET /file/{fileId}/conversation: the conversation about an uploaded file (created on first use). */
  fileConversation(
    fileId: string,
    signal?: AbortSignal,
  ): Promise<ResponseBody<'/file/{fileId}/conversation', 'get'>>;
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
  stop(id: string, signal?: AbortSignal): Promise<ResponseBody<'/ai-conversations/{id}/stop', 'post'>>;
}

/** The form fields of a message (the API's multipart contract, `TutorMessageForm`). */
export function messageForm(message: OutgoingMessage): FormData {
  const form = new FormData();
  const set = (name: MessageField, value: string) => form.append(name, value);
  set('message', message.text);
  if (message.file) form.append('file' satisfies MessageField, message.file, message.file.name);
  if (message.hintFirst !== undefined) set('hintFirst', String(message.hintFirst));
  if (message.action && message.replyTo) {
    set('action', message.action);
    set('replyTo', message.replyTo);
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
export function chatApi(api: ApiClient, locale?: Locale): ChatApi {
  const headers = locale ? { 'Accept-Language': locale } : undefined;
  return {
    listConversations: ({ cursor, q, limit = 20, signal } = {}) =>
      api.get('/conversations', {
        query: { limit, cursor: cursor ?? undefined, q: q?.trim() || undefined } satisfies ListQuery,
        signal,
      }),
    createConversation: () => api.post('/conversations', {}, { headers }),
    fileConversation: (fileId, signal) =>
      api.get('/file/{fileId}/conversation', { params: { fileId }, signal, headers }),
    getConversation: (id, signal) => api.get('/conversations/{id}', { params: { id }, signal }),
    renameConversation: async (id, title) =>
      (await api.patch('/conversations/{id}', { title }, { params: { id } })).conversation,
    deleteConversation: async (id) => {
      await api.delete('/conversations/{id}', { params: { id } });
    },
    tutor: (signal) => api.get('/tutor', { signal }),
    sendMessage: (id, message, signal) =>
      replyEvents(
        api.stream('/ai-conversations/{id}/messages', {
          params: { id },
          body: messageForm(message),
          signal,
          headers,
        }),
      ),
    regenerate: (id, { hintFirst }, signal) =>
      replyEvents(
        api.stream('/ai-conversations/{id}/regenerate', {
          params: { id },
          query: {
            hintFirst: hintFirst === undefined ? undefined : hintFirst ? 'true' : 'false',
          } satisfies RegenerateQuery,
          signal,
          headers,
        }),
      ),
    stop: (id, signal) => api.post('/ai-conversations/{id}/stop', undefined, { params: { id }, signal }),
  };
}

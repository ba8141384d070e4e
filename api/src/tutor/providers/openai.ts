/**
 * The tutor through any OpenAI-compatible Chat Completions endpoint (OpenAI, Azure OpenAI, vLLM,
 * Ollama, llama.cpp's server), with the `openai` SDK: OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL.
 *
 * - The reply streams (`stream: true`); each chunk's text is yielded as it arrives. It asks for at most
 *   `maxTokens` tokens (`max_tokens`, default DEFAULT_REPLY_MAX_TOKENS); the service also caps what it
 *   stores (MAX_REPLY_CHARS), for servers that ignore `max_tokens`.
 * - The request's signal aborts the HTTP request at once (the provider stops generating and billing);
 *   the iteration then ends quietly and the service keeps the text so far.
 * - Three clocks end a reply that does not come: `timeoutMs` until the answer starts (headers),
 *   `idleTimeoutMs` between chunks that carry text (chunks without text, a server's keep-alive, do not
 *   count, and time spent waiting on our own consumer does not either), and `deadlineMs` for the
 *   whole reply, however it trickles in.
 * - Failures become TutorErrors: a refusal (`finish_reason: content_filter`, a `refusal` delta, or an
 *   HTTP error with code `content_filter`) -> 422; one of the clocks above -> 504; anything else ->
 *   502: HTTP errors, connection refused, and answers that are not a reply: no text at all (an empty
 *   reply, a stream of only `[DONE]`, a body that is neither JSON nor server-sent events), truncated
 *   JSON, or a stream that ends before its `finish_reason`. The service stores no reply then and
 *   gives the message back to the daily allowance.
 * - Citations in the reply that name a page, section or lesson that was not sent (prompts.ts
 *   citationTargets) become plain text, their link dropped, as the text streams (prompts.ts
 *   citationFilter holds back only an open `[...](...` until it closes): the chunks yielded, which the
 *   service streams and stores alike, are already filtered.
 * - Images go to the model as `image_url` parts holding data URLs (only the newest turn's image).
 *
 * `generateQuestions` (the quiz engine, quiz/generate/ai.ts) asks the same endpoint for one answer in
 * a structured output (`response_format: json_schema`, strict) and returns its text as it came: the
 * caller validates it (a model may still answer something else) and decides what to do with it.
 */
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionContentPart,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type { Logger } from 'pino';
import { TutorError } from '../errors.ts';
import {
  buildQuestionText,
  buildSystemPrompt,
  citationFilter,
  citationTargets,
  IMAGE_PLACEHOLDER,
  scopeOf,
  type ScopedTutorRequest,
} from '../prompts.ts';
import type { TutorImage, TutorProvider } from '../types.ts';

/** Used when OPENAI_MODEL is not set. */
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
/** Until the provider starts answering (response headers). */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** Longest silence inside a streamed answer (chunks without text are silence). */
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
/** The whole reply, from the request to its last chunk. */
export const DEFAULT_DEADLINE_MS = 300_000;
/** `max_tokens` of a reply: about 16,000 characters of English, 10,000 of Arabic. */
export const DEFAULT_REPLY_MAX_TOKENS = 4096;

/** A structured-output request: the quiz engine's question generation. */
export interface QuestionGenerationRequest {
  system: string;
  user: string;
  /** The JSON schema the answer must follow (a name of letters, digits, `_` and `-`). */
  schemaName: string;
  schema: Record<string, unknown>;
  signal?: AbortSignal;
}

/** A provider that can also write quiz questions (the OpenAI-compatible one). */
export interface QuestionGenerator {
  /** The answer's text (JSON when the model followed the schema). Throws a TutorError on failure. */
  generateQuestions(request: QuestionGenerationRequest): Promise<string>;
}

export type OpenAIProvider = TutorProvider & QuestionGenerator;

export interface OpenAIProviderOptions {
  /** OPENAI_BASE_URL, e.g. `http://localhost:11434/v1`; default the SDK's (api.openai.com). */
  baseUrl?: string;
  /** OPENAI_API_KEY; local servers often need none. */
  apiKey?: string;
  /** OPENAI_MODEL. */
  model?: string;
  timeoutMs?: number;
  idleTimeoutMs?: number;
  /** The whole reply (default DEFAULT_DEADLINE_MS). */
  deadlineMs?: number;
  /** Retries of the SDK on connection errors, 408/429/5xx (default 2; tests use 0). */
  maxRetries?: number;
  /** `false` asks for the whole reply at once (servers without streaming); default true. */
  stream?: boolean;
  /**
   * Upper bound of the answer's length, in tokens (`max_tokens`): a reply's default is
   * DEFAULT_REPLY_MAX_TOKENS; question generation sends it only when it is set.
   */
  maxTokens?: number;
  logger?: Logger;
}

function dataUrl(image: TutorImage): string {
  return `data:${image.mime};base64,${Buffer.from(image.bytes).toString('base64')}`;
}

/** The Chat Completions messages of a request: system prompt, bounded history, the question. */
export function chatMessages(request: ScopedTutorRequest): ChatCompletionMessageParam[] {
  const messages: ChatCompletionMessageParam[] = [{ role: 'system', content: buildSystemPrompt(request) }];
  for (const turn of request.history) {
    const text = turn.text.trim() === '' && turn.role === 'user' ? IMAGE_PLACEHOLDER : turn.text;
    messages.push(
      turn.role === 'user' ? { role: 'user', content: text } : { role: 'assistant', content: text },
    );
  }
  const text = buildQuestionText(request);
  const { image } = request.question;
  if (image) {
    const parts: ChatCompletionContentPart[] = [
      { type: 'text', text },
      { type: 'image_url', image_url: { url: dataUrl(image) } },
    ];
    messages.push({ role: 'user', content: parts });
  } else {
    messages.push({ role: 'user', content: text });
  }
  return messages;
}

function isContentFilterError(error: APIError): boolean {
  const code = error.code ?? (error.error as { code?: unknown } | undefined)?.code;
  return code === 'content_filter' || code === 'content_policy_violation';
}

export function createOpenAIProvider(options: OpenAIProviderOptions): OpenAIProvider {
  const model = options.model ?? DEFAULT_OPENAI_MODEL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const maxTokens = options.maxTokens ?? DEFAULT_REPLY_MAX_TOKENS;
  const streaming = options.stream ?? true;
  const client = new OpenAI({
    // The SDK refuses to start without a key; servers on the school's own machines often need none.
    apiKey: options.apiKey ?? 'unused',
    ...(options.baseUrl === undefined ? {} : { baseURL: options.baseUrl }),
    // A backstop: the reply's own timer (below) fires first and tells a timeout from a stop.
    timeout: timeoutMs + 5_000,
    maxRetries: options.maxRetries ?? 2,
    // The SDK's own messages (e.g. about malformed stream JSON) go to our log, never to the console.
    ...(options.logger ? { logger: options.logger } : { logLevel: 'off' as const }),
  });

  /** A provider failure as a TutorError (as `reply` does). */
  function failure(error: unknown, timedOut: boolean, what: string): TutorError {
    if (error instanceof TutorError) return error;
    if (timedOut || error instanceof APIConnectionTimeoutError) {
      options.logger?.warn({ model }, `${what} timed out`);
      return new TutorError('timeout', { cause: error });
    }
    if (error instanceof APIError && isContentFilterError(error))
      return new TutorError('refusal', { cause: error });
    options.logger?.warn(
      {
        model,
        status: error instanceof APIError ? error.status : undefined,
        err: error instanceof Error ? { type: error.name, message: error.message } : undefined,
      },
      `${what} failed`,
    );
    return new TutorError('provider', { cause: error });
  }

  return {
    info: { kind: 'openai', model },

    async generateQuestions(request) {
      const controller = new AbortController();
      const stopped = () => controller.abort(request.signal?.reason);
      request.signal?.addEventListener('abort', stopped, { once: true });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new Error('The provider did not answer in time'));
      }, timeoutMs);
      try {
        const completion = await client.chat.completions.create(
          {
            model,
            stream: false,
            messages: [
              { role: 'system', content: request.system },
              { role: 'user', content: request.user },
            ],
            response_format: {
              type: 'json_schema',
              json_schema: { name: request.schemaName, schema: request.schema, strict: true },
            },
            ...(options.maxTokens === undefined ? {} : { max_tokens: options.maxTokens }),
          },
          { signal: controller.signal },
        );
        const choice = completion.choices[0];
        if (choice?.finish_reason === 'content_filter' || choice?.message.refusal) {
          throw new TutorError('refusal');
        }
        return choice?.message.content ?? '';
      } catch (error) {
        throw failure(error, timedOut, 'Question generation');
      } finally {
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', stopped);
      }
    },

    async *reply(request: ScopedTutorRequest) {
      if (request.signal.aborted) return;
      const controller = new AbortController();
      const stopped = () => controller.abort(request.signal.reason);
      request.signal.addEventListener('abort', stopped, { once: true });
      /** Which clock ended the reply, if one did. */
      let expired: 'answer' | 'silence' | 'deadline' | undefined;
      const expire = (why: NonNullable<typeof expired>) => {
        expired ??= why;
        controller.abort(new Error('The provider did not answer in time'));
      };
      let idle: NodeJS.Timeout | undefined;
      /** Silence that long (no answer yet, or no text since the last) aborts the request. */
      const watch = (ms: number, why: 'answer' | 'silence') => {
        clearTimeout(idle);
        idle = setTimeout(() => expire(why), ms);
      };
      const deadline = setTimeout(() => expire('deadline'), deadlineMs);
      const body = { model, messages: chatMessages(request), max_tokens: maxTokens };
      const citations = citationFilter(citationTargets(request.sources, scopeOf(request)));
      /** An answer that is not a reply: a provider failure (502). */
      const notAReply = (what: string) => {
        options.logger?.warn({ model }, `The tutor provider's answer was not a reply: ${what}`);
        return new TutorError('provider', { cause: new Error(what) });
      };

      try {
        watch(timeoutMs, 'answer');
        if (!streaming) {
          const completion: unknown = await client.chat.completions.create(
            { ...body, stream: false },
            { signal: controller.signal },
          );
          const choices = (completion as { choices?: unknown } | null)?.choices;
          if (!Array.isArray(choices)) throw notAReply('no choices');
          const choice = choices[0] as
            { finish_reason?: unknown; message?: { content?: unknown; refusal?: unknown } } | undefined;
          if (choice?.finish_reason === 'content_filter' || choice?.message?.refusal) {
            throw new TutorError('refusal');
          }
          const text = typeof choice?.message?.content === 'string' ? choice.message.content : '';
          if (text.trim() === '') throw notAReply('an empty reply');
          yield citations.push(text) + citations.end();
          return;
        }

        const stream = await client.chat.completions.create(
          { ...body, stream: true },
          { signal: controller.signal },
        );
        watch(idleTimeoutMs, 'silence');
        let finished = false;
        let visible = false;
        for await (const chunk of stream as AsyncIterable<ChatCompletionChunk | null>) {
          // Odd JSON (`data: 42`, no choices) carries nothing; the checks after the loop judge it.
          const choice = Array.isArray(chunk?.choices) ? chunk.choices[0] : undefined;
          if (!choice) continue;
          if (choice.delta?.refusal || choice.finish_reason === 'content_filter') {
            throw new TutorError('refusal');
          }
          if (choice.finish_reason) finished = true;
          const text = choice.delta?.content;
          if (typeof text !== 'string' || text === '') continue;
          visible ||= text.trim() !== '';
          // Text (even held back, an open link) ends a silence. The consumer's pace (a slow client)
          // is not the provider's silence: the clock stops while the chunk is handed on.
          clearTimeout(idle);
          const shown = citations.push(text);
          if (shown !== '') yield shown;
          watch(idleTimeoutMs, 'silence');
        }
        // An abort ends the SDK's iteration quietly: tell a silent provider from a stop.
        if (expired) throw new TutorError('timeout');
        // Stopped: what was held back is dropped; the student saw up to the stop, and that is stored.
        if (request.signal.aborted) return;
        if (!visible) throw notAReply('no text');
        if (!finished) throw notAReply('the stream ended before its finish_reason');
        const rest = citations.end();
        if (rest !== '') yield rest;
      } catch (error) {
        if (error instanceof TutorError) {
          if (error.failure === 'timeout')
            options.logger?.warn({ model, expired }, 'The tutor provider timed out');
          throw error;
        }
        if (request.signal.aborted && !expired) return; // stopped by the student: the text so far stays
        if (expired || error instanceof APIConnectionTimeoutError) {
          options.logger?.warn({ model, expired }, 'The tutor provider timed out');
          throw new TutorError('timeout', { cause: error });
        }
        if (error instanceof APIError && isContentFilterError(error)) {
          throw new TutorError('refusal', { cause: error });
        }
        options.logger?.warn(
          {
            model,
            status: error instanceof APIError ? error.status : undefined,
            err: error instanceof Error ? { type: error.name, message: error.message } : undefined,
          },
          'The tutor provider failed',
        );
        throw new TutorError('provider', { cause: error });
      } finally {
        clearTimeout(idle);
        clearTimeout(deadline);
        request.signal.removeEventListener('abort', stopped);
        // Whatever ended the reply (its end, an error, the consumer leaving), the request ends with it.
        controller.abort();
      }
    },
  };
}

import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import { answerStream, eventStreamResponse } from '../answer-stream.ts';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { notFound, validationError } from '../errors.ts';
import { createRouter, type AppEnv } from '../router.ts';
import type { MessageDoc } from '../store/conversations.ts';
import type { Store } from '../store/index.ts';
import { cleanText } from '../text.ts';
import { toPublicMessage, type Generation, type TutorService } from '../tutor/service.ts';
import { TUTOR_ACTIONS } from '../tutor/types.ts';
import { IMAGE_KINDS, imageDimensions, MAX_IMAGE_BYTES, withinImageLimits } from '../uploads/images.ts';
import { requestOrigin } from '../uploads/public-url.ts';
import { fileError, inMemory, readForm } from '../uploads/read-upload.ts';
import { MessageSchema } from './conversations.ts';
import { PICTURE_MESSAGES } from './pictures.ts';
import { BEARER_SECURITY, errorResponse, errorResponses } from './schemas.ts';

/** Longest message a student may send, in characters. */
export const MAX_MESSAGE_LENGTH = 8000;

const MESSAGE_FORM = 'TutorMessageForm';
// A plain OpenAPI schema, not zod: the form is read as a stream by readForm (see routes/pictures.ts).
const MESSAGE_FORM_SCHEMA = {
  type: 'object' as const,
  properties: {
    message: {
      type: 'string' as const,
      maxLength: MAX_MESSAGE_LENGTH,
      description: 'The question. May be empty when `file` or `action` is given.',
    },
    file: {
      type: 'string' as const,
      format: 'binary',
      description:
        'An image (PNG, JPEG, WebP or GIF, recognised by its content), at most 5 MB, 8000 pixels wide ' +
        'or high and 40 megapixels. The tutor reads it (the AI provider sees it; the offline engine ' +
        'reads its text).',
    },
    action: {
      type: 'string' as const,
      enum: [...TUTOR_ACTIONS],
      description: 'A reply action about the reply `replyTo`.',
    },
    replyTo: { type: 'string' as const, description: 'The model message an `action` is about.' },
    hintFirst: {
      type: 'string' as const,
      enum: ['true', 'false'],
      description: 'Hint-first mode for this reply; default the student’s learning preference.',
    },
  },
};

const FieldsSchema = z.strictObject({
  message: cleanText(z.string().max(MAX_MESSAGE_LENGTH), { multiline: true }).optional(),
  action: z.enum(TUTOR_ACTIONS).optional(),
  replyTo: z.string().min(1).max(64).optional(),
  hintFirst: z.enum(['true', 'false']).optional(),
});

const ProviderInfoSchema = z
  .object({
    kind: z.enum(['openai', 'offline']).openapi({ description: '`offline`: the embedded study engine.' }),
    model: z.string().openapi({ example: 'nibras-offline' }),
  })
  .openapi('ProviderInfo');

const idParams = z.object({
  id: z.string().min(1).max(64).openapi({ example: '0195f3a2b4c10000009f04c2d1aa' }),
});
const hintFirstQuery = z.object({
  hintFirst: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ description: 'Hint-first mode for this reply; default the student’s learning preference.' }),
});

const STREAM_EXAMPLE =
  'event: meta\ndata: {"userMessage":{"_id":"…","sender":"user","content":"What is a mole?","image":null,' +
  '"createdAt":"2025-01-31T09:30:00.000Z"},"provider":{"kind":"openai","model":"gpt-4o-mini"}}\n\n' +
  'event: token\ndata: {"text":"A mole is"}\n\n' +
  'event: end\ndata: {"messages":[{"_id":"…","sender":"user"},{"_id":"…","sender":"model","content":"A mole is…"}]}\n\n';

function replyResponse(description: string, messages: string) {
  const stream = eventStreamResponse(
    `With \`Accept: text/event-stream\`: \`meta\` {userMessage, provider}, \`token\` {text} chunks, then ` +
      `\`end\` {messages: [${messages}]}; a provider failure is \`error\` {status, message}.`,
    STREAM_EXAMPLE,
  );
  return {
    description: `${description} ${stream.description}`,
    content: {
      'application/json': {
        schema: z.object({ messages: z.array(MessageSchema) }).openapi({ description: `[${messages}]` }),
      },
      ...stream.content,
    },
  };
}

const tutorErrors = {
  409: errorResponse('A reply is already being written in this conversation.'),
  422: errorResponse('The provider refused the request (content policy), or the photo has no readable text.'),
  429: errorResponse(
    'The student’s daily message allowance is used up: the message says when it renews (midnight, ' +
      'Riyadh time); or they started more replies in the last minute than the short-window limit ' +
      'allows (6 with the AI provider, 20 with the offline engine): the message says how long to ' +
      'wait. `Retry-After` gives the seconds until then. Nothing is stored or counted.',
  ),
  502: errorResponse(
    'The AI provider failed, or answered something that is not a reply (nothing, only `[DONE]`, a body ' +
      'that is neither JSON nor a stream, truncated JSON): no reply is stored and the message is not ' +
      'counted (JSON answers; a stream sends an `error` event instead).',
  ),
  504: errorResponse(
    'The AI provider did not answer in time: no answer within 60 s, 60 s without text in a stream, or ' +
      'the whole reply not done within 5 minutes.',
  ),
};

const sendRoute = createRoute({
  method: 'post',
  path: '/{id}/messages',
  tags: ['Tutor'],
  summary: 'Ask the tutor: send a message (text, an image, or a reply action) and get the reply',
  description:
    'Multipart form. Counts one message of the daily allowance and of the short-window limit. The ' +
    'student’s message is stored first and kept even when the reply fails. The first exchange names ' +
    'the conversation. A reply is stored as streamed, at most 20,000 characters; citations of ' +
    'material that was not sent to the model are plain text.',
  security: BEARER_SECURITY,
  request: {
    params: idParams,
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: { $ref: `#/components/schemas/${MESSAGE_FORM}` } } },
    },
  },
  responses: {
    200: replyResponse('The student’s message and the reply.', 'userMessage, modelMessage'),
    ...errorResponses(400, 401, 404, 500),
    413: errorResponse('The image is larger than 5 MB (`File is too large`).'),
    415: errorResponse('The file is not a PNG, JPEG, WebP or GIF image, or the body is not multipart.'),
    ...tutorErrors,
    422: errorResponse(
      'The image is more than 8000 pixels wide or high or 40 megapixels, or the provider refused the request.',
    ),
  },
});

const regenerateRoute = createRoute({
  method: 'post',
  path: '/{id}/regenerate',
  tags: ['Tutor'],
  summary: 'Write the last reply again',
  description:
    'Replaces the conversation’s last reply with a new one (its id changes); when the last message ' +
    'is the student’s (its reply failed), answers it. Counts one message of the daily allowance and ' +
    'of the short-window limit.',
  security: BEARER_SECURITY,
  request: { params: idParams, query: hintFirstQuery },
  responses: {
    200: replyResponse('The new reply.', 'modelMessage'),
    ...errorResponses(400, 401, 404, 500),
    ...tutorErrors,
    409: errorResponse('Nothing to regenerate yet, or a reply is already being written.'),
  },
});

const stopRoute = createRoute({
  method: 'post',
  path: '/{id}/stop',
  tags: ['Tutor'],
  summary: 'Stop the reply being written',
  description:
    'The reply in progress ends at the provider; it is stored with the text so far and `stopped: ' +
    'true`, and its stream ends normally with `end`.',
  security: BEARER_SECURITY,
  request: { params: idParams },
  responses: {
    200: {
      description: '`stopped` is false when no reply was being written.',
      content: { 'application/json': { schema: z.object({ stopped: z.boolean() }) } },
    },
    ...errorResponses(401, 404, 500),
  },
});

export interface AiConversationRoutesDeps {
  store: Store;
  auth: AuthService;
  tutor: TutorService;
  logger: Logger;
  trustProxy: boolean;
}

const wantsStream = (c: Context) => (c.req.header('accept') ?? '').includes('text/event-stream');
const parseHintFirst = (value: 'true' | 'false' | undefined) =>
  value === undefined ? undefined : value === 'true';

export function aiConversationRoutes(deps: AiConversationRoutesDeps) {
  const { store, tutor } = deps;

  /** Answers a generation: JSON once the reply is stored, or its events as they come. */
  function answer(
    c: Context<AppEnv>,
    generation: Generation,
    result: (reply: MessageDoc) => MessageDoc[],
  ): Response | Promise<Response> {
    const origin = requestOrigin(c, deps.trustProxy);
    const messages = (reply: MessageDoc) => ({
      messages: result(reply).map((message) => toPublicMessage(message, origin)),
    });
    if (wantsStream(c)) {
      return answerStream(
        c,
        async (send, signal) => {
          await send('meta', {
            userMessage: toPublicMessage(generation.userMessage, origin),
            provider: tutor.info,
          });
          return messages(await generation.run((text) => send('token', { text }), signal));
        },
        { logger: deps.logger },
      );
    }
    return generation
      .run(() => undefined, c.req.raw.signal)
      .then((reply) => {
        c.header('Cache-Control', 'no-store');
        return c.json(messages(reply), 200);
      });
  }

  const router = createRouter({ streamsBody: true });
  router.openAPIRegistry.registerComponent('schemas', MESSAGE_FORM, MESSAGE_FORM_SCHEMA);
  router.use('*', requireAuth(deps.auth));
  return router
    .openapi(sendRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { user } = getAuth(c);
      const { files, fields } = await readForm(c, {
        allowed: IMAGE_KINDS,
        maxFileBytes: MAX_IMAGE_BYTES,
        fields: ['message', 'action', 'replyTo', 'hintFirst'],
        notAllowedMessage: PICTURE_MESSAGES.notAnImage,
        store: inMemory,
      });
      const parsed = FieldsSchema.safeParse(fields);
      if (!parsed.success) throw validationError(parsed.error, 'form', fields);
      const [file] = files;
      if (file) {
        const size = imageDimensions(file.stored);
        if (!size) throw fileError(415, 'file', PICTURE_MESSAGES.notAnImage);
        if (!withinImageLimits(size)) throw fileError(422, 'file', PICTURE_MESSAGES.imageTooLarge);
      }
      const conversation = await store.conversations.findForUser(id, user._id);
      if (!conversation) throw notFound();

      const { message, action, replyTo, hintFirst } = parsed.data;
      const hint = parseHintFirst(hintFirst);
      const generation = await tutor.send({
        user,
        conversation,
        // Browsers send a form's line breaks as CRLF.
        text: (message ?? '').replace(/\r\n?/g, '\n'),
        ...(file ? { image: { bytes: file.stored, kind: file.kind } } : {}),
        ...(action === undefined ? {} : { action }),
        ...(replyTo === undefined ? {} : { replyTo }),
        ...(hint === undefined ? {} : { hintFirst: hint }),
        acceptLanguage: c.req.header('accept-language'),
      });
      return answer(c, generation, (reply) => [generation.userMessage, reply]);
    })
    .openapi(regenerateRoute, async (c) => {
      const { id } = c.req.valid('param');
      const hint = parseHintFirst(c.req.valid('query').hintFirst);
      const { user } = getAuth(c);
      const conversation = await store.conversations.findForUser(id, user._id);
      if (!conversation) throw notFound();
      const generation = await tutor.regenerate({
        user,
        conversation,
        ...(hint === undefined ? {} : { hintFirst: hint }),
        acceptLanguage: c.req.header('accept-language'),
      });
      return answer(c, generation, (reply) => [reply]);
    })
    .openapi(stopRoute, async (c) => {
      const { id } = c.req.valid('param');
      const conversation = await store.conversations.findForUser(id, getAuth(c).user._id);
      if (!conversation) throw notFound();
      return c.json({ stopped: tutor.stop(conversation._id) }, 200);
    });
}

export { ProviderInfoSchema };

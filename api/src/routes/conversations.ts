import { createRoute, z } from '@hono/zod-openapi';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { invalidField, notFound } from '../errors.ts';
import { createRouter } from '../router.ts';
import type { ConversationCursor, ConversationDoc, ConversationSummary } from '../store/conversations.ts';
import type { Store } from '../store/index.ts';
import { cleanText } from '../text.ts';
import { toPublicMessage, type TutorService } from '../tutor/service.ts';
import { TUTOR_ACTIONS } from '../tutor/types.ts';
import { requestOrigin } from '../uploads/public-url.ts';
import { BEARER_SECURITY, errorResponses } from './schemas.ts';

/** Longest conversation title. */
export const MAX_TITLE_LENGTH = 120;

const isoDate = (description: string) =>
  z.string().openapi({ description: `${description} (ISO 8601 UTC)`, example: '2025-01-31T09:30:00.000Z' });

const ConversationIdSchema = z.string().min(1).max(64).openapi({ example: '0195f3a2b4c10000009f04c2d1aa' });

const LessonIdField = z.string().nullable().openapi({
  description:
    'The course lesson it is about (`courseId.lessonId`, GET /lesson/{lessonId}/conversation), or null.',
  example: 'y1-physics-1.u1-l1',
});

export const ConversationSummarySchema = z
  .object({
    _id: z.string().openapi({ example: '0195f3a2b4c10000009f04c2d1aa' }),
    title: z.string().openapi({ example: 'What is a mole in chemistry?' }),
    userFileId: z.string().nullable().openapi({ description: 'The uploaded file it is about, or null.' }),
    lessonId: LessonIdField,
    updatedAt: isoDate('Last activity'),
  })
  .openapi('ConversationSummary');

export const ConversationSchema = z
  .object({
    _id: z.string().openapi({ example: '0195f3a2b4c10000009f04c2d1aa' }),
    title: z.string().openapi({ example: 'What is a mole in chemistry?' }),
    userFileId: z.string().nullable().openapi({ description: 'The uploaded file it is about, or null.' }),
    lessonId: LessonIdField,
    createdAt: isoDate('Creation'),
    updatedAt: isoDate('Last activity'),
  })
  .openapi('Conversation');

export const MessageSchema = z
  .object({
    _id: z.string().openapi({ example: '0195f3a2b4c2000000a1b2c3d4e5' }),
    sender: z.enum(['user', 'model']),
    content: z.string().openapi({ description: 'Markdown (math in `$$...$$` or `\\(...\\)`) for a reply.' }),
    image: z.string().nullable().openapi({ description: 'Absolute URL of the attached image, or null.' }),
    createdAt: isoDate('When it was sent or written'),
    stopped: z
      .boolean()
      .optional()
      .openapi({ description: 'A reply stopped before its end: `content` is the text so far.' }),
    action: z
      .enum(TUTOR_ACTIONS)
      .optional()
      .openapi({ description: 'A reply action: this message (and its reply) is about `replyTo`.' }),
    replyTo: z.string().optional().openapi({ description: 'The reply a reply action is about.' }),
    provider: z
      .enum(['openai', 'offline'])
      .optional()
      .openapi({ description: 'Which provider wrote a reply (`offline`: the offline study engine).' }),
  })
  .openapi('Message');

const TitleSchema = cleanText(z.string().trim().min(1).max(MAX_TITLE_LENGTH)).openapi({
  example: 'Chemistry: moles',
});

// ---------------------------------------------------------------------------------------------------
// Cursors: opaque to clients; base64url of the JSON [updatedAt, _id] of a page's last row.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeCursor(cursor: ConversationCursor): string {
  return Buffer.from(JSON.stringify([cursor.updatedAt, cursor._id])).toString('base64url');
}

export function decodeCursor(value: string): ConversationCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      ISO_DATE.test(parsed[0]) &&
      typeof parsed[1] === 'string' &&
      parsed[1].length > 0 &&
      parsed[1].length <= 64
    ) {
      return { updatedAt: parsed[0], _id: parsed[1] };
    }
  } catch {
    // reported below
  }
  throw invalidField('query', 'cursor', {
    en: 'is not a cursor this API gave',
    ar: 'ليس مؤشرًا صادرًا عن هذه الواجهة',
  });
}

const toSummary = (row: ConversationSummary) => ({
  _id: row._id,
  title: row.title,
  userFileId: row.userFileId ?? null,
  lessonId: row.lessonId ?? null,
  updatedAt: row.updatedAt,
});

export const toPublicConversation = (doc: ConversationDoc) => ({
  _id: doc._id,
  title: doc.title,
  userFileId: doc.userFileId ?? null,
  lessonId: doc.lessonId ?? null,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
});

// ---------------------------------------------------------------------------------------------------
// Routes

const idParams = z.object({ id: ConversationIdSchema });

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Tutor'],
  summary: 'The signed-in student’s conversations, newest activity first',
  description:
    'A page of at most `limit` conversations; `nextCursor` (null on the last page) gives the next ' +
    'one. `q` keeps the conversations whose title or messages contain every word of it (as word ' +
    'prefixes; Arabic is compared with alif and hamza forms, ta marbuta, alif maqsura, diacritics ' +
    'and tatweel folded, Latin case- and accent-insensitively).',
  security: BEARER_SECURITY,
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(50).default(20).openapi({ example: 20 }),
      cursor: z
        .string()
        .max(300)
        .optional()
        .openapi({ description: 'The `nextCursor` of the previous page.' }),
      q: z.string().max(200).optional().openapi({ description: 'Search words.', example: 'الكيمياء' }),
    }),
  },
  responses: {
    200: {
      description: 'The page.',
      content: {
        'application/json': {
          schema: z
            .object({
              conversations: z.array(ConversationSummarySchema),
              nextCursor: z.string().nullable().openapi({ description: 'Null on the last page.' }),
            })
            .openapi('ConversationPage'),
        },
      },
    },
    ...errorResponses(400, 401, 500),
  },
});

const createConversationRoute = createRoute({
  method: 'post',
  path: '/',
  tags: ['Tutor'],
  summary: 'Start a conversation with the tutor',
  description:
    'Without a title it is called "New conversation" (in the student’s language) until its first ' +
    'exchange names it after the first question.',
  security: BEARER_SECURITY,
  request: {
    body: {
      required: false,
      content: {
        'application/json': {
          schema: z.strictObject({ title: TitleSchema.optional() }).openapi('NewConversation'),
        },
      },
    },
  },
  responses: {
    201: {
      description: 'Created.',
      content: {
        'application/json': {
          schema: z.object({ _id: z.string().openapi({ example: '0195f3a2b4c10000009f04c2d1aa' }) }),
        },
      },
    },
    ...errorResponses(400, 401, 413, 415, 500),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['Tutor'],
  summary: 'A conversation and its messages, oldest first',
  security: BEARER_SECURITY,
  request: { params: idParams },
  responses: {
    200: {
      description: 'The conversation.',
      content: {
        'application/json': {
          schema: z
            .object({ conversation: ConversationSchema, messages: z.array(MessageSchema) })
            .openapi('ConversationDetail'),
        },
      },
    },
    ...errorResponses(401, 404, 500),
  },
});

const renameRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags: ['Tutor'],
  summary: 'Rename a conversation',
  description: 'A title the student chose is never replaced by an automatic one.',
  security: BEARER_SECURITY,
  request: {
    params: idParams,
    body: {
      required: true,
      content: {
        'application/json': { schema: z.strictObject({ title: TitleSchema }).openapi('RenameConversation') },
      },
    },
  },
  responses: {
    200: {
      description: 'Renamed.',
      content: { 'application/json': { schema: z.object({ conversation: ConversationSchema }) } },
    },
    ...errorResponses(400, 401, 404, 413, 415, 500),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: ['Tutor'],
  summary: 'Delete a conversation, its messages and their images',
  description: 'A reply being written in it is stopped.',
  security: BEARER_SECURITY,
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted.' },
    ...errorResponses(401, 404, 500),
  },
});

/** How many of the student's conversations (newest activity first) are looked through for an empty one. */
export const REUSE_WINDOW = 20;

/**
 * The student's most recently created conversation if nothing has happened in it yet: no message,
 * not about a file or a lesson, the default title (`titled` false); else null.
 *
 * Ids are time-ordered, so the newest created is the greatest id. The list is ordered by last
 * activity; an untouched conversation's last activity is its creation, so every conversation created
 * after it is listed above it: when the greatest id of the first REUSE_WINDOW rows is untouched, it is
 * the newest of all. (When REUSE_WINDOW older conversations had activity since the newest one was
 * created, the newest is not looked for, and another is created: a bound on the work, not a pile.)
 */
export async function untouchedNewest(store: Store, userId: string): Promise<ConversationDoc | null> {
  const { conversations } = await store.conversations.listPage(userId, { limit: REUSE_WINDOW });
  let newest: ConversationSummary | undefined;
  for (const row of conversations) if (!newest || row._id > newest._id) newest = row;
  if (!newest || newest.userFileId || newest.lessonId) return null;
  const doc = await store.conversations.findForUser(newest._id, userId);
  if (!doc || doc.titled || doc.userFileId || doc.lessonId) return null;
  const messages = await store.conversations.listMessages(doc._id);
  return messages.length === 0 ? doc : null;
}

export interface ConversationRoutesDeps {
  store: Store;
  auth: AuthService;
  clock: () => Date;
  tutor: TutorService;
  trustProxy: boolean;
}

export function conversationRoutes(deps: ConversationRoutesDeps) {
  const { store } = deps;
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router
    .openapi(listRoute, async (c) => {
      const { limit, cursor, q } = c.req.valid('query');
      const page = await store.conversations.listPage(getAuth(c).user._id, {
        limit,
        ...(cursor === undefined ? {} : { after: decodeCursor(cursor) }),
        ...(q === undefined ? {} : { q }),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          conversations: page.conversations.map(toSummary),
          nextCursor: page.next ? encodeCursor(page.next) : null,
        },
        200,
      );
    })
    .openapi(createConversationRoute, async (c) => {
      const body = (c.req.valid('json') as { title?: string } | undefined) ?? {};
      const { user } = getAuth(c);
      // Opening /ai-engine again and again gives the same empty conversation, not a pile of them.
      // 201 and `{_id}` all the same: to the client it is the conversation to start in either way
      // (docs/decisions.md, "An empty new conversation is reused").
      const untouched = body.title === undefined ? await untouchedNewest(store, user._id) : null;
      if (untouched) return c.json({ _id: untouched._id }, 201);
      const title = body.title ?? (await deps.tutor.defaultTitle(user._id, c.req.header('accept-language')));
      const doc = await store.conversations.create({
        userId: user._id,
        title,
        titled: body.title !== undefined,
        at: deps.clock().toISOString(),
      });
      return c.json({ _id: doc._id }, 201);
    })
    .openapi(getRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { user } = getAuth(c);
      const conversation = await store.conversations.findForUser(id, user._id);
      if (!conversation) throw notFound();
      const messages = await store.conversations.listMessages(conversation._id);
      const origin = requestOrigin(c, deps.trustProxy);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          conversation: toPublicConversation(conversation),
          messages: messages.map((message) => toPublicMessage(message, origin)),
        },
        200,
      );
    })
    .openapi(renameRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { title } = c.req.valid('json');
      const doc = await store.conversations.rename(
        id,
        getAuth(c).user._id,
        title,
        deps.clock().toISOString(),
      );
      if (!doc) throw notFound();
      return c.json({ conversation: toPublicConversation(doc) }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      if (!(await deps.tutor.deleteConversation(id, getAuth(c).user._id))) throw notFound();
      return c.body(null, 204);
    });
}

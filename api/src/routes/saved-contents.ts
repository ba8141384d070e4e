import { createRoute, z } from '@hono/zod-openapi';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { localizedCheck, notFound } from '../errors.ts';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import {
  SAVED_COLORS,
  SAVED_CONTENT_CURSOR,
  type SavedContentChanges,
  type SavedContentDoc,
} from '../store/saved-contents.ts';
import { cleanText } from '../text.ts';
import { BEARER_SECURITY, errorResponses } from './schemas.ts';

export { SAVED_COLORS } from '../store/saved-contents.ts';

/** Field limits (characters, after trimming). */
export const SAVED_LIMITS = {
  title: 120,
  tag: 40,
  content: 20_000,
} as const;

/** Answered when the request needs an id that is not the student's. */
const SAVED_CONTENT_NOT_FOUND = {
  en: 'This saved content was not found',
  ar: 'لم يُعثر على هذا المحتوى المحفوظ',
};

const SOURCE_NOT_FOUND = {
  en: 'The conversation or message this content comes from was not found',
  ar: 'لم يُعثر على المحادثة أو الرسالة التي يأتي منها هذا المحتوى',
};

// ---------------------------------------------------------------------------------------------------
// Schemas

const TitleSchema = cleanText(z.string().trim().min(1).max(SAVED_LIMITS.title)).openapi({
  description: 'One line, 1-120 characters after trimming.',
  example: 'Photosynthesis in one paragraph',
});
const TagSchema = cleanText(z.string().trim().min(1).max(SAVED_LIMITS.tag)).openapi({
  description: 'One line, 1-40 characters after trimming; the /saved page filters by it.',
  example: 'Biology',
});
const ColorSchema = z.enum(SAVED_COLORS).openapi({
  description: 'One of the five swatches.',
  example: '#FFFFFF',
});
const ContentSchema = cleanText(z.string().trim().min(1).max(SAVED_LIMITS.content), {
  multiline: true,
}).openapi({
  description: 'The saved text (Markdown, as the tutor wrote it), 1-20000 characters after trimming.',
  example: 'Plants turn light, water and carbon dioxide into glucose and oxygen.',
});
const SourceIdSchema = (what: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .nullable()
    .optional()
    .openapi({ description: `The ${what} it was saved from; it must be the student’s own (else 404).` });

const NewSavedContentSchema = z
  .strictObject({
    title: TitleSchema,
    tag: TagSchema,
    color: ColorSchema,
    content: ContentSchema,
    conversationId: SourceIdSchema('conversation'),
    messageId: SourceIdSchema('message (of `conversationId`, which is then required)'),
  })
  .openapi('NewSavedContent');

const SavedContentChangesSchema = z
  .strictObject({
    title: TitleSchema.optional(),
    tag: TagSchema.optional(),
    color: ColorSchema.optional(),
    content: ContentSchema.optional(),
  })
  .refine(
    (value) => Object.values(value).some((field) => field !== undefined),
    localizedCheck({
      en: 'must change at least one of title, tag, color, content',
      ar: 'يجب أن يغيّر حقلًا واحدًا على الأقل من title وtag وcolor وcontent',
    }),
  )
  .openapi('SavedContentChanges');

const isoDate = (description: string) =>
  z.string().openapi({ description: `${description} (ISO 8601 UTC)`, example: '2025-03-01T08:00:00.000Z' });

export const SavedContentSchema = z
  .object({
    _id: z.string().openapi({ example: '0195f3a2b4c10000009f04c2d1aa' }),
    title: z.string(),
    tag: z.string(),
    color: z.enum(SAVED_COLORS),
    content: z.string(),
    conversationId: z.string().nullable().openapi({ description: 'The source conversation, or null.' }),
    messageId: z.string().nullable().openapi({ description: 'The source message, or null.' }),
    createdAt: isoDate('When it was saved'),
    updatedAt: isoDate('When it was last changed'),
  })
  .openapi('SavedContent', { description: 'The spec’s Saved content, with where it came from.' });

type SavedContent = z.infer<typeof SavedContentSchema>;

const toDto = (doc: SavedContentDoc): SavedContent => ({
  _id: doc._id,
  title: doc.title,
  tag: doc.tag,
  color: doc.color,
  content: doc.content,
  conversationId: doc.conversationId ?? null,
  messageId: doc.messageId ?? null,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
});

const SavedContentAnswer = z.object({ savedContent: SavedContentSchema }).openapi('SavedContentAnswer');

const IdParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '0195f3a2b4c10000009f04c2d1aa' }),
});

// ---------------------------------------------------------------------------------------------------
// Routes

const createSaved = createRoute({
  method: 'post',
  path: '/',
  tags: ['Saved content'],
  summary: 'Save content (usually a tutor reply)',
  description:
    'Title, tag, colour and content are required. With `conversationId` (and `messageId`), the item ' +
    'remembers where it came from; both must be the student’s own, or the answer is 404.',
  security: BEARER_SECURITY,
  request: {
    body: { required: true, content: { 'application/json': { schema: NewSavedContentSchema } } },
  },
  responses: {
    201: { description: 'Saved.', content: { 'application/json': { schema: SavedContentAnswer } } },
    ...errorResponses(400, 401, 404, 413, 415, 500),
  },
});

const listSaved = createRoute({
  method: 'get',
  path: '/',
  tags: ['Saved content'],
  summary: 'The signed-in student’s saved content, newest first',
  description:
    'Filtered by `tag` (exact) and `color` when given. The next page: `cursor=<nextCursor>`. `tags` ' +
    'lists all of the student’s distinct tags (for the filter), whatever the filters.',
  security: BEARER_SECURITY,
  request: {
    query: z.object({
      tag: z.string().trim().min(1).max(SAVED_LIMITS.tag).optional().openapi({ example: 'Biology' }),
      color: ColorSchema.optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20).openapi({ example: 20 }),
      cursor: z.string().regex(SAVED_CONTENT_CURSOR).optional().openapi({
        description: 'The `nextCursor` of the previous page (opaque).',
      }),
    }),
  },
  responses: {
    200: {
      description: 'The page.',
      content: {
        'application/json': {
          schema: z
            .object({
              savedContents: z.array(SavedContentSchema),
              tags: z.array(z.string()).openapi({ example: ['Biology', 'رياضيات'] }),
              nextCursor: z.string().nullable().openapi({ description: 'Null on the last page.' }),
            })
            .openapi('SavedContentPage'),
        },
      },
    },
    ...errorResponses(400, 401, 500),
  },
});

const updateSaved = createRoute({
  method: 'patch',
  path: '/{id}',
  tags: ['Saved content'],
  summary: 'Change the title, tag, colour or content of a saved item',
  description: 'Only the fields sent change. Another student’s item, or an unknown id: 404.',
  security: BEARER_SECURITY,
  request: {
    params: IdParams,
    body: { required: true, content: { 'application/json': { schema: SavedContentChangesSchema } } },
  },
  responses: {
    200: {
      description: 'The item as saved.',
      content: { 'application/json': { schema: SavedContentAnswer } },
    },
    ...errorResponses(400, 401, 404, 413, 415, 500),
  },
});

const deleteSaved = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: ['Saved content'],
  summary: 'Delete a saved item',
  description: 'Another student’s item, or an unknown id: 404.',
  security: BEARER_SECURITY,
  request: { params: IdParams },
  responses: {
    204: { description: 'Deleted.' },
    ...errorResponses(401, 404, 500),
  },
});

export interface SavedContentRoutesDeps {
  store: Store;
  auth: AuthService;
  clock: () => Date;
}

/** True when the conversation (and the message, when given, in that conversation) belong to the student. */
async function ownsSource(
  store: Store,
  userId: string,
  conversationId: string,
  messageId: string | undefined,
): Promise<boolean> {
  const conversation = await store.conversations.findForUser(conversationId, userId);
  if (!conversation) return false;
  if (messageId === undefined) return true;
  const message = await store.conversations.findMessageForUser(messageId, userId);
  return message?.conversationId === conversationId;
}

export function savedContentRoutes(deps: SavedContentRoutesDeps) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router
    .openapi(createSaved, async (c) => {
      const { conversationId, messageId, ...fields } = c.req.valid('json');
      const userId = getAuth(c).user._id;
      if (messageId != null && conversationId == null) throw notFound(SOURCE_NOT_FOUND);
      if (
        conversationId != null &&
        !(await ownsSource(deps.store, userId, conversationId, messageId ?? undefined))
      )
        throw notFound(SOURCE_NOT_FOUND);
      const doc = await deps.store.savedContents.create({
        userId,
        ...fields,
        ...(conversationId == null ? {} : { conversationId }),
        ...(messageId == null ? {} : { messageId }),
        createdAt: deps.clock().toISOString(),
      });
      c.header('Cache-Control', 'no-store');
      return c.json({ savedContent: toDto(doc) }, 201);
    })
    .openapi(listSaved, async (c) => {
      const { tag, color, limit, cursor } = c.req.valid('query');
      const userId = getAuth(c).user._id;
      const [page, tags] = await Promise.all([
        deps.store.savedContents.listPage(userId, {
          limit,
          ...(tag === undefined ? {} : { tag }),
          ...(color === undefined ? {} : { color }),
          ...(cursor === undefined ? {} : { cursor }),
        }),
        deps.store.savedContents.tagsForUser(userId),
      ]);
      c.header('Cache-Control', 'no-store');
      return c.json(
        { savedContents: page.savedContents.map(toDto), tags, nextCursor: page.nextCursor ?? null },
        200,
      );
    })
    .openapi(updateSaved, async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const changes: SavedContentChanges = {};
      if (body.title !== undefined) changes.title = body.title;
      if (body.tag !== undefined) changes.tag = body.tag;
      if (body.color !== undefined) changes.color = body.color;
      if (body.content !== undefined) changes.content = body.content;
      const doc = await deps.store.savedContents.update(
        id,
        getAuth(c).user._id,
        changes,
        deps.clock().toISOString(),
      );
      if (!doc) throw notFound(SAVED_CONTENT_NOT_FOUND);
      c.header('Cache-Control', 'no-store');
      return c.json({ savedContent: toDto(doc) }, 200);
    })
    .openapi(deleteSaved, async (c) => {
      const { id } = c.req.valid('param');
      if (!(await deps.store.savedContents.delete(id, getAuth(c).user._id)))
        throw notFound(SAVED_CONTENT_NOT_FOUND);
      return c.body(null, 204);
    });
}

/**
 * The navbar search: GET /search finds the course lessons by title, headings, key terms and text
 * (courses/lesson-search.ts), the student's materials by their content (naming file and page),
 * conversations by title and message text, and saved content by title, tag and content; the
 * recent list is the student's own recent searches (GET, POST and DELETE /search/recent).
 *
 * Every group folds Arabic the same way (search-text.ts: alif and hamza forms, ta marbuta, alif
 * maqsura, diacritics, tatweel, Arabic-Indic digits). Materials and saved content are also stemmed
 * (materials/search-index.ts: "المعلمون" finds "معلم"); conversations match every word as a word
 * prefix (the conversation repository's `q`, as GET /conversations?q= does).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import {
  materialSearchFor,
  queryTermsOf,
  snippetOf,
  textMatches,
  type MaterialSearchIndex,
} from '../materials/search-index.ts';
import { loadCatalogue, type Catalogue } from '../courses/catalogue.ts';
import { searchLessons } from '../courses/lesson-search.ts';
import { createRouter } from '../router.ts';
import { searchWords } from '../search-text.ts';
import { matchesWords } from '../store/conversations.ts';
import type { Store } from '../store/index.ts';
import { MAX_RECENT_SEARCHES } from '../store/search-history.ts';
import { cleanText } from '../text.ts';
import { BEARER_SECURITY, errorResponses } from './schemas.ts';

/** Longest query, in characters. */
export const MAX_SEARCH_QUERY = 200;
/** Most hits per group. */
export const MAX_SEARCH_LIMIT = 20;

// ---------------------------------------------------------------------------------------------------
// Schemas

const SnippetSchema = z.string().openapi({
  description:
    'About 160 characters of the matching text around the first match, with "…" where text was ' +
    'left out (plain text as stored: Markdown marks are kept). Empty when only the title matched.',
  example: '… قانون نيوتن الثاني: القوة تساوي الكتلة في التسارع …',
});

const MaterialHitSchema = z
  .object({
    fileId: z.string().openapi({ example: '0195f3a2b4c10000009f04c2d1aa' }),
    name: z.string().openapi({ description: 'The file’s display name.', example: 'Physics notes.pdf' }),
    page: z.number().int().openapi({ description: '1-based page of the match.', example: 3 }),
    unit: z.enum(['page', 'slide', 'photo']).openapi({
      description:
        'What the file’s pages are: `slide`s of a presentation, the one page of a `photo`, or `page`s.',
      example: 'page',
    }),
    snippet: SnippetSchema,
  })
  .openapi('MaterialSearchHit');

const TitledHitSchema = (name: string, what: string) =>
  z
    .object({
      _id: z.string().openapi({ description: `The ${what}.`, example: '0195f3a2b4c10000009f04c2d1aa' }),
      title: z.string().openapi({ example: 'Newton’s laws' }),
      snippet: SnippetSchema,
    })
    .openapi(name);

const LocalizedTitleSchema = z.object({ en: z.string(), ar: z.string() });

const LessonHitSchema = z
  .object({
    lessonId: z
      .string()
      .openapi({ description: 'The full id, courseId.lessonId.', example: 'y1-biology-1.u8-l2' }),
    courseId: z.string().openapi({ example: 'y1-biology-1' }),
    title: LocalizedTitleSchema.openapi({ example: { en: 'Photosynthesis', ar: 'البناء الضوئي' } }),
    course: LocalizedTitleSchema.openapi({ example: { en: 'Biology 1', ar: 'الأحياء 1' } }),
    unit: LocalizedTitleSchema.openapi({ example: { en: 'Cellular Energy', ar: 'الطاقة الخلوية' } }),
    written: z
      .boolean()
      .openapi({ description: 'The lesson has its text; otherwise its page says it is coming.' }),
    section: z.object({ id: z.string(), heading: LocalizedTitleSchema }).optional().openapi({
      description: 'The section that matched (the lesson opens at it); absent when the title matched.',
    }),
    snippet: SnippetSchema,
  })
  .openapi('LessonSearchHit');

const SearchResultsSchema = z
  .object({
    lessons: z.array(LessonHitSchema).openapi({
      description:
        'Course lessons whose title, section headings, key terms or text hold every word (both languages): ' +
        'title matches first, then headings and key terms, then text; written lessons and the student’s grade first.',
    }),
    materials: z.array(MaterialHitSchema).openapi({
      description: 'Passages of the student’s files, best match first; at most one per file and page.',
    }),
    conversations: z.array(TitledHitSchema('ConversationSearchHit', 'conversation')).openapi({
      description: 'Conversations whose title or messages hold every word, newest activity first.',
    }),
    saved: z.array(TitledHitSchema('SavedContentSearchHit', 'saved item')).openapi({
      description: 'Saved items whose title, tag or content hold every word; title or tag matches first.',
    }),
  })
  .openapi('SearchResults');

const QuerySchema = cleanText(z.string().trim().min(1).max(MAX_SEARCH_QUERY)).openapi({
  description: `What the student searched for, 1-${MAX_SEARCH_QUERY} characters after trimming.`,
  example: 'قانون نيوتن',
});

const RecentSearchSchema = z
  .object({
    query: z.string().openapi({ example: 'قانون نيوتن' }),
    at: z.string().openapi({
      description: 'When it was last searched (ISO 8601 UTC)',
      example: '2025-03-01T08:00:00.000Z',
    }),
  })
  .openapi('RecentSearch');

// ---------------------------------------------------------------------------------------------------
// Routes

const searchRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Search'],
  summary: 'Search the course lessons and the signed-in student’s materials, conversations and saved content',
  description:
    'Each group holds at most `limit` hits. A hit matches every word of `q`; the last word may be ' +
    'the start of a word (search as you type). Arabic is compared with alif and hamza forms, ta ' +
    'marbuta, alif maqsura, diacritics, tatweel and Arabic-Indic digits folded; materials and saved ' +
    'content are also stemmed (Snowball stemmers: "المعلمون" finds "معلم", "teachers" finds ' +
    '"teacher"). Materials are searched in the text extracted from the files; a file still being ' +
    'read is found once it is ready. An empty `q` finds nothing.',
  security: BEARER_SECURITY,
  request: {
    query: z.object({
      q: z
        .string()
        .max(MAX_SEARCH_QUERY)
        .default('')
        .openapi({ description: 'Search words.', example: 'قانون نيوتن' }),
      limit: z.coerce.number().int().min(1).max(MAX_SEARCH_LIMIT).default(5).openapi({ example: 5 }),
    }),
  },
  responses: {
    200: { description: 'The hits.', content: { 'application/json': { schema: SearchResultsSchema } } },
    ...errorResponses(400, 401, 500),
  },
});

const listRecentRoute = createRoute({
  method: 'get',
  path: '/recent',
  tags: ['Search'],
  summary: 'The signed-in student’s recent searches',
  description: `Newest first, at most ${MAX_RECENT_SEARCHES}.`,
  security: BEARER_SECURITY,
  responses: {
    200: {
      description: 'The recent searches.',
      content: {
        'application/json': {
          schema: z.object({ recent: z.array(RecentSearchSchema) }).openapi('RecentSearches'),
        },
      },
    },
    ...errorResponses(401, 500),
  },
});

const addRecentRoute = createRoute({
  method: 'post',
  path: '/recent',
  tags: ['Search'],
  summary: 'Remember a search in the student’s recent searches',
  description:
    'The query goes to the top of the list. A query searched before moves up instead of appearing ' +
    'twice (queries that differ only in case, Arabic letter forms, diacritics or spacing are one), ' +
    `keeping the form typed last; only the newest ${MAX_RECENT_SEARCHES} are kept.`,
  security: BEARER_SECURITY,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.strictObject({ query: QuerySchema }).openapi('NewRecentSearch'),
        },
      },
    },
  },
  responses: {
    204: { description: 'Remembered.' },
    ...errorResponses(400, 401, 413, 415, 500),
  },
});

const clearRecentRoute = createRoute({
  method: 'delete',
  path: '/recent',
  tags: ['Search'],
  summary: 'Forget the student’s recent searches',
  security: BEARER_SECURITY,
  responses: {
    204: { description: 'Forgotten.' },
    ...errorResponses(401, 500),
  },
});

// ---------------------------------------------------------------------------------------------------
// Handlers

export interface SearchRoutesDeps {
  store: Store;
  auth: AuthService;
  clock: () => Date;
  /** Default: the store's shared index (materialSearchFor). */
  materials?: MaterialSearchIndex;
  /** The course catalogue whose lessons are searched. Default: loadCatalogue(). */
  catalogue?: Catalogue;
}

type SearchResults = z.infer<typeof SearchResultsSchema>;

async function searchMaterials(index: MaterialSearchIndex, userId: string, q: string, limit: number) {
  // A page can hold several matching passages: ask for more and keep the best one of each page.
  const hits = await index.search(userId, q, { limit: limit * 4 });
  const seen = new Set<string>();
  const materials: SearchResults['materials'] = [];
  for (const hit of hits) {
    const key = `${hit.fileId}:${hit.page}`;
    if (seen.has(key)) continue;
    seen.add(key);
    materials.push({
      fileId: hit.fileId,
      name: hit.name,
      page: hit.page,
      unit: hit.unit,
      snippet: hit.snippet,
    });
    if (materials.length >= limit) break;
  }
  return materials;
}

async function searchConversations(store: Store, userId: string, q: string, limit: number) {
  const page = await store.conversations.listPage(userId, { limit, q });
  const words = searchWords(q);
  const { terms, prefixes } = queryTermsOf(q);
  return Promise.all(
    page.conversations.map(async (conversation) => {
      const messages = await store.conversations.listMessages(conversation._id);
      const message = messages.find((m) => matchesWords(m.searchText, words));
      return {
        _id: conversation._id,
        title: conversation.title,
        snippet: message ? snippetOf(message.content, terms, prefixes) : '',
      };
    }),
  );
}

async function searchSaved(store: Store, userId: string, q: string, limit: number) {
  const items = await store.savedContents.listForUser(userId); // newest first
  const { terms, prefixes } = queryTermsOf(q);
  const found = items
    .filter((item) => textMatches(`${item.title}\n${item.tag}\n${item.content}`, q))
    .map((item, order) => ({ item, order, byTitle: textMatches(`${item.title}\n${item.tag}`, q) }))
    .sort((a, b) => Number(b.byTitle) - Number(a.byTitle) || a.order - b.order);
  return found.slice(0, limit).map(({ item }) => ({
    _id: item._id,
    title: item.title,
    snippet: textMatches(item.content, q) ? snippetOf(item.content, terms, prefixes) : '',
  }));
}

export function searchRoutes(deps: SearchRoutesDeps) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  const index = deps.materials ?? materialSearchFor(deps.store.materials);
  return router
    .openapi(searchRoute, async (c) => {
      const { q, limit } = c.req.valid('query');
      const userId = getAuth(c).user._id;
      c.header('Cache-Control', 'no-store');
      if (searchWords(q).length === 0)
        return c.json({ lessons: [], materials: [], conversations: [], saved: [] }, 200);
      const user = getAuth(c).user;
      const lessons = searchLessons(deps.catalogue ?? loadCatalogue(), q, {
        limit,
        grade: user.educationLevel === 'school' ? (user.grade ?? null) : null,
      });
      const [materials, conversations, saved] = await Promise.all([
        searchMaterials(index, userId, q, limit),
        searchConversations(deps.store, userId, q, limit),
        searchSaved(deps.store, userId, q, limit),
      ]);
      return c.json({ lessons, materials, conversations, saved }, 200);
    })
    .openapi(listRecentRoute, async (c) => {
      const recent = await deps.store.searchHistory.list(getAuth(c).user._id);
      c.header('Cache-Control', 'no-store');
      return c.json({ recent }, 200);
    })
    .openapi(addRecentRoute, async (c) => {
      const { query } = c.req.valid('json');
      await deps.store.searchHistory.add(getAuth(c).user._id, query, deps.clock().toISOString());
      return c.body(null, 204);
    })
    .openapi(clearRecentRoute, async (c) => {
      await deps.store.searchHistory.clear(getAuth(c).user._id);
      return c.body(null, 204);
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import type { Catalogue } from '../courses/catalogue.ts';
import { homePage } from '../courses/service.ts';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import { EXTRACTION_STATUSES } from '../store/materials.ts';
import { CourseSummarySchema } from './courses.ts';
import { BEARER_SECURITY, errorResponses, LocalizedTextSchema } from './schemas.ts';

const isoDate = (description: string) =>
  z.string().openapi({ description: `${description} (ISO 8601 UTC)`, example: '2025-03-01T08:00:00.000Z' });

const HomeSchema = z
  .object({
    continue: z
      .object({
        courseId: z.string().openapi({ example: 'y1-physics-1' }),
        courseTitle: LocalizedTextSchema,
        lessonId: z.string().openapi({ example: 'y1-physics-1.u1-l2' }),
        lessonTitle: LocalizedTextSchema,
        progress: z.number().min(0).max(1).openapi({ description: 'The course’s progress, 0..1.' }),
      })
      .nullable()
      .openapi('HomeContinue', {
        description:
          'The lesson to continue in the course the student worked on last; null before any ' +
          'activity or when every written lesson of those courses is completed.',
      }),
    suggestion: z
      .object({
        kind: z.enum(['lesson', 'check', 'quiz', 'enrol']).openapi({
          description:
            '`check`: a read lesson whose check is not passed yet; `lesson`: the lesson to continue; ' +
            '`quiz`: a quiz (on `courseId` when given, else from the student’s own material); ' +
            '`enrol`: a course of the student’s catalogue to enrol in.',
        }),
        courseId: z.string().optional(),
        lessonId: z.string().optional(),
        title: LocalizedTextSchema,
      })
      .openapi('HomeSuggestion', {
        description: 'Today’s suggested step; `title` is the lesson’s or course’s title.',
      }),
    enrolled: z
      .array(CourseSummarySchema)
      .openapi({ description: 'The student’s courses, latest activity first.' }),
    recentConversations: z.array(
      z
        .object({ _id: z.string(), title: z.string(), updatedAt: isoDate('Last activity') })
        .openapi('HomeConversation'),
    ),
    recentFiles: z.array(
      z
        .object({
          _id: z.string(),
          name: z.string(),
          status: z.enum(EXTRACTION_STATUSES),
          updatedAt: isoDate('Last change'),
        })
        .openapi('HomeFile'),
    ),
  })
  .openapi('Home');

const homeRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Courses'],
  summary: 'The signed-in start page',
  description:
    'Continue learning, today’s suggested step, the student’s courses, recent conversations and files (5 each).',
  security: BEARER_SECURITY,
  responses: {
    200: { description: 'The page.', content: { 'application/json': { schema: HomeSchema } } },
    ...errorResponses(401, 500),
  },
});

export interface HomeRoutesDeps {
  store: Store;
  auth: AuthService;
  catalogue: Catalogue;
}

export function homeRoutes(deps: HomeRoutesDeps) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router.openapi(homeRoute, async (c) => {
    const page = await homePage({ store: deps.store, catalogue: deps.catalogue }, getAuth(c).user);
    c.header('Cache-Control', 'no-store');
    return c.json(page, 200);
  });
}

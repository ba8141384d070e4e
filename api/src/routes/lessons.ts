import { createRoute, z } from '@hono/zod-openapi';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { notFound } from '../errors.ts';
import type { Catalogue } from '../courses/catalogue.ts';
import { COURSE_MESSAGES } from '../courses/messages.ts';
import { markLessonRead } from '../courses/progress.ts';
import { lessonPage } from '../courses/service.ts';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import { BEARER_SECURITY, errorResponse, errorResponses, LocalizedTextSchema } from './schemas.ts';

const TAGS = ['Courses'];

export const LessonProgressSchema = z
  .object({
    read: z.boolean().openapi({ description: 'The student reached the end of the lesson.' }),
    checkPassed: z.boolean().openapi({ description: 'A lesson check scored 60 % or more.' }),
    completed: z.boolean().openapi({ description: 'Read and its check passed.' }),
    bestCheckPercent: z
      .number()
      .min(0)
      .max(100)
      .nullable()
      .openapi({ description: 'The best lesson-check score, null before the first check.' }),
  })
  .openapi('LessonProgress');

const LessonLinkSchema = z
  .object({ id: z.string().openapi({ example: 'y1-physics-1.u1-l2' }), title: LocalizedTextSchema })
  .nullable()
  .openapi({ description: 'The lesson before or after it in the course (across units), or null.' });

const LessonPageSchema = z
  .object({
    lesson: z
      .object({
        id: z.string().openapi({ description: 'The full id.', example: 'y1-physics-1.u1-l1' }),
        courseId: z.string().openapi({ example: 'y1-physics-1' }),
        courseTitle: LocalizedTextSchema,
        unitId: z.string().openapi({ example: 'u1' }),
        unitTitle: LocalizedTextSchema,
        number: z.number().int(),
        title: LocalizedTextSchema,
        written: z
          .boolean()
          .openapi({ description: 'False for an outline lesson: no text, terms or check.' }),
        minutes: z.number().int().nullable().openapi({ description: 'Reading time; null for an outline.' }),
        sections: z.array(
          z
            .object({
              id: z.string().openapi({ example: 's1' }),
              heading: LocalizedTextSchema,
              body: LocalizedTextSchema,
            })
            .openapi('LessonSection', { description: '`body` is Markdown, math between `$…$`.' }),
        ),
        keyTerms: z.array(
          z.object({ term: LocalizedTextSchema, definition: LocalizedTextSchema }).openapi('LessonKeyTerm'),
        ),
        workedExample: z
          .object({
            problem: LocalizedTextSchema,
            steps: z.array(LocalizedTextSchema),
            answer: LocalizedTextSchema,
          })
          .nullable()
          .openapi('LessonWorkedExample'),
        questionCount: z.number().int().openapi({
          description: 'Questions in the lesson’s bank (its check and quizzes draw from it).',
        }),
      })
      .openapi('Lesson'),
    progress: LessonProgressSchema,
    previous: LessonLinkSchema,
    next: LessonLinkSchema,
  })
  .openapi('LessonPage');

const LessonIdParams = z.object({
  lessonId: z
    .string()
    .min(1)
    .max(200)
    .openapi({
      param: { name: 'lessonId', in: 'path' },
      description: 'The full id, `courseId.lessonId`.',
      example: 'y1-physics-1.u1-l1',
    }),
});

const getRoute = createRoute({
  method: 'get',
  path: '/{lessonId}',
  tags: TAGS,
  summary: 'A lesson: its text, key terms, worked example and the student’s progress',
  description:
    'The questions are not sent: the lesson check is a quiz (POST /quizzes, source `lesson-check`).',
  security: BEARER_SECURITY,
  request: { params: LessonIdParams },
  responses: {
    200: { description: 'The lesson.', content: { 'application/json': { schema: LessonPageSchema } } },
    ...errorResponses(401, 500),
    404: errorResponse('No such lesson.'),
  },
});

const readRoute = createRoute({
  method: 'post',
  path: '/{lessonId}/read',
  tags: TAGS,
  summary: 'The student reached the end of the lesson',
  description:
    'Marks the lesson read (the first time records a `lesson-read` learning event). With its check ' +
    'passed, the lesson is completed (`lesson-completed`, once). Calling it again changes nothing ' +
    'but the "continue where you left off" order.',
  security: BEARER_SECURITY,
  request: { params: LessonIdParams },
  responses: {
    200: {
      description: 'The progress.',
      content: {
        'application/json': {
          schema: z.object({ progress: LessonProgressSchema }).openapi('LessonProgressAnswer'),
        },
      },
    },
    ...errorResponses(401, 500),
    404: errorResponse('No such lesson.'),
    422: errorResponse('The lesson is an outline (no text to read yet).'),
  },
});

export interface LessonRoutesDeps {
  store: Store;
  auth: AuthService;
  clock: () => Date;
  catalogue: Catalogue;
}

export function lessonRoutes(deps: LessonRoutesDeps) {
  const { store, catalogue } = deps;
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router
    .openapi(getRoute, async (c) => {
      const entry = catalogue.lesson(c.req.valid('param').lessonId);
      if (!entry) throw notFound(COURSE_MESSAGES.lessonNotFound);
      const progress = await store.lessonProgress.get(getAuth(c).user._id, entry.id);
      c.header('Cache-Control', 'no-store');
      return c.json(lessonPage(entry, progress), 200);
    })
    .openapi(readRoute, async (c) => {
      const { progress } = await markLessonRead(
        store,
        {
          userId: getAuth(c).user._id,
          lessonId: c.req.valid('param').lessonId,
          at: deps.clock().toISOString(),
        },
        catalogue,
      );
      c.header('Cache-Control', 'no-store');
      return c.json({ progress }, 200);
    });
}

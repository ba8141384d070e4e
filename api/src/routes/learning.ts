import { createRoute, z } from '@hono/zod-openapi';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { invalidField, notFound } from '../errors.ts';
import { ACTIVITY_WINDOW, recordActivity } from '../courses/activity.ts';
import type { Catalogue } from '../courses/catalogue.ts';
import { COURSE_MESSAGES } from '../courses/messages.ts';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import { ACTIVITY_KINDS } from '../store/learning-events.ts';
import { BEARER_SECURITY, errorResponse, errorResponses } from './schemas.ts';

const ActivitySchema = z
  .strictObject({
    seconds: z
      .number()
      .min(1)
      .max(ACTIVITY_WINDOW.maxSeconds)
      .openapi({ description: 'Active seconds counted since the last report, 1-60.', example: 60 }),
    kind: z.enum(ACTIVITY_KINDS).openapi({ description: 'Where the time was spent.' }),
    courseId: z.string().min(1).max(100).optional().openapi({ example: 'y1-physics-1' }),
    lessonId: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .openapi({ description: 'The full lesson id.', example: 'y1-physics-1.u1-l1' }),
  })
  .openapi('LearningActivity');

const activityRoute = createRoute({
  method: 'post',
  path: '/activity',
  tags: ['Courses'],
  summary: 'Report active study time',
  description:
    'Sent by a page while its tab is visible and the student used it in the last minute. The ' +
    'server clamps it: a student’s recorded active time never passes 60 s per 55 s of wall time ' +
    '(two tabs count once); what does not fit is dropped, still with 204. A `lessonId` also sets ' +
    'its course; a `courseId` that is not the lesson’s is refused.',
  security: BEARER_SECURITY,
  request: {
    body: { required: true, content: { 'application/json': { schema: ActivitySchema } } },
  },
  responses: {
    204: { description: 'Taken (what fits recorded as an `active-time` learning event).' },
    ...errorResponses(400, 401, 413, 415, 500),
    404: errorResponse('No such course or lesson.'),
  },
});

const COURSE_MISMATCH = { en: 'must be the course of lessonId', ar: 'يجب أن يكون مقرر الدرس lessonId' };

export interface LearningRoutesDeps {
  store: Store;
  auth: AuthService;
  clock: () => Date;
  catalogue: Catalogue;
}

export function learningRoutes(deps: LearningRoutesDeps) {
  const { catalogue } = deps;
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router.openapi(activityRoute, async (c) => {
    const body = c.req.valid('json');
    let courseId = body.courseId;
    let unitId: string | undefined;
    if (body.lessonId !== undefined) {
      const lesson = catalogue.lesson(body.lessonId);
      if (!lesson) throw notFound(COURSE_MESSAGES.lessonNotFound);
      if (courseId !== undefined && courseId !== lesson.courseId)
        throw invalidField('json', 'courseId', COURSE_MISMATCH);
      courseId = lesson.courseId;
      unitId = lesson.unit.id;
    } else if (courseId !== undefined && !catalogue.course(courseId)) {
      throw notFound(COURSE_MESSAGES.courseNotFound);
    }
    await recordActivity(deps.store, {
      userId: getAuth(c).user._id,
      seconds: body.seconds,
      kind: body.kind,
      at: deps.clock().toISOString(),
      ...(courseId === undefined ? {} : { courseId }),
      ...(unitId === undefined ? {} : { unitId }),
      ...(body.lessonId === undefined ? {} : { lessonId: body.lessonId }),
    });
    return c.body(null, 204);
  });
}

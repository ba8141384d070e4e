import { createRoute, z } from '@hono/zod-openapi';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { notFound } from '../errors.ts';
import {
  defaultFilter,
  NO_FILTER,
  trackOfGrade,
  type Catalogue,
  type CatalogueCourse,
  type CourseFilter,
} from '../courses/catalogue.ts';
import { COURSE_MESSAGES } from '../courses/messages.ts';
import { COURSE_STAGES, COURSE_TRACKS } from '../courses/schema.ts';
import { courseDetail, courseSummary, studentState } from '../courses/service.ts';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import { recordLearningEvent } from '../store/learning-events.ts';
import { GRADES, type Grade } from '../store/users.ts';
import { BEARER_SECURITY, errorResponse, errorResponses, LocalizedTextSchema } from './schemas.ts';

// ---------------------------------------------------------------------------------------------------
// Schemas (shared with lessons.ts and home.ts)

const TAGS = ['Courses'];

const GradeValue = z
  .number()
  .int()
  .nullable()
  .openapi({ description: 'School grade 10-12 of a secondary course; null for a university course.' });

export const CourseSummarySchema = z
  .object({
    id: z.string().openapi({ example: 'y1-physics-1' }),
    title: LocalizedTextSchema,
    description: LocalizedTextSchema,
    subject: z.string().openapi({ example: 'physics' }),
    stage: z.enum(COURSE_STAGES),
    year: z.number().int().openapi({ description: 'Secondary year (grade = 9 + year) or university year.' }),
    grade: GradeValue,
    track: z.enum(COURSE_TRACKS).openapi({
      description:
        'Secondary year 1 is `common`; years 2-3 here are `general`; university courses `university`.',
    }),
    unitCount: z.number().int(),
    lessonCount: z.number().int(),
    writtenLessonCount: z.number().int().openapi({
      description: 'Lessons with their text and question bank (the others are outlines).',
    }),
    enrolled: z.boolean(),
    progress: z.number().min(0).max(1).openapi({ description: 'Completed lessons / all lessons, 0..1.' }),
    completedLessons: z.number().int(),
  })
  .openapi('CourseSummary');

export const LessonStatusSchema = z.enum(['new', 'read', 'completed']).openapi({
  description: '`read`: read to the end; `completed`: read and its check passed (60 % or more).',
});

const CourseDetailSchema = CourseSummarySchema.extend({
  units: z.array(
    z
      .object({
        id: z.string().openapi({ example: 'u1' }),
        number: z.number().int(),
        title: LocalizedTextSchema,
        semester: z.union([z.literal(1), z.literal(2)]).openapi({ type: 'integer', enum: [1, 2] }),
        lessons: z.array(
          z
            .object({
              id: z.string().openapi({ description: 'The full id.', example: 'y1-physics-1.u1-l1' }),
              number: z.number().int(),
              title: LocalizedTextSchema,
              written: z.boolean().openapi({ description: 'False for an outline lesson (no text yet).' }),
              minutes: z
                .number()
                .int()
                .nullable()
                .openapi({ description: 'Reading time; null for an outline.' }),
              status: LessonStatusSchema,
            })
            .openapi('CourseLesson'),
        ),
      })
      .openapi('CourseUnit'),
  ),
}).openapi('CourseDetail');

const FilterSchema = z
  .object({
    grade: z.number().int().nullable().openapi({ example: 10 }),
    track: z.enum(COURSE_TRACKS).nullable(),
    stage: z.enum(COURSE_STAGES).nullable(),
  })
  .openapi('CourseFilter', { description: 'The filter applied; null fields did not filter.' });

const CourseIdParams = z.object({
  courseId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'courseId', in: 'path' }, example: 'y1-physics-1' }),
});

// ---------------------------------------------------------------------------------------------------
// Routes

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'The course catalogue',
  description:
    'Without `grade`, `track`, `stage` or `all`, filtered by the student’s onboarding: school grade ' +
    '10 sees year 1 (common), 11 and 12 their year of the General track, university students the ' +
    'common first year; a student who has not onboarded sees everything. `grade`, `track` and ' +
    '`stage` replace that filter (a grade alone implies its track), `all=true` lists every course. ' +
    '`q` keeps the courses whose title, unit titles or lesson titles (English or Arabic) contain ' +
    'every word of it (case, Arabic diacritics, hamza forms and the article ال do not matter).',
  security: BEARER_SECURITY,
  request: {
    query: z.object({
      grade: z.coerce
        .number()
        .int()
        .min(10)
        .max(12)
        .optional()
        .openapi({ type: 'integer', enum: [...GRADES], example: 10 }),
      track: z.enum(COURSE_TRACKS).optional(),
      stage: z.enum(COURSE_STAGES).optional(),
      q: z.string().trim().max(100).optional().openapi({ example: 'الفيزياء' }),
      all: z.enum(['true', 'false']).optional().openapi({ description: '`true`: no filter.' }),
    }),
  },
  responses: {
    200: {
      description: 'The courses, in catalogue order (stage, year, subject).',
      content: {
        'application/json': {
          schema: z
            .object({ courses: z.array(CourseSummarySchema), filter: FilterSchema })
            .openapi('CourseCatalogue'),
        },
      },
    },
    ...errorResponses(400, 401, 500),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/{courseId}',
  tags: TAGS,
  summary: 'A course page: units, lessons and the student’s status in each',
  description:
    '`continueLessonId`: the written lesson to continue (the last one the student worked on while ' +
    'not completed, else the next not completed one); the first written lesson before any activity; ' +
    'null when every written lesson is completed or the course is an outline.',
  security: BEARER_SECURITY,
  request: { params: CourseIdParams },
  responses: {
    200: {
      description: 'The course.',
      content: {
        'application/json': {
          schema: z
            .object({
              course: CourseDetailSchema,
              continueLessonId: z.string().nullable().openapi({ example: 'y1-physics-1.u1-l2' }),
            })
            .openapi('CoursePage'),
        },
      },
    },
    ...errorResponses(401, 500),
    404: errorResponse('No such course.'),
  },
});

const EnrolledSchema = z.object({ enrolled: z.literal(true) }).openapi('Enrolled');

const enrolRoute = createRoute({
  method: 'post',
  path: '/{courseId}/enrol',
  tags: TAGS,
  summary: 'Enrol in a course',
  description:
    '201 when the student enrols now (the page shows its "enrolled" toast), 200 when already enrolled.',
  security: BEARER_SECURITY,
  request: { params: CourseIdParams },
  responses: {
    201: { description: 'Enrolled now.', content: { 'application/json': { schema: EnrolledSchema } } },
    200: { description: 'Already enrolled.', content: { 'application/json': { schema: EnrolledSchema } } },
    ...errorResponses(401, 500),
    404: errorResponse('No such course.'),
  },
});

const unenrolRoute = createRoute({
  method: 'delete',
  path: '/{courseId}/enrol',
  tags: TAGS,
  summary: 'Leave a course',
  description: 'The lesson progress stays (enrolling again shows it). 204 also when not enrolled.',
  security: BEARER_SECURITY,
  request: { params: CourseIdParams },
  responses: {
    204: { description: 'Not enrolled any more.' },
    ...errorResponses(401, 500),
    404: errorResponse('No such course.'),
  },
});

export interface CourseRoutesDeps {
  store: Store;
  auth: AuthService;
  clock: () => Date;
  catalogue: Catalogue;
}

/** The filter asked for in the query; null when none was (the default filter applies). */
function askedFilter(query: {
  grade?: number;
  track?: CourseFilter['track'];
  stage?: CourseFilter['stage'];
}) {
  const { grade, track, stage } = query;
  if (grade === undefined && track === undefined && stage === undefined) return null;
  const filter: CourseFilter = { ...NO_FILTER };
  if (grade !== undefined) {
    filter.grade = grade as Grade;
    filter.stage = 'secondary';
    filter.track = trackOfGrade(grade as Grade);
  }
  if (track !== undefined) {
    filter.track = track;
    if (track === 'university') filter.stage = 'university';
    else if (stage === undefined) filter.stage = 'secondary';
  }
  if (stage !== undefined) filter.stage = stage;
  return filter;
}

export function courseRoutes(deps: CourseRoutesDeps) {
  const { store, catalogue } = deps;
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));

  const courseOr404 = (courseId: string): CatalogueCourse => {
    const course = catalogue.course(courseId);
    if (!course) throw notFound(COURSE_MESSAGES.courseNotFound);
    return course;
  };

  return router
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const { user } = getAuth(c);
      const filter = query.all === 'true' ? NO_FILTER : (askedFilter(query) ?? defaultFilter(user));
      const state = await studentState(store, user._id);
      const courses = catalogue.list(filter, query.q).map((course) => courseSummary(course, state));
      c.header('Cache-Control', 'no-store');
      return c.json({ courses, filter }, 200);
    })
    .openapi(getRoute, async (c) => {
      const course = courseOr404(c.req.valid('param').courseId);
      const state = await studentState(store, getAuth(c).user._id);
      c.header('Cache-Control', 'no-store');
      return c.json(courseDetail(course, state), 200);
    })
    .openapi(enrolRoute, async (c) => {
      const course = courseOr404(c.req.valid('param').courseId);
      const userId = getAuth(c).user._id;
      const at = deps.clock().toISOString();
      const { created } = await store.enrolments.enrol(userId, course.id, at);
      if (created) await recordLearningEvent(store, { userId, type: 'enrolled', at, courseId: course.id });
      c.header('Cache-Control', 'no-store');
      return created ? c.json({ enrolled: true as const }, 201) : c.json({ enrolled: true as const }, 200);
    })
    .openapi(unenrolRoute, async (c) => {
      const course = courseOr404(c.req.valid('param').courseId);
      await store.enrolments.unenrol(getAuth(c).user._id, course.id);
      return c.body(null, 204);
    });
}

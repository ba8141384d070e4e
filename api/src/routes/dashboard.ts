/**
 * GET /dashboard: the student's progress at a glance (progress/service.ts composes it): the streak
 * with its freezes, totals, a year of active days, the last quiz scores, mastery per unit of the
 * enrolled courses, badges, the current semester and the student's place on its leaderboard.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { BADGE_IDS } from '../progress/badges.ts';
import { DASHBOARD_DAYS, type ProgressService } from '../progress/service.ts';
import { MAX_FREEZES } from '../progress/streaks.ts';
import { createRouter } from '../router.ts';
import { BEARER_SECURITY, errorResponses, LocalizedTextSchema } from './schemas.ts';

const day = (description: string) =>
  z
    .string()
    .openapi({ description: `${description} (Riyadh calendar day, YYYY-MM-DD)`, example: '2025-10-01' });
const count = (description: string) => z.number().int().min(0).openapi({ description });
const percent = (description: string) => z.number().min(0).max(100).openapi({ description, example: 80 });

const DashboardStreakSchema = z
  .object({
    current: count('Streak days so far (0 when broken); today counts once done.'),
    longest: count('The longest streak ever.'),
    freezes: count('Freezes held, after covering the days missed so far.'),
    maxFreezes: z
      .literal(MAX_FREEZES)
      .openapi({ type: 'integer', enum: [MAX_FREEZES], description: 'Freezes held at most.' }),
    todayDone: z.boolean().openapi({ description: 'Today is a streak day already.' }),
    frozenDays: z
      .array(day('A missed day a freeze covered'))
      .openapi({ description: `Within the last ${DASHBOARD_DAYS} days, oldest first.` }),
    nextFreezeIn: z.number().int().min(1).max(7).openapi({
      description:
        'Streak days to the next multiple of 7 (a freeze is earned there when fewer than 2 are held).',
    }),
  })
  .openapi('DashboardStreak', {
    description:
      'A streak day has a lesson completed, a quiz submitted, a review done, or 5 minutes of active time ' +
      '(Riyadh calendar days). A freeze is earned every 7 streak days (2 held at most) and covers one missed day.',
  });

const DashboardDaySchema = z
  .object({
    day: day('The day'),
    lessonsCompleted: count('Lessons completed.'),
    learningMinutes: z
      .number()
      .min(0)
      .openapi({ description: 'Active learning minutes (one decimal).', example: 42.5 }),
    quizzes: count('Quizzes submitted.'),
    quizPercent: percent('The day’s average quiz score (one decimal).').nullable(),
    reviews: count('Spaced reviews done.'),
    points: count('Points earned.'),
    streakDay: z.boolean(),
  })
  .openapi('DashboardDay');

const DashboardUnitSchema = z
  .object({
    courseId: z.string().openapi({ example: 'y1-physics-1' }),
    unitId: z.string().openapi({ example: 'u1' }),
    courseTitle: LocalizedTextSchema,
    unitTitle: LocalizedTextSchema,
    lessons: count('Written lessons of the unit.'),
    completed: count('Of them, completed.'),
    averageCheckPercent: percent(
      'Average best lesson-check score of its checked lessons (one decimal).',
    ).nullable(),
    mastery: z.number().int().min(0).max(100).openapi({
      description: 'Average best lesson-check score over all its written lessons (unchecked: 0).',
    }),
  })
  .openapi('DashboardUnit');

const DashboardBadgeSchema = z
  .object({
    id: z.enum(BADGE_IDS),
    title: LocalizedTextSchema,
    description: LocalizedTextSchema,
    earnedAt: z.string().nullable().openapi({
      description: 'When it was earned (ISO 8601 UTC); null when not yet.',
      example: '2025-10-01T08:00:00.000Z',
    }),
    progress: z.object({ current: count('May pass the target.'), target: z.number().int().min(1) }).openapi({
      description: 'For unit-mastered: the unit closest to done (lessons completed of its written lessons).',
    }),
  })
  .openapi('DashboardBadge');

export const DashboardSchema = z
  .object({
    today: day('Today'),
    streak: DashboardStreakSchema,
    totals: z
      .object({
        lessonsCompleted: count('Lessons completed.'),
        quizzesSubmitted: count('Quizzes submitted.'),
        learningHours: z
          .number()
          .min(0)
          .openapi({ description: 'Active learning time in hours (one decimal).', example: 12.5 }),
        reviewsDone: count('Spaced reviews done.'),
        points: count('Points earned.'),
        averageQuizPercent: percent(
          'Average quiz score (one decimal); null before the first quiz.',
        ).nullable(),
      })
      .openapi('DashboardTotals'),
    days: z.array(DashboardDaySchema).openapi({
      description: `The last ${DASHBOARD_DAYS} Riyadh days with activity, oldest first (days without any are left out).`,
    }),
    quizScores: z
      .array(
        z
          .object({
            at: z.string().openapi({ description: 'When it was submitted (ISO 8601 UTC).' }),
            percent: percent('Score (one decimal).'),
            attemptId: z.string(),
            // A union, not .nullable(): the generated type is then `LocalizedText | null`.
            title: z.union([LocalizedTextSchema, z.null()]).openapi({
              description: 'Its lesson’s or unit’s title; null for other quizzes.',
            }),
          })
          .openapi('DashboardQuizScore'),
      )
      .openapi({ description: 'The last 30 quizzes submitted, oldest first.' }),
    units: z.array(DashboardUnitSchema).openapi({
      description:
        'Units with written lessons of the enrolled courses (latest enrolment first, units in order).',
    }),
    badges: z.array(DashboardBadgeSchema).openapi({
      description: 'Earned badges first (newest first), then the others, closest to earned first.',
    }),
    period: z
      .object({ id: z.string().openapi({ example: '2025-26-s1' }), title: LocalizedTextSchema })
      .openapi('DashboardPeriod', {
        description: 'The current semester (during the summer: the one that just ended).',
      }),
    place: z.number().int().min(1).nullable().openapi({
      description: 'The student’s place on the current semester’s leaderboard; null when not on it.',
    }),
  })
  .openapi('Dashboard');

const dashboardRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Learning'],
  summary: 'The student’s progress dashboard',
  description:
    'Streak and freezes, totals, the last year of activity by day, recent quiz scores, mastery per unit, ' +
    'badges with their progress, and the current semester with the student’s leaderboard place. Points ' +
    'are earned on the server only.',
  security: BEARER_SECURITY,
  responses: {
    200: { description: 'The dashboard.', content: { 'application/json': { schema: DashboardSchema } } },
    ...errorResponses(401, 500),
  },
});

export interface DashboardRoutesDeps {
  auth: AuthService;
  progress: Pick<ProgressService, 'dashboard'>;
  /** The student's place on the current semester's leaderboard (null when off it); absent: null. */
  placeOf?: (userId: string) => Promise<number | null> | number | null;
}

/** Mounted at /dashboard. */
export function dashboardRoutes(deps: DashboardRoutesDeps) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router.openapi(dashboardRoute, async (c) => {
    const userId = getAuth(c).user._id;
    const [dashboard, place] = await Promise.all([
      deps.progress.dashboard(userId),
      deps.placeOf ? deps.placeOf(userId) : null,
    ]);
    c.header('Cache-Control', 'no-store');
    return c.json({ ...dashboard, place }, 200);
  });
}

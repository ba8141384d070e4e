/**
 * GET /leaderboard: the board of a semester or an academic year, ranked by the points the server
 * gave (progress/leaderboard.ts). Read only: there is no route that takes a score from a client.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { invalidField } from '../errors.ts';
import { LEADERBOARD_VIEWS, type LeaderboardService } from '../progress/leaderboard.ts';
import { createRouter } from '../router.ts';
import { LEADERBOARD_VISIBILITIES } from '../store/settings.ts';
import { BEARER_SECURITY, errorResponses, LocalizedTextSchema } from './schemas.ts';

const day = (description: string) =>
  z.string().openapi({ description: `${description} (YYYY-MM-DD, Riyadh)`, example: '2025-08-24' });

export const LeaderboardPeriodSchema = z
  .object({
    id: z.string().openapi({ description: 'Year `2025-26`, semesters `2025-26-s1`, `2025-26-s2`.' }),
    kind: z.enum(LEADERBOARD_VIEWS),
    title: LocalizedTextSchema,
    from: day('First day'),
    to: day('Last day, included'),
    current: z.boolean().openapi({ description: 'Today falls in this period.' }),
  })
  .openapi('LeaderboardPeriod', { description: 'A semester or an academic year of the calendar.' });

export const LeaderboardRowSchema = z
  .object({
    place: z
      .number()
      .int()
      .min(1)
      .openapi({ description: 'Equal scores share a place (1, 2, 2, 4).', example: 2 }),
    name: z.string().nullable().openapi({
      description: 'The student’s username; null for a student who chose to appear anonymously.',
      example: 'Sara Alqahtani',
    }),
    you: z.boolean().openapi({ description: 'The row of the signed-in student.' }),
    streak: z
      .number()
      .int()
      .min(0)
      .openapi({ description: 'The longest streak held during the period (days).' }),
    lessonsCompleted: z.number().int().min(0),
    learningHours: z.number().min(0).openapi({ description: 'Active study time in hours, 1 decimal.' }),
    score: z.number().int().min(1).openapi({ description: 'Points earned in the period.' }),
  })
  .openapi('LeaderboardRow', {
    description: 'One ranked student: no e-mail, id or other personal data, only the chosen name.',
  });

export const LeaderboardSchema = z
  .object({
    view: z.enum(LEADERBOARD_VIEWS),
    period: LeaderboardPeriodSchema,
    periods: z
      .array(LeaderboardPeriodSchema)
      .openapi({ description: 'The view’s periods that have started, newest first.' }),
    participants: z.number().int().min(0).openapi({
      description: 'Students ranked in the period (with points, and not hidden).',
    }),
    visibility: z.enum(LEADERBOARD_VISIBILITIES).openapi({
      description: 'The signed-in student’s choice (settings `learningPreferences.leaderboard`).',
    }),
    top: z.array(LeaderboardRowSchema).openapi({ description: 'The first 10 rows.' }),
    // A union, not .nullable(): the generated type is then `LeaderboardRow | null`.
    me: z.union([LeaderboardRowSchema, z.null()]).openapi({
      description: 'The signed-in student’s row; null when hidden or without points in the period.',
    }),
    neighbours: z.array(LeaderboardRowSchema).openapi({
      description:
        'Up to 2 rows above and 2 below `me`, best first, none of them in `top`; empty when `me` is ' +
        'in `top` or null.',
    }),
    neighboursAbove: z.number().int().min(0).openapi({
      description: 'How many of `neighbours` come before `me` on the board (the others come after it).',
    }),
  })
  .openapi('Leaderboard', {
    description:
      'Students ranked by the points of a period. Points are given by the server only: lesson ' +
      'completed +10; quiz submitted +round(10 × score/maxScore), at least 1 (the first 10 quizzes of a ' +
      'day); review done +1 (at most 20 a day); each full 10 minutes of active time in a day +1; each ' +
      'streak day +2.',
  });

const LeaderboardQuerySchema = z.object({
  view: z
    .enum(LEADERBOARD_VIEWS)
    .default('semester')
    .openapi({ description: 'A semester or an academic year (the summer counts in the year).' }),
  period: z
    .string()
    .optional()
    .openapi({
      description:
        'A period of the view that has started (`periods`); default: the current one (during the ' +
        'summer, the semester that just ended).',
      example: '2025-26-s1',
    }),
});

const getLeaderboard = createRoute({
  method: 'get',
  path: '/',
  tags: ['Learning'],
  summary: 'The leaderboard of a semester or a year',
  description:
    'The top 10, the signed-in student’s place and their neighbours. Each student chooses in their ' +
    'settings to appear with their name, anonymously, or not at all.',
  security: BEARER_SECURITY,
  request: { query: LeaderboardQuerySchema },
  responses: {
    200: { description: 'The board.', content: { 'application/json': { schema: LeaderboardSchema } } },
    ...errorResponses(400, 401, 500),
  },
});

export interface LeaderboardRoutesDeps {
  auth: AuthService;
  leaderboard: LeaderboardService;
}

export function leaderboardRoutes(deps: LeaderboardRoutesDeps) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router.openapi(getLeaderboard, async (c) => {
    const { view, period } = c.req.valid('query');
    const board = await deps.leaderboard.view(getAuth(c).user._id, view, period);
    if (!board) {
      const known = deps.leaderboard.periods(view).map((p) => p.id);
      throw invalidField('query', 'period', {
        en: `must be one of: ${known.join(', ')}`,
        ar: `يجب أن تكون قيمته إحدى القيم: ${known.join('، ')}`,
      });
    }
    c.header('Cache-Control', 'no-store');
    return c.json(board, 200);
  });
}

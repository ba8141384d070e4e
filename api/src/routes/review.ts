/**
 * Spaced review (issue 12), mounted at /review: the student's queue of due cards and their grading
 * (review/service.ts, FSRS through ts-fsrs).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import {
  DEFAULT_QUEUE_LIMIT,
  MAX_QUEUE_LIMIT,
  NEW_CARDS_PER_DAY,
  type ReviewService,
} from '../review/service.ts';
import { CARD_STATES } from '../review/scheduler.ts';
import { createRouter } from '../router.ts';
import { REVIEW_RATINGS } from '../store/learning-events.ts';
import { REVIEW_SOURCE_KINDS } from '../store/review-cards.ts';
import { BEARER_SECURITY, errorResponse, errorResponses } from './schemas.ts';

// ---------------------------------------------------------------------------------------------------
// Schemas

const isoDate = (description: string) =>
  z.string().openapi({ description: `${description} (ISO 8601 UTC)`, example: '2025-03-01T08:10:00.000Z' });

const milliseconds = (rating: string) =>
  z
    .number()
    .int()
    .openapi({ description: `Milliseconds from now to the due date “${rating}” gives.` });

const ReviewCardSchema = z
  .object({
    _id: z.string().openapi({ example: '0195f3a2b4c10000009f04c2d1aa' }),
    source: z
      .object({
        kind: z.enum(REVIEW_SOURCE_KINDS).openapi({
          description: '`saved`: a saved content; `quiz`: a quiz question saved for review.',
        }),
        id: z.string().openapi({ description: 'The saved content’s or the review item’s id.' }),
      })
      .openapi({ description: 'What the card is made from.' }),
    front: z.string().openapi({
      description:
        'Markdown: the saved content’s title, or the question (with its options, items or columns).',
      example: 'Photosynthesis',
    }),
    back: z.string().openapi({
      description:
        'Markdown: the saved content, or the right answer, the explanation and the question’s source.',
      example: 'Plants turn light, water and carbon dioxide into glucose and oxygen.',
    }),
    lang: z
      .enum(['en', 'ar'])
      .optional()
      .openapi({
        description:
          'The language of the front and back: the student’s main language for a bilingual (bank) ' +
          'question, else the language the text is written in.',
      }),
    state: z.enum(CARD_STATES),
    due: isoDate('When the card is due'),
    intervals: z
      .object({
        again: milliseconds('again'),
        hard: milliseconds('hard'),
        good: milliseconds('good'),
        easy: milliseconds('easy'),
      })
      .openapi({ description: 'What each rating would schedule: label the buttons with them.' }),
  })
  .openapi('ReviewCard', { description: 'A spaced-review card (FSRS).' });

const ReviewCountsSchema = z
  .object({
    due: z
      .number()
      .int()
      .openapi({ description: 'Cards to review now: learning + review + new.', example: 12 }),
    new: z
      .number()
      .int()
      .openapi({
        description: `New cards to start now (at most ${NEW_CARDS_PER_DAY} a day, Riyadh time).`,
        example: 5,
      }),
    learning: z.number().int().openapi({ description: 'Due cards in their (re)learning steps.' }),
    review: z.number().int().openapi({ description: 'Due cards in review.' }),
    total: z.number().int().openapi({ description: 'All the student’s cards.' }),
  })
  .openapi('ReviewCounts');

const ReviewQueueSchema = z
  .object({
    cards: z.array(ReviewCardSchema).openapi({
      description:
        'Due cards in queue order: learning and relearning, then review (by due date), then new ' +
        '(oldest first).',
    }),
    counts: ReviewCountsSchema,
    nextDue: isoDate('When the next card that cannot be reviewed now becomes due')
      .nullable()
      .openapi({
        description:
          'The earliest time a card not due now becomes due (or the next midnight in Riyadh when ' +
          'new cards wait for tomorrow’s allowance); null when none (ISO 8601 UTC).',
      }),
  })
  .openapi('ReviewQueue');

const ReviewGradeSchema = z
  .object({ card: ReviewCardSchema, counts: ReviewCountsSchema })
  .openapi('ReviewGrade', { description: 'The graded card with its next schedule, and the new counts.' });

const CardParams = z.object({
  cardId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'cardId', in: 'path' }, example: '0195f3a2b4c10000009f04c2d1aa' }),
});

// ---------------------------------------------------------------------------------------------------
// Routes

const queueRoute = createRoute({
  method: 'get',
  path: '/queue',
  tags: ['Review'],
  summary: 'The student’s due review cards',
  description:
    'Makes the missing cards first (one per saved content and per question saved for review; cards ' +
    'whose source was deleted go), then serves the due cards. Wrong answers of a submitted quiz ' +
    `become cards by themselves. New cards: at most ${NEW_CARDS_PER_DAY} started a day (Riyadh time).`,
  security: BEARER_SECURITY,
  request: {
    query: z.object({
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(MAX_QUEUE_LIMIT)
        .default(DEFAULT_QUEUE_LIMIT)
        .openapi({ example: DEFAULT_QUEUE_LIMIT }),
    }),
  },
  responses: {
    200: { description: 'The queue.', content: { 'application/json': { schema: ReviewQueueSchema } } },
    ...errorResponses(400, 401, 500),
  },
});

const gradeRoute = createRoute({
  method: 'post',
  path: '/cards/{cardId}/grade',
  tags: ['Review'],
  summary: 'Grade a card: how well the student remembered it',
  description:
    'FSRS schedules the card’s next review from the rating (`again`: forgotten, `hard`, `good`, ' +
    '`easy`) and a `review-done` learning event is recorded (streak, points). 404 for a card that ' +
    'is not the student’s (or whose source was deleted); 409 when the card was graded meanwhile ' +
    '(a second click).',
  security: BEARER_SECURITY,
  request: {
    params: CardParams,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.strictObject({ rating: z.enum(REVIEW_RATINGS) }).openapi('ReviewGradeInput'),
        },
      },
    },
  },
  responses: {
    200: { description: 'Graded.', content: { 'application/json': { schema: ReviewGradeSchema } } },
    ...errorResponses(400, 401, 413, 415, 500),
    404: errorResponse('No such card of the student.'),
    409: errorResponse('The card was graded meanwhile.'),
  },
});

// ---------------------------------------------------------------------------------------------------
// Router

export interface ReviewRoutesDeps {
  auth: AuthService;
  review: ReviewService;
}

/** `/review`. */
export function reviewRoutes(deps: ReviewRoutesDeps) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router
    .openapi(queueRoute, async (c) => {
      const { limit } = c.req.valid('query');
      const queue = await deps.review.queue(getAuth(c).user._id, limit);
      c.header('Cache-Control', 'no-store');
      return c.json(queue, 200);
    })
    .openapi(gradeRoute, async (c) => {
      const { cardId } = c.req.valid('param');
      const { rating } = c.req.valid('json');
      const outcome = await deps.review.grade(getAuth(c).user._id, cardId, rating);
      c.header('Cache-Control', 'no-store');
      return c.json(outcome, 200);
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import type { Catalogue } from '../courses/catalogue.ts';
import { QUIZ_ATTEMPT_STATUSES } from '../store/quiz-attempts.ts';
import type { Logger } from 'pino';
import { MAX_TEXT_ANSWER } from '../quiz/grading.ts';
import {
  createQuizService,
  DEFAULT_QUESTION_COUNT,
  MAX_QUESTION_COUNT,
  type QuizService,
} from '../quiz/service.ts';
import { QUIZ_BEHAVIOURS, QUIZ_GENERATORS, QUIZ_QUESTION_TYPES } from '../quiz/types.ts';
import { publicAttempt } from '../quiz/view.ts';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import type { Glossary } from '../tutor/glossary.ts';
import {
  BEARER_SECURITY,
  errorResponse,
  errorResponses,
  ErrorSchema,
  LocalizedTextSchema,
} from './schemas.ts';

// ---------------------------------------------------------------------------------------------------
// Schemas

const IdSchema = z.string().min(1).max(100);

const QuizTextSchema = z.union([LocalizedTextSchema, z.object({ text: z.string() })]).openapi('QuizText', {
  description:
    'Bilingual text `{en, ar}` (a lesson’s bank), or `{text}` in the one language of the student’s ' +
    'material (generated questions).',
});

const QuestionSourceSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('lesson'),
      lessonId: z.string().openapi({ example: 'y1-physics-1.u1-l1' }),
      sectionId: z.string().openapi({ example: 's2' }),
      title: LocalizedTextSchema.openapi({ description: 'The lesson’s title.' }),
      sectionTitle: LocalizedTextSchema.optional().openapi({ description: 'The section’s heading.' }),
    }),
    z.object({
      kind: z.literal('file'),
      fileId: z.string(),
      page: z.number().int().openapi({ description: '1-based page.', example: 3 }),
      name: z.string().openapi({ example: 'Cells.pdf' }),
    }),
    z.object({ kind: z.literal('saved'), savedId: z.string(), title: z.string() }),
    z.object({
      kind: z.literal('conversation'),
      conversationId: z.string(),
      title: z.string(),
      messageId: z.string().optional(),
    }),
  ])
  .openapi('QuizQuestionSource', { description: 'Where the question comes from: the review links to it.' });

const QuizSourceSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('lesson'),
      lessonId: IdSchema.openapi({ example: 'y1-physics-1.u1-l1' }),
    }),
    z.strictObject({ kind: z.literal('lesson-check'), lessonId: IdSchema }),
    z.strictObject({
      kind: z.literal('unit'),
      courseId: IdSchema.openapi({ example: 'y1-physics-1' }),
      unitId: IdSchema.openapi({ example: 'u1' }),
    }),
    z.strictObject({ kind: z.literal('file'), fileId: IdSchema }),
    z.strictObject({ kind: z.literal('folder'), folderId: IdSchema }),
    z.strictObject({ kind: z.literal('saved'), tag: z.string().trim().min(1).max(40).optional() }),
    z.strictObject({ kind: z.literal('conversation'), conversationId: IdSchema }),
  ])
  .openapi('QuizSource', {
    description:
      'What the quiz is made from: a lesson’s bank (`lesson`), five questions of it (`lesson-check`: ' +
      'passing, 60 % or more, completes a read lesson), a unit’s written lessons (`unit`), or the ' +
      'student’s own material, generated: a file’s extracted pages, a folder’s (or section’s) files, ' +
      'saved content (optionally one tag), a conversation’s tutor replies.',
  });

const AnswerSchema = z
  .union([z.number().int(), z.array(z.number().int()), z.boolean(), z.string().max(MAX_TEXT_ANSWER)])
  .openapi('QuizAnswer', {
    description:
      'single: the shown option index; multiple: shown option indexes; truefalse: a boolean; numeric: ' +
      'the number as typed (Arabic-Indic digits, `,` or `٫` decimals and the unit accepted); short: ' +
      'text; matching: for each left item, the shown index of its right item; ordering: the shown ' +
      'item indexes in the chosen order.',
  });

const CertaintySchema = z
  .union([z.literal(1), z.literal(2), z.literal(3)])
  .openapi({ type: 'integer', enum: [1, 2, 3], description: '1 low, 2 medium, 3 high.' });

const RightAnswerSchema = z
  .union([z.number(), z.array(z.number().int()), z.boolean(), QuizTextSchema])
  .openapi({
    description:
      'In the shape of an answer (shown indexes); numeric: the number; short: the first accepted answer.',
  });

const QuizQuestionSchema = z
  .object({
    id: z.string().openapi({ example: 'q1' }),
    type: z.enum(QUIZ_QUESTION_TYPES),
    prompt: QuizTextSchema,
    options: z.array(QuizTextSchema).optional().openapi({ description: 'single, multiple (shuffled).' }),
    items: z.array(QuizTextSchema).optional().openapi({ description: 'ordering (shuffled).' }),
    left: z.array(QuizTextSchema).optional().openapi({ description: 'matching: the left column.' }),
    right: z
      .array(QuizTextSchema)
      .optional()
      .openapi({ description: 'matching: the right column (shuffled).' }),
    unit: QuizTextSchema.optional().openapi({ description: 'numeric: the unit of the answer.' }),
    hintCount: z.number().int().openapi({ description: 'Interactive mode: tries = hintCount + 1.' }),
    source: QuestionSourceSchema,
  })
  .openapi('QuizQuestion', { description: 'A question as the student sees it: never its answer.' });

const TriesSchema = z
  .object({
    tries: z.number().int(),
    maxTries: z.number().int(),
    hintsShown: z.number().int(),
    hints: z.array(QuizTextSchema),
    correct: z.boolean().nullable(),
  })
  .openapi('QuizTries');

const GradedQuestionSchema = z
  .object({
    id: z.string(),
    correct: z.boolean(),
    fraction: z.number().openapi({ description: 'Share of the mark before certainty, 0..1.' }),
    mark: z.number(),
    maxMark: z.number(),
    answer: AnswerSchema.optional(),
    certainty: CertaintySchema.optional(),
    rightAnswer: RightAnswerSchema,
    acceptedAnswers: z.array(QuizTextSchema).optional(),
    tolerance: z.number().optional(),
    explanation: QuizTextSchema,
    source: QuestionSourceSchema,
  })
  .openapi('QuizGradedQuestion');

const ResultSchema = z
  .object({
    score: z.number(),
    maxScore: z.number(),
    percent: z.number().openapi({ description: 'score / maxScore, 0-100.', example: 80 }),
    accuracy: z.number().openapi({ description: 'Share of right answers ignoring certainty, 0-100.' }),
    questions: z.array(GradedQuestionSchema),
  })
  .openapi('QuizResult');

const isoDate = (description: string) =>
  z.string().openapi({ description: `${description} (ISO 8601 UTC)`, example: '2025-03-01T08:00:00.000Z' });

const AttemptSchema = z
  .object({
    _id: z.string().openapi({ example: '0195f3a2b4c10000009f04c2d1aa' }),
    source: QuizSourceSchema,
    title: LocalizedTextSchema,
    behaviour: z.enum(QUIZ_BEHAVIOURS),
    certainty: z.boolean(),
    status: z.enum(QUIZ_ATTEMPT_STATUSES),
    generator: z.enum(QUIZ_GENERATORS).openapi({
      description:
        '`bank` (a lesson’s questions), `ai` (the AI provider), `offline` (the offline generator).',
    }),
    language: z
      .enum(['en', 'ar'])
      .nullable()
      .openapi({ description: 'Generated questions: their language.' }),
    questions: z.array(QuizQuestionSchema),
    answers: z
      .record(z.string(), AnswerSchema)
      .openapi({ description: 'By question id: the answers so far.' }),
    certainties: z.record(z.string(), CertaintySchema),
    tries: z.record(z.string(), TriesSchema).openapi({ description: 'Interactive mode, by question id.' }),
    createdAt: isoDate('Created'),
    updatedAt: isoDate('Last answer'),
    submittedAt: isoDate('Submitted').nullable(),
    result: ResultSchema.nullable().openapi({ description: 'After submit.' }),
  })
  .openapi('QuizAttempt');

const AttemptAnswer = z.object({ attempt: AttemptSchema }).openapi('QuizAttemptAnswer');

const AttemptSummarySchema = z
  .object({
    _id: z.string(),
    source: QuizSourceSchema,
    title: LocalizedTextSchema,
    behaviour: z.enum(QUIZ_BEHAVIOURS),
    certainty: z.boolean(),
    status: z.enum(QUIZ_ATTEMPT_STATUSES),
    generator: z.enum(QUIZ_GENERATORS),
    questionCount: z.number().int(),
    answeredCount: z.number().int(),
    createdAt: isoDate('Created'),
    submittedAt: isoDate('Submitted').nullable(),
    score: z.number().nullable(),
    maxScore: z.number().nullable(),
    percent: z.number().nullable(),
  })
  .openapi('QuizAttemptSummary');

const AttemptParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '0195f3a2b4c10000009f04c2d1aa' }),
});
const QuestionParams = AttemptParams.extend({
  qid: z.string().openapi({ param: { name: 'qid', in: 'path' }, example: 'q1' }),
});

const UnansweredErrorSchema = ErrorSchema.extend({
  unanswered: z.array(z.string()).optional().openapi({ description: 'The questions still unanswered.' }),
}).openapi('QuizSubmitError');

// ---------------------------------------------------------------------------------------------------
// Routes

const createQuiz = createRoute({
  method: 'post',
  path: '/',
  tags: ['Quizzes'],
  summary: 'Start a quiz',
  description:
    `${DEFAULT_QUESTION_COUNT} questions by default (1-${MAX_QUESTION_COUNT}; a lesson check has 5). ` +
    'Lesson and unit sources draw from the banks; the others are generated from the student’s ' +
    'material by the AI provider (validated; a malformed answer is asked for once more, then the ' +
    'offline generator takes over and `generator` says `offline`) or offline. Options, items and the ' +
    'right column of matching questions are shuffled for the attempt. 422 when the lesson has no ' +
    'bank, the file is not ready, or the material is too short.',
  security: BEARER_SECURITY,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .strictObject({
              source: QuizSourceSchema,
              count: z.number().int().min(1).max(MAX_QUESTION_COUNT).optional(),
              behaviour: z
                .enum(QUIZ_BEHAVIOURS)
                .optional()
                .openapi({
                  description:
                    '`deferred` (default): graded at submit. `interactive`: check each question, with ' +
                    'hints; tries = hints + 1, each incorrect try costs 1/tries of the mark.',
                }),
              certainty: z.boolean().optional().openapi({
                description: 'Certainty-based marking: right 1/2/3, wrong 0/-2/-6 for certainty 1/2/3.',
              }),
            })
            .openapi('NewQuiz'),
        },
      },
    },
  },
  responses: {
    201: { description: 'The attempt.', content: { 'application/json': { schema: AttemptAnswer } } },
    ...errorResponses(400, 401, 404, 413, 415, 500),
    422: errorResponse(
      'The lesson has no questions, the file is not readable yet, or there is too little text.',
    ),
  },
});

const listAttempts = createRoute({
  method: 'get',
  path: '/',
  tags: ['Quizzes'],
  summary: 'The student’s quiz attempts, newest first',
  security: BEARER_SECURITY,
  request: {
    query: z.object({
      status: z.enum(QUIZ_ATTEMPT_STATUSES).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20).openapi({ example: 20 }),
    }),
  },
  responses: {
    200: {
      description: 'The attempts.',
      content: {
        'application/json': {
          schema: z.object({ attempts: z.array(AttemptSummarySchema) }).openapi('QuizAttemptList'),
        },
      },
    },
    ...errorResponses(400, 401, 500),
  },
});

const getAttempt = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['Quizzes'],
  summary: 'One attempt: questions (without answers), the answers so far, the result once submitted',
  security: BEARER_SECURITY,
  request: { params: AttemptParams },
  responses: {
    200: { description: 'The attempt.', content: { 'application/json': { schema: AttemptAnswer } } },
    ...errorResponses(401, 404, 500),
  },
});

const putAnswer = createRoute({
  method: 'put',
  path: '/{id}/answers/{qid}',
  tags: ['Quizzes'],
  summary: 'Save an answer (a reload resumes)',
  description:
    '`answer: null` (or an empty choice) clears it. `certainty` counts with certainty-based marking ' +
    '(default 1). 409 once submitted, or in interactive mode once the question is finished.',
  security: BEARER_SECURITY,
  request: {
    params: QuestionParams,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .strictObject({ answer: AnswerSchema.nullable(), certainty: CertaintySchema.optional() })
            .openapi('QuizAnswerInput'),
        },
      },
    },
  },
  responses: {
    200: { description: 'The attempt.', content: { 'application/json': { schema: AttemptAnswer } } },
    ...errorResponses(400, 401, 404, 409, 413, 415, 500),
  },
});

const checkQuestion = createRoute({
  method: 'post',
  path: '/{id}/questions/{qid}/check',
  tags: ['Quizzes'],
  summary: 'Interactive mode: check the saved answer of a question',
  description:
    'A try: right, or wrong with the next hint while tries are left. `penalty` is the share of the ' +
    'question’s mark lost to incorrect tries so far. Once finished (right, or out of tries) the answer ' +
    'no longer changes and the right answer and explanation come with it.',
  security: BEARER_SECURITY,
  request: { params: QuestionParams },
  responses: {
    200: {
      description: 'The outcome.',
      content: {
        'application/json': {
          schema: z
            .object({
              correct: z.boolean(),
              finished: z.boolean(),
              triesLeft: z.number().int(),
              hint: QuizTextSchema.nullable(),
              penalty: z.number(),
              rightAnswer: RightAnswerSchema.optional(),
              explanation: QuizTextSchema.optional(),
            })
            .openapi('QuizCheck'),
        },
      },
    },
    ...errorResponses(400, 401, 404, 409, 500),
  },
});

const submitAttempt = createRoute({
  method: 'post',
  path: '/{id}/submit',
  tags: ['Quizzes'],
  summary: 'Submit: grade the attempt',
  description:
    '400 "You need to answer all questions before submitting" with `unanswered` while any question ' +
    'is unanswered. Submitting again answers the submitted attempt.',
  security: BEARER_SECURITY,
  request: { params: AttemptParams },
  responses: {
    200: {
      description: 'The graded attempt (`result`).',
      content: { 'application/json': { schema: AttemptAnswer } },
    },
    400: {
      description: 'Unanswered questions.',
      content: { 'application/json': { schema: UnansweredErrorSchema } },
    },
    ...errorResponses(401, 404, 500),
  },
});

const ReviewItemAnswer = z
  .object({
    reviewItem: z
      .object({
        _id: z.string(),
        attemptId: z.string(),
        questionId: z.string(),
        correct: z.boolean().openapi({ description: 'Whether the attempt answered it right.' }),
        createdAt: isoDate('Saved'),
      })
      .openapi('ReviewItem'),
  })
  .openapi('ReviewItemAnswer');

const createReviewItem = createRoute({
  method: 'post',
  path: '/',
  tags: ['Quizzes'],
  summary: 'Save a question of a submitted quiz for review',
  description: '201 when saved, 200 when it already was. 409 before submit.',
  security: BEARER_SECURITY,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.strictObject({ attemptId: IdSchema, questionId: IdSchema }).openapi('NewReviewItem'),
        },
      },
    },
  },
  responses: {
    201: { description: 'Saved.', content: { 'application/json': { schema: ReviewItemAnswer } } },
    200: { description: 'Already saved.', content: { 'application/json': { schema: ReviewItemAnswer } } },
    ...errorResponses(400, 401, 404, 409, 413, 415, 500),
  },
});

// ---------------------------------------------------------------------------------------------------
// Routers

export interface QuizRoutesDeps {
  store: Store;
  auth: AuthService;
  clock: () => Date;
  logger: Logger;
  /** The tutor's provider: when it can write questions (the OpenAI-compatible one), it does. */
  provider?: unknown;
  catalogue?: () => Catalogue;
  glossary?: () => Glossary;
}

/** One service shared by the three routers (`POST /quizzes`, `/quiz-attempts`, `POST /review-items`). */
export function quizServiceFor(deps: QuizRoutesDeps): QuizService {
  return createQuizService({
    store: deps.store,
    clock: deps.clock,
    logger: deps.logger,
    provider: deps.provider,
    ...(deps.catalogue ? { catalogue: deps.catalogue } : {}),
    ...(deps.glossary ? { glossary: deps.glossary } : {}),
  });
}

/** `POST /quizzes`. */
export function quizRoutes(deps: { auth: AuthService; quiz: QuizService }) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router.openapi(createQuiz, async (c) => {
    const body = c.req.valid('json');
    const attempt = await deps.quiz.create(getAuth(c).user._id, body, c.req.raw.signal);
    c.header('Cache-Control', 'no-store');
    return c.json({ attempt: publicAttempt(attempt) }, 201);
  });
}

/** `/quiz-attempts`. */
export function quizAttemptRoutes(deps: { auth: AuthService; quiz: QuizService }) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router
    .openapi(listAttempts, async (c) => {
      const { status, limit } = c.req.valid('query');
      const attempts = await deps.quiz.list(getAuth(c).user._id, {
        limit,
        ...(status === undefined ? {} : { status }),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          attempts: attempts.map((attempt) => ({
            _id: attempt._id,
            source: attempt.source,
            title: attempt.title,
            behaviour: attempt.behaviour,
            certainty: attempt.certainty,
            status: attempt.status,
            generator: attempt.generator,
            questionCount: attempt.questions.length,
            answeredCount: Object.keys(attempt.answers).length,
            createdAt: attempt.createdAt,
            submittedAt: attempt.submittedAt ?? null,
            score: attempt.result?.score ?? null,
            maxScore: attempt.result?.maxScore ?? null,
            percent: attempt.result?.percent ?? null,
          })),
        },
        200,
      );
    })
    .openapi(getAttempt, async (c) => {
      const { id } = c.req.valid('param');
      const attempt = await deps.quiz.get(getAuth(c).user._id, id);
      c.header('Cache-Control', 'no-store');
      return c.json({ attempt: publicAttempt(attempt) }, 200);
    })
    .openapi(putAnswer, async (c) => {
      const { id, qid } = c.req.valid('param');
      const { answer, certainty } = c.req.valid('json');
      const attempt = await deps.quiz.saveAnswer(getAuth(c).user._id, id, qid, answer, certainty);
      c.header('Cache-Control', 'no-store');
      return c.json({ attempt: publicAttempt(attempt) }, 200);
    })
    .openapi(checkQuestion, async (c) => {
      const { id, qid } = c.req.valid('param');
      const outcome = await deps.quiz.check(getAuth(c).user._id, id, qid);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          correct: outcome.correct,
          finished: outcome.finished,
          triesLeft: outcome.triesLeft,
          hint: outcome.hint,
          penalty: Math.round(outcome.penalty * 10_000) / 10_000,
          ...(outcome.rightAnswer === undefined ? {} : { rightAnswer: outcome.rightAnswer }),
          ...(outcome.explanation === undefined ? {} : { explanation: outcome.explanation }),
        },
        200,
      );
    })
    .openapi(submitAttempt, async (c) => {
      const { id } = c.req.valid('param');
      const attempt = await deps.quiz.submit(getAuth(c).user._id, id);
      c.header('Cache-Control', 'no-store');
      return c.json({ attempt: publicAttempt(attempt) }, 200);
    });
}

/** `POST /review-items`. */
export function reviewItemRoutes(deps: { auth: AuthService; quiz: QuizService }) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router.openapi(createReviewItem, async (c) => {
    const { attemptId, questionId } = c.req.valid('json');
    const { item, created } = await deps.quiz.saveForReview(getAuth(c).user._id, attemptId, questionId);
    const reviewItem = {
      _id: item._id,
      attemptId: item.attemptId,
      questionId: item.questionId,
      correct: item.correct,
      createdAt: item.createdAt,
    };
    return c.json({ reviewItem }, created ? 201 : 200);
  });
}

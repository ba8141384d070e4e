import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from 'pino';
import { createAuthService, type AuthService } from './auth/sessions.ts';
import { DEFAULT_TUTOR_DAILY_MESSAGES, type Config } from './config.ts';
import { loadCatalogue, tutorLessons, type Catalogue } from './courses/catalogue.ts';
import { loadCalendar } from './progress/calendar.ts';
import { createLeaderboard, type LeaderboardService } from './progress/leaderboard.ts';
import { createProgressService } from './progress/service.ts';
import { createErrorHandler, notFoundHandler, validationHook } from './errors.ts';
import { materialSearchFor } from './materials/search-index.ts';
import { createMaterialsService, type MaterialsHooks } from './materials/service.ts';
import { createInProcessHub } from './notifications/hub.ts';
import { createNotificationService, type NotificationService } from './notifications/service.ts';
import { createStreamRegistry, type StreamRegistry, type StreamTimings } from './notifications/streams.ts';
import type { AppEnv } from './router.ts';
import { aiConversationRoutes } from './routes/ai-conversations.ts';
import { authRoutes, type AuthRateLimits } from './routes/auth.ts';
import { conversationRoutes } from './routes/conversations.ts';
import { courseRoutes } from './routes/courses.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { DOCS_CONTENT_SECURITY_POLICY, docsRoutes } from './routes/docs.ts';
import { fileConversationRoutes, fileRoutes, MISSING_FILES_HEADER } from './routes/files.ts';
import { healthRoutes } from './routes/health.ts';
import { homeRoutes } from './routes/home.ts';
import { leaderboardRoutes } from './routes/leaderboard.ts';
import { learningRoutes } from './routes/learning.ts';
import { lessonRoutes } from './routes/lessons.ts';
import { lessonConversationRoutes } from './routes/lesson-conversation.ts';
import { meRoutes } from './routes/me.ts';
import { markAllRoutes, notificationRoutes } from './routes/notifications.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { pictureRoutes } from './routes/pictures.ts';
import { quizAttemptRoutes, quizRoutes, quizServiceFor, reviewItemRoutes } from './routes/quiz.ts';
import { reviewRoutes } from './routes/review.ts';
import { savedContentRoutes } from './routes/saved-contents.ts';
import { searchRoutes } from './routes/search.ts';
import { BEARER_AUTH } from './routes/schemas.ts';
import { settingsRoutes } from './routes/settings.ts';
import { supportRequestRoutes } from './routes/support-requests.ts';
import { tutorRoutes } from './routes/tutor.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { createReviewService } from './review/service.ts';
import type { Store } from './store/index.ts';
import type { LessonLookup } from './tutor/knowledge/lessons.ts';
import { lazyProvider } from './tutor/lazy.ts';
import { createLessonConversations } from './tutor/lesson-conversations.ts';
import { createTutorService } from './tutor/service.ts';
import { plainGroundingFor } from './tutor/curriculum-search.ts';
import type { TutorProvider } from './tutor/types.ts';

export const API_VERSION = '0.1.0';

export interface AppDeps {
  config: Pick<Config, 'corsOrigins' | 'trustProxy'>;
  store: Store;
  logger: Logger;
  /** Signs and verifies access tokens (resolveJwtSecret in auth/secret.ts). */
  jwtSecret: string;
  /** Source of "now" for stored timestamps, token times and rate-limit windows; tests pass their own. */
  clock?: () => Date;
  /** Overrides of the sign-in / sign-up limits (tests). */
  rateLimits?: Partial<AuthRateLimits>;
  /** How a slowed sign-in waits; tests pass one that records the delay instead. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * notify() and the hub that carries notifications to the streams (notifications/service.ts).
   * index.ts makes it from the config (change streams with MongoDB, e-mail by SMTP or outbox) and
   * closes it on shutdown. Default: an in-process hub and no e-mail (scripts, benchmarks).
   */
  notifications?: NotificationService;
  /** Aborted on shutdown: open notification streams end and their timers stop. */
  signal?: AbortSignal;
  /** Heartbeat and session re-check periods of the notification streams (tests). */
  streamTimings?: Partial<StreamTimings>;
  /**
   * Who answers the tutor's questions. index.ts makes it from the config (createTutorProvider) and
   * closes it on shutdown; tests pass the OpenAI-compatible provider pointed at a fake server.
   * Default: the offline study engine.
   */
  tutor?: TutorProvider;
  /** Tutor messages per student and Riyadh day (TUTOR_DAILY_MESSAGES); default 200. */
  tutorDailyMessages?: number;
  /**
   * Study materials: bytes each student may store (MATERIALS_QUOTA_MB; default 500 MB), and the hooks
   * that tell the extraction queue and the search index about uploaded and deleted files.
   */
  materials?: { quotaBytes?: number; hooks?: MaterialsHooks };
  /** The course catalogue (api/content/courses, validated). Default: loadCatalogue() (cached). */
  catalogue?: Catalogue;
  /**
   * The leaderboard (progress/leaderboard.ts). Default: one over the store and the school calendar,
   * fed by this app's progress service and closed on `signal`; tests pass one they drive themselves.
   */
  leaderboard?: LeaderboardService;
}

/** Sign-out in this process ends the session's open notification streams at once. */
function closingStreamsOnRevoke(auth: AuthService, streams: StreamRegistry): AuthService {
  return {
    ...auth,
    async revoke(sessionId) {
      await auth.revoke(sessionId);
      streams.closeSession(sessionId);
    },
  };
}

/** One JSON log line per request: method, path (no query string), status, duration, request id. */
function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    try {
      await next();
    } finally {
      logger.info(
        {
          requestId: c.get('requestId'),
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          durationMs: Math.round((performance.now() - start) * 100) / 100,
        },
        'request',
      );
    }
  };
}

/**
 * Security headers. JSON responses get a deny-all CSP; the /docs page gets one that lets Swagger UI
 * run from this origin. CORP is cross-origin: the frontends live on other origins (reads stay governed
 * by CORS, and credentials are bearer tokens, never cookies).
 */
function securityHeaders(): MiddlewareHandler<AppEnv> {
  const api = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    crossOriginResourcePolicy: 'cross-origin',
    xFrameOptions: 'DENY',
  });
  const docs = secureHeaders({ contentSecurityPolicy: DOCS_CONTENT_SECURITY_POLICY });
  return (c, next) => (c.req.path === '/docs' || c.req.path.startsWith('/docs/') ? docs : api)(c, next);
}

/**
 * CORS. Preflights are hono's `cors`. On every other request the headers are set once the answer
 * exists, on its own headers: hono's `cors` sets them before the handler runs, which creates an empty
 * answer early, and Hono then rebuilds the handler's answer around it through its body stream, so
 * `@hono/node-server` can no longer write a JSON string directly. That cost grew with the answer's size
 * (the leaderboard's 2.5 KB: a third of the route's time). Same headers: the allowed origin, the exposed
 * headers, `Vary: Origin`.
 */
/** @hono/node-server's marker of an answer the route wrote itself (RESPONSE_ALREADY_SENT). */
const ALREADY_SENT_HEADER = 'x-hono-already-sent';

function corsHeaders(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  const exposeHeaders = ['X-Request-Id', 'Retry-After', MISSING_FILES_HEADER];
  const preflight = cors({
    origin: [...origins],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'X-Request-Id'],
    exposeHeaders,
    maxAge: 600,
  });
  const expose = exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const headers = c.res.headers;
    if (headers.has(ALREADY_SENT_HEADER)) return; // the notification stream wrote its own
    const origin = c.req.header('origin');
    if (origin && origins.includes(origin)) headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Expose-Headers', expose);
    headers.append('Vary', 'Origin');
  };
}

export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const clock = deps.clock ?? (() => new Date());
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use(requestId());
  app.use(requestLog(deps.logger));
  app.use(securityHeaders());
  app.use(corsHeaders(deps.config.corsOrigins));

  app.onError(createErrorHandler(deps.logger));
  app.notFound(notFoundHandler);

  const notifications =
    deps.notifications ??
    createNotificationService({
      store: deps.store,
      hub: createInProcessHub(deps.logger),
      clock,
      logger: deps.logger,
    });
  const baseAuth = createAuthService({
    store: deps.store,
    secret: deps.jwtSecret,
    clock,
    logger: deps.logger,
  });
  const streams = createStreamRegistry({
    hub: notifications.hub,
    isSessionActive: (sessionId) => baseAuth.isSessionActive(sessionId),
    listMissed: (userId, afterId, limit) =>
      deps.store.notifications.listDeliverableAfter(userId, afterId, limit),
    logger: deps.logger,
    timings: deps.streamTimings,
    signal: deps.signal,
  });
  const auth = closingStreamsOnRevoke(baseAuth, streams);
  const routeDeps = { store: deps.store, auth, clock, notifications, logger: deps.logger };

  // One sub-app per resource; mount each under its own prefix so its middleware stays on its paths.
  app.route('/health', healthRoutes(deps));
  app.route(
    '/auth',
    authRoutes({
      store: deps.store,
      auth,
      clock,
      notifications,
      trustProxy: deps.config.trustProxy,
      rateLimits: deps.rateLimits,
      sleep: deps.sleep,
    }),
  );
  app.route('/me', meRoutes(routeDeps));
  app.route('/onboarding', onboardingRoutes(routeDeps));
  // Progress (learning part 2): every learning event updates the student's aggregate (streak, points,
  // badges) and the leaderboard's ranks in memory; the board is read, never scanned, per request.
  // A broken course file stops the start here, naming the file and the problems.
  const catalogue = deps.catalogue ?? loadCatalogue();
  const calendar = loadCalendar();
  const leaderboard =
    deps.leaderboard ?? createLeaderboard({ store: deps.store, clock, logger: deps.logger, calendar });
  if (!deps.leaderboard) deps.signal?.addEventListener('abort', () => leaderboard.close());
  const progress = createProgressService({
    store: deps.store,
    notifications,
    catalogue,
    calendar,
    clock,
    logger: deps.logger,
  });
  deps.store.learningEvents.setListener(progress.record);
  progress.subscribe((doc) => leaderboard.update(doc));
  app.route(
    '/settings',
    settingsRoutes({
      ...routeDeps,
      onLeaderboardVisibility: (userId, v) => leaderboard.setVisibility(userId, v),
    }),
  );
  const pictureDeps = { ...routeDeps, trustProxy: deps.config.trustProxy };
  app.route('/profile-picture', pictureRoutes('profilePicture', pictureDeps));
  app.route('/profile-cover', pictureRoutes('profileCover', pictureDeps));
  app.route('/uploads', uploadRoutes(routeDeps));
  app.route(
    '/notifications',
    notificationRoutes({ ...routeDeps, streams, corsOrigins: deps.config.corsOrigins }),
  );
  app.route('/mark-all-as-seen', markAllRoutes('seen', routeDeps));
  app.route('/mark-all-as-read', markAllRoutes('read', routeDeps));
  app.route('/support-requests', supportRequestRoutes({ ...routeDeps, trustProxy: deps.config.trustProxy }));
  app.route('/saved-contents', savedContentRoutes(routeDeps));
  // Courses.
  const courseDeps = { ...routeDeps, catalogue };
  app.route('/courses', courseRoutes(courseDeps));
  app.route('/lessons', lessonRoutes(courseDeps));
  app.route('/home', homeRoutes(courseDeps));
  app.route('/learning', learningRoutes(courseDeps));
  app.route(
    '/dashboard',
    dashboardRoutes({
      auth,
      progress,
      placeOf: async (userId) => (await leaderboard.view(userId, 'semester'))?.me?.place ?? null,
    }),
  );
  app.route('/leaderboard', leaderboardRoutes({ auth, leaderboard }));
  // One search index over the student's files for /search, the file grounding and the offline engine.
  const materialSearch = materialSearchFor(deps.store.materials);
  app.route('/search', searchRoutes({ ...routeDeps, materials: materialSearch, catalogue }));
  const materials = createMaterialsService({
    store: deps.store,
    clock,
    logger: deps.logger,
    quotaBytes: deps.materials?.quotaBytes,
    hooks: {
      ...deps.materials?.hooks,
      // The index would notice through the store's version; dropping it frees the memory at once.
      onFilesDeleted: (userId, fileIds) => {
        materialSearch.invalidate(userId);
        return deps.materials?.hooks?.onFilesDeleted?.(userId, fileIds);
      },
    },
  });
  app.route('/files', fileRoutes({ auth, materials }));
  app.route('/file', fileConversationRoutes({ auth, materials }));
  // The lesson tutor's lessons (GET /lesson/{lessonId}/conversation and its grounding).
  const lessons: LessonLookup = tutorLessons(courseDeps.catalogue);
  const tutor = createTutorService({
    store: deps.store,
    provider:
      deps.tutor ??
      lazyProvider({ kind: 'offline', model: 'nibras-offline' }, async () =>
        (await import('./tutor/index.ts')).createTutorProvider(
          { openai: { baseUrl: undefined, apiKey: undefined, model: undefined } },
          { store: deps.store, logger: deps.logger, catalogue: courseDeps.catalogue },
        ),
      ),
    clock,
    logger: deps.logger,
    dailyMessages: deps.tutorDailyMessages ?? DEFAULT_TUTOR_DAILY_MESSAGES,
    materials: materialSearch,
    lessons,
    plainGrounding: plainGroundingFor(deps.store, courseDeps.catalogue, deps.logger),
  });
  const tutorDeps = { ...routeDeps, tutor, trustProxy: deps.config.trustProxy };
  app.route(
    '/lesson',
    lessonConversationRoutes({
      auth,
      lessonConversations: createLessonConversations({ store: deps.store, lessons, clock }),
    }),
  );
  app.route('/conversations', conversationRoutes(tutorDeps));
  app.route('/ai-conversations', aiConversationRoutes(tutorDeps));
  app.route('/tutor', tutorRoutes(tutorDeps));
  // Quizzes: bank questions from the catalogue; generated ones by the tutor's provider when it can.
  const quiz = quizServiceFor({ ...routeDeps, provider: deps.tutor, catalogue: () => courseDeps.catalogue });
  app.route('/quizzes', quizRoutes({ auth, quiz }));
  app.route('/quiz-attempts', quizAttemptRoutes({ auth, quiz }));
  app.route('/review-items', reviewItemRoutes({ auth, quiz }));
  // Spaced review (FSRS): cards from saved contents and questions saved for review.
  const review = createReviewService({ store: deps.store, clock, logger: deps.logger });
  app.route('/review', reviewRoutes({ auth, review }));
  app.route('/docs', docsRoutes());

  app.openAPIRegistry.registerComponent('securitySchemes', BEARER_AUTH, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The `accessToken` from POST /auth/sign-up or POST /auth/sign-in.',
  });

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Nibras API',
      version: API_VERSION,
      description:
        'API of Nibras, a bilingual (English/Arabic) AI study companion. Every error body is ' +
        '`{ "message": { "en": "...", "ar": "..." } }`.',
    },
  });

  return app;
}

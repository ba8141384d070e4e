import { createRoute, z } from '@hono/zod-openapi';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import {
  defaultSettings,
  DISPLAY_MODES,
  LEADERBOARD_VISIBILITIES,
  MAIN_LANGUAGES,
  PLANS,
  TEXT_SIZES,
  type LeaderboardVisibility,
  type Settings,
} from '../store/settings.ts';
import { GRADES } from '../store/users.ts';
import { BEARER_SECURITY, errorResponses, GradeSchema } from './schemas.ts';

// Strict objects at every level: an unknown key is refused by name (a typo must not be lost silently).
const toggle = (description: string) => z.boolean().openapi({ description, example: true });

export const SettingsSchema = z
  .strictObject({
    accessibility: z.strictObject({
      mainLanguage: z.enum(MAIN_LANGUAGES).openapi({ example: 'ar' }),
      textSize: z.enum(TEXT_SIZES).openapi({ example: 'medium' }),
      displayMode: z.enum(DISPLAY_MODES).openapi({ example: 'system' }),
      highContrast: z.boolean().openapi({ example: false }),
      reduceMotion: z.boolean().openapi({ example: false }),
    }),
    notifications: z.strictObject({
      email: toggle('E-mail every notification that is not switched off below.'),
      sound: toggle('Play a short sound for a new notification (the app does this).'),
      updates: toggle('Type `notification`: news and account updates.'),
      quizzes: toggle('Quiz notifications.'),
      lessons: toggle('Lesson notifications.'),
      progress: toggle('Type `progress`.'),
      achievements: toggle('Type `achievement`.'),
    }),
    learningPreferences: z.strictObject({
      gradeLevel: GradeSchema.nullable().openapi({
        enum: [...GRADES, null],
        description: 'Secondary grade 10, 11 or 12, or null.',
      }),
      hintFirst: z.boolean().openapi({
        description:
          'Hint-first tutoring: the AI tutor guides with questions and hints and gives the full answer ' +
          'only when asked again. The chat’s default for its hint-first toggle; false by default.',
        example: false,
      }),
      leaderboard: z.enum(LEADERBOARD_VISIBILITIES).openapi({
        description:
          'How the student appears on the leaderboard: `visible` (ranked with their username; the ' +
          'default), `anonymous` (ranked, shown without a name), `hidden` (left the board: not ranked).',
        example: 'visible',
      }),
    }),
    subscription: z
      .strictObject({
        plan: z.enum(PLANS).openapi({ example: 'free' }),
        paid: z.boolean().openapi({ example: false }),
        price: z.number().min(0).openapi({ description: 'Price in SAR.', example: 0 }),
      })
      .openapi({
        description: 'Read only: PUT validates it but keeps the stored subscription, which the answer shows.',
      }),
  })
  .openapi('Settings', {
    description: 'A student’s settings (spec section 3); the same shape as `Settings` in shared-ui.',
  });

const getSettings = createRoute({
  method: 'get',
  path: '/',
  tags: ['Settings'],
  summary: 'The signed-in student’s settings',
  description:
    'The spec’s defaults when the student never saved any; then the answer has no `Last-Modified` ' +
    'header, so a client signing in can tell "never saved" (keep and save its local settings, e.g. the ' +
    'language chosen before sign-up) from "saved" (replace its local copy).',
  security: BEARER_SECURITY,
  responses: {
    200: {
      description: 'The settings.',
      headers: z.object({
        'Last-Modified': z
          .string()
          .optional()
          .openapi({ description: 'When they were last saved; absent if never.' }),
      }),
      content: { 'application/json': { schema: SettingsSchema } },
    },
    ...errorResponses(401, 500),
  },
});

const putSettings = createRoute({
  method: 'put',
  path: '/',
  tags: ['Settings'],
  summary: 'Save the signed-in student’s settings',
  description:
    'Takes the whole Settings object; unknown keys and wrong values are refused with 400, each ' +
    'named. `subscription` cannot be changed here: it is validated, then ignored, and the answer ' +
    'carries the stored one (so a tab with a stale copy still saves its other changes).',
  security: BEARER_SECURITY,
  request: { body: { required: true, content: { 'application/json': { schema: SettingsSchema } } } },
  responses: {
    200: { description: 'The saved settings.', content: { 'application/json': { schema: SettingsSchema } } },
    ...errorResponses(400, 401, 413, 415, 500),
  },
});

export interface SettingsRoutesDeps {
  store: Store;
  auth: AuthService;
  clock: () => Date;
  /**
   * Told after each save of the student's leaderboard visibility (changed or not), so the board
   * (progress/leaderboard.ts `setVisibility`) shows it at once. Must not throw.
   */
  onLeaderboardVisibility?: (userId: string, visibility: LeaderboardVisibility) => void;
}

export function settingsRoutes(deps: SettingsRoutesDeps) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router
    .openapi(getSettings, async (c) => {
      const { user } = getAuth(c);
      const saved = await deps.store.settings.find(user._id);
      c.header('Cache-Control', 'no-store');
      if (saved) c.header('Last-Modified', new Date(saved.updatedAt).toUTCString());
      const settings: Settings = saved?.settings ?? defaultSettings();
      return c.json(settings, 200);
    })
    .openapi(putSettings, async (c) => {
      const { subscription: _ignored, ...editable } = c.req.valid('json');
      const { user } = getAuth(c);
      const saved = await deps.store.settings.save(user._id, editable, deps.clock().toISOString());
      deps.onLeaderboardVisibility?.(user._id, saved.settings.learningPreferences.leaderboard);
      c.header('Cache-Control', 'no-store');
      c.header('Last-Modified', new Date(saved.updatedAt).toUTCString());
      return c.json(saved.settings, 200);
    });
}

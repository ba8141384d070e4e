import { createRoute, z } from '@hono/zod-openapi';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { createRouter } from '../router.ts';
import type { LessonConversations } from '../tutor/lesson-conversations.ts';
import { BEARER_SECURITY, errorResponse, errorResponses } from './schemas.ts';

const conversationRoute = createRoute({
  method: 'get',
  path: '/{lessonId}/conversation',
  tags: ['Tutor'],
  summary: 'The conversation about a course lesson (the lesson tutor)',
  description:
    'The signed-in student’s conversation about the lesson: created on first use, titled with the ' +
    'lesson’s title in the student’s language, the same one afterwards. The tutor grounds its replies ' +
    'in the lesson’s sections and cites them as `[§ Heading](#section=<sectionId>)`. A lesson that ' +
    'does not exist, or is only an outline (no text yet): 404.',
  security: BEARER_SECURITY,
  request: {
    params: z.object({
      lessonId: z
        .string()
        .min(1)
        .max(200)
        .openapi({
          param: { name: 'lessonId', in: 'path' },
          description: 'The lesson’s full id, `courseId.lessonId`.',
          example: 'y1-physics-1.u1-l1',
        }),
    }),
  },
  responses: {
    200: {
      description: 'The conversation.',
      content: {
        'application/json': {
          schema: z
            .object({ _id: z.string().openapi({ example: '0195f3a2b4c2000000a1b2c3d4e5' }) })
            .openapi('LessonConversation'),
        },
      },
    },
    ...errorResponses(401, 500),
    404: errorResponse('No such lesson, or the lesson is only an outline (no text for the tutor yet).'),
  },
});

export interface LessonConversationRoutesDeps {
  auth: AuthService;
  lessonConversations: LessonConversations;
}

/** /lesson/{lessonId}/conversation. */
export function lessonConversationRoutes(deps: LessonConversationRoutesDeps) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router.openapi(conversationRoute, async (c) => {
    const { lessonId } = c.req.valid('param');
    const _id = await deps.lessonConversations.conversation(
      getAuth(c).user._id,
      lessonId,
      c.req.header('accept-language'),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ _id }, 200);
  });
}

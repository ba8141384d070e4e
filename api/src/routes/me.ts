import { createRoute } from '@hono/zod-openapi';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { createRouter } from '../router.ts';
import { BEARER_SECURITY, errorResponses, toPublicUser, UserSchema } from './schemas.ts';

const getMe = createRoute({
  method: 'get',
  path: '/',
  tags: ['Account'],
  summary: 'The signed-in user',
  security: BEARER_SECURITY,
  responses: {
    200: { description: 'The user.', content: { 'application/json': { schema: UserSchema } } },
    ...errorResponses(401, 500),
  },
});

export function meRoutes(deps: { auth: AuthService }) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router.openapi(getMe, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(toPublicUser(getAuth(c).user), 200);
  });
}

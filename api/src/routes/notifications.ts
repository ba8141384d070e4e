import { createRoute, z } from '@hono/zod-openapi';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { randomBytes } from 'node:crypto';
import { ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { AUTH_MESSAGES, getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { AppError, type LocalizedText } from '../errors.ts';
import { NOTIFICATION_ID } from '../notifications/ids.ts';
import { toPublicNotification } from '../notifications/service.ts';
import type { StreamRegistry } from '../notifications/streams.ts';
import { createRouter, type AppEnv } from '../router.ts';
import type { Store } from '../store/index.ts';
import { NOTIFICATION_TYPES } from '../store/notifications.ts';
import { BEARER_SECURITY, errorResponse, errorResponses, LocalizedTextSchema } from './schemas.ts';

/** A stream ticket lasts this long and works once. */
export const TICKET_TTL_MS = 60_000;
const TICKET_SWEEP_INTERVAL_MS = 60_000;

export const STREAM_MESSAGES = {
  ticketRequired: {
    en: 'The notifications stream needs a ticket',
    ar: 'يتطلب الاتصال ببث الإشعارات تذكرة دخول',
  },
  ticketInvalid: {
    en: 'This notifications ticket is invalid, used or expired',
    ar: 'تذكرة الإشعارات هذه غير صالحة أو مستخدمة أو منتهية الصلاحية',
  },
} as const satisfies Record<string, LocalizedText>;

export const NotificationSchema = z
  .object({
    _id: z.string().openapi({
      description: 'Time-ordered id; also the stream event id.',
      example: '0195f3a2b4c10000009f04c2d1aa',
    }),
    type: z.enum(NOTIFICATION_TYPES),
    message: LocalizedTextSchema,
    timestamp: z.number().int().openapi({ description: 'Seconds since the epoch.', example: 1740816000 }),
    read: z.boolean(),
    seen: z.boolean(),
  })
  .openapi('Notification', { description: 'The spec’s Notification.' });

const NotificationIdSchema = z
  .string()
  .regex(NOTIFICATION_ID)
  .openapi({ example: '0195f3a2b4c10000009f04c2d1aa' });

// ---------------------------------------------------------------------------------------------------
// Routes

const streamRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Notifications'],
  summary: 'Live notifications (server-sent events)',
  description:
    'An `EventSource` stream. `token` is a ticket from POST /notifications/ticket (single use, 60 s), ' +
    'never the access token: a URL ends up in logs and history. Each event is ' +
    '`id: <notification _id>`, `event: message`, `data: {"type": ..., "data": <Notification>}`; a ' +
    'comment line is sent every 25 s. With `Last-Event-ID` (sent by EventSource when it reconnects) or ' +
    '`lastEventId`, the missed notifications (at most 100) come first. The stream ends when the ' +
    'session that asked for the ticket signs out. Only notifications whose category is switched on ' +
    'are streamed.',
  request: {
    query: z.object({
      token: z.string().optional().openapi({ description: 'The ticket from POST /notifications/ticket.' }),
      lastEventId: NotificationIdSchema.optional().openapi({
        description: 'For clients that reconnect by hand: replay what came after this id.',
      }),
    }),
    headers: z.object({
      'last-event-id': z.string().optional().openapi({
        description: 'Set by EventSource on reconnection; wins over `lastEventId`.',
      }),
    }),
  },
  responses: {
    200: {
      description: 'The event stream.',
      content: {
        'text/event-stream': {
          schema: z.string().openapi({
            example:
              'retry: 3000\n\nid: 0195f3a2b4c10000009f04c2d1aa\nevent: message\ndata: {"type":"notification","data":{...}}\n\n',
          }),
        },
      },
    },
    401: errorResponse('No ticket, or a ticket that is unknown, used or expired, or whose session ended.'),
    ...errorResponses(400, 500),
  },
});

const ticketRoute = createRoute({
  method: 'post',
  path: '/ticket',
  tags: ['Notifications'],
  summary: 'A ticket to open the notifications stream',
  description: 'Single use, valid for 60 seconds, tied to this user and this session.',
  security: BEARER_SECURITY,
  responses: {
    201: {
      description: 'The ticket.',
      content: {
        'application/json': {
          schema: z
            .object({
              ticket: z.string().openapi({ example: 'mBfH3r2c8Gq0S1vXz4eK6aJt9wLpYdU5nQiR7oTlC0E' }),
              expiresAt: z
                .string()
                .openapi({ description: 'ISO 8601 UTC', example: '2025-03-01T08:01:00.000Z' }),
            })
            .openapi('StreamTicket'),
        },
      },
    },
    ...errorResponses(401, 500),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/list',
  tags: ['Notifications'],
  summary: 'A page of the signed-in student’s notifications, newest first',
  description:
    'The dropdown’s first page without `before`; the next page with `before=<nextBefore>`. ' +
    '`unseen` and `unread` count all of the student’s notifications.',
  security: BEARER_SECURITY,
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(50).default(20).openapi({ example: 20 }),
      before: NotificationIdSchema.optional().openapi({
        description: 'Only notifications older than this id.',
      }),
    }),
  },
  responses: {
    200: {
      description: 'The page.',
      content: {
        'application/json': {
          schema: z
            .object({
              notifications: z.array(NotificationSchema),
              unseen: z.number().int(),
              unread: z.number().int(),
              nextBefore: z.string().optional().openapi({ description: 'Present when older ones exist.' }),
            })
            .openapi('NotificationPage'),
        },
      },
    },
    ...errorResponses(400, 401, 500),
  },
});

export interface NotificationRoutesDeps {
  store: Store;
  auth: AuthService;
  streams: StreamRegistry;
  clock: () => Date;
  corsOrigins: readonly string[];
  logger: Logger;
}

/** The raw Node response behind a request served by @hono/node-server (undefined elsewhere, e.g. app.request()). */
function nodeResponse(c: Context<AppEnv>): ServerResponse | undefined {
  const env: unknown = c.env;
  if (
    typeof env === 'object' &&
    env !== null &&
    'outgoing' in env &&
    env.outgoing instanceof ServerResponse
  ) {
    return env.outgoing;
  }
  return undefined;
}

export function notificationRoutes(deps: NotificationRoutesDeps) {
  const router = createRouter();
  router.use('/ticket', requireAuth(deps.auth));
  router.use('/list', requireAuth(deps.auth));
  let lastSweep = 0;

  return router
    .openapi(streamRoute, async (c) => {
      const query = c.req.valid('query');
      if (query.token === undefined || query.token === '')
        throw new AppError(401, STREAM_MESSAGES.ticketRequired);
      const ticket = await deps.store.streamTickets.consume(query.token, deps.clock().toISOString());
      if (!ticket) throw new AppError(401, STREAM_MESSAGES.ticketInvalid);
      if (!(await deps.auth.isSessionActive(ticket.sessionId)))
        throw new AppError(401, AUTH_MESSAGES.sessionEnded);

      const res = nodeResponse(c);
      if (!res) throw new Error('The notifications stream needs the Node HTTP server (@hono/node-server)');
      const header = c.req.header('last-event-id')?.trim();
      const lastEventId = header !== undefined && NOTIFICATION_ID.test(header) ? header : query.lastEventId;

      const headers: Record<string, string> = {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
        'X-Request-Id': c.get('requestId'),
      };
      const origin = c.req.header('origin');
      if (origin !== undefined && deps.corsOrigins.includes(origin)) {
        headers['Access-Control-Allow-Origin'] = origin;
        headers.Vary = 'Origin';
      }
      await deps.streams.open({
        userId: ticket.userId,
        sessionId: ticket.sessionId,
        res,
        headers,
        ...(lastEventId === undefined ? {} : { lastEventId }),
      });
      // A fresh copy of @hono/node-server's "already sent" marker (middleware after us sets headers on
      // the returned Response: the shared constant must stay as it is), made with the constant's own
      // class: the server's light Response (the global one while it serves) is written out as it
      // stands, marker or not, and the headers went with the stream already.
      const SentResponse = RESPONSE_ALREADY_SENT.constructor as typeof Response;
      return new SentResponse(null, { headers: RESPONSE_ALREADY_SENT.headers });
    })
    .openapi(ticketRoute, async (c) => {
      const { user, session } = getAuth(c);
      const now = deps.clock();
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + TICKET_TTL_MS).toISOString();
      await deps.store.streamTickets.create(ticket, {
        userId: user._id,
        sessionId: session._id,
        createdAt: now.toISOString(),
        expiresAt,
      });
      if (now.getTime() - lastSweep >= TICKET_SWEEP_INTERVAL_MS) {
        lastSweep = now.getTime();
        deps.store.streamTickets.deleteExpired(now.toISOString()).catch((err: unknown) => {
          deps.logger.warn({ err }, 'Deleting expired stream tickets failed');
        });
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ ticket, expiresAt }, 201);
    })
    .openapi(listRoute, async (c) => {
      const { limit, before } = c.req.valid('query');
      const userId = getAuth(c).user._id;
      const [page, unseen, unread] = await Promise.all([
        deps.store.notifications.listPage(userId, { limit, ...(before === undefined ? {} : { before }) }),
        deps.store.notifications.countUnseen(userId),
        deps.store.notifications.countUnread(userId),
      ]);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          notifications: page.notifications.map(toPublicNotification),
          unseen,
          unread,
          ...(page.nextBefore === undefined ? {} : { nextBefore: page.nextBefore }),
        },
        200,
      );
    });
}

// ---------------------------------------------------------------------------------------------------
// POST /mark-all-as-seen and POST /mark-all-as-read (spec paths, at the root)

const UpdatedSchema = z
  .object({
    updated: z.number().int().openapi({ description: 'How many notifications changed.', example: 3 }),
  })
  .openapi('MarkAllResult');

const MARK_ALL = {
  seen: {
    summary: 'Mark all of the signed-in student’s notifications seen',
    description: 'What opening the dropdown does. Only the caller’s notifications change.',
  },
  read: {
    summary: 'Mark all of the signed-in student’s notifications read (and seen)',
    description: 'Only the caller’s notifications change.',
  },
} as const;

export function markAllRoutes(kind: 'seen' | 'read', deps: { store: Store; auth: AuthService }) {
  const route = createRoute({
    method: 'post',
    path: '/',
    tags: ['Notifications'],
    ...MARK_ALL[kind],
    security: BEARER_SECURITY,
    responses: {
      200: { description: 'Done.', content: { 'application/json': { schema: UpdatedSchema } } },
      ...errorResponses(401, 500),
    },
  });
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router.openapi(route, async (c) => {
    const userId = getAuth(c).user._id;
    const updated =
      kind === 'seen'
        ? await deps.store.notifications.markAllSeen(userId)
        : await deps.store.notifications.markAllRead(userId);
    c.header('Cache-Control', 'no-store');
    return c.json({ updated }, 200);
  });
}

import { createRoute, z } from '@hono/zod-openapi';
import { clientAddress } from '../auth/client-address.ts';
import { AttemptLimiter, takeAttempt, type AttemptPolicy } from '../auth/rate-limit.ts';
import { getOptionalAuth, optionalAuth, type AuthService } from '../auth/sessions.ts';
import { tooManyRequests, type LocalizedText } from '../errors.ts';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import { SUPPORT_REQUEST_STATUSES, type SupportRequest } from '../store/support-requests.ts';
import { cleanText } from '../text.ts';
import { BEARER_SECURITY, errorResponses } from './schemas.ts';

export const NewSupportRequestSchema = z
  .object({
    subject: cleanText(z.string().trim().min(3).max(120)).openapi({
      description: 'One line: no control characters or unpaired UTF-16 surrogates.',
      example: 'I cannot open my quiz',
    }),
    message: cleanText(z.string().trim().min(10).max(5000), { multiline: true }).openapi({
      description: 'Line breaks and tabs allowed; no other control characters or unpaired UTF-16 surrogates.',
      example: 'The quiz page stays blank after I press start.',
    }),
    email: z.email().max(254).optional().openapi({ example: 'student@example.com' }),
  })
  .openapi('NewSupportRequest');

export const SupportRequestSchema = z
  .object({
    _id: z.string().openapi({ example: '3f0c1e9a-6a43-4f5e-9d7e-2b7d7a1f1c11' }),
    subject: z.string(),
    message: z.string(),
    email: z.string().optional(),
    userId: z.string().optional().openapi({ description: 'The signed-in sender, when a token was sent.' }),
    status: z.enum(SUPPORT_REQUEST_STATUSES),
    createdAt: z.string().openapi({ description: 'ISO 8601 UTC', example: '2025-01-31T09:30:00.000Z' }),
  })
  .openapi('SupportRequest');

const createSupportRequest = createRoute({
  method: 'post',
  path: '/',
  tags: ['Support'],
  summary: 'Send a message to the support team',
  description:
    'Open to signed-out visitors. With a bearer token the request is linked to the signed-in user; an ' +
    'invalid or revoked token is refused with 401. Limited to 10 an hour per signed-in account, and to ' +
    '60 an hour per client address for signed-out visitors (429 with Retry-After).',
  security: [{}, ...BEARER_SECURITY],
  request: {
    body: { required: true, content: { 'application/json': { schema: NewSupportRequestSchema } } },
  },
  responses: {
    201: { description: 'Stored.', content: { 'application/json': { schema: SupportRequestSchema } } },
    ...errorResponses(400, 401, 413, 415, 429, 500),
  },
});

const toDto = (doc: SupportRequest): z.infer<typeof SupportRequestSchema> => ({
  _id: doc._id,
  subject: doc.subject,
  message: doc.message,
  ...(doc.email === undefined ? {} : { email: doc.email }),
  ...(doc.userId === undefined ? {} : { userId: doc.userId }),
  status: doc.status,
  createdAt: doc.createdAt,
});

export interface SupportRateLimits {
  /** Requests per signed-in account. */
  perAccount: AttemptPolicy;
  /** Signed-out requests per client address: higher, since a school shares one address. */
  perAddress: AttemptPolicy;
}

const ONE_HOUR = 60 * 60 * 1000;
const refusedAfter = (blockAfter: number): AttemptPolicy => ({
  windowMs: ONE_HOUR,
  slowAfter: Number.POSITIVE_INFINITY,
  blockAfter,
  baseDelayMs: 0,
  maxDelayMs: 0,
});

/** Far above what one student writes to support; low enough that a script cannot fill the inbox. */
export const DEFAULT_SUPPORT_RATE_LIMITS: SupportRateLimits = {
  perAccount: refusedAfter(10),
  perAddress: refusedAfter(60),
};

export const SUPPORT_MESSAGES = {
  tooMany: {
    en: 'You have sent many messages to support in a short time. Please try again later.',
    ar: 'لقد أرسلت رسائل كثيرة إلى الدعم في وقت قصير. يرجى المحاولة لاحقًا.',
  },
} as const satisfies Record<string, LocalizedText>;

export interface SupportRequestRoutesDeps {
  store: Store;
  auth: AuthService;
  clock: () => Date;
  /** Read the client address from X-Forwarded-For (TRUST_PROXY). */
  trustProxy: boolean;
  rateLimits?: Partial<SupportRateLimits>;
}

export function supportRequestRoutes(deps: SupportRequestRoutesDeps) {
  const limits = { ...DEFAULT_SUPPORT_RATE_LIMITS, ...deps.rateLimits };
  const now = () => deps.clock().getTime();
  const perAccount = new AttemptLimiter(limits.perAccount, now);
  const perAddress = new AttemptLimiter(limits.perAddress, now);
  const router = createRouter();
  router.use('*', optionalAuth(deps.auth));
  return router.openapi(createSupportRequest, async (c) => {
    const body = c.req.valid('json');
    const userId = getOptionalAuth(c)?.user._id;
    const attempt = takeAttempt([
      userId === undefined
        ? { limiter: perAddress, key: clientAddress(c, deps.trustProxy) }
        : { limiter: perAccount, key: userId },
    ]);
    if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds, SUPPORT_MESSAGES.tooMany);
    const created = await deps.store.supportRequests.create({
      subject: body.subject,
      message: body.message,
      email: body.email,
      userId,
      createdAt: deps.clock().toISOString(),
    });
    return c.json(toDto(created), 201);
  });
}

import { createRoute, z } from '@hono/zod-openapi';
import { setTimeout as sleepFor } from 'node:timers/promises';
import { clientAddress } from '../auth/client-address.ts';
import {
  getDummyHash,
  hashPassword,
  needsRehash,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  verifyPassword,
} from '../auth/password.ts';
import { AttemptLimiter, takeAttempt, type AttemptPolicy } from '../auth/rate-limit.ts';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import {
  AppError,
  DuplicateKeyError,
  localizedCheck,
  tooManyRequests,
  unauthorized,
  type LocalizedText,
} from '../errors.ts';
import { NOTIFICATION_TEXTS } from '../notifications/messages.ts';
import type { NotificationService } from '../notifications/service.ts';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import type { User } from '../store/users.ts';
import { cleanText } from '../text.ts';
import { BEARER_SECURITY, errorResponse, errorResponses, toPublicUser, UserSchema } from './schemas.ts';

// ---------------------------------------------------------------------------------------------------
// Input schemas (they validate the body and document it in /openapi.json)

/** Trimmed and lower-cased, then checked as an e-mail address. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email().max(254))
  .openapi({ format: 'email', example: 'sara@example.com' });

/** Letters, digits, spaces and punctuation in any script (the free-text rule of api/src/text.ts). */
export const UsernameSchema = cleanText(z.string().trim().min(2).max(50)).openapi({
  description: 'Trimmed, 2-50 characters, no control characters or unpaired UTF-16 surrogates.',
  example: 'Sara Alqahtani',
});

/** 8 to 15 digits (E.164 allows at most 15), an optional leading +, spaces between digits. */
const PHONE = /^\+?[0-9][0-9 ]*$/;
const isPhone = (value: string) => {
  const digits = value.replace(/ /g, '').replace(/^\+/, '');
  return PHONE.test(value) && digits.length >= 8 && digits.length <= 15;
};

/** Optional; an empty string counts as not given. Stored without spaces. */
export const PhoneSchema = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || isPhone(value),
    localizedCheck({
      en: 'must be a phone number of 8 to 15 digits, optionally starting with + (for example +966 50 123 4567)',
      ar: 'يجب أن يكون رقم هاتف من 8 إلى 15 رقمًا، ويجوز أن يبدأ بعلامة + (مثل ‎+966 50 123 4567)',
    }),
  )
  .transform((value) => (value === '' ? undefined : value.replace(/ /g, '')))
  .openapi({
    description: '8 to 15 digits, optionally starting with +; spaces are allowed and removed.',
    example: '+966 50 123 4567',
  });

const PASSWORD_DESCRIPTION =
  `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters with at least one lowercase letter ` +
  '(a-z), one uppercase letter (A-Z), one digit (0-9) and one special character from !@#$%^&*. ' +
  'Each unmet rule is reported as its own issue on the field `password`.';

export const NewPasswordSchema = PASSWORD_RULES.reduce(
  (schema, rule) => schema.refine(rule.test, localizedCheck(rule.message)),
  z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
).openapi({ format: 'password', description: PASSWORD_DESCRIPTION, example: 'Str0ng!pass' });

export const SignUpSchema = z
  .object({
    username: UsernameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    phone: PhoneSchema.optional(),
  })
  .openapi('SignUp');

export const SignInSchema = z
  .object({
    email: EmailSchema,
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH).openapi({ format: 'password' }),
  })
  .openapi('SignIn');

const AuthPayloadSchema = z
  .object({
    user: UserSchema,
    accessToken: z.string().openapi({
      description:
        'JWT (HS256) valid for 7 days unless signed out. Send it as `Authorization: Bearer <accessToken>`.',
    }),
  })
  .openapi('AuthPayload');

// ---------------------------------------------------------------------------------------------------
// Rate limits (in the memory of this process; see docs/api.md)

export interface AuthRateLimits {
  /** Failed sign-ins per normalised e-mail (known or not: the same for both, no enumeration). */
  signInPerAccount: AttemptPolicy;
  /** Failed sign-ins per client address: far higher, since a whole school may share one address. */
  signInPerAddress: AttemptPolicy;
  /** Sign-up attempts (valid input) per client address: a whole school may sign up in one lesson. */
  signUpPerAddress: AttemptPolicy;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/**
 * One account is what a guesser attacks: 10 failures per 15 minutes, slowed from the 6th. One address
 * may be a school behind NAT, so its ceilings are sized for several hundred students in one lesson
 * (docs/decisions.md, "Issue 8: rate limits").
 */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signInPerAccount: {
    windowMs: FIFTEEN_MINUTES,
    slowAfter: 5,
    blockAfter: 10,
    baseDelayMs: 250,
    maxDelayMs: 2000,
  },
  signInPerAddress: {
    windowMs: ONE_HOUR,
    slowAfter: 200,
    blockAfter: 1000,
    baseDelayMs: 250,
    maxDelayMs: 2000,
  },
  signUpPerAddress: {
    windowMs: ONE_HOUR,
    slowAfter: Number.POSITIVE_INFINITY,
    blockAfter: 500,
    baseDelayMs: 0,
    maxDelayMs: 0,
  },
};

// ---------------------------------------------------------------------------------------------------
// Messages

export const AUTH_ROUTE_MESSAGES = {
  invalidCredentials: {
    en: 'The e-mail or password is incorrect',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  emailTaken: {
    en: 'An account with this e-mail already exists',
    ar: 'يوجد حساب مسجّل بهذا البريد الإلكتروني بالفعل',
  },
  tooManySignIns: {
    en: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
    ar: 'محاولات تسجيل دخول فاشلة كثيرة. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  },
  tooManySignUps: {
    en: 'Too many sign-up attempts from this network. Please try again later.',
    ar: 'محاولات إنشاء حساب كثيرة من هذه الشبكة. يرجى المحاولة لاحقًا.',
  },
} as const satisfies Record<string, LocalizedText>;

const emailTaken = (cause?: unknown) =>
  new AppError(409, AUTH_ROUTE_MESSAGES.emailTaken, {
    issues: [
      {
        field: 'email',
        message: { en: 'email is already registered', ar: 'الحقل email مسجّل لحساب آخر' },
      },
    ],
    cause,
  });

// ---------------------------------------------------------------------------------------------------
// Routes

const signUp = createRoute({
  method: 'post',
  path: '/sign-up',
  tags: ['Auth'],
  summary: 'Create a student account and sign in',
  description:
    'New accounts have `roles: ["user"]` and `hasOnBoarded: false`. Limited to 500 attempts per hour per ' +
    'client address, enough for a school behind one address (429 with Retry-After).',
  request: { body: { required: true, content: { 'application/json': { schema: SignUpSchema } } } },
  responses: {
    201: {
      description: 'Created and signed in.',
      content: { 'application/json': { schema: AuthPayloadSchema } },
    },
    ...errorResponses(400, 413, 415, 429, 500),
    409: errorResponse('An account with this e-mail already exists.'),
  },
});

const signIn = createRoute({
  method: 'post',
  path: '/sign-in',
  tags: ['Auth'],
  summary: 'Sign in with e-mail and password',
  description:
    'Any role may sign in here (the student app itself refuses roles other than `user`). Failures are ' +
    'limited per e-mail (slowed after 5, refused after 10 in 15 minutes) and per client address (slowed ' +
    'after 200, refused after 1,000 in an hour), with 429 and Retry-After.',
  request: { body: { required: true, content: { 'application/json': { schema: SignInSchema } } } },
  responses: {
    200: { description: 'Signed in.', content: { 'application/json': { schema: AuthPayloadSchema } } },
    ...errorResponses(400, 413, 415, 429, 500),
    401: errorResponse('Wrong e-mail or password (the same answer for both).'),
  },
});

const signOut = createRoute({
  method: 'post',
  path: '/sign-out',
  tags: ['Auth'],
  summary: 'Sign out: revoke this access token',
  security: BEARER_SECURITY,
  responses: {
    204: { description: 'Signed out; the token gets 401 from now on.' },
    ...errorResponses(401, 500),
  },
});

export interface AuthRoutesDeps {
  store: Store;
  auth: AuthService;
  clock: () => Date;
  notifications: NotificationService;
  /** Read the client address from X-Forwarded-For (TRUST_PROXY). */
  trustProxy: boolean;
  rateLimits?: Partial<AuthRateLimits>;
  /** How sign-in waits when slowed; tests pass one that records instead of sleeping. */
  sleep?: (ms: number) => Promise<void>;
}

export function authRoutes(deps: AuthRoutesDeps) {
  const limits = { ...DEFAULT_AUTH_RATE_LIMITS, ...deps.rateLimits };
  const now = () => deps.clock().getTime();
  const perAccount = new AttemptLimiter(limits.signInPerAccount, now);
  const perAddress = new AttemptLimiter(limits.signInPerAddress, now);
  const signUpsPerAddress = new AttemptLimiter(limits.signUpPerAddress, now);
  const sleep = deps.sleep ?? ((ms: number) => sleepFor(ms));
  // Computed now, so the first sign-in with an unknown e-mail does not pay for it.
  getDummyHash().catch(() => undefined);

  const router = createRouter();
  router.use('/sign-out', requireAuth(deps.auth));

  return router
    .openapi(signUp, async (c) => {
      c.header('Cache-Control', 'no-store');
      const attempt = takeAttempt([{ limiter: signUpsPerAddress, key: clientAddress(c, deps.trustProxy) }]);
      if (!attempt.allowed)
        throw tooManyRequests(attempt.retryAfterSeconds, AUTH_ROUTE_MESSAGES.tooManySignUps);

      const body = c.req.valid('json');
      if (await deps.store.users.findByEmail(body.email)) throw emailTaken();
      const passwordHash = await hashPassword(body.password);
      let user: User;
      try {
        user = await deps.store.users.create({
          username: body.username,
          email: body.email,
          phone: body.phone,
          passwordHash,
          roles: ['user'],
          hasOnBoarded: false,
          createdAt: deps.clock().toISOString(),
        });
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw emailTaken(error); // lost a race with another sign-up
        throw error;
      }
      const { accessToken } = await deps.auth.issue(user);
      await deps.notifications.notifyQuietly(user._id, {
        type: 'notification',
        message: NOTIFICATION_TEXTS.welcome(user.username),
      });
      return c.json({ user: toPublicUser(user), accessToken }, 201);
    })
    .openapi(signIn, async (c) => {
      c.header('Cache-Control', 'no-store');
      const { email, password } = c.req.valid('json');
      const address = clientAddress(c, deps.trustProxy);
      const attempt = takeAttempt([
        { limiter: perAccount, key: email },
        { limiter: perAddress, key: address },
      ]);
      if (!attempt.allowed)
        throw tooManyRequests(attempt.retryAfterSeconds, AUTH_ROUTE_MESSAGES.tooManySignIns);
      if (attempt.delayMs > 0) await sleep(attempt.delayMs);

      // Unknown e-mail and wrong password do the same work (one argon2 verify) and give the same answer.
      const dummyHash = await getDummyHash();
      const user = await deps.store.users.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? dummyHash, password);
      if (!user || !valid) throw unauthorized(AUTH_ROUTE_MESSAGES.invalidCredentials);

      // Success: the account starts afresh; this attempt no longer counts against the address.
      perAccount.reset(email);
      perAddress.forgive(address, attempt.stamps[1] ?? 0);
      if (needsRehash(user.passwordHash)) {
        await deps.store.users.setPasswordHash(
          user._id,
          await hashPassword(password),
          deps.clock().toISOString(),
        );
      }
      const { accessToken } = await deps.auth.issue(user);
      return c.json({ user: toPublicUser(user), accessToken }, 200);
    })
    .openapi(signOut, async (c) => {
      await deps.auth.revoke(getAuth(c).session._id);
      return c.body(null, 204);
    });
}

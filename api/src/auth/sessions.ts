/**
 * Access tokens and sessions. A token is a JWT (HS256, `hono/jwt`) with `sub` (user id), `sid`
 * (session id), `iat` and `exp` (7 days). Every issued token has a stored session; a request is
 * authenticated only when the signature and `exp` check out AND the session exists, belongs to `sub`,
 * has not expired and has not been revoked (sign-out). So a revoked token stops working at once,
 * everywhere, including long-lived streams that re-check `isSessionActive`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { sign, verify } from 'hono/jwt';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { MESSAGES, unauthorized, type LocalizedText } from '../errors.ts';
import type { AppEnv } from '../router.ts';
import type { Store } from '../store/index.ts';
import type { Session } from '../store/sessions.ts';
import type { User } from '../store/users.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** How many verified tokens' claims are remembered (oldest forgotten first). */
const VERIFIED_TOKEN_CACHE = 10_000;

/** Expired sessions are deleted (at most hourly, on sign-in) once they are this old. */
const EXPIRED_SESSION_RETENTION_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export const AUTH_MESSAGES = {
  signInRequired: MESSAGES.unauthorized,
  sessionEnded: {
    en: 'Your session has ended. Please sign in again.',
    ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  },
} as const satisfies Record<string, LocalizedText>;

/** Who is calling: set by requireAuth / optionalAuth, read with getAuth. */
export interface AuthInfo {
  user: User;
  session: Session;
}

/** Hono variables added by the auth middleware (part of AppEnv). */
export interface AuthVariables {
  auth: AuthInfo | undefined;
}

export interface IssuedToken {
  accessToken: string;
  session: Session;
}

export interface AuthService {
  /** Starts a session for the user and signs its access token. */
  issue(user: User): Promise<IssuedToken>;
  /** The user and session behind a token; throws a 401 AppError ("session ended") otherwise. */
  authenticate(token: string): Promise<AuthInfo>;
  /** Whether a session still authenticates requests (streams re-check this while open). */
  isSessionActive(sessionId: string): Promise<boolean>;
  /** Sign-out: the session's token gets 401 from now on. */
  revoke(sessionId: string): Promise<void>;
}

export interface AuthServiceDeps {
  store: Pick<Store, 'users' | 'sessions'>;
  secret: string;
  clock: () => Date;
  logger?: Logger;
}

const sessionEnded = () => unauthorized(AUTH_MESSAGES.sessionEnded);

function isActive(session: Session | null, now: Date): session is Session {
  return session !== null && session.revokedAt === undefined && session.expiresAt > now.toISOString();
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  let lastSweep = 0;

  function sweepExpiredSessions(now: Date): void {
    if (now.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now.getTime();
    const before = new Date(now.getTime() - EXPIRED_SESSION_RETENTION_MS).toISOString();
    deps.store.sessions.deleteExpired(before).catch((err: unknown) => {
      deps.logger?.warn({ err }, 'Deleting expired sessions failed');
    });
  }

  // A token's signature is checked once: the claims of recently verified tokens are kept (a token is
  // the same string on every request of a session). Everything that can change, expiry against the
  // clock, the session (sign-out) and the user, is still checked on every request. Verifying the
  // HMAC with hono/jwt costs 30-55 µs, which at 100 connections was most of a signed-in request.
  const verifiedClaims = new Map<string, Record<string, unknown>>();
  const rememberClaims = (token: string, claims: Record<string, unknown>) => {
    if (verifiedClaims.size >= VERIFIED_TOKEN_CACHE) {
      const oldest = verifiedClaims.keys().next().value;
      if (oldest !== undefined) verifiedClaims.delete(oldest);
    }
    verifiedClaims.set(token, claims);
  };

  return {
    async issue(user) {
      const now = deps.clock();
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
      const session = await deps.store.sessions.create({
        _id: randomUUID(),
        userId: user._id,
        createdAt: now.toISOString(),
        expiresAt: new Date(exp * 1000).toISOString(),
      });
      const accessToken = await sign({ sub: user._id, sid: session._id, iat, exp }, deps.secret, 'HS256');
      sweepExpiredSessions(now);
      return { accessToken, session };
    },

    async authenticate(token) {
      let claims = verifiedClaims.get(token);
      if (claims === undefined) {
        try {
          // Time claims are checked below against the app's clock (injectable in tests).
          claims = await verify(token, deps.secret, { alg: 'HS256', exp: false, iat: false, nbf: false });
        } catch {
          throw sessionEnded();
        }
        rememberClaims(token, claims);
      }
      const { sub, sid, exp } = claims;
      const now = deps.clock();
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') throw sessionEnded();
      if (exp * 1000 <= now.getTime()) throw sessionEnded();

      const session = await deps.store.sessions.findById(sid);
      if (!isActive(session, now) || session.userId !== sub) throw sessionEnded();
      const user = await deps.store.users.findById(sub);
      if (!user) throw sessionEnded();
      return { user, session };
    },

    async isSessionActive(sessionId) {
      return isActive(await deps.store.sessions.findById(sessionId), deps.clock());
    },

    async revoke(sessionId) {
      await deps.store.sessions.revoke(sessionId, deps.clock().toISOString());
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Middleware

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header === undefined ? null : /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i.exec(header);
  return match?.[1];
}

/**
 * Protects a router or route: no bearer token -> 401 "Please sign in"; a token that does not
 * authenticate (bad signature, expired, revoked, unknown user) -> 401 "Your session has ended".
 * Use: `router.use('*', requireAuth(deps.auth))`, then `getAuth(c)` in the handler.
 */
export function requireAuth(auth: AuthService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (token === undefined) throw unauthorized(AUTH_MESSAGES.signInRequired);
    c.set('auth', await auth.authenticate(token));
    await next();
  };
}

/**
 * For routes open to everyone that attach the user when there is one: no Authorization header ->
 * anonymous; a header that does not authenticate -> 401 (so the client learns its session ended).
 */
export function optionalAuth(auth: AuthService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.header('authorization') !== undefined) {
      const token = bearerToken(c);
      if (token === undefined) throw unauthorized(AUTH_MESSAGES.signInRequired);
      c.set('auth', await auth.authenticate(token));
    }
    await next();
  };
}

/** The signed-in caller, in a handler behind requireAuth (throws 401 if the middleware is missing). */
export function getAuth(c: Context<AppEnv>): AuthInfo {
  const info = c.get('auth');
  if (!info) throw unauthorized(AUTH_MESSAGES.signInRequired);
  return info;
}

/** The caller behind optionalAuth, or undefined when anonymous. */
export function getOptionalAuth(c: Context<AppEnv>): AuthInfo | undefined {
  return c.get('auth');
}

import path from 'node:path';
import { z } from 'zod';

/** Log levels accepted by pino; `silent` turns logging off (tests). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The loopback names a developer may open the app on: each is its own origin to a browser. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The ports of the shell and the five remotes (their standalone harnesses call the API too), with the
 * variables that move them (shared-ui/build/ports.mjs reads the same ones).
 */
export const APP_PORTS = {
  SHELL_PORT: 3000,
  MFE_MARKETING_PORT: 3001,
  MFE_LEARNING_PORT: 3002,
  MFE_CHAT_PORT: 3003,
  MFE_MATERIALS_PORT: 3004,
  MFE_SETTINGS_PORT: 3005,
} as const;

/**
 * The origins allowed without CORS_ORIGINS: the shell and the remotes on their ports, on every
 * loopback name (the app opened at http://127.0.0.1:3000 calls the API from that origin, not from
 * http://localhost:3000). Ports moved by SHELL_PORT and the others move them.
 */
export function defaultCorsOrigins(ports: readonly number[] = Object.values(APP_PORTS)): string[] {
  return LOOPBACK_HOSTS.flatMap((host) => ports.map((port) => `http://${host}:${port}`));
}

export const DEFAULT_CORS_ORIGINS: readonly string[] = defaultCorsOrigins();

const appPort = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int({ error: 'must be a whole number between 1 and 65535' })
    .min(1, { error: 'must be a whole number between 1 and 65535' })
    .max(65535, { error: 'must be a whole number between 1 and 65535' })
    .default(fallback);

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the embedded store's folder. */
  dataDir: string;
  /** When set, the MongoDB adapter is used instead of the embedded store. */
  mongodbUri: string | undefined;
  mongodbDb: string;
  corsOrigins: string[];
  logLevel: LogLevel;
  /**
   * Secret that signs access tokens. Unset with the embedded store: one is generated into
   * `DATA_DIR/jwt-secret` on first start. Required with MongoDB (every API process must share it).
   */
  jwtSecret: string | undefined;
  /** Take the client address from X-Forwarded-For (last entry): only behind one trusted reverse proxy. */
  trustProxy: boolean;
  openai: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  /** The tutor: messages (sends and regenerations) each student may ask for per Riyadh calendar day. */
  tutor: { dailyMessages: number };
  /** Study materials: bytes each student may store (MATERIALS_QUOTA_MB). */
  materials: { quotaBytes: number };
  smtpUrl: string | undefined;
  /** Sender of notification e-mails (SMTP and the outbox). */
  mailFrom: string;
}

/** Thrown by loadConfig; its message lists every invalid variable, one per line, without echoing values. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Default of TUTOR_DAILY_MESSAGES: generous for study, a bound on what one student can cost. */
export const DEFAULT_TUTOR_DAILY_MESSAGES = 200;
export const MAX_TUTOR_DAILY_MESSAGES = 1_000_000;

/** Default of MATERIALS_QUOTA_MB (materials/limits.ts DEFAULT_MATERIALS_QUOTA_BYTES, in MB). */
export const DEFAULT_MATERIALS_QUOTA_MB = 500;
export const MAX_MATERIALS_QUOTA_MB = 1_000_000;

/** `.invalid` (RFC 2606) cannot exist, so a reply to the default sender bounces rather than reaching anyone. */
export const DEFAULT_MAIL_FROM = 'Nibras <no-reply@nibras.invalid>';

const urlWithProtocols = (protocols: readonly string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const origin = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
    } catch {
      return false;
    }
  },
  { error: 'must be a list of origins such as http://localhost:3000 (scheme, host and port, no path)' },
);

const envSchema = z.object({
  API_PORT: z.coerce
    .number({ error: 'must be a whole number between 0 and 65535' })
    .int({ error: 'must be a whole number between 0 and 65535' })
    .min(0, { error: 'must be a whole number between 0 and 65535' })
    .max(65535, { error: 'must be a whole number between 0 and 65535' })
    .default(8787),
  API_HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  MONGODB_URI: urlWithProtocols(['mongodb:', 'mongodb+srv:']).optional(),
  MONGODB_DB: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/, { error: 'must be 1-63 letters, digits, "_" or "-"' })
    .default('nibras'),
  CORS_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .pipe(z.array(origin).min(1, { error: 'must list at least one origin' }))
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  OPENAI_BASE_URL: urlWithProtocols(['http:', 'https:']).optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().optional(),
  TUTOR_DAILY_MESSAGES: z.coerce
    .number({ error: `must be a whole number between 1 and ${MAX_TUTOR_DAILY_MESSAGES}` })
    .int({ error: `must be a whole number between 1 and ${MAX_TUTOR_DAILY_MESSAGES}` })
    .min(1, { error: `must be a whole number between 1 and ${MAX_TUTOR_DAILY_MESSAGES}` })
    .max(MAX_TUTOR_DAILY_MESSAGES, {
      error: `must be a whole number between 1 and ${MAX_TUTOR_DAILY_MESSAGES}`,
    })
    .default(DEFAULT_TUTOR_DAILY_MESSAGES),
  MATERIALS_QUOTA_MB: z.coerce
    .number({ error: `must be a whole number between 1 and ${MAX_MATERIALS_QUOTA_MB}` })
    .int({ error: `must be a whole number between 1 and ${MAX_MATERIALS_QUOTA_MB}` })
    .min(1, { error: `must be a whole number between 1 and ${MAX_MATERIALS_QUOTA_MB}` })
    .max(MAX_MATERIALS_QUOTA_MB, { error: `must be a whole number between 1 and ${MAX_MATERIALS_QUOTA_MB}` })
    .default(DEFAULT_MATERIALS_QUOTA_MB),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  SHELL_PORT: appPort(APP_PORTS.SHELL_PORT),
  MFE_MARKETING_PORT: appPort(APP_PORTS.MFE_MARKETING_PORT),
  MFE_LEARNING_PORT: appPort(APP_PORTS.MFE_LEARNING_PORT),
  MFE_CHAT_PORT: appPort(APP_PORTS.MFE_CHAT_PORT),
  MFE_MATERIALS_PORT: appPort(APP_PORTS.MFE_MATERIALS_PORT),
  MFE_SETTINGS_PORT: appPort(APP_PORTS.MFE_SETTINGS_PORT),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      error: 'must be an e-mail address, optionally with a name: Nibras <no-reply@nibras.example>',
    })
    .default(DEFAULT_MAIL_FROM),
});

type EnvKey = keyof typeof envSchema.shape;
const ENV_KEYS = Object.keys(envSchema.shape) as EnvKey[];

/**
 * Reads the API's configuration from environment variables. Pure: same input, same output.
 * Empty strings count as unset (as `FOO=` in a .env file would). Throws ConfigError listing every
 * bad variable at once. `cwd` resolves a relative DATA_DIR.
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
  cwd: string = process.cwd(),
): Config {
  const input: Partial<Record<EnvKey, string>> = {};
  for (const key of ENV_KEYS) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') input[key] = value.trim();
  }

  const result = envSchema.safeParse(input);
  const problems = new Map<string, string>();
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'environment');
      if (!problems.has(key)) problems.set(key, `${key} ${issue.message}`);
    }
  }
  // With MongoDB several API processes may serve the same users: a secret generated by one of them
  // (as the embedded store does) would not verify the others' tokens.
  if (
    input.MONGODB_URI !== undefined &&
    input.JWT_SECRET === undefined &&
    !problems.has('MONGODB_URI') &&
    !problems.has('JWT_SECRET')
  ) {
    problems.set(
      'JWT_SECRET',
      'JWT_SECRET must be set when MONGODB_URI is set (at least 32 characters, the same for every API process)',
    );
  }
  if (!result.success || problems.size > 0) throw new ConfigError([...problems.values()]);

  const e = result.data;
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    mongodbUri: e.MONGODB_URI,
    mongodbDb: e.MONGODB_DB,
    corsOrigins:
      e.CORS_ORIGINS ??
      defaultCorsOrigins([
        e.SHELL_PORT,
        e.MFE_MARKETING_PORT,
        e.MFE_LEARNING_PORT,
        e.MFE_CHAT_PORT,
        e.MFE_MATERIALS_PORT,
        e.MFE_SETTINGS_PORT,
      ]),
    logLevel: e.LOG_LEVEL,
    jwtSecret: e.JWT_SECRET,
    trustProxy: e.TRUST_PROXY,
    openai: { baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL },
    tutor: { dailyMessages: e.TUTOR_DAILY_MESSAGES },
    materials: { quotaBytes: e.MATERIALS_QUOTA_MB * 1024 * 1024 },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
  };
}

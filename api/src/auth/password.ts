/**
 * Password hashing: argon2id through @node-rs/argon2 (prebuilt native binaries from npm, no install
 * script). The work happens on libuv's thread pool, so the event loop stays free while hashing.
 */
import { hash, parseOptions, verify, type Options } from '@node-rs/argon2';

/**
 * The one place that sets the cost. OWASP's Password Storage Cheat Sheet lists equivalent minimums
 * for argon2id (m=47104 KiB t=1, m=19456 KiB t=2, ...); this uses the larger memory of the first with
 * the passes of the second, so it is above every listed minimum: about 80 ms of CPU per hash on the
 * 2-core development machine (bench/argon2.mjs, November 28). Peak memory is 46 MiB per concurrent hash (at most
 * UV_THREADPOOL_SIZE, 4 by default, at once).
 * `algorithm: 2` is Algorithm.Argon2id (a const enum, which erasable TypeScript cannot import).
 */
export const ARGON2_OPTIONS = {
  algorithm: 2,
  memoryCost: 47104,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/**
 * For test runs only: argon2id with the least work (1 MiB, one pass), chosen by
 * `NIBRAS_PASSWORD_HASHING=test` (the jest presets and the e2e suite set it). The code path is the
 * same (argon2id, salts, verify, rehash); only the cost differs. Measured here: about 80 ms of CPU
 * per hash with ARGON2_OPTIONS, which the test suites paid thousands of times (each test's student
 * signs up): the API's auth tests took 27 s instead of 11. Refused when NODE_ENV is production.
 */
export const TEST_ARGON2_OPTIONS = {
  algorithm: 2,
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
} as const satisfies Options;

/** The parameters a process hashes with, from its environment (see TEST_ARGON2_OPTIONS). */
export function passwordHashingFor(env: NodeJS.ProcessEnv): Options {
  const choice = env.NIBRAS_PASSWORD_HASHING;
  if (choice === undefined || choice === '' || choice === 'standard') return ARGON2_OPTIONS;
  if (choice !== 'test') {
    throw new Error(`NIBRAS_PASSWORD_HASHING must be "standard" or "test", got "${choice}"`);
  }
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'NIBRAS_PASSWORD_HASHING=test weakens password hashing: it is refused when NODE_ENV=production',
    );
  }
  return TEST_ARGON2_OPTIONS;
}

/** What this process hashes with: ARGON2_OPTIONS unless a test run chose TEST_ARGON2_OPTIONS. */
export const PASSWORD_HASHING: Options = passwordHashingFor(process.env);

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASHING);
}

/** False (never a throw) for a wrong password or a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters than PASSWORD_HASHING (rehash on next sign-in). */
export function needsRehash(passwordHash: string): boolean {
  try {
    const used = parseOptions(passwordHash);
    return (
      used.algorithm !== PASSWORD_HASHING.algorithm ||
      used.memoryCost !== PASSWORD_HASHING.memoryCost ||
      used.timeCost !== PASSWORD_HASHING.timeCost ||
      used.parallelism !== PASSWORD_HASHING.parallelism
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password made with PASSWORD_HASHING, computed once per process. Sign-in verifies
 * against it when no account has the e-mail, so an unknown e-mail costs the same argon2 work as a
 * wrong password and the response time does not tell whether an account exists.
 */
export function getDummyHash(): Promise<string> {
  if (!dummyHash) {
    dummyHash = hashPassword(crypto.randomUUID());
    dummyHash.catch(() => (dummyHash = undefined));
  }
  return dummyHash;
}

// ---------------------------------------------------------------------------------------------------
// Password rules (sign-up, account CLI). The front end shows the same checklist (spec section 5).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export interface PasswordRule {
  id: 'lowercase' | 'uppercase' | 'digit' | 'special';
  test: (password: string) => boolean;
  /** Predicate following the field name, as in the API's other validation messages. */
  message: { en: string; ar: string };
}

/** The character rules, each with its own message (the length rule uses zod's min/max messages). */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'lowercase',
    test: (p) => /[a-z]/.test(p),
    message: {
      en: 'must contain at least one lowercase letter (a-z)',
      ar: 'يجب أن يحتوي على حرف إنجليزي صغير واحد على الأقل (a-z)',
    },
  },
  {
    id: 'uppercase',
    test: (p) => /[A-Z]/.test(p),
    message: {
      en: 'must contain at least one uppercase letter (A-Z)',
      ar: 'يجب أن يحتوي على حرف إنجليزي كبير واحد على الأقل (A-Z)',
    },
  },
  {
    id: 'digit',
    test: (p) => /[0-9]/.test(p),
    message: {
      en: 'must contain at least one digit (0-9)',
      ar: 'يجب أن يحتوي على رقم واحد على الأقل (0-9)',
    },
  },
  {
    id: 'special',
    test: (p) => /[!@#$%^&*]/.test(p),
    message: {
      en: `must contain at least one special character from ${PASSWORD_SPECIAL_CHARACTERS}`,
      ar: `يجب أن يحتوي على رمز خاص واحد على الأقل من ${PASSWORD_SPECIAL_CHARACTERS}`,
    },
  },
];

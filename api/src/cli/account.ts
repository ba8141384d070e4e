/**
 * Creates an account (any role) in the store the API is configured with: the same DATA_DIR /
 * MONGODB_URI / MONGODB_DB environment variables. For testing and for staff accounts, which cannot
 * sign up through the API (sign-up always gives `roles: ['user']`).
 *
 *   npm run account -w @nibras/api -- --role admin --email admin@example.com \
 *     --password 'Str0ng!pass' --username 'Admin' [--onboarded] [--if-missing]
 *
 * With the embedded store, run it while the API is stopped: the API holds the data folder's lock.
 */
import { hashPassword } from '../auth/password.ts';
import { DuplicateKeyError, validationError } from '../errors.ts';
import { SignUpSchema } from '../routes/auth.ts';
import type { Store } from '../store/index.ts';
import { ROLES, type Role } from '../store/users.ts';
import { EXIT_FAILED, parseOptions, runCommand, UsageError } from './run.ts';

const USAGE = `Usage: npm run account -w @nibras/api -- [options]
       node src/cli/account.ts [options]        (from api/)

Creates an account in the configured store (DATA_DIR, or MONGODB_URI when set).

Required:
  --email <address>        e-mail used to sign in (stored trimmed and lower-cased)
  --username <name>        2 to 50 characters
  --password <password>    8-128 characters with a lowercase letter, an uppercase letter, a digit
                           and one of !@#$%^&*; or set ACCOUNT_PASSWORD instead (keeps it out of
                           the process list)
Optional:
  --role <role>            one of ${ROLES.join(', ')};
                           repeat for several roles (default: user)
  --phone <number>         8 to 15 digits, optionally starting with +
  --onboarded              mark the account as having completed onboarding
  --if-missing             succeed without changes when the e-mail already has an account
  --help                   show this text

With the embedded store, stop the API first: it holds the data folder's lock.
Exit codes: 0 created (or already there with --if-missing), 1 failed, 2 invalid arguments.`;

interface AccountArgs {
  email: string;
  username: string;
  password: string;
  phone: string | undefined;
  roles: Role[];
  onboarded: boolean;
  ifMissing: boolean;
}

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

function parse(argv: string[], env: NodeJS.ProcessEnv): AccountArgs | 'help' {
  const values = parseOptions(argv, {
    email: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    phone: { type: 'string' },
    role: { type: 'string', multiple: true },
    onboarded: { type: 'boolean', default: false },
    'if-missing': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  });
  if (values.help) return 'help';

  const problems: string[] = [];
  const roles = [...new Set(values.role ?? ['user'])];
  for (const role of roles) {
    if (!isRole(role)) problems.push(`--role must be one of ${ROLES.join(', ')} (got "${role}")`);
  }
  const password = values.password ?? env.ACCOUNT_PASSWORD;
  const input = { email: values.email, username: values.username, password, phone: values.phone };
  const result = SignUpSchema.safeParse(input);
  if (!result.success) {
    // The API's own validation messages, with the option names.
    for (const issue of validationError(result.error, 'json', input).issues ?? []) {
      problems.push(`--${issue.message.en}`);
    }
  }
  if (problems.length > 0 || !result.success) {
    throw new UsageError(`invalid arguments:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }

  return {
    email: result.data.email,
    username: result.data.username,
    password: result.data.password,
    phone: result.data.phone,
    roles: roles.filter(isRole),
    onboarded: values.onboarded,
    ifMissing: values['if-missing'],
  };
}

async function createAccount(store: Store, args: AccountArgs): Promise<number> {
  const existing = await store.users.findByEmail(args.email);
  if (existing) {
    if (args.ifMissing) {
      console.info(
        `nibras-account: ${existing.email} already has an account (roles: ${existing.roles.join(', ')}); nothing to do`,
      );
      return 0;
    }
    console.error(`nibras-account: an account with the e-mail ${existing.email} already exists`);
    return EXIT_FAILED;
  }
  try {
    const user = await store.users.create({
      username: args.username,
      email: args.email,
      phone: args.phone,
      passwordHash: await hashPassword(args.password),
      roles: args.roles,
      hasOnBoarded: args.onboarded,
      createdAt: new Date().toISOString(),
    });
    console.info(
      `nibras-account: created ${user.email} (id ${user._id}, roles: ${user.roles.join(', ')}, ` +
        `onboarded: ${String(user.hasOnBoarded)}) in the ${store.kind} store`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DuplicateKeyError) {
      if (args.ifMissing) return 0;
      console.error(`nibras-account: an account with the e-mail ${args.email} already exists`);
      return EXIT_FAILED;
    }
    throw error;
  }
}

runCommand<AccountArgs>({
  name: 'nibras-account',
  usage: USAGE,
  parse: (argv) => parse(argv, process.env),
  run: (store, args) => createAccount(store, args),
});

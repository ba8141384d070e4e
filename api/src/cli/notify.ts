/**
 * Sends one notification to a student through the API's own notify() (the same toggles, storage,
 * live delivery and e-mail), in the store the API is configured with: DATA_DIR, or MONGODB_URI.
 * For QA (try the navbar's dropdown) and for operators (announce maintenance to one student).
 *
 *   npm run notify -w @nibras/api -- --email student@example.com \
 *     --en 'Your quiz is ready.' --ar 'اختبارك جاهز.' [--type progress] [--category quizzes]
 *
 * With MongoDB the running API processes hear of it through their change streams and deliver it at
 * once. With the embedded store, run it while the API is stopped (the API holds the data folder's
 * lock); students connected before get it when their stream resumes (Last-Event-ID).
 */
import type { Config } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createNotificationHub } from '../notifications/hub.ts';
import { createConfiguredMailer } from '../notifications/mailer.ts';
import { createNotificationService } from '../notifications/service.ts';
import type { Store } from '../store/index.ts';
import { NOTIFICATION_TYPES, type NotificationType } from '../store/notifications.ts';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '../store/settings.ts';
import { EXIT_FAILED, parseOptions, runCommand, UsageError } from './run.ts';

const MAX_MESSAGE = 500;

const USAGE = `Usage: npm run notify -w @nibras/api -- [options]
       node src/cli/notify.ts [options]        (from api/)

Sends a notification to one student in the configured store (DATA_DIR, or MONGODB_URI when set),
following the student's notification settings, as the API does.

Required:
  --email <address>        the student's e-mail
  --en <text>              the message in English (1 to ${MAX_MESSAGE} characters)
  --ar <text>              the message in Arabic (1 to ${MAX_MESSAGE} characters)
Optional:
  --type <type>            one of ${NOTIFICATION_TYPES.join(', ')} (default: notification)
  --category <toggle>      the setting that governs it: ${NOTIFICATION_CATEGORIES.join(', ')}
                           (default: the type's own)
  --help                   show this text

With the embedded store, stop the API first: it holds the data folder's lock.
Exit codes: 0 sent (or stored muted when the student switched the category off), 1 failed,
2 invalid arguments.`;

interface NotifyArgs {
  email: string;
  type: NotificationType;
  category: NotificationCategory | undefined;
  en: string;
  ar: string;
}

const isType = (value: string): value is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value);
const isCategory = (value: string): value is NotificationCategory =>
  (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);

function parse(argv: string[]): NotifyArgs | 'help' {
  const values = parseOptions(argv, {
    email: { type: 'string' },
    en: { type: 'string' },
    ar: { type: 'string' },
    type: { type: 'string', default: 'notification' },
    category: { type: 'string' },
    help: { type: 'boolean', default: false },
  });
  if (values.help) return 'help';

  const problems: string[] = [];
  const email = values.email?.trim().toLowerCase() ?? '';
  if (!email) problems.push('--email is required');
  const text = (name: 'en' | 'ar') => {
    const value = values[name]?.trim() ?? '';
    if (!value) problems.push(`--${name} is required`);
    else if (value.length > MAX_MESSAGE) problems.push(`--${name} must be at most ${MAX_MESSAGE} characters`);
    return value;
  };
  const en = text('en');
  const ar = text('ar');
  const type = values.type;
  if (!isType(type)) problems.push(`--type must be one of ${NOTIFICATION_TYPES.join(', ')} (got "${type}")`);
  const category = values.category;
  if (category !== undefined && !isCategory(category)) {
    problems.push(`--category must be one of ${NOTIFICATION_CATEGORIES.join(', ')} (got "${category}")`);
  }
  if (problems.length > 0 || !isType(type) || (category !== undefined && !isCategory(category))) {
    throw new UsageError(`invalid arguments:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return { email, type, category, en, ar };
}

async function send(store: Store, args: NotifyArgs, config: Config): Promise<number> {
  const user = await store.users.findByEmail(args.email);
  if (!user) {
    console.error(`nibras-notify: no account has the e-mail ${args.email}`);
    return EXIT_FAILED;
  }
  const logger = createLogger('error');
  const service = createNotificationService({
    store,
    hub: createNotificationHub(store, logger),
    mailer: createConfiguredMailer(config),
    logger,
  });
  try {
    const sent = await service.notify(user._id, {
      type: args.type,
      ...(args.category ? { category: args.category } : {}),
      message: { en: args.en, ar: args.ar },
    });
    console.info(
      sent.seen
        ? `nibras-notify: stored ${sent._id} for ${user.email} as read: the student switched this category off`
        : `nibras-notify: sent ${sent._id} (${sent.type}) to ${user.email} in the ${store.kind} store`,
    );
    return 0;
  } finally {
    await service.close();
  }
}

runCommand<NotifyArgs>({ name: 'nibras-notify', usage: USAGE, parse, run: send });

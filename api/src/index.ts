// First: V8 settings that must hold before the store loads (see the module).
import './v8-flags.ts';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { resolveJwtSecret } from './auth/secret.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createLogger } from './logger.ts';
import { createExtractionPool } from './materials/extract/pool.ts';
import { createExtractionQueue } from './materials/jobs.ts';
import { createNotificationHub } from './notifications/hub.ts';
import { createConfiguredMailer } from './notifications/mailer.ts';
import { createNotificationService } from './notifications/service.ts';
import { startReviewReminders } from './review/reminders.ts';
import { openStore } from './store/index.ts';
import { createTutorProvider } from './tutor/index.ts';

// Entry point: read config, open the store, serve. Everything else lives in createApp(deps).

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`nibras-api: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.logLevel);

const store = await openStore(config, {
  onRecovery: (recovery) => logger.warn(recovery, 'Cut a torn last line off a datafile (interrupted write)'),
}).catch((error: unknown) => {
  logger.fatal({ err: error }, 'Cannot open the store');
  process.exit(1);
});

// After the store: its lock makes this process the only one that may generate DATA_DIR/jwt-secret.
const jwtSecret = await resolveJwtSecret(config).catch(async (error: unknown) => {
  logger.fatal({ err: error }, 'Cannot read or create the token secret');
  await store.close().catch(() => undefined);
  process.exit(1);
});

// Notifications: change streams with MongoDB (every process delivers to its own streams), in-process
// otherwise; e-mail through SMTP_URL, or into DATA_DIR/outbox.
const notifications = createNotificationService({
  store,
  hub: createNotificationHub(store, logger),
  mailer: createConfiguredMailer(config),
  logger,
});
// Spaced review: once a Riyadh day, in the late afternoon, students with cards due are reminded.
const reviewReminders = startReviewReminders({ store, notifications, logger });
const shutdownController = new AbortController();
// The tutor: the OpenAI-compatible provider when OPENAI_BASE_URL or OPENAI_API_KEY is set, else the
// offline study engine.
const tutor = createTutorProvider(config, { store, logger });
// Study materials: each uploaded file's text is read in the background by a pool of worker threads;
// the jobs live in the store, and those a restart interrupted are resumed once the server listens.
const extractionPool = createExtractionPool({ logger });
const extraction = createExtractionQueue({ store, pool: extractionPool, logger });

const app = createApp({
  config,
  store,
  logger,
  jwtSecret,
  notifications,
  signal: shutdownController.signal,
  tutor,
  tutorDailyMessages: config.tutor.dailyMessages,
  materials: {
    quotaBytes: config.materials.quotaBytes,
    hooks: { onUploaded: (fileIds) => fileIds.forEach((id) => extraction.enqueue(id)) },
  },
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  logger.info(
    {
      url: `http://${host}:${info.port}`,
      port: info.port,
      store: store.kind,
      notifications: notifications.hub.kind,
      mail: config.smtpUrl ? 'smtp' : 'outbox',
      tutor: tutor.info,
    },
    `Nibras API listening on http://${host}:${info.port} (docs at /docs)`,
  );
  extraction
    .resume()
    .catch((error: unknown) => logger.error({ err: error }, 'Could not resume extraction jobs'));
});

let stopping = false;

async function shutdown(reason: string, exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ reason }, 'Shutting down');
  // Notification streams never end by themselves: end them first, so the server can close.
  shutdownController.abort();
  // Open keep-alive or streaming connections get 5 s to finish.
  const force = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, 5000);
  force.unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  try {
    await extraction.close(); // running jobs stay `processing` and resume at the next start
    await extractionPool.close();
  } catch (error) {
    logger.error({ err: error }, 'Closing the extraction jobs failed');
    exitCode = 1;
  }
  try {
    await tutor.close?.(); // the OCR worker of the offline engine
  } catch (error) {
    logger.error({ err: error }, 'Closing the tutor failed');
    exitCode = 1;
  }
  reviewReminders.stop();
  try {
    await notifications.close(); // queued e-mails, then the hub
  } catch (error) {
    logger.error({ err: error }, 'Closing the notifications failed');
    exitCode = 1;
  }
  try {
    await store.close();
  } catch (error) {
    logger.error({ err: error }, 'Closing the store failed');
    exitCode = 1;
  }
  logger.info('Stopped');
  process.exit(exitCode);
}

server.on('error', (error: Error) => {
  logger.fatal({ err: error }, 'HTTP server error');
  void shutdown('server error', 1);
});
process.on('SIGINT', () => void shutdown('SIGINT', 0));
process.on('SIGTERM', () => void shutdown('SIGTERM', 0));

import type { Config } from '../config.ts';
import { createConversationRepository, type ConversationRepository } from './conversations.ts';
import { openEmbeddedDatabase, type TornTailRecovery } from './embedded.ts';
import { createEnrolmentRepository, type EnrolmentRepository } from './enrolments.ts';
import type { FileStore } from './files.ts';
import { createLearnerStatsRepository, type LearnerStatsRepository } from './learner-stats.ts';
import { createLearningEventRepository, type LearningEventRepository } from './learning-events.ts';
import { createLessonProgressRepository, type LessonProgressRepository } from './lesson-progress.ts';
import { createMaterialRepository, type MaterialRepository } from './materials.ts';
import { openMongoDatabase } from './mongo.ts';
import { createNotificationRepository, type NotificationRepository } from './notifications.ts';
import { createQuizAttemptRepository, type QuizAttemptRepository } from './quiz-attempts.ts';
import { createReviewCardRepository, type ReviewCardRepository } from './review-cards.ts';
import { createReviewItemRepository, type ReviewItemRepository } from './review-items.ts';
import { createSavedContentRepository, type SavedContentRepository } from './saved-contents.ts';
import { createSearchHistoryRepository, type SearchHistoryRepository } from './search-history.ts';
import { createSessionRepository, type SessionRepository } from './sessions.ts';
import { createSettingsRepository, type SettingsRepository } from './settings.ts';
import { createSupportRequestRepository, type SupportRequestRepository } from './support-requests.ts';
import { createTicketRepository, type TicketRepository } from './tickets.ts';
import { createTutorUsageRepository, type TutorUsageRepository } from './tutor-usage.ts';
import type { Database, StoreKind } from './types.ts';
import { createUserRepository, type UserRepository } from './users.ts';

export type { StoreKind } from './types.ts';

/**
 * What the app sees of storage: one repository per resource, plus lifecycle. Repositories hide the
 * engine; both engines implement the same Database/Collection contract (types.ts).
 * To add a resource: write `store/<resource>.ts` with its document type and repository factory, add a
 * field here and one line in createStore.
 */
export interface Store {
  readonly kind: StoreKind;
  readonly supportRequests: SupportRequestRepository;
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  readonly settings: SettingsRepository;
  readonly notifications: NotificationRepository;
  readonly streamTickets: TicketRepository;
  /** The tutor's conversations and their messages. */
  readonly conversations: ConversationRepository;
  /** Tutor messages per student and day (the daily allowance). */
  readonly tutorUsage: TutorUsageRepository;
  readonly savedContents: SavedContentRepository;
  /** Each student's recent searches (the navbar search). */
  readonly searchHistory: SearchHistoryRepository;
  /** Uploaded files (profile pictures and covers): `DATA_DIR/uploads` or the GridFS bucket `uploads`. */
  readonly uploads: FileStore;
  /** Study materials: the tree of sections, folders and files, and the text extracted from the files. */
  readonly materials: MaterialRepository;
  /** The bytes of study materials: `DATA_DIR/materials` or the GridFS bucket `materials`. */
  readonly materialBlobs: FileStore;
  /** Courses each student follows. */
  readonly enrolments: EnrolmentRepository;
  /** Each student's progress per lesson (read, check, completed). */
  readonly lessonProgress: LessonProgressRepository;
  /** Append-only learning events (part 2 reads them): recordLearningEvent in learning-events.ts. */
  readonly learningEvents: LearningEventRepository;
  /** Each student's progress aggregate (streak, points per period, badges), updated per event. */
  readonly learnerStats: LearnerStatsRepository;
  /** Quiz attempts: questions with their answers (never served before submit), answers, results. */
  readonly quizAttempts: QuizAttemptRepository;
  /** Questions saved for review after a quiz. */
  readonly reviewItems: ReviewItemRepository;
  /** Spaced-review cards (FSRS schedules) and the reminders' ledger. */
  readonly reviewCards: ReviewCardRepository;
  /** Resolves when the engine answers (GET /health). */
  ping(): Promise<void>;
  /** Pushes written data to stable storage where the engine allows it. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export async function createStore(db: Database): Promise<Store> {
  try {
    const supportRequests = await createSupportRequestRepository(db);
    const users = await createUserRepository(db);
    const sessions = await createSessionRepository(db);
    const settings = await createSettingsRepository(db);
    const notifications = await createNotificationRepository(db);
    const streamTickets = await createTicketRepository(db);
    const conversations = await createConversationRepository(db);
    const tutorUsage = await createTutorUsageRepository(db);
    const savedContents = await createSavedContentRepository(db);
    const searchHistory = await createSearchHistoryRepository(db);
    const materials = await createMaterialRepository(db);
    const enrolments = await createEnrolmentRepository(db);
    const lessonProgress = await createLessonProgressRepository(db);
    const learningEvents = await createLearningEventRepository(db);
    const learnerStats = await createLearnerStatsRepository(db);
    const quizAttempts = await createQuizAttemptRepository(db);
    const reviewItems = await createReviewItemRepository(db);
    const reviewCards = await createReviewCardRepository(db);
    return {
      kind: db.kind,
      supportRequests,
      users,
      sessions,
      settings,
      notifications,
      streamTickets,
      conversations,
      tutorUsage,
      savedContents,
      searchHistory,
      uploads: db.fileStore('uploads'),
      materials,
      materialBlobs: db.fileStore('materials'),
      enrolments,
      lessonProgress,
      learningEvents,
      learnerStats,
      quizAttempts,
      reviewItems,
      reviewCards,
      ping: () => db.ping(),
      flush: () => db.flush(),
      close: () => db.close(),
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

export interface OpenStoreOptions {
  /** Told when the embedded store cut a torn last line off a datafile. */
  onRecovery?: (recovery: TornTailRecovery) => void;
  /** Embedded store only; default 10 minutes, 0 turns it off. */
  compactionIntervalMs?: number;
}

/** Opens MongoDB when MONGODB_URI is set, the embedded store under DATA_DIR otherwise. */
export async function openStore(
  config: Pick<Config, 'dataDir' | 'mongodbUri' | 'mongodbDb'>,
  options: OpenStoreOptions = {},
): Promise<Store> {
  const db = config.mongodbUri
    ? await openMongoDatabase({ uri: config.mongodbUri, dbName: config.mongodbDb })
    : await openEmbeddedDatabase({
        dataDir: config.dataDir,
        onRecovery: options.onRecovery,
        compactionIntervalMs: options.compactionIntervalMs,
      });
  return createStore(db);
}

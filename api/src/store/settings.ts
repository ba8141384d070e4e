import { DuplicateKeyError } from '../errors.ts';
import type { Collection, Database } from './types.ts';
import type { z } from '@hono/zod-openapi';
import type { SettingsSchema } from '../routes/settings.ts';
import type { Grade } from './users.ts';

export const MAIN_LANGUAGES = ['en', 'ar'] as const;
export type MainLanguage = (typeof MAIN_LANGUAGES)[number];
export const TEXT_SIZES = ['small', 'medium', 'large'] as const;
export const DISPLAY_MODES = ['light', 'dark', 'system'] as const;
export const PLANS = ['free', 'individual', 'business'] as const;

/**
 * How a student appears on the leaderboard: `visible` (ranked, with their username; the default),
 * `anonymous` (ranked, shown without a name), `hidden` (left the board: not ranked, takes no place).
 */
export const LEADERBOARD_VISIBILITIES = ['visible', 'anonymous', 'hidden'] as const;
export type LeaderboardVisibility = (typeof LEADERBOARD_VISIBILITIES)[number];

/** The kinds of notification a student can switch off (Settings > Notifications). */
export const NOTIFICATION_CATEGORIES = ['updates', 'quizzes', 'lessons', 'progress', 'achievements'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/**
 * A student's settings (spec section 3): the type of `SettingsSchema` (routes/settings.ts), the one
 * definition; the front ends get it from the generated contract (shared-ui/src/api/schema.gen.ts).
 */
export type Settings = z.infer<typeof SettingsSchema>;

/** What a student may change: everything but the subscription (set by the subscription flow). */
export type EditableSettings = Omit<Settings, 'subscription'>;

/** Settings of a student who never saved any (the spec's defaults). */
export function defaultSettings(): Settings {
  return {
    accessibility: {
      mainLanguage: 'en',
      textSize: 'medium',
      displayMode: 'system',
      highContrast: false,
      reduceMotion: false,
    },
    notifications: {
      email: true,
      sound: true,
      updates: true,
      quizzes: true,
      lessons: true,
      progress: true,
      achievements: true,
    },
    learningPreferences: { gradeLevel: null, hintFirst: false, leaderboard: 'visible' },
    subscription: { plan: 'free', paid: false, price: 0 },
  };
}

/**
 * Stored per student; `_id` is the user id. A null grade level is stored as a missing field; a doc
 * saved before hint-first tutoring existed has no `hintFirst` (read as the default, false), one saved
 * before the leaderboard existed has no `leaderboard` (read as the default, visible).
 */
export interface SettingsDoc {
  _id: string;
  accessibility: Settings['accessibility'];
  notifications: Settings['notifications'];
  learningPreferences: { gradeLevel?: Grade; hintFirst?: boolean; leaderboard?: LeaderboardVisibility };
  subscription: Settings['subscription'];
  /** ISO 8601 UTC. */
  updatedAt: string;
}

export interface SavedSettings {
  settings: Settings;
  /** ISO 8601 UTC of the last save. */
  updatedAt: string;
}

export interface SettingsRepository {
  /** The saved settings (completed with today's defaults for keys added since), or null if never saved. */
  find(userId: string): Promise<SavedSettings | null>;
  /** Saves what the student may change; the stored subscription (or the default one) is kept. */
  save(userId: string, settings: EditableSettings, at: string): Promise<SavedSettings>;
  /**
   * The students who chose `anonymous` or `hidden` on the leaderboard (everyone else is `visible`):
   * one query on `learningPreferences.leaderboard`, read when the board loads.
   */
  listLeaderboardChoices(): Promise<Map<string, Exclude<LeaderboardVisibility, 'visible'>>>;
}

export const SETTINGS_COLLECTION = 'settings';

function fromDoc(doc: SettingsDoc): Settings {
  const base = defaultSettings();
  return {
    accessibility: { ...base.accessibility, ...doc.accessibility },
    notifications: { ...base.notifications, ...doc.notifications },
    learningPreferences: {
      gradeLevel: doc.learningPreferences.gradeLevel ?? null,
      hintFirst: doc.learningPreferences.hintFirst ?? base.learningPreferences.hintFirst,
      leaderboard: doc.learningPreferences.leaderboard ?? base.learningPreferences.leaderboard,
    },
    subscription: { ...base.subscription, ...doc.subscription },
  };
}

export async function createSettingsRepository(db: Database): Promise<SettingsRepository> {
  const collection: Collection<SettingsDoc> = await db.collection<SettingsDoc>(SETTINGS_COLLECTION);
  // listLeaderboardChoices reads the few students who are not `visible` (the board's load and refresh).
  await collection.ensureIndex({ fields: ['learningPreferences.leaderboard'] });

  async function find(userId: string): Promise<SavedSettings | null> {
    const doc = await collection.findOne({ _id: userId });
    return doc ? { settings: fromDoc(doc), updatedAt: doc.updatedAt } : null;
  }

  return {
    find,

    async save(userId, settings, at) {
      const fields = {
        accessibility: { ...settings.accessibility },
        notifications: { ...settings.notifications },
        learningPreferences: {
          ...(settings.learningPreferences.gradeLevel === null
            ? {}
            : { gradeLevel: settings.learningPreferences.gradeLevel }),
          hintFirst: settings.learningPreferences.hintFirst,
          leaderboard: settings.learningPreferences.leaderboard,
        },
        updatedAt: at,
      };
      // No upserts in the shared subset: update, else insert; a concurrent first save loses the
      // insert race on `_id` and updates instead.
      const { matched } = await collection.updateOne({ _id: userId }, { $set: fields });
      if (matched === 0) {
        try {
          await collection.insertOne({
            _id: userId,
            ...fields,
            subscription: defaultSettings().subscription,
          });
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
          await collection.updateOne({ _id: userId }, { $set: fields });
        }
      }
      const saved = await find(userId);
      if (!saved) throw new Error(`Settings of ${userId} vanished while saving`);
      return saved;
    },

    async listLeaderboardChoices() {
      const docs = await collection.find(
        { 'learningPreferences.leaderboard': { $in: ['anonymous', 'hidden'] } },
        { fields: ['learningPreferences'] },
      );
      const choices = new Map<string, Exclude<LeaderboardVisibility, 'visible'>>();
      for (const doc of docs) {
        const choice = doc.learningPreferences.leaderboard;
        if (choice === 'anonymous' || choice === 'hidden') choices.set(doc._id, choice);
      }
      return choices;
    },
  };
}

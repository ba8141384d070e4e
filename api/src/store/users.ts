import type { Collection, Database, NewDoc } from './types.ts';

/** Roles known to the product (spec section 3). Only accounts whose roles are all `user` use the student app. */
export const ROLES = ['user', 'admin', 'platform_owner', 'school_owner', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

export const EDUCATION_LEVELS = ['school', 'university'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const VOICES = ['male', 'female'] as const;
export type Voice = (typeof VOICES)[number];

/** Secondary-school grades offered at onboarding (secondary years 1 to 3). */
export const GRADES = [10, 11, 12] as const;
export type Grade = (typeof GRADES)[number];

/** The onboarding answers (PUT /onboarding): `grade` for school, `universityYear` for university. */
export interface OnboardingAnswers {
  educationLevel: EducationLevel;
  grade?: Grade;
  universityYear?: number;
  voice: Voice;
  /** Text-to-speech rate, 0.5 (slow) to 2 (fast). */
  ttsSpeed: number;
}

/** A stored account. `passwordHash` (argon2id, PHC string) never leaves the API. */
export interface User extends Partial<OnboardingAnswers> {
  _id: string;
  username: string;
  /** Trimmed and lower-cased; unique. */
  email: string;
  phone?: string;
  passwordHash: string;
  roles: Role[];
  hasOnBoarded: boolean;
  profilePicture?: string;
  profileCover?: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC; set by every change after creation. */
  updatedAt?: string;
}

export type NewUser = Omit<NewDoc<User>, 'updatedAt'>;

export interface UserRepository {
  /** Throws DuplicateKeyError when the e-mail is taken. The e-mail is normalised (see normalizeEmail). */
  create(input: NewUser): Promise<User>;
  findById(id: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  /** The usernames of the given users (one `$in` query); ids without a user are left out. */
  findUsernames(ids: readonly string[]): Promise<Map<string, string>>;
  /** Stores the answers (dropping the other level's field) and sets hasOnBoarded; null when no such user. */
  completeOnboarding(id: string, answers: OnboardingAnswers, at: string): Promise<User | null>;
  setPasswordHash(id: string, passwordHash: string, at: string): Promise<void>;
  /** Sets the given fields; `phone: null` removes the phone. Returns the user, or null when there is none. */
  updateProfile(id: string, changes: ProfileChanges, at: string): Promise<User | null>;
  /**
   * Points a picture field at a new URL, only if it still holds `expected` (undefined: no picture
   * yet), so two uploads at once cannot both replace the same old file. False when it changed meanwhile.
   */
  replaceImage(
    id: string,
    field: ImageField,
    url: string,
    expected: string | undefined,
    at: string,
  ): Promise<boolean>;
}

/** PATCH /me: the fields a student may change (the e-mail needs verification first; not yet built). */
export interface ProfileChanges {
  username?: string;
  /** null removes the phone. */
  phone?: string | null;
}

export type ImageField = 'profilePicture' | 'profileCover';

export const USERS_COLLECTION = 'users';

/** E-mail addresses are compared trimmed and lower-cased (the whole address, as most providers do). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export async function createUserRepository(db: Database): Promise<UserRepository> {
  const collection: Collection<User> = await db.collection<User>(USERS_COLLECTION);
  await collection.ensureIndex({ fields: ['email'], unique: true });

  return {
    create: (input) => collection.insertOne({ ...input, email: normalizeEmail(input.email) }),
    findById: (id) => collection.findOne({ _id: id }),
    findByEmail: (email) => collection.findOne({ email: normalizeEmail(email) }),

    async findUsernames(ids) {
      if (ids.length === 0) return new Map();
      const users = await collection.find({ _id: { $in: ids } }, { fields: ['username'] });
      return new Map(users.map((user) => [user._id, user.username]));
    },

    async completeOnboarding(id, answers, at) {
      const { matched } = await collection.updateOne(
        { _id: id },
        {
          $set: {
            educationLevel: answers.educationLevel,
            voice: answers.voice,
            ttsSpeed: answers.ttsSpeed,
            hasOnBoarded: true,
            updatedAt: at,
            ...(answers.educationLevel === 'school'
              ? { grade: answers.grade }
              : { universityYear: answers.universityYear }),
          },
          $unset: answers.educationLevel === 'school' ? { universityYear: true } : { grade: true },
        },
      );
      return matched === 0 ? null : collection.findOne({ _id: id });
    },

    async setPasswordHash(id, passwordHash, at) {
      await collection.updateOne({ _id: id }, { $set: { passwordHash, updatedAt: at } });
    },

    async updateProfile(id, changes, at) {
      const { matched } = await collection.updateOne(
        { _id: id },
        {
          $set: {
            updatedAt: at,
            ...(changes.username === undefined ? {} : { username: changes.username }),
            ...(typeof changes.phone === 'string' ? { phone: changes.phone } : {}),
          },
          ...(changes.phone === null ? { $unset: { phone: true as const } } : {}),
        },
      );
      return matched === 0 ? null : collection.findOne({ _id: id });
    },

    async replaceImage(id, field, url, expected, at) {
      const { matched } = await collection.updateOne(
        { _id: id, [field]: expected === undefined ? { $exists: false } : expected },
        { $set: { [field]: url, updatedAt: at } },
      );
      return matched > 0;
    },
  };
}

// Entities shared by the shell, the remotes and (by shape) the API. Spec section 3.

export type Locale = 'en' | 'ar';
export const LOCALES: readonly Locale[] = ['en', 'ar'] as const;

/** A text in both languages: every message the API returns has this shape. */
export interface LocalizedText {
  en: string;
  ar: string;
}

export type Role = 'user' | 'admin' | 'platform_owner' | 'school_owner' | 'moderator';

export type EducationLevel = 'school' | 'university';
export type Voice = 'male' | 'female';

/** The onboarding answers (PUT /onboarding). */
export interface OnboardingAnswers {
  educationLevel: EducationLevel;
  /** Secondary school grade 10, 11 or 12 (secondary years 1 to 3); only for school. */
  grade?: 10 | 11 | 12;
  /** University year 1 to 6; only for university. */
  universityYear?: number;
  voice: Voice;
  /** Text-to-speech rate, 0.5 (slow) to 2 (fast); 1 is normal. */
  ttsSpeed: number;
}

export interface User extends Partial<OnboardingAnswers> {
  _id: string;
  username: string;
  email: string;
  phone?: string;
  roles: Role[];
  hasOnBoarded: boolean;
  profilePicture?: string;
  profileCover?: string;
}

/** What sign-up and sign-in answer. */
export interface AuthPayload {
  user: User;
  accessToken: string;
}

export type TextSize = 'small' | 'medium' | 'large';
export type DisplayMode = 'light' | 'dark' | 'system';

export interface Settings {
  accessibility: {
    mainLanguage: Locale;
    textSize: TextSize;
    displayMode: DisplayMode;
    highContrast: boolean;
    reduceMotion: boolean;
  };
  notifications: {
    email: boolean;
    sound: boolean;
    updates: boolean;
    quizzes: boolean;
    lessons: boolean;
    progress: boolean;
    achievements: boolean;
  };
  learningPreferences: {
    gradeLevel: number | null;
  };
  subscription: {
    plan: 'free' | 'individual' | 'business';
    paid: boolean;
    price: number;
  };
}

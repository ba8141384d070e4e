// Entities shared by the shell, the remotes and (by shape) the API. Spec section 3.

export type Locale = 'en' | 'ar';
export const LOCALES: readonly Locale[] = ['en', 'ar'] as const;

/** A text in both languages: every message the API returns has this shape. */
export interface LocalizedText {
  en: string;
  ar: string;
}

export type Role = 'user' | 'admin' | 'platform_owner' | 'school_owner' | 'moderator';

export interface User {
  _id: string;
  username: string;
  email: string;
  phone?: string;
  roles: Role[];
  hasOnBoarded: boolean;
  profilePicture?: string;
  profileCover?: string;
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

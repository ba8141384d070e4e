// Checks a Settings object that came from outside (the API, another version of the app) without
// pulling a schema library into shared-ui, which every visitor loads: each field is checked
// against its type or its allowed values. Missing or invalid fields make the whole object
// invalid: a half-applied answer would be worse than keeping what this device has.
import type { DisplayMode, Locale, Settings, TextSize } from '../types';

type Plan = Settings['subscription']['plan'];

const LANGUAGES: readonly Locale[] = ['en', 'ar'];
const TEXT_SIZES: readonly TextSize[] = ['small', 'medium', 'large'];
const DISPLAY_MODES: readonly DisplayMode[] = ['light', 'dark', 'system'];
const PLAN_IDS: readonly Plan[] = ['free', 'individual', 'business'];
const NOTIFICATION_KEYS = [
  'email',
  'sound',
  'updates',
  'quizzes',
  'lessons',
  'progress',
  'achievements',
] as const satisfies readonly (keyof Settings['notifications'])[];
/** Grade levels the onboarding offers (secondary years 1 to 3), or null (university, not set). */
const GRADE_LEVELS: readonly number[] = [10, 11, 12];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf = <T>(values: readonly T[], v: unknown): v is T => values.includes(v as T);
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';

/** The settings, rebuilt from known fields only (unknown ones are dropped), or null if invalid. */
export function parseSettings(value: unknown): Settings | null {
  if (!isObject(value)) return null;
  const { accessibility: a, notifications: n, learningPreferences: l, subscription: s } = value;
  if (!isObject(a) || !isObject(n) || !isObject(l) || !isObject(s)) return null;
  if (
    !oneOf(LANGUAGES, a.mainLanguage) ||
    !oneOf(TEXT_SIZES, a.textSize) ||
    !oneOf(DISPLAY_MODES, a.displayMode) ||
    !isBool(a.highContrast) ||
    !isBool(a.reduceMotion)
  ) {
    return null;
  }
  if (!NOTIFICATION_KEYS.every((key) => isBool(n[key]))) return null;
  const grade = l.gradeLevel;
  if (!(grade === null || oneOf(GRADE_LEVELS, grade))) return null;
  if (!oneOf(PLAN_IDS, s.plan) || !isBool(s.paid) || typeof s.price !== 'number' || !(s.price >= 0)) {
    return null;
  }
  return {
    accessibility: {
      mainLanguage: a.mainLanguage,
      textSize: a.textSize,
      displayMode: a.displayMode,
      highContrast: a.highContrast,
      reduceMotion: a.reduceMotion,
    },
    notifications: Object.fromEntries(
      NOTIFICATION_KEYS.map((key) => [key, n[key] as boolean]),
    ) as Settings['notifications'],
    learningPreferences: { gradeLevel: grade },
    subscription: { plan: s.plan, paid: s.paid, price: s.price },
  };
}

/** The settings of an account that never saved any, as the API answers them (spec defaults). */
export function isPristine(settings: Settings): boolean {
  const { accessibility: a, notifications: n, learningPreferences: l, subscription: s } = settings;
  return (
    a.mainLanguage === 'en' &&
    a.textSize === 'medium' &&
    a.displayMode === 'system' &&
    !a.highContrast &&
    !a.reduceMotion &&
    NOTIFICATION_KEYS.every((key) => n[key]) &&
    l.gradeLevel === null &&
    s.plan === 'free' &&
    !s.paid &&
    s.price === 0
  );
}

/** Two settings objects hold the same values. */
export function sameSettings(a: Settings, b: Settings): boolean {
  return JSON.stringify(parseSettings(a)) === JSON.stringify(parseSettings(b));
}

// Entities shared by the shell, the remotes and the API (spec section 3). Each is the type of the
// API's own schema, from the generated contract (api/schema.gen.ts, made from /openapi.json by
// `npm run contract -w @nibras/api`): one definition, on the API.
import type { components } from './api/schema.gen';

type Schemas = components['schemas'];

export type Locale = Schemas['Settings']['accessibility']['mainLanguage'];
export const LOCALES: readonly Locale[] = ['en', 'ar'] as const;

/** A text in both languages: every message the API returns has this shape. */
export type LocalizedText = Schemas['LocalizedText'];

export type User = Schemas['User'];
export type Role = User['roles'][number];
export type EducationLevel = NonNullable<User['educationLevel']>;
export type Voice = NonNullable<User['voice']>;

/** The onboarding answers (PUT /onboarding): school (with a grade) or university (with a year). */
export type OnboardingAnswers = Schemas['Onboarding'];

/** What sign-up and sign-in answer. */
export type AuthPayload = Schemas['AuthPayload'];

export type Settings = Schemas['Settings'];
export type TextSize = Settings['accessibility']['textSize'];
export type DisplayMode = Settings['accessibility']['displayMode'];

export { DEFAULT_SETTINGS } from './api/schema.gen';
export type { paths, components } from './api/schema.gen';

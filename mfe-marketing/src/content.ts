// The shape of the marketing pages: which items each page shows, in which order, and
// the prices. Every text lives in locales/<lang>.json under the ids used here.
import { PLANS, type PlanId } from '@nibras/shared-ui';

export type PageId = 'home' | 'pricing' | 'about' | 'faqs' | 'privacy' | 'terms';

export const HOME_FEATURES = ['tutor', 'summaries', 'quizzes', 'files', 'courses', 'leaderboard'] as const;
export type FeatureId = (typeof HOME_FEATURES)[number];

export const HOME_STEPS = ['signup', 'learn', 'practice'] as const;
export const HOME_TRUST = ['curriculum', 'bilingual', 'data', 'riyadh'] as const;
export const HOME_AUDIENCE = ['students', 'families', 'teachers'] as const;

// The plans of spec section 9 (SAR, monthly and yearly periods, Free by default; prices:
// docs/decisions.md) live in shared-ui, so the settings remote shows the same numbers. Each
// plan's features are the list at `plans.<id>.features` in the messages.
export { PLANS, type Plan, type PlanId } from '@nibras/shared-ui';

export const PLAN_PRICE = Object.fromEntries(PLANS.map((p) => [p.id, p.price])) as Record<PlanId, number>;

export const ABOUT_VALUES = ['curriculum', 'bilingual', 'honest', 'privacy'] as const;

/** FAQ groups and their questions, in page order. `link` adds a link under the answer. */
export const FAQ_GROUPS = [
  { id: 'general', items: ['what', 'who', 'curriculum', 'languages', 'devices'] },
  { id: 'tutor', items: ['mistakes', 'files', 'families'] },
  { id: 'plans', items: ['price', 'beta', 'schools'] },
  { id: 'privacy', items: ['data', 'delete', 'support'] },
] as const;

export const FAQ_LINKS: Partial<Record<string, { to: string; label: string }>> = {
  price: { to: '/pricing', label: 'faqs.links.pricing' },
  schools: { to: '/pricing', label: 'faqs.links.business' },
  data: { to: '/privacy-policy', label: 'faqs.links.privacy' },
  mistakes: { to: '/terms-of-services', label: 'faqs.links.terms' },
};

/** Legal pages: section ids in order (`<page>.sections.<id>`). */
export const PRIVACY_SECTIONS = [
  'about',
  'collect',
  'use',
  'ai',
  'storage',
  'retention',
  'sharing',
  'minors',
  'security',
  'cookies',
  'rights',
  'changes',
  'contact',
] as const;

export const TERMS_SECTIONS = [
  'acceptance',
  'accounts',
  'service',
  'acceptableUse',
  'integrity',
  'ai',
  'yourContent',
  'ownership',
  'suspension',
  'plans',
  'liability',
  'law',
  'changes',
  'contact',
] as const;

export const SUPPORT_EMAIL = 'support@nibras.sa';

// The shape of the marketing pages: which items each page shows, in which order, and
// the prices. Every text lives in locales/<lang>.json under the ids used here.

export type PageId = 'home' | 'pricing' | 'about' | 'faqs' | 'privacy' | 'terms';

export const HOME_FEATURES = ['tutor', 'summaries', 'quizzes', 'files', 'courses', 'leaderboard'] as const;
export type FeatureId = (typeof HOME_FEATURES)[number];

export const HOME_STEPS = ['signup', 'learn', 'practice'] as const;
export const HOME_TRUST = ['curriculum', 'bilingual', 'data', 'riyadh'] as const;
export const HOME_AUDIENCE = ['students', 'families', 'teachers'] as const;

export type PlanId = 'free' | 'individual' | 'business';

export interface Plan {
  id: PlanId;
  /** Price in Saudi riyals, VAT included. */
  price: number;
  period: 'forever' | 'month' | 'year';
  /** Student seats the plan covers. */
  seats: number;
  /** Subscribing is closed during the beta; the Free plan only needs an account. */
  subscribable: boolean;
}

/**
 * The plans of spec section 9: SAR, monthly and yearly periods, Free by default (prices:
 * docs/decisions.md). Each plan's features are the list at `plans.<id>.features` in the messages.
 */
export const PLANS: readonly Plan[] = [
  { id: 'free', price: 0, period: 'forever', seats: 1, subscribable: false },
  { id: 'individual', price: 29, period: 'month', seats: 1, subscribable: true },
  { id: 'business', price: 2490, period: 'year', seats: 30, subscribable: true },
];

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

// The subscription plans (spec section 9; prices and reasons in docs/decisions.md): one list
// for the pricing page (mfe-marketing) and the subscriptions settings page (mfe-settings).
// Texts live in each remote's messages under the plan ids.

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

export const PLANS: readonly Plan[] = [
  { id: 'free', price: 0, period: 'forever', seats: 1, subscribable: false },
  { id: 'individual', price: 29, period: 'month', seats: 1, subscribable: true },
  { id: 'business', price: 2490, period: 'year', seats: 30, subscribable: true },
];

/** Subscriptions open after the beta (spec section 1: the pricing page says so). */
export const SUBSCRIPTIONS_OPEN = false;

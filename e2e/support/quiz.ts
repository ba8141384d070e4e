// Quiz helpers shared by the learning specs: the API as a student (asserting the call succeeded) and
// an answer of the right shape for any question type (right or wrong does not matter).
import { expect } from '@playwright/test';
import { API_URL } from './accounts';

/** A question of an attempt as the API shows it. */
export interface AttemptQuestion {
  id: string;
  type: string;
  options?: unknown[];
  items?: unknown[];
  left?: unknown[];
  right?: unknown[];
}

/** Calls the API as the student; the answer must be 2xx. */
export async function studentApi<T>(
  token: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${API_URL}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${method} ${route}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** Some answer of the right shape (right or wrong does not matter here). */
export function anyAnswer(q: AttemptQuestion): unknown {
  switch (q.type) {
    case 'single':
      return 0;
    case 'multiple':
      return [0];
    case 'truefalse':
      return true;
    case 'numeric':
      return '1';
    case 'short':
      return 'x';
    case 'matching':
      return (q.left ?? []).map((_, i) => i);
    default:
      return (q.items ?? []).map((_, i) => i);
  }
}

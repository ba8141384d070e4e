// Shared by the dashboard's tests (never imported by app code): the page inside the remote's frame
// with an API client for a student that reaches the REAL API (courses/test-helpers.tsx starts it
// once per file), or nowhere after `unreachable(true)`; the student's GET /dashboard as the API
// answers it; an axe run over the page (jsdom draws nothing, so colour contrast is left to e2e).
import axe from 'axe-core';
import { createApiClient, type Locale } from '@nibras/shared-ui';
import { nodeFetch, UNUSED_API_URL } from '@nibras/shared-ui/testing';
import { frameRenderer, type LearningApi, type Student } from '../courses/test-helpers';
import type { Dashboard } from './api';
import { DashboardPage } from './DashboardPage';

export function dashboardRenderer(realApi: () => LearningApi) {
  const frame = frameRenderer();
  let down = false;
  afterEach(() => {
    down = false;
  });
  return {
    unreachable(value: boolean) {
      down = value;
    },
    async render(student: Student, locale: Locale) {
      const api = createApiClient({
        baseUrl: realApi().baseUrl,
        getToken: () => student.token,
        onUnauthorized: () => undefined,
        fetch: nodeFetch({ target: () => (down ? UNUSED_API_URL : realApi().baseUrl) }),
      });
      const framed = await frame(<DashboardPage />, { locale, api, path: '/dashboard' });
      return framed;
    },
  };
}

export const dashboardOf = async (realApi: () => LearningApi, student: Student) =>
  (await realApi().call(student.token, 'GET', '/dashboard')) as Dashboard;

/** axe's violations on an element (ids and the nodes they hit), colour contrast aside. */
export async function axeViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

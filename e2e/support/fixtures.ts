// The suite's `test`: Playwright's, with a `session` option. `test.use({ session: 'onboarded' })`
// (or 'new' for a student who has not onboarded) signs a fresh student up through the real
// API and seeds the page's session before the first navigation; `student` is that account.
import { test as base } from '@playwright/test';
import { newStudent, seedSession, type Account } from './accounts';
import { OPENING_OVERLAYS, watchOpeningOverlays } from './motion';

export type SessionOption = 'none' | 'onboarded' | 'new';

export const test = base.extend<{ session: SessionOption; student: Account | null }>({
  session: ['none', { option: true }],
  // Clicks wait for an opening overlay to be drawn (support/motion.ts).
  context: async ({ context }, provide) => {
    await context.addInitScript(watchOpeningOverlays, OPENING_OVERLAYS);
    await provide(context);
  },
  student: async ({ session, context }, provide) => {
    if (session === 'none') {
      await provide(null);
      return;
    }
    const account = await newStudent({ onboarded: session === 'onboarded' });
    await seedSession(context, account);
    await provide(account);
  },
  // Every test that asks for a session gets it seeded before `page` exists.
  page: async ({ page, student }, provide) => {
    void student;
    await provide(page);
  },
});

export { expect } from '@playwright/test';

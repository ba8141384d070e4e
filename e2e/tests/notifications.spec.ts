// Live notifications in the navbar: a notification the API creates reaches the open page over
// the event stream, the dot shows while any is unseen, opening the list marks them seen, "mark
// all as read" marks them read, and the stream survives an API restart without losing one.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ShellPage, type Locale } from '../pages/ShellPage';
import {
  E2E_JWT_SECRET,
  listNotifications,
  onboard,
  patchMe,
  seedSession,
  signUp,
} from '../support/accounts';
import { ROOT, TMP, port } from '../support/env';
import { run, serveApp, startApi, type RunningServer } from '../support/servers';

const TEXT = {
  en: { profileUpdated: 'Your profile details were updated.', markAllRead: 'Mark all as read' },
  ar: { profileUpdated: 'تم تحديث بيانات ملفك الشخصي.', markAllRead: 'تحديد الكل كمقروء' },
} as const;

/** The navbar's bell, its dot and its list. */
function bell(page: Page) {
  const panel = page.getByTestId('notifications-panel');
  return {
    trigger: page.getByTestId('notifications-trigger'),
    dot: page.getByTestId('notifications-dot'),
    panel,
    items: panel.getByTestId('notification-item'),
    readAll: panel.getByTestId('notifications-read-all'),
    /** Opens the list and waits for the API to accept "mark all as seen". */
    async openAndMarkSeen() {
      const seen = page.waitForResponse(
        (r) => r.url().endsWith('/mark-all-as-seen') && r.request().method() === 'POST',
      );
      await this.trigger.click();
      await expect(panel).toBeVisible();
      expect((await seen).status()).toBe(200);
      await expect(this.dot).toHaveCount(0);
    },
    async close() {
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    },
  };
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`live notifications (${locale})`, () => {
    test.use({ session: 'onboarded' });

    test('a notification arrives live: the dot shows, opening the list clears it, mark all as read', async ({
      page,
      student,
    }) => {
      // Three notifications, two list openings and a reload: more than 30 s on a loaded machine.
      const token = student!.token;
      const notifications = bell(page);
      await page.goto(`/${locale}/home`);

      // Sign-up and onboarding left two new notifications: the dot shows at once.
      await expect(notifications.dot).toBeVisible();
      await notifications.openAndMarkSeen();
      await expect(notifications.items).toHaveCount(2);
      expect((await listNotifications(token)).unseen).toBe(0);
      await notifications.close();

      // Another device changes the profile: the API notifies, the stream brings it, no reload.
      expect(await patchMe(token, { username: 'Sara Q. Alqahtani' })).toBe(200);
      await expect(notifications.dot).toBeVisible();
      await expect(notifications.trigger).toHaveAttribute(
        'aria-label',
        locale === 'en' ? 'Notifications: you have new ones' : 'الإشعارات: لديك إشعارات جديدة',
      );

      await notifications.openAndMarkSeen();
      await expect(notifications.items).toHaveCount(3);
      const newest = notifications.items.first();
      await expect(newest).toContainText(TEXT[locale].profileUpdated);
      // Relative time: "12s" in English, words with Arabic-Indic digits in Arabic.
      const shown = newest.locator('time > [aria-hidden="true"]');
      if (locale === 'en') await expect(shown).toHaveText(/^\d{1,2}s$/);
      else await expect(shown).toHaveText(/^قبل ([٠-٩]+ ثوان\S*|ثانية واحدة|ثانيتين|[٠-٩]+ ثانية)$/);
      expect((await listNotifications(token)).unseen).toBe(0);

      // Mark all as read: shown only while something is unread, and it sets all read on success.
      await expect(notifications.readAll).toHaveText(TEXT[locale].markAllRead);
      await expect(notifications.panel.getByTestId('notification-unread')).toHaveCount(3);
      const read = page.waitForResponse(
        (r) => r.url().endsWith('/mark-all-as-read') && r.request().method() === 'POST',
      );
      await notifications.readAll.click();
      expect((await read).status()).toBe(200);
      await expect(notifications.panel.getByTestId('notification-unread')).toHaveCount(0);
      await expect(notifications.readAll).toHaveCount(0);
      expect((await listNotifications(token)).unread).toBe(0);

      // After a reload the list comes from the API as it was left: seen and read, no dot.
      await page.reload();
      await expect(notifications.trigger).toBeVisible();
      await expect(notifications.dot).toHaveCount(0);
    });
  });
}

// A second API (own port and data folder) and a second shell that calls it, so this test can stop
// and start the API while the page stays open. The suite's own servers are left alone.
test.describe('the notification stream across an API restart', () => {
  test.describe.configure({ mode: 'serial' });

  const API_PORT = port(8790);
  const SHELL_PORT = port(4001);
  const apiUrl = `http://localhost:${API_PORT}`;
  const dataDir = path.join(TMP, 'api-restart-data');
  const apiEnv = {
    JWT_SECRET: E2E_JWT_SECRET,
    TRUST_PROXY: 'true',
    CORS_ORIGINS: `http://localhost:${SHELL_PORT}`,
  };
  let api: RunningServer | undefined;
  let shell: RunningServer | undefined;

  test.beforeAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    api = await startApi(API_PORT, dataDir, apiEnv);
    shell = await serveApp('shell', SHELL_PORT, { env: { API_URL: apiUrl } });
  });
  test.afterAll(async () => {
    await api?.stop();
    await shell?.stop();
  });

  for (const locale of ['en', 'ar'] as Locale[]) {
    test(`a notification created while the API was down arrives after it restarts, none lost (${locale})`, async ({
      page,
    }) => {
      const student = await onboard(await signUp({ apiUrl }), apiUrl);
      await seedSession(page, student);
      const app = new ShellPage(page);
      const notifications = bell(page);
      await page.goto(`http://localhost:${SHELL_PORT}/${locale}/home`);
      await notifications.openAndMarkSeen();
      await notifications.close();

      // The stream is open: a notification reaches the page live.
      expect(await patchMe(student.token, { username: 'Faisal Alharbi' }, apiUrl)).toBe(200);
      await expect(notifications.dot).toBeVisible();
      await notifications.openAndMarkSeen();
      await expect(notifications.items).toHaveCount(3);
      await notifications.close();

      // The API stops. While it is down, a notification is stored for the student (the API's own
      // notify(), run by the operators' command against the same data folder).
      await api!.stop();
      const missed = {
        en: `Your weekly study plan is ready (${locale}).`,
        ar: `خطتك الدراسية الأسبوعية جاهزة (${locale}).`,
      };
      await run(
        process.execPath,
        [
          'src/cli/notify.ts',
          '--email',
          student.email,
          '--type',
          'progress',
          '--en',
          missed.en,
          '--ar',
          missed.ar,
        ],
        path.join(ROOT, 'api'),
        { DATA_DIR: dataDir },
      );
      api = await startApi(API_PORT, dataDir, apiEnv);

      // The page reconnects by itself (backoff, a new ticket, Last-Event-ID) and gets what it missed.
      await expect(notifications.dot).toBeVisible({ timeout: 45_000 });
      // And what is created after the restart.
      expect(await patchMe(student.token, { username: 'Faisal A.' }, apiUrl)).toBe(200);
      await notifications.openAndMarkSeen();
      await expect(notifications.items).toHaveCount(5);
      await expect(notifications.items.nth(0)).toContainText(TEXT[locale].profileUpdated);
      await expect(notifications.items.nth(1)).toContainText(missed[locale]);
      // Each shown once, and the same as the API's list.
      const ids = await notifications.items.evaluateAll((items) =>
        items.map((item) => item.getAttribute('data-id')),
      );
      const server = await listNotifications(student.token, apiUrl);
      expect(ids).toEqual(server.notifications.map((n) => n._id));
      expect(new Set(ids).size).toBe(5);
      // Nothing broken was shown meanwhile.
      await expect(app.toast).toHaveCount(0);
      await expect(app.unavailable).toHaveCount(0);
    });
  }
});

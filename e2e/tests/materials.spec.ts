// /uploaded-materials as a student uses it, in both languages: the empty page teaches, a section and
// a folder are created, a PDF is uploaded into the folder and becomes ready, and it opens beside the
// tutor; on a touch phone a long press (700 ms) opens a node's menu; the page is axe clean.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { API_URL } from '../support/accounts';
import { ROOT } from '../support/env';
import { makePdf } from '../support/pdf';
import { ChatPage } from '../pages/ChatPage';
import type { Locale } from '../pages/ShellPage';

type Messages = Record<string, unknown>;
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Messages;
const TEXTS: Record<Locale, Messages> = {
  en: {
    materials: read('mfe-materials/src/locales/en.json'),
    common: read('shared-ui/src/i18n/common.en.json'),
  },
  ar: {
    materials: read('mfe-materials/src/locales/ar.json'),
    common: read('shared-ui/src/i18n/common.ar.json'),
  },
};
function text(locale: Locale, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Messages)?.[part], TEXTS[locale]);
  if (typeof value !== 'string') throw new Error(`no ${locale} text at ${key}`);
  return value;
}

const NAMES = {
  en: { section: 'Physics', folder: 'Unit 1: Motion', file: 'Motion notes.pdf' },
  ar: { section: 'الفيزياء', folder: 'الوحدة ١: الحركة', file: 'ملخص الحركة.pdf' },
} as const;
const PAGES = {
  en: ['Motion is a change of position over time.', 'Speed is the distance travelled in a unit of time.'],
  ar: ['الحركة تغير في الموقع مع مرور الزمن.', 'السرعة هي المسافة المقطوعة في وحدة الزمن.'],
} as const;

const QUESTIONS = { en: 'What is speed?', ar: 'ما السرعة؟' } as const;

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

const row = (page: Page, name: string) =>
  page
    .getByTestId('material-node')
    .filter({ has: page.getByTestId('node-name').getByText(name, { exact: true }) });

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`uploaded materials (${locale})`, () => {
    test.use({ session: 'onboarded' });

    test('create a section and a folder, upload a PDF, watch it become ready, open it in chat', async ({
      page,
      browser,
    }, testInfo) => {
      const names = NAMES[locale];
      const toast = page.locator('.ant-message-notice');
      await page.goto(`/${locale}/uploaded-materials`);
      // The empty page teaches what to do.
      await expect(page.getByTestId('materials-empty')).toBeVisible();
      await expect(page.getByTestId('materials-limits')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`materials-empty-${locale}.png`) });
      expect(await axeViolations(page)).toEqual([]);

      await page.getByTestId('materials-create-first-section').click();
      const dialog = page.getByTestId('node-dialog');
      await dialog.getByLabel(text(locale, 'materials.dialog.sectionName')).fill(names.section);
      await page.getByTestId('node-dialog-submit').click();
      await expect(toast.filter({ hasText: text(locale, 'materials.toast.sectionCreated') })).toBeVisible();
      await expect(row(page, names.section)).toBeVisible();

      await row(page, names.section).click();
      await page.getByTestId('materials-new-folder').click();
      await dialog.getByLabel(text(locale, 'materials.dialog.folderName')).fill(names.folder);
      await page.getByTestId('node-dialog-submit').click();
      await expect(toast.filter({ hasText: text(locale, 'common.toast.folderCreated') })).toBeVisible();
      await expect(row(page, names.folder)).toBeVisible();

      // Upload into the folder: its bar while sending, the toast, then the text being read until ready.
      await row(page, names.folder).click();
      const pdf = await makePdf(browser, PAGES[locale], locale === 'ar' ? 'rtl' : 'ltr');
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('materials-upload').click();
      await (await chooser).setFiles({ name: names.file, mimeType: 'application/pdf', buffer: pdf });
      await expect(toast.filter({ hasText: text(locale, 'common.toast.fileUploaded') })).toBeVisible();
      const file = row(page, names.file);
      await expect(file).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
      await page.screenshot({ path: testInfo.outputPath(`materials-tree-${locale}.png`) });
      expect(await axeViolations(page)).toEqual([]);

      // Its menu by right-click: open it in the chat, beside the conversation.
      await file.click({ button: 'right' });
      const menu = page.getByTestId('node-menu');
      await expect(menu).toBeVisible();
      await menu.getByTestId('menu-chat').click();
      await page.waitForURL(/\/ai-engine\/conversation\/[^/?]+/);
      await expect(page.getByTestId('viewer-pdf')).toBeVisible();

      // Asked about it, the tutor quotes page 2 and the citation opens the viewer there.
      const chat = new ChatPage(page, locale);
      await chat.ask(QUESTIONS[locale]);
      const cite = (await chat.lastReplyDone()).getByTestId('reply-cite').first();
      await expect(cite).toHaveAttribute('data-page', '2');
      await cite.click();
      await expect(page.getByTestId('viewer-page-input')).toHaveValue(locale === 'en' ? '2' : '٢');
    });
  });
}

test.describe('touch phone', () => {
  test.use({ session: 'onboarded', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a long press of 700 ms opens the menu of a node, a short one does not', async ({ page, student }) => {
    const headers = { authorization: `Bearer ${student!.token}`, 'content-type': 'application/json' };
    const made = await fetch(`${API_URL}/files/sections`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Chemistry' }),
    });
    expect(made.status).toBe(201);
    await page.goto('/en/uploaded-materials');
    const section = row(page, 'Chemistry');
    await expect(section).toBeVisible();
    const box = (await section.boundingBox())!;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchEnd') =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [point] });

    // A short press (300 ms) is a tap, not a menu.
    await touch('touchStart');
    await page.waitForTimeout(300);
    await touch('touchEnd');
    await expect(page.getByTestId('node-menu')).toHaveCount(0);

    await touch('touchStart');
    await expect(page.getByTestId('node-menu')).toBeVisible({ timeout: 3_000 });
    await touch('touchEnd');
    await expect(page.getByTestId('node-menu').getByTestId('menu-rename')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('materials-phone-menu.png') });
  });
});

// The AI tutor with its embedded default, the offline study engine (what `npm start` runs): a
// question answered from the student's saved content and streamed, each reply action, saving a
// reply and finding it on /saved, a photo cropped and read, fullscreen, a file that is not an image.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { API_URL } from '../support/accounts';
import { ChatPage } from '../pages/ChatPage';
import type { Locale } from '../pages/ShellPage';

const SAVED = {
  en: {
    title: "Newton's second law",
    tag: 'physics',
    content:
      "Newton's second law says the net force equals mass times acceleration: $F = ma$. A larger force on the same mass gives a larger acceleration.",
    question: "What does Newton's second law say about acceleration?",
  },
  ar: {
    title: 'قانون نيوتن الثاني',
    tag: 'فيزياء',
    content:
      'ينص قانون نيوتن الثاني على أن القوة المحصلة تساوي الكتلة مضروبة في التسارع: $F = ma$. كلما زادت القوة المؤثرة في الكتلة نفسها زاد التسارع.',
    question: 'ماذا يقول قانون نيوتن الثاني عن التسارع؟',
  },
} as const;

/** axe-core on the page as it is: WCAG 2.0/2.1 A and AA, every impact. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

async function saveItem(token: string, item: { title: string; tag: string; content: string }) {
  const response = await fetch(`${API_URL}/saved-contents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: item.title, tag: item.tag, content: item.content, color: '#FEE7A6' }),
  });
  expect(response.status).toBe(201);
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`AI tutor, offline study engine (${locale})`, () => {
    test.use({ session: 'onboarded' });

    test('a question is answered from saved content, streamed, and each reply action works', async ({
      page,
      context,
      student,
    }) => {
      // A whole study session: six replies, a save and the saved page.
      const data = SAVED[locale];
      await saveItem(student!.token, data);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const chat = new ChatPage(page, locale);

      const created = page.waitForResponse(
        (r) => r.url() === `${API_URL}/conversations` && r.request().method() === 'POST',
      );
      await chat.startConversation();
      expect((await created).status()).toBe(201);
      await expect(page.getByTestId('provider-badge')).toContainText(chat.text('chat.provider.offline'));
      await expect(chat.send).toBeDisabled();

      // Shift+Enter adds a line; Enter sends, as a stream.
      await chat.input.fill(data.question);
      await chat.input.press('Shift+Enter');
      await expect(chat.input).toHaveValue(`${data.question}\n`);
      const sent = page.waitForRequest((r) => r.url().endsWith('/messages') && r.method() === 'POST');
      await chat.input.press('Enter');
      expect((await sent).headers()['accept']).toContain('text/event-stream');
      await expect(chat.userMessages.first()).toContainText(data.question);
      await expect(chat.input).toHaveValue('');
      const reply = await chat.lastReplyDone();
      // The answer quotes the saved item and names it; its formula is typeset.
      await expect(reply).toContainText(data.title);
      await expect(reply.locator('.katex').first()).toBeVisible();
      // The list shows the conversation under a title taken from the question.
      await expect(chat.conversations.first()).toContainText(data.question.slice(0, 20));

      // A conversation with a typeset reply and its actions is accessible.
      expect(await axeViolations(page)).toEqual([]);

      // Copy.
      await chat.action('copy').click();
      await expect(page.locator('.ant-message-notice')).toContainText(chat.text('common.toast.copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(data.title);

      // Summarize, explain, examples and translate each ask the tutor about that reply.
      for (const command of ['summarize', 'explain', 'examples', 'translate'] as const) {
        const before = await chat.replies.count();
        await chat.replies.nth(0).getByTestId(`reply-${command}`).click();
        await expect(chat.userMessages.last()).toContainText(chat.text(`chat.actions.prompts.${command}`));
        await expect(chat.replies).toHaveCount(before + 1);
        await chat.lastReplyDone();
      }
      // The translation lists curriculum terms in both languages.
      await expect(chat.replies.last()).toContainText('Newton');
      await expect(chat.replies.last()).toContainText('قانون نيوتن الثاني');

      // Save the first reply: the fields are required, then it lands on /saved.
      await chat.replies.nth(0).getByTestId('reply-save').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('save-dialog-submit').click();
      await expect(dialog).toContainText(chat.text('saved.form.errors.titleRequired'));
      await expect(dialog).toContainText(chat.text('saved.form.errors.tagRequired'));
      const title = locale === 'en' ? 'Force and acceleration' : 'القوة والتسارع';
      await dialog.getByLabel(chat.text('saved.form.title')).fill(title);
      await dialog.getByLabel(chat.text('saved.form.tag'), { exact: false }).first().fill(data.tag);
      await dialog.locator('label[data-color="#D8CAE8"]').click();
      await dialog.getByTestId('save-dialog-submit').click();
      await expect(page.locator('.ant-message-notice')).toContainText(chat.text('common.toast.contentSaved'));
      await expect(dialog).toBeHidden();

      await page.goto(`/${locale}/saved`);
      const card = page.getByTestId('saved-card').filter({ hasText: title });
      await expect(card).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // The card opens the conversation at the reply it came from.
      await card.getByTestId('saved-card-open').click();
      await page.waitForURL(/\/ai-engine\/conversation\/[^?]+\?message=/);
      await expect(chat.replies.first()).toContainText(data.title);
    });

    test('a photo is cropped, sent as a PNG, and its text read by the offline engine', async ({
      page,
      browser,
    }) => {
      // A photo of a printed question: made by the browser itself.
      const painter = await browser.newPage({ viewport: { width: 900, height: 300 } });
      await painter.setContent(
        '<body style="margin:0;background:#fff"><p id="q" style="font:bold 54px sans-serif;color:#000;' +
          'padding:60px 40px;margin:0;width:820px">What is photosynthesis?</p></body>',
      );
      const photo = await painter.locator('#q').screenshot({ type: 'jpeg', quality: 95 });
      await painter.close();

      const chat = new ChatPage(page, locale);
      await chat.startConversation();
      await page.getByTestId('composer-file').setInputFiles({
        name: 'homework.jpg',
        mimeType: 'image/jpeg',
        buffer: photo,
      });
      await expect(page.getByTestId('crop-area')).toBeVisible();
      await page.getByTestId('crop-select').click();
      await page.getByTestId('crop-done').click();
      await expect(page.getByTestId('attachment-cropped')).toBeVisible();
      await expect(chat.send).toBeEnabled();

      await chat.send.click();
      await expect(page.getByTestId('composer-attachment')).toHaveCount(0);
      const reply = await chat.lastReplyDone();
      // The crop went as a PNG: the stored picture is one.
      const image = chat.userMessages.last().getByTestId('message-image');
      await expect(image).toHaveAttribute('src', new RegExp(`^${API_URL}/uploads/`));
      const stored = await fetch((await image.getAttribute('src')) ?? '');
      expect(stored.headers.get('content-type')).toBe('image/png');
      await expect(reply).toContainText(/photosynthesis/i);
    });

    test('on a phone the empty conversation shows its start, and the list is a drawer', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const chat = new ChatPage(page, locale);
      await chat.startConversation();
      await expect(page.locator('#chat-empty-title')).toBeInViewport();
      await expect(page.getByTestId('conversation-list')).not.toBeInViewport();
      await page.getByTestId('sidebar-toggle').click();
      await expect(page.getByTestId('conversation-list')).toBeInViewport();
    });

    test('fullscreen hides the navbar and Escape brings it back; a file that is not an image is refused', async ({
      page,
    }) => {
      const chat = new ChatPage(page, locale);
      await chat.startConversation();
      await expect(page.getByTestId('navbar')).toBeVisible();
      await page.getByTestId('fullscreen-toggle').click();
      await expect(page.getByTestId('navbar')).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('navbar')).toBeVisible();

      await page.getByTestId('composer-file').setInputFiles({
        name: 'notes.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4 not an image'),
      });
      await expect(page.locator('.ant-message-notice')).toContainText(chat.text('chat.composer.notImage'));
      await expect(page.getByTestId('crop-area')).toHaveCount(0);
    });
  });
}

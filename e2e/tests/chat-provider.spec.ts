// The AI tutor with a configured model: a second API whose OPENAI_BASE_URL points at a local
// OpenAI-compatible fake (support/fake-llm.ts), and a second shell whose run-time config points
// at that API; the suite's remotes are reused as they are. Stop, regenerate, a right-to-left reply
// with an equation and a code block, prices beside math, an image reaching the model, hint-first.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { onboard, seedSession, signUp, type Account } from '../support/accounts';
import { PORTS, TMP, port } from '../support/env';
import { SLOW_REPLY_WORDS, startFakeLlm, type FakeLlm } from '../support/fake-llm';
import { serveApp, startApi, type RunningServer } from '../support/servers';
import { ChatPage } from '../pages/ChatPage';
import { makePng } from '../pages/SettingsPage';
import type { Locale } from '../pages/ShellPage';

test.describe.configure({ mode: 'serial' });

const API_PORT = port(8797);
const SHELL_PORT = port(4010);
const SHELL = `http://localhost:${SHELL_PORT}`;
const API = `http://localhost:${API_PORT}`;

let llm: FakeLlm;
let api: RunningServer;
let shell: RunningServer;

test.beforeAll(async () => {
  llm = await startFakeLlm();
  const dataDir = path.join(TMP, 'api-data-model');
  fs.rmSync(dataDir, { recursive: true, force: true });
  api = await startApi(API_PORT, dataDir, {
    OPENAI_BASE_URL: llm.url,
    OPENAI_API_KEY: 'e2e-key',
    OPENAI_MODEL: 'fake-tutor',
    CORS_ORIGINS: SHELL,
    TRUST_PROXY: 'true',
  });
  const remotes = Object.fromEntries(
    (['mfe_marketing', 'mfe_learning', 'mfe_chat', 'mfe_materials', 'mfe_settings'] as const).map((name) => [
      `${name.toUpperCase()}_URL`,
      `http://localhost:${PORTS[name]}`,
    ]),
  );
  shell = await serveApp('shell', SHELL_PORT, { env: { ...remotes, API_URL: API } });
});

test.afterAll(async () => {
  await shell?.stop();
  await api?.stop();
  await llm?.close();
});

async function studentOnModelApi(): Promise<Account> {
  return onboard(await signUp({ apiUrl: API }), API);
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`stop ends the reply at the provider and keeps it; regenerate replaces the last reply (${locale})`, async ({
    page,
  }) => {
    const account = await studentOnModelApi();
    await seedSession(page, account);
    const chat = new ChatPage(page, locale, SHELL);
    await chat.startConversation();
    await expect(page.getByTestId('provider-badge')).toContainText('fake-tutor');

    // A long reply, streamed slowly: Stop ends it at the provider.
    await chat.ask('Explain it slowly, step by step');
    const streaming = page.getByTestId('reply-streaming');
    await expect(streaming).toContainText('step3');
    const abortedBefore = llm.aborted;
    await chat.stop.click();
    await expect(page.getByTestId('message-stopped')).toBeVisible();
    await expect.poll(() => llm.aborted).toBeGreaterThan(abortedBefore);
    const kept = (await chat.replies.last().innerText()).match(/step\d+/g) ?? [];
    expect(kept.length).toBeGreaterThan(2);
    // Cut short: the provider's reply had far more words to come.
    expect(kept.length).toBeLessThan(SLOW_REPLY_WORDS);
    // The stopped reply was saved as far as it came.
    await page.reload();
    await expect(page.getByTestId('message-stopped')).toBeVisible();
    await expect(chat.replies.last()).toContainText('step3');

    // Regenerate: a new reply replaces the last one.
    await chat.ask('What is a cell?');
    const first = await chat.lastReplyDone();
    await expect(first).toContainText(/Reply \d+/);
    const before = (await first.innerText()).match(/Reply (\d+)/)?.[1];
    const replies = await chat.replies.count();
    await chat.action('regenerate').click();
    await expect(chat.replies.last()).not.toContainText(`Reply ${before}:`);
    const again = await chat.lastReplyDone();
    await expect(again).toContainText(/Reply \d+:/);
    expect((await again.innerText()).match(/Reply (\d+)/)?.[1]).not.toBe(before);
    await expect(chat.replies).toHaveCount(replies);
    await page.reload();
    await expect(chat.replies).toHaveCount(replies);
    await expect(chat.replies.last()).not.toContainText(`Reply ${before}:`);
  });

  test(`a right-to-left reply with an equation and a code block; prices stay text (${locale})`, async ({
    page,
  }) => {
    const account = await studentOnModelApi();
    await seedSession(page, account);
    const chat = new ChatPage(page, locale, SHELL);
    await chat.startConversation();

    await chat.ask('اشرح لي حل المعادلة التربيعية');
    const reply = await chat.lastReplyDone();
    // The Arabic paragraphs run right to left; the equation and the code stay left to right.
    const paragraph = reply.locator('p', { hasText: 'القانون العام' });
    await expect(paragraph).toHaveAttribute('dir', 'auto');
    expect(await paragraph.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const display = reply.locator('.katex-display').first();
    await expect(display).toBeVisible();
    expect(await display.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    const code = reply.locator('pre code');
    await expect(code).toContainText('def roots(a, b, c):');
    expect(await code.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await expect(reply.getByRole('button', { name: /python/i })).toBeVisible();
    await reply.screenshot({ path: path.join(TMP, `chat-rtl-equation-${locale}.png`) });

    await chat.ask('What is the price of the book?');
    const prices = await chat.lastReplyDone();
    await expect(prices).toContainText('costs $5 or $10 in the school shop');
    // Only $x$ and $x^2$ are math.
    await expect(prices.locator('.katex')).toHaveCount(2);
  });

  test(`an image goes to the model as image input, and hint-first reaches its instructions (${locale})`, async ({
    page,
  }) => {
    const account = await studentOnModelApi();
    await seedSession(page, account);
    const chat = new ChatPage(page, locale, SHELL);
    await chat.startConversation();

    await page.getByTestId('hint-first').click();
    const png = makePng(120, 80);
    await page
      .getByTestId('composer-file')
      .setInputFiles({ name: 'q.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('crop-done').click();
    const asked = llm.requests.length;
    await chat.ask('Help me with this question');
    await chat.lastReplyDone();
    const request = llm.requests.slice(asked).at(-1) as {
      messages: Array<{ role: string; content: unknown }>;
    };
    const last = request.messages.at(-1)!;
    expect(JSON.stringify(last.content)).toContain('data:image/png;base64,');
    const system = request.messages.find((m) => m.role === 'system');
    expect(String(system?.content)).toContain('HINT-FIRST MODE is on');
  });
}

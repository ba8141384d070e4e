import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { ROOT } from '../support/env';
import type { Locale } from './ShellPage';

type Messages = Record<string, unknown>;

function read(file: string): Messages {
  return JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Messages;
}

/** The chat remote's texts (`chat` namespace: one file per area) and the shared toasts. */
const TEXTS: Record<Locale, Messages> = {
  en: {
    chat: read('mfe-chat/src/locales/en/chat.json'),
    saved: read('mfe-chat/src/locales/en/saved.json'),
    common: read('shared-ui/src/i18n/common.en.json'),
  },
  ar: {
    chat: read('mfe-chat/src/locales/ar/chat.json'),
    saved: read('mfe-chat/src/locales/ar/saved.json'),
    common: read('shared-ui/src/i18n/common.ar.json'),
  },
};

/** A text by its dotted key, e.g. `chat.actions.copy` or `common.toast.copied`. */
export function chatText(locale: Locale, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Messages)?.[part], TEXTS[locale]);
  if (typeof value !== 'string') throw new Error(`no ${locale} text at ${key}`);
  return value;
}

/** The AI tutor as a student uses it: the conversation list, the messages, the composer. */
export class ChatPage {
  readonly input: Locator;
  readonly send: Locator;
  readonly stop: Locator;
  readonly userMessages: Locator;
  readonly replies: Locator;
  readonly conversations: Locator;
  readonly toast: Locator;

  constructor(
    readonly page: Page,
    readonly locale: Locale,
    readonly base = '',
  ) {
    this.input = page.getByTestId('composer-input');
    this.send = page.getByTestId('composer-send');
    this.stop = page.getByTestId('composer-stop');
    this.userMessages = page.getByTestId('message-user');
    this.replies = page.getByTestId('message-model');
    this.conversations = page.getByTestId('conversation-item');
    this.toast = page.locator('.ant-message-notice-content');
  }

  text(key: string): string {
    return chatText(this.locale, key);
  }

  /** Opens /ai-engine and waits for the new conversation it creates; returns its id. */
  async startConversation(): Promise<string> {
    await this.page.goto(`${this.base}/${this.locale}/ai-engine`);
    await this.page.waitForURL(/\/ai-engine\/conversation\/[^/?]+/);
    await expect(this.input).toBeVisible();
    return /conversation\/([^/?]+)/.exec(this.page.url())?.[1] ?? '';
  }

  /** Types a question and sends it with Enter; returns once the question shows in the list. */
  async ask(question: string): Promise<void> {
    const asked = await this.userMessages.count();
    await this.input.fill(question);
    // Enter sends only once the conversation has loaded (the Send button is enabled then); a slow
    // load on a busy machine would otherwise swallow the key press (CI run of stop 31).
    await expect(this.send).toBeEnabled();
    await this.input.press('Enter');
    await expect(this.userMessages).toHaveCount(asked + 1);
  }

  /**
   * The last reply once it has finished (its actions appear). Waits for the reply being written to
   * become a message first: until then the last finished reply is the previous question's, which
   * already has its actions.
   */
  async lastReplyDone(): Promise<Locator> {
    await expect(this.page.getByTestId('message-pending')).toHaveCount(0, { timeout: 20_000 });
    await expect
      .poll(async () => (await this.replies.count()) >= (await this.userMessages.count()), {
        timeout: 20_000,
      })
      .toBe(true);
    const reply = this.replies.last();
    await expect(reply.getByTestId('reply-actions')).toBeVisible({ timeout: 20_000 });
    return reply;
  }

  /** An action button of the last reply (`copy`, `save`, `summarize`, ...). */
  action(command: string): Locator {
    return this.replies.last().getByTestId(`reply-${command}`);
  }
}

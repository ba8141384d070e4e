/**
 * Notification e-mails. With SMTP_URL they go through nodemailer's SMTP transport; without it each
 * message is written as an `.eml` file (RFC 5322, UTF-8, built by the same nodemailer composer) into
 * `DATA_DIR/outbox/`, where a developer can open it in any mail client.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { LocalizedText } from '../errors.ts';
import type { MainLanguage } from '../store/settings.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}

/** The mailer the configuration asks for: SMTP with `SMTP_URL`, otherwise `DATA_DIR/outbox/`. */
export function createConfiguredMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  return config.smtpUrl
    ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
    : createOutboxMailer({ dir: path.join(config.dataDir, 'outbox'), from: config.mailFrom });
}

/** `20250301T080000123Z` from a date, for file names that sort by time. */
const compactTime = (date: Date) => date.toISOString().replace(/[-:.]/g, '');

export function createOutboxMailer(options: { dir: string; from: string; clock?: () => Date }): Mailer {
  const clock = options.clock ?? (() => new Date());
  // Builds the complete message (headers, MIME encoding) without sending it anywhere.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    async send(message) {
      const date = clock();
      const info = await composer.sendMail({ from: options.from, date, ...message });
      const bytes: unknown = info.message;
      if (!(bytes instanceof Buffer)) throw new Error('nodemailer did not return the message as a Buffer');
      await fs.mkdir(options.dir, { recursive: true });
      const name = `${compactTime(date)}-${randomBytes(4).toString('hex')}.eml`;
      const temp = path.join(options.dir, `.${name}.tmp`);
      await fs.writeFile(temp, bytes, { flag: 'wx' });
      await fs.rename(temp, path.join(options.dir, name));
    },
    close: () => undefined,
  };
}

const EMAIL_TEXT = {
  brand: { en: 'Nibras', ar: 'نبراس' },
  greeting: { en: (name: string) => `Hello ${name},`, ar: (name: string) => `مرحبًا ${name}،` },
  openApp: {
    en: 'Open Nibras to see all your notifications.',
    ar: 'افتح نبراس لتطّلع على جميع إشعاراتك.',
  },
  why: {
    en: 'You get these e-mails because e-mail notifications are on. You can turn them off in Settings > Notifications.',
    ar: 'تصلك هذه الرسائل لأن إشعارات البريد الإلكتروني مفعّلة، ويمكنك إيقافها من الإعدادات > الإشعارات.',
  },
} as const;

/**
 * A notification as an e-mail: subject and text in the student's main language, then the same text
 * in the other language below a separator.
 */
export function composeNotificationEmail(input: {
  to: string;
  username: string;
  message: LocalizedText;
  language: MainLanguage;
}): MailMessage {
  const other: MainLanguage = input.language === 'en' ? 'ar' : 'en';
  const part = (lang: MainLanguage) =>
    [
      EMAIL_TEXT.greeting[lang](input.username),
      '',
      input.message[lang],
      '',
      EMAIL_TEXT.openApp[lang],
      '',
      EMAIL_TEXT.why[lang],
    ].join('\n');
  const firstLine = input.message[input.language].split('\n')[0] ?? '';
  const subject = `${EMAIL_TEXT.brand[input.language]}: ${firstLine}`;
  return {
    to: input.to,
    subject: subject.length > 150 ? `${subject.slice(0, 149)}…` : subject,
    text: `${part(input.language)}\n\n----------\n\n${part(other)}\n`,
  };
}

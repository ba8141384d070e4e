import fs from 'node:fs/promises';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, parseEml, signUpUser, type TestApp } from '../testing.ts';
import { composeNotificationEmail, createSmtpMailer } from './mailer.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of an SMTP server (RFC 5321) for nodemailer: EHLO, MAIL, RCPT, DATA, QUIT. */
async function startSmtpServer() {
  const messages: Received[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    socket.write('220 test ESMTP\r\n');
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end + 2);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') current.from = line.slice(10);
        else if (verb === 'RCPT') current.to.push(line.slice(8));
        else if (verb === 'DATA') inData = true;
        else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        }
        if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP')
          socket.write('250 OK\r\n');
        if (verb === 'DATA') socket.write('354 go ahead\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('with SMTP_URL: e-mails go through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      mailer: createSmtpMailer({ url: smtp.url, from: 'Nibras <hello@nibras.example>' }),
    });
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  test('the welcome notification reaches the SMTP server, addressed to the student', async () => {
    await signUpUser(t.app, { username: 'Sara', email: 'sara@example.com' });
    await t.notifications.settled();
    expect(smtp.messages).toHaveLength(1);
    const [received] = smtp.messages;
    expect(received?.from).toBe('<hello@nibras.example>');
    expect(received?.to).toEqual(['<sara@example.com>']);
    const mail = parseEml(received?.data ?? '');
    expect(mail.subject).toBe(
      'Nibras: Welcome to Nibras, Sara! Complete your onboarding so Nibras can tailor your studies to you.',
    );
    expect(mail.body).toContain('Hello Sara,');
    expect(mail.body).toContain('أهلًا بك في نبراس يا Sara!');
    await expect(fs.readdir(t.outboxDir)).rejects.toMatchObject({ code: 'ENOENT' }); // no outbox with SMTP
  });
});

describe('composeNotificationEmail', () => {
  test('English first for an English speaker; long subjects are shortened', () => {
    const mail = composeNotificationEmail({
      to: 'a@example.com',
      username: 'Ali',
      language: 'en',
      message: { en: `Line one ${'x'.repeat(200)}\nline two`, ar: 'سطر' },
    });
    expect(mail.subject).toHaveLength(150);
    expect(mail.subject.startsWith('Nibras: Line one')).toBe(true);
    expect(mail.subject.endsWith('…')).toBe(true);
    expect(mail.text.indexOf('Hello Ali,')).toBeLessThan(mail.text.indexOf('مرحبًا Ali،'));
  });
});

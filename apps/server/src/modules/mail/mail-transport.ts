import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  /** Outbox row id: names the .eml file and makes the Message-ID stable across retries. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Short enough that a stuck server fails a send before the outbox abandons it (after two thirds of
 * its 45 s lease, see MAIL_LEASE_MS): connecting and the greeting take 10 s each at most, and
 * the connection is dropped after 15 s without a byte from the server.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

function toNodemailer(mail: OutgoingMail, messageIdHost: string) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    messageId: `<${mail.id}@${messageIdHost}>`,
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as DATA_DIR/outbox/<id>.eml and
 * logged, so a set-up without a mail server still shows what would have been sent.
 */
export function createMailTransport(
  options: { smtpUrl?: string; dataDir: string; messageIdHost: string },
  log: FastifyBaseLogger,
): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      ...SMTP_TIMEOUTS,
    });
    return {
      send: async (mail) => {
        await smtp.sendMail(toNodemailer(mail, options.messageIdHost));
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = path.join(options.dataDir, 'outbox');
  return {
    send: async (mail) => {
      const info = await stream.sendMail(toNodemailer(mail, options.messageIdHost));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${mail.id}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info(
        { to: mail.to, subject: mail.subject, file },
        'no SMTP_URL: mail written to the outbox folder',
      );
    },
    close: () => stream.close(),
  };
}

/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set; otherwise every message is written as
 * an .eml file under `${dataDir}/mail` (the embedded default: works offline, and the operator can
 * open the file in any mail client) and its path is logged.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config/index';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written when there is no SMTP server. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

interface MailLog {
  info(msg: string): void;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: MailLog): Mailer {
  if (config.smtpUrl) {
    // Bounded waits (options in the URL still win): a send that hangs holds its outbox row only as
    // long as the sender's claim lasts (src/mail/outbox.ts), and the next attempt tries again.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      async send(message) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }

  const dir = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      // Without a mail server the operator (often a newcomer trying the portal) follows the
      // links from the log: confirming an address or resetting a password works without a mail client.
      const links = [...new Set(message.text.match(/https?:\/\/\S+/g) ?? [])];
      log.info(
        `Mail "${message.subject}" to ${message.to} written to ${file}` +
          (links.length ? ` (saites: ${links.join(' ')})` : ''),
      );
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}

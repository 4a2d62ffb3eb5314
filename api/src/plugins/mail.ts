import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Language } from '@marketplace/shared/contracts';
import type { MailConfig } from '../config';
import { mailHtml } from '../lib/mail-html';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The language it is written in (English unless said): its HTML part declares it. */
  language?: Language;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /**
   * Logged with the recipient when the message goes to the outbox folder (no SMTP server), so a
   * person running the site locally sees e.g. the code without opening the file. Never a password.
   */
  outboxLog?: Record<string, string>;
}

interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (each message a .eml file in OUTBOX_DIR). */
  readonly mode: 'smtp' | 'outbox';
  /** Sends now; rejects when the message could not be handed over. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait (its answer must not depend on whether, or how fast,
   * a message went out); a failure is logged. Closing the app waits for these.
   */
  sendInBackground(message: MailMessage): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

interface MailPluginOptions {
  mail: MailConfig;
}

function outboxFileName(now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}

/** nodemailer over SMTP_URL, or the embedded default: an outbox folder plus one log line. */
export default fp<MailPluginOptions>(
  async (app, { mail }) => {
    const transport: Transporter = mail.smtpUrl
      ? nodemailer.createTransport(mail.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const mode = mail.smtpUrl ? 'smtp' : 'outbox';
    const pending = new Set<Promise<void>>();

    async function send(message: MailMessage): Promise<void> {
      const language = message.language ?? 'en';
      const info: { message?: unknown } = await transport.sendMail({
        from: mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: mailHtml(message.text, message.subject, language),
        headers: { 'Content-Language': language, ...message.headers },
      });
      if (mode === 'smtp') {
        app.log.info({ to: message.to, subject: message.subject }, 'mail sent');
        return;
      }
      await mkdir(mail.outboxDir, { recursive: true });
      const file = path.join(mail.outboxDir, outboxFileName(new Date()));
      await writeFile(file, info.message as Buffer);
      app.log.info(
        { to: message.to, subject: message.subject, file, ...message.outboxLog },
        `mail to ${message.to} written to the outbox${outboxSummary(message.outboxLog)}`,
      );
    }

    function sendInBackground(message: MailMessage): void {
      const job = send(message)
        .catch((error: unknown) => {
          app.log.error({ err: error, to: message.to, subject: message.subject }, 'mail failed');
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    }

    app.decorate('mailer', { mode, send, sendInBackground });
    app.addHook('onClose', async () => {
      await Promise.allSettled([...pending]);
      transport.close();
    });
  },
  { name: 'mail', fastify: '5.x' },
);

function outboxSummary(details: Record<string, string> | undefined): string {
  if (!details) return '';
  return ` (${Object.entries(details)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ')})`;
}

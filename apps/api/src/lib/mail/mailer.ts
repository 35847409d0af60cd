import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { assertSingleAddress } from './recipient.ts';

export type Mail = { to: string; subject: string; text: string; html: string };

/**
 * What makes a send idempotent: the cause of a mail (a job's kind and key). Sent twice under one key (a worker killed
 * after sending, before marking its job done), the local outbox keeps one and SMTP carries one Message-ID, which mail
 * clients show once.
 */
export type SendOptions = { key?: string };

export interface Mailer {
  /** Refuses (400) a recipient that is not exactly one plain address. */
  send(mail: Mail, options?: SendOptions): Promise<void>;
  /** Where mail goes, for the start-up log line. */
  readonly destination: string;
}

/** A stable Message-ID for a mail's cause: the same cause sent twice is one message to the reader's mail client. */
function messageIdOf(key: string, host: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${host || 'mitumba.local'}>`;
}

/** Real SMTP (`SMTP_URL`), through nodemailer. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const { host, port } = new URL(smtpUrl);
  return {
    destination: `SMTP server ${host}:${port}`,
    async send(mail, options = {}) {
      assertSingleAddress(mail.to);
      await transport.sendMail({ from, ...mail, ...(options.key ? { messageId: messageIdOf(options.key, host) } : {}) });
    },
  };
}

/** No SMTP server configured: mail is kept in the database and shown at /dev/mail (never in production). */
export function createOutboxMailer(db: Db, publicUrl: string): Mailer {
  return {
    destination: `the local outbox at ${publicUrl}/dev/mail`,
    async send(mail, options = {}) {
      assertSingleAddress(mail.to);
      await db.insert(mailOutbox).values({ ...mail, dedupeKey: options.key ?? null }).onConflictDoNothing();
    },
  };
}

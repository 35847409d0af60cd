import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { assertSingleAddress } from './recipient.ts';

export type Mail = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  /** Refuses (400) a recipient that is not exactly one plain address. */
  send(mail: Mail): Promise<void>;
  /** Where mail goes, for the start-up log line. */
  readonly destination: string;
}

/** Real SMTP (`SMTP_URL`), through nodemailer. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const { host, port } = new URL(smtpUrl);
  return {
    destination: `SMTP server ${host}:${port}`,
    async send(mail) {
      assertSingleAddress(mail.to);
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** No SMTP server configured: mail is kept in the database and shown at /dev/mail (never in production). */
export function createOutboxMailer(db: Db, publicUrl: string): Mailer {
  return {
    destination: `the local outbox at ${publicUrl}/dev/mail`,
    async send(mail) {
      assertSingleAddress(mail.to);
      await db.insert(mailOutbox).values(mail);
    },
  };
}

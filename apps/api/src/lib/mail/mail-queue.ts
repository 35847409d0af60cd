import type { Db } from '../../db/client.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { Mail, Mailer } from './mailer.ts';

const MAIL_JOB = 'mail.send';

/**
 * An e-mail written whole in the transaction of its cause and sent by the outbox's worker (decision 0025): the
 * request that caused it never waits for the mail server, so its answer takes the same time whether or not a mail
 * goes out (a reset link for a known address). Its text is forgotten once sent: it may hold a one-time link.
 */
export function createMailQueue(outbox: Outbox, mailer: Mailer) {
  outbox.handle(MAIL_JOB, async (payload, job) => mailer.send(payload as Mail, { key: `${job.kind}:${job.key}` }), { forgetPayload: true });
  return {
    /** `key` names the cause (e.g. `reset:{token hash}`): the same cause makes one mail. */
    sendWithin: (tx: Db, key: string, mail: Mail) => outbox.enqueueWithin(tx, MAIL_JOB, key, mail),
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;

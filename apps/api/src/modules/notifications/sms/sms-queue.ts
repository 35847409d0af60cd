import { DEFAULT_LANGUAGE, isLanguage } from '@mitumba/contracts';
import { smsParts } from '@mitumba/contracts/sms';
import type { Database, Db } from '../../../db/client.ts';
import type { Outbox } from '../../../lib/outbox/outbox.ts';
import type { AfricasTalkingClient } from './africastalking-client.ts';
import { smsNumber } from './sms-number.ts';
import { smsTextsIn } from './sms-language.ts';
import { createSmsRepo, type SmsAnswer } from './sms-repo.ts';
import type { SmsTexts } from './sms-texts.ts';

const SMS_JOB = 'sms.send';
/** Accepted for delivery: processed, sent, queued. */
const ACCEPTED = [100, 101, 102];
/** Worth another try later: insufficient balance (the owner tops up), gateway errors. Anything else unknown too. */
const FINAL = [401, 402, 403, 404, 406, 407];
const OPTED_OUT = 406;

/**
 * One SMS to a customer, named by its cause (`order-paid:{orderId}`): the same cause is one SMS. `text` writes it
 * from the texts of the customer's language, read with their number when it is enqueued.
 */
export type SmsCause = { cause: string; userId: string; orderId?: string | null; text: (texts: SmsTexts) => string };

/**
 * SMS through the outbox (decision 0042): the message is written whole with its cause, in the cause's transaction,
 * and sent after the commit by whichever instance's worker claims it. Nothing is written for a customer who turned
 * SMS off, has no Kenyan mobile number, or when SMS is off (`client` null). At send time a customer who turned SMS
 * off meanwhile, or a number that opted out, is skipped; a final code (403, 404, 406, …) ends it, a 406 marks the
 * number opted out; a failed send (network, HTTP 5xx, 405, 500–502) throws, so the outbox tries again with back-off.
 */
export function createSmsQueue(deps: { database: Pick<Database, 'db'>; outbox: Outbox; client: AfricasTalkingClient | null }) {
  const { outbox, client } = deps;
  const repo = createSmsRepo(deps.database.db);

  async function send(messageId: string): Promise<void> {
    const message = await repo.find(messageId);
    if (!message || message.status !== 'queued' || !client) return;
    const recipient = message.userId ? await repo.recipient(message.userId) : undefined;
    if (recipient && !recipient.smsNotifications) return repo.settle(message.id, 'skipped', { reason: 'The customer turned SMS off' });
    if (await repo.isOptedOut(message.phone)) return repo.settle(message.id, 'skipped', { reason: 'The number opted out of SMS' });
    const answer: SmsAnswer = await client.send(message.phone, message.text);
    if (ACCEPTED.includes(answer.statusCode)) return repo.settle(message.id, 'sent', answer);
    if (!FINAL.includes(answer.statusCode)) throw new Error(`Africa's Talking answered ${answer.statusCode} ${answer.status}: tried again later`);
    if (answer.statusCode === OPTED_OUT) await repo.optOut(message.phone);
    await repo.settle(message.id, 'refused', { ...answer, reason: answer.status || `Refused (${answer.statusCode})` });
  }

  outbox.handle(SMS_JOB, async (payload) => send(String(payload.messageId)));

  return {
    /** Whether the shop texts at all (AT_* configured, or the demo's emulator). */
    enabled: client !== null,

    /** Writes the SMS and its send job in the caller's transaction (nothing when the customer gets no SMS). */
    async enqueueWithin(tx: Db, message: SmsCause): Promise<void> {
      if (!client) return;
      const txRepo = createSmsRepo(tx);
      const recipient = await txRepo.recipient(message.userId);
      const phone = smsNumber(recipient?.phone);
      if (!recipient?.smsNotifications || !phone) return;
      const text = message.text(smsTextsIn[isLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE]);
      const id = await txRepo.insertQueued({
        causeKey: message.cause, orderId: message.orderId ?? null, userId: message.userId, phone, text, parts: smsParts(text),
      });
      if (id) await outbox.enqueueWithin(tx, SMS_JOB, message.cause, { messageId: id });
    },
  };
}

export type SmsQueue = ReturnType<typeof createSmsQueue>;

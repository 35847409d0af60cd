import { randomBytes } from 'node:crypto';
import { smsParts } from '@mitumba/contracts/sms';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sameSecret } from '../emulator-http.ts';
import type { AfricasTalkingConfig } from './config.ts';
import { recipientStatuses, smsPlanFor, SENT } from './outcomes.ts';
import type { ReportSender } from './reports.ts';
import type { SmsRecord, SmsStore } from './store.ts';

/**
 * `POST /version1/messaging` (payouts-and-messaging.md §5): form-encoded `username`, `to` (comma-separated), `message`,
 * `from`, `enqueue`, with the `apiKey` header. Answers 201 with the SMSMessageData envelope, one recipient entry per
 * number; each part of a message costs KES 0.80. Africa's Talking answers refused requests in plain text.
 */
const PRICE_PER_PART = 0.8;
const kes = (amount: number) => `KES ${amount.toFixed(4)}`;

function refuse(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

export function registerMessagingApi(app: FastifyInstance, config: AfricasTalkingConfig, store: SmsStore, reports: ReportSender, save: () => void): void {
  app.post('/version1/messaging', { schema: { hide: true } }, async (request, reply) => {
    const key = request.headers.apikey;
    if (typeof key !== 'string' || !sameSecret(key, config.apiKey)) return refuse(reply, 401, 'The supplied authentication is invalid');
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    if (field('username') !== config.username) return refuse(reply, 401, 'The supplied authentication is invalid');
    for (const name of ['to', 'message']) {
      if (field(name).trim() === '') return refuse(reply, 400, `Request is missing required form field '${name}'`);
    }
    const text = field('message');
    const parts = smsParts(text);
    const at = new Date().toISOString();
    const recipients = field('to').split(',').map((number) => number.trim()).filter(Boolean).map((number) => {
      const plan = smsPlanFor(number, store.blacklist.has(number), store.tried.has(number));
      if (plan.firstTryOnly && plan.statusCode !== SENT) store.tried.add(number);
      const sent = plan.statusCode === SENT;
      const record: SmsRecord = {
        messageId: sent ? `ATXid_${randomBytes(16).toString('hex')}` : null, to: number, from: field('from') || null, text, parts,
        statusCode: plan.statusCode, status: recipientStatuses[plan.statusCode] ?? 'Failed', cost: sent ? kes(parts * PRICE_PER_PART) : '0', at, delivery: null,
      };
      store.messages.push(record);
      if (record.messageId && plan.report !== 'never') reports.schedule(record.messageId, plan.report === 'delivered' ? 'Success' : 'Failed');
      return record;
    });
    save();
    const sent = recipients.filter((recipient) => recipient.messageId);
    return reply.code(201).send({
      SMSMessageData: {
        Message: `Sent to ${sent.length}/${recipients.length} Total Cost: ${kes(sent.length * parts * PRICE_PER_PART)}`,
        Recipients: recipients.map((recipient) => ({
          statusCode: recipient.statusCode, number: recipient.to, status: recipient.status, cost: recipient.cost, messageId: recipient.messageId ?? 'None',
        })),
      },
    });
  });
}
